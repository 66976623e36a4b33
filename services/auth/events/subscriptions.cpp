#include "events/subscriptions.hpp"

#include "events/project_events.hpp"

namespace auth::events {

std::vector<cw::events::Subscription> subscriptions(Engineers& engineers) { return {on_project_completed(engineers)}; }

}  // namespace auth::events
