#include "app/branding.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/events/member_plans.hpp>

namespace auth {

namespace {

nlohmann::json logo_url(std::int64_t user_id, const std::optional<std::int64_t>& version) {
  if (!version) return nullptr;
  return "/api/branding/" + std::to_string(user_id) + "/logo?v=" + std::to_string(*version);
}

nlohmann::json branding_json(std::int64_t user_id, const store::BrandingRow& row) {
  return {{"companyName", row.company_name ? nlohmann::json(*row.company_name) : nlohmann::json(nullptr)},
          {"logoUrl", logo_url(user_id, row.logo_version)}};
}

bool allows_branding(pqxx::transaction_base& tx, std::int64_t user_id) {
  return cw::member_plans::plan_of(tx, user_id).has(cw::Capability::white_label);
}

void check_member(const cw::Session& session) {
  if (session.role == cw::Role::admin) throw cw::forbidden("Admins have no plan and no branding");
}

// Stores the change and publishes it, once the caller's plan allows it.
template <class Change>
nlohmann::json change(cw::db::Pool& db, const cw::Session& session, Change store_change) {
  check_member(session);
  return db.with_transaction([&](pqxx::work& tx) {
    check_plan_allows_branding(cw::member_plans::plan_of(tx, session.user_id));
    const store::BrandingRow row = store_change(tx);
    cw::events::publish(tx, cw::events::BrandingChanged{session.user_id, row.company_name, row.logo_version});
    auto own = branding_json(session.user_id, row);
    own["allowed"] = true;
    return own;
  });
}

}  // namespace

nlohmann::json Branding::own(const cw::Session& session) {
  return db_.read([&](pqxx::nontransaction& tx) {
    auto own = branding_json(session.user_id, store::branding_of(tx, session.user_id));
    own["allowed"] = session.role != cw::Role::admin && allows_branding(tx, session.user_id);
    return own;
  });
}

nlohmann::json Branding::set_company_name(const cw::Session& session, const std::optional<std::string>& company_name) {
  return change(db_, session, [&](pqxx::work& tx) { return store::save_company_name(tx, session.user_id, company_name); });
}

nlohmann::json Branding::set_logo(const cw::Session& session, const std::string& content_type,
                                  const std::string& bytes) {
  return change(db_, session, [&](pqxx::work& tx) {
    const auto type = check_logo(content_type, bytes);
    return store::save_logo(tx, session.user_id, type, bytes);
  });
}

nlohmann::json Branding::remove_logo(const cw::Session& session) {
  return change(db_, session, [&](pqxx::work& tx) { return store::remove_logo(tx, session.user_id); });
}

nlohmann::json Branding::public_branding(std::int64_t user_id) {
  return db_.read([&](pqxx::nontransaction& tx) {
    if (!allows_branding(tx, user_id)) return branding_json(user_id, {});
    return branding_json(user_id, store::branding_of(tx, user_id));
  });
}

std::optional<store::StoredLogo> Branding::logo(std::int64_t user_id) {
  return db_.read([&](pqxx::nontransaction& tx) -> std::optional<store::StoredLogo> {
    if (!allows_branding(tx, user_id)) return std::nullopt;
    return store::logo_of(tx, user_id);
  });
}

}  // namespace auth
