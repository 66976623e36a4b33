#pragma once
// The Kafka producer a service's outbox relay sends with (idempotent, in order).
#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace RdKafka {
class Producer;
}  // namespace RdKafka

namespace cw::events {

class Producer {
 public:
  Producer(const std::string& brokers, const std::string& client_id);
  ~Producer();

  struct Message {
    std::string topic;
    std::string key;
    std::string value;
    std::string type;
  };
  // Sends the messages in order and waits for their delivery reports; the result is how many of the first messages
  // were delivered (a failure stops the count, so callers keep order by retrying from there).
  std::size_t send_in_order(const std::vector<Message>& messages, std::chrono::milliseconds timeout);
  // True when the cluster answered a metadata request recently (cached for a second).
  bool reachable();
  void flush(std::chrono::milliseconds timeout);

 private:
  std::unique_ptr<RdKafka::Producer> producer_;
  std::mutex reachable_mutex_;
  std::chrono::steady_clock::time_point reachable_checked_{};
  bool reachable_ = false;
};

}  // namespace cw::events
