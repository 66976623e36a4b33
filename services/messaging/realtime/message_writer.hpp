#pragma once
// Group commit for chat messages. Messages from every socket wait in one queue; a writer thread stores all that
// are waiting with one statement (Conversations::send_all), publishes their new_message frames with one Redis
// PUBLISH, then answers each sender, in arrival order. Under light load a batch is one message and nothing waits;
// under heavy load one commit serves every message that arrived while the previous one was being written.
//
// More writers (CHAT_WRITERS, default 1) keep one statement from holding up every message behind it: at the tail a
// message waits in the queue about as long as the statement itself takes (realtime/chat_timing's queue and store
// stages), and with a second writer it goes out with that one instead. Order is kept: a writer takes only messages
// whose project and sender no other writer has in flight, and none behind a message it had to leave (same project
// or sender), so one conversation's messages, and one sender's answers, still go one batch after the other in
// arrival order. Not the default: on the 2-core bench machine (j) a second writer cut the queue stage's p99 but made
// batches smaller, costing PostgreSQL ~25 % more CPU and ~40 % more commits per message, and the end-to-end p99 was
// no better (docs/benchmarks/2026-11-28.md, "(j), 2026-11-28 evening").
#include "app/conversations.hpp"
#include "realtime/chat_timing.hpp"
#include "realtime/delivery.hpp"

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>
#include <utility>
#include <unordered_set>
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
    SteadyTime read_at{};  // when the frame was read from the sender's socket (realtime/chat_timing)
  };

  // The projects and senders of the messages in some writer's batch now.
  struct InFlight {
    std::unordered_set<std::int64_t> projects;
    std::unordered_set<std::int64_t> senders;
  };
  // Moves into batch (up to kMaxBatch, in arrival order) the waiting messages no batch in flight holds back: their
  // project and sender are not in flight, and no message left waiting before them shares either. Marks them in flight.
  static void take_free(std::deque<Request>& waiting, InFlight& in_flight, std::vector<Request>& batch);

  MessageWriter(Conversations& conversations, Delivery& delivery, int writers = 1);
  ~MessageWriter();
  MessageWriter(const MessageWriter&) = delete;
  MessageWriter& operator=(const MessageWriter&) = delete;

  // Queues the message; callable from any thread. A full queue, or a stopped writer, replies with an error at once.
  void submit(Request request);
  // Writes what is queued, then stops; idempotent.
  void stop();

 private:
  void run();
  // The batch's (project, sender) keys are no longer in flight.
  void release(const std::vector<std::pair<std::int64_t, std::int64_t>>& keys);
  // taken: when the batch left the queue.
  void write(std::vector<Request>& batch, SteadyTime taken);
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
  InFlight in_flight_;
  std::vector<std::thread> threads_;
};

}  // namespace messaging::realtime
