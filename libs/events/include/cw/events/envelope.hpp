#pragma once
// The envelope every event travels in: {"id", "type", "occurredAt", "requestId", "data"}; the message key is the
// aggregate id and a `type` header repeats the type.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace cw::events {

using Json = nlohmann::json;

struct Envelope {
  std::string id;           // uuid, unique per event: the consumers' idempotency key
  std::string type;         // "user.registered"
  std::string occurred_at;  // ISO-8601 UTC
  std::string request_id;   // the request that caused it
  Json data;
};

Json to_json(const Envelope& envelope);
std::optional<Envelope> parse_envelope(const std::string& text);
std::string new_uuid();
std::string utc_now_iso();

// Topic of a producing service's events: "<service>.events".
std::string topic_of(const std::string& service);

// A new event's envelope as the outbox stores it (a new id, the time, the current request id); for a store that
// inserts outbox rows in the statement that makes the change (it then calls wake_outbox_relays).
Json new_envelope(const std::string& type, Json data);

}  // namespace cw::events
