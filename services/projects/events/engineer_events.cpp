#include "events/engineer_events.hpp"

#include "store/engineer_store.hpp"

namespace projects::events {

void on_engineer_verified(pqxx::work& tx, const cw::events::Envelope& event) {
  store::mark_engineer_verified(tx, event.data.at("userId").get<std::int64_t>(),
                                event.data.at("verifiedAt").get<std::string>(), "approved");
}

void on_engineer_certified(pqxx::work& tx, const cw::events::Envelope& event) {
  store::mark_engineer_verified(tx, event.data.at("userId").get<std::int64_t>(),
                                event.data.at("certifiedAt").get<std::string>(), "certified");
}

}  // namespace projects::events
