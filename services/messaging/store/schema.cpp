#include "store/schema.hpp"

#include "store/account_store.hpp"
#include "store/branding_store.hpp"
#include "store/contact_store.hpp"
#include "store/conversation_store.hpp"
#include "store/direct_store.hpp"
#include "store/email_store.hpp"
#include "store/export_store.hpp"
#include "store/notification_store.hpp"
#include "store/personal_data_store.hpp"
#include "store/subscription_store.hpp"
#include "store/support_store.hpp"
#include "store/webhook_store.hpp"

#include <cw/concat.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/events/user_directory.hpp>

std::vector<cw::db::Migration> messaging_migrations();

namespace messaging::store {

std::vector<cw::db::Migration> migrations() {
  return cw::concat({{cw::user_directory::migration()}, cw::member_plans::migrations(), messaging_migrations()});
}

std::vector<cw::db::NamedQuery> queries() {
  return cw::concat({account_queries(), notification_queries(), conversation_queries(), direct_queries(), email_queries(),
                     contact_queries(), subscription_queries(), export_queries(), personal_data_queries(),
                     support_queries(), webhook_queries(), branding_queries()});
}

}  // namespace messaging::store
