#pragma once
#include "app/engineers.hpp"

#include <cw/events.hpp>

namespace auth::events {

// project.completed: review eligibility and the completed count.
void on_project_completed(pqxx::work& tx, const cw::events::ProjectCompleted& event, Engineers& engineers);

}  // namespace auth::events
