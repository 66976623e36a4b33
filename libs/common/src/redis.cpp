#include <cw/errors.hpp>
#include <cw/log.hpp>
#include <cw/redis.hpp>

#include <chrono>
#include <stdexcept>

namespace cw::redis {

namespace {
constexpr timeval kTimeout{2, 0};

std::pair<std::string, int> parse_url(const std::string& url) {
  std::string rest = url;
  const std::string scheme = "redis://";
  if (rest.rfind(scheme, 0) == 0) rest = rest.substr(scheme.size());
  auto slash = rest.find('/');
  if (slash != std::string::npos) rest = rest.substr(0, slash);
  auto colon = rest.rfind(':');
  if (colon == std::string::npos) return {rest, 6379};
  return {rest.substr(0, colon), std::stoi(rest.substr(colon + 1))};
}
}  // namespace

Pool::Pool(const std::string& url, int size) : size_(size) {
  std::tie(host_, port_) = parse_url(url);
  for (int i = 0; i < size; ++i) idle_.push_back(connect());
}

Context Pool::connect() {
  Context context(redisConnectWithTimeout(host_.c_str(), port_, kTimeout));
  if (!context || context->err) {
    std::string reason = context ? context->errstr : "out of memory";
    throw unavailable("Redis is unreachable: " + reason);
  }
  redisSetTimeout(context.get(), kTimeout);
  return context;
}

Context Pool::take() {
  std::unique_lock lock(mutex_);
  ++waiting_;
  const bool got_one =
      available_.wait_for(lock, std::chrono::seconds(5), [&] { return !idle_.empty() || missing_ > 0; });
  --waiting_;
  if (!got_one) throw unavailable("Redis is busy, please try again");
  if (!idle_.empty()) {
    auto context = std::move(idle_.back());
    idle_.pop_back();
    return context;
  }
  --missing_;
  lock.unlock();
  try {
    return connect();
  } catch (...) {
    std::lock_guard relock(mutex_);
    ++missing_;
    available_.notify_one();
    throw;
  }
}

void Pool::give_back(Context context) {
  std::lock_guard lock(mutex_);
  if (context && context->err == 0) {
    idle_.push_back(std::move(context));
  } else {
    ++missing_;
  }
  available_.notify_one();
}

Reply Pool::command(const std::vector<std::string>& argv) {
  std::vector<const char*> args;
  std::vector<size_t> lengths;
  for (const auto& arg : argv) {
    args.push_back(arg.data());
    lengths.push_back(arg.size());
  }
  auto context = take();
  Reply reply(static_cast<redisReply*>(
      redisCommandArgv(context.get(), static_cast<int>(args.size()), args.data(), lengths.data())));
  if (!reply) {
    std::string reason = context->errstr;
    give_back(std::move(context));  // err is set: the slot is reopened later
    throw unavailable("Redis is unreachable: " + reason);
  }
  give_back(std::move(context));
  if (reply->type == REDIS_REPLY_ERROR) throw std::runtime_error(std::string("redis: ") + reply->str);
  return reply;
}

std::optional<std::string> Pool::get(const std::string& key) {
  auto reply = command({"GET", key});
  if (reply->type != REDIS_REPLY_STRING) return std::nullopt;
  return std::string(reply->str, reply->len);
}

Pool::Usage Pool::usage() {
  std::lock_guard lock(mutex_);
  return {size_, size_ - static_cast<int>(idle_.size()) - missing_, waiting_};
}

bool Pool::ping() {
  try {
    auto reply = command({"PING"});
    return reply->type == REDIS_REPLY_STATUS;
  } catch (const std::exception& e) {
    log::warn("redis ping failed", {{"error", e.what()}});
    return false;
  }
}

}  // namespace cw::redis
