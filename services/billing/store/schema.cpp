#include "store/schema.hpp"

#include "store/export_store.hpp"
#include "store/fee_store.hpp"
#include "store/payment_store.hpp"
#include "store/personal_data_store.hpp"
#include "store/plan_store.hpp"
#include "store/stage_payment_store.hpp"
#include "store/subscription_store.hpp"
#include "store/usage_store.hpp"

#include <cw/concat.hpp>

std::vector<cw::db::Migration> billing_migrations();

namespace billing::store {

std::vector<cw::db::Migration> migrations() { return billing_migrations(); }

std::vector<cw::db::NamedQuery> queries() {
  return cw::concat({subscription_queries(), plan_queries(), usage_queries(), payment_queries(),
                     stage_payment_queries(), export_queries(), personal_data_queries(), fee_queries()});
}

}  // namespace billing::store
