#include "kafka_config.hpp"

#include <cw/events/producer.hpp>
#include <cw/log.hpp>

namespace cw::events {

using detail::set_or_throw;

namespace {

// Each message's opaque points at its slot: 0 pending, 1 delivered, -1 failed.
class DeliveryReports : public RdKafka::DeliveryReportCb {
 public:
  void dr_cb(RdKafka::Message& message) override {
    auto* slot = static_cast<int*>(message.msg_opaque());
    if (slot == nullptr) return;
    *slot = message.err() == RdKafka::ERR_NO_ERROR ? 1 : -1;
    if (message.err() != RdKafka::ERR_NO_ERROR) {
      log::warn("kafka delivery failed", {{"topic", message.topic_name()}, {"error", message.errstr()}});
    }
  }
};

DeliveryReports g_delivery_reports;

}  // namespace

Producer::Producer(const std::string& brokers, const std::string& client_id) {
  std::unique_ptr<RdKafka::Conf> conf(RdKafka::Conf::create(RdKafka::Conf::CONF_GLOBAL));
  set_or_throw(*conf, "bootstrap.servers", brokers);
  set_or_throw(*conf, "client.id", client_id);
  set_or_throw(*conf, "enable.idempotence", "true");
  set_or_throw(*conf, "message.timeout.ms", "30000");
  set_or_throw(*conf, "linger.ms", "5");
  std::string error;
  if (conf->set("dr_cb", static_cast<RdKafka::DeliveryReportCb*>(&g_delivery_reports), error) != RdKafka::Conf::CONF_OK) {
    throw std::runtime_error("kafka config dr_cb: " + error);
  }
  producer_.reset(RdKafka::Producer::create(conf.get(), error));
  if (!producer_) throw std::runtime_error("kafka producer: " + error);
}

Producer::~Producer() = default;

std::size_t Producer::send_in_order(const std::vector<Message>& messages, std::chrono::milliseconds timeout) {
  std::vector<int> slots(messages.size(), 0);
  std::size_t queued = 0;
  for (std::size_t i = 0; i < messages.size(); ++i) {
    const auto& message = messages[i];
    auto* headers = RdKafka::Headers::create();
    headers->add("type", message.type);
    auto err = producer_->produce(message.topic, RdKafka::Topic::PARTITION_UA, RdKafka::Producer::RK_MSG_COPY,
                                  const_cast<char*>(message.value.data()), message.value.size(), message.key.data(),
                                  message.key.size(), 0, headers, &slots[i]);
    if (err != RdKafka::ERR_NO_ERROR) {
      delete headers;  // ownership passes to librdkafka only on success
      log::warn("kafka produce refused", {{"topic", message.topic}, {"error", RdKafka::err2str(err)}});
      break;
    }
    ++queued;
  }
  auto deadline = std::chrono::steady_clock::now() + timeout;
  auto pending = [&] {
    for (std::size_t i = 0; i < queued; ++i) {
      if (slots[i] == 0) return true;
    }
    return false;
  };
  while (pending() && std::chrono::steady_clock::now() < deadline) producer_->poll(50);
  if (pending()) {
    // Leave nothing in flight that points at our slots: wait for the outstanding reports.
    producer_->flush(static_cast<int>(std::chrono::milliseconds(30000).count()));
    producer_->poll(0);
  }
  std::size_t delivered = 0;
  while (delivered < queued && slots[delivered] == 1) ++delivered;
  return delivered;
}

bool Producer::reachable() {
  std::lock_guard lock(reachable_mutex_);
  auto now = std::chrono::steady_clock::now();
  if (now - reachable_checked_ < std::chrono::seconds(1)) return reachable_;
  RdKafka::Metadata* metadata = nullptr;
  auto err = producer_->metadata(false, nullptr, &metadata, 1000);
  reachable_ = err == RdKafka::ERR_NO_ERROR && metadata != nullptr && !metadata->brokers()->empty();
  delete metadata;
  reachable_checked_ = now;
  return reachable_;
}

void Producer::flush(std::chrono::milliseconds timeout) { producer_->flush(static_cast<int>(timeout.count())); }

}  // namespace cw::events
