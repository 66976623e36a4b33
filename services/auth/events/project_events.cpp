#include "events/project_events.hpp"

namespace auth::events {

void on_project_completed(pqxx::work& tx, const cw::events::ProjectCompleted& event, Engineers& engineers) {
  engineers.on_project_completed(tx, event.project_id, event.client_id, event.engineer_id, event.completed_at);
}

}  // namespace auth::events
