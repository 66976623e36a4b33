#include "events/user_events.hpp"

#include "store/signup_store.hpp"

namespace analytics::events {

void on_user_registered(pqxx::work& tx, const cw::events::Envelope& event) {
  const auto& data = event.data;
  auto role = data.at("role").get<std::string>();
  if (role != "client" && role != "engineer") return;
  std::optional<std::string> source;
  if (data.contains("source") && data["source"].is_string()) source = data["source"].get<std::string>();
  store::record_signup(tx, data.at("userId").get<std::int64_t>(), role, source, data.at("createdAt").get<std::string>());
}

}  // namespace analytics::events
