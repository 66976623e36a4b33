#include <cw/log.hpp>
#include <cw/redis_subscriber.hpp>

#include <sys/socket.h>

#include <chrono>

namespace cw::redis {

namespace {
constexpr auto kRetry = std::chrono::seconds(1);
}

Subscriber::Subscriber(Pool& redis, std::string channel, std::string name, Handlers handlers)
    : redis_(redis),
      channel_(std::move(channel)),
      name_(std::move(name)),
      handlers_(std::move(handlers)),
      thread_([this] { run(); }) {}

Subscriber::~Subscriber() { stop(); }

void Subscriber::stop() {
  if (!thread_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    // Wakes the thread out of its blocking read.
    if (fd_ >= 0) ::shutdown(fd_, SHUT_RDWR);
  }
  wakeup_.notify_all();
  thread_.join();
}

void Subscriber::run() {
  while (!stopping_) {
    try {
      auto context = redis_.connect();
      timeval no_timeout{0, 0};
      redisSetTimeout(context.get(), no_timeout);
      {
        std::lock_guard lock(mutex_);
        if (stopping_) return;
        fd_ = context->fd;
      }
      Reply subscribed(static_cast<redisReply*>(redisCommand(context.get(), "SUBSCRIBE %s", channel_.c_str())));
      if (subscribed && subscribed->type == REDIS_REPLY_ARRAY) {
        handlers_.on_subscribed();
        void* raw = nullptr;
        while (!stopping_ && redisGetReply(context.get(), &raw) == REDIS_OK) {
          Reply message(static_cast<redisReply*>(raw));
          if (message && message->type == REDIS_REPLY_ARRAY && message->elements == 3 &&
              message->element[2]->type == REDIS_REPLY_STRING) {
            handlers_.on_message(std::string(message->element[2]->str, message->element[2]->len));
          }
        }
      }
    } catch (const std::exception& e) {
      if (!stopping_) log::warn("redis subscriber failed", {{"subscriber", name_}, {"error", e.what()}});
    }
    handlers_.on_lost();
    std::unique_lock lock(mutex_);
    fd_ = -1;
    wakeup_.wait_for(lock, kRetry, [this] { return stopping_.load(); });
  }
}

}  // namespace cw::redis
