#pragma once
// projects.events: who takes part in each project (the participants projection), and the notifications the other
// party gets, pushed live to their sockets when the consumer's transaction commits. Each handler runs once per event
// id (the consumer records it in the same transaction).
#include "realtime/delivery.hpp"

#include <cw/events.hpp>

#include <map>

namespace messaging::events {

std::map<std::string, cw::events::EventHandler> project_event_handlers(realtime::Delivery& delivery);

}  // namespace messaging::events
