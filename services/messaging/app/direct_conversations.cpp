#include "app/direct_conversations.hpp"

#include "app/views.hpp"
#include "store/direct_store.hpp"

#include <cw/events.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/log.hpp>

namespace messaging {

namespace {

// The conversation, to one of its members; a stranger is told it does not exist.
DirectConversation member_conversation(pqxx::transaction_base& tx, std::int64_t user_id,
                                       std::int64_t conversation_id) {
  auto conversation = store::find_direct(tx, conversation_id);
  if (!conversation || !is_member(*conversation, user_id)) throw cw::not_found(kConversationNotFound);
  return *conversation;
}

Message resent_or_conflict(const Message& earlier, std::int64_t receiver_id, const std::string& content) {
  if (!is_resend_of(earlier, receiver_id, content)) throw cw::conflict(kClientMessageIdReused);
  return earlier;
}

}  // namespace

DirectConversations::DirectConversations(cw::db::Pool& db, Conversations& conversations, realtime::Delivery& delivery)
    : db_(db), conversations_(conversations), delivery_(delivery) {}

nlohmann::json DirectConversations::list(std::int64_t user_id) {
  return db_.read([&](pqxx::nontransaction& tx) {
    auto body = nlohmann::json::array();
    for (const auto& summary : store::directs_of(tx, user_id)) {
      body.push_back(direct_conversation_json(summary, user_id));
    }
    return body;
  });
}

DirectConversations::Started DirectConversations::start(std::int64_t user_id, std::int64_t recipient_id,
                                                        const std::optional<std::string>& content,
                                                        const std::string& request_id) {
  if (user_id == recipient_id) throw cw::invalid(kNotToYourself);
  if (content) message_content(*content);  // refused before anything is stored
  auto existing = db_.read([&](pqxx::nontransaction& tx) {
    if (!store::user_known(tx, recipient_id)) throw cw::not_found(kUserNotFound);
    auto pair = store::find_pair(tx, user_id, recipient_id);
    // One conversation per pair: whoever started it, the caller gets it back (reading needs no plan).
    if (!pair) check_may_start(user_id, recipient_id, cw::member_plans::plan_of(tx, user_id));
    return pair;
  });
  if (existing && has_blocked(*existing, recipient_id)) throw blocked();
  Started started;
  std::int64_t conversation_id = 0;
  if (existing) {
    conversation_id = existing->id;
  } else {
    auto stored = db_.with_transaction([&](pqxx::work& tx) { return store::start_direct(tx, user_id, recipient_id); });
    conversation_id = stored.conversation.id;
    started.created = stored.created;
  }
  if (content) send({user_id, conversation_id, *content, request_id, std::nullopt, {}});
  started.conversation = summary_json(user_id, conversation_id);
  return started;
}

nlohmann::json DirectConversations::history(std::int64_t user_id, std::int64_t conversation_id,
                                            const std::optional<std::string>& after,
                                            const std::optional<std::string>& limit) {
  const auto after_id = history_after(after);
  const auto page_size = history_limit(limit);
  auto messages = db_.read([&](pqxx::nontransaction& tx) {
    member_conversation(tx, user_id, conversation_id);
    return store::direct_messages(tx, conversation_id, after_id, page_size);
  });
  if (!messages.empty()) {
    db_.with_transaction(
        [&](pqxx::work& tx) { store::mark_direct_read(tx, conversation_id, user_id, messages.back().id); });
  }
  auto body = nlohmann::json::array();
  for (const auto& message : messages) body.push_back(message_json(message));
  return body;
}

Message DirectConversations::send(const DirectOutgoing& outgoing) {
  const auto content = message_content(outgoing.content);
  const auto sender = outgoing.sender_id;
  auto [conversation, earlier] = db_.read([&](pqxx::nontransaction& tx) {
    auto found = member_conversation(tx, sender, outgoing.conversation_id);
    std::optional<Message> stored_before;
    if (outgoing.client_message_id) {
      stored_before = store::direct_message_by_client_id(tx, found.id, sender, *outgoing.client_message_id);
    }
    // A downgrade or a block takes effect at once for new messages (history stays readable).
    if (!stored_before) check_may_write(found, sender, cw::member_plans::plan_of(tx, sender));
    return std::pair(found, stored_before);
  });
  const auto receiver = other_member(conversation, sender);
  if (earlier) return resent_or_conflict(*earlier, receiver, outgoing.content);
  if (auto refusal = conversations_.past_daily_limit(sender)) throw *refusal;

  // The message and its direct_message.sent (billing counts it as a message of the sender) in one transaction.
  auto stored = db_.with_transaction([&](pqxx::work& tx) {
    auto message =
        store::insert_direct_message(tx, conversation.id, sender, receiver, content, outgoing.client_message_id);
    if (message) {
      cw::events::publish(tx, cw::events::DirectMessageSent{message->id, conversation.id, sender, receiver,
                                                             message->created_at});
    }
    return message;
  });
  if (!stored) {  // the same clientMessageId stored meanwhile by another sending of the sender
    auto first = db_.read([&](pqxx::nontransaction& tx) {
      return store::direct_message_by_client_id(tx, conversation.id, sender, *outgoing.client_message_id);
    });
    return resent_or_conflict(first.value(), receiver, outgoing.content);
  }
  realtime::Delivery::Batch frames;
  const auto delivered = message_frame("new_message", *stored);
  frames.to_user(receiver, delivered);
  frames.to_user(sender, delivered, outgoing.sender_token);
  try {
    delivery_.send(frames);
  } catch (const std::exception& e) {
    // Stored all the same: the receiver sees it in their history when they next load it.
    cw::log::warn("direct message not published", {{"conversationId", conversation.id}, {"error", e.what()}});
  }
  return *stored;
}

nlohmann::json DirectConversations::set_block(std::int64_t user_id, std::int64_t conversation_id, bool blocked) {
  db_.with_transaction([&](pqxx::work& tx) {
    member_conversation(tx, user_id, conversation_id);
    store::set_direct_block(tx, conversation_id, user_id, blocked);
  });
  return summary_json(user_id, conversation_id);
}

nlohmann::json DirectConversations::summary_json(std::int64_t user_id, std::int64_t conversation_id) {
  return db_.read([&](pqxx::nontransaction& tx) {
    auto summary = store::direct_summary(tx, conversation_id, user_id);
    if (!summary) throw cw::not_found(kConversationNotFound);
    return direct_conversation_json(*summary, user_id);
  });
}

}  // namespace messaging
