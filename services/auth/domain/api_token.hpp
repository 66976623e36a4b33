#pragma once
// Personal API tokens (issue 29 item 10): what a member may name and scope, who may manage them. Plain rules.
#include <cw/caller.hpp>
#include <cw/plan_limits.hpp>
#include <cw/session.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace auth {

enum class TokenScope { read, read_write };

std::string_view to_string(TokenScope scope);
std::optional<TokenScope> parse_token_scope(std::string_view text);

// At most this many tokens live at once per member.
inline constexpr int kMaxActiveTokens = 10;
inline constexpr std::size_t kMaxTokenNameCharacters = 60;
// How many characters of a token the list shows ("cwt_AbCd1234").
inline constexpr std::size_t kTokenPrefixLength = 12;

struct TokenForm {
  std::string name;
  TokenScope scope = TokenScope::read;
};

// The name trimmed, 1-60 characters of UTF-8 without control characters; the scope "read" (the default) or
// "read_write". Throws invalid with the reason.
TokenForm token_form(const std::optional<std::string>& name, const std::optional<std::string>& scope);

// Tokens are managed from the site, signed in with a password: never by a token (a stolen token cannot make itself
// a successor), never by an admin (admins have no plan). Throws forbidden.
void check_manages_tokens(const cw::Session& session);

// Tokens are custom integrations (enterprise): throws plan_required for a plan without them.
void check_plan_allows_tokens(const cw::member_plans::MemberPlan& plan);

// A member with kMaxActiveTokens live tokens makes no more: throws conflict.
void check_room_for_token(int active_tokens);

}  // namespace auth
