#include "consumer_callbacks.hpp"

#include <cw/log.hpp>

namespace cw::events {

void ConsumerStatistics::event_cb(RdKafka::Event& event) {
  switch (event.type()) {
    case RdKafka::Event::EVENT_STATS: {
      auto lags = consumer_lags(event.str());
      std::lock_guard lock(mutex_);
      lags_ = std::move(lags);
      break;
    }
    case RdKafka::Event::EVENT_ERROR:
      if (event.err() != RdKafka::ERR_UNKNOWN_TOPIC_OR_PART) {
        log::warn("kafka consumer error", {{"group", group_}, {"error", RdKafka::err2str(event.err())},
                                           {"detail", event.str()}});
      }
      break;
    case RdKafka::Event::EVENT_LOG:
      if (event.severity() <= RdKafka::Event::EVENT_SEVERITY_WARNING) {
        log::warn("kafka consumer", {{"group", group_}, {"facility", event.fac()}, {"detail", event.str()}});
      }
      break;
    default:
      break;
  }
}

void GroupMembership::rebalance_cb(RdKafka::KafkaConsumer* consumer, RdKafka::ErrorCode err,
                                   std::vector<RdKafka::TopicPartition*>& partitions) {
  const bool cooperative = consumer->rebalance_protocol() == "COOPERATIVE";
  if (err == RdKafka::ERR__ASSIGN_PARTITIONS) {
    if (cooperative) {
      delete consumer->incremental_assign(partitions);
    } else {
      consumer->assign(partitions);
    }
    joined_ = true;
    log::info("kafka partitions assigned", {{"group", group_}, {"partitions", partitions.size()}});
    return;
  }
  if (err != RdKafka::ERR__REVOKE_PARTITIONS) {
    log::warn("kafka rebalance failed", {{"group", group_}, {"error", RdKafka::err2str(err)}});
  }
  if (cooperative) {
    delete consumer->incremental_unassign(partitions);
  } else {
    consumer->unassign();
  }
}

}  // namespace cw::events
