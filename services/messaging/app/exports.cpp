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
      [&db, user_id = caller.user_id](std::int64_t after, int limit) {
        // Project messages while the cursor is not negative; when they run out, the page is filled with direct
        // messages, whose keys are negative (domain export_key).
        auto rows = db.read([&](pqxx::nontransaction& tx) {
          auto page = after >= 0 ? store::export_messages_page(tx, user_id, after, limit)
                                 : std::vector<MessageExportRow>{};
          if (static_cast<int>(page.size()) < limit) {
            const auto direct_after = after < 0 ? -after : 0;
            auto direct = store::export_direct_messages_page(tx, user_id, direct_after,
                                                             limit - static_cast<int>(page.size()));
            page.insert(page.end(), direct.begin(), direct.end());
          }
          return page;
        });
        cw::csv::Page page;
        for (const auto& row : rows) page.rows.push_back(export_fields(row));
        if (!rows.empty()) page.last_id = export_key(rows.back());
        return page;
      });
}

}  // namespace messaging
