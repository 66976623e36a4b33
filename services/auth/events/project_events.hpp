#pragma once
#include "app/engineers.hpp"

#include <cw/events.hpp>

namespace auth::events {

// project.completed: review eligibility and the completed count.
cw::events::Subscription on_project_completed(Engineers& engineers);

}  // namespace auth::events
