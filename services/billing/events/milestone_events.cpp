#include "events/milestone_events.hpp"

#include "app/escrow.hpp"

namespace billing::events {

using cw::events::BadPayload;
using cw::events::DisputeResolved;
using cw::events::Envelope;
using cw::events::MilestoneApproved;

void on_milestone_approved(pqxx::work& tx, const MilestoneApproved& event, const Envelope& envelope) {
  settle_stage(tx, StageSettlement{event.project_id, event.client_id, event.engineer_id, event.stage, kWholeShare,
                                   std::string(MilestoneApproved::kType) + " " + envelope.id});
}

void on_dispute_resolved(pqxx::work& tx, const DisputeResolved& event, const Envelope& envelope) {
  if (auto why = why_not_resolve(event.outcome, event.engineer_share_bp)) {
    throw BadPayload(std::string(DisputeResolved::kType) + ": " + *why);
  }
  settle_stage(tx, StageSettlement{event.project_id, event.client_id, event.engineer_id, event.stage,
                                   event.engineer_share_bp,
                                   std::string(DisputeResolved::kType) + " #" + std::to_string(event.dispute_id) +
                                       " " + envelope.id});
}

}  // namespace billing::events
