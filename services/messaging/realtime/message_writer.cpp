#include "realtime/message_writer.hpp"

#include "app/views.hpp"

#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <algorithm>

namespace messaging::realtime {

namespace {
constexpr const char* kBusy = "Too many messages right now, please try again shortly";
constexpr const char* kStopping = "The chat is restarting, please try again shortly";
constexpr const char* kFailed = "Something went wrong, please try again";
}  // namespace

MessageWriter::MessageWriter(Conversations& conversations, Delivery& delivery, int writers)
    : conversations_(conversations), delivery_(delivery) {
  for (int i = 0; i < std::max(1, writers); ++i) threads_.emplace_back([this] { run(); });
}

MessageWriter::~MessageWriter() { stop(); }

void MessageWriter::submit(Request request) {
  const char* refusal = nullptr;
  {
    std::lock_guard lock(mutex_);
    if (stopping_) {
      refusal = kStopping;
    } else if (waiting_.size() >= kMaxWaiting) {
      refusal = kBusy;
    } else {
      waiting_.push_back(std::move(request));
    }
  }
  if (refusal) return refuse(request, refusal);
  wakeup_.notify_one();
}

void MessageWriter::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wakeup_.notify_all();
  for (auto& thread : threads_) {
    if (thread.joinable()) thread.join();
  }
}

void MessageWriter::run() {
  for (;;) {
    std::vector<Request> batch;
    {
      std::unique_lock lock(mutex_);
      for (;;) {
        take_free(waiting_, in_flight_, batch);
        if (!batch.empty()) break;
        if (stopping_ && waiting_.empty()) return;  // everything queued is written (or being written by another)
        wakeup_.wait(lock);
      }
    }
    const auto taken = std::chrono::steady_clock::now();
    for (const auto& request : batch) {
      if (request.read_at != SteadyTime{}) observe_stage(ChatStage::queue, taken - request.read_at);
    }
    observe_writer_batch(batch.size());
    std::vector<std::pair<std::int64_t, std::int64_t>> keys;  // (project, sender): write may move the requests
    for (const auto& request : batch) keys.emplace_back(request.message.project_id, request.message.sender_id);
    write(batch, taken);
    release(keys);
  }
}

void MessageWriter::take_free(std::deque<Request>& waiting, InFlight& in_flight, std::vector<Request>& batch) {
  // Scans from the front only until the batch is full: what lies behind stays where it is. With one writer nothing
  // is ever in flight here, so a pass touches only the messages it takes.
  InFlight left;  // of the messages this pass leaves waiting
  std::vector<Request> held_back;
  while (!waiting.empty() && batch.size() < kMaxBatch) {
    auto& request = waiting.front();
    const auto project = request.message.project_id;
    const auto sender = request.message.sender_id;
    if (in_flight.projects.contains(project) || in_flight.senders.contains(sender) ||
        left.projects.contains(project) || left.senders.contains(sender)) {
      left.projects.insert(project);
      left.senders.insert(sender);
      held_back.push_back(std::move(request));
    } else {
      batch.push_back(std::move(request));
    }
    waiting.pop_front();
  }
  for (auto it = held_back.rbegin(); it != held_back.rend(); ++it) waiting.push_front(std::move(*it));
  for (const auto& request : batch) {
    in_flight.projects.insert(request.message.project_id);
    in_flight.senders.insert(request.message.sender_id);
  }
}

void MessageWriter::release(const std::vector<std::pair<std::int64_t, std::int64_t>>& keys) {
  {
    std::lock_guard lock(mutex_);
    for (const auto& [project, sender] : keys) {
      in_flight_.projects.erase(project);
      in_flight_.senders.erase(sender);
    }
  }
  wakeup_.notify_all();  // what this batch held back may go now
}

void MessageWriter::write(std::vector<Request>& batch, SteadyTime taken) {
  std::vector<Outgoing> messages;
  for (const auto& request : batch) messages.push_back(request.message);
  std::vector<SendOutcome> outcomes;
  try {
    outcomes = conversations_.send_all(messages);
  } catch (const cw::DomainError& e) {  // e.g. no database connection: the same for every message
    for (auto& request : batch) refuse(request, e.what());
    return;
  } catch (const std::exception& e) {
    if (batch.size() > 1) return write_one_by_one(batch);
    const cw::ScopedRequestId scope(batch[0].message.request_id);
    cw::log::warn("message not stored", {{"userId", batch[0].message.sender_id}, {"error", e.what()}});
    refuse(batch[0], kFailed);
    return;
  }
  const auto stored = std::chrono::steady_clock::now();
  observe_stage(ChatStage::store, stored - taken, batch.size());

  // Each message serialised once, for its new_message frames and its sender's message_sent (a stored name that is
  // not UTF-8 is replaced, never thrown: this thread serves every sender).
  std::vector<std::string> texts(batch.size());
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (const auto* message = answered_message(outcomes[i])) {
      texts[i] = frame_text(message_json(*message));
    }
  }
  // Only messages stored now: one sent again under its clientMessageId was delivered the first time.
  Delivery::Batch frames(wall_clock_us());
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (const auto* message = std::get_if<Message>(&outcomes[i])) {
      const auto delivered = message_frame_text("new_message", texts[i]);
      frames.to_user_text(message->receiver_id, delivered);
      frames.to_user_text(message->sender_id, delivered, batch[i].sender_token);
    }
  }
  try {
    delivery_.send(frames);
    observe_stage(ChatStage::publish, std::chrono::steady_clock::now() - stored, batch.size());
  } catch (const std::exception& e) {
    // Stored all the same: the receivers see the messages in their history when they next load it.
    cw::log::warn("new messages not published", {{"count", batch.size()}, {"error", e.what()}});
  }
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (answered_message(outcomes[i])) {
      batch[i].reply(std::make_shared<const std::string>(message_frame_text("message_sent", texts[i])));
    } else {
      refuse(batch[i], std::get<cw::DomainError>(outcomes[i]).what());
    }
  }
}

void MessageWriter::refuse(const Request& request, const std::string& message) {
  request.reply(std::make_shared<const std::string>(error_frame(message, request.message.client_message_id).dump()));
}

void MessageWriter::write_one_by_one(std::vector<Request>& batch) {
  for (auto& request : batch) {
    std::vector<Request> single;
    single.push_back(std::move(request));
    write(single, std::chrono::steady_clock::now());
  }
}

}  // namespace messaging::realtime
