#pragma once
// What the chainer's files share (contours.hpp): the limits, distances, a hash grid of points, progress calls, and
// the checks for crossings and overlaps (chain_checks.cpp). Internal to the library.
#include "cw/cad/contours.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <numbers>
#include <optional>
#include <unordered_map>
#include <vector>

namespace cw::cad::detail {

constexpr std::size_t kProgressEvery = 4096;
constexpr std::size_t kMaxSplinePoints = 65'536;
constexpr int kMaxSplineDepth = 12;
// Pairs of segments tried per contour when looking for a crossing; past it the contour is not checked further.
constexpr std::size_t kMaxCrossingTests = 20'000'000;
// Node and segment pairs measured when looking for T-junctions; past it no more are looked for.
constexpr std::size_t kMaxJunctionTests = 20'000'000;
// Larger contours tried as the holder of one contour.
constexpr std::size_t kMaxHolderCandidates = 1024;

// Coordinates are bounded (the preflight drops any past 1e9), so the squares cannot overflow: no need for hypot.
inline double squared_distance(Point2 a, Point2 b) { return (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y); }
inline double distance(Point2 a, Point2 b) { return std::sqrt(squared_distance(a, b)); }

inline std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

inline std::uint64_t cell_key(long long cx, long long cy) {
  return mix(static_cast<std::uint64_t>(cx) * 0x9e3779b97f4a7c15ull ^ mix(static_cast<std::uint64_t>(cy)));
}

// Points on a hash grid whose cells are a few times the search radius: the points within the radius of a point are
// in the one to four cells its radius touches (usually one).
class PointGrid {
 public:
  PointGrid(double radius, std::size_t expected) : radius_(radius), cell_(radius * 8) { heads_.reserve(expected); }

  long long index(double v) const { return static_cast<long long>(std::floor(v / cell_)); }

  void add(Point2 p, std::uint32_t id) {
    if (next_.size() <= id) next_.resize(id + 1, kNone);
    auto [slot, inserted] = heads_.try_emplace(cell_key(index(p.x), index(p.y)), id);
    if (!inserted) {
      next_[id] = slot->second;
      slot->second = id;
    }
  }

  // Calls visit(id) for every point in the cells within the radius of p (the caller measures the distance).
  template <typename Visit>
  void near(Point2 p, Visit&& visit) const {
    long long x0 = index(p.x - radius_), x1 = index(p.x + radius_);
    long long y0 = index(p.y - radius_), y1 = index(p.y + radius_);
    for (long long cx = x0; cx <= x1; ++cx) {
      for (long long cy = y0; cy <= y1; ++cy) in_cell(cx, cy, visit);
    }
  }

  double cell() const { return cell_; }

  // Calls visit(id) for every point in the cell (index(x), index(y)).
  template <typename Visit>
  void in_cell(long long cx, long long cy, Visit&& visit) const {
    auto found = heads_.find(cell_key(cx, cy));
    if (found == heads_.end()) return;
    for (std::uint32_t id = found->second; id != kNone; id = next_[id]) visit(id);
  }

 private:
  static constexpr std::uint32_t kNone = 0xffffffffu;
  double radius_;
  double cell_;
  std::unordered_map<std::uint64_t, std::uint32_t> heads_;
  std::vector<std::uint32_t> next_;
};

struct Progress {
  const std::function<void()>& callback;
  std::size_t count = 0;
  void tick() {
    if (++count % kProgressEvery == 0 && callback) callback();
  }
};

inline Box box_of(const std::vector<Point2>& points) {
  Box box{points.front().x, points.front().y, points.front().x, points.front().y};
  for (const auto& p : points) {
    box.min_x = std::min(box.min_x, p.x);
    box.min_y = std::min(box.min_y, p.y);
    box.max_x = std::max(box.max_x, p.x);
    box.max_y = std::max(box.max_y, p.y);
  }
  return box;
}

inline Box box_of_run(const std::vector<Point2>& points, std::size_t first, std::size_t count) {
  Box box{points[first].x, points[first].y, points[first].x, points[first].y};
  for (std::size_t i = first + 1; i < first + count; ++i) {
    box.min_x = std::min(box.min_x, points[i].x);
    box.min_y = std::min(box.min_y, points[i].y);
    box.max_x = std::max(box.max_x, points[i].x);
    box.max_y = std::max(box.max_y, points[i].y);
  }
  return box;
}

// Twice the signed area of the triangle o, a, b: which side of o-a the point b lies on.
inline double cross(Point2 o, Point2 a, Point2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

// The first crossing of the run of points with itself, by a grid of its segments (closed: the last point joins the
// first).
std::optional<Point2> first_crossing(const std::vector<Point2>& points, bool closed, double tolerance,
                                     Progress& progress);

// Straight pieces on one line that overlap: the line's direction and distance from the origin, then the intervals.
void find_overlaps(const EdgeSet& set, const ChainOptions& options, ChainResult& result, Progress& progress);
// An end on the middle of an edge: its node, the edge and the piece of the edge (from 0) it lies on.
struct Junction {
  std::uint32_t node = 0;
  std::uint32_t edge = 0;
  std::uint32_t piece = 0;
  double reach = 0;  // how near the edge's pieces count as on it (more for chords of a curve)
};
// The nodes (candidate: those to look at) that lie on the middle of an edge (not at its ends), each once.
std::vector<Junction> find_junctions(const EdgeSet& set, const std::vector<Point2>& nodes,
                                     const std::vector<char>& candidate, const std::vector<std::uint32_t>& end_node,
                                     const std::vector<char>& loop, const ChainOptions& options, Progress& progress);
// The distance of p from the edge's pieces near the given one (two either side).
double edge_distance(const EdgeSet& set, std::uint32_t edge, std::uint32_t near_piece, Point2 p);

// Arcs on one circle whose angles overlap (the same arc drawn twice, or in overlapping pieces).
void find_arc_overlaps(const EdgeSet& set, const ChainOptions& options, ChainResult& result, Progress& progress);

}  // namespace cw::cad::detail
