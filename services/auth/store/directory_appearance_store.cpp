#include "store/directory_appearance_store.hpp"

#include <nlohmann/json.hpp>

namespace auth::store {

namespace {

// $1 a JSON array of {day, engineer, viewer}.
constexpr const char* kAppearancesAdd = R"sql(
  WITH added AS (
    INSERT INTO directory_appearances (day, engineer_id, viewer)
    SELECT x.day, x.engineer, x.viewer
    FROM jsonb_to_recordset($1::jsonb) AS x(day date, engineer bigint, viewer text)
    WHERE EXISTS (SELECT 1 FROM engineer_profiles p WHERE p.user_id = x.engineer)
    ON CONFLICT DO NOTHING
    RETURNING day, engineer_id
  )
  SELECT to_char(day, 'YYYY-MM-DD') AS day, engineer_id, count(*) AS viewers FROM added GROUP BY day, engineer_id
)sql";

constexpr const char* kAppearancesForgetBefore = "DELETE FROM directory_appearances WHERE day < $1::date";

constexpr const char* kAppearancesForgetMember = R"sql(
  DELETE FROM directory_appearances WHERE engineer_id = $1 OR viewer = 'user:' || $1::bigint
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> directory_appearance_queries() {
  return {{"directory_appearances_add", kAppearancesAdd},
          {"directory_appearances_forget_before", kAppearancesForgetBefore},
          {"directory_appearances_forget_member", kAppearancesForgetMember}};
}

std::vector<NewViewers> add_directory_appearances(pqxx::work& tx, const std::set<Appearance>& appearances) {
  auto rows = nlohmann::json::array();
  for (const auto& appearance : appearances) {
    rows.push_back({{"day", appearance.day}, {"engineer", appearance.engineer_id}, {"viewer", appearance.viewer}});
  }
  std::vector<NewViewers> found;
  for (const auto& row : tx.exec_prepared("directory_appearances_add", rows.dump())) {
    found.push_back({row["day"].as<std::string>(), row["engineer_id"].as<std::int64_t>(),
                     row["viewers"].as<std::int64_t>()});
  }
  return found;
}

void forget_directory_appearances_before(pqxx::work& tx, const std::string& first_kept) {
  tx.exec_prepared("directory_appearances_forget_before", first_kept);
}

void forget_member_directory_appearances(pqxx::work& tx, std::int64_t user_id) {
  tx.exec_prepared("directory_appearances_forget_member", user_id);
}

}  // namespace auth::store
