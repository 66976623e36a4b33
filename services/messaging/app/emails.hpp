#pragma once
// Who gets which e-mail, decided in the transaction of the event that calls for it (the consumer's handlers call in
// here), and the e-mail preferences a member sets on /profile or with an unsubscribe link. The e-mails wait in
// email_outbox for the sender (mail/sender).
#include "domain/contact.hpp"
#include "domain/email.hpp"
#include "domain/support.hpp"
#include "store/conversation_store.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>

#include <functional>
#include <unordered_set>
#include <vector>
#include <nlohmann/json.hpp>

namespace messaging {

inline constexpr const char* kInvalidUnsubscribeLink = "This unsubscribe link is not valid";
inline constexpr const char* kExpiredUnsubscribeLink =
    "This unsubscribe link has expired. Sign in to turn e-mails off in your profile's email settings.";

class Emails {
 public:
  // Of the users given, those who have the chat open somewhere (one look-up for all).
  using OnlineAmong = std::function<std::unordered_set<std::int64_t>(const std::vector<std::int64_t>& user_ids)>;

  // site: the web app's address for links (PUBLIC_URL); token_secret signs the unsubscribe links.
  Emails(cw::db::Pool& db, std::string site, std::string token_secret, OnlineAmong online)
      : db_(db), site_(std::move(site)), token_secret_(std::move(token_secret)), online_(std::move(online)) {}

  void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event);
  void on_bid_placed(pqxx::work& tx, const cw::events::BidPlaced& event, const std::string& project_title);
  void on_bid_accepted(pqxx::work& tx, const cw::events::BidAccepted& event, const std::string& project_title);
  // To each receiver who is offline, at most once an hour per conversation. One presence look-up serves the batch;
  // title_of gives a project's title, read only when an e-mail is due (not for a receiver who is online, the common
  // case at thousands of messages a second).
  void on_messages_sent(pqxx::work& tx, const std::vector<cw::events::MessageSent>& events,
                        const std::function<std::string(std::int64_t project_id)>& title_of);
  // The same for direct messages, per direct conversation.
  void on_direct_messages_sent(pqxx::work& tx, const std::vector<cw::events::DirectMessageSent>& events);
  void on_engineer_verified(pqxx::work& tx, const cw::events::EngineerVerified& event);
  void on_engineer_rejected(pqxx::work& tx, const cw::events::EngineerRejected& event);
  void on_verification_revoked(pqxx::work& tx, const cw::events::EngineerVerificationRevoked& event);
  // A paid track's certificate issued, and its reminders before it lapses (reminder e-mails: accountReview).
  void on_certificate_issued(pqxx::work& tx, const cw::events::CertificateIssued& event);
  void on_certificate_expiring(pqxx::work& tx, const cw::events::CertificateExpiring& event);
  // A notification (of a kind with no e-mail of its own above) as an e-mail with its link; kind names the e-mail.
  // One about a project carries its client's branding (brand_of_project).
  void on_notification(pqxx::work& tx, std::int64_t user_id, const std::string& kind, const std::string& title,
                       const std::string& message, const std::string& link, const std::optional<EmailBrand>& brand);
  // The branding of the project's client, when their plan has white-label (none for a project not known here).
  std::optional<EmailBrand> brand_of_project(pqxx::work& tx, const std::optional<store::KnownProject>& project);
  // branding.changed: the member's company name and logo version, for the e-mails their projects trigger.
  void on_branding_changed(pqxx::work& tx, const cw::events::BrandingChanged& event);
  // To an admin, for every message of the contact form.
  void on_contact_message(pqxx::work& tx, std::int64_t admin_id, const ContactMessage& message);

  // An admin's answer to a member or visitor who has no socket open: at most one e-mail an hour per conversation,
  // with a link back; a visitor's carries visitor_resume_token() (one use, it gives them their cookie again), called
  // only when the e-mail is due.
  void on_support_answer(pqxx::work& tx, const SupportConversation& conversation, const SupportMessage& answer,
                         const std::function<std::string()>& visitor_resume_token);

  // {"newBid": true, ...}: true sends that kind.
  nlohmann::json preferences(const cw::Caller& caller);
  // Sets the members given (each a preference's name and true or false; 400 otherwise); returns every preference.
  nlohmann::json update_preferences(const cw::Caller& caller, const nlohmann::json& body);
  // From an e-mail's link, without a session: {"unsubscribed": "<preference>"}, that preference turned off; 400 for a
  // token that is not valid, 400 link_expired for one issued more than kUnsubscribeLinkDays ago.
  nlohmann::json unsubscribe(const std::string& token);

 private:
  // A message of either kind as its reminder needs it: chat_id is its project's or its direct conversation's.
  struct SentMessage {
    std::int64_t sender_id = 0;
    std::int64_t receiver_id = 0;
    std::int64_t chat_id = 0;
    std::string created_at;
  };
  // The reminder of each message whose receiver is offline and wants them, once claim() records it (at most one an
  // hour per chat); draft(first name, sender's name, message) writes it.
  void remind_offline(
      pqxx::work& tx, const std::vector<SentMessage>& sent, const std::function<bool(const SentMessage&)>& claim,
      const std::function<EmailDraft(const std::string&, const std::string&, const SentMessage&)>& draft);
  // The member's branding while their plan has white_label (read now: a downgrade hides it from the next e-mail on),
  // or of the project's client; nullopt otherwise.
  std::optional<EmailBrand> brand_of_member(pqxx::work& tx, std::int64_t user_id);
  std::optional<EmailBrand> brand_of_project(pqxx::work& tx, std::int64_t project_id);
  // Queues the draft for the user unless they turned its kind off or have no address we can send to.
  void queue(pqxx::work& tx, std::int64_t user_id, const std::function<EmailDraft(const std::string& first_name)>& draft);

  cw::db::Pool& db_;
  std::string site_;
  std::string token_secret_;
  OnlineAmong online_;
};

}  // namespace messaging
