#include "store/personal_data_store.hpp"

#include <cw/personal_data.hpp>

namespace analytics::store {

namespace {

// Columns named one by one: a column added later (a secret, an internal key) is not given away by default.
constexpr const char* kPersonalData = R"sql(
  SELECT json_build_object(
    'signup', (SELECT json_build_object('role', role, 'source', source, 'signedUpAt', iso_utc(signed_up_at))
      FROM signups WHERE user_id = $1),
    'engineer', (SELECT json_build_object('firstName', first_name, 'lastName', last_name, 'username', username,
        'registeredAt', iso_utc(registered_at), 'verifiedAt', iso_utc(verified_at), 'rejectedAt', iso_utc(rejected_at),
        'completedProjects', completed_projects)
      FROM engineers WHERE user_id = $1),
    'profilesViewed', (SELECT coalesce(json_agg(json_build_object('engineerId', engineer_id, 'day', day)
        ORDER BY day, engineer_id), '[]')
      FROM profile_views WHERE viewer = 'user:' || $1 AND viewer LIKE 'user:%')
  )::text AS document
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> personal_data_queries() { return {cw::personal_data::query(kPersonalData)}; }

}  // namespace analytics::store
