#pragma once
// Use cases of project chats: history, sending (stored with its message.sent event), joining a project's updates.
// A message carries the browser's clientMessageId when it gave one: sent again under the same id (after a dropped
// socket) by the same sender on the same project, it is answered with the message stored the first time, and
// nothing is stored, delivered or published again.
#include "app/kept_in_memory.hpp"
#include "domain/conversation.hpp"

#include <cw/db.hpp>
#include <cw/errors.hpp>
#include <cw/events/member_plans.hpp>

#include <nlohmann/json.hpp>
#include <unordered_map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace messaging {

// A message a user asks to send.
struct Outgoing {
  std::int64_t sender_id = 0;
  std::int64_t project_id = 0;
  std::int64_t receiver_id = 0;
  std::string content;
  std::string request_id;  // what its message.sent event carries (each message of a batch has its own)
  std::optional<std::string> client_message_id;  // checked (check_client_message_id)
};
// A message sent again under its clientMessageId: the message stored the first time.
struct Resent {
  Message original;
};
// The message stored now, the one stored before under the same clientMessageId, or why it was refused.
using SendOutcome = std::variant<Message, Resent, cw::DomainError>;
// The message the sender is answered with (stored now or the first time); nullptr when refused.
const Message* answered_message(const SendOutcome& outcome);

class Conversations {
 public:
  explicit Conversations(cw::db::Pool& db);

  // The caller's messages of the project, oldest first; throws not_found / forbidden / invalid.
  nlohmann::json history(std::int64_t user_id, std::int64_t project_id, const std::optional<std::string>& after,
                         const std::optional<std::string>& limit);
  // Stores the allowed messages of the batch with their message.sent events in one statement (one commit for many
  // senders); each outcome, in the batch's order, is the stored message, the message stored before under its
  // clientMessageId (also for one sent twice within the batch), or why it was refused (not_found, forbidden,
  // invalid; conflict for a clientMessageId used before for another message). Throws when the statement fails: then
  // nothing of the batch is stored.
  std::vector<SendOutcome> send_all(const std::vector<Outgoing>& batch);
  // Why the sender may not send one more message now (their plan's daily limit, which counts direct messages too),
  // if they may not.
  std::optional<cw::DomainError> past_daily_limit(std::int64_t sender_id);
  // Throws unless the user takes part in the project.
  void check_participant(std::int64_t user_id, std::int64_t project_id);

  // The parties kept in memory of a project, or of every project, may be out of date (migrations 0003 and 0004 say
  // when).
  void forget_parties(std::int64_t project_id);
  void forget_all_parties();
  // A member's plan kept in memory, or every member's, may be out of date (migration 0012: member_plans changed).
  void forget_plan(std::int64_t user_id);
  void forget_all_plans();

 private:
  using PartiesById = std::unordered_map<std::int64_t, ProjectParties>;
  // send_all for messages whose clientMessageId (if any) is new to the database and to the batch; one stored by
  // another sending at the same moment is answered as a resend all the same.
  std::vector<SendOutcome> send_new(const std::vector<Outgoing>& batch);
  // The parties of the projects that exist, kept in memory until the database says they changed (at most
  // kPartiesLifetime, should a notification go astray). What they forbid is checked again against the database, so
  // a new bidder can write before the notification arrives.
  PartiesById parties(const std::vector<std::int64_t>& project_ids);
  // Refuses the messages of a sender past their plan's daily limit (counted with what the batch holds before them).
  // One writer per instance sends in order, so the count is exact per instance; instances sending for the same
  // member at the same moment may together let a message or two past the limit.
  void refuse_past_daily_limits(const std::vector<Outgoing>& batch,
                                std::vector<std::optional<cw::DomainError>>& refused);
  PartiesById load_parties(const std::vector<std::int64_t>& project_ids);
  using PlansById = KeptInMemory<cw::member_plans::MemberPlan>::ById;

  cw::db::Pool& db_;
  KeptInMemory<ProjectParties> parties_;
  KeptInMemory<cw::member_plans::MemberPlan> plans_;
};

}  // namespace messaging
