#pragma once
// librdkafka settings, shared by the producer and the consumer.
#include <librdkafka/rdkafkacpp.h>

#include <stdexcept>
#include <string>

namespace cw::events::detail {

inline void set_or_throw(RdKafka::Conf& conf, const std::string& name, const std::string& value) {
  std::string error;
  if (conf.set(name, value, error) != RdKafka::Conf::CONF_OK) {
    throw std::runtime_error("kafka config " + name + ": " + error);
  }
}

}  // namespace cw::events::detail
