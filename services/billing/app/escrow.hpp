#pragma once
// Use cases of the escrow: a held stage leaves it once, when projects says so. milestone.approved releases it all
// to the engineer; dispute.resolved gives the engineer the admin's share and the client the rest. The client has no
// call of their own that moves held money.
#include "domain/payment.hpp"

#include <cw/db.hpp>

#include <cstdint>
#include <string>

namespace billing {

// What projects decided for a stage, with the parties its event names.
struct StageSettlement {
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  Stage stage = Stage::down_payment;
  std::int64_t engineer_share_bp = kWholeShare;  // of the stage's amount, in basis points
  std::string cause;                             // for the logs: "milestone.approved", "dispute.resolved #5"
};

enum class SettleOutcome {
  settled,          // the money moved and its events are in the outbox
  already_settled,  // the stage left escrow before (a second decision, a repeat): nothing changes
  not_held,         // the stage is not paid, or billing knows no accepted bid of the project: nothing to move
};

// Moves the stage's held money in the caller's transaction (the project's price row locked, so two decisions of one
// project take turns): a release transfer escrow -> engineer with stage.released for a non-zero engineer part, a
// refund transfer escrow -> client with stage.refunded for a non-zero client part. Anything else is logged and
// changes nothing. Throws cw::events::BadPayload when the event's parties are not those of the accepted bid.
SettleOutcome settle_stage(pqxx::work& tx, const StageSettlement& settlement);

}  // namespace billing
