#pragma once
// Whether a payment intent still matches the payer's state when it is charged. An intent is made for the state of
// its day: a plan bought from the subscription of that version, a stage that was the next one to pay. Before the card
// is confirmed the state may move on (another intent bought the plan, a newer intent replaced this one, the stage got
// paid): such an intent must not be charged. No I/O here.
#include "domain/payment.hpp"
#include "domain/subscription.hpp"

#include <optional>
#include <string>
#include <vector>

namespace billing {

// The payer's state now, as far as one intent is concerned.
struct PayerState {
  Subscription subscription;                   // a plan's intent: the payer's subscription
  std::vector<StageStatus> stages;             // a stage's intent: the project's stages
  std::optional<std::string> stage_intent_id;  // a stage's intent: the intent its stage has now, if any
  bool project_closed = false;                 // a stage's intent: its project was completed or cancelled since
  bool fee_track_sold = true;                  // a fee's intent: its track still has a fee
  bool payer_deleted = false;                  // a fee's intent: its payer's account was deleted since
  std::optional<ProjectPrice> price;           // a stage's intent: its project's accepted price, if known
};

// Why nothing more is paid into a project that was completed or cancelled.
inline constexpr const char* kProjectClosed = "This project is completed: nothing more is paid into it.";

// The error code of a refused confirm of an intent that no longer matches.
inline constexpr const char* kStaleIntentCode = "payment_outdated";

// Why what this intent pays for no longer fits the payer's state (the plan's subscription changed since it was
// made, another intent is its stage's, the stage is paid or not next; a fee's track is no longer sold or its payer's
// account was deleted), or nullopt when it fits. A succeeded payment
// is done and fits. What a provider's success may apply.
std::optional<std::string> why_intent_outdated(const Payment& payment, const PayerState& now);
// Why this intent must not be charged: it is outdated, or cancelled. What a confirm checks.
std::optional<std::string> why_intent_stale(const Payment& payment, const PayerState& now);

}  // namespace billing
