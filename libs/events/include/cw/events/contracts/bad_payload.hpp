#pragma once
// What every event contract (cw/events/contracts/*.hpp) is made of: the JSON type, the plain types the events carry
// (a role, money, a project stage, an outcome) and the error a payload that does not fit its type raises.
#include <cw/caller.hpp>
#include <cw/events/envelope.hpp>
#include <cw/money.hpp>
#include <cw/project_stage.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cw::events {

// A payload that does not fit its event's type.
struct BadPayload : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace cw::events
