// Polylines and splines once complete, and the geometry the chainer gets.
#include "drawing_checker.hpp"

#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace cw::cad::detail {

namespace {

// A periodic spline's control points and knots, its first `degree` control points again at the end and the knots
// continued with the same steps (period: the number of control points). False when the data is no such spline.
bool wrap_periodic(PendingSpline& spline) {
  auto p = static_cast<std::size_t>(spline.degree), n = spline.control.size();
  if (p < 1 || n <= p || spline.knots.size() != n + p + 1) return false;
  for (std::size_t i = 0; i < p; ++i) {
    spline.control.push_back(spline.control[i]);
    if (!spline.weights.empty()) spline.weights.push_back(spline.weights[i]);
    spline.knots.push_back(spline.knots.back() + (spline.knots[p + i + 1] - spline.knots[p + i]));
  }
  return true;
}

}  // namespace

Ocs turn_into_plan(PendingPolyline& polyline) {
  // A 2D polyline is drawn in its OCS (a 3D one, flag 8, in the drawing's coordinates).
  Ocs ocs = (polyline.flags & 8) != 0 ? Ocs{} : polyline.context.ocs;
  if (ocs.mirrored) {
    for (auto& v : polyline.vertices) {
      Point2 p = ocs.to_plan({v.x, v.y});
      v = {p.x, p.y, -v.bulge};
    }
  }
  return ocs;
}

std::vector<Point2> polyline_path(const PendingPolyline& polyline, const Ocs& ocs, double tolerance,
                                  double curve_tolerance, std::vector<CircularArc>* arcs) {
  const auto& vertices = polyline.vertices;
  if (vertices.empty()) return {};
  Point2 first{vertices.front().x, vertices.front().y}, last{vertices.back().x, vertices.back().y};
  bool flagged_closed = (polyline.flags & 1) != 0;
  bool ends_meet = vertices.size() >= 3 && std::hypot(last.x - first.x, last.y - first.y) <= tolerance;
  std::vector<Point2> run{first};
  std::size_t segments = flagged_closed && !ends_meet ? vertices.size() : vertices.size() - 1;
  for (std::size_t i = 0; i < segments; ++i) {
    Point2 a{vertices[i].x, vertices[i].y};
    const auto& next = vertices[(i + 1) % vertices.size()];
    Point2 b{next.x, next.y};
    if (auto arc = bulge_arc(a, b, vertices[i].bulge)) {
      if (arcs && !ocs.tilted) arcs->push_back({arc->center, arc->radius, arc->start, arc->sweep});
      auto chords = flatten_arc(arc->center, arc->radius, arc->start, arc->sweep, curve_tolerance);
      if (chords.size() > 2) run.insert(run.end(), chords.begin() + 1, chords.end() - 1);
    }
    run.push_back(b);
  }
  if (flagged_closed || ends_meet) run.back() = first;
  if (ocs.tilted) into_plan(run, ocs);  // its arcs: ellipses, seen from above
  return run;
}

void DrawingChecker::finish_polyline() {
  finish_spline();
  if (!polyline_) return;
  PendingPolyline polyline = std::move(*polyline_);
  polyline_.reset();
  const auto& context = polyline.context;
  auto& vertices = polyline.vertices;
  for (const auto& v : vertices) {
    if (!usable_or_report(context, "POLYLINE", {v.x, v.y})) return;
    if (!std::isfinite(v.bulge) || std::fabs(v.bulge) > kMaxBulge) {
      add_finding("bad_coordinate", Severity::error,
                  "A POLYLINE on layer " + clean_text(context.layer) + " has a bulge of " + number(v.bulge) +
                      ", which is no arc",
                  context, Point2{v.x, v.y});
      return;
    }
  }
  bool mesh = (polyline.flags & (16 | 64)) != 0;
  // A mirrored one's vertices and bulges turn into the plan here; a tilted one's run is projected at the end.
  Ocs ocs = turn_into_plan(polyline);
  Point2 first = vertices.empty() ? Point2{} : Point2{vertices.front().x, vertices.front().y};
  Point2 last = vertices.empty() ? Point2{} : Point2{vertices.back().x, vertices.back().y};
  double tolerance = options_.geometry_tolerance;
  bool flagged_closed = (polyline.flags & 1) != 0;
  bool ends_meet = vertices.size() >= 3 && std::hypot(last.x - first.x, last.y - first.y) <= tolerance;

  BoxBuilder box;
  double length = 0;
  for (std::size_t i = 0; i < vertices.size(); ++i) {
    Point2 a{vertices[i].x, vertices[i].y};
    box.add(a.x, a.y);
    bool has_next = i + 1 < vertices.size() || (flagged_closed && vertices.size() > 1);
    if (!has_next || mesh) continue;
    const auto& next = vertices[(i + 1) % vertices.size()];
    Point2 b{next.x, next.y};
    box.add(bulge_segment_box(a, b, vertices[i].bulge));
    length += bulge_segment_length(a, b, vertices[i].bulge);
  }
  if (!box.empty && ocs.tilted) {
    BoxBuilder seen;  // the box's corners seen from above
    for (Point2 corner : {Point2{box.box.min_x, box.box.min_y}, Point2{box.box.max_x, box.box.max_y},
                          Point2{box.box.min_x, box.box.max_y}, Point2{box.box.max_x, box.box.min_y}}) {
      Point2 p = ocs.to_plan(corner);
      seen.add(p.x, p.y);
    }
    box = seen;
  }
  if (!box.empty) add_extents(context, box.box);
  if (mesh) return;
  if (vertices.size() < 2 || length <= tolerance) {
    report_zero_length(context, "POLYLINE", first);
    return;
  }
  bool closed = flagged_closed || ends_meet;
  KeyHasher key = entity_key(EntityType::polyline, context);
  key.add(closed ? 1 : 0);
  for (const auto& v : vertices) {
    key.add_quantized(v.x, tolerance);
    key.add_quantized(v.y, tolerance);
    key.add_quantized(v.bulge, 1e-6);
  }
  if (ocs.tilted) {
    for (double v : {ocs.nx, ocs.ny, ocs.nz}) key.add_quantized(v, 1e-6);
    report_tilted(context, "POLYLINE", ocs.to_plan(first));
  }
  if (check_duplicate(key, context, "POLYLINE", first) || !context.chained()) return;
  std::vector<CircularArc> arcs;
  auto run = polyline_path(polyline, ocs, tolerance, options_.curve_tolerance, &arcs);
  edges_for(context).add_run(run, source_of(context, true), true, arcs);
}

void DrawingChecker::finish_spline() {
  if (!spline_) return;
  PendingSpline spline = std::move(*spline_);
  spline_.reset();
  if (!spline.context.chained()) return;
  bool rational = std::any_of(spline.weights.begin(), spline.weights.end(), [](double w) { return w != 1; });
  if (!rational) spline.weights.clear();
  bool closed = (spline.flags & 1) != 0;
  auto gap = [&](const std::vector<Point2>& run) {
    return run.size() < 2 ? 0 : std::hypot(run.back().x - run.front().x, run.back().y - run.front().y);
  };
  auto run = flatten_spline(spline.degree, spline.control, spline.knots, spline.weights, options_.curve_tolerance);
  // A closed (periodic) spline whose control points do not repeat their first ones at the end: wrapped, so it closes
  // as the curve it is, not by a chord.
  if (closed && gap(run) > options_.geometry_tolerance && wrap_periodic(spline)) {
    auto wrapped =
        flatten_spline(spline.degree, spline.control, spline.knots, spline.weights, options_.curve_tolerance);
    if (wrapped.size() >= 2 && gap(wrapped) <= options_.geometry_tolerance) run = std::move(wrapped);
  }
  // A spline the file does not describe as a curve: through its fit points, else along its control points.
  if (run.size() < 2) {
    run = spline.fit.size() >= 2 ? flatten_fit_points(spline.fit, closed, options_.curve_tolerance) : spline.control;
  }
  if (run.size() < 2) return;
  if (closed && gap(run) > options_.geometry_tolerance) run.push_back(run.front());
  double length = 0;
  for (std::size_t i = 1; i < run.size(); ++i) length += std::hypot(run[i].x - run[i - 1].x, run[i].y - run[i - 1].y);
  if (length <= options_.geometry_tolerance) {
    report_zero_length(spline.context, "SPLINE", run.front());
    return;
  }
  edges_for(spline.context).add_run(run, source_of(spline.context, false), false);
}

EdgeSet& DrawingChecker::edges_for(const EntityContext& context) {
  return edge_sets_[{context.space, context.layer_id}];
}

std::uint32_t DrawingChecker::source_of(const EntityContext& context, bool polyline) {
  sources_.push_back({handle_number(context.handle), context.layer_id, context.space, polyline});
  return static_cast<std::uint32_t>(sources_.size() - 1);
}

EntityContext DrawingChecker::context_of(std::uint32_t index, std::optional<std::uint32_t> layer) const {
  const Source& source = sources_[index];
  EntityContext context;
  context.layer = layer_names_[layer.value_or(source.layer)];
  context.cut = true;
  context.model = source.space == kModelSpace;
  context.handle = handle_text(source.handle);
  if (source.space >= 0) context.block = block_names_[static_cast<std::size_t>(source.space)];
  context.layer_id = layer.value_or(source.layer);
  context.space = source.space;
  return context;
}

}  // namespace cw::cad::detail
