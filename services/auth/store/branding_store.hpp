#pragma once
// The SQL of members' branding (migration 0008): one row per member, the logo's bytes in it.
#include "domain/branding.hpp"

#include <cw/db.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> branding_queries();

// A member's branding without the logo's bytes.
struct BrandingRow {
  std::optional<std::string> company_name;
  std::optional<std::int64_t> logo_version;  // none without a logo
};

// The member's branding; an empty row when they never set any.
BrandingRow branding_of(pqxx::transaction_base& tx, std::int64_t user_id);
BrandingRow save_company_name(pqxx::work& tx, std::int64_t user_id, const std::optional<std::string>& company_name);
// The logo replaced (its version one higher than any before).
BrandingRow save_logo(pqxx::work& tx, std::int64_t user_id, LogoType type, const std::string& bytes);
BrandingRow remove_logo(pqxx::work& tx, std::int64_t user_id);

struct StoredLogo {
  std::string content_type;
  std::string bytes;
  std::int64_t version = 0;
};
std::optional<StoredLogo> logo_of(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace auth::store
