#include "store/branding_store.hpp"

namespace auth::store {

namespace {

constexpr const char* kBrandingOf = R"sql(
  SELECT company_name, CASE WHEN logo IS NULL THEN NULL ELSE logo_version END AS logo_version
  FROM member_branding WHERE user_id = $1
)sql";
constexpr const char* kSaveCompanyName = R"sql(
  INSERT INTO member_branding (user_id, company_name) VALUES ($1, $2)
  ON CONFLICT (user_id) DO UPDATE SET company_name = EXCLUDED.company_name, updated_at = now()
  RETURNING company_name, CASE WHEN logo IS NULL THEN NULL ELSE logo_version END AS logo_version
)sql";
constexpr const char* kSaveLogo = R"sql(
  INSERT INTO member_branding (user_id, logo, logo_type, logo_version) VALUES ($1, $2, $3, 1)
  ON CONFLICT (user_id) DO UPDATE SET logo = EXCLUDED.logo, logo_type = EXCLUDED.logo_type,
    logo_version = member_branding.logo_version + 1, updated_at = now()
  RETURNING company_name, logo_version
)sql";
constexpr const char* kRemoveLogo = R"sql(
  UPDATE member_branding SET logo = NULL, logo_type = NULL, updated_at = now() WHERE user_id = $1
  RETURNING company_name, NULL::bigint AS logo_version
)sql";
constexpr const char* kLogoOf = R"sql(
  SELECT logo, logo_type, logo_version FROM member_branding WHERE user_id = $1 AND logo IS NOT NULL
)sql";

BrandingRow read_branding(const pqxx::row& row) {
  return {cw::db::optional_field<std::string>(row["company_name"]),
          cw::db::optional_field<std::int64_t>(row["logo_version"])};
}

BrandingRow read_first(const pqxx::result& result) { return result.empty() ? BrandingRow{} : read_branding(result[0]); }

}  // namespace

std::vector<cw::db::NamedQuery> branding_queries() {
  return {{"branding_of", kBrandingOf},
          {"branding_save_company_name", kSaveCompanyName},
          {"branding_save_logo", kSaveLogo},
          {"branding_remove_logo", kRemoveLogo},
          {"branding_logo_of", kLogoOf}};
}

BrandingRow branding_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  return read_first(tx.exec_prepared("branding_of", user_id));
}

BrandingRow save_company_name(pqxx::work& tx, std::int64_t user_id, const std::optional<std::string>& company_name) {
  return read_branding(tx.exec_prepared1("branding_save_company_name", user_id, company_name));
}

BrandingRow save_logo(pqxx::work& tx, std::int64_t user_id, LogoType type, const std::string& bytes) {
  return read_branding(tx.exec_prepared1("branding_save_logo", user_id, pqxx::binarystring(bytes),
                                         std::string(content_type_of(type))));
}

BrandingRow remove_logo(pqxx::work& tx, std::int64_t user_id) {
  return read_first(tx.exec_prepared("branding_remove_logo", user_id));
}

std::optional<StoredLogo> logo_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  const auto result = tx.exec_prepared("branding_logo_of", user_id);
  if (result.empty()) return std::nullopt;
  const pqxx::binarystring bytes(result[0]["logo"]);
  return StoredLogo{result[0]["logo_type"].as<std::string>(), bytes.str(), result[0]["logo_version"].as<std::int64_t>()};
}

}  // namespace auth::store
