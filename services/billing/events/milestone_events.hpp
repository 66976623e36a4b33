#pragma once
// projects.events: projects' decisions that move a held stage out of escrow.
#include <cw/events.hpp>

#include <functional>

namespace billing::events {

// Like cw::events::on, but the handler also sees the envelope (its id names the settlement). Like every handler it
// runs under the request id of the event's cause, so stage.released and stage.refunded carry the request in
// projects that approved the stage or resolved the dispute.
template <class Event>
cw::events::Subscription on_decision(
    std::function<void(pqxx::work& tx, const Event& event, const cw::events::Envelope& envelope)> handler) {
  return {Event::kTopic, Event::kType,
          [handler = std::move(handler)](pqxx::work& tx, const cw::events::Envelope& envelope) {
            handler(tx, envelope.data.get<Event>(), envelope);
          },
          {}};
}

// milestone.approved: the client approved the stage, which goes to the engineer whole.
void on_milestone_approved(pqxx::work& tx, const cw::events::MilestoneApproved& event,
                           const cw::events::Envelope& envelope);
// dispute.resolved: the stage is split as the dispute was resolved.
void on_dispute_resolved(pqxx::work& tx, const cw::events::DisputeResolved& event,
                         const cw::events::Envelope& envelope);

}  // namespace billing::events
