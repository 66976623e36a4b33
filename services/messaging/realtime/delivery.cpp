#include "realtime/delivery.hpp"

#include <cw/log.hpp>


namespace messaging::realtime {

namespace {
constexpr const char* kChannel = "messaging:frames";
}  // namespace

Delivery::Delivery(cw::redis::Pool& redis, Hub& hub)
    : redis_(redis),
      hub_(hub),
      subscriber_(redis, kChannel, "frame delivery",
                  {[] {}, [this](const std::string& payload) { deliver(payload); }, [] {}}) {}

void Delivery::stop() { subscriber_.stop(); }

void Delivery::Batch::to_user(std::int64_t user_id, const nlohmann::json& frame, const std::string& skip) {
  envelopes_.push_back({{"userId", user_id}, {"skip", skip}, {"frame", frame}});
}

void Delivery::Batch::to_project(std::int64_t project_id, const nlohmann::json& frame) {
  envelopes_.push_back({{"projectId", project_id}, {"frame", frame}});
}

void Delivery::Batch::to_audience(const std::vector<std::int64_t>& user_ids, std::int64_t project_id,
                                  const nlohmann::json& frame) {
  envelopes_.push_back({{"userIds", user_ids}, {"projectId", project_id}, {"frame", frame}});
}

void Delivery::Batch::to_admins(const nlohmann::json& frame) {
  envelopes_.push_back({{"admins", true}, {"frame", frame}});
}

void Delivery::send(const Batch& batch) {
  if (!batch.empty()) redis_.command({"PUBLISH", kChannel, batch.envelopes_.dump()});
}

void Delivery::deliver(const std::string& payload) {
  auto envelopes = nlohmann::json::parse(payload, nullptr, false);
  if (!envelopes.is_array()) return deliver_one(envelopes);
  for (const auto& envelope : envelopes) deliver_one(envelope);
}

void Delivery::deliver_one(const nlohmann::json& envelope) {
  if (!envelope.is_object() || !envelope.contains("frame")) return;
  auto frame = std::make_shared<const std::string>(envelope["frame"].dump());
  if (envelope.contains("userIds")) {
    hub_.to_audience(envelope["userIds"].get<std::vector<std::int64_t>>(), envelope.value("projectId", 0LL), frame);
  } else if (envelope.contains("admins")) {
    hub_.to_admins(frame);
  } else if (envelope.contains("userId")) {
    hub_.to_user(envelope["userId"].get<std::int64_t>(), frame, envelope.value("skip", ""));
  } else if (envelope.contains("projectId")) {
    hub_.to_project(envelope["projectId"].get<std::int64_t>(), frame);
  }
}

}  // namespace messaging::realtime
