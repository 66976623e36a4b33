#pragma once
// What the DXF preflight's reader (drawing_checker.hpp) shares among its files: limits, the entity's context, the
// key that finds duplicates. Internal to the library.
#include "checker_geometry.hpp"
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

// Entities on these layers inside a block take the layer of the INSERT placing them.
inline bool inherits_layer(const std::string& layer) { return layer == "0" || upper(layer) == "BYBLOCK"; }

struct EntityContext {
  std::string layer;
  bool cut = false;
  // On layer 0 (or BYBLOCK) inside a block: it takes the layer of the INSERT that places it (DXF's rule), so it is
  // chained in case an insert puts it on a cut layer.
  bool inherit = false;
  bool model = false;  // part of the drawing's extents: not inside a block definition, not in paper space
  std::string handle;
  std::string block;
  std::uint32_t layer_id = 0;
  int space = kModelSpace;
  Ocs ocs;
  bool chained() const { return cut || inherit; }
};

// An entity whose geometry went to the chainer, as small as a million of them need it.
struct Source {
  std::uint64_t handle = 0;  // handle_number
  std::uint32_t layer = 0;
  std::int32_t space = kModelSpace;
  bool polyline = false;
};

// An INSERT: the block it places, from the space it is drawn in, and where (rotation, scale, mirror by a negative
// scale, the block's base point on the insertion point, all in the insert's OCS, then into the plan). A MINSERT (an
// INSERT with columns and rows) places a copy at each step of its spacing along the turned axes.
struct Placement {
  int parent = kModelSpace;
  int block = 0;
  Point2 at;
  double sx = 1, sy = 1, degrees = 0;
  std::uint32_t layer = 0;  // the insert's own
  bool inherit = false;     // on layer 0 inside a block: its contents take the layer of the insert placing that block
  Transform plan;           // its OCS into the plan
  int columns = 1, rows = 1;
  double column_spacing = 0, row_spacing = 0;
  Transform transform;  // once the block's base point is known (a block may be defined after an insert of it)
  // How many copies it places: one, or a MINSERT's columns times rows.
  std::size_t copies() const { return static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows); }
  // The k-th copy (0: the first; column by column, row by row within each), into the plan.
  Transform copy(std::size_t k) const {
    auto per_column = static_cast<std::size_t>(rows);
    double angle = degrees * kPi / 180;
    double dx = static_cast<double>(k / per_column) * column_spacing;
    double dy = static_cast<double>(k % per_column) * row_spacing;
    Transform shifted = transform;
    shifted.tx += dx * std::cos(angle) - dy * std::sin(angle);
    shifted.ty += dx * std::sin(angle) + dy * std::cos(angle);
    return shifted.then(plan);
  }
  // The layer its block's layer-0 (BYBLOCK) geometry is on, given the layer this insert's own is placed on.
  std::uint32_t layer_inside(std::uint32_t outer) const { return inherit ? outer : layer; }
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
  int block = -1;           // the block definition it was drawn in, -1 in the drawing
  std::uint32_t layer = 0;  // the layer it is counted on (an inheriting one: its insert's, once placed)
  bool inherit = false;     // drawn on layer 0 in its block
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
