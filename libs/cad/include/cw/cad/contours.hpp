#pragma once
// Contours chained from loose geometry. A CNC cuts closed outlines; a drawing holds LINEs, ARCs, polylines and
// splines whose ends should meet. The chainer joins ends closer than a tolerance (a hash grid of the ends, so the work
// grows with the number of segments, not its square) and tells what is left: closed contours (with their area, box
// and which contour holds them: parts and their holes), open chains with their loose ends and the gaps between them
// (an "almost closed" gap is under a second, larger tolerance: a missed snap), points where three or more ends meet
// or an end meets the middle of another edge (the machine cannot know the path), straight pieces and arcs drawn over
// each other, and contours that cross themselves.
//
// Plain geometry: no file, no layer names. The preflight (dxf_preflight.hpp) feeds it one cut layer at a time.
#include "cw/cad/dxf_preflight.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace cw::cad {

// A circular arc: from start over sweep (radians, positive counter-clockwise, negative clockwise).
struct CircularArc {
  Point2 center;
  double radius = 0;
  double start = 0;
  double sweep = 0;
};

// Geometry as the chainer takes it: each edge is a run of points (a straight segment has two, a flattened arc or
// spline more) with the caller's number for the entity it came from.
class EdgeSet {
 public:
  struct Edge {
    std::size_t first = 0;  // into points()
    std::size_t count = 0;  // at least 2
    std::uint32_t source = 0;
    bool straight = false;  // its pieces are lines as drawn (not chords of a curve): checked for overlaps
  };

  // An arc of an edge, kept as a circle to find arcs drawn over each other.
  struct Arc {
    CircularArc arc;  // counter-clockwise (sweep > 0)
    std::uint32_t edge = 0;
  };

  void add_segment(Point2 a, Point2 b, std::uint32_t source);
  // The points as one edge (a polyline's run, a flattened curve). A run whose last point meets its first is a closed
  // contour on its own. straight: its pieces between the arcs are drawn lines (a polyline), not chords of a curve;
  // arcs: the circular arcs in it (a polyline's bulges), checked for overlaps with other arcs.
  void add_run(const std::vector<Point2>& run, std::uint32_t source, bool straight,
               const std::vector<CircularArc>& arcs = {});
  // A circular arc, flattened so no chord strays from the arc by more than tolerance (at most kMaxArcPieces chords).
  void add_arc(Point2 center, double radius, double start, double sweep, std::uint32_t source, double tolerance);

  const std::vector<Edge>& edges() const { return edges_; }
  const std::vector<Point2>& points() const { return points_; }
  const std::vector<Arc>& arcs() const { return arcs_; }
  std::size_t size() const { return edges_.size(); }
  bool empty() const { return edges_.empty(); }

  static constexpr int kMaxArcPieces = 256;

 private:
  void add_circular(CircularArc arc, std::uint32_t edge);

  std::vector<Edge> edges_;
  std::vector<Point2> points_;
  std::vector<Arc> arcs_;
};

// The points of an arc (as EdgeSet::add_arc flattens it), its start and end included.
std::vector<Point2> flatten_arc(Point2 center, double radius, double start, double sweep, double tolerance);
// An elliptical arc: centre, major axis end point (relative to the centre), ratio of minor to major, and the
// parameters from start to end (radians, counter-clockwise; end may be below start: it wraps).
std::vector<Point2> flatten_ellipse(Point2 center, Point2 major, double ratio, double start, double end,
                                    double tolerance);
// A NURBS curve of the given degree (knots: control points + degree + 1 values, non-decreasing; weights empty or one
// per control point), sampled until no chord strays from the curve by more than tolerance. Empty when the data is not
// a curve (then the caller may fall back to the fit points or the control polygon).
std::vector<Point2> flatten_spline(int degree, const std::vector<Point2>& control, const std::vector<double>& knots,
                                   const std::vector<double>& weights, double tolerance);

// A smooth curve through the points (a SPLINE given by fit points only; closed: back to the first), as chords within
// the tolerance: a Catmull-Rom spline, near the curve CAD programs fit through them.
std::vector<Point2> flatten_fit_points(const std::vector<Point2>& fit, bool closed, double tolerance);

struct ChainOptions {
  double tolerance = 0.001;          // ends closer than this are one point
  double almost_tolerance = 0.5;     // a gap under this is "almost closed": a snap was missed
  double curve_tolerance = 0.01;     // how far a curve's chords may stray from it (an end this near one is on it)
  std::size_t max_reported = 500;    // per kind of problem; past it only counted
  std::function<void()> on_progress; // called now and then (the caller's clock may stop the work by throwing)
};

struct ClosedContour {
  std::vector<Point2> points;  // in order, the first not repeated at the end
  std::uint32_t source = 0;    // of its first edge
  std::size_t edges = 0;
  Box box;
  double area = 0;  // unsigned
  int parent = -1;  // the smallest closed contour holding it (index), -1 when none
  int depth = 0;    // 0 for an outer profile (a part), 1 for its holes, 2 for an island in a hole, ...
};

struct OpenChain {
  Point2 start, end;
  std::uint32_t start_source = 0, end_source = 0;
  std::size_t edges = 0;
  bool start_loose = false, end_loose = false;  // an end that meets nothing (not a branching point)
  std::vector<Gap> gaps;  // the chain's own ends, or its loose ends to another chain's within almost_tolerance
};

struct Branch {
  Point2 at;
  std::size_t ends = 0;  // how many segment ends meet there (3 or more; the middle of an edge counts as two)
  std::uint32_t source = 0;
  bool on_middle = false;  // a T-junction: an end on the middle of another edge (not at its end)
};

struct Overlap {
  Point2 from;
  double length = 0;
  std::uint32_t source = 0, other = 0;
};

struct Crossing {
  Point2 at;
  std::uint32_t source = 0;
  bool closed = true;  // of a closed contour (else of an open chain)
};

struct ChainResult {
  std::vector<ClosedContour> closed;  // every closed contour (containment: classify())
  std::vector<OpenChain> open;        // at most max_reported
  std::size_t open_count = 0;
  std::vector<Branch> branches;
  std::size_t branch_count = 0;
  std::vector<Overlap> overlaps;
  std::size_t overlap_count = 0;
  std::vector<Crossing> crossings;
  std::size_t crossing_count = 0;
};

ChainResult chain(const EdgeSet& edges, const ChainOptions& options);

// Sets parent and depth of each contour: which other contour holds it (by area, then a point inside).
void classify(std::vector<ClosedContour>& contours, const std::function<void()>& on_progress = {});

// Signed area (positive counter-clockwise) of the closed polygon.
double signed_area(const std::vector<Point2>& polygon);
// True when p lies inside the closed polygon (even-odd rule).
bool inside(const std::vector<Point2>& polygon, Point2 p);

}  // namespace cw::cad
