#include "contracts/payload.hpp"

#include <cw/plan_limits.hpp>

#include <chrono>
#include <limits>
#include <regex>

namespace cw::events::contract {

Payload::Payload(const Json& json, const char* type) : json_(json), type_(type) {
  if (!json_.is_object()) throw BadPayload(std::string(type_) + ": the payload is not a JSON object");
}

std::int64_t Payload::whole(const char* name) const {
  const auto& value = member(name);
  if (value.is_number_unsigned() &&
      value.get<std::uint64_t>() <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
    return static_cast<std::int64_t>(value.get<std::uint64_t>());
  }
  if (value.is_number_integer() && !value.is_number_unsigned()) return value.get<std::int64_t>();
  throw wrong(name, "a whole number");
}

std::int64_t Payload::id(const char* name) const {
  const auto value = whole(name);
  if (value < 1) throw wrong(name, "an id (a whole number of at least 1)");
  return value;
}

std::string Payload::text(const char* name) const {
  const auto& value = member(name);
  if (!value.is_string()) throw wrong(name, "text");
  return value.get<std::string>();
}

std::string Payload::day(const char* name) const {
  static const std::regex kShape("[0-9]{4}-[0-9]{2}-[0-9]{2}");
  auto value = text(name);
  if (!std::regex_match(value, kShape)) throw wrong(name, "a day written YYYY-MM-DD");
  const std::chrono::year_month_day date{std::chrono::year(std::stoi(value.substr(0, 4))),
                                         std::chrono::month(static_cast<unsigned>(std::stoi(value.substr(5, 2)))),
                                         std::chrono::day(static_cast<unsigned>(std::stoi(value.substr(8, 2))))};
  if (!date.ok()) throw wrong(name, "a day written YYYY-MM-DD");
  return value;
}

Role Payload::role(const char* name) const {
  auto role = parse_role(text(name));
  if (!role) throw wrong(name, "client, engineer or admin");
  return *role;
}

std::int64_t Payload::limit(const char* name) const {
  const auto value = whole(name);
  if (value < kUnlimitedUse) throw wrong(name, "a limit (-1 or a whole number of at least 0)");
  return value;
}

bool Payload::flag(const char* name) const {
  const auto& value = member(name);
  if (!value.is_boolean()) throw wrong(name, "true or false");
  return value.get<bool>();
}

std::vector<std::string> Payload::texts(const char* name) const {
  const auto& value = member(name);
  if (!value.is_array()) throw wrong(name, "a list of texts");
  std::vector<std::string> texts;
  for (const auto& item : value) {
    if (!item.is_string()) throw wrong(name, "a list of texts");
    texts.push_back(item.get<std::string>());
  }
  return texts;
}

ProjectStage Payload::stage(const char* name) const {
  auto stage = parse_project_stage(text(name));
  if (!stage) throw wrong(name, "down_payment, milestone or final_payment");
  return *stage;
}

DisputeOutcome Payload::outcome(const char* name) const {
  auto outcome = parse_dispute_outcome(text(name));
  if (!outcome) throw wrong(name, "release, refund or split");
  return *outcome;
}

Money Payload::money() const {
  if (!holds("amountCents") && holds("amount")) {
    // Written by a version before cents, still in the topic during a rolling deploy.
    const auto& value = member("amount");
    auto money = value.is_string() ? money_of_text(value.get<std::string>()) : std::nullopt;
    if (!money) throw wrong("amount", "an amount written as text (\"1500.00\")");
    return *money;
  }
  const auto cents = whole("amountCents");
  if (cents < 0) throw wrong("amountCents", "whole cents of at least 0");
  return Money::from_cents(cents);
}

std::optional<std::int64_t> Payload::optional_id(const char* name) const {
  if (!holds(name)) return std::nullopt;
  return id(name);
}

std::optional<std::string> Payload::optional_text(const char* name) const {
  if (!holds(name)) return std::nullopt;
  return text(name);
}

std::optional<ProjectStage> Payload::optional_stage(const char* name) const {
  if (!holds(name)) return std::nullopt;
  return stage(name);
}

const Json& Payload::member(const char* name) const {
  auto found = json_.find(name);
  if (found == json_.end()) throw BadPayload(std::string(type_) + ": " + name + " is missing");
  return *found;
}

// Present and not null.
bool Payload::holds(const char* name) const {
  auto found = json_.find(name);
  return found != json_.end() && !found->is_null();
}

BadPayload Payload::wrong(const char* name, const char* expected) const {
  return BadPayload(std::string(type_) + ": " + name + " must be " + expected);
}

Json text_or_null(const std::optional<std::string>& text) { return text ? Json(*text) : Json(nullptr); }
Json id_or_null(const std::optional<std::int64_t>& id) { return id ? Json(*id) : Json(nullptr); }
Json stage_or_null(const std::optional<ProjectStage>& stage) { return stage ? Json(to_string(*stage)) : Json(nullptr); }

}  // namespace cw::events::contract
