#include "app/exports.hpp"

#include "app/subscription_changes.hpp"
#include "domain/payment_export.hpp"
#include "store/export_store.hpp"
#include "store/subscription_store.hpp"

namespace billing {

cw::csv::Export Exports::payments(const cw::Caller& caller) {
  const auto capabilities = db_.read([&](pqxx::nontransaction& tx) {
    const auto subscription = store::find_subscription(tx, caller.user_id).value_or(starter_subscription());
    return plan_by_id(tx, subscription.plan).capabilities;
  });
  check_payment_export(caller, capabilities);
  auto& db = db_;
  return cw::csv::paged_export(
      cw::csv::export_file_name("payments"), payment_export_header(),
      [&db, user_id = caller.user_id](std::int64_t after_id, int limit) {
        return cw::csv::page_of(db.read(
            [&](pqxx::nontransaction& tx) { return store::export_payments_page(tx, user_id, after_id, limit); }));
      });
}

}  // namespace billing
