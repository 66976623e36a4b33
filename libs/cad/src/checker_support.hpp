#pragma once
// What the DXF preflight's reader (drawing_checker.hpp) shares among its files: limits, the entity's context, the
// small geometry of bulges and boxes, and the key that finds duplicates. Internal to the library.
#include "cw/cad/contours.hpp"
#include "cw/cad/dxf_preflight.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <numbers>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace cw::cad::detail {

using Clock = std::chrono::steady_clock;

constexpr double kPi = std::numbers::pi;
// A coordinate past this (in drawing units) is an overflowed or invalid number, not geometry ("1e999" reads as the
// largest double).
constexpr double kMaxCoordinate = 1e9;
// Past this the bulge is not an arc of a drawing (4·atan(1e6) is 360° less a millionth of a turn).
constexpr double kMaxBulge = 1e6;
constexpr double kAngleQuantum = 1e-4;  // degrees: two arcs whose angles differ less are the same arc
constexpr double kFitTolerance = 0.01;  // mm a part may exceed the sheet by rounding
constexpr std::size_t kMaxBlocks = 20'000;
constexpr std::size_t kMaxHandleLength = 16;
constexpr std::size_t kMaxTextShown = 40;
constexpr int kLastGroupCode = 1071;  // the largest group code DXF defines
constexpr std::size_t kPairsBetweenClockChecks = 4096;

// The file is refused: the message is the report's.
class FileRejected : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

[[noreturn]] inline void reject(const std::string& message) { throw FileRejected(message); }

inline std::string upper(std::string text) {
  for (char& c : text) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return text;
}

inline std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

// dxflib reads every count with strtol and keeps it in an int: the guard must see the same value.
inline int dxflib_int(const std::string& value) { return static_cast<int>(std::strtol(value.c_str(), nullptr, 10)); }

inline bool usable(double value) { return std::isfinite(value) && std::fabs(value) <= kMaxCoordinate; }

// The handle as a number (0 when the file gives none or not a hex number), to remember it cheaply.
inline std::uint64_t handle_number(const std::string& handle) {
  if (handle.empty() || handle.size() > kMaxHandleLength) return 0;
  std::uint64_t value = 0;
  for (char c : handle) {
    int digit;
    if (c >= '0' && c <= '9') {
      digit = c - '0';
    } else if (c >= 'A' && c <= 'F') {
      digit = c - 'A' + 10;
    } else if (c >= 'a' && c <= 'f') {
      digit = c - 'a' + 10;
    } else {
      return 0;
    }
    value = value * 16 + static_cast<std::uint64_t>(digit);
  }
  return value + 1;  // 0 stays "none"
}

inline std::string handle_text(std::uint64_t number) {
  if (number == 0) return {};
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%llX", static_cast<unsigned long long>(number - 1));
  return buffer;
}

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
    if (folded(angle - start) <= sweep) builder.add(center.x + radius * std::cos(angle), center.y + radius * std::sin(angle));
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

class KeyHasher {
 public:
  explicit KeyHasher(std::uint64_t seed) : value_(mix(seed)) {}
  void add(std::uint64_t part) { value_ = mix(value_ ^ (part + 0x9e3779b97f4a7c15ull + (value_ << 6) + (value_ >> 2))); }
  // Callers pass usable() values and a quantum of at least 1e-6, so the quotient fits a long long.
  void add_quantized(double value, double quantum) {
    add(static_cast<std::uint64_t>(std::llround(value / quantum)));
  }
  void add_text(std::string_view text) { add(std::hash<std::string_view>{}(text)); }
  std::uint64_t value() const { return value_; }

 private:
  static std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
  }
  std::uint64_t value_;
};

enum class EntityType : std::uint64_t { point = 1, line, arc, circle, polyline, insert };

// Where geometry is drawn: a block definition (its index), the drawing, or paper space.
constexpr int kModelSpace = -1;
constexpr int kPaperSpace = -2;
// Past these, the blocks' contours are no longer placed into the drawing's parts (a block inserting another twice,
// 64 levels deep, would place 2^64 of them).
constexpr std::size_t kMaxPlacedContours = 100'000;
constexpr std::size_t kMaxPlacedPoints = 4'000'000;

struct EntityContext {
  std::string layer;
  bool cut = false;
  bool model = false;  // part of the drawing's extents: not inside a block definition, not in paper space
  std::string handle;
  std::string block;
  std::uint32_t layer_id = 0;
  int space = kModelSpace;
};

// An entity whose geometry went to the chainer, as small as a million of them need it.
struct Source {
  std::uint64_t handle = 0;  // handle_number
  std::uint32_t layer = 0;
  std::int32_t space = kModelSpace;
  bool polyline = false;
};

// An affine map of the plane: (x, y) -> (a x + b y + tx, c x + d y + ty).
struct Transform {
  double a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0;
  Point2 operator()(Point2 p) const { return {a * p.x + b * p.y + tx, c * p.x + d * p.y + ty}; }
  Transform then(const Transform& outer) const {  // this first, then outer
    return {outer.a * a + outer.b * c, outer.a * b + outer.b * d, outer.c * a + outer.d * c,
            outer.c * b + outer.d * d, outer.a * tx + outer.b * ty + outer.tx, outer.c * tx + outer.d * ty + outer.ty};
  }
};

// An INSERT: the block it places, from the space it is drawn in, and where (rotation, scale, mirror by a negative
// scale, the block's base point on the insertion point).
struct Placement {
  int parent = kModelSpace;
  int block = 0;
  Point2 at;
  double sx = 1, sy = 1, degrees = 0;
  Transform transform;  // once the block's base point is known (a block may be defined after an insert of it)
};

struct PendingSpline {
  EntityContext context;
  int degree = 0;
  int flags = 0;
  std::vector<Point2> control;
  std::vector<double> weights;
  std::vector<double> knots;
  std::vector<Point2> fit;
};

// A closed contour with where it comes from.
struct PlacedContour {
  ClosedContour contour;
  std::uint32_t source = 0;
  int block = -1;  // the block definition it was drawn in, -1 in the drawing
};

struct PendingPolyline {
  EntityContext context;
  int flags = 0;
  struct Vertex {
    double x, y, bulge;
  };
  std::vector<Vertex> vertices;
};

// A closed contour on a cut layer larger than the sheet, reported at the end unless the units are wrong.
struct OversizedPart {
  EntityContext context;
  Point2 location;
  double width = 0, height = 0;  // drawing units
};

struct ScaledInsert {
  EntityContext context;
  Point2 location;
  int block = 0;
  double sx = 1, sy = 1;
};

struct BlockReference {
  EntityContext context;
  Point2 location;
};

// Which object dxflib is filling: it reads vertex counts of these from the file and sizes arrays by them. (A HATCH
// grows its boundary vector by vector, which the per-entity caps bound.)
enum class ObjectKind { other, lwpolyline, spline, leader };

}  // namespace cw::cad::detail
