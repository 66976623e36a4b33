#include "store/schema.hpp"

#include "store/account_store.hpp"
#include "store/admin_store.hpp"
#include "store/marketplace_store.hpp"
#include "store/member_store.hpp"
#include "store/page_view_store.hpp"
#include "store/payment_store.hpp"
#include "store/personal_data_store.hpp"
#include "store/platform_store.hpp"
#include "store/signup_store.hpp"

#include <cw/concat.hpp>
#include <cw/events/member_plans.hpp>

std::vector<cw::db::Migration> analytics_migrations();

namespace analytics::store {

std::vector<cw::db::Migration> migrations() {
  return cw::concat({cw::member_plans::migrations(), analytics_migrations()});
}

std::vector<cw::db::NamedQuery> queries() {
  return cw::concat({account_queries(), signup_queries(), page_view_queries(), admin_queries(), marketplace_queries(),
                     member_queries(), payment_queries(), personal_data_queries(), platform_queries()});
}

}  // namespace analytics::store
