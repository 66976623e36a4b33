#include "realtime/delivery.hpp"

#include <cw/log.hpp>

#include <sys/socket.h>

namespace messaging::realtime {

namespace {
constexpr const char* kChannel = "messaging:frames";
constexpr auto kListenerRetry = std::chrono::seconds(1);
}  // namespace

Delivery::Delivery(cw::redis::Pool& redis, Hub& hub) : redis_(redis), hub_(hub), listener_([this] { listen(); }) {}

Delivery::~Delivery() { stop(); }

void Delivery::stop() {
  if (!listener_.joinable()) return;
  {
    std::lock_guard lock(listener_mutex_);
    stopping_ = true;
    // Wakes the listener out of its blocking read.
    if (listener_fd_ >= 0) ::shutdown(listener_fd_, SHUT_RDWR);
  }
  listener_wakeup_.notify_all();
  listener_.join();
}

void Delivery::Batch::to_user(std::int64_t user_id, const nlohmann::json& frame, const std::string& skip) {
  envelopes_.push_back({{"userId", user_id}, {"skip", skip}, {"frame", frame}});
}

void Delivery::Batch::to_project(std::int64_t project_id, const nlohmann::json& frame) {
  envelopes_.push_back({{"projectId", project_id}, {"frame", frame}});
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
  if (envelope.contains("userId")) {
    hub_.to_user(envelope["userId"].get<std::int64_t>(), frame, envelope.value("skip", ""));
  } else if (envelope.contains("projectId")) {
    hub_.to_project(envelope["projectId"].get<std::int64_t>(), frame);
  }
}

void Delivery::listen() {
  while (!stopping_) {
    try {
      auto context = redis_.connect();
      timeval no_timeout{0, 0};
      redisSetTimeout(context.get(), no_timeout);
      {
        std::lock_guard lock(listener_mutex_);
        if (stopping_) return;
        listener_fd_ = context->fd;
      }
      cw::redis::Reply subscribed(static_cast<redisReply*>(redisCommand(context.get(), "SUBSCRIBE %s", kChannel)));
      void* raw = nullptr;
      while (subscribed && !stopping_ && redisGetReply(context.get(), &raw) == REDIS_OK) {
        cw::redis::Reply message(static_cast<redisReply*>(raw));
        if (message && message->type == REDIS_REPLY_ARRAY && message->elements == 3 &&
            message->element[2]->type == REDIS_REPLY_STRING) {
          deliver(std::string(message->element[2]->str, message->element[2]->len));
        }
      }
    } catch (const std::exception& e) {
      if (!stopping_) cw::log::warn("frame delivery listener failed", {{"error", e.what()}});
    }
    std::unique_lock lock(listener_mutex_);
    listener_fd_ = -1;
    listener_wakeup_.wait_for(lock, kListenerRetry, [this] { return stopping_.load(); });
  }
}

}  // namespace messaging::realtime
