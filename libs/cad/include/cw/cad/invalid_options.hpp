#pragma once
// Options out of range, for the preflight (dxf_preflight.hpp) and the nesting (nesting.hpp).
#include <stdexcept>

namespace cw::cad {

// Options out of range: the message names the first one, in words for the person who set it.
class InvalidOptions : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

}  // namespace cw::cad
