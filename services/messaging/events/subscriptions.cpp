#include "events/subscriptions.hpp"

#include "events/billing_events.hpp"
#include "events/project_events.hpp"
#include "events/user_events.hpp"

namespace messaging::events {

namespace {

using cw::events::Envelope;
using cw::events::Subscription;

// The subscription to an event whose handler tells members (events/telling.hpp): it gets the event's id, which keys
// the notifications it makes, and its frames leave after the commit.
template <class Event>
Subscription telling_members(realtime::Delivery& delivery, Emails& emails,
                     std::function<void(pqxx::work& tx, const Event& event, Telling& telling)> handler) {
  return {Event::kTopic, Event::kType,
          [&delivery, &emails, handler = std::move(handler)](pqxx::work& tx, const Envelope& envelope) {
            Telling telling(tx, envelope.id, delivery, emails);
            handler(tx, envelope.data.get<Event>(), telling);
            telling.send();
          },
          {}};
}

}  // namespace

std::vector<Subscription> subscriptions(realtime::Delivery& delivery, Emails& emails) {
  using namespace cw::events;
  // The handlers that tell members, live or by e-mail, get delivery and emails here; both outlive the consumer.
  const auto with_emails = [&emails](auto handler) {
    return [&emails, handler](pqxx::work& tx, const auto& event, Telling& telling) {
      handler(tx, event, telling, emails);
    };
  };
  return {
      on<ProjectPosted>(on_project_posted),
      telling_members<BidPlaced>(delivery, emails, with_emails(on_bid_placed)),
      telling_members<BidAccepted>(delivery, emails, with_emails(on_bid_accepted)),
      on_batch<MessageSent>([&](pqxx::work& tx, const auto& events) { on_messages_sent(tx, events, emails); }),
      on_batch<DirectMessageSent>(
          [&](pqxx::work& tx, const auto& events) { emails.on_direct_messages_sent(tx, events); }),
      telling_members<ProjectCompleted>(delivery, emails, on_project_completed),
      telling_members<ProjectCancelled>(delivery, emails, on_project_cancelled),
      telling_members<InvitationSent>(delivery, emails, on_invitation_sent),
      telling_members<MilestoneSubmitted>(delivery, emails, on_milestone_submitted),
      telling_members<MilestoneChangesRequested>(delivery, emails, on_changes_requested),
      telling_members<MilestoneApproved>(delivery, emails, on_milestone_approved),
      telling_members<MilestoneDisputed>(delivery, emails, on_milestone_disputed),
      telling_members<DisputeResolved>(delivery, emails, on_dispute_resolved),
      telling_members<FilesUploaded>(delivery, emails, on_files_uploaded),
      telling_members<PaymentFailed>(delivery, emails, on_payment_failed),
      telling_members<PaymentSucceeded>(delivery, emails, on_payment_succeeded),
      telling_members<StageReleased>(delivery, emails, on_stage_released),
      telling_members<StageRefunded>(delivery, emails, on_stage_refunded),
      telling_members<UserRegistered>(delivery, emails, with_emails(on_user_registered)),
      telling_members<EngineerReapplied>(delivery, emails, on_engineer_reapplied),
      telling_members<EngineerVerified>(delivery, emails, with_emails(on_engineer_verified)),
      telling_members<CertificateIssued>(delivery, emails, with_emails(on_certificate_issued)),
      telling_members<CertificateExpiring>(delivery, emails, with_emails(on_certificate_expiring)),
      telling_members<EngineerRejected>(delivery, emails, with_emails(on_engineer_rejected)),
      telling_members<EngineerVerificationRevoked>(delivery, emails, with_emails(on_verification_revoked)),
      telling_members<EngineerCertified>(delivery, emails, on_engineer_certified),
      telling_members<EngineerCertificationFailed>(delivery, emails, on_certification_failed),
      telling_members<ReviewPosted>(delivery, emails, on_review_posted),
      on<BrandingChanged>([&](pqxx::work& tx, const auto& event) { emails.on_branding_changed(tx, event); }),
      telling_members<SubscriptionChanged>(delivery, emails, on_subscription_changed),
      telling_members<SubscriptionPeriodEnding>(delivery, emails, on_period_ending),
      telling_members<SubscriptionTrialEnding>(delivery, emails, on_trial_ending),
      telling_members<SubscriptionRenewalFailed>(delivery, emails, on_renewal_failed),
      on<AccountDeleted>(on_account_deleted),
  };
}

}  // namespace messaging::events
