#include <cw/events/kafka_stats.hpp>

#include <nlohmann/json.hpp>

#include <limits>

namespace cw::events {

std::vector<PartitionLag> consumer_lags(const std::string& statistics_json) {
  std::vector<PartitionLag> lags;
  const auto stats = nlohmann::json::parse(statistics_json, nullptr, false);
  if (!stats.is_object()) return lags;
  const auto topics = stats.find("topics");
  if (topics == stats.end() || !topics->is_object()) return lags;
  for (const auto& [topic, entry] : topics->items()) {
    if (!entry.is_object()) continue;
    const auto partitions = entry.find("partitions");
    if (partitions == entry.end() || !partitions->is_object()) continue;
    for (const auto& [key, partition] : partitions->items()) {
      if (!partition.is_object()) continue;
      const auto number = partition.find("partition");
      const auto lag = partition.find("consumer_lag");
      if (number == partition.end() || !number->is_number_integer() || lag == partition.end() ||
          !lag->is_number_integer()) {
        continue;
      }
      const auto id = number->get<std::int64_t>();
      const auto behind = lag->get<std::int64_t>();
      if (id < 0 || id > std::numeric_limits<std::int32_t>::max() || behind < 0) continue;
      lags.push_back({topic, static_cast<std::int32_t>(id), behind});
    }
  }
  return lags;
}

}  // namespace cw::events
