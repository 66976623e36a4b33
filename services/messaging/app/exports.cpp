#include "app/exports.hpp"

#include "domain/message_export.hpp"
#include "store/export_store.hpp"

#include <cw/events/member_plans.hpp>

namespace messaging {

cw::csv::Export Exports::messages(const cw::Caller& caller) {
  check_message_export(
      caller, db_.read([&](pqxx::nontransaction& tx) { return cw::member_plans::plan_of(tx, caller.user_id); }));
  auto& db = db_;
  return cw::csv::paged_export(
      cw::csv::export_file_name("messages"), message_export_header(),
      [&db, user_id = caller.user_id](std::int64_t after_id, int limit) {
        return cw::csv::page_of(db.read(
            [&](pqxx::nontransaction& tx) { return store::export_messages_page(tx, user_id, after_id, limit); }));
      });
}

}  // namespace messaging
