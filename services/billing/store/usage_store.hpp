#pragma once
// The usage projection (migration 0003): the projects clients posted and the messages members sent.
#include <cw/db.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace billing::store {

std::vector<cw::db::NamedQuery> usage_queries();

// A posted project (once: a redelivered event changes nothing).
void record_posted_project(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                           const std::string& posted_at);
// The project was completed or cancelled: it no longer counts as active.
void close_project(pqxx::transaction_base& tx, std::int64_t project_id);
struct SentMessage {
  std::int64_t sender_id = 0;
  std::string sent_at;  // its UTC day counts it
};
// Messages sent, counted per sender and day with one statement (a consumer's batch).
void count_messages(pqxx::transaction_base& tx, const std::vector<SentMessage>& messages);

struct Usage {
  std::int64_t active_projects = 0;   // posted and not completed or cancelled
  std::int64_t monthly_projects = 0;  // posted in the current UTC calendar month
  std::int64_t messages_this_month = 0;
};
Usage usage_of(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace billing::store
