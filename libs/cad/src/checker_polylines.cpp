// Polylines once complete: open ones on a cut layer, closed ones as parts.
#include "drawing_checker.hpp"

#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace cw::cad::detail {

void DrawingChecker::finish_polyline() {
  spline_context_.reset();
  if (!polyline_) return;
  PendingPolyline polyline = std::move(*polyline_);
  polyline_.reset();
  const auto& context = polyline.context;
  const auto& vertices = polyline.vertices;
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
  if (!box.empty) add_extents(context, box.box);
  if (mesh) return;
  if (vertices.size() < 2 || length <= tolerance) {
    report_zero_length(context, "POLYLINE", first);
    return;
  }
  bool closed = flagged_closed || ends_meet;
  if (context.cut && !closed) {
    add_finding("open_contour", Severity::error,
                "An open polyline on the cut layer " + clean_text(context.layer) + " starts at " + point_text(first) +
                    " and ends at " + point_text(last) + ", " + number(std::hypot(last.x - first.x, last.y - first.y)) +
                    " apart: a cut contour must be closed",
                context, last);
  }
  if (context.cut && closed) {
    closed_part(context, first, box.box.max_x - box.box.min_x, box.box.max_y - box.box.min_y);
  }
  KeyHasher key = entity_key(EntityType::polyline, context);
  key.add(closed ? 1 : 0);
  for (const auto& v : vertices) {
    key.add_quantized(v.x, tolerance);
    key.add_quantized(v.y, tolerance);
    key.add_quantized(v.bulge, 1e-6);
  }
  check_duplicate(key, context, "POLYLINE", first);
}

}  // namespace cw::cad::detail
