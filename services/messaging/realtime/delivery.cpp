#include "realtime/delivery.hpp"

#include "app/views.hpp"

#include <optional>

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

void Delivery::Batch::add(nlohmann::json routing, std::string_view text) {
  if (stamped_us_) routing["at"] = stamped_us_;
  payload_ += frame_text(routing);
  payload_ += '\n';
  payload_ += text;
  payload_ += '\n';
}

void Delivery::Batch::to_user_text(std::int64_t user_id, std::string_view text, const std::string& skip) {
  add({{"userId", user_id}, {"skip", skip}}, text);
}

void Delivery::Batch::to_user(std::int64_t user_id, const nlohmann::json& frame, const std::string& skip) {
  to_user_text(user_id, frame_text(frame), skip);
}

void Delivery::Batch::to_project(std::int64_t project_id, const nlohmann::json& frame) {
  add({{"projectId", project_id}}, frame_text(frame));
}

void Delivery::Batch::to_audience(const std::vector<std::int64_t>& user_ids, std::int64_t project_id,
                                  const nlohmann::json& frame) {
  add({{"userIds", user_ids}, {"projectId", project_id}}, frame_text(frame));
}

void Delivery::Batch::to_admins(const nlohmann::json& frame) { add({{"admins", true}}, frame_text(frame)); }

void Delivery::send(const Batch& batch) {
  if (!batch.empty()) redis_.command({"PUBLISH", kChannel, batch.payload()});
}

std::vector<RoutedFrame> routed_frames(std::string_view payload) {
  std::vector<RoutedFrame> frames;
  while (!payload.empty()) {
    const auto routing_end = payload.find('\n');
    if (routing_end == std::string_view::npos) break;
    const auto frame_end = payload.find('\n', routing_end + 1);
    if (frame_end == std::string_view::npos) break;
    auto routing = nlohmann::json::parse(payload.substr(0, routing_end), nullptr, false);
    const auto frame = payload.substr(routing_end + 1, frame_end - routing_end - 1);
    if (routing.is_object() && !frame.empty()) frames.push_back({std::move(routing), frame});
    payload.remove_prefix(frame_end + 1);
  }
  return frames;
}

void Delivery::deliver(std::string_view payload) {
  const auto received = std::chrono::steady_clock::now();
  const auto received_us = wall_clock_us();
  for (const auto& routed : routed_frames(payload)) deliver_one(routed, received, received_us);
}

void Delivery::deliver_one(const RoutedFrame& routed, SteadyTime received, std::int64_t received_us) {
  const auto& routing = routed.routing;
  const auto text = routed.frame;
  const auto id = [&](const char* key) -> std::optional<std::int64_t> {
    const auto found = routing.find(key);
    if (found == routing.end() || !found->is_number_integer()) return std::nullopt;
    return found->get<std::int64_t>();
  };
  std::string_view skip;
  if (const auto found = routing.find("skip"); found != routing.end() && found->is_string()) {
    skip = found->get_ref<const std::string&>();
  }
  if (const auto users = routing.find("userIds"); users != routing.end() && users->is_array()) {
    std::vector<std::int64_t> user_ids;
    for (const auto& user : *users) {
      if (user.is_number_integer()) user_ids.push_back(user.get<std::int64_t>());
    }
    hub_.to_audience(user_ids, id("projectId").value_or(0), text);
  } else if (routing.contains("admins")) {
    hub_.to_admins(text);
  } else if (const auto user = id("userId")) {
    // Only chat frames are stamped; a stamped frame's crossing counts where a socket of the user gets it.
    const auto stamped = id("at");
    if (hub_.to_user(*user, text, skip, stamped ? received : SteadyTime{}) > 0 && stamped) {
      observe_stage_seconds(ChatStage::redis, (static_cast<double>(received_us) - static_cast<double>(*stamped)) / 1e6);
    }
  } else if (const auto project = id("projectId")) {
    hub_.to_project(*project, text);
  }
}

}  // namespace messaging::realtime
