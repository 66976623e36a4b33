#pragma once
// White-label (issue 29 item 11): a member on a plan with white_label sets a company name and a logo; anyone reads
// them while the member's plan still has it (a downgrade hides them at once, an upgrade brings them back). Each
// change publishes branding.changed for messaging's e-mails.
#include "domain/branding.hpp"
#include "store/branding_store.hpp"

#include <cw/db.hpp>
#include <cw/session.hpp>

#include <nlohmann/json.hpp>

namespace auth {

class Branding {
 public:
  explicit Branding(cw::db::Pool& db) : db_(db) {}

  // The caller's own: {companyName, logoUrl, allowed} (allowed: their plan has white_label; what is stored shows
  // to them even when it does not, to be edited after an upgrade).
  nlohmann::json own(const cw::Session& session);
  nlohmann::json set_company_name(const cw::Session& session, const std::optional<std::string>& company_name);
  // content_type: the request's Content-Type; the bytes are checked (check_logo) once the plan allows the change.
  nlohmann::json set_logo(const cw::Session& session, const std::string& content_type, const std::string& bytes);
  nlohmann::json remove_logo(const cw::Session& session);

  // Anyone's: {companyName, logoUrl}, both null when the member has none or their plan no longer has white_label.
  nlohmann::json public_branding(std::int64_t user_id);
  // The member's logo while their plan has white_label; nullopt otherwise.
  std::optional<store::StoredLogo> logo(std::int64_t user_id);

 private:
  cw::db::Pool& db_;
};

}  // namespace auth
