#include "events/project_events.hpp"

namespace auth::events {

cw::events::EventHandler on_project_completed(Engineers& engineers) {
  return [&engineers](pqxx::work& tx, const cw::events::Envelope& event) {
    const auto& data = event.data;
    engineers.on_project_completed(tx, data.at("projectId").get<std::int64_t>(), data.at("clientId").get<std::int64_t>(),
                                   data.at("engineerId").get<std::int64_t>(), data.at("completedAt").get<std::string>());
  };
}

}  // namespace auth::events
