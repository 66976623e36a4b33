#pragma once
// One list from several, in order: a service's named queries from its stores' lists, its migrations after the shared
// ones, its subscriptions from its handlers' groups.
#include <initializer_list>
#include <vector>

namespace cw {

template <class T>
std::vector<T> concat(std::initializer_list<std::vector<T>> parts) {
  std::vector<T> all;
  for (const auto& part : parts) all.insert(all.end(), part.begin(), part.end());
  return all;
}

}  // namespace cw
