#pragma once
// The preflight of an uploaded DXF drawing before it goes to a CNC: units and extents, the layers, and the problems
// a CAM program would trip on (open contours on cut layers, zero-length and duplicate entities, text on a cut layer,
// parts larger than the sheet). Debian's dxflib reads the file; everything it hands over is checked here. The cut
// layers' LINEs, ARCs, CIRCLEs, ELLIPSEs, polylines and SPLINEs are chained into contours (contours.hpp), in the
// drawing and in each block definition; blocks' contours are placed into the drawing's parts by their inserts.
//
// The file is hostile input. Size, entity count, vertices per entity, layers, block nesting and time are bounded,
// and dxflib's own unchecked paths (its vertex arrays sized by a count from the file) are closed before it sees the
// count, so any file ends in a report, never a crash. The service still runs the check in a separate, resource-limited
// process (services/projects/tools/dxf_preflight_main.cpp): a parser bug must never take the service down.
// The report as JSON: cw/cad/report_json.hpp. This library holds no service code: no database, HTTP or logging.
#include "cw/cad/invalid_options.hpp"
#include "cw/cad/nesting.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cw::cad {

struct PreflightOptions {
  // The sheet the parts are cut from, in millimetres; a part fits when it fits either way round.
  double sheet_width_mm = 1220;
  double sheet_length_mm = 2440;
  // A layer is a cut layer when one of these appears in its name as a word of its own (case-insensitive; letters
  // right before or after do not count): "CUT", "Cut_18mm", "OUTSIDE-PROFILE" match CUT, PROFILE, OUTSIDE.
  std::vector<std::string> cut_layer_keywords = {"CUT", "PROFILE", "OUTSIDE", "INSIDE", "POCKET", "DADO"};
  // Two points closer than this (in drawing units) are the same point: zero lengths, duplicates, closing vertices,
  // the ends of segments that join into one contour.
  double geometry_tolerance = 0.001;
  // Ends of a contour further apart than the geometry tolerance but closer than this are "almost closed": a snap
  // the engineer missed (drawing units).
  double almost_closed_tolerance = 0.5;
  // Arcs, ellipses and splines become chords that stray from the curve by at most this (drawing units).
  double curve_tolerance = 0.01;
  // The largest part of a cabinet drawing lies between these (mm); outside them the declared units are suspect.
  double min_plausible_part_mm = 100;
  double max_plausible_part_mm = 3000;

  // Bounds for hostile files: past any of them the report is an error.
  std::uintmax_t max_file_bytes = 100ull * 1024 * 1024;
  std::size_t max_entities = 2'000'000;  // every object of the file (entities, vertices, table entries)
  std::size_t max_vertices_per_entity = 500'000;
  std::size_t max_layers = 10'000;
  int max_block_nesting = 64;
  std::chrono::milliseconds time_limit{10'000};
  // Findings past this many are counted, not listed.
  std::size_t max_findings = 500;
};

// Throws InvalidOptions naming the first option out of range.
void validate(const PreflightOptions& options);

// True when one of the keywords appears in the layer name as a word (see cut_layer_keywords).
bool is_cut_layer(const std::string& layer, const std::vector<std::string>& keywords);

enum class PreflightStatus { pass, fail, error };
enum class Severity { error, warning };
std::string to_string(PreflightStatus status);
std::string to_string(Severity severity);

struct Point2 {
  double x = 0;
  double y = 0;
};

// Where a contour is open: two loose ends and how far apart they are.
struct Gap {
  Point2 from;
  Point2 to;
  double distance = 0;
  bool almost_closed = false;  // under almost_closed_tolerance: a missed snap
};

struct Finding {
  // open_contour, zero_length, duplicate_entity, text_on_cut_layer, part_exceeds_sheet, branching_point,
  // overlapping_segments, self_intersecting_contour, ...
  std::string code;
  Severity severity = Severity::error;
  std::string message;
  std::string layer;
  std::string handle;  // the entity's DXF handle (hex), "" when the file gives none
  std::string block;   // the block definition holding the entity, "" in the drawing itself
  std::optional<Point2> location;  // drawing units
  std::vector<Gap> gaps;           // open_contour: where it is open
};

// A closed contour on a cut layer: an outer profile (a part) or a hole or pocket inside one.
struct Contour {
  std::string layer;
  std::string block;   // "" in the drawing; the block whose insert placed it
  std::string handle;  // of its first entity
  Point2 location;     // its first point, drawing units (in the drawing, after the insert's transform)
  double width_mm = 0, height_mm = 0, area_mm2 = 0;
  std::size_t segments = 0;  // how many entities (or polyline runs) it is chained from
  std::size_t holes = 0;     // for a part: the holes and pockets inside it
  int part = -1;             // for a hole: the index of its part in parts, -1 when that part is not listed
};

struct Units {
  std::optional<int> insunits;  // $INSUNITS as written; nullopt when the header has none
  std::string name;             // "millimeters", "inches", "unitless", ...
  double mm_per_unit = 1;       // millimetres are assumed when the units are missing or unknown
};

struct Extents {
  double min_x = 0, min_y = 0, max_x = 0, max_y = 0;
  std::string source;  // "header" ($EXTMIN/$EXTMAX) or "entities" (computed from the drawing's entities)
};

struct LayerSummary {
  std::string name;
  std::size_t entities = 0;        // in the drawing (model and paper space)
  std::size_t block_entities = 0;  // inside block definitions
  bool cut = false;
};

struct PreflightReport {
  PreflightStatus status = PreflightStatus::error;
  std::string message;  // the error for status error; a one-line summary otherwise
  Units units;
  std::optional<Extents> extents;
  std::vector<LayerSummary> layers;  // by name
  std::size_t entity_count = 0;        // entities in the drawing (not vertices, table entries or block contents)
  std::size_t block_entity_count = 0;  // entities inside block definitions
  std::vector<Finding> findings;     // in file order, at most max_findings
  std::size_t findings_omitted = 0;
  std::size_t error_count = 0;  // over all findings, listed or not
  std::size_t warning_count = 0;
  double sheet_width_mm = 0;
  double sheet_length_mm = 0;
  // The closed contours of the cut layers in the drawing (blocks placed by their inserts), at most max_findings each.
  std::vector<Contour> parts;
  std::vector<Contour> holes;
  std::size_t part_count = 0;
  std::size_t hole_count = 0;
  // All the parts (listed or not) nested per cut layer on the report's sheet, kerf 4 mm, no grain, without layouts;
  // none for an error or a drawing without parts.
  std::optional<DrawingNesting> nesting;
};

// Never throws for anything in the file: a file that cannot be read or checked gives status error with a message
// for the engineer. Throws InvalidOptions only for options out of range.
PreflightReport preflight_dxf(const std::string& path, const PreflightOptions& options = {});

// A report that could not be made, with the message for the engineer.
PreflightReport preflight_error(std::string message, const PreflightOptions& options = {});

// The $INSUNITS codes: the unit's name and its size in millimetres (0 for unitless; nullopt for a code DXF does not
// define).
struct InsUnit {
  std::string name;
  double mm = 0;
};
std::optional<InsUnit> insunits_unit(int code);

// The declared units against the size of the largest part (its longer side, in drawing units): nullopt when they
// agree, else the message of an inch/mm mismatch ("... looks like millimetres").
std::optional<std::string> units_mismatch(const Units& units, double largest_part, const PreflightOptions& options);

// Bounding box of the arc that joins a polyline's vertices a and b with the given bulge (tan of a quarter of its
// included angle; 0 is a straight segment), and its length.
struct Box {
  double min_x = 0, min_y = 0, max_x = 0, max_y = 0;
};
Box bulge_segment_box(Point2 a, Point2 b, double bulge);
double bulge_segment_length(Point2 a, Point2 b, double bulge);

}  // namespace cw::cad
