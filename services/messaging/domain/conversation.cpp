#include "domain/conversation.hpp"

#include <cw/errors.hpp>
#include <cw/params.hpp>
#include <cw/text.hpp>

#include <algorithm>

namespace messaging {

namespace {

constexpr int kDefaultHistoryLimit = 50;
constexpr int kMaxHistoryLimit = 200;
constexpr std::size_t kMinClientMessageId = 8;
constexpr std::size_t kMaxClientMessageId = 64;

bool has_bid(const ProjectParties& parties, std::int64_t user_id) {
  return std::find(parties.bidders.begin(), parties.bidders.end(), user_id) != parties.bidders.end();
}

// The engineer side of a conversation with the client: the assigned engineer, or before assignment any bidder.
bool is_engineer_partner(const ProjectParties& parties, std::int64_t user_id) {
  return parties.assigned_engineer_id ? *parties.assigned_engineer_id == user_id : has_bid(parties, user_id);
}

}  // namespace

bool is_participant(const ProjectParties& parties, std::int64_t user_id) {
  return user_id == parties.client_id || parties.assigned_engineer_id == user_id || has_bid(parties, user_id);
}

bool may_talk(const ProjectParties& parties, std::int64_t sender_id, std::int64_t receiver_id) {
  if (sender_id == parties.client_id) return is_engineer_partner(parties, receiver_id);
  return receiver_id == parties.client_id && is_engineer_partner(parties, sender_id);
}

std::string message_content(const std::string& content) {
  auto trimmed = cw::text::trim(content);
  if (trimmed.empty()) throw cw::invalid("Message content cannot be empty");
  if (cw::text::character_count(trimmed) > kMaxMessageCharacters) {
    throw cw::invalid("Message content must be at most 5000 characters");
  }
  return trimmed;
}

void check_client_message_id(std::string_view id) {
  const auto allowed = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  };
  if (id.size() < kMinClientMessageId || id.size() > kMaxClientMessageId ||
      !std::all_of(id.begin(), id.end(), allowed)) {
    throw cw::invalid("clientMessageId must be 8 to 64 letters, digits, '-' or '_'");
  }
}

bool is_resend_of(const Message& earlier, std::int64_t receiver_id, const std::string& content) {
  return earlier.receiver_id == receiver_id && earlier.content == cw::text::trim(content);
}

int history_limit(const std::optional<std::string>& limit) {
  return cw::fields::whole_number_param(limit, "limit", kDefaultHistoryLimit, kMaxHistoryLimit);
}

std::int64_t history_after(const std::optional<std::string>& after) {
  if (!after) return 0;
  auto value = cw::fields::id_text(*after);
  if (!value) throw cw::invalid("after must be a message id");
  return *value;
}

}  // namespace messaging
