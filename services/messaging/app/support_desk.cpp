#include "app/support_desk.hpp"

#include "app/contact_form.hpp"
#include "app/views.hpp"
#include "domain/conversation.hpp"
#include "store/contact_store.hpp"
#include "store/notification_store.hpp"
#include "store/support_store.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>
#include <cw/events/envelope.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/fields.hpp>
#include <cw/idempotency.hpp>
#include <cw/log.hpp>
#include <cw/random.hpp>

namespace messaging {

namespace {

constexpr std::size_t kVisitorTokenBytes = 32;
constexpr int kQueueLength = 200;

std::string first_message(const nlohmann::json& body) {
  auto text = cw::fields::optional_text(body, "message");
  if (!text) throw cw::invalid("Message content cannot be empty");
  return message_content(*text);
}

// Only the hash of a visitor's token is stored: a copy of the table reaches no conversation.
std::string token_hash(const std::string& token) { return cw::idempotency::request_hash("support:" + token); }

void require_support_admin(const cw::Caller& caller) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden(kSupportAdminsOnly);
}

}  // namespace

SupportCaller SupportDesk::caller(const std::optional<cw::Caller>& member,
                                  const std::optional<std::string>& visitor_token) {
  SupportCaller who;
  if (member) {
    who.user_id = member->user_id;
    who.admin = member->is(cw::Role::admin);
  }
  if (visitor_token && !visitor_token->empty()) {
    who.visitor_conversation_id =
        db_.read([&](pqxx::nontransaction& tx) { return store::support_of_visitor(tx, token_hash(*visitor_token)); });
  }
  return who;
}

nlohmann::json SupportDesk::status(std::chrono::sys_seconds now) {
  const auto hours = support_hours(now);
  return {{"staffed", hours.staffed},
          {"nextOpenAt", hours.staffed ? nlohmann::json() : nlohmann::json(cw::events::iso_utc(hours.next_open_at))},
          {"replyByEmail", !hours.staffed},
          {"hours", "Mon-Fri 8:00-18:00 and Sat 9:00-14:00 Pacific Time"}};
}

SupportDesk::Opened SupportDesk::open_for_member(const cw::Caller& member, const nlohmann::json& body,
                                                 const std::string& client_address) {
  const auto content = first_message(body);
  realtime::Delivery::Batch frames;
  const auto [opened, message] = db_.with_transaction([&](pqxx::work& tx) {
    frames = {};
    // Priority support is the plan's when the conversation opens: a later downgrade does not move it back.
    const bool priority = cw::member_plans::plan_of(tx, member.user_id).has(cw::Capability::priority_support);
    auto conversation = store::open_member_support(tx, member.user_id, client_address, priority);
    auto stored = store::insert_support_message(tx, conversation.conversation.id, SupportAuthor::member,
                                                member.user_id, content);
    if (conversation.created) tell_admins(tx, frames, stored.sender_name, content);
    return std::pair(conversation, stored);
  });
  deliver(frames, opened.conversation, support_message_frame(message));
  return {support_conversation_json(opened.conversation), opened.created, {}};
}

SupportDesk::Opened SupportDesk::open_for_visitor(const nlohmann::json& body, const std::string& client_address) {
  const auto visitor = validate_visitor(body);
  const auto content = first_message(body);
  if (const auto wait = limits_.record(kSupportVisitorLimitKey + client_address, kContactPerAddress);
      wait.count() > 0) {
    throw cw::rate_limited(contact_limit_message(wait), static_cast<int>(wait.count()));
  }
  const auto token = cw::random_base64url(kVisitorTokenBytes);
  realtime::Delivery::Batch frames;
  const auto [conversation, message] = db_.with_transaction([&](pqxx::work& tx) {
    frames = {};
    auto opened = store::insert_visitor_support(tx, visitor.name, visitor.email, token_hash(token), client_address);
    auto stored = store::insert_support_message(tx, opened.id, SupportAuthor::visitor, std::nullopt, content);
    tell_admins(tx, frames, visitor.name + " (visitor)", content);
    return std::pair(opened, stored);
  });
  deliver(frames, conversation, support_message_frame(message));
  return {support_conversation_json(conversation), true, token};
}

nlohmann::json SupportDesk::mine(const SupportCaller& caller) {
  return db_.read([&](pqxx::nontransaction& tx) {
    std::optional<SupportConversation> found;
    if (caller.user_id) {
      found = store::latest_support_of(tx, *caller.user_id);
    } else if (caller.visitor_conversation_id) {
      found = store::find_support(tx, *caller.visitor_conversation_id);
    }
    return nlohmann::json{{"conversation", found ? support_conversation_json(*found) : nlohmann::json()}};
  });
}

nlohmann::json SupportDesk::messages(const SupportCaller& caller, std::int64_t conversation_id,
                                     const std::optional<std::string>& after,
                                     const std::optional<std::string>& limit) {
  const auto after_id = history_after(after);
  const auto page_size = history_limit(limit);
  return db_.read([&](pqxx::nontransaction& tx) {
    visible(tx, caller, conversation_id);
    auto body = nlohmann::json::array();
    for (const auto& message : store::support_messages(tx, conversation_id, after_id, page_size)) {
      body.push_back(support_message_json(message));
    }
    return body;
  });
}

SupportMessage SupportDesk::send(const SupportCaller& caller, std::int64_t conversation_id,
                                 const std::string& content) {
  const auto text = message_content(content);
  auto [conversation, message] = db_.with_transaction([&](pqxx::work& tx) {
    auto found = visible(tx, caller, conversation_id);
    if (!found.open) throw cw::conflict(kSupportClosed);
    // An admin writing in a conversation they opened as a member writes as its member.
    const bool as_admin = caller.admin && found.member_id != caller.user_id;
    const auto author = as_admin ? SupportAuthor::admin
                                 : (found.member_id ? SupportAuthor::member : SupportAuthor::visitor);
    auto stored = store::insert_support_message(tx, found.id, author,
                                                author == SupportAuthor::visitor ? std::nullopt : caller.user_id, text);
    if (as_admin) {
      emails_.on_support_answer(tx, found, stored, [&] {
        const auto link_token = cw::random_base64url(kVisitorTokenBytes);
        store::set_support_resume(tx, found.id, token_hash(link_token));
        return link_token;
      });
    }
    return std::pair(found, stored);
  });
  deliver({}, conversation, support_message_frame(message));
  return message;
}

nlohmann::json SupportDesk::queue(const cw::Caller& caller, const std::optional<std::string>& status) {
  require_support_admin(caller);
  const bool open = cw::fields::one_of(status.value_or("open"), "status", {"open", "closed"}) == "open";
  return db_.read([&](pqxx::nontransaction& tx) {
    auto body = nlohmann::json::array();
    for (const auto& entry : store::support_queue(tx, open, kQueueLength)) {
      body.push_back(support_queue_entry_json(entry));
    }
    return nlohmann::json{{"conversations", body}};
  });
}

nlohmann::json SupportDesk::close(const cw::Caller& caller, std::int64_t conversation_id) {
  require_support_admin(caller);
  auto closed = db_.with_transaction(
      [&](pqxx::work& tx) { return store::close_support(tx, conversation_id, caller.user_id); });
  if (!closed) throw cw::not_found(kSupportConversationNotFound);
  deliver({}, *closed, support_update_frame(*closed));
  return support_conversation_json(*closed);
}

std::string SupportDesk::resume(const std::string& link_token) {
  const auto token = cw::random_base64url(kVisitorTokenBytes);
  auto resumed = db_.with_transaction(
      [&](pqxx::work& tx) { return store::resume_support(tx, token_hash(link_token), token_hash(token)); });
  if (!resumed) throw cw::invalid(kSupportLinkInvalid);
  return token;
}

SupportConversation SupportDesk::visible(pqxx::transaction_base& tx, const SupportCaller& caller,
                                         std::int64_t conversation_id) {
  auto found = store::find_support(tx, conversation_id);
  if (!found || !may_see(*found, caller)) throw cw::not_found(kSupportConversationNotFound);
  return *found;
}

void SupportDesk::tell_admins(pqxx::transaction_base& tx, realtime::Delivery::Batch& frames, const std::string& who,
                              const std::string& first_message) {
  const auto draft = support_opened_notification(who, first_message);
  for (const auto admin_id : store::admin_ids(tx)) {
    frames.to_user(admin_id, notification_frame(store::insert_notification(tx, admin_id, draft)));
  }
  frames.to_admins(admin_update_frame({"support"}));
}

void SupportDesk::deliver(realtime::Delivery::Batch frames, const SupportConversation& conversation,
                          const nlohmann::json& frame) {
  frames.to_user(conversation.member_id.value_or(visitor_socket_key(conversation.id)), frame);
  frames.to_admins(frame);
  try {
    delivery_.send(frames);
  } catch (const std::exception& e) {
    // Stored all the same: each side sees it when they next load the conversation.
    cw::log::warn("support frame not published", {{"conversationId", conversation.id}, {"error", e.what()}});
  }
}

}  // namespace messaging
