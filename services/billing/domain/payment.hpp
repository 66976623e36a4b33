#pragma once
// Card payments: the three stages of a project's price, and how the built-in test provider answers the cards of
// /payment-test (as Stripe's test mode does). No I/O here.
#include <cw/project_stage.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace billing {

// ---- project stages ----

using Stage = cw::ProjectStage;
inline constexpr const auto& kStages = cw::kProjectStages;

using cw::to_string;  // down_payment, milestone, final_payment
inline std::optional<Stage> parse_stage(const std::string& text) { return cw::parse_project_stage(text); }
std::string stage_label(Stage stage);  // Down Payment, Design Approval, Final Delivery
std::string stage_name(Stage stage);   // down payment, design approval, final delivery (inside a sentence)
int stage_percent(Stage stage);        // 50, 30, 20
// The stage's share of the accepted bid in cents: 50 % and 30 % rounded down, the last stage takes the remainder, so
// the three always sum to the total.
std::int64_t stage_cents(std::int64_t total_cents, Stage stage);
// The stage paid before this one (nullopt for the down payment).
std::optional<Stage> previous_stage(Stage stage);

// Where a stage's money is: not paid yet, paid and held in escrow, or out of escrow: all to the engineer
// (released), all back to the client (refunded), or parted between them by an admin's decision (split).
enum class StageState { pending, paid, released, refunded, split };
std::string to_string(StageState state);
// Where a paid stage's money is, from the transfers out of escrow the ledger holds for it.
StageState paid_stage_state(bool released, bool refunded);

// ---- settling a held stage ----

// An engineer's share of a stage in basis points: 10000 is all of it.
inline constexpr std::int64_t kWholeShare = 10000;

// The two parts of a held amount: the engineer's share rounded down to the cent, the client the rest (so the two
// always sum to the amount and a rounding cent goes back to whoever paid it).
struct HeldSplit {
  std::int64_t engineer_cents = 0;
  std::int64_t client_cents = 0;
  bool operator==(const HeldSplit&) const = default;
};
// amount_cents >= 0 and 0 <= share_bp <= kWholeShare, else std::invalid_argument.
HeldSplit split_held(std::int64_t amount_cents, std::int64_t share_bp);

// An admin's decision on a disputed stage: release (the engineer's share is kWholeShare), refund (0) or split
// (1 to 9999). Why it makes no sense (a share that does not fit the outcome), or nullopt when it does.
using cw::DisputeOutcome;
std::optional<std::string> why_not_resolve(DisputeOutcome outcome, std::int64_t engineer_share_bp);

// ---- the ledger's accounts ----

std::string client_account(std::int64_t user_id);     // client:<id>: what a client paid (negative) or got back
std::string engineer_account(std::int64_t user_id);   // engineer:<id>: what an engineer was released
std::string escrow_account(std::int64_t project_id);  // escrow:project:<id>: what a project's stages hold
inline constexpr const char* kRevenueAccount = "platform:revenue";
// What the provider took for an intent billing no longer accepted (a plan's intent outdated by another payment, a
// stage paid twice): owed back to the payer, for an operator to refund.
inline constexpr const char* kRefundsDueAccount = "platform:refunds-due";

// ---- payment kinds ----

enum class PaymentKind { subscription, plan_period, project_stage, certification_fee };
std::string to_string(PaymentKind kind);
// A plan's payment (subscription or plan_period): one that changes the member's subscription.
bool is_plan_kind(PaymentKind kind);

// ---- certification fees ----

// The fee of one attempt at a paid certification track (auth owns the tracks; billing what an attempt costs).
struct CertificationFee {
  std::string track;  // cabinet_vision, mozaik, autocad
  std::string title;  // Cabinet Vision Certified
  std::int64_t amount_cents = 0;
  std::string currency = "usd";
};
// What a fee's payment is called in the member's payments, receipts and export: "Certification fee: <title>".
std::string fee_description(const CertificationFee& fee);

// ---- cards of the built-in test provider ----

struct Card {
  std::string number;  // digits and spaces as typed
  int exp_month = 0;
  int exp_year = 0;
  std::string cvc;
  std::string postal_code;
};

// What confirming an intent with a card does.
struct CardOutcome {
  enum class Kind { succeeded, requires_action, declined, invalid } kind;
  std::string message;  // the provider's words for a decline or an invalid card
  std::string code;     // card_declined, insufficient_funds, incorrect_number...
  std::string brand;    // visa, mastercard, amex, discover, unknown
  std::string last4;
};

// The card's details checked like a card form would (number by Luhn, expiry not past, CVC, ZIP), then the test
// cards' scripted answers: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
// insufficient funds, 4000 0025 0000 3155 requires authentication. Any other valid card is declined as a real card
// used in test mode. year and month: today's, for the expiry.
CardOutcome test_card_outcome(const Card& card, int year, int month);

// The answer when the payer fails the authentication step.
inline constexpr const char* kAuthenticationFailed =
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

}  // namespace billing

namespace billing {

// A card payment as billing keeps it.
struct Payment {
  std::int64_t id = 0;
  std::string intent_id;      // empty while the provider is being asked for it (status creating)
  std::string client_secret;  // likewise
  std::optional<std::string> provider_key;  // the idempotency key the provider is asked with
  std::int64_t payer_id = 0;
  PaymentKind kind = PaymentKind::subscription;
  std::optional<std::string> plan;
  std::optional<std::string> billing_cycle;
  std::optional<std::int64_t> based_on_version;  // a plan's intent: the version of the subscription it was made for
  std::optional<std::int64_t> project_id;
  std::optional<Stage> stage;
  std::optional<std::string> track;  // a certification fee's track
  std::int64_t amount_cents = 0;
  std::string currency = "usd";
  std::string description;
  // creating, requires_payment_method, requires_action, processing, succeeded, canceled, failed (a renewal the
  // provider could not charge)
  std::string status;
  std::optional<std::string> last_error;
  std::string created_at;
  std::optional<std::string> succeeded_at;
};

// A free trial's payment (domain/subscription.hpp trial_applies): a renewing plan's payment of nothing, which only
// saves the card (the provider's setup) and starts the trial; the first charge follows at the trial's end.
bool is_trial_setup(const Payment& payment);

// A project's accepted bid, as bid.accepted told billing.
struct ProjectPrice {
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::int64_t total_cents = 0;
  // Decided once, by the client's plan when billing learnt of the accepted bid (later plan changes do not change
  // it): true, its stages are held in escrow until projects' review loop settles them; false, each stage goes to the
  // engineer as soon as it is paid.
  bool escrow = true;
};

// One stage of a project's price and where its money is.
struct StageStatus {
  Stage stage = Stage::down_payment;
  std::int64_t amount_cents = 0;
  StageState state = StageState::pending;
  std::optional<std::string> paid_at;
  std::optional<std::string> released_at;  // when money went from escrow to the engineer (released or split)
  std::int64_t released_cents = 0;          // how much went to the engineer
  std::int64_t refunded_cents = 0;          // how much went back to the client
};

// Why this stage may not be paid now, given the stages' states (nullopt: it may). Stages are paid in order, once.
std::optional<std::string> why_not_pay(Stage stage, const std::vector<StageStatus>& stages);
// Why this stage's money may not leave escrow (it must be paid and still held: it leaves once, whether released,
// refunded or split), or nullopt when it may.
std::optional<std::string> why_not_settle(Stage stage, const std::vector<StageStatus>& stages);
// The first stage not paid yet, if any.
std::optional<Stage> next_payable(const std::vector<StageStatus>& stages);

}  // namespace billing
