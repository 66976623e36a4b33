#include "domain/dxf_preflight.hpp"

#include <cw/errors.hpp>
#include <cw/text.hpp>

#include <dl_creationadapter.h>
#include <dl_dxf.h>

#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <numbers>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace projects {

namespace {

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

[[noreturn]] void reject(const std::string& message) { throw FileRejected(message); }

// Well-formed UTF-8: a byte that does not start a character becomes U+FFFD (layer names and texts come from the file
// and end up in JSON).
std::string clean_text(std::string_view text, std::size_t max_bytes = 1024) {
  std::string out;
  out.reserve(std::min(text.size(), max_bytes));
  for (std::size_t i = 0; i < text.size() && out.size() < max_bytes;) {
    std::size_t length = cw::text::utf8_length(text, i);
    if (length == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      if (static_cast<unsigned char>(text[i]) < 0x20) {
        out += ' ';
      } else {
        out.append(text.substr(i, length));
      }
      i += length;
    }
  }
  return out;
}

std::string upper(std::string text) {
  for (char& c : text) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return text;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

// A number as a person reads it in a message: at most three decimals, no trailing zeros.
std::string number(double value) {
  if (!std::isfinite(value)) return "an invalid number";
  char buffer[64];
  if (std::fabs(value) >= 1e9) {
    std::snprintf(buffer, sizeof buffer, "%.4g", value);
    return buffer;
  }
  std::snprintf(buffer, sizeof buffer, "%.3f", value);
  std::string text = buffer;
  while (!text.empty() && text.back() == '0') text.pop_back();
  if (!text.empty() && text.back() == '.') text.pop_back();
  if (text == "-0") text = "0";
  return text;
}

// "A LINE", "An ARC".
std::string a_or_an(std::string_view type) {
  bool vowel = !type.empty() && std::string_view("AEIOU").find(type.front()) != std::string_view::npos;
  return std::string(vowel ? "An " : "A ") + std::string(type);
}

std::string point_text(Point2 p) { return "(" + number(p.x) + ", " + number(p.y) + ")"; }

// dxflib reads every count with strtol and keeps it in an int: the guard must see the same value.
int dxflib_int(const std::string& value) { return static_cast<int>(std::strtol(value.c_str(), nullptr, 10)); }

bool usable(double value) { return std::isfinite(value) && std::fabs(value) <= kMaxCoordinate; }

// The handle as a number (0 when the file gives none or not a hex number), to remember it cheaply.
std::uint64_t handle_number(const std::string& handle) {
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

std::string handle_text(std::uint64_t number) {
  if (number == 0) return {};
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%llX", static_cast<unsigned long long>(number - 1));
  return buffer;
}

// Angles in radians, folded into [0, 2π).
double folded(double angle) {
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
Box arc_box(Point2 center, double radius, double start, double sweep) {
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

std::optional<BulgeArc> bulge_arc(Point2 a, Point2 b, double bulge) {
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

struct EntityContext {
  std::string layer;
  bool cut = false;
  bool model = false;  // part of the drawing's extents: not inside a block definition, not in paper space
  std::string handle;
  std::string block;
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

// Receives dxflib's callbacks. processCodeValuePair sees every group before dxflib acts on it, so the counts dxflib
// would trust are checked there first; the add* callbacks check the entities.
class DrawingChecker : public DL_CreationAdapter {
 public:
  DrawingChecker(const PreflightOptions& options, Clock::time_point deadline)
      : options_(options), deadline_(deadline) {
    for (const auto& keyword : options_.cut_layer_keywords) keywords_.push_back(upper(keyword));
  }

  void check_deadline() const {
    if (Clock::now() > deadline_) {
      reject("The file took longer than " + number(options_.time_limit.count() / 1000.0) +
             " s to check; a drawing for one job should not");
    }
  }

  // ---- every group, before dxflib processes it
  void processCodeValuePair(unsigned int code, const std::string& value) override {
    ++pairs_;
    if (pairs_ % kPairsBetweenClockChecks == 0) check_deadline();
    if (code > static_cast<unsigned int>(kLastGroupCode)) {
      reject("This DXF file is malformed: it has an invalid group code on pair " + std::to_string(pairs_));
    }
    track_structure(code, value);
    if (code == 0 || code == 9) {  // dxflib starts a new object on both
      end_object();
      begin_object(value);
      return;
    }
    if (code == 5 && value.size() <= kMaxHandleLength) object_handle_ = value;
    // An LWPOLYLINE vertex takes up to five groups (10, 20, 40, 41, 42).
    if (++object_pairs_ > 6 * options_.max_vertices_per_entity + 64) {
      reject("An entity in the file has more than " + std::to_string(options_.max_vertices_per_entity) + " vertices");
    }
    if (code == 10 && ++object_points_ > options_.max_vertices_per_entity) {
      reject("An entity in the file has more than " + std::to_string(options_.max_vertices_per_entity) + " vertices");
    }
    switch (object_kind_) {
      case ObjectKind::lwpolyline:
        guard_lwpolyline(code, value);
        break;
      case ObjectKind::spline:
        if (code == 72 || code == 73 || code == 74) guard_count(value, "SPLINE");
        break;
      case ObjectKind::leader:
        if (code == 76) guard_count(value, "LEADER");
        break;
      case ObjectKind::other:
        break;
    }
  }

  // ---- tables, header, blocks
  void addLayer(const DL_LayerData& data) override { layer_state(data.name); }

  void setVariableInt(const std::string& key, int value, int) override {
    if (key == "$INSUNITS") set_insunits(value);
  }
  void setVariableDouble(const std::string& key, double value, int) override {
    // Some writers store $INSUNITS with a real's group code.
    if (key == "$INSUNITS" && std::isfinite(value) && std::fabs(value) < 1e9) set_insunits(static_cast<int>(value));
  }
  void setVariableVector(const std::string& key, double x, double y, double, int) override {
    if (key == "$EXTMIN") header_min_ = Point2{x, y};
    if (key == "$EXTMAX") header_max_ = Point2{x, y};
  }

  void addBlock(const DL_BlockData& data) override {
    finish_polyline();
    in_block_ = true;
    block_ = data.name;
    block_index_ = block_id(data.name);
    defined_[static_cast<std::size_t>(block_index_)] = 1;
  }
  void endBlock() override {
    finish_polyline();
    in_block_ = false;
    block_.clear();
    block_index_ = -1;
  }

  // ---- entities
  void addPoint(const DL_PointData& d) override {
    auto context = begin_entity();
    if (!usable_or_report(context, "POINT", {d.x, d.y})) return;
    add_extents(context, d.x, d.y);
    KeyHasher key = entity_key(EntityType::point, context);
    key.add_quantized(d.x, options_.geometry_tolerance);
    key.add_quantized(d.y, options_.geometry_tolerance);
    check_duplicate(key, context, "POINT", {d.x, d.y});
  }

  void addLine(const DL_LineData& d) override {
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
    check_duplicate(key, context, "LINE", {d.x1, d.y1});
  }

  void addArc(const DL_ArcData& d) override {
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
    check_duplicate(key, context, "ARC", start_point);
  }

  void addCircle(const DL_CircleData& d) override {
    auto context = begin_entity();
    if (!usable_or_report(context, "CIRCLE", {d.cx, d.cy, d.radius})) return;
    double r = std::fabs(d.radius);
    add_extents(context, Box{d.cx - r, d.cy - r, d.cx + r, d.cy + r});
    if (r <= options_.geometry_tolerance) {
      report_zero_length(context, "CIRCLE", {d.cx, d.cy});
      return;
    }
    if (context.cut) closed_part(context, {d.cx + r, d.cy}, 2 * r, 2 * r);
    KeyHasher key = entity_key(EntityType::circle, context);
    key.add_quantized(d.cx, options_.geometry_tolerance);
    key.add_quantized(d.cy, options_.geometry_tolerance);
    key.add_quantized(r, options_.geometry_tolerance);
    check_duplicate(key, context, "CIRCLE", {d.cx + r, d.cy});
  }

  void addEllipse(const DL_EllipseData& d) override {
    auto context = begin_entity();
    if (!usable_or_report(context, "ELLIPSE", {d.cx, d.cy, d.mx, d.my, d.ratio})) return;
    // The whole ellipse's box: a partial one lies inside it.
    double a = std::hypot(d.mx, d.my), b = a * std::fabs(d.ratio);
    double angle = std::atan2(d.my, d.mx);
    double half_w = std::hypot(a * std::cos(angle), b * std::sin(angle));
    double half_h = std::hypot(a * std::sin(angle), b * std::cos(angle));
    add_extents(context, Box{d.cx - half_w, d.cy - half_h, d.cx + half_w, d.cy + half_h});
    if (a <= options_.geometry_tolerance) report_zero_length(context, "ELLIPSE", {d.cx, d.cy});
  }

  void addPolyline(const DL_PolylineData& d) override {
    finish_polyline();
    auto context = begin_entity();
    polyline_ = PendingPolyline{std::move(context), d.flags, {}};
  }

  void addVertex(const DL_VertexData& d) override {
    if (!polyline_) return;  // a VERTEX with no POLYLINE before it
    polyline_->vertices.push_back({d.x, d.y, d.bulge});
  }

  void endEntity() override { finish_polyline(); }
  void endSequence() override { finish_polyline(); }

  void addSpline(const DL_SplineData&) override {
    finish_polyline();
    spline_context_ = begin_entity();
  }
  void addControlPoint(const DL_ControlPointData& d) override {
    // The control points' hull holds the curve.
    if (spline_context_ && usable(d.x) && usable(d.y)) add_extents(*spline_context_, d.x, d.y);
  }

  void addInsert(const DL_InsertData& d) override {
    auto context = begin_entity();
    if (!usable_or_report(context, "INSERT", {d.ipx, d.ipy, d.sx, d.sy, d.angle})) return;
    add_extents(context, d.ipx, d.ipy);
    int child = block_id(d.name);
    if (block_index_ >= 0) {
      children_[static_cast<std::size_t>(block_index_)].push_back(child);
    }
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

  void addText(const DL_TextData& d) override { text_entity("TEXT", d.ipx, d.ipy, d.text); }
  void addMText(const DL_MTextData& d) override { text_entity("MTEXT", d.ipx, d.ipy, d.text); }
  void addAttribute(const DL_AttributeData& d) override { text_entity("ATTRIB", d.ipx, d.ipy, d.text); }
  void addArcAlignedText(const DL_ArcAlignedTextData& d) override { text_entity("ARCALIGNEDTEXT", d.cx, d.cy, d.text); }

  void addTrace(const DL_TraceData& d) override { four_corners(d); }
  void addSolid(const DL_SolidData& d) override { four_corners(d); }
  void add3dFace(const DL_3dFaceData& d) override { four_corners(d); }

  // Counted on their layer; their geometry does not go to a CNC.
  void addXLine(const DL_XLineData&) override { begin_entity(); }
  void addRay(const DL_RayData&) override { begin_entity(); }
  void addDimAlign(const DL_DimensionData&, const DL_DimAlignedData&) override { begin_entity(); }
  void addDimLinear(const DL_DimensionData&, const DL_DimLinearData&) override { begin_entity(); }
  void addDimRadial(const DL_DimensionData&, const DL_DimRadialData&) override { begin_entity(); }
  void addDimDiametric(const DL_DimensionData&, const DL_DimDiametricData&) override { begin_entity(); }
  void addDimAngular(const DL_DimensionData&, const DL_DimAngular2LData&) override { begin_entity(); }
  void addDimAngular3P(const DL_DimensionData&, const DL_DimAngular3PData&) override { begin_entity(); }
  void addDimOrdinate(const DL_DimensionData&, const DL_DimOrdinateData&) override { begin_entity(); }
  void addLeader(const DL_LeaderData&) override { begin_entity(); }
  void addHatch(const DL_HatchData&) override { begin_entity(); }
  void addImage(const DL_ImageData&) override { begin_entity(); }

  // ---- after the last group
  PreflightReport finish() {
    finish_polyline();
    if (pairs_ == 0) return preflight_error("This is not a DXF file: it holds no DXF data", options_);
    if (!saw_entities_) {
      return preflight_error("This is not a complete DXF file: it has no ENTITIES section", options_);
    }
    if (!entities_closed_ || !saw_eof_) {
      return preflight_error(
          "This is not a complete DXF file: it stops before its end (EOF), so it was probably cut short in the upload "
          "or the export",
          options_);
    }
    check_blocks();
    check_units_and_parts();
    check_block_references();
    if (model_entities_ == 0) {
      add_finding("empty_drawing", Severity::error, "The drawing has no entities", {}, std::nullopt);
    } else if (cut_entities_ == 0) {
      add_finding("no_cut_layers", Severity::warning,
                  "No entity is on a cut layer (a layer named with " + cw::text::listed(options_.cut_layer_keywords) +
                      "), so nothing in this drawing would be cut",
                  {}, std::nullopt);
    }
    return report();
  }

 private:
  struct LayerState {
    std::size_t entities = 0;
    std::size_t block_entities = 0;
    bool cut = false;
  };

  // ---- the guard
  void track_structure(unsigned int code, const std::string& value) {
    std::string_view text = trimmed(value);
    if (!first_pair_checked_ && code != 999) {
      first_pair_checked_ = true;
      if (code != 0 || text != "SECTION") reject("This is not a DXF file: it does not start with a SECTION");
    }
    if (code == 0) {
      if (++objects_ > options_.max_entities) {
        reject("The file has more than " + std::to_string(options_.max_entities) +
               " entities; the preflight stops there");
      }
      if (text == "SECTION") {
        expecting_section_name_ = true;
        return;
      }
      if (text == "ENDSEC") {
        if (section_ == "ENTITIES") entities_closed_ = true;
        section_.clear();
      } else if (text == "EOF") {
        saw_eof_ = true;
      }
    } else if (code == 2 && expecting_section_name_) {
      section_ = std::string(text);
      if (section_ == "ENTITIES") saw_entities_ = true;
    }
    expecting_section_name_ = false;
  }

  void end_object() {
    if (object_kind_ == ObjectKind::lwpolyline && !lw_declared_) {
      // dxflib would reuse the vertex array of the polyline before.
      reject("This DXF file is malformed: an LWPOLYLINE has no vertex count (group 90)");
    }
    emitted_handle_ = std::move(object_handle_);
    object_handle_.clear();
  }

  void begin_object(const std::string& value) {
    object_pairs_ = 0;
    object_points_ = 0;
    lw_declared_.reset();
    lw_vertices_seen_ = 0;
    // dxflib compares the value as it is (after a code 9 too), so must this.
    if (value == "LWPOLYLINE") object_kind_ = ObjectKind::lwpolyline;
    else if (value == "SPLINE") object_kind_ = ObjectKind::spline;
    else if (value == "LEADER") object_kind_ = ObjectKind::leader;
    else object_kind_ = ObjectKind::other;
  }

  // dxflib allocates 4 doubles per declared vertex (an int multiplication that overflows past 2^29) and writes a
  // bulge at index -1 when one comes before the first vertex.
  void guard_lwpolyline(unsigned int code, const std::string& value) {
    if (code == 90) {
      int count = dxflib_int(value);
      if (count < 0 || static_cast<std::size_t>(count) > options_.max_vertices_per_entity) {
        reject("An LWPOLYLINE in the file declares " + std::to_string(count) + " vertices; at most " +
               std::to_string(options_.max_vertices_per_entity) + " are allowed");
      }
      lw_declared_ = count;
      lw_vertices_seen_ = 0;
    } else if (code == 10 || code == 20 || code == 30 || code == 42) {
      if (!lw_declared_) reject("This DXF file is malformed: an LWPOLYLINE lists vertices before their count (group 90)");
      if (code == 10) ++lw_vertices_seen_;
      if (code == 42 && (lw_vertices_seen_ == 0 || *lw_declared_ == 0)) {
        reject("This DXF file is malformed: an LWPOLYLINE has a bulge (group 42) before its first vertex");
      }
    }
  }

  void guard_count(const std::string& value, const char* type) {
    int count = dxflib_int(value);
    if (count < 0 || static_cast<std::size_t>(count) > options_.max_vertices_per_entity) {
      reject(a_or_an(type) + " in the file declares " + std::to_string(count) + " points; at most " +
             std::to_string(options_.max_vertices_per_entity) + " are allowed");
    }
  }

  // ---- entities
  LayerState& layer_state(const std::string& name) {
    auto found = layers_.find(name);
    if (found != layers_.end()) return found->second;
    if (layers_.size() >= options_.max_layers) {
      reject("The drawing has more than " + std::to_string(options_.max_layers) + " layers");
    }
    LayerState state;
    state.cut = is_cut_layer(name, keywords_);
    return layers_.emplace(name, state).first->second;
  }

  EntityContext begin_entity() {
    EntityContext context;
    context.layer = attributes.getLayer();
    LayerState& layer = layer_state(context.layer);
    ++(in_block_ ? layer.block_entities : layer.entities);
    ++(in_block_ ? block_entity_count_ : entity_count_);
    context.cut = layer.cut;
    context.model = !in_block_ && !attributes.isInPaperSpace();
    context.handle = emitted_handle_;
    context.block = block_;
    if (context.model) ++model_entities_;
    if (context.cut) {
      ++cut_entities_;
      if (block_index_ >= 0) has_cut_[static_cast<std::size_t>(block_index_)] = 1;
    }
    return context;
  }

  bool usable_or_report(const EntityContext& context, const char* type, std::initializer_list<double> values) {
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

  void add_extents(const EntityContext& context, double x, double y) {
    if (context.model) extents_.add(x, y);
  }
  void add_extents(const EntityContext& context, const Box& box) {
    if (context.model) extents_.add(box);
  }

  KeyHasher entity_key(EntityType type, const EntityContext& context) const {
    KeyHasher key(static_cast<std::uint64_t>(type));
    key.add_text(context.layer);
    key.add_text(context.block);
    key.add(context.model ? 1 : 0);
    return key;
  }

  void check_duplicate(const KeyHasher& key, const EntityContext& context, const char* type, Point2 where) {
    auto [slot, inserted] = seen_.try_emplace(key.value(), handle_number(context.handle));
    if (inserted) return;
    std::string original = handle_text(slot->second);
    add_finding("duplicate_entity", context.cut ? Severity::error : Severity::warning,
                a_or_an(type) + " on layer " + clean_text(context.layer) + " at " + point_text(where) +
                    " lies exactly on another" + (original.empty() ? "" : " (handle " + original + ")") +
                    (context.cut ? ": the machine would cut it twice" : ""),
                context, where);
  }

  void report_zero_length(const EntityContext& context, const char* type, Point2 where) {
    add_finding("zero_length", context.cut ? Severity::error : Severity::warning,
                a_or_an(type) + " on layer " + clean_text(context.layer) + " at " + point_text(where) +
                    " has zero length",
                context, where);
  }

  void text_entity(const char* type, double x, double y, const std::string& text) {
    auto context = begin_entity();
    if (!usable_or_report(context, type, {x, y})) return;
    add_extents(context, x, y);
    if (!context.cut) return;
    std::string shown = clean_text(text, kMaxTextShown);
    if (shown.size() < text.size()) shown += "...";
    add_finding("text_on_cut_layer", Severity::error,
                a_or_an(type) + " (\"" + shown + "\") is on the cut layer " + clean_text(context.layer) +
                    " at " + point_text({x, y}) + ": the machine would cut it; put notes on another layer",
                context, Point2{x, y});
  }

  void four_corners(const DL_TraceData& d) {
    auto context = begin_entity();
    for (int k = 0; k < 4; ++k) {
      if (!usable_or_report(context, "SOLID", {d.x[k], d.y[k]})) return;
    }
    for (int k = 0; k < 4; ++k) add_extents(context, d.x[k], d.y[k]);
  }

  void finish_polyline() {
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

  // A closed contour on a cut layer: the largest sets the scale of the drawing; one too large for the sheet is kept
  // for the report.
  void closed_part(const EntityContext& context, Point2 where, double width, double height) {
    largest_part_ = std::max({largest_part_, width, height});
    ++closed_parts_;
    if (fits_sheet(width, height)) return;
    ++oversized_count_;
    if (oversized_.size() < options_.max_findings) oversized_.push_back({context, where, width, height});
  }

  bool fits_sheet(double width, double height) const {
    double w = width * units_.mm_per_unit, h = height * units_.mm_per_unit;
    double sw = options_.sheet_width_mm + kFitTolerance, sl = options_.sheet_length_mm + kFitTolerance;
    return (w <= sw && h <= sl) || (w <= sl && h <= sw);
  }

  // ---- blocks
  int block_id(const std::string& name) {
    auto found = block_ids_.find(name);
    if (found != block_ids_.end()) return found->second;
    if (block_ids_.size() >= kMaxBlocks) reject("The drawing has more than " + std::to_string(kMaxBlocks) + " blocks");
    int id = static_cast<int>(block_names_.size());
    block_ids_.emplace(name, id);
    block_names_.push_back(name);
    children_.emplace_back();
    defined_.push_back(0);
    has_cut_.push_back(0);
    first_reference_.emplace_back();
    return id;
  }

  // How deep blocks insert blocks, without recursion (a file may nest them 100,000 deep), and inserting cycles.
  void check_blocks() {
    std::size_t count = block_names_.size();
    std::vector<int> depth(count, 0);
    std::vector<char> state(count, 0);  // 0 unseen, 1 on the path, 2 done
    int deepest = 0;
    for (std::size_t root = 0; root < count; ++root) {
      if (state[root] != 0) continue;
      std::vector<std::pair<int, std::size_t>> path{{static_cast<int>(root), 0}};
      state[root] = 1;
      while (!path.empty()) {
        auto& [block, next] = path.back();
        const auto& children = children_[static_cast<std::size_t>(block)];
        if (next < children.size()) {
          int child = children[next++];
          auto c = static_cast<std::size_t>(child);
          if (state[c] == 1) {
            reject("The drawing's blocks insert themselves: block \"" + clean_text(block_names_[c], 100) +
                   "\" is inside itself");
          }
          if (state[c] == 0) {
            state[c] = 1;
            path.emplace_back(child, 0);
          }
          continue;
        }
        auto b = static_cast<std::size_t>(block);
        int own = 1;
        for (int child : children) own = std::max(own, depth[static_cast<std::size_t>(child)] + 1);
        depth[b] = own;
        state[b] = 2;
        deepest = std::max(deepest, own);
        path.pop_back();
      }
    }
    if (deepest > options_.max_block_nesting) {
      reject("The drawing nests blocks " + std::to_string(deepest) + " deep; at most " +
             std::to_string(options_.max_block_nesting) + " levels are allowed");
    }
  }

  void check_block_references() {
    for (std::size_t id = 0; id < block_names_.size(); ++id) {
      const auto& first = first_reference_[id];
      if (defined_[id] || !first) continue;
      add_finding("missing_block", Severity::warning,
                  "An INSERT on layer " + clean_text(first->context.layer) + " at " + point_text(first->location) +
                      " places block \"" + clean_text(block_names_[id], 100) + "\", which the file does not define",
                  first->context, first->location);
    }
    for (const auto& insert : scaled_inserts_) {
      if (!has_cut_[static_cast<std::size_t>(insert.block)]) continue;
      add_finding("scaled_insert", Severity::warning,
                  "Block \"" + clean_text(block_names_[static_cast<std::size_t>(insert.block)], 100) +
                      "\" has cut contours and is placed at " + point_text(insert.location) + " scaled " +
                      number(insert.sx) + " x " + number(insert.sy) +
                      ": its contours were checked at their drawn size",
                  insert.context, insert.location);
    }
  }

  // ---- units, the sheet
  void check_units_and_parts() {
    double largest = largest_part_;
    if (closed_parts_ == 0 && !extents_.empty) {
      largest = std::max(extents_.box.max_x - extents_.box.min_x, extents_.box.max_y - extents_.box.min_y);
    }
    bool units_wrong = false;
    if (!insunits_ || *insunits_ == 0) {
      std::string message = insunits_ ? "The drawing is unitless ($INSUNITS 0)" : "The file does not give its units "
                                                                                 "($INSUNITS)";
      message += "; millimetres are assumed";
      if (units_mismatch(units_, largest, options_)) {
        message += ", but its largest part, " + number(largest) + " long, looks like inches";
      }
      add_finding("units_missing", Severity::warning, std::move(message), {}, std::nullopt);
    } else if (!insunits_unit(*insunits_)) {
      add_finding("units_invalid", Severity::error,
                  "$INSUNITS is " + std::to_string(*insunits_) +
                      ", which is not a DXF unit; millimetres are assumed for the checks",
                  {}, std::nullopt);
    } else if (auto mismatch = units_mismatch(units_, largest, options_)) {
      units_wrong = true;
      add_finding("units_mismatch", Severity::error,
                  *mismatch + (oversized_count_ > 0 ? "; the sheet size is checked once the units are right" : ""), {},
                  std::nullopt);
    }
    if (units_wrong) return;
    for (const auto& part : oversized_) {
      double w = part.width * units_.mm_per_unit, h = part.height * units_.mm_per_unit;
      add_finding("part_exceeds_sheet", Severity::error,
                  "The part on layer " + clean_text(part.context.layer) + " at " + point_text(part.location) +
                      " measures " + number(w) + " x " + number(h) + " mm and does not fit the " +
                      number(options_.sheet_width_mm) + " x " + number(options_.sheet_length_mm) + " mm sheet",
                  part.context, part.location);
    }
    // Past the listed ones, only counted.
    for (std::size_t i = oversized_.size(); i < oversized_count_; ++i) count_finding(Severity::error);
  }

  // ---- findings and the report
  void count_finding(Severity severity) {
    if (severity == Severity::error) ++error_count_;
    else ++warning_count_;
    ++findings_omitted_;
  }

  void add_finding(std::string code, Severity severity, std::string message, const EntityContext& context,
                   std::optional<Point2> location) {
    if (findings_.size() >= options_.max_findings) {
      count_finding(severity);
      return;
    }
    if (severity == Severity::error) ++error_count_;
    else ++warning_count_;
    Finding finding;
    finding.code = std::move(code);
    finding.severity = severity;
    finding.message = std::move(message);
    finding.layer = clean_text(context.layer);
    finding.handle = clean_text(context.handle);
    finding.block = clean_text(context.block);
    finding.location = location;
    findings_.push_back(std::move(finding));
  }

  // $INSUNITS sets the scale of the sheet check; unitless and unknown units count as millimetres.
  void set_insunits(int code) {
    insunits_ = code;
    units_.insunits = code;
    auto unit = insunits_unit(code);
    units_.name = unit ? unit->name : "unknown";
    units_.mm_per_unit = unit && unit->mm > 0 ? unit->mm : 1;
  }

  PreflightReport report() {
    PreflightReport report;
    report.units = units_;
    bool header_extents = header_min_ && header_max_ && usable(header_min_->x) && usable(header_min_->y) &&
                          usable(header_max_->x) && usable(header_max_->y) && header_min_->x <= header_max_->x &&
                          header_min_->y <= header_max_->y;
    if (header_extents) {
      report.extents = Extents{header_min_->x, header_min_->y, header_max_->x, header_max_->y, "header"};
    } else if (!extents_.empty) {
      report.extents =
          Extents{extents_.box.min_x, extents_.box.min_y, extents_.box.max_x, extents_.box.max_y, "entities"};
    }
    for (const auto& [name, state] : layers_) {
      report.layers.push_back({clean_text(name), state.entities, state.block_entities, state.cut});
    }
    std::sort(report.layers.begin(), report.layers.end(),
              [](const LayerSummary& a, const LayerSummary& b) { return a.name < b.name; });
    report.entity_count = entity_count_;
    report.block_entity_count = block_entity_count_;
    report.findings = std::move(findings_);
    report.findings_omitted = findings_omitted_;
    report.error_count = error_count_;
    report.warning_count = warning_count_;
    report.sheet_width_mm = options_.sheet_width_mm;
    report.sheet_length_mm = options_.sheet_length_mm;
    report.status = error_count_ > 0 ? PreflightStatus::fail : PreflightStatus::pass;
    auto counted = [](std::size_t n, const char* what) {
      return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
    };
    if (error_count_ > 0) {
      report.message = "Failed: " + counted(error_count_, "error") +
                       (warning_count_ > 0 ? ", " + counted(warning_count_, "warning") : "");
    } else if (warning_count_ > 0) {
      report.message = "Passed with " + counted(warning_count_, "warning");
    } else {
      report.message = "Passed: no problems found";
    }
    return report;
  }

  const PreflightOptions& options_;
  Clock::time_point deadline_;
  std::vector<std::string> keywords_;

  // guard and structure
  std::size_t pairs_ = 0;
  std::size_t objects_ = 0;
  std::size_t object_pairs_ = 0;
  std::size_t object_points_ = 0;
  ObjectKind object_kind_ = ObjectKind::other;
  std::optional<int> lw_declared_;
  std::size_t lw_vertices_seen_ = 0;
  std::string object_handle_;
  std::string emitted_handle_;  // of the object dxflib is handing over now (it does so when the next one starts)
  bool first_pair_checked_ = false;
  bool expecting_section_name_ = false;
  std::string section_;
  bool saw_entities_ = false;
  bool entities_closed_ = false;
  bool saw_eof_ = false;

  // header
  std::optional<int> insunits_;
  std::optional<Point2> header_min_, header_max_;
  Units units_{std::nullopt, "not set", 1};

  // drawing
  std::unordered_map<std::string, LayerState> layers_;
  std::size_t entity_count_ = 0;
  std::size_t block_entity_count_ = 0;
  std::size_t model_entities_ = 0;
  std::size_t cut_entities_ = 0;
  BoxBuilder extents_;
  std::unordered_map<std::uint64_t, std::uint64_t> seen_;  // entity key -> first handle (handle_number)
  std::optional<PendingPolyline> polyline_;
  std::optional<EntityContext> spline_context_;
  double largest_part_ = 0;
  std::size_t closed_parts_ = 0;
  std::vector<OversizedPart> oversized_;
  std::size_t oversized_count_ = 0;

  // blocks
  bool in_block_ = false;
  std::string block_;
  int block_index_ = -1;
  std::unordered_map<std::string, int> block_ids_;
  std::vector<std::string> block_names_;
  std::vector<std::vector<int>> children_;
  std::vector<char> defined_;
  std::vector<char> has_cut_;
  std::vector<std::optional<BlockReference>> first_reference_;
  std::vector<ScaledInsert> scaled_inserts_;

  // findings
  std::vector<Finding> findings_;
  std::size_t findings_omitted_ = 0;
  std::size_t error_count_ = 0;
  std::size_t warning_count_ = 0;
};

struct FileCloser {
  void operator()(std::FILE* file) const { std::fclose(file); }
};

// What the first bytes say the file is, when it is plainly not an ASCII DXF.
std::optional<std::string> sniff(std::string_view head) {
  if (head.starts_with("AutoCAD Binary DXF")) {
    return "This is a binary DXF file; the preflight reads ASCII DXF: please export the drawing as ASCII DXF";
  }
  if (head.size() >= 6 && head.starts_with("AC10") && std::isdigit(static_cast<unsigned char>(head[4])) &&
      std::isdigit(static_cast<unsigned char>(head[5]))) {
    return "This is a DWG drawing, not a DXF file: please export it as DXF";
  }
  if (head.find('\0') != std::string_view::npos) return "This is not a DXF file: it holds binary data";
  return std::nullopt;
}

}  // namespace

void validate(const PreflightOptions& options) {
  auto positive = [](double value, double max) { return std::isfinite(value) && value > 0 && value <= max; };
  if (!positive(options.sheet_width_mm, 10000) || !positive(options.sheet_length_mm, 10000)) {
    throw cw::invalid("The sheet must measure more than 0 and at most 10000 mm each way");
  }
  if (options.cut_layer_keywords.empty()) throw cw::invalid("Name at least one cut layer");
  for (const auto& keyword : options.cut_layer_keywords) {
    bool word = !keyword.empty() && keyword.size() <= 40 &&
                std::all_of(keyword.begin(), keyword.end(), [](char c) {
                  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
                });
    if (!word) throw cw::invalid("A cut layer name is 1 to 40 letters, digits, _ or -");
  }
  if (!(options.geometry_tolerance >= 1e-6 && options.geometry_tolerance <= 10)) {
    throw cw::invalid("The geometry tolerance lies between 0.000001 and 10 drawing units");
  }
  if (!(options.min_plausible_part_mm > 0 && options.min_plausible_part_mm < options.max_plausible_part_mm &&
        std::isfinite(options.max_plausible_part_mm))) {
    throw cw::invalid("The plausible part sizes must be positive, the smaller first");
  }
  if (options.max_file_bytes == 0 || options.max_entities == 0 || options.max_vertices_per_entity == 0 ||
      options.max_vertices_per_entity > 10'000'000 || options.max_layers == 0 || options.max_block_nesting < 1 ||
      options.time_limit.count() <= 0 || options.max_findings == 0) {
    throw cw::invalid("The preflight's limits must be positive");
  }
}

bool is_cut_layer(const std::string& layer, const std::vector<std::string>& keywords) {
  std::string name = upper(layer);
  auto letter = [](char c) { return (c >= 'A' && c <= 'Z') || static_cast<unsigned char>(c) >= 0x80; };
  for (const auto& raw : keywords) {
    std::string keyword = upper(raw);
    if (keyword.empty()) continue;
    for (std::size_t at = name.find(keyword); at != std::string::npos; at = name.find(keyword, at + 1)) {
      bool starts = at == 0 || !letter(name[at - 1]);
      std::size_t end = at + keyword.size();
      bool ends = end == name.size() || !letter(name[end]);
      if (starts && ends) return true;
    }
  }
  return false;
}

std::string to_string(PreflightStatus status) {
  switch (status) {
    case PreflightStatus::pass:
      return "pass";
    case PreflightStatus::fail:
      return "fail";
    case PreflightStatus::error:
      return "error";
  }
  return "error";
}

std::string to_string(Severity severity) { return severity == Severity::error ? "error" : "warning"; }

std::optional<InsUnit> insunits_unit(int code) {
  static const std::vector<InsUnit> kUnits = {
      {"unitless", 0},        {"inches", 25.4},         {"feet", 304.8},        {"miles", 1'609'344},
      {"millimeters", 1},     {"centimeters", 10},      {"meters", 1000},       {"kilometers", 1e6},
      {"microinches", 2.54e-5}, {"mils", 0.0254},       {"yards", 914.4},       {"angstroms", 1e-7},
      {"nanometers", 1e-6},   {"microns", 1e-3},        {"decimeters", 100},    {"decameters", 1e4},
      {"hectometers", 1e5},   {"gigameters", 1e12},     {"astronomical units", 1.495978707e14},
      {"light years", 9.4607304725808e18},              {"parsecs", 3.0856775814913673e19}};
  if (code < 0 || static_cast<std::size_t>(code) >= kUnits.size()) return std::nullopt;
  return kUnits[static_cast<std::size_t>(code)];
}

std::optional<std::string> units_mismatch(const Units& units, double largest_part, const PreflightOptions& options) {
  if (!(largest_part > 0) || !std::isfinite(largest_part) || !(units.mm_per_unit > 0)) return std::nullopt;
  auto plausible = [&](double mm) { return mm >= options.min_plausible_part_mm && mm <= options.max_plausible_part_mm; };
  double declared_mm = largest_part * units.mm_per_unit;
  if (plausible(declared_mm)) return std::nullopt;
  std::string said = "The file says its units are " + units.name + ", but its largest part, " + number(largest_part) +
                     " long (" + number(declared_mm / 1000) + " m), ";
  if (declared_mm > options.max_plausible_part_mm && units.mm_per_unit != 1 && plausible(largest_part)) {
    return said + "looks like millimetres";
  }
  if (declared_mm < options.min_plausible_part_mm && units.mm_per_unit != 25.4 && plausible(largest_part * 25.4)) {
    return said + "looks like inches";
  }
  return std::nullopt;
}

Box bulge_segment_box(Point2 a, Point2 b, double bulge) {
  BoxBuilder builder;
  builder.add(a.x, a.y);
  builder.add(b.x, b.y);
  auto arc = bulge_arc(a, b, bulge);
  if (!arc) return builder.box;
  // A clockwise arc is the counter-clockwise one from its end.
  double start = arc->sweep > 0 ? arc->start : std::atan2(b.y - arc->center.y, b.x - arc->center.x);
  builder.add(arc_box(arc->center, arc->radius, folded(start), std::fabs(arc->sweep)));
  return builder.box;
}

double bulge_segment_length(Point2 a, Point2 b, double bulge) {
  auto arc = bulge_arc(a, b, bulge);
  if (!arc) return std::hypot(b.x - a.x, b.y - a.y);
  return arc->radius * std::fabs(arc->sweep);
}

PreflightReport preflight_error(std::string message, const PreflightOptions& options) {
  PreflightReport report;
  report.status = PreflightStatus::error;
  report.message = std::move(message);
  report.units.name = "not read";
  report.sheet_width_mm = options.sheet_width_mm;
  report.sheet_length_mm = options.sheet_length_mm;
  return report;
}

PreflightReport preflight_dxf(const std::string& path, const PreflightOptions& options) {
  validate(options);
  auto deadline = Clock::now() + options.time_limit;
  try {
    std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "rb"));
    if (!file) return preflight_error("The file could not be opened", options);
    struct stat info {};
    if (::fstat(::fileno(file.get()), &info) != 0 || !S_ISREG(info.st_mode)) {
      return preflight_error("This is not a regular file", options);
    }
    auto size = static_cast<std::uintmax_t>(info.st_size);
    if (size > options.max_file_bytes) {
      return preflight_error("The file is larger than " + number(options.max_file_bytes / (1024.0 * 1024.0)) +
                                 " MB; the preflight reads DXF files up to that size",
                             options);
    }
    if (size == 0) return preflight_error("This is not a DXF file: it is empty", options);
    std::setvbuf(file.get(), nullptr, _IOFBF, 1 << 20);
    char head[4096];
    std::size_t head_size = std::fread(head, 1, sizeof head, file.get());
    if (auto refused = sniff(std::string_view(head, head_size))) return preflight_error(*refused, options);
    if (std::fseek(file.get(), 0, SEEK_SET) != 0) return preflight_error("The file could not be read", options);

    auto dxf = std::make_unique<DL_Dxf>();
    DrawingChecker checker(options, deadline);
    // DL_Dxf::in() resets the reader's state (its constructor leaves it unset); reading an empty file through it does
    // only that. The real file is read pair by pair on a FILE this function owns, so a refusal thrown from a callback
    // closes it on the way out.
    if (!dxf->in("/dev/null", &checker)) return preflight_error("The DXF reader could not be started", options);
    std::size_t pairs = 0;
    while (dxf->readDxfGroups(file.get(), &checker)) {
      if (std::ferror(file.get())) return preflight_error("The file could not be read", options);
      if (++pairs % kPairsBetweenClockChecks == 0) {
        checker.check_deadline();
        long position = std::ftell(file.get());
        if (position < 0 || static_cast<std::uintmax_t>(position) > options.max_file_bytes) {
          reject("The file grew past " + number(options.max_file_bytes / (1024.0 * 1024.0)) + " MB while being read");
        }
      }
    }
    if (std::ferror(file.get())) return preflight_error("The file could not be read", options);
    return checker.finish();
  } catch (const FileRejected& e) {
    return preflight_error(e.what(), options);
  } catch (const std::bad_alloc&) {
    return preflight_error("The file needs more memory than the preflight allows", options);
  } catch (const std::exception&) {
    return preflight_error("This DXF file is malformed and could not be read", options);
  }
}

}  // namespace projects
