#include "domain/api_token.hpp"
#include "domain/text.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>

namespace auth {

std::string_view to_string(TokenScope scope) { return scope == TokenScope::read ? "read" : "read_write"; }

std::optional<TokenScope> parse_token_scope(std::string_view text) {
  if (text == "read") return TokenScope::read;
  if (text == "read_write") return TokenScope::read_write;
  return std::nullopt;
}

TokenForm token_form(const std::optional<std::string>& name, const std::optional<std::string>& scope) {
  TokenForm form;
  form.name = trim(name.value_or(""));
  if (form.name.empty()) throw cw::invalid("Give the token a name, for example the tool that will use it");
  if (!cw::text::is_valid_utf8(form.name) || cw::text::has_control_characters(form.name)) {
    throw cw::invalid("The token's name must be plain text without control or invisible characters");
  }
  if (character_count(form.name) > kMaxTokenNameCharacters) {
    throw cw::invalid("The token's name can be at most 60 characters");
  }
  if (scope) {
    const auto parsed = parse_token_scope(*scope);
    if (!parsed) throw cw::invalid("The scope must be read or read_write");
    form.scope = *parsed;
  }
  return form;
}

void check_manages_tokens(const cw::Session& session) {
  if (session.by_token) {
    throw cw::forbidden("API tokens are managed on the site, signed in: a token cannot manage tokens");
  }
  if (session.role == cw::Role::admin) throw cw::forbidden("Admins have no plan and no API tokens");
}

void check_plan_allows_tokens(const cw::member_plans::MemberPlan& plan) {
  if (!plan.has(cw::Capability::custom_integrations)) {
    throw cw::plan_required(cw::Capability::custom_integrations, cw::cheapest_plan(cw::Capability::custom_integrations));
  }
}

void check_room_for_token(int active_tokens) {
  if (active_tokens >= kMaxActiveTokens) {
    throw cw::conflict("You have 10 API tokens: revoke one you no longer use to create another");
  }
}

}  // namespace auth
