// Each entity: its layer, extents, duplicates and zero lengths.
#include "drawing_checker.hpp"

#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace cw::cad::detail {

void DrawingChecker::addPoint(const DL_PointData& d) {
  auto context = begin_entity();
  if (!usable_or_report(context, "POINT", {d.x, d.y})) return;
  add_extents(context, d.x, d.y);
  KeyHasher key = entity_key(EntityType::point, context);
  key.add_quantized(d.x, options_.geometry_tolerance);
  key.add_quantized(d.y, options_.geometry_tolerance);
  check_duplicate(key, context, "POINT", {d.x, d.y});
}

void DrawingChecker::addLine(const DL_LineData& d) {
  auto context = begin_entity();
  if (!usable_or_report(context, "LINE", {d.x1, d.y1, d.x2, d.y2})) return;
  add_extents(context, d.x1, d.y1);
  add_extents(context, d.x2, d.y2);
  double length = std::hypot(d.x2 - d.x1, d.y2 - d.y1);
  if (length <= options_.geometry_tolerance) {
    report_zero_length(context, "LINE", {d.x1, d.y1});
    return;
  }
  // The same line drawn either way round.
  double q = options_.geometry_tolerance;
  auto a = std::pair(std::llround(d.x1 / q), std::llround(d.y1 / q));
  auto b = std::pair(std::llround(d.x2 / q), std::llround(d.y2 / q));
  if (b < a) std::swap(a, b);
  KeyHasher key = entity_key(EntityType::line, context);
  for (long long v : {a.first, a.second, b.first, b.second}) key.add(static_cast<std::uint64_t>(v));
  if (check_duplicate(key, context, "LINE", {d.x1, d.y1}) || !context.cut) return;
  edges_for(context).add_segment({d.x1, d.y1}, {d.x2, d.y2}, source_of(context, false));
}

void DrawingChecker::addArc(const DL_ArcData& d) {
  auto context = begin_entity();
  if (!usable_or_report(context, "ARC", {d.cx, d.cy, d.radius, d.angle1, d.angle2})) return;
  double start = folded(d.angle1 * kPi / 180);
  double sweep = folded((d.angle2 - d.angle1) * kPi / 180);
  if (sweep == 0 && d.angle2 != d.angle1) sweep = 2 * kPi;  // from 0 to 360 degrees: a whole circle
  Point2 start_point{d.cx + d.radius * std::cos(start), d.cy + d.radius * std::sin(start)};
  if (std::fabs(d.radius) <= options_.geometry_tolerance || std::fabs(d.radius) * sweep <= options_.geometry_tolerance) {
    add_extents(context, start_point.x, start_point.y);
    report_zero_length(context, "ARC", start_point);
    return;
  }
  add_extents(context, arc_box({d.cx, d.cy}, std::fabs(d.radius), start, sweep));
  KeyHasher key = entity_key(EntityType::arc, context);
  key.add_quantized(d.cx, options_.geometry_tolerance);
  key.add_quantized(d.cy, options_.geometry_tolerance);
  key.add_quantized(std::fabs(d.radius), options_.geometry_tolerance);
  key.add_quantized(start * 180 / kPi, kAngleQuantum);
  key.add_quantized(sweep * 180 / kPi, kAngleQuantum);
  if (check_duplicate(key, context, "ARC", start_point) || !context.cut) return;
  edges_for(context).add_arc({d.cx, d.cy}, std::fabs(d.radius), start, sweep, source_of(context, false),
                             options_.curve_tolerance);
}

void DrawingChecker::addCircle(const DL_CircleData& d) {
  auto context = begin_entity();
  if (!usable_or_report(context, "CIRCLE", {d.cx, d.cy, d.radius})) return;
  double r = std::fabs(d.radius);
  add_extents(context, Box{d.cx - r, d.cy - r, d.cx + r, d.cy + r});
  if (r <= options_.geometry_tolerance) {
    report_zero_length(context, "CIRCLE", {d.cx, d.cy});
    return;
  }
  KeyHasher key = entity_key(EntityType::circle, context);
  key.add_quantized(d.cx, options_.geometry_tolerance);
  key.add_quantized(d.cy, options_.geometry_tolerance);
  key.add_quantized(r, options_.geometry_tolerance);
  if (check_duplicate(key, context, "CIRCLE", {d.cx + r, d.cy}) || !context.cut) return;
  // From angle 0: the contour starts at (cx + r, cy).
  edges_for(context).add_arc({d.cx, d.cy}, r, 0, 2 * kPi, source_of(context, false), options_.curve_tolerance);
}

void DrawingChecker::addEllipse(const DL_EllipseData& d) {
  auto context = begin_entity();
  if (!usable_or_report(context, "ELLIPSE", {d.cx, d.cy, d.mx, d.my, d.ratio})) return;
  // The whole ellipse's box: a partial one lies inside it.
  double a = std::hypot(d.mx, d.my), b = a * std::fabs(d.ratio);
  double angle = std::atan2(d.my, d.mx);
  double half_w = std::hypot(a * std::cos(angle), b * std::sin(angle));
  double half_h = std::hypot(a * std::sin(angle), b * std::cos(angle));
  add_extents(context, Box{d.cx - half_w, d.cy - half_h, d.cx + half_w, d.cy + half_h});
  if (a <= options_.geometry_tolerance) {
    report_zero_length(context, "ELLIPSE", {d.cx, d.cy});
    return;
  }
  if (!context.cut || !std::isfinite(d.angle1) || !std::isfinite(d.angle2) || !(std::fabs(d.ratio) <= 1)) return;
  double start = std::fmod(d.angle1, 2 * kPi), end = std::fmod(d.angle2, 2 * kPi);
  bool whole = std::fabs(std::fabs(d.angle2 - d.angle1) - 2 * kPi) < 1e-9 || d.angle2 == d.angle1;
  if (whole) end = start + 2 * kPi;
  auto run = flatten_ellipse({d.cx, d.cy}, {d.mx, d.my}, std::fabs(d.ratio), start, end, options_.curve_tolerance);
  if (whole) run.back() = run.front();
  edges_for(context).add_run(run, source_of(context, false), false);
}

void DrawingChecker::addPolyline(const DL_PolylineData& d) {
  finish_polyline();
  auto context = begin_entity();
  polyline_ = PendingPolyline{std::move(context), d.flags, {}};
}

void DrawingChecker::addVertex(const DL_VertexData& d) {
  if (!polyline_) return;  // a VERTEX with no POLYLINE before it
  polyline_->vertices.push_back({d.x, d.y, d.bulge});
}

void DrawingChecker::endEntity() { finish_polyline(); }

void DrawingChecker::endSequence() { finish_polyline(); }

void DrawingChecker::addSpline(const DL_SplineData& d) {
  finish_polyline();
  spline_ = PendingSpline{begin_entity(), static_cast<int>(std::min(d.degree, 64u)), d.flags, {}, {}, {}, {}};
}

void DrawingChecker::addControlPoint(const DL_ControlPointData& d) {
  if (!spline_ || !usable(d.x) || !usable(d.y)) return;
  // The control points' hull holds the curve.
  add_extents(spline_->context, d.x, d.y);
  spline_->control.push_back({d.x, d.y});
  spline_->weights.push_back(d.w);
}

void DrawingChecker::addFitPoint(const DL_FitPointData& d) {
  if (spline_ && usable(d.x) && usable(d.y)) spline_->fit.push_back({d.x, d.y});
}

void DrawingChecker::addKnot(const DL_KnotData& d) {
  if (spline_) spline_->knots.push_back(d.k);
}

void DrawingChecker::addInsert(const DL_InsertData& d) {
  auto context = begin_entity();
  if (!usable_or_report(context, "INSERT", {d.ipx, d.ipy, d.sx, d.sy, d.angle})) return;
  add_extents(context, d.ipx, d.ipy);
  int child = block_id(d.name);
  if (block_index_ >= 0) {
    children_[static_cast<std::size_t>(block_index_)].push_back(child);
  }
  placements_.push_back({context.space, child, {d.ipx, d.ipy}, d.sx, d.sy, d.angle, {}});
  auto& first = first_reference_[static_cast<std::size_t>(child)];
  if (!first) first = BlockReference{context, {d.ipx, d.ipy}};
  if ((std::fabs(std::fabs(d.sx) - 1) > 1e-9 || std::fabs(std::fabs(d.sy) - 1) > 1e-9) &&
      scaled_inserts_.size() < options_.max_findings) {
    scaled_inserts_.push_back({context, {d.ipx, d.ipy}, child, d.sx, d.sy});
  }
  KeyHasher key = entity_key(EntityType::insert, context);
  key.add_text(d.name);
  key.add_quantized(d.ipx, options_.geometry_tolerance);
  key.add_quantized(d.ipy, options_.geometry_tolerance);
  key.add_quantized(d.sx, 1e-6);
  key.add_quantized(d.sy, 1e-6);
  key.add_quantized(d.angle, kAngleQuantum);
  check_duplicate(key, context, "INSERT", {d.ipx, d.ipy});
}

DrawingChecker::LayerState& DrawingChecker::layer_state(const std::string& name) {
  auto found = layers_.find(name);
  if (found != layers_.end()) return found->second;
  if (layers_.size() >= options_.max_layers) {
    reject("The drawing has more than " + std::to_string(options_.max_layers) + " layers");
  }
  LayerState state;
  state.cut = is_cut_layer(name, keywords_);
  state.id = static_cast<std::uint32_t>(layer_names_.size());
  layer_names_.push_back(name);
  return layers_.emplace(name, state).first->second;
}

EntityContext DrawingChecker::begin_entity() {
  EntityContext context;
  context.layer = attributes.getLayer();
  LayerState& layer = layer_state(context.layer);
  ++(in_block_ ? layer.block_entities : layer.entities);
  ++(in_block_ ? block_entity_count_ : entity_count_);
  context.cut = layer.cut;
  context.model = !in_block_ && !attributes.isInPaperSpace();
  context.handle = emitted_handle_;
  context.block = block_;
  context.layer_id = layer.id;
  context.space = in_block_ ? block_index_ : attributes.isInPaperSpace() ? kPaperSpace : kModelSpace;
  if (context.model) ++model_entities_;
  if (context.cut) {
    ++cut_entities_;
    if (block_index_ >= 0) has_cut_[static_cast<std::size_t>(block_index_)] = 1;
  }
  return context;
}

bool DrawingChecker::usable_or_report(const EntityContext& context, const char* type,
                                      std::initializer_list<double> values) {
  for (double value : values) {
    if (!usable(value)) {
      add_finding("bad_coordinate", Severity::error,
                  a_or_an(type) + " on layer " + clean_text(context.layer) + " has a coordinate that is " +
                      number(value) + ": the file holds an overflowed or invalid number there",
                  context, std::nullopt);
      return false;
    }
  }
  return true;
}

void DrawingChecker::add_extents(const EntityContext& context, double x, double y) {
  if (context.model) extents_.add(x, y);
}
void DrawingChecker::add_extents(const EntityContext& context, const Box& box) {
  if (context.model) extents_.add(box);
}

KeyHasher DrawingChecker::entity_key(EntityType type, const EntityContext& context) const {
  KeyHasher key(static_cast<std::uint64_t>(type));
  key.add_text(context.layer);
  key.add_text(context.block);
  key.add(context.model ? 1 : 0);
  return key;
}

bool DrawingChecker::check_duplicate(const KeyHasher& key, const EntityContext& context, const char* type,
                                     Point2 where) {
  auto [slot, inserted] = seen_.try_emplace(key.value(), handle_number(context.handle));
  if (inserted) return false;
  std::string original = handle_text(slot->second);
  add_finding("duplicate_entity", context.cut ? Severity::error : Severity::warning,
              a_or_an(type) + " on layer " + clean_text(context.layer) + " at " + point_text(where) +
                  " lies exactly on another" + (original.empty() ? "" : " (handle " + original + ")") +
                  (context.cut ? ": the machine would cut it twice" : ""),
              context, where);
  return true;
}

void DrawingChecker::report_zero_length(const EntityContext& context, const char* type, Point2 where) {
  add_finding("zero_length", context.cut ? Severity::error : Severity::warning,
              a_or_an(type) + " on layer " + clean_text(context.layer) + " at " + point_text(where) +
                  " has zero length",
              context, where);
}

}  // namespace cw::cad::detail
