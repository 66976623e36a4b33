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
  if (check_duplicate(key, context, "LINE", {d.x1, d.y1}) || !context.chained()) return;
  edges_for(context).add_segment({d.x1, d.y1}, {d.x2, d.y2}, source_of(context, false));
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
  spline_->context.ocs = {};  // its points are the drawing's, whatever its normal
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
  if (!usable_or_report(context, "INSERT", {d.ipx, d.ipy, d.sx, d.sy, d.angle, d.colSp, d.rowSp})) return;
  Point2 at = context.ocs.to_plan({d.ipx, d.ipy});
  add_extents(context, at.x, at.y);
  if (context.ocs.tilted) report_tilted(context, "INSERT", at);
  int child = block_id(d.name);
  if (block_index_ >= 0) {
    children_[static_cast<std::size_t>(block_index_)].push_back(child);
  }
  Placement placement;
  placement.parent = context.space;
  placement.block = child;
  placement.at = {d.ipx, d.ipy};
  placement.sx = d.sx;
  placement.sy = d.sy;
  placement.degrees = d.angle;
  placement.layer = context.layer_id;
  placement.inherit = context.inherit;
  placement.plan = context.ocs.to_plan;
  placement.columns = std::max(1, d.cols);
  placement.rows = std::max(1, d.rows);
  placement.column_spacing = d.colSp;
  placement.row_spacing = d.rowSp;
  placements_.push_back(placement);
  auto& first = first_reference_[static_cast<std::size_t>(child)];
  if (!first) first = BlockReference{context, at};
  if ((std::fabs(std::fabs(d.sx) - 1) > 1e-9 || std::fabs(std::fabs(d.sy) - 1) > 1e-9) &&
      scaled_inserts_.size() < options_.max_findings) {
    scaled_inserts_.push_back({context, at, child, d.sx, d.sy});
  }
  KeyHasher key = entity_key(EntityType::insert, context);
  key.add_text(d.name);
  key.add_quantized(d.ipx, options_.geometry_tolerance);
  key.add_quantized(d.ipy, options_.geometry_tolerance);
  key.add_quantized(d.sx, 1e-6);
  key.add_quantized(d.sy, 1e-6);
  key.add_quantized(d.angle, kAngleQuantum);
  for (double v : {context.ocs.nx, context.ocs.ny, context.ocs.nz}) key.add_quantized(v, 1e-6);
  key.add(static_cast<std::uint64_t>(placement.columns) << 32 | static_cast<std::uint32_t>(placement.rows));
  key.add_quantized(d.colSp, options_.geometry_tolerance);
  key.add_quantized(d.rowSp, options_.geometry_tolerance);
  check_duplicate(key, context, "INSERT", at);
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
  context.inherit = in_block_ && inherits_layer(context.layer);
  context.ocs = entity_ocs();
  if (context.model) ++model_entities_;
  if (context.cut) {
    ++cut_entities_;
    if (block_index_ >= 0) has_cut_[static_cast<std::size_t>(block_index_)] = 1;
  }
  return context;
}

Ocs DrawingChecker::entity_ocs() {
  const DL_Extrusion* drawn_along = getExtrusion();
  const double* n = drawn_along->getDirection();
  return ocs_of(n[0], n[1], n[2], drawn_along->getElevation());
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
