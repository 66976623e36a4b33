#pragma once
// The integration events between the services: one type per event, with its topic, its type name, its message key
// and its JSON, in the one place producers and consumers both include (one header per producing service, under
// contracts/). docs/events.md shows each one's JSON, and a unit test checks every type against it.
//
// Events carry types, not text to parse again: money as cw::Money (whole cents in the JSON, `amountCents`), a stage
// as cw::ProjectStage, an outcome as cw::DisputeOutcome, a role as cw::Role. Reading is strict: a payload whose
// members are missing or of another type (an id that is not a whole number of int64 range, a stage no project has)
// throws BadPayload, which the consumer logs with the event id and skips. One exception, for a rolling deploy: an
// amount written by a version before cents (`"amount": "1500.00"`) still reads, as 150000 cents.
#include <cw/events/contracts/auth.hpp>
#include <cw/events/contracts/billing.hpp>
#include <cw/events/contracts/messaging.hpp>
#include <cw/events/contracts/projects.hpp>

namespace cw::events {

// A new event's envelope as the outbox stores it.
template <class Event>
Json new_envelope(const Event& event) {
  return new_envelope(Event::kType, Json(event));
}

}  // namespace cw::events
