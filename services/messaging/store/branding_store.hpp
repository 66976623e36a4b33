#pragma once
// The SQL of members' branding as auth announced it (migration 0023).
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> branding_queries();

struct MemberBranding {
  std::optional<std::string> company_name;
  std::optional<std::int64_t> logo_version;
};

void save_branding(pqxx::transaction_base& tx, const cw::events::BrandingChanged& event);
// The member's branding; nullopt when they never set any.
std::optional<MemberBranding> branding_of(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace messaging::store
