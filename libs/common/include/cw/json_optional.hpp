#pragma once
// An optional value as the API shows it: the value, or null.
#include <nlohmann/json.hpp>

#include <optional>

namespace cw {

template <typename T>
nlohmann::json optional_json(const std::optional<T>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

}  // namespace cw
