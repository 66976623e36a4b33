#include "store/schema.hpp"

#include "store/account_store.hpp"
#include "store/bid_store.hpp"
#include "store/engineer_store.hpp"
#include "store/export_store.hpp"
#include "store/file_store.hpp"
#include "store/invitation_store.hpp"
#include "store/milestone_store.hpp"
#include "store/personal_data_store.hpp"
#include "store/project_store.hpp"

#include <cw/concat.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/events/user_directory.hpp>

std::vector<cw::db::Migration> projects_migrations();

namespace projects::store {

std::vector<cw::db::Migration> migrations() {
  return cw::concat({{cw::user_directory::migration()}, cw::member_plans::migrations(), projects_migrations()});
}

std::vector<cw::db::NamedQuery> queries() {
  return cw::concat({account_queries(), project_queries(), bid_queries(), engineer_queries(), file_queries(), milestone_queries(),
                     export_queries(), invitation_queries(), personal_data_queries()});
}

}  // namespace projects::store
