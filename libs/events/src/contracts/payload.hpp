#pragma once
// Reading and writing the members of one event's payload, shared by the contracts of every topic. Reading is strict:
// a missing member or one of another type is a BadPayload naming the event and the member.
#include <cw/events/contracts/bad_payload.hpp>

namespace cw::events::contract {

class Payload {
 public:
  Payload(const Json& json, const char* type);

  // A whole number in int64's range (not 1.5, not 2^64, not "7").
  std::int64_t whole(const char* name) const;
  // An id: a whole number of at least 1.
  std::int64_t id(const char* name) const;
  std::string text(const char* name) const;
  // A UTC day written YYYY-MM-DD (a calendar date: not 2026-02-30).
  std::string day(const char* name) const;
  Role role(const char* name) const;
  // A limit: a whole number of at least 0, or kUnlimitedUse.
  std::int64_t limit(const char* name) const;
  bool flag(const char* name) const;
  std::vector<std::string> texts(const char* name) const;
  ProjectStage stage(const char* name) const;
  DisputeOutcome outcome(const char* name) const;
  // Money: `amountCents`, whole cents of at least 0; from an event written before cents were carried, `amount`,
  // decimal text ("1500.00").
  Money money() const;

  // A nested object, read with its own contract.
  template <class Part>
  Part part(const char* name) const {
    const auto& value = member(name);
    if (!value.is_object()) throw wrong(name, "an object");
    return value.get<Part>();
  }

  // A list of nested objects, each read with its own contract.
  template <class Part>
  std::vector<Part> parts(const char* name) const {
    const auto& value = member(name);
    if (!value.is_array()) throw wrong(name, "a list of objects");
    std::vector<Part> parts;
    parts.reserve(value.size());
    for (const auto& item : value) {
      if (!item.is_object()) throw wrong(name, "a list of objects");
      parts.push_back(item.get<Part>());
    }
    return parts;
  }

  // Absent or null for none.
  std::optional<std::int64_t> optional_id(const char* name) const;
  std::optional<std::string> optional_text(const char* name) const;
  std::optional<ProjectStage> optional_stage(const char* name) const;

 private:
  const Json& member(const char* name) const;
  bool holds(const char* name) const;
  BadPayload wrong(const char* name, const char* expected) const;

  const Json& json_;
  const char* type_;
};

Json text_or_null(const std::optional<std::string>& text);
Json id_or_null(const std::optional<std::int64_t>& id);
Json stage_or_null(const std::optional<ProjectStage>& stage);

}  // namespace cw::events::contract
