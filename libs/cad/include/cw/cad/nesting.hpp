#pragma once
// Parts nested on sheets: rectangles (a part's bounding box) packed onto sheets of one material and thickness with a
// saw kerf between them, for an estimate of the sheets needed and their yield, and a picture of each sheet. The
// cut-list preview (projects' domain/cut_list.hpp) and the DXF preflight's report both nest through here. Pure: no
// I/O, no service code. As JSON: cw/cad/report_json.hpp.
#include "cw/cad/invalid_options.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace cw::cad {

struct NestPart {
  std::size_t id = 0;     // the caller's own, not used here
  double length_mm = 0;   // along the grain: the sheet's length when grain is set
  double width_mm = 0;
  int quantity = 1;
  bool grain = false;     // true: the part may not turn (its length runs along the sheet's length)
};

struct NestOptions {
  double sheet_length_mm = 2440;  // the sheet's grain runs along its length
  double sheet_width_mm = 1220;
  double kerf_mm = 4;  // the saw blade's cut between two parts
  // Free rectangles and sheet-index nodes the packing may look at before it packs the rest roughly (some tens of
  // milliseconds); after that a part looks only at the newest sheet's kRoughRectsPerPart newest free rectangles.
  long long work_budget = 5'000'000;
};

inline constexpr long long kRoughRectsPerPart = 128;

// Throws InvalidOptions naming the option out of range (the sheet more than 0 and at most 10000 mm each way, the kerf
// 0 to 50 mm, the work budget not negative).
void validate(const NestOptions& options);

// Millimetres as the messages write them: at most two decimals, no trailing zeros ("560", "12.5").
std::string millimetres_text(double value);

// A part on a sheet: x runs along the sheet's length, y along its width.
struct NestPlacement {
  std::size_t part = 0;  // index into the parts given
  double x = 0, y = 0, size_x = 0, size_y = 0;
  bool rotated = false;  // its length runs across the sheet
};

struct NestSheet {
  std::vector<NestPlacement> parts;
};

struct NestUnfit {
  std::size_t part = 0;  // index into the parts given
  int quantity = 0;
  std::string reason;
};

struct NestResult {
  int parts = 0;  // placed on sheets
  double parts_area_m2 = 0;
  int sheets = 0;
  int lower_bound = 0;       // no packing can use fewer: the parts' area over the sheet's, rounded up
  double utilisation = 0;    // the parts' area over the sheets' area
  bool approximate = false;  // the work budget ran out: some parts were packed roughly, the count may be high
  long long work = 0;        // free rectangles and index nodes looked at
  std::vector<NestUnfit> unfit;  // parts no sheet of this size takes; left out of sheets and lower_bound
  std::vector<NestSheet> layouts;
};

// First-fit decreasing guillotine packing of one material and thickness: the parts, largest first, each go on the
// first sheet with room (within a sheet, on the free rectangle that fits it most tightly); a placed part splits its
// rectangle with two straight cuts a kerf wide. A grained part keeps its length along the sheet's length. The work is
// bounded: once the budget is spent, the remaining parts go only on the newest sheet or a new one (a valid layout,
// flagged approximate). Throws InvalidOptions for options out of range.
NestResult nest(const std::vector<NestPart>& parts, const NestOptions& options);

// A drawing's parts nested per cut layer (a layer is one material and thickness): what the preflight's report keeps
// (without layouts) and what projects' nesting route answers (with them).
struct NestGroup {
  std::string layer;
  // One entry per size (length along the drawing's X axis, width along Y, in mm); quantity counts its parts.
  std::vector<NestPart> sizes;
  int omitted = 0;  // parts left out of sizes (a drawing keeps at most kMaxNestSizes sizes): the result is approximate
  NestResult result;
};

// The part sizes a drawing's nesting keeps over all its layers, so that the report stays small.
inline constexpr std::size_t kMaxNestSizes = 2000;

struct DrawingNesting {
  NestOptions options;
  bool grain = false;
  int parts = 0, sheets = 0, lower_bound = 0, unfit = 0;
  double utilisation = 0;
  bool approximate = false;
  std::vector<NestGroup> groups;
};

// Nests each group's sizes (their results replaced) with one work budget over all groups, grain set on every part
// as asked; drops the layouts unless keep_layouts. Throws InvalidOptions for options out of range.
DrawingNesting nest_groups(std::vector<NestGroup> groups, const NestOptions& options, bool grain, bool keep_layouts);

}  // namespace cw::cad
