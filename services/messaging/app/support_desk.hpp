#pragma once
// The support chat's use cases (issue 30 item 6): a member opens (or reopens) their conversation, a visitor opens one
// with a name and an e-mail address and gets a token for their cookie, both write over REST or the socket, admins
// read the queue (priority support first, issue 29 item 9), answer and close. Every message goes live to the
// conversation's member or visitor and to every admin on every instance; an answer to someone away goes by e-mail.
#include "app/emails.hpp"
#include "domain/support.hpp"
#include "realtime/delivery.hpp"
#include "store/contact_limits.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace messaging {

class SupportDesk {
 public:
  SupportDesk(cw::db::Pool& db, store::ContactLimits& limits, realtime::Delivery& delivery, Emails& emails)
      : db_(db), limits_(limits), delivery_(delivery), emails_(emails) {}

  // Who calls: from their session, or the visitor token of their cookie (a token that reaches nothing is nobody).
  SupportCaller caller(const std::optional<cw::Caller>& member, const std::optional<std::string>& visitor_token);

  // {staffed, nextOpenAt (null while staffed), replyByEmail}.
  static nlohmann::json status(std::chrono::sys_seconds now);

  // The member's open conversation with their message added: created (201) unless they had one open.
  struct Opened {
    nlohmann::json conversation;
    bool created = false;
    std::string visitor_token;  // a visitor's: for their cookie, never stored
  };
  Opened open_for_member(const cw::Caller& member, const nlohmann::json& body, const std::string& client_address);
  // A visitor's conversation (name, email, message), limited per client address like the contact form.
  Opened open_for_visitor(const nlohmann::json& body, const std::string& client_address);
  // The caller's latest conversation, or null.
  nlohmann::json mine(const SupportCaller& caller);
  // Messages oldest first; not_found for anyone who may not see it.
  nlohmann::json messages(const SupportCaller& caller, std::int64_t conversation_id,
                          const std::optional<std::string>& after, const std::optional<std::string>& limit);
  // Stores and delivers the message (the sending socket gets the frame like every other); an admin's answer to someone
  // away is e-mailed. Throws not_found, invalid, conflict (closed).
  SupportMessage send(const SupportCaller& caller, std::int64_t conversation_id, const std::string& content);

  // Admins: the queue ("open" by default, or "closed") and closing.
  nlohmann::json queue(const cw::Caller& caller, const std::optional<std::string>& status);
  nlohmann::json close(const cw::Caller& caller, std::int64_t conversation_id);

  // A visitor's one-use link from an e-mail: a new token for their cookie; invalid when used or unknown.
  std::string resume(const std::string& link_token);

 private:
  SupportConversation visible(pqxx::transaction_base& tx, const SupportCaller& caller, std::int64_t conversation_id);
  // The bell of every admin for a conversation just opened, and a refresh of their queue.
  static void tell_admins(pqxx::transaction_base& tx, realtime::Delivery::Batch& frames, const std::string& who,
                          const std::string& first_message);
  // The frames given and the frame to the conversation's member or visitor and to every admin (an admin who is the
  // member gets it once per socket: the hub sends each socket a frame once per batch envelope).
  void deliver(realtime::Delivery::Batch frames, const SupportConversation& conversation, const nlohmann::json& frame);

  cw::db::Pool& db_;
  store::ContactLimits& limits_;
  realtime::Delivery& delivery_;
  Emails& emails_;
};

}  // namespace messaging
