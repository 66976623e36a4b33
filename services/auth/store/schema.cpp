#include "store/schema.hpp"

#include "store/account_store.hpp"
#include "store/api_token_store.hpp"
#include "store/branding_store.hpp"
#include "store/certification_store.hpp"
#include "store/directory_appearance_store.hpp"
#include "store/engineer_store.hpp"
#include "store/personal_data_store.hpp"
#include "store/review_store.hpp"
#include "store/track_store.hpp"
#include "store/user_store.hpp"

#include <cw/concat.hpp>
#include <cw/events/member_plans.hpp>

std::vector<cw::db::Migration> auth_migrations();

namespace auth::store {

// Members' plans (issue 29 items 5 to 7: who sees ratings, who filters, whose rate shows) come first: their names sort
// before auth's own, and on a database that already has auth's migrations they are simply the ones not recorded yet.
std::vector<cw::db::Migration> migrations() { return cw::concat({cw::member_plans::migrations(), auth_migrations()}); }

std::vector<cw::db::NamedQuery> queries() {
  return cw::concat({account_queries(), api_token_queries(), branding_queries(), user_queries(), engineer_queries(),
                     certification_queries(), track_queries(),
                     review_queries(), personal_data_queries(), directory_appearance_queries()});
}

}  // namespace auth::store
