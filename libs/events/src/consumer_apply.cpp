// Applying a batch of events: each at most once (its id recorded in processed_events in the same transaction),
// one by one with retries when the batch fails, and skipped when it can never be applied.
#include <cw/events/consumer.hpp>
#include "prepared.hpp"
#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <algorithm>
#include <thread>
#include <unordered_set>

namespace cw::events {

namespace {

// Records the events of a batch as processed by the consumer group $1 ($2 their ids); returns those not recorded
// before.
constexpr db::NamedQuery kRecordEvents{"cw_events_record_processed", R"sql(
  INSERT INTO processed_events (consumer, event_id)
  SELECT $1, unnest($2::uuid[])
  ON CONFLICT DO NOTHING
  RETURNING event_id
)sql"};

// A failure that retries cannot mend: the event's data itself does not fit.
bool cannot_be_applied(const std::exception& e) {
  return dynamic_cast<const BadPayload*>(&e) != nullptr ||
         dynamic_cast<const nlohmann::json::exception*>(&e) != nullptr ||
         dynamic_cast<const pqxx::data_exception*>(&e) != nullptr;
}

metrics::Family<metrics::Counter>& applied_events() {
  static auto& family = metrics::registry().counter(
      "cw_events_applied_total", "Events this service's consumer applied (redeliveries not counted)",
      {"group", "type"});
  return family;
}

metrics::Family<metrics::Counter>& skipped_events() {
  static auto& family = metrics::registry().counter(
      "cw_events_skipped_total", "Events that could not be applied as they are and were skipped", {"group"});
  return family;
}

}  // namespace

void Consumer::note_skipped(const std::string& what, const std::string& why) {
  const auto count = ++skipped_;
  skipped_events().with({group_}).inc();
  log::error("event skipped: it cannot be applied as it is", {{"group", group_}, {"event", what}, {"error", why},
                                                              {"skipped", count}});
}

bool Consumer::apply_until_done(const Envelope& event) {
  // Retry until the side effect is recorded; the offset is committed only afterwards.
  for (int attempt = 0; !stopping_; ++attempt) {
    try {
      apply({event});
      return true;
    } catch (const std::exception& e) {
      const ScopedRequestId scope(event.request_id);
      if (cannot_be_applied(e)) {
        note_skipped(event.type + " " + event.id, e.what());
        return true;
      }
      log::error("event handling failed, will retry", {{"group", group_}, {"attempt", attempt}, {"error", e.what()}});
      std::this_thread::sleep_for(std::chrono::milliseconds(std::min(5000, 200 * (1 << std::min(attempt, 5)))));
    }
  }
  return false;
}

void Consumer::apply(const std::vector<std::optional<Envelope>>& envelopes) {
  std::vector<const Envelope*> events;
  for (const auto& envelope : envelopes) {
    if (envelope && (handlers_.contains(envelope->type) || batch_handlers_.contains(envelope->type))) {
      events.push_back(&*envelope);
    }
  }
  if (events.empty()) return;

  std::vector<const Envelope*> applied;
  pool_.with_transaction([&](pqxx::work& tx) {
    applied.clear();  // a retry of the transaction starts over
    // One statement records the batch; the ids it returns are the events not applied before (not redeliveries).
    std::vector<std::string> ids;
    for (const auto* event : events) ids.push_back(event->id);
    std::unordered_set<std::string> fresh;
    for (const auto& row : detail::exec_library_statement(tx, kRecordEvents, group_, db::text_array_literal(ids))) {
      fresh.insert(row["event_id"].as<std::string>());
    }
    std::map<std::string, std::vector<const Envelope*>> batched;
    for (const auto* envelope : events) {
      if (fresh.erase(envelope->id) == 0) continue;  // applied before, or twice in this batch
      applied.push_back(envelope);
      const auto handler = handlers_.find(envelope->type);
      if (handler == handlers_.end()) {
        batched[envelope->type].push_back(envelope);
        continue;
      }
      const ScopedRequestId scope(envelope->request_id);
      handler->second(tx, *envelope);
    }
    for (const auto& [type, of_type] : batched) {
      // Under the request id of the first: one statement serves them all.
      const ScopedRequestId scope(of_type.front()->request_id);
      batch_handlers_.at(type)(tx, of_type);
    }
  });
  for (const auto* envelope : applied) {
    const ScopedRequestId scope(envelope->request_id);
    log::info("event applied", {{"group", group_}, {"type", envelope->type}, {"eventId", envelope->id}});
    applied_events().with({group_, envelope->type}).inc();
  }
}

}  // namespace cw::events
