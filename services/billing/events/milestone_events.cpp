#include "events/milestone_events.hpp"

#include "app/escrow.hpp"

#include <functional>

namespace billing::events {

namespace {

using cw::events::BadPayload;
using cw::events::Envelope;

// Like cw::events::on, but the reader also sees the envelope (its id names the settlement). Like every handler it
// runs under the request id of the event's cause, so stage.released and stage.refunded carry the request in
// projects that approved the stage or resolved the dispute.
template <class Event>
cw::events::Subscription on_decision(std::function<StageSettlement(const Event&, const Envelope&)> read) {
  return {Event::kTopic, Event::kType, [read = std::move(read)](pqxx::work& tx, const Envelope& envelope) {
            settle_stage(tx, read(envelope.data.get<Event>(), envelope));
          },
          {}};
}

}  // namespace

std::vector<cw::events::Subscription> escrow_subscriptions() {
  using cw::events::DisputeResolved;
  using cw::events::MilestoneApproved;
  return {
      on_decision<MilestoneApproved>([](const MilestoneApproved& event, const Envelope& envelope) {
        return StageSettlement{event.project_id, event.client_id, event.engineer_id,
                               event.stage, kWholeShare,
                               std::string(MilestoneApproved::kType) + " " + envelope.id};
      }),
      on_decision<DisputeResolved>([](const DisputeResolved& event, const Envelope& envelope) {
        if (auto why = why_not_resolve(event.outcome, event.engineer_share_bp)) {
          throw BadPayload(std::string(DisputeResolved::kType) + ": " + *why);
        }
        return StageSettlement{event.project_id, event.client_id, event.engineer_id,
                               event.stage, event.engineer_share_bp,
                               std::string(DisputeResolved::kType) + " #" + std::to_string(event.dispute_id) + " " +
                                   envelope.id};
      }),
  };
}

}  // namespace billing::events
