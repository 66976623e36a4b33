#pragma once
// The cut-list preview: an uploaded cut-list CSV read into parts (with every bad row named by its line), totals per
// material, and an estimate of the full sheets each material and thickness needs (nested by the drawing library,
// cw/cad/nesting.hpp). No I/O here: the caller hands over the file's bytes. As JSON: app/file_views.hpp.
#include <cw/cad/nesting.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace projects {

inline constexpr std::size_t kMaxCutListBytes = 5 * 1024 * 1024;
inline constexpr std::size_t kMaxCutListRows = 10'000;
inline constexpr int kMaxPartQuantity = 1000;      // of one row
inline constexpr int kMaxEstimatedParts = 20'000;  // over the whole list, for the sheet estimate
// Free rectangles and sheet-index nodes the estimate may look at, over all materials, before it packs the rest
// roughly (some tens of milliseconds); after that a part looks at no more than the newest sheet's kRoughRectsPerPart
// newest free rectangles (or a new sheet's one).
inline constexpr long long kEstimateWorkBudget = 5'000'000;
using cw::cad::kRoughRectsPerPart;

struct CutListRow {
  std::size_t line = 0;  // where the row starts in the file, from 1 (the header is usually line 1)
  std::string part;
  std::string material;
  double thickness_mm = 0;
  double length_mm = 0;  // along the grain
  double width_mm = 0;
  int quantity = 0;
  bool grain = false;  // true: the part's length must run along the sheet's length (it may not turn)
};

struct CutListProblem {
  std::size_t line = 0;
  std::string reason;
};

struct MaterialTotal {
  std::string material;  // as first written; materials differing only in case or spaces around are one
  int parts = 0;
  double area_m2 = 0;
};

struct CutList {
  // Set when the file as a whole cannot be read (too large, no header, a column missing, too many rows); there are
  // then no rows.
  std::string error;
  std::string encoding = "utf-8";  // or "windows-1252" when the bytes are not UTF-8 (Excel's export on Windows)
  std::vector<std::string> ignored_columns;
  std::vector<CutListRow> rows;  // the good rows
  std::vector<CutListProblem> problems;  // one per bad row, in file order
  int total_parts = 0;
  double total_area_m2 = 0;
  std::vector<MaterialTotal> materials;
};

// The header names the columns part, material, thickness, length, width, quantity and grain (grain may be left out),
// in any order and any case; other columns are ignored. Fields follow RFC 4180 (quotes, doubled quotes, line breaks
// inside quotes); commas separate them, or semicolons or tabs when the header uses those (a semicolon file may write
// decimals with a comma). Lengths are millimetres, quantity a whole number from 1 to 1000, grain yes/no/true/false or
// empty. Any bytes give a result, never an exception.
CutList parse_cut_list(std::string_view csv);

struct EstimateOptions {
  double sheet_length_mm = 2440;  // the sheet's grain runs along its length
  double sheet_width_mm = 1220;
  double kerf_mm = 4;  // the saw blade's cut between two parts
};

// Throws cw::DomainError(invalid) naming the option out of range.
void validate(const EstimateOptions& options);

// A part on a sheet: x runs along the sheet's length, y along its width.
struct Placement {
  std::size_t row = 0;  // index into CutList::rows
  double x = 0, y = 0;
  double size_x = 0, size_y = 0;
  bool rotated = false;  // its length runs across the sheet
};

struct SheetLayout {
  std::vector<Placement> parts;
};

struct UnfitPart {
  std::size_t line = 0;
  std::string part;
  double length_mm = 0, width_mm = 0;
  int quantity = 0;
  std::string reason;
};

struct MaterialEstimate {
  std::string material;
  double thickness_mm = 0;
  int parts = 0;  // placed on sheets
  double parts_area_m2 = 0;
  int sheets = 0;
  int lower_bound = 0;  // no packing can use fewer: the parts' area over the sheet's, rounded up
  double utilisation = 0;  // the parts' area over the sheets' area
  bool approximate = false;  // the work budget ran out: some parts were packed roughly, the count may be high
  std::vector<UnfitPart> does_not_fit;  // left out of sheets and lower_bound
  std::vector<SheetLayout> layouts;
};

struct SheetEstimate {
  std::string error;  // set when there are too many parts to estimate; no materials then
  EstimateOptions options;
  std::vector<MaterialEstimate> materials;  // one per material and thickness, in the list's order
  int sheets = 0;
  int lower_bound = 0;
  bool approximate = false;  // some material's count is approximate
  long long work = 0;  // free rectangles and index nodes looked at, against kEstimateWorkBudget
};

// First-fit decreasing guillotine packing per material and thickness: the parts, largest first, each go on the first
// sheet with room (within a sheet, on the free rectangle that fits it most tightly); a placed part splits its
// rectangle with two straight cuts a kerf wide. A grained part keeps its length along the sheet's length. The work is
// bounded: once kEstimateWorkBudget is spent, the remaining parts go only on the newest sheet or a new one (a valid
// layout, flagged approximate). Throws cw::DomainError(invalid) for options out of range.
SheetEstimate estimate_sheets(const CutList& list, const EstimateOptions& options = {});

}  // namespace projects
