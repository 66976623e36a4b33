#pragma once
// Whether a member may pay a stage of a project's price now: every rule of a stage payment in one decision, over
// what billing knows when the payment is asked for. No I/O here.
#include "domain/payment.hpp"
#include "domain/plan.hpp"

#include <cw/errors.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace billing {

struct StagePaymentAsked {
  std::int64_t payer_id = 0;
  Stage stage = Stage::down_payment;
  std::int64_t amount_cents = 0;              // what the payer means to pay
  bool project_known = false;                 // billing heard of the project
  std::optional<ProjectPrice> price;          // its accepted bid, if any
  bool project_closed = false;                // completed or cancelled (project.completed / project.cancelled)
  std::optional<std::string> current_status;  // the status of the stage's current payment, if one was made
  std::vector<StageStatus> stages;            // the project's stages and where their money is
};

// Allowed (refusal empty, amount_cents the stage's share of the price), or refused with the error to answer:
// the project unknown (404), no accepted bid (409), not its client (403), the stage already paid (409
// already_paid), the project completed (409 project_closed), an earlier stage unpaid (409), an amount that is not
// the stage's share (400).
struct StagePaymentDecision {
  std::optional<cw::DomainError> refusal;
  std::int64_t amount_cents = 0;
  bool allowed() const { return !refusal; }
};

StagePaymentDecision decide_stage_payment(const StagePaymentAsked& asked);

}  // namespace billing
