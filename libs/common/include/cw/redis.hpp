#pragma once
// Redis over hiredis: a fixed pool of synchronous connections; a broken connection is reopened on next use.
#include <hiredis/hiredis.h>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace cw::redis {

struct ReplyDeleter {
  void operator()(redisReply* reply) const { freeReplyObject(reply); }
};
using Reply = std::unique_ptr<redisReply, ReplyDeleter>;

struct ContextDeleter {
  void operator()(redisContext* context) const { redisFree(context); }
};
using Context = std::unique_ptr<redisContext, ContextDeleter>;

class Pool {
 public:
  // url: redis://host:port
  Pool(const std::string& url, int size);

  // Runs one command (argv form, binary safe). Throws cw::DomainError(unavailable) when Redis cannot be reached,
  // std::runtime_error when Redis answers with an error.
  Reply command(const std::vector<std::string>& argv);

  std::optional<std::string> get(const std::string& key);
  bool ping();

  // For /metrics: the connections the pool keeps, those in use now, and the threads waiting for one.
  struct Usage {
    int size = 0;
    int in_use = 0;
    int waiting = 0;
  };
  Usage usage();

  // A connection of its own (e.g. for SUBSCRIBE), outside the pool; throws DomainError(unavailable).
  Context connect();

 private:
  Context take();
  void give_back(Context context);

  std::string host_;
  int port_ = 6379;
  std::mutex mutex_;
  std::condition_variable available_;
  std::vector<Context> idle_;
  int size_ = 0;
  int missing_ = 0;
  int waiting_ = 0;  // threads in take() waiting for a connection
};

}  // namespace cw::redis
