#pragma once
// The integration events between the services: one type per event, with its topic, its type name, its message key
// and its JSON, in the one place producers and consumers both include. docs/events.md shows each one's JSON, and a
// unit test checks every type against it.
//
// Reading is strict: a payload whose members are missing or of another type (an id that is not a whole number of
// int64 range, say) throws BadPayload, which the consumer logs with the event id and skips.
#include <cw/caller.hpp>
#include <cw/events/envelope.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

namespace cw::events {

// A payload that does not fit its event's type.
struct BadPayload : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// ---- auth.events (key: the user's id) ----

struct UserRegistered {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "user.registered";
  std::int64_t user_id = 0;
  Role role = Role::client;
  std::string username;
  std::string first_name;
  std::string last_name;
  std::string created_at;
  std::optional<std::string> source;  // where the user heard of us, "bootstrap" for the admin made at start-up
  std::string key() const { return std::to_string(user_id); }
};

struct EngineerVerified {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.verified";
  std::int64_t user_id = 0;
  std::string verified_at;
  std::string key() const { return std::to_string(user_id); }
};

struct EngineerCertified {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.certified";
  std::int64_t user_id = 0;
  std::int64_t score = 0;
  std::int64_t total_questions = 0;
  std::string certified_at;
  std::string key() const { return std::to_string(user_id); }
};

// ---- projects.events (key: the project's id) ----

struct ProjectPosted {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "project.posted";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::string title;
  std::string cabinet_type;
  std::string budget_range;
  std::string posted_at;
  std::string key() const { return std::to_string(project_id); }
};

// bid.placed is written by the statement that stores the bid: the event made here leaves bid_id, client_id and
// placed_at to it (see projects' bid_place statement).
struct BidPlaced {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "bid.placed";
  std::int64_t bid_id = 0;
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string amount;  // "1500.00"
  std::string placed_at;
  std::string key() const { return std::to_string(project_id); }
};

struct BidAccepted {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "bid.accepted";
  std::int64_t bid_id = 0;
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string amount;  // "1500.00"
  std::string accepted_at;
  std::string key() const { return std::to_string(project_id); }
};

struct ProjectCompleted {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "project.completed";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string completed_at;
  std::string key() const { return std::to_string(project_id); }
};

struct ProjectCancelled {
  static constexpr const char* kTopic = "projects.events";
  static constexpr const char* kType = "project.cancelled";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::string cancelled_at;
  std::string key() const { return std::to_string(project_id); }
};

// ---- messaging.events (key: the project's id) ----

// message.sent is written by the statement that stores the message: the event made here leaves message_id and
// created_at to it (see messaging's messages_insert statement).
struct MessageSent {
  static constexpr const char* kTopic = "messaging.events";
  static constexpr const char* kType = "message.sent";
  std::int64_t message_id = 0;
  std::int64_t project_id = 0;
  std::int64_t sender_id = 0;
  std::int64_t receiver_id = 0;
  std::string created_at;
  std::string key() const { return std::to_string(project_id); }
};

void to_json(Json& json, const UserRegistered& event);
void from_json(const Json& json, UserRegistered& event);
void to_json(Json& json, const EngineerVerified& event);
void from_json(const Json& json, EngineerVerified& event);
void to_json(Json& json, const EngineerCertified& event);
void from_json(const Json& json, EngineerCertified& event);
void to_json(Json& json, const ProjectPosted& event);
void from_json(const Json& json, ProjectPosted& event);
void to_json(Json& json, const BidPlaced& event);
void from_json(const Json& json, BidPlaced& event);
void to_json(Json& json, const BidAccepted& event);
void from_json(const Json& json, BidAccepted& event);
void to_json(Json& json, const ProjectCompleted& event);
void from_json(const Json& json, ProjectCompleted& event);
void to_json(Json& json, const ProjectCancelled& event);
void from_json(const Json& json, ProjectCancelled& event);
void to_json(Json& json, const MessageSent& event);
void from_json(const Json& json, MessageSent& event);

// A new event's envelope as the outbox stores it, for a store that writes the outbox row in the statement that makes
// the change (it then calls wake_outbox_relays).
template <class Event>
Json new_envelope(const Event& event) {
  return new_envelope(Event::kType, Json(event));
}

}  // namespace cw::events
