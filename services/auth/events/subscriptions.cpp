#include "events/subscriptions.hpp"

#include "events/project_events.hpp"

namespace auth::events {

std::vector<cw::events::Subscription> subscriptions(Engineers& engineers) {
  using namespace cw::events;
  return {
      on<ProjectCompleted>([&](pqxx::work& tx, const auto& event) { on_project_completed(tx, event, engineers); }),
  };
}

}  // namespace auth::events
