#include "events/project_events.hpp"

namespace auth::events {

cw::events::Subscription on_project_completed(Engineers& engineers) {
  return cw::events::on<cw::events::ProjectCompleted>(
      [&engineers](pqxx::work& tx, const cw::events::ProjectCompleted& event) {
        engineers.on_project_completed(tx, event.project_id, event.client_id, event.engineer_id, event.completed_at);
      });
}

}  // namespace auth::events
