#include "store/account_store.hpp"

namespace analytics::store {

namespace {

constexpr const char* kUnlinkSignup = R"sql(
  UPDATE signups SET user_id = -nextval('anonymous_signups') WHERE user_id = $1
)sql";
constexpr const char* kEraseEngineerName = R"sql(
  UPDATE engineers SET first_name = 'Deleted', last_name = 'member', username = NULL WHERE user_id = $1
)sql";
constexpr const char* kEraseActivityNames = R"sql(
  UPDATE activity SET text = 'Deleted member' || substr(text, length(subject) + 1), subject = 'Deleted member'
  WHERE user_id = $1 AND subject IS NOT NULL AND starts_with(text, subject)
)sql";
constexpr const char* kForgetProfileViews = "DELETE FROM profile_views WHERE engineer_id = $1";
constexpr const char* kForgetDirectoryAppearances = "DELETE FROM directory_appearances WHERE engineer_id = $1";
constexpr const char* kUnlinkViewer = R"sql(
  UPDATE profile_views SET viewer = 'deleted:' || gen_random_uuid() WHERE viewer = 'user:' || $1::bigint
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> account_queries() {
  return {{"account_unlink_signup", kUnlinkSignup},
          {"account_erase_engineer_name", kEraseEngineerName},
          {"account_erase_activity_names", kEraseActivityNames},
          {"account_forget_profile_views", kForgetProfileViews},
          {"account_forget_directory_appearances", kForgetDirectoryAppearances},
          {"account_unlink_viewer", kUnlinkViewer}};
}

void unlink_member(pqxx::work& tx, std::int64_t user_id) {
  for (const char* statement : {"account_unlink_signup", "account_erase_engineer_name", "account_erase_activity_names",
                                "account_forget_profile_views", "account_forget_directory_appearances",
                                "account_unlink_viewer"}) {
    tx.exec_prepared(statement, user_id);
  }
}

}  // namespace analytics::store
