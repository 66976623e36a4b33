#include "realtime/message_writer.hpp"

#include "app/views.hpp"

#include <cw/log.hpp>
#include <cw/request_context.hpp>

namespace messaging::realtime {

namespace {
constexpr const char* kBusy = "Too many messages right now, please try again shortly";
constexpr const char* kStopping = "The chat is restarting, please try again shortly";
constexpr const char* kFailed = "Something went wrong, please try again";
}  // namespace

MessageWriter::MessageWriter(Conversations& conversations, Delivery& delivery)
    : conversations_(conversations), delivery_(delivery), thread_([this] { run(); }) {}

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
  wakeup_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void MessageWriter::run() {
  for (;;) {
    std::vector<Request> batch;
    {
      std::unique_lock lock(mutex_);
      wakeup_.wait(lock, [this] { return stopping_ || !waiting_.empty(); });
      if (waiting_.empty()) return;  // stopping, and everything queued is written
      while (!waiting_.empty() && batch.size() < kMaxBatch) {
        batch.push_back(std::move(waiting_.front()));
        waiting_.pop_front();
      }
    }
    write(batch);
  }
}

void MessageWriter::write(std::vector<Request>& batch) {
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

  // Each message serialised once, for its new_message frames and its sender's message_sent (a stored name that is
  // not UTF-8 is replaced, never thrown: this thread serves every sender).
  std::vector<std::string> texts(batch.size());
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (const auto* message = answered_message(outcomes[i])) {
      texts[i] = message_json(*message).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }
  }
  // Only messages stored now: one sent again under its clientMessageId was delivered the first time.
  Delivery::Batch frames;
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (const auto* message = std::get_if<Message>(&outcomes[i])) {
      const auto delivered = message_frame_text("new_message", texts[i]);
      frames.to_user_text(message->receiver_id, delivered);
      frames.to_user_text(message->sender_id, delivered, batch[i].sender_token);
    }
  }
  try {
    delivery_.send(frames);
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
    write(single);
  }
}

}  // namespace messaging::realtime
