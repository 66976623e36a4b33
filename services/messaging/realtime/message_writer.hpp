#pragma once
// Group commit for chat messages. Messages from every socket wait in one queue; one writer thread stores all that
// are waiting with one statement (Conversations::send_all), publishes their new_message frames with one Redis
// PUBLISH, then answers each sender, in arrival order. Under light load a batch is one message and nothing waits;
// under heavy load one commit serves every message that arrived while the previous one was being written. (Two or
// four writers, measured with bench (j), gave no better latency than one: they only compete for the same cores.)
#include "app/conversations.hpp"
#include "realtime/delivery.hpp"

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

namespace messaging::realtime {

class MessageWriter {
 public:
  static constexpr std::size_t kMaxBatch = 500;
  static constexpr std::size_t kMaxWaiting = 20000;  // beyond this, senders are asked to retry

  // Gets the frame for the sender's socket: message_sent (also for a message sent again under its clientMessageId:
  // the message stored the first time, delivered to nobody else again), or error.
  using Reply = std::function<void(Frame frame)>;
  struct Request {
    Outgoing message;
    std::string sender_token;  // the sender's socket, which gets message_sent instead of new_message
    Reply reply;
  };

  MessageWriter(Conversations& conversations, Delivery& delivery);
  ~MessageWriter();
  MessageWriter(const MessageWriter&) = delete;
  MessageWriter& operator=(const MessageWriter&) = delete;

  // Queues the message; callable from any thread. A full queue, or a stopped writer, replies with an error at once.
  void submit(Request request);
  // Writes what is queued, then stops; idempotent.
  void stop();

 private:
  void run();
  void write(std::vector<Request>& batch);
  // Sends each message of the batch on its own, so one that breaks the statement cannot fail the others.
  void write_one_by_one(std::vector<Request>& batch);
  // Answers the sender with an error frame naming the message's clientMessageId.
  static void refuse(const Request& request, const std::string& message);

  Conversations& conversations_;
  Delivery& delivery_;
  std::mutex mutex_;
  std::condition_variable wakeup_;
  std::deque<Request> waiting_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace messaging::realtime
