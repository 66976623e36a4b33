#include "app/emails.hpp"

#include "domain/notification.hpp"
#include "domain/unsubscribe_token.hpp"
#include "store/branding_store.hpp"
#include "store/conversation_store.hpp"
#include "store/email_store.hpp"
#include "store/support_store.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <algorithm>
#include <chrono>

namespace messaging {

namespace {

nlohmann::json preferences_json(const std::set<std::string>& off) {
  auto json = nlohmann::json::object();
  for (const auto& preference : kEmailPreferences) json[preference] = !off.contains(preference);
  return json;
}

}  // namespace

void Emails::queue(pqxx::work& tx, std::int64_t user_id,
                   const std::function<EmailDraft(const std::string& first_name)>& make) {
  // No contact yet: the user's user.registered (auth.events) has not been applied, though an event of another topic
  // that concerns them has. The e-mail waits for it, greeting no one by name until then.
  const auto recipient = store::recipient_of(tx, user_id);
  const auto& contact = recipient.contact;
  if (contact && !sendable_address(contact->email)) return;
  const auto draft = make(contact ? contact->first_name : std::string());
  const auto preference = preference_of_kind(draft.kind);
  if (recipient.opt_outs.contains(preference)) return;
  store::enqueue_email(tx, user_id, draft.kind,
                       contact ? std::optional<std::string>(contact->email) : std::nullopt, draft.subject, draft.body,
                       cw::current_request_id(), draft.brand ? draft.brand->company_name : std::nullopt,
                       draft.brand ? draft.brand->logo_url : std::nullopt);
}

std::optional<EmailBrand> Emails::brand_of_member(pqxx::work& tx, std::int64_t user_id) {
  const auto branding = store::branding_of(tx, user_id);
  if (!branding || (!branding->company_name && !branding->logo_version)) return std::nullopt;
  if (!cw::member_plans::plan_of(tx, user_id).has(cw::Capability::white_label)) return std::nullopt;
  EmailBrand brand{branding->company_name, std::nullopt};
  if (branding->logo_version) {
    brand.logo_url = site_ + "/api/branding/" + std::to_string(user_id) + "/logo?v=" +
                     std::to_string(*branding->logo_version);
  }
  return brand;
}

std::optional<EmailBrand> Emails::brand_of_project(pqxx::work& tx, std::int64_t project_id) {
  return brand_of_project(tx, store::find_project(tx, project_id));
}

std::optional<EmailBrand> Emails::brand_of_project(pqxx::work& tx, const std::optional<store::KnownProject>& project) {
  if (!project) return std::nullopt;
  return brand_of_member(tx, project->parties.client_id);
}

void Emails::on_branding_changed(pqxx::work& tx, const cw::events::BrandingChanged& event) {
  store::save_branding(tx, event);
}

void Emails::on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event) {
  // The e-mails that waited for this event get its address, or are given up when it has none we can send to (an
  // event published before events carried it).
  const bool sendable = event.email && sendable_address(*event.email);
  for (const auto& waiting : store::emails_awaiting_address(tx, event.user_id)) {
    if (sendable) {
      store::address_email(tx, waiting.id, *event.email, greeted(waiting.body, event.first_name));
    } else {
      store::give_up_email(tx, waiting.id, "no address we can send to");
    }
  }
  if (!event.email) return;
  store::save_contact(tx, event.user_id, *event.email, event.first_name);
  if (event.source == "bootstrap") return;  // the admin account made at start-up
  queue(tx, event.user_id, [&](const std::string& first_name) { return welcome_email(site_, event.role, first_name); });
}

void Emails::on_contact_message(pqxx::work& tx, std::int64_t admin_id, const ContactMessage& message) {
  queue(tx, admin_id, [&](const std::string& first_name) { return contact_email(site_, first_name, message); });
}

void Emails::on_bid_placed(pqxx::work& tx, const cw::events::BidPlaced& event, const std::string& project_title) {
  queue(tx, event.client_id, [&](const std::string& first_name) {
    return branded(new_bid_email(site_, first_name, event.project_id, project_title, event.amount.format()),
                   brand_of_member(tx, event.client_id));
  });
}

void Emails::on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event, const std::string& project_title) {
  queue(tx, event.engineer_id, [&](const std::string& first_name) {
    return branded(bid_accepted_email(site_, first_name, event.project_id, project_title, event.amount.format()),
                   brand_of_member(tx, event.client_id));
  });
}

void Emails::on_messages_sent(pqxx::work& tx, const std::vector<cw::events::MessageSent>& events,
                              const std::function<std::string(std::int64_t project_id)>& title_of) {
  std::vector<SentMessage> sent;
  for (const auto& event : events) {
    sent.push_back({event.sender_id, event.receiver_id, event.project_id, event.created_at});
  }
  remind_offline(
      tx, sent,
      [&](const SentMessage& message) {
        return store::claim_message_reminder(tx, message.chat_id, message.receiver_id, message.created_at);
      },
      [&](const std::string& first_name, const std::string& sender, const SentMessage& message) {
        return branded(new_message_email(site_, first_name, sender, message.chat_id, title_of(message.chat_id)),
                       brand_of_project(tx, message.chat_id));
      });
}

void Emails::on_direct_messages_sent(pqxx::work& tx, const std::vector<cw::events::DirectMessageSent>& events) {
  std::vector<SentMessage> sent;
  for (const auto& event : events) {
    sent.push_back({event.sender_id, event.receiver_id, event.conversation_id, event.created_at});
  }
  remind_offline(
      tx, sent,
      [&](const SentMessage& message) {
        return store::claim_direct_reminder(tx, message.chat_id, message.receiver_id, message.created_at);
      },
      [&](const std::string& first_name, const std::string& sender, const SentMessage& message) {
        return direct_message_email(site_, first_name, sender, message.chat_id);
      });
}

void Emails::remind_offline(
    pqxx::work& tx, const std::vector<SentMessage>& sent, const std::function<bool(const SentMessage&)>& claim,
    const std::function<EmailDraft(const std::string&, const std::string&, const SentMessage&)>& draft) {
  std::vector<std::int64_t> receivers;
  for (const auto& message : sent) receivers.push_back(message.receiver_id);
  std::unordered_set<std::int64_t> online;
  try {
    online = online_(receivers);
  } catch (const std::exception& e) {  // Redis away: an e-mail too many is better than none (the hour still holds)
    cw::log::warn("presence unknown, taken as offline", {{"users", receivers.size()}, {"error", e.what()}});
  }
  for (const auto& message : sent) {
    if (online.contains(message.receiver_id)) continue;
    if (store::opt_outs_of(tx, message.receiver_id).contains(preference_of_kind("new_message"))) continue;
    if (!claim(message)) continue;
    const auto sender = store::display_name(tx, message.sender_id);
    queue(tx, message.receiver_id,
          [&](const std::string& first_name) { return draft(first_name, sender, message); });
  }
}

void Emails::on_support_answer(pqxx::work& tx, const SupportConversation& conversation, const SupportMessage& answer,
                               const std::function<std::string()>& visitor_resume_token) {
  const auto reader = conversation.member_id.value_or(visitor_socket_key(conversation.id));
  try {
    if (online_({reader}).contains(reader)) return;
  } catch (const std::exception& e) {  // as in remind_offline: rather an e-mail too many than none
    cw::log::warn("presence unknown, taken as offline", {{"conversationId", conversation.id}, {"error", e.what()}});
  }
  const auto preference = preference_of_kind("support_reply");
  if (conversation.member_id && store::opt_outs_of(tx, reader).contains(preference)) return;
  if (!store::claim_support_reminder(tx, conversation.id)) return;
  if (conversation.member_id) {
    queue(tx, reader, [&](const std::string& first_name) {
      return support_reply_email(first_name, answer.content, site_ + "/support");
    });
    return;
  }
  // A visitor has no account: the e-mail goes to the address they gave.
  if (!sendable_address(conversation.visitor_email)) return;
  const auto draft = support_reply_email(conversation.visitor_name, answer.content,
                                          site_ + "/support?resume=" + visitor_resume_token());
  store::enqueue_email(tx, kNoAccount, draft.kind, conversation.visitor_email, draft.subject, draft.body,
                       cw::current_request_id(), std::nullopt, std::nullopt);
}

void Emails::on_engineer_verified(pqxx::work& tx, const cw::events::EngineerVerified& event) {
  queue(tx, event.user_id,
        [&](const std::string& first_name) { return application_approved_email(site_, first_name); });
}

void Emails::on_engineer_rejected(pqxx::work& tx, const cw::events::EngineerRejected& event) {
  queue(tx, event.user_id, [&](const std::string& first_name) {
    return application_rejected_email(site_, first_name, event.reason);
  });
}

void Emails::on_verification_revoked(pqxx::work& tx, const cw::events::EngineerVerificationRevoked& event) {
  queue(tx, event.user_id, [&](const std::string& first_name) {
    return verification_revoked_email(site_, first_name, event.reason);
  });
}

void Emails::on_certificate_issued(pqxx::work& tx, const cw::events::CertificateIssued& event) {
  queue(tx, event.user_id, [&](const std::string& first_name) {
    return certificate_issued_email(site_, first_name, event.track_title, event.certificate_id,
                                    day_with_year(event.expires_at));
  });
}

void Emails::on_certificate_expiring(pqxx::work& tx, const cw::events::CertificateExpiring& event) {
  queue(tx, event.user_id, [&](const std::string& first_name) {
    return certificate_expiring_email(site_, first_name, event.track_title, event.track, event.days_left,
                                      day_with_year(event.expires_at));
  });
}

void Emails::on_notification(pqxx::work& tx, std::int64_t user_id, const std::string& kind, const std::string& title,
                             const std::string& message, const std::string& link,
                             const std::optional<EmailBrand>& brand) {
  queue(tx, user_id, [&](const std::string& first_name) {
    return branded(notification_email(site_, first_name, kind, title, message, link), brand);
  });
}

nlohmann::json Emails::preferences(const cw::Caller& caller) {
  return db_.read([&](pqxx::nontransaction& tx) { return preferences_json(store::opt_outs_of(tx, caller.user_id)); });
}

nlohmann::json Emails::update_preferences(const cw::Caller& caller, const nlohmann::json& body) {
  if (!body.is_object()) throw cw::invalid("Request body must be a JSON object");
  for (const auto& [name, value] : body.items()) {
    if (std::find(kEmailPreferences.begin(), kEmailPreferences.end(), name) == kEmailPreferences.end()) {
      throw cw::invalid("Unknown e-mail preference: use newBid, bidAccepted, newMessage, accountReview or welcome");
    }
    if (!value.is_boolean()) throw cw::invalid(name + " must be true or false");
  }
  return db_.with_transaction([&](pqxx::work& tx) {
    for (const auto& [name, value] : body.items()) store::set_opt_out(tx, caller.user_id, name, !value.get<bool>());
    return preferences_json(store::opt_outs_of(tx, caller.user_id));
  });
}

nlohmann::json Emails::unsubscribe(const std::string& token) {
  const auto today = epoch_day(
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count());
  const auto link = read_unsubscribe_token(token_secret_, token, today);
  if (link.status == UnsubscribeLink::Status::expired) {
    throw cw::DomainError(cw::ErrorKind::invalid, kExpiredUnsubscribeLink, "link_expired");
  }
  if (link.status != UnsubscribeLink::Status::valid) throw cw::invalid(kInvalidUnsubscribeLink);
  db_.with_transaction(
      [&](pqxx::work& tx) { store::set_opt_out(tx, link.request.user_id, link.request.preference, true); });
  return {{"unsubscribed", link.request.preference}};
}

}  // namespace messaging
