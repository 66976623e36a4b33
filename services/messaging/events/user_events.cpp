#include "events/user_events.hpp"

#include "domain/notification.hpp"
#include "store/notification_store.hpp"

#include <cw/events/user_directory.hpp>

namespace messaging::events {

void on_user_registered(pqxx::work& tx, const cw::events::Envelope& event) {
  cw::user_directory::apply_user_registered(tx, event);
  const auto& data = event.data;
  store::insert_notification(tx, data.at("userId").get<std::int64_t>(),
                             welcome_notification(data.at("role").get<std::string>(),
                                                  data.at("firstName").get<std::string>()));
}

}  // namespace messaging::events
