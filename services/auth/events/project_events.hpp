#pragma once
#include "app/engineers.hpp"

#include <cw/events.hpp>

namespace auth::events {

// project.completed {projectId, clientId, engineerId, completedAt}: review eligibility and the completed count.
cw::events::EventHandler on_project_completed(Engineers& engineers);

}  // namespace auth::events
