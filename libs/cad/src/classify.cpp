// Which closed contour holds which: parts, their holes, islands in the holes.
#include "chain_support.hpp"

namespace cw::cad {

using namespace detail;  // NOLINT: the chainer's parts, internal to this library

double signed_area(const std::vector<Point2>& polygon) {
  double twice = 0;
  for (std::size_t i = 0, n = polygon.size(); i < n; ++i) {
    const auto& a = polygon[i];
    const auto& b = polygon[(i + 1) % n];
    twice += (a.x - polygon[0].x) * (b.y - polygon[0].y) - (b.x - polygon[0].x) * (a.y - polygon[0].y);
  }
  return twice / 2;
}

bool inside(const std::vector<Point2>& polygon, Point2 p) {
  bool in = false;
  for (std::size_t i = 0, n = polygon.size(), j = n - 1; i < n; j = i++) {
    const auto& a = polygon[i];
    const auto& b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

void classify(std::vector<ClosedContour>& contours, const std::function<void()>& on_progress) {
  if (contours.empty()) return;
  Progress progress{on_progress};
  std::vector<std::uint32_t> order(contours.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<std::uint32_t>(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::uint32_t a, std::uint32_t b) { return contours[a].area > contours[b].area; });
  Box all = contours.front().box;
  for (const auto& c : contours) {
    all.min_x = std::min(all.min_x, c.box.min_x);
    all.min_y = std::min(all.min_y, c.box.min_y);
    all.max_x = std::max(all.max_x, c.box.max_x);
    all.max_y = std::max(all.max_y, c.box.max_y);
  }
  double cells = std::min(1024.0, std::ceil(std::sqrt(static_cast<double>(contours.size()))));
  double cell = std::max({(all.max_x - all.min_x) / cells, (all.max_y - all.min_y) / cells, 1e-9});
  auto index = [&](double v, double origin) { return static_cast<long long>(std::floor((v - origin) / cell)); };
  // Contours already placed (larger ones), by the cells their boxes cover; the largest ones in a list of their own.
  std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> by_cell;
  std::vector<std::uint32_t> big;
  auto holds = [&](const ClosedContour& outer, const ClosedContour& c) {
    return outer.box.min_x <= c.box.min_x && outer.box.min_y <= c.box.min_y && outer.box.max_x >= c.box.max_x &&
           outer.box.max_y >= c.box.max_y && outer.area > c.area && inside(outer.points, c.points.front());
  };
  for (std::size_t rank = 0; rank < order.size(); ++rank) {
    auto& c = contours[order[rank]];
    Point2 p = c.points.front();
    const auto found = by_cell.find(cell_key(index(p.x, all.min_x), index(p.y, all.min_y)));
    // The smallest holder is the one placed last: walk both lists from their ends.
    static const std::vector<std::uint32_t> kNone;
    const auto& local = found == by_cell.end() ? kNone : found->second;
    auto l = local.rbegin();
    auto b = big.rbegin();
    // Many contours stacked on one spot (a block placed over itself) would make this quadratic: past a bounded
    // number of candidates the contour counts as holding itself.
    std::size_t tried = 0;
    while ((l != local.rend() || b != big.rend()) && tried++ < kMaxHolderCandidates) {
      progress.tick();
      std::uint32_t candidate;
      if (b == big.rend() || (l != local.rend() && *l > *b)) candidate = *l++;
      else candidate = *b++;
      const auto& outer = contours[order[candidate]];
      if (holds(outer, c)) {
        c.parent = static_cast<int>(order[candidate]);
        c.depth = outer.depth + 1;
        break;
      }
    }
    long long x0 = index(c.box.min_x, all.min_x), x1 = index(c.box.max_x, all.min_x);
    long long y0 = index(c.box.min_y, all.min_y), y1 = index(c.box.max_y, all.min_y);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 64) {
      big.push_back(static_cast<std::uint32_t>(rank));
      continue;
    }
    for (long long x = x0; x <= x1; ++x) {
      for (long long y = y0; y <= y1; ++y) by_cell[cell_key(x, y)].push_back(static_cast<std::uint32_t>(rank));
    }
  }
}

}  // namespace cw::cad
