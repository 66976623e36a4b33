// Arcs, circles and ellipses, placed in the plan by their extrusion (OCS): mirrored ones (extrusion (0, 0, -1), common
// in CAM exports) turn the other way; tilted ones are seen from above, with a warning.
#include "drawing_checker.hpp"

#include "text.hpp"

#include <cmath>
#include <string>

namespace cw::cad::detail {

ArcAngles arc_angles(const DL_ArcData& d) {
  double sweep = folded((d.angle2 - d.angle1) * kPi / 180);
  if (sweep == 0 && d.angle2 != d.angle1) sweep = 2 * kPi;  // from 0 to 360 degrees: a whole circle
  return {folded(d.angle1 * kPi / 180), sweep};
}

std::vector<Point2> ellipse_in_plan(const DL_EllipseData& d, const Ocs& ocs, double curve_tolerance) {
  double a = std::sqrt(d.mx * d.mx + d.my * d.my + d.mz * d.mz);
  if (!(a > 0) || !std::isfinite(d.angle1) || !std::isfinite(d.angle2) || !(std::fabs(d.ratio) <= 1)) return {};
  double start = std::fmod(d.angle1, 2 * kPi), end = std::fmod(d.angle2, 2 * kPi);
  bool whole = std::fabs(std::fabs(d.angle2 - d.angle1) - 2 * kPi) < 1e-9 || d.angle2 == d.angle1;
  if (whole) end = start + 2 * kPi;
  auto run = flatten_ellipse({0, 0}, {a, 0}, std::fabs(d.ratio), start, end, curve_tolerance);
  if (whole) run.back() = run.front();
  // The ellipse's own axes: the major one, and the extrusion crossed with it.
  double ex = d.mx / a, ey = d.my / a, ez = d.mz / a;
  Transform axes{ex, ocs.ny * ez - ocs.nz * ey, ey, ocs.nz * ex - ocs.nx * ez, d.cx, d.cy};
  for (auto& p : run) p = axes(p);
  return run;
}

void into_plan(std::vector<Point2>& run, const Ocs& ocs) {
  if (ocs.identity) return;
  for (auto& p : run) p = ocs.to_plan(p);
}

void DrawingChecker::addArc(const DL_ArcData& d) {
  auto context = begin_entity();
  if (!usable_or_report(context, "ARC", {d.cx, d.cy, d.radius, d.angle1, d.angle2})) return;
  auto [start, sweep] = arc_angles(d);
  double r = std::fabs(d.radius);
  Point2 start_point = context.ocs.to_plan({d.cx + r * std::cos(start), d.cy + r * std::sin(start)});
  if (r <= options_.geometry_tolerance || r * sweep <= options_.geometry_tolerance) {
    add_extents(context, start_point.x, start_point.y);
    report_zero_length(context, "ARC", start_point);
    return;
  }
  if (context.ocs.tilted) {
    tilted_curve(context, "ARC", flatten_arc({d.cx, d.cy}, r, start, sweep, options_.curve_tolerance));
    return;
  }
  Point2 center = context.ocs.to_plan({d.cx, d.cy});
  // Counter-clockwise about -Z is clockwise in the plan: the same arc, from the mirror of its end.
  if (context.ocs.mirrored) start = folded(kPi - start - sweep);
  add_extents(context, arc_box(center, r, start, sweep));
  KeyHasher key = entity_key(EntityType::arc, context);
  key.add_quantized(center.x, options_.geometry_tolerance);
  key.add_quantized(center.y, options_.geometry_tolerance);
  key.add_quantized(r, options_.geometry_tolerance);
  key.add_quantized(start * 180 / kPi, kAngleQuantum);
  key.add_quantized(sweep * 180 / kPi, kAngleQuantum);
  if (check_duplicate(key, context, "ARC", start_point) || !context.chained()) return;
  edges_for(context).add_arc(center, r, start, sweep, source_of(context, false), options_.curve_tolerance);
}

void DrawingChecker::addCircle(const DL_CircleData& d) {
  auto context = begin_entity();
  if (!usable_or_report(context, "CIRCLE", {d.cx, d.cy, d.radius})) return;
  double r = std::fabs(d.radius);
  Point2 center = context.ocs.to_plan({d.cx, d.cy});
  if (r <= options_.geometry_tolerance) {
    add_extents(context, center.x, center.y);
    report_zero_length(context, "CIRCLE", center);
    return;
  }
  if (context.ocs.tilted) {
    tilted_curve(context, "CIRCLE", flatten_arc({d.cx, d.cy}, r, 0, 2 * kPi, options_.curve_tolerance));
    return;
  }
  add_extents(context, Box{center.x - r, center.y - r, center.x + r, center.y + r});
  KeyHasher key = entity_key(EntityType::circle, context);
  key.add_quantized(center.x, options_.geometry_tolerance);
  key.add_quantized(center.y, options_.geometry_tolerance);
  key.add_quantized(r, options_.geometry_tolerance);
  if (check_duplicate(key, context, "CIRCLE", {center.x + r, center.y}) || !context.chained()) return;
  // From angle 0: the contour starts at (cx + r, cy).
  edges_for(context).add_arc(center, r, 0, 2 * kPi, source_of(context, false), options_.curve_tolerance);
}

void DrawingChecker::addEllipse(const DL_EllipseData& d) {
  auto context = begin_entity();
  if (!usable_or_report(context, "ELLIPSE", {d.cx, d.cy, d.mx, d.my, d.mz, d.ratio})) return;
  // Centre and major axis are in the drawing's coordinates; the extrusion tells on which side the minor axis lies.
  const Ocs& ocs = context.ocs;
  double a = std::sqrt(d.mx * d.mx + d.my * d.my + d.mz * d.mz), b = a * std::fabs(d.ratio);
  if (!ocs.tilted) {  // the whole ellipse's box: a partial one lies inside it
    double angle = std::atan2(d.my, d.mx);
    double half_w = std::hypot(a * std::cos(angle), b * std::sin(angle));
    double half_h = std::hypot(a * std::sin(angle), b * std::cos(angle));
    add_extents(context, Box{d.cx - half_w, d.cy - half_h, d.cx + half_w, d.cy + half_h});
  }
  if (a <= options_.geometry_tolerance) {
    add_extents(context, d.cx, d.cy);
    report_zero_length(context, "ELLIPSE", {d.cx, d.cy});
    return;
  }
  auto run = ellipse_in_plan(d, ocs, options_.curve_tolerance);
  if (run.empty()) return;
  if (ocs.tilted) {
    tilted_curve(context, "ELLIPSE", std::move(run), false);
    return;
  }
  if (context.chained()) edges_for(context).add_run(run, source_of(context, false), false);
}

void DrawingChecker::tilted_curve(const EntityContext& context, const char* type, std::vector<Point2> run,
                                  bool in_ocs) {
  if (in_ocs) into_plan(run, context.ocs);
  for (const auto& p : run) add_extents(context, p.x, p.y);
  report_tilted(context, type, run.front());
  if (context.chained()) edges_for(context).add_run(run, source_of(context, false), false);
}

void DrawingChecker::report_tilted(const EntityContext& context, const char* type, Point2 where) {
  if (!context.chained() && std::string(type) != "INSERT") return;
  add_finding("tilted_entity", Severity::warning,
              a_or_an(type) + " on layer " + clean_text(context.layer) + " at " + point_text(where) +
                  " lies in a plane tilted out of the drawing's plan (extrusion " + number(context.ocs.nx) + ", " +
                  number(context.ocs.ny) + ", " + number(context.ocs.nz) +
                  "): it was checked as seen from above, which may not be what the machine cuts",
              context, where);
}

}  // namespace cw::cad::detail
