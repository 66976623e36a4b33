// The guard over every group, the header, tables and blocks.
#include "drawing_checker.hpp"

#include "text.hpp"

#include <dl_dxf.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace cw::cad::detail {

DrawingChecker::DrawingChecker(const PreflightOptions& options, Clock::time_point deadline)
    : options_(options), deadline_(deadline) {
  for (const auto& keyword : options_.cut_layer_keywords) keywords_.push_back(upper(keyword));
}

void DrawingChecker::check_deadline() const {
  if (Clock::now() > deadline_) {
    reject("The file took longer than " + number(options_.time_limit.count() / 1000.0) +
           " s to check; a drawing for one job should not");
  }
}

void DrawingChecker::processCodeValuePair(unsigned int code, const std::string& value) {
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

void DrawingChecker::addLayer(const DL_LayerData& data) { layer_state(data.name); }

void DrawingChecker::setVariableInt(const std::string& key, int value, int) {
  if (key == "$INSUNITS") set_insunits(value);
}

void DrawingChecker::setVariableDouble(const std::string& key, double value, int) {
  // Some writers store $INSUNITS with a real's group code.
  if (key == "$INSUNITS" && std::isfinite(value) && std::fabs(value) < 1e9) set_insunits(static_cast<int>(value));
}

void DrawingChecker::setVariableVector(const std::string& key, double x, double y, double, int) {
  if (key == "$EXTMIN") header_min_ = Point2{x, y};
  if (key == "$EXTMAX") header_max_ = Point2{x, y};
}

void DrawingChecker::addBlock(const DL_BlockData& data) {
  finish_polyline();
  in_block_ = true;
  block_ = data.name;
  block_index_ = block_id(data.name);
  defined_[static_cast<std::size_t>(block_index_)] = 1;
  if (usable(data.bpx) && usable(data.bpy)) base_[static_cast<std::size_t>(block_index_)] = {data.bpx, data.bpy};
}

void DrawingChecker::endBlock() {
  finish_polyline();
  in_block_ = false;
  block_.clear();
  block_index_ = -1;
}

void DrawingChecker::track_structure(unsigned int code, const std::string& value) {
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

void DrawingChecker::end_object() {
  if (object_kind_ == ObjectKind::lwpolyline && !lw_declared_) {
    // dxflib would reuse the vertex array of the polyline before.
    reject("This DXF file is malformed: an LWPOLYLINE has no vertex count (group 90)");
  }
  emitted_handle_ = std::move(object_handle_);
  object_handle_.clear();
}

void DrawingChecker::begin_object(const std::string& value) {
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

void DrawingChecker::guard_lwpolyline(unsigned int code, const std::string& value) {
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

void DrawingChecker::guard_count(const std::string& value, const char* type) {
  int count = dxflib_int(value);
  if (count < 0 || static_cast<std::size_t>(count) > options_.max_vertices_per_entity) {
    reject(a_or_an(type) + " in the file declares " + std::to_string(count) + " points; at most " +
           std::to_string(options_.max_vertices_per_entity) + " are allowed");
  }
}

void DrawingChecker::set_insunits(int code) {
  insunits_ = code;
  units_.insunits = code;
  auto unit = insunits_unit(code);
  units_.name = unit ? unit->name : "unknown";
  units_.mm_per_unit = unit && unit->mm > 0 ? unit->mm : 1;
}

}  // namespace cw::cad::detail
