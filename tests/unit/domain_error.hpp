#pragma once
// The DomainError a call throws, for unit tests of rules that refuse (a test failure when it throws nothing).
#include <cw/errors.hpp>

#include <gtest/gtest.h>

#include <functional>

namespace cw::testing {

inline DomainError error_of(const std::function<void()>& call) {
  try {
    call();
  } catch (const DomainError& e) {
    return e;
  }
  ADD_FAILURE() << "expected a DomainError";
  return invalid("");
}

}  // namespace cw::testing
