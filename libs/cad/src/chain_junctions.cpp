// T-junctions: an edge's end on the middle of another edge, where the machine cannot know the path either.
#include "chain_support.hpp"

#include <limits>
#include <utility>

namespace cw::cad::detail {

namespace {

double segment_distance(Point2 p, Point2 a, Point2 b) {
  double dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy;
  double t = length2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0.0, 1.0) : 0;
  return distance(p, {a.x + dx * t, a.y + dy * t});
}

// The nodes to look at by cell: a dense array of cells when the drawing's box holds few enough of them (fast), else
// a hash grid (a stray entity far away must not make every cell huge). visit(node, point).
class NodeCells {
 public:
  NodeCells(const std::vector<Point2>& nodes, const std::vector<char>& candidate, double cell)
      : hashed_(cell / 8, nodes.size()), cell_(cell) {
    Box box = box_of(nodes);
    c0_ = index(box.min_x);
    r0_ = index(box.min_y);
    columns_ = index(box.max_x) - c0_ + 1;
    rows_ = index(box.max_y) - r0_ + 1;
    double cells = static_cast<double>(columns_) * static_cast<double>(rows_);
    dense_ = cells <= 4.0 * static_cast<double>(nodes.size()) + 1024;
    if (!dense_) {
      for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (candidate[i]) hashed_.add(nodes[i], static_cast<std::uint32_t>(i));
      }
      return;
    }
    offset_.assign(static_cast<std::size_t>(columns_ * rows_) + 1, 0);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      if (candidate[i]) ++offset_[slot(nodes[i]) + 1];
    }
    for (std::size_t i = 1; i < offset_.size(); ++i) offset_[i] += offset_[i - 1];
    ids_.resize(offset_.back());
    at_.resize(offset_.back());
    std::vector<std::uint32_t> fill(offset_.begin(), offset_.end() - 1);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      if (!candidate[i]) continue;
      std::uint32_t k = fill[slot(nodes[i])]++;
      ids_[k] = static_cast<std::uint32_t>(i);
      at_[k] = nodes[i];
    }
  }

  long long index(double v) const { return static_cast<long long>(std::floor(v / cell_)); }
  double cell() const { return cell_; }

  template <typename Visit>
  void in_cell(long long cx, long long cy, const std::vector<Point2>& nodes, Visit&& visit) const {
    if (!dense_) {
      hashed_.in_cell(cx, cy, [&](std::uint32_t id) { visit(id, nodes[id]); });
      return;
    }
    if (cx < c0_ || cy < r0_ || cx >= c0_ + columns_ || cy >= r0_ + rows_) return;
    auto i = static_cast<std::size_t>((cy - r0_) * columns_ + (cx - c0_));
    for (std::uint32_t k = offset_[i]; k < offset_[i + 1]; ++k) visit(ids_[k], at_[k]);
  }

 private:
  std::size_t slot(Point2 p) const {
    return static_cast<std::size_t>((index(p.y) - r0_) * columns_ + (index(p.x) - c0_));
  }

  PointGrid hashed_;
  double cell_;
  bool dense_ = false;
  long long c0_ = 0, r0_ = 0, columns_ = 1, rows_ = 1;
  std::vector<std::uint32_t> offset_, ids_;
  std::vector<Point2> at_;
};

// Calls visit(node, point) for the nodes in the cells that segment ab, widened by reach, passes through: column by
// column, so a long diagonal segment costs its length in cells, not its box. Each cell counts as a test.
template <typename Visit>
void along(const NodeCells& grid, const std::vector<Point2>& nodes, Point2 a, Point2 b, double reach,
           std::size_t& tests, Visit&& visit) {
  if (a.x > b.x) std::swap(a, b);
  double cell = grid.cell();
  long long c0 = grid.index(a.x - reach), c1 = grid.index(b.x + reach);
  double slope = b.x > a.x ? (b.y - a.y) / (b.x - a.x) : 0;
  for (long long c = c0; c <= c1 && tests < kMaxJunctionTests; ++c) {
    // The part of the segment over this column (all of it when it is vertical).
    double x0 = std::max(a.x, static_cast<double>(c) * cell - reach);
    double x1 = std::min(b.x, static_cast<double>(c + 1) * cell + reach);
    double ya = b.x > a.x ? a.y + (x0 - a.x) * slope : a.y, yb = b.x > a.x ? a.y + (x1 - a.x) * slope : b.y;
    long long r1 = grid.index(std::max(ya, yb) + reach);
    for (long long r = grid.index(std::min(ya, yb) - reach); r <= r1 && ++tests < kMaxJunctionTests; ++r) {
      grid.in_cell(c, r, nodes, visit);
    }
  }
}

}  // namespace

std::vector<Junction> find_junctions(const EdgeSet& set, const std::vector<Point2>& nodes,
                                     const std::vector<char>& candidate, const std::vector<std::uint32_t>& end_node,
                                     const std::vector<char>& loop, const ChainOptions& options, Progress& progress) {
  std::vector<Junction> found;
  const auto& edges = set.edges();
  const auto& points = set.points();
  if (nodes.empty() || edges.empty()) return found;
  // Cells about as large as an edge's box on average: a few cells per edge, a few nodes per cell.
  double extent = 0;
  for (const auto& edge : edges) {
    Box box = box_of_run(points, edge.first, edge.count);
    extent += std::max(box.max_x - box.min_x, box.max_y - box.min_y);
  }
  double widest = options.tolerance + options.curve_tolerance;
  NodeCells grid(nodes, candidate, std::max(extent / static_cast<double>(edges.size()), 8 * widest));
  std::vector<char> taken(nodes.size(), 0);
  std::vector<char> curved(edges.size(), 0);  // a polyline with bulges: chords of arcs
  for (const auto& arc : set.arcs()) curved[arc.edge] = 1;
  std::size_t tests = 0;
  for (std::size_t e = 0; e < edges.size() && tests < kMaxJunctionTests; ++e) {
    progress.tick();
    const auto& edge = edges[e];
    double reach = options.tolerance + (edge.straight && !curved[e] ? 0 : options.curve_tolerance);
    Point2 front = points[edge.first], back = points[edge.first + edge.count - 1];
    auto test = [&](std::uint32_t node, Point2 p, std::size_t first_piece, std::size_t last_piece) {
      ++tests;
      if (!loop[e] && (end_node[2 * e] == node || end_node[2 * e + 1] == node)) return;
      // So near the edge's end that a snap was missed: almost closed, not a T.
      if (distance(p, front) <= options.almost_tolerance || distance(p, back) <= options.almost_tolerance) return;
      if (taken[node]) return;
      for (std::size_t k = first_piece; k < last_piece; ++k) {
        if (segment_distance(p, points[edge.first + k], points[edge.first + k + 1]) > reach) continue;
        taken[node] = 1;
        found.push_back({node, static_cast<std::uint32_t>(e), static_cast<std::uint32_t>(k), reach});
        return;
      }
    };
    // A small edge (an arc, a short polyline): the cells of its box once, each node there against all its pieces.
    Box box = box_of_run(points, edge.first, edge.count);
    long long x0 = grid.index(box.min_x - reach), x1 = grid.index(box.max_x + reach);
    long long y0 = grid.index(box.min_y - reach), y1 = grid.index(box.max_y + reach);
    if (edge.count > 2 && x1 - x0 <= 3 && y1 - y0 <= 3 && (x1 - x0 + 1) * (y1 - y0 + 1) <= 4) {
      for (long long x = x0; x <= x1; ++x) {
        for (long long y = y0; y <= y1; ++y) {
          grid.in_cell(x, y, nodes, [&](std::uint32_t n, Point2 p) { test(n, p, 0, edge.count - 1); });
        }
      }
      continue;
    }
    for (std::size_t k = 0; k + 1 < edge.count && tests < kMaxJunctionTests; ++k) {
      along(grid, nodes, points[edge.first + k], points[edge.first + k + 1], reach, tests,
            [&](std::uint32_t n, Point2 p) { test(n, p, k, k + 1); });
    }
  }
  return found;
}

double edge_distance(const EdgeSet& set, std::uint32_t edge, std::uint32_t near_piece, Point2 p) {
  const auto& e = set.edges()[edge];
  std::size_t from = near_piece >= 2 ? near_piece - 2 : 0, to = std::min<std::size_t>(near_piece + 3, e.count - 1);
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t k = from; k < to; ++k) {
    best = std::min(best, segment_distance(p, set.points()[e.first + k], set.points()[e.first + k + 1]));
  }
  return best;
}

}  // namespace cw::cad::detail
