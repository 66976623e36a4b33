#pragma once
// billing.events (key: as each event says).
#include <cw/capability.hpp>
#include <cw/events/contracts/bad_payload.hpp>
#include <cw/plan_limits.hpp>

namespace cw {
// A plan's limits as subscription.changed carries them (and the services that keep them store them).
void to_json(events::Json& json, const PlanLimits& limits);
void from_json(const events::Json& json, PlanLimits& limits);
}  // namespace cw

namespace cw::events {

// A member's subscription changed (opened, upgraded, set to cancel, reactivated, fallen back to starter). It carries
// the plan's limits so that the services where the actions happen enforce them without asking billing. version grows
// with every change of the member's subscription: a consumer keeps the highest it saw. Key: the user's id.
struct SubscriptionChanged {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "subscription.changed";
  std::int64_t user_id = 0;
  std::int64_t version = 0;
  std::string plan;  // starter, professional, enterprise
  std::string status;
  std::string billing_cycle;
  bool cancel_at_period_end = false;
  std::optional<std::string> current_period_end;
  PlanLimits limits;
  // What the plan lets the member do. An event written before they were carried has none: the reader derives them
  // from the plan with cw::default_capabilities.
  std::vector<Capability> capabilities;
  std::string changed_at;
  std::string key() const { return std::to_string(user_id); }
};

// A card payment succeeded: a plan (kind subscription or plan_period) or a project stage (kind project_stage, with
// project_id and payment_type). Key: the payer's id.
struct PaymentSucceeded {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "payment.succeeded";
  std::string payment_id;  // the payment intent's id
  std::int64_t payer_id = 0;
  std::string kind;
  std::optional<std::int64_t> project_id;
  std::optional<ProjectStage> payment_type;
  Money amount;
  std::string currency;
  std::string succeeded_at;
  // A project stage: true when billing holds it in escrow (the client's plan had escrow when the bid was accepted),
  // false when it went to the engineer at once (stage.released follows in the same transaction). False for a plan.
  // An event written before this field was carried reads as held for a stage.
  bool escrow = false;
  std::string key() const { return std::to_string(payer_id); }
};

// A paid project stage went from escrow to the engineer (its milestone approved, or a dispute released or split
// it: then amount is the engineer's part). Key: the project's id.
struct StageReleased {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "stage.released";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  ProjectStage payment_type = ProjectStage::down_payment;
  Money amount;
  std::string released_at;
  std::string key() const { return std::to_string(project_id); }
};

// A held stage went back to the client (a dispute refunded or split). Key: the project's id.
struct StageRefunded {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "stage.refunded";
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  ProjectStage payment_type = ProjectStage::down_payment;
  Money amount;
  std::string refunded_at;
  std::string key() const { return std::to_string(project_id); }
};

// A card payment failed (declined) or waits for the payer to authenticate it (requires_action true); the payer can
// try again. As payment.succeeded says what it was for. Key: the payer's id.
struct PaymentFailed {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "payment.failed";
  std::string payment_id;
  std::int64_t payer_id = 0;
  std::string kind;
  std::optional<std::int64_t> project_id;
  std::optional<ProjectStage> payment_type;
  Money amount;
  bool requires_action = false;
  std::string reason;  // what the payer reads ("Your card was declined."); '' when it requires action
  std::string failed_at;
  std::string key() const { return std::to_string(payer_id); }
};

// A member's paid period ends soon: a plan set to cancel (or bought for one period) 3 days before its end (renews
// false), a yearly plan that renews 7 days before (renews true). Published once per period by billing's sweep.
// amount is the plan's price for the cycle. Key: the user's id.
struct SubscriptionPeriodEnding {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "subscription.period_ending";
  std::int64_t user_id = 0;
  std::string plan;  // professional, enterprise
  std::string billing_cycle;
  std::string period_end;
  bool renews = false;
  Money amount;
  std::string key() const { return std::to_string(user_id); }
};

// A member's free trial ends soon and the first charge follows: told once per trial, 3 days before its end, by
// billing's sweep (a trial set to cancel gets subscription.period_ending instead: nothing will be charged). amount is
// what the first charge will be (the plan's price for the cycle). Key: the user's id.
struct SubscriptionTrialEnding {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "subscription.trial_ending";
  std::int64_t user_id = 0;
  std::string plan;  // professional, enterprise
  std::string billing_cycle;
  std::string trial_ends_at;
  Money amount;
  std::string key() const { return std::to_string(user_id); }
};

// The provider could not charge the renewal of a member's plan (Stripe's invoice.payment_failed of a subscription
// cycle): reason is what the member reads, attempt_count the attempts made so far, next_attempt_at when the provider
// tries again (none: it gives up, and the plan ends). Key: the user's id.
struct SubscriptionRenewalFailed {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "subscription.renewal_failed";
  std::int64_t user_id = 0;
  std::string plan;
  std::string billing_cycle;
  Money amount;
  std::string reason;
  std::int64_t attempt_count = 0;
  std::optional<std::string> next_attempt_at;
  std::string failed_at;
  std::string key() const { return std::to_string(user_id); }
};

void to_json(Json& json, const SubscriptionChanged& event);
void from_json(const Json& json, SubscriptionChanged& event);
void to_json(Json& json, const PaymentSucceeded& event);
void from_json(const Json& json, PaymentSucceeded& event);
void to_json(Json& json, const StageReleased& event);
void from_json(const Json& json, StageReleased& event);
void to_json(Json& json, const StageRefunded& event);
void from_json(const Json& json, StageRefunded& event);
void to_json(Json& json, const PaymentFailed& event);
void from_json(const Json& json, PaymentFailed& event);
void to_json(Json& json, const SubscriptionPeriodEnding& event);
void from_json(const Json& json, SubscriptionPeriodEnding& event);
void to_json(Json& json, const SubscriptionTrialEnding& event);
void from_json(const Json& json, SubscriptionTrialEnding& event);
// An engineer paid the fee of one attempt at a certification track (issue 30 item 5): auth makes one attempt of the
// track available (once per payment_id, the payment intent's id). Key: the user's id.
struct CertificationFeePaid {
  static constexpr const char* kTopic = "billing.events";
  static constexpr const char* kType = "certification.fee_paid";
  std::string payment_id;
  std::int64_t user_id = 0;
  std::string track;
  Money amount;
  std::string paid_at;
  std::string key() const { return std::to_string(user_id); }
};

void to_json(Json& json, const SubscriptionRenewalFailed& event);
void from_json(const Json& json, SubscriptionRenewalFailed& event);
void to_json(Json& json, const CertificationFeePaid& event);
void from_json(const Json& json, CertificationFeePaid& event);

}  // namespace cw::events
