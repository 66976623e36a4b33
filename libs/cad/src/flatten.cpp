// Curves as chords: arcs, ellipses and splines flattened within a tolerance, and the edge set that holds them.
#include "chain_support.hpp"

namespace cw::cad {

using namespace detail;  // NOLINT: the chainer's parts, internal to this library

void EdgeSet::add_segment(Point2 a, Point2 b, std::uint32_t source) {
  edges_.push_back({points_.size(), 2, source, true});
  points_.push_back(a);
  points_.push_back(b);
}

void EdgeSet::add_run(const std::vector<Point2>& run, std::uint32_t source, bool straight,
                      const std::vector<CircularArc>& arcs) {
  if (run.size() < 2) return;
  auto edge = static_cast<std::uint32_t>(edges_.size());
  edges_.push_back({points_.size(), run.size(), source, straight});
  points_.insert(points_.end(), run.begin(), run.end());
  for (const auto& arc : arcs) add_circular(arc, edge);
}

void EdgeSet::add_arc(Point2 center, double radius, double start, double sweep, std::uint32_t source,
                      double tolerance) {
  auto edge = static_cast<std::uint32_t>(edges_.size());
  add_run(flatten_arc(center, radius, start, sweep, tolerance), source, false);
  if (edges_.size() > edge) add_circular({center, radius, start, sweep}, edge);
}

void EdgeSet::add_circular(CircularArc arc, std::uint32_t edge) {
  if (arc.sweep < 0) {  // kept counter-clockwise: the same arc either way round is one arc
    arc.start += arc.sweep;
    arc.sweep = -arc.sweep;
  }
  arcs_.push_back({arc, edge});
}

namespace {

int arc_pieces(double radius, double sweep, double tolerance) {
  double turn = std::fabs(sweep);
  double pieces = std::ceil(turn / (std::numbers::pi / 4));
  if (tolerance < radius) pieces = std::max(pieces, std::ceil(turn / (2 * std::acos(1 - tolerance / radius))));
  if (!std::isfinite(pieces)) pieces = EdgeSet::kMaxArcPieces;
  return static_cast<int>(std::clamp(pieces, 1.0, static_cast<double>(EdgeSet::kMaxArcPieces)));
}

// Appends the curve's points from t0 (at a, already in points) to t1 (at b): the piece is halved while its middle
// strays from the chord by more than the tolerance (to a bounded depth and number of points).
template <typename Curve>
void refine_curve(const Curve& curve, double t0, Point2 a, double t1, Point2 b, double tolerance, int depth,
                  std::vector<Point2>& points) {
  double tm = (t0 + t1) / 2;
  Point2 m = curve(tm);
  double chord = distance(a, b);
  double off = chord > 0 ? std::fabs(cross(a, b, m)) / chord : distance(a, m);
  if (depth < kMaxSplineDepth && off > tolerance && points.size() < kMaxSplinePoints) {
    refine_curve(curve, t0, a, tm, m, tolerance, depth + 1, points);
    refine_curve(curve, tm, m, t1, b, tolerance, depth + 1, points);
    return;
  }
  points.push_back(b);
}

}  // namespace

std::vector<Point2> flatten_arc(Point2 center, double radius, double start, double sweep, double tolerance) {
  int pieces = arc_pieces(radius, sweep, tolerance);
  std::vector<Point2> points;
  points.reserve(static_cast<std::size_t>(pieces) + 1);
  for (int i = 0; i <= pieces; ++i) {
    double angle = start + sweep * i / pieces;
    points.push_back({center.x + radius * std::cos(angle), center.y + radius * std::sin(angle)});
  }
  return points;
}

std::vector<Point2> flatten_ellipse(Point2 center, Point2 major, double ratio, double start, double end,
                                    double tolerance) {
  double sweep = end - start;
  while (sweep <= 0) sweep += 2 * std::numbers::pi;
  if (sweep > 2 * std::numbers::pi) sweep = 2 * std::numbers::pi;
  Point2 minor{-major.y * ratio, major.x * ratio};
  double radius = std::hypot(major.x, major.y);
  int pieces = arc_pieces(radius, sweep, tolerance);
  std::vector<Point2> points;
  points.reserve(static_cast<std::size_t>(pieces) + 1);
  for (int i = 0; i <= pieces; ++i) {
    double t = start + sweep * i / pieces;
    points.push_back({center.x + major.x * std::cos(t) + minor.x * std::sin(t),
                      center.y + major.y * std::cos(t) + minor.y * std::sin(t)});
  }
  return points;
}

std::vector<Point2> flatten_spline(int degree, const std::vector<Point2>& control, const std::vector<double>& knots,
                                   const std::vector<double>& weights, double tolerance) {
  std::size_t n = control.size();
  auto p = static_cast<std::size_t>(degree);
  if (degree < 1 || degree > 10 || n < p + 1 || knots.size() != n + p + 1) return {};
  if (!weights.empty() && weights.size() != n) return {};
  for (std::size_t i = 0; i < knots.size(); ++i) {
    if (!std::isfinite(knots[i]) || (i > 0 && knots[i] < knots[i - 1])) return {};
  }
  for (double w : weights) {
    if (!std::isfinite(w) || w <= 0) return {};
  }
  double low = knots[p], high = knots[n];
  if (!(low < high)) return {};
  auto weight = [&](std::size_t i) { return weights.empty() ? 1.0 : weights[i]; };
  std::vector<double> hx(p + 1), hy(p + 1), hw(p + 1);
  auto evaluate = [&](double t) {
    // The knot span holding t (the last non-empty one for t == high), then de Boor's algorithm on homogeneous points.
    std::size_t k = p;
    while (k + 1 < n && knots[k + 1] <= t) ++k;
    for (std::size_t j = 0; j <= p; ++j) {
      std::size_t i = j + k - p;
      hw[j] = weight(i);
      hx[j] = control[i].x * hw[j];
      hy[j] = control[i].y * hw[j];
    }
    for (std::size_t r = 1; r <= p; ++r) {
      for (std::size_t j = p; j >= r; --j) {
        double left = knots[j + k - p], right = knots[j + 1 + k - r];
        double alpha = right > left ? (t - left) / (right - left) : 0;
        hx[j] = (1 - alpha) * hx[j - 1] + alpha * hx[j];
        hy[j] = (1 - alpha) * hy[j - 1] + alpha * hy[j];
        hw[j] = (1 - alpha) * hw[j - 1] + alpha * hw[j];
      }
    }
    return Point2{hx[p] / hw[p], hy[p] / hw[p]};
  };
  std::vector<Point2> points{evaluate(low)};
  // Each knot span in four, each quarter refined (refine_curve).
  for (std::size_t k = p; k < n; ++k) {
    if (!(knots[k] < knots[k + 1])) continue;
    for (int q = 0; q < 4; ++q) {
      double t0 = knots[k] + (knots[k + 1] - knots[k]) * q / 4;
      double t1 = q == 3 ? knots[k + 1] : knots[k] + (knots[k + 1] - knots[k]) * (q + 1) / 4;
      refine_curve(evaluate, t0, points.back(), t1, evaluate(std::min(t1, high)), tolerance, 0, points);
    }
  }
  for (const auto& point : points) {
    if (!std::isfinite(point.x) || !std::isfinite(point.y)) return {};
  }
  return points;
}

std::vector<Point2> flatten_fit_points(const std::vector<Point2>& fit, bool closed, double tolerance) {
  std::size_t n = fit.size();
  if (n < 3) return fit;
  auto at = [&](std::ptrdiff_t i) {
    auto count = static_cast<std::ptrdiff_t>(n);
    if (closed) return fit[static_cast<std::size_t>((i % count + count) % count)];
    return fit[static_cast<std::size_t>(std::clamp<std::ptrdiff_t>(i, 0, count - 1))];
  };
  std::vector<Point2> points{fit.front()};
  std::size_t spans = closed ? n : n - 1;
  for (std::size_t s = 0; s < spans && points.size() < kMaxSplinePoints; ++s) {
    auto i = static_cast<std::ptrdiff_t>(s);
    Point2 p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
    auto curve = [&](double t) {  // Hermite with the tangents (p2 - p0) / 2 and (p3 - p1) / 2
      double t2 = t * t, t3 = t2 * t;
      double a = -0.5 * t3 + t2 - 0.5 * t, b = 1.5 * t3 - 2.5 * t2 + 1, c = -1.5 * t3 + 2 * t2 + 0.5 * t;
      double d = 0.5 * t3 - 0.5 * t2;
      return Point2{a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y};
    };
    for (int q = 0; q < 4; ++q) {
      refine_curve(curve, q / 4.0, points.back(), (q + 1) / 4.0, q == 3 ? p2 : curve((q + 1) / 4.0), tolerance,
                   0, points);
    }
  }
  return points;
}

}  // namespace cw::cad
