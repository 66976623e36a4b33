#include "events/user_events.hpp"

#include "store/subscription_store.hpp"

namespace billing::events {

void on_user_registered(pqxx::work& tx, const cw::events::Envelope& event) {
  store::open_subscription(tx, event.data.at("userId").get<std::int64_t>(), starter_subscription());
}

}  // namespace billing::events
