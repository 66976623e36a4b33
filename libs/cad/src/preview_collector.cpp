// The preview's reader: each entity goes to the checker first, then its shape is kept for the picture.
#include "preview_collector.hpp"

#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace cw::cad::detail {

PreviewCollector::PreviewCollector(const PreflightOptions& options, const PreviewOptions& preview,
                                   Clock::time_point deadline)
    : DrawingChecker(options, deadline), preview_(preview) {
  drawing_.dropped_segments.assign(1, 0);
}

void PreviewCollector::addLayer(const DL_LayerData& data) {
  DrawingChecker::addLayer(data);
  // A negative colour number is a layer switched off; its colour is the same.
  int rgb = attributes.getColor24();
  colors_[data.name] = rgb >= 0 ? true_color(rgb) : aci_color(std::abs(attributes.getColor()));
}

void PreviewCollector::addBlock(const DL_BlockData& data) {
  take_pending();
  DrawingChecker::addBlock(data);
}

void PreviewCollector::endBlock() {
  take_pending();
  DrawingChecker::endBlock();
}

void PreviewCollector::addLine(const DL_LineData& d) {
  DrawingChecker::addLine(d);
  if (usable(d.x1) && usable(d.y1) && usable(d.x2) && usable(d.y2)) keep_here({{d.x1, d.y1}, {d.x2, d.y2}});
}

// Curves are flattened in their OCS and turned into the plan as the checker places them (mirrored, tilted).
void PreviewCollector::addArc(const DL_ArcData& d) {
  DrawingChecker::addArc(d);
  if (!usable(d.cx) || !usable(d.cy) || !usable(d.radius) || !usable(d.angle1) || !usable(d.angle2)) return;
  auto [start, sweep] = arc_angles(d);
  keep_in_plan(flatten_arc({d.cx, d.cy}, std::fabs(d.radius), start, sweep, options_.curve_tolerance));
}

void PreviewCollector::addCircle(const DL_CircleData& d) {
  DrawingChecker::addCircle(d);
  if (!usable(d.cx) || !usable(d.cy) || !usable(d.radius)) return;
  keep_in_plan(flatten_arc({d.cx, d.cy}, std::fabs(d.radius), 0, 2 * kPi, options_.curve_tolerance));
}

void PreviewCollector::addEllipse(const DL_EllipseData& d) {
  DrawingChecker::addEllipse(d);
  if (!usable(d.cx) || !usable(d.cy) || !usable(d.mx) || !usable(d.my) || !usable(d.mz)) return;
  keep_here(ellipse_in_plan(d, entity_ocs(), options_.curve_tolerance));
}

void PreviewCollector::addPolyline(const DL_PolylineData& d) {
  take_pending();
  DrawingChecker::addPolyline(d);
}

void PreviewCollector::endEntity() {
  take_pending();
  DrawingChecker::endEntity();
}

void PreviewCollector::endSequence() {
  take_pending();
  DrawingChecker::endSequence();
}

void PreviewCollector::addSpline(const DL_SplineData& d) {
  take_pending();
  DrawingChecker::addSpline(d);
}

void PreviewCollector::addTrace(const DL_TraceData& d) {
  DrawingChecker::addTrace(d);
  // A TRACE's and a SOLID's third and fourth corners are written the other way round.
  keep_corners({d.x[0], d.x[1], d.x[3], d.x[2]}, {d.y[0], d.y[1], d.y[3], d.y[2]});
}

void PreviewCollector::addSolid(const DL_SolidData& d) {
  DrawingChecker::addSolid(d);
  keep_corners({d.x[0], d.x[1], d.x[3], d.x[2]}, {d.y[0], d.y[1], d.y[3], d.y[2]});
}

void PreviewCollector::add3dFace(const DL_3dFaceData& d) {
  DrawingChecker::add3dFace(d);
  keep_corners({d.x[0], d.x[1], d.x[2], d.x[3]}, {d.y[0], d.y[1], d.y[2], d.y[3]});
}

PreflightReport PreviewCollector::finish() {
  take_pending();
  return DrawingChecker::finish();
}

CollectedDrawing PreviewCollector::take() {
  for (std::size_t id = 0; id < layer_names_.size(); ++id) {
    const std::string& name = layer_names_[id];
    auto color = colors_.find(name);
    drawing_.layer_names.push_back(clean_text(name));
    drawing_.layer_colors.push_back(color == colors_.end() ? "" : color->second);
    drawing_.layer_cut.push_back(layers_.at(name).cut ? 1 : 0);
    drawing_.layer_inherit.push_back(inherits_layer(name) ? 1 : 0);
  }
  for (const auto& name : block_names_) drawing_.block_names.push_back(clean_text(name, 200));
  drawing_.placements = placements_;
  for (auto& placement : drawing_.placements) {
    placement.transform = insert_transform(placement, base_[static_cast<std::size_t>(placement.block)]);
  }
  drawing_.dropped_segments.resize(block_names_.size() + 1, 0);
  return std::move(drawing_);
}

void PreviewCollector::take_pending() {
  if (polyline_) keep_polyline(*polyline_);
  if (spline_) keep_spline(*spline_);
}

void PreviewCollector::keep_polyline(const PendingPolyline& polyline) {
  const auto& vertices = polyline.vertices;
  if (vertices.size() < 2 || (polyline.flags & (16 | 64)) != 0) return;  // a mesh: not a line drawing
  for (const auto& v : vertices) {
    if (!usable(v.x) || !usable(v.y) || !std::isfinite(v.bulge) || std::fabs(v.bulge) > kMaxBulge) return;
  }
  PendingPolyline in_plan = polyline;
  Ocs ocs = turn_into_plan(in_plan);
  keep(polyline_path(in_plan, ocs, options_.geometry_tolerance, options_.curve_tolerance), polyline.context.layer_id,
       polyline.context.space);
}

void PreviewCollector::keep_spline(const PendingSpline& spline) {
  bool rational = std::any_of(spline.weights.begin(), spline.weights.end(), [](double w) { return w != 1; });
  auto run = flatten_spline(spline.degree, spline.control, spline.knots,
                            rational ? spline.weights : std::vector<double>{}, options_.curve_tolerance);
  if (run.size() < 2) run = spline.fit.size() >= 2 ? spline.fit : spline.control;
  if (run.size() >= 2 && (spline.flags & 1) != 0) run.push_back(run.front());
  keep(run, spline.context.layer_id, spline.context.space);
}

std::int32_t PreviewCollector::current_space() const {
  return in_block_ ? block_index_ : attributes.isInPaperSpace() ? kPaperSpace : kModelSpace;
}

std::uint32_t PreviewCollector::current_layer() { return layer_state(attributes.getLayer()).id; }

void PreviewCollector::keep(const std::vector<Point2>& run, std::uint32_t layer, std::int32_t space) {
  // Paper space holds sheets and title blocks, not the drawing.
  if (run.size() < 2 || space == kPaperSpace) return;
  auto slot = static_cast<std::size_t>(space + 1);
  if (drawing_.dropped_segments.size() <= slot) drawing_.dropped_segments.resize(slot + 1, 0);
  if (drawing_.points.size() + run.size() > preview_.max_collected_points ||
      run.size() > std::numeric_limits<std::uint32_t>::max()) {
    drawing_.dropped_segments[slot] += run.size() - 1;
    return;
  }
  drawing_.runs.push_back({drawing_.points.size(), static_cast<std::uint32_t>(run.size()), layer, space});
  drawing_.points.insert(drawing_.points.end(), run.begin(), run.end());
}

void PreviewCollector::keep_in_plan(std::vector<Point2> run) {
  into_plan(run, entity_ocs());
  keep_here(run);
}

void PreviewCollector::keep_corners(const double (&x)[4], const double (&y)[4]) {
  std::vector<Point2> run;
  for (int k = 0; k < 4; ++k) {
    if (!usable(x[k]) || !usable(y[k])) return;
    run.push_back({x[k], y[k]});
  }
  run.push_back(run.front());
  keep_here(run);
}

}  // namespace cw::cad::detail
