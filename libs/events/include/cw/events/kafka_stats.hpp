#pragma once
// What /metrics reads from librdkafka's statistics (statistics.interval.ms): the JSON is treated as untrusted input.
#include <cstdint>
#include <string>
#include <vector>

namespace cw::events {

struct PartitionLag {
  std::string topic;
  std::int32_t partition = 0;
  std::int64_t lag = 0;  // messages behind the partition's end
};

// The consumer lag of each partition the statistics know it for (consumer_lag >= 0; the internal partition -1 and
// unknown lags are left out). Anything malformed is skipped: a text that is not JSON, or not of the expected shape,
// gives an empty or shorter list, never an exception.
std::vector<PartitionLag> consumer_lags(const std::string& statistics_json);

}  // namespace cw::events
