#include "store/branding_store.hpp"

namespace messaging::store {

namespace {

constexpr const char* kSaveBranding = R"sql(
  INSERT INTO member_branding (user_id, company_name, logo_version) VALUES ($1, $2, $3)
  ON CONFLICT (user_id) DO UPDATE SET company_name = EXCLUDED.company_name, logo_version = EXCLUDED.logo_version
)sql";
constexpr const char* kBrandingOf = "SELECT company_name, logo_version FROM member_branding WHERE user_id = $1";

}  // namespace

std::vector<cw::db::NamedQuery> branding_queries() {
  return {{"branding_save", kSaveBranding}, {"branding_of", kBrandingOf}};
}

void save_branding(pqxx::transaction_base& tx, const cw::events::BrandingChanged& event) {
  tx.exec_prepared("branding_save", event.user_id, event.company_name, event.logo_version);
}

std::optional<MemberBranding> branding_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  const auto rows = tx.exec_prepared("branding_of", user_id);
  if (rows.empty()) return std::nullopt;
  return MemberBranding{cw::db::optional_field<std::string>(rows[0]["company_name"]),
                        cw::db::optional_field<std::int64_t>(rows[0]["logo_version"])};
}

}  // namespace messaging::store
