// Joining the ends of the edges into contours (contours.hpp).
#include "chain_support.hpp"

#include <algorithm>
#include <utility>

namespace cw::cad {

using namespace detail;  // NOLINT: the chainer's parts, internal to this library

ChainResult chain(const EdgeSet& set, const ChainOptions& options) {
  ChainResult result;
  Progress progress{options.on_progress};
  const auto& edges = set.edges();
  const auto& points = set.points();
  double tolerance = options.tolerance;
  auto front = [&](std::size_t e) { return points[edges[e].first]; };
  auto back = [&](std::size_t e) { return points[edges[e].first + edges[e].count - 1]; };

  auto add_closed = [&](std::vector<Point2> run, std::uint32_t source, std::size_t count) {
    ClosedContour contour;
    contour.points = std::move(run);
    contour.source = source;
    contour.edges = count;
    contour.box = box_of(contour.points);
    contour.area = std::fabs(signed_area(contour.points));
    result.closed.push_back(std::move(contour));
  };

  // Ends within the tolerance become one node: the first end seen is the node's point.
  PointGrid grid(tolerance, edges.size() * 2);
  std::vector<Point2> nodes;
  std::vector<std::uint32_t> end_node(edges.size() * 2, 0);
  // Edges left out of the walks between nodes: a run closing on itself, a piece with both ends on one node.
  constexpr char kLoop = 1, kDegenerate = 2;
  std::vector<char> loop(edges.size(), 0);
  auto node_for = [&](Point2 p) {
    std::uint32_t best = 0xffffffffu;
    double best_distance = tolerance * tolerance;
    grid.near(p, [&](std::uint32_t id) {
      double d = squared_distance(p, nodes[id]);
      if (d <= best_distance) {
        best_distance = d;
        best = id;
      }
    });
    if (best != 0xffffffffu) return best;
    auto id = static_cast<std::uint32_t>(nodes.size());
    nodes.push_back(p);
    grid.add(p, id);
    return id;
  };
  auto take_nodes = [&](std::size_t e) {
    end_node[2 * e] = node_for(front(e));
    end_node[2 * e + 1] = node_for(back(e));
  };
  // A piece no larger than twice the tolerance (a stray LINE about as long as it) takes its nodes last, from the
  // ends around it: when both its ends fall on one node it is a point there, not a path, and takes no part (else
  // that node would branch into four ends). The checker reports the shorter ones as zero_length.
  std::vector<std::size_t> tiny;
  auto is_tiny = [&](std::size_t e) {
    if (distance(front(e), back(e)) > 2 * tolerance) return false;
    Box box = box_of_run(points, edges[e].first, edges[e].count);
    return std::max(box.max_x - box.min_x, box.max_y - box.min_y) <= 2 * tolerance;
  };
  for (std::size_t e = 0; e < edges.size(); ++e) {
    progress.tick();
    if (is_tiny(e)) {
      tiny.push_back(e);
      continue;
    }
    // A run that closes on itself is a contour of its own.
    if (edges[e].count >= 3 && distance(front(e), back(e)) <= tolerance) {
      loop[e] = kLoop;
      continue;
    }
    take_nodes(e);
  }
  for (std::size_t e : tiny) {
    take_nodes(e);
    if (end_node[2 * e] == end_node[2 * e + 1]) loop[e] = kDegenerate;
  }
  for (std::size_t e = 0; e < edges.size(); ++e) {
    if (loop[e] != kLoop) continue;
    std::vector<Point2> run(points.begin() + static_cast<std::ptrdiff_t>(edges[e].first),
                            points.begin() + static_cast<std::ptrdiff_t>(edges[e].first + edges[e].count - 1));
    add_closed(std::move(run), edges[e].source, 1);
  }

  // Which edge ends meet at each node.
  std::vector<std::uint32_t> offset(nodes.size() + 1, 0);
  for (std::size_t e = 0; e < edges.size(); ++e) {
    if (loop[e]) continue;
    ++offset[end_node[2 * e] + 1];
    ++offset[end_node[2 * e + 1] + 1];
  }
  for (std::size_t i = 0; i < nodes.size(); ++i) offset[i + 1] += offset[i];
  std::vector<std::uint32_t> incident(offset.back());
  {
    std::vector<std::uint32_t> fill(offset.begin(), offset.end() - 1);
    for (std::size_t e = 0; e < edges.size(); ++e) {
      if (loop[e]) continue;
      incident[fill[end_node[2 * e]]++] = static_cast<std::uint32_t>(2 * e);
      incident[fill[end_node[2 * e + 1]]++] = static_cast<std::uint32_t>(2 * e + 1);
    }
  }
  auto degree = [&](std::uint32_t node) { return offset[node + 1] - offset[node]; };

  for (std::uint32_t node = 0; node < nodes.size(); ++node) {
    if (degree(node) < 3) continue;
    ++result.branch_count;
    if (result.branches.size() < options.max_reported) {
      result.branches.push_back({nodes[node], degree(node), edges[incident[offset[node]] / 2].source, false});
    }
  }
  // T-junctions: an end on the middle of another edge, unless every edge there runs along that edge (an overlap).
  std::vector<char> on_middle(nodes.size(), 0);
  {
    for (std::uint32_t node = 0; node < nodes.size(); ++node) on_middle[node] = degree(node) < 3;
    auto found = find_junctions(set, nodes, on_middle, end_node, loop, options, progress);
    std::fill(on_middle.begin(), on_middle.end(), 0);
    for (const auto& junction : found) {
      bool along = true;
      for (std::uint32_t k = offset[junction.node]; k < offset[junction.node + 1] && along; ++k) {
        const auto& edge = edges[incident[k] / 2];
        Point2 next = points[incident[k] % 2 == 0 ? edge.first + 1 : edge.first + edge.count - 2];
        Point2 at = nodes[junction.node], halfway{(at.x + next.x) / 2, (at.y + next.y) / 2};
        along = edge_distance(set, junction.edge, junction.piece, halfway) <= junction.reach;
      }
      if (along) continue;
      on_middle[junction.node] = 1;
      ++result.branch_count;
      if (result.branches.size() < options.max_reported) {
        result.branches.push_back({nodes[junction.node], degree(junction.node) + 2,
                                   edges[incident[offset[junction.node]] / 2].source, true});
      }
    }
  }

  // Walks from an edge end along the edges, through nodes where exactly two ends meet.
  std::vector<char> used(edges.size(), 0);
  struct Walk {
    std::vector<Point2> points;
    std::uint32_t last_node = 0;
    std::uint32_t first_source = 0, last_source = 0;
    std::size_t edges = 0;
  };
  auto walk = [&](std::uint32_t end) {  // end: 2 * edge + side, the side where the walk enters the edge
    Walk w;
    w.points.reserve(64);
    w.first_source = edges[end / 2].source;
    while (true) {
      progress.tick();
      std::size_t e = end / 2;
      used[e] = 1;
      ++w.edges;
      w.last_source = edges[e].source;
      const auto& edge = edges[e];
      auto begin = points.begin() + static_cast<std::ptrdiff_t>(edge.first);
      auto stop = begin + static_cast<std::ptrdiff_t>(edge.count);
      // Each edge's first point is the last one already in the walk.
      if (end % 2 == 0) {
        w.points.insert(w.points.end(), w.points.empty() ? begin : begin + 1, stop);
      } else {
        auto rbegin = std::make_reverse_iterator(stop), rend = std::make_reverse_iterator(begin);
        w.points.insert(w.points.end(), w.points.empty() ? rbegin : rbegin + 1, rend);
      }
      std::uint32_t exit = end ^ 1u;
      w.last_node = end_node[exit];
      if (degree(w.last_node) != 2) return w;
      std::uint32_t a = incident[offset[w.last_node]], b = incident[offset[w.last_node] + 1];
      std::uint32_t next = a == exit ? b : a;
      if (used[next / 2]) return w;
      end = next;
    }
  };

  struct LooseEnd {
    Point2 at;
    std::uint32_t chain;
    bool start;
  };
  std::vector<OpenChain> open;
  std::vector<LooseEnd> loose;
  for (std::uint32_t node = 0; node < nodes.size(); ++node) {
    if (degree(node) == 2) continue;
    for (std::uint32_t k = offset[node]; k < offset[node + 1]; ++k) {
      if (used[incident[k] / 2]) continue;
      Walk w = walk(incident[k]);
      OpenChain chain;
      chain.start = w.points.front();
      chain.end = w.points.back();
      chain.start_source = w.first_source;
      chain.end_source = w.last_source;
      chain.edges = w.edges;
      chain.start_loose = degree(node) == 1 && !on_middle[node];
      chain.end_loose = degree(w.last_node) == 1 && !on_middle[w.last_node];
      if (auto at = first_crossing(w.points, false, tolerance, progress)) {
        ++result.crossing_count;
        if (result.crossings.size() < options.max_reported) result.crossings.push_back({*at, w.first_source, false});
      }
      auto index = static_cast<std::uint32_t>(open.size());
      if (chain.start_loose) loose.push_back({chain.start, index, true});
      if (chain.end_loose) loose.push_back({chain.end, index, false});
      open.push_back(std::move(chain));
    }
  }
  // What is left are rings through nodes of two ends: closed contours.
  for (std::size_t e = 0; e < edges.size(); ++e) {
    if (used[e] || loop[e]) continue;
    Walk w = walk(static_cast<std::uint32_t>(2 * e));
    w.points.pop_back();  // back at the first point
    if (w.points.size() < 2) continue;
    add_closed(std::move(w.points), w.first_source, w.edges);
  }
  for (auto& contour : result.closed) {
    if (auto at = first_crossing(contour.points, true, tolerance, progress)) {
      ++result.crossing_count;
      if (result.crossings.size() < options.max_reported) result.crossings.push_back({*at, contour.source, true});
    }
  }

  // The gaps: each loose end to the nearest other loose end under the larger tolerance, else the chain's own ends.
  PointGrid near_grid(options.almost_tolerance, loose.size());
  for (std::size_t i = 0; i < loose.size(); ++i) near_grid.add(loose[i].at, static_cast<std::uint32_t>(i));
  std::vector<std::vector<Gap>> gaps(open.size());
  for (std::size_t i = 0; i < loose.size(); ++i) {
    progress.tick();
    std::uint32_t best = 0xffffffffu;
    double best_distance = options.almost_tolerance;
    near_grid.near(loose[i].at, [&](std::uint32_t j) {
      double d = distance(loose[i].at, loose[j].at);
      if (j != i && d <= best_distance) {
        best_distance = d;
        best = j;
      }
    });
    if (best == 0xffffffffu) continue;
    // The chain's own ends: once, from its start.
    if (loose[best].chain == loose[i].chain && !loose[i].start) continue;
    gaps[loose[i].chain].push_back({loose[i].at, loose[best].at, best_distance, true});
  }
  result.open_count = 0;
  for (std::size_t i = 0; i < open.size(); ++i) {
    auto& chain = open[i];
    if (!chain.start_loose && !chain.end_loose) continue;  // between branching points: reported there
    chain.gaps = std::move(gaps[i]);
    if (chain.gaps.empty()) {
      double d = distance(chain.start, chain.end);
      chain.gaps.push_back({chain.start, chain.end, d, d <= options.almost_tolerance});
    }
    ++result.open_count;
    if (result.open.size() < options.max_reported) result.open.push_back(std::move(chain));
  }

  find_overlaps(set, options, result, progress);
  find_arc_overlaps(set, options, result, progress);
  return result;
}

}  // namespace cw::cad
