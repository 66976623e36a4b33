#include "domain/api_token.hpp"
#include "domain/text.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>

namespace auth {

namespace {

// C0 controls, DEL, C1 controls (U+0080-U+009F), and the invisible characters that hide or reorder text: zero-width
// (U+200B-U+200F), the line and paragraph separators (U+2028, U+2029), bidirectional controls (U+202A-U+202E,
// U+2066-U+2069) and the byte order mark (U+FEFF).
bool has_control_characters(const std::string& text) {
  const auto at = [&](std::size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0; };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = at(i);
    if (byte < 0x20 || byte == 0x7f) return true;
    if (byte == 0xc2 && at(i + 1) >= 0x80 && at(i + 1) <= 0x9f) return true;
    if (byte == 0xe2 && at(i + 1) == 0x80) {
      const auto third = at(i + 2);
      if ((third >= 0x8b && third <= 0x8f) || third == 0xa8 || third == 0xa9 || (third >= 0xaa && third <= 0xae)) {
        return true;
      }
    }
    if (byte == 0xe2 && at(i + 1) == 0x81 && at(i + 2) >= 0xa6 && at(i + 2) <= 0xa9) return true;
    if (byte == 0xef && at(i + 1) == 0xbb && at(i + 2) == 0xbf) return true;
  }
  return false;
}

}  // namespace

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
  if (!cw::text::is_valid_utf8(form.name) || has_control_characters(form.name)) {
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
