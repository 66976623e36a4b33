#pragma once
// The consumer's librdkafka callbacks: its statistics and log (ConsumerStatistics) and its share of the group's
// partitions (GroupMembership). librdkafka calls them on its own threads until the consumer is closed.
#include <cw/events/kafka_stats.hpp>

#include <librdkafka/rdkafkacpp.h>

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

namespace cw::events {

// librdkafka's events: the statistics (kept for /metrics), and its errors and warnings as our log lines (setting an
// event callback takes them away from stderr).
class ConsumerStatistics : public RdKafka::EventCb {
 public:
  explicit ConsumerStatistics(std::string group) : group_(std::move(group)) {}

  void event_cb(RdKafka::Event& event) override;

  std::vector<PartitionLag> lags() const {
    std::lock_guard lock(mutex_);
    return lags_;
  }

 private:
  std::string group_;
  mutable std::mutex mutex_;
  std::vector<PartitionLag> lags_;
};

// Takes the partitions the group gives this member (and gives them back), and remembers that it has been given its
// share. With a callback of its own the application must assign: librdkafka then does not.
class GroupMembership : public RdKafka::RebalanceCb {
 public:
  explicit GroupMembership(std::string group) : group_(std::move(group)) {}

  void rebalance_cb(RdKafka::KafkaConsumer* consumer, RdKafka::ErrorCode err,
                    std::vector<RdKafka::TopicPartition*>& partitions) override;

  bool joined() const { return joined_; }

 private:
  std::string group_;
  std::atomic<bool> joined_{false};
};

}  // namespace cw::events
