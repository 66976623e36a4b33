#pragma once
// The preflight's parts by cut layer and size (to a hundredth of a millimetre), for the report's nesting: all the
// parts found, not only the listed ones, kept as at most kMaxNestSizes sizes with their counts. Internal.
#include "cw/cad/nesting.hpp"

#include <cmath>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace cw::cad::detail {

class NestSizes {
 public:
  // A part whose bounding box measures x_mm along the drawing's X axis and y_mm along Y.
  void add(const std::string& layer, double x_mm, double y_mm) {
    auto [group, inserted] = group_of_.try_emplace(layer, groups_.size());
    if (inserted) groups_.push_back({layer, {}, 0, {}});
    auto& out = groups_[group->second];
    if (!std::isfinite(x_mm) || !std::isfinite(y_mm)) {
      ++out.omitted;
      return;
    }
    auto key = std::tuple(group->second, std::llround(x_mm * 100), std::llround(y_mm * 100));
    auto found = size_of_.find(key);
    if (found != size_of_.end()) {
      ++out.sizes[found->second].quantity;
    } else if (size_of_.size() < kMaxNestSizes) {
      size_of_.emplace(key, out.sizes.size());
      out.sizes.push_back({out.sizes.size(), std::get<1>(key) / 100.0, std::get<2>(key) / 100.0, 1, false});
    } else {
      ++out.omitted;
    }
  }

  bool empty() const { return groups_.empty(); }

  // On the sheet, kerf 4 mm, no grain, without layouts.
  DrawingNesting nesting(double sheet_length_mm, double sheet_width_mm) const {
    NestOptions options;
    options.sheet_length_mm = sheet_length_mm;
    options.sheet_width_mm = sheet_width_mm;
    return nest_groups(groups_, options, false, false);
  }

 private:
  std::map<std::string, std::size_t> group_of_;
  std::map<std::tuple<std::size_t, long long, long long>, std::size_t> size_of_;
  std::vector<NestGroup> groups_;
};

}  // namespace cw::cad::detail
