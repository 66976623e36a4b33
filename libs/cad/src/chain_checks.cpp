// The chainer's checks of what it joined: contours crossing themselves, straight pieces and arcs drawn over each
// other.
#include "chain_support.hpp"

#include <tuple>
#include <utility>

namespace cw::cad::detail {

// Segments ab and cd cross each other (each one's ends strictly on both sides of the other); where.
namespace {

std::optional<Point2> crossing(Point2 a, Point2 b, Point2 c, Point2 d, double tolerance) {
  if (std::max(a.x, b.x) < std::min(c.x, d.x) || std::max(c.x, d.x) < std::min(a.x, b.x) ||
      std::max(a.y, b.y) < std::min(c.y, d.y) || std::max(c.y, d.y) < std::min(a.y, b.y)) {
    return std::nullopt;
  }
  double d1 = cross(a, b, c), d2 = cross(a, b, d), d3 = cross(c, d, a), d4 = cross(c, d, b);
  if ((d1 > 0) == (d2 > 0) || (d3 > 0) == (d4 > 0)) return std::nullopt;
  // The cross products are lengths times distances: a distance under the tolerance is a touch, not a crossing.
  double ab = distance(a, b), cd = distance(c, d);
  if (std::fabs(d1) <= tolerance * ab || std::fabs(d2) <= tolerance * ab || std::fabs(d3) <= tolerance * cd ||
      std::fabs(d4) <= tolerance * cd) {
    return std::nullopt;
  }
  double t = d3 / (d3 - d4);
  return Point2{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

}  // namespace

std::optional<Point2> first_crossing(const std::vector<Point2>& points, bool closed, double tolerance,
                                     Progress& progress) {
  std::size_t n = closed ? points.size() : points.size() - 1;  // segments
  if (n < (closed ? 4u : 3u)) return std::nullopt;
  Box box = box_of(points);
  double span = std::max(box.max_x - box.min_x, box.max_y - box.min_y);
  if (!(span > 0) || !std::isfinite(span)) return std::nullopt;
  double across = std::ceil(std::sqrt(static_cast<double>(n)));
  double cell = span / across;
  // The grid is across x across cells (a few more by rounding): a cell's number is its key.
  auto row = static_cast<long long>(across) + 4;
  auto key = [&](long long x, long long y) { return static_cast<std::uint64_t>((x + 1) * row + (y + 1)); };
  auto segment = [&](std::size_t i) { return std::pair(points[i], points[(i + 1) % points.size()]); };
  std::vector<std::pair<std::uint64_t, std::uint32_t>> entries;
  entries.reserve(n * 2);
  std::vector<std::uint32_t> long_segments;
  for (std::size_t i = 0; i < n; ++i) {
    auto [a, b] = segment(i);
    auto x0 = static_cast<long long>(std::floor((std::min(a.x, b.x) - box.min_x) / cell));
    auto x1 = static_cast<long long>(std::floor((std::max(a.x, b.x) - box.min_x) / cell));
    auto y0 = static_cast<long long>(std::floor((std::min(a.y, b.y) - box.min_y) / cell));
    auto y1 = static_cast<long long>(std::floor((std::max(a.y, b.y) - box.min_y) / cell));
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 16) {
      long_segments.push_back(static_cast<std::uint32_t>(i));
      continue;
    }
    for (long long x = x0; x <= x1; ++x) {
      for (long long y = y0; y <= y1; ++y) entries.emplace_back(key(x, y), static_cast<std::uint32_t>(i));
    }
  }
  std::sort(entries.begin(), entries.end());
  std::size_t tests = 0;
  auto adjacent = [&](std::size_t i, std::size_t j) {
    std::size_t d = i > j ? i - j : j - i;
    return d <= 1 || (closed && d == n - 1);
  };
  auto test = [&](std::size_t i, std::size_t j) -> std::optional<Point2> {
    if (i == j || adjacent(i, j)) return std::nullopt;
    ++tests;
    progress.tick();
    auto [a, b] = segment(i);
    auto [c, d] = segment(j);
    return crossing(a, b, c, d, tolerance);
  };
  for (std::size_t g = 0; g < entries.size() && tests < kMaxCrossingTests;) {
    std::size_t end = g;
    while (end < entries.size() && entries[end].first == entries[g].first) ++end;
    for (std::size_t i = g; i < end; ++i) {
      for (std::size_t j = i + 1; j < end; ++j) {
        if (auto at = test(entries[i].second, entries[j].second)) return at;
      }
    }
    g = end;
  }
  for (std::uint32_t i : long_segments) {
    for (std::size_t j = 0; j < n && tests < kMaxCrossingTests; ++j) {
      if (auto at = test(i, j)) return at;
    }
  }
  return std::nullopt;
}

void find_overlaps(const EdgeSet& set, const ChainOptions& options, ChainResult& result, Progress& progress) {
  struct Piece {
    long long angle, offset;
    double t0, t1;
    double ux, uy, distance;  // the line: direction and signed distance from the origin
    std::uint32_t edge;
    bool operator<(const Piece& o) const {
      return std::tie(angle, offset, t0, t1) < std::tie(o.angle, o.offset, o.t0, o.t1);
    }
  };
  std::vector<Piece> pieces;
  const auto& points = set.points();
  for (std::size_t e = 0; e < set.edges().size(); ++e) {
    const auto& edge = set.edges()[e];
    if (!edge.straight) continue;
    for (std::size_t k = edge.first; k + 1 < edge.first + edge.count; ++k) {
    Point2 a = points[k], b = points[k + 1];
    double length = distance(a, b);
    if (length <= options.tolerance) continue;
    double ux = (b.x - a.x) / length, uy = (b.y - a.y) / length;
    if (ux < 0 || (ux == 0 && uy < 0)) {
      ux = -ux;
      uy = -uy;
    }
    double offset = a.x * uy - a.y * ux;
    double ta = a.x * ux + a.y * uy, tb = b.x * ux + b.y * uy;
    pieces.push_back({std::llround(std::atan2(uy, ux) / 1e-6), std::llround(offset / options.tolerance),
                      std::min(ta, tb), std::max(ta, tb), ux, uy, offset, static_cast<std::uint32_t>(e)});
    }
  }
  std::sort(pieces.begin(), pieces.end());
  for (std::size_t g = 0; g < pieces.size();) {
    std::size_t end = g;
    while (end < pieces.size() && pieces[end].angle == pieces[g].angle && pieces[end].offset == pieces[g].offset) ++end;
    std::size_t reach = g;  // the piece reaching furthest so far
    for (std::size_t i = g + 1; i < end; ++i) {
      progress.tick();
      const auto& before = pieces[reach];
      const auto& piece = pieces[i];
      double overlap = std::min(before.t1, piece.t1) - piece.t0;
      bool same = std::fabs(before.t0 - piece.t0) <= options.tolerance &&
                  std::fabs(before.t1 - piece.t1) <= options.tolerance;  // a duplicate: the preflight reports those
      if (overlap > options.tolerance && !same) {
        ++result.overlap_count;
        if (result.overlaps.size() < options.max_reported) {
          Point2 from{piece.t0 * piece.ux + piece.distance * piece.uy, piece.t0 * piece.uy - piece.distance * piece.ux};
          result.overlaps.push_back({from, overlap, set.edges()[before.edge].source, set.edges()[piece.edge].source});
        }
      }
      if (piece.t1 > before.t1) reach = i;
    }
    g = end;
  }
}

void find_arc_overlaps(const EdgeSet& set, const ChainOptions& options, ChainResult& result, Progress& progress) {
  // Arcs on one circle (centre and radius within the tolerance), as angle intervals from 0 to 2π: one past 2π wraps
  // into two.
  struct Interval {
    long long x, y, r;
    double t0, t1;
    const EdgeSet::Arc* arc;
    bool operator<(const Interval& o) const { return std::tie(x, y, r, t0, t1) < std::tie(o.x, o.y, o.r, o.t0, o.t1); }
  };
  constexpr double kTurn = 2 * std::numbers::pi;
  std::vector<Interval> intervals;
  for (const auto& arc : set.arcs()) {
    const auto& a = arc.arc;
    if (!(a.radius > options.tolerance) || !std::isfinite(a.start) || !std::isfinite(a.sweep)) continue;
    double q = options.tolerance;
    Interval interval{std::llround(a.center.x / q), std::llround(a.center.y / q), std::llround(a.radius / q),
                      0, 0, &arc};
    double start = std::fmod(a.start, kTurn);
    if (start < 0) start += kTurn;
    double end = start + std::min(a.sweep, kTurn);
    interval.t0 = start;
    interval.t1 = std::min(end, kTurn);
    intervals.push_back(interval);
    if (end > kTurn) {
      interval.t0 = 0;
      interval.t1 = end - kTurn;
      intervals.push_back(interval);
    }
  }
  std::sort(intervals.begin(), intervals.end());
  auto same_circle = [](const Interval& a, const Interval& b) { return a.x == b.x && a.y == b.y && a.r == b.r; };
  for (std::size_t g = 0; g < intervals.size();) {
    std::size_t end = g;
    while (end < intervals.size() && same_circle(intervals[end], intervals[g])) ++end;
    std::size_t reach = g;
    for (std::size_t i = g + 1; i < end; ++i) {
      progress.tick();
      const auto& before = intervals[reach];
      const auto& piece = intervals[i];
      double radius = piece.arc->arc.radius;
      double overlap = (std::min(before.t1, piece.t1) - piece.t0) * radius;
      if (overlap > options.tolerance && before.arc->edge != piece.arc->edge) {
        ++result.overlap_count;
        if (result.overlaps.size() < options.max_reported) {
          Point2 c = piece.arc->arc.center;
          Point2 from{c.x + radius * std::cos(piece.t0), c.y + radius * std::sin(piece.t0)};
          result.overlaps.push_back(
              {from, overlap, set.edges()[before.arc->edge].source, set.edges()[piece.arc->edge].source});
        }
      }
      if (piece.t1 > before.t1) reach = i;
    }
    g = end;
  }
}

}  // namespace cw::cad::detail
