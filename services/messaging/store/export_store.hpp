#pragma once
// The SQL of the messages export: one page at a time by keyset (ids after the last one written).
#include "domain/message_export.hpp"

#include <cw/db.hpp>

#include <cstdint>
#include <vector>

namespace messaging::store {

std::vector<cw::db::NamedQuery> export_queries();

// The project messages the member sent or received with an id above after_id, by id, at most limit.
std::vector<MessageExportRow> export_messages_page(pqxx::transaction_base& tx, std::int64_t user_id,
                                                   std::int64_t after_id, int limit);
// The same of the member's direct messages.
std::vector<MessageExportRow> export_direct_messages_page(pqxx::transaction_base& tx, std::int64_t user_id,
                                                          std::int64_t after_id, int limit);

}  // namespace messaging::store
