#pragma once
// The plane geometry of the DXF preflight's reader: boxes, arcs and bulges, affine maps, and where an entity's own
// coordinate system (OCS) lies in the drawing's plan. Internal to the library.
#include "cw/cad/dxf_preflight.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

namespace cw::cad::detail {

constexpr double kPi = std::numbers::pi;
// A coordinate past this (in drawing units) is an overflowed or invalid number, not geometry ("1e999" reads as the
// largest double).
constexpr double kMaxCoordinate = 1e9;
inline bool usable(double value) { return std::isfinite(value) && std::fabs(value) <= kMaxCoordinate; }

// Angles in radians, folded into [0, 2π).
inline double folded(double angle) {
  double value = std::fmod(angle, 2 * kPi);
  if (value < 0) value += 2 * kPi;
  return value;
}

struct BoxBuilder {
  bool empty = true;
  Box box;
  void add(double x, double y) {
    if (empty) {
      box = {x, y, x, y};
      empty = false;
      return;
    }
    box.min_x = std::min(box.min_x, x);
    box.min_y = std::min(box.min_y, y);
    box.max_x = std::max(box.max_x, x);
    box.max_y = std::max(box.max_y, y);
  }
  void add(const Box& other) {
    add(other.min_x, other.min_y);
    add(other.max_x, other.max_y);
  }
};

// The bounding box of a counter-clockwise arc from start (radians) over sweep (0 to 2π).
inline Box arc_box(Point2 center, double radius, double start, double sweep) {
  BoxBuilder builder;
  builder.add(center.x + radius * std::cos(start), center.y + radius * std::sin(start));
  builder.add(center.x + radius * std::cos(start + sweep), center.y + radius * std::sin(start + sweep));
  for (int quarter = 0; quarter < 4; ++quarter) {
    double angle = quarter * kPi / 2;
    if (folded(angle - start) <= sweep) {
      builder.add(center.x + radius * std::cos(angle), center.y + radius * std::sin(angle));
    }
  }
  return builder.box;
}

// A polyline segment with a bulge as an arc: its centre, radius, start angle and signed sweep.
struct BulgeArc {
  Point2 center;
  double radius;
  double start;
  double sweep;  // positive counter-clockwise
};

inline std::optional<BulgeArc> bulge_arc(Point2 a, Point2 b, double bulge) {
  double dx = b.x - a.x, dy = b.y - a.y;
  double chord = std::hypot(dx, dy);
  if (bulge == 0 || chord == 0 || !std::isfinite(bulge)) return std::nullopt;
  double sweep = 4 * std::atan(bulge);
  double radius = chord / 4 * (std::fabs(bulge) + 1 / std::fabs(bulge));
  // From the chord's midpoint along its left normal (the centre is on the left of a counter-clockwise arc).
  double offset = chord * (1 - bulge * bulge) / (4 * bulge);
  if (!std::isfinite(offset)) offset = chord / 4 * (1 / bulge - bulge);
  Point2 center{(a.x + b.x) / 2 - dy / chord * offset, (a.y + b.y) / 2 + dx / chord * offset};
  return BulgeArc{center, radius, std::atan2(a.y - center.y, a.x - center.x), sweep};
}

// An affine map of the plane: (x, y) -> (a x + b y + tx, c x + d y + ty).
struct Transform {
  double a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0;
  Point2 operator()(Point2 p) const { return {a * p.x + b * p.y + tx, c * p.x + d * p.y + ty}; }
  Transform then(const Transform& outer) const {  // this first, then outer
    return {outer.a * a + outer.b * c, outer.a * b + outer.b * d, outer.c * a + outer.d * c,
            outer.c * b + outer.d * d, outer.a * tx + outer.b * ty + outer.tx, outer.c * tx + outer.d * ty + outer.ty};
  }
};

// Where an entity's own coordinate system (OCS: DXF's arbitrary axis algorithm on its extrusion direction, groups
// 210-230) puts its x and y, at its elevation, in the drawing's plan. A drawing mirrored by a CAM export has extrusion
// (0, 0, -1): x runs the other way. One not parallel to Z is tilted out of the plan: seen from above (projected).
struct Ocs {
  Transform to_plan;
  double nx = 0, ny = 0, nz = 1;  // the extrusion direction, of length 1
  bool identity = true;
  bool mirrored = false;
  bool tilted = false;
};

inline Ocs ocs_of(double nx, double ny, double nz, double elevation) {
  Ocs ocs;
  double length = std::sqrt(nx * nx + ny * ny + nz * nz);
  if (!std::isfinite(length) || length < 1e-12 || !usable(elevation)) return ocs;
  nx /= length, ny /= length, nz /= length;
  if (std::hypot(nx, ny) <= 1e-9) {
    if (nz > 0) return ocs;
    ocs.to_plan = {-1, 0, 0, 1, 0, 0};  // Ax = Wy x N = (-1, 0, 0), Ay = N x Ax = (0, 1, 0)
    ocs.nz = -1;
    ocs.identity = false;
    ocs.mirrored = true;
    return ocs;
  }
  // Ax = Wy x N near the Z axis, else Wz x N; Ay = N x Ax.
  double ax, ay, az;
  if (std::fabs(nx) < 1.0 / 64 && std::fabs(ny) < 1.0 / 64) ax = nz, ay = 0, az = -nx;
  else ax = -ny, ay = nx, az = 0;
  double a = std::sqrt(ax * ax + ay * ay + az * az);
  ax /= a, ay /= a, az /= a;
  double bx = ny * az - nz * ay, by = nz * ax - nx * az;
  ocs.to_plan = {ax, bx, ay, by, elevation * nx, elevation * ny};
  ocs.nx = nx, ocs.ny = ny, ocs.nz = nz;
  ocs.identity = false;
  ocs.tilted = true;
  return ocs;
}

}  // namespace cw::cad::detail
