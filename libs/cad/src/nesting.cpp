#include "cw/cad/nesting.hpp"

#include "sheet_packer.hpp"

#include <cmath>
#include <cstdio>

namespace cw::cad {

namespace {

using namespace detail;  // NOLINT: the packer, internal to this library

constexpr double kMaxSideMm = 10000;

// The pieces of the parts that fit, one per item, largest area first (then the longest side); the parts that fit no
// sheet go to `result.unfit`.
std::vector<Piece> pieces_of(const std::vector<NestPart>& parts, const NestOptions& options, NestResult& result,
                             double& area_mm2) {
  double sheet_length = options.sheet_length_mm, sheet_width = options.sheet_width_mm;
  std::vector<Piece> pieces;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const auto& part = parts[i];
    if (part.quantity <= 0) continue;
    bool fits_along = part.length_mm <= sheet_length + kNestEpsilon && part.width_mm <= sheet_width + kNestEpsilon;
    bool fits_across = part.width_mm <= sheet_length + kNestEpsilon && part.length_mm <= sheet_width + kNestEpsilon;
    bool sized = part.length_mm > 0 && part.width_mm > 0;
    if (!sized || (!fits_along && (part.grain || !fits_across))) {
      std::string sheet = millimetres_text(sheet_length) + " x " + millimetres_text(sheet_width) + " mm sheet";
      result.unfit.push_back({i, part.quantity,
                              !sized        ? "it has no area to place"
                              : fits_across ? "with its grain along the sheet it does not fit the " + sheet +
                                                  " (turned it would)"
                                            : "larger than the " + sheet});
      continue;
    }
    for (int n = 0; n < part.quantity; ++n) pieces.push_back({i, part.length_mm, part.width_mm, part.grain});
    area_mm2 += part.quantity * part.length_mm * part.width_mm;
  }
  // Decreasing: the largest area first, then the longest side.
  std::stable_sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& b) {
    double area_a = a.length * a.width, area_b = b.length * b.width;
    if (area_a != area_b) return area_a > area_b;
    return std::max(a.length, a.width) > std::max(b.length, b.width);
  });
  return pieces;
}

}  // namespace

std::string millimetres_text(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.2f", value);
  std::string text = buffer;
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

void validate(const NestOptions& options) {
  auto within = [](double value, double low, double high) {
    return std::isfinite(value) && value > low && value <= high;
  };
  if (!within(options.sheet_length_mm, 0, kMaxSideMm) || !within(options.sheet_width_mm, 0, kMaxSideMm)) {
    throw InvalidOptions("The sheet must measure more than 0 and at most 10000 mm each way");
  }
  if (!(std::isfinite(options.kerf_mm) && options.kerf_mm >= 0 && options.kerf_mm <= 50)) {
    throw InvalidOptions("The kerf must be from 0 to 50 mm");
  }
  if (options.work_budget < 0) throw InvalidOptions("The work budget must not be negative");
}

NestResult nest(const std::vector<NestPart>& parts, const NestOptions& options) {
  validate(options);
  NestResult result;
  double area_mm2 = 0;
  std::vector<Piece> pieces = pieces_of(parts, options, result, area_mm2);
  // What the parts from each one on still need, for dropping free rectangles none of them fits.
  std::vector<Needs> needs(pieces.size());
  for (std::size_t i = pieces.size(); i-- > 0;) {
    Needs own{std::min(pieces[i].length, pieces[i].width), std::max(pieces[i].length, pieces[i].width)};
    needs[i] = i + 1 == pieces.size() ? own
                                      : Needs{std::min(own.short_side, needs[i + 1].short_side),
                                              std::min(own.long_side, needs[i + 1].long_side)};
  }
  Work work{options.work_budget, 0};
  SheetPacker packer(options, work);
  // A part like the one before it goes on that one's sheet or a later one: the earlier sheets had no room for it.
  std::size_t from = 0;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    if (i > 0 && !same_kind(pieces[i], pieces[i - 1])) from = 0;
    from = packer.place(pieces[i], from, needs[i]);
  }
  double sheet_area = options.sheet_length_mm * options.sheet_width_mm;
  result.approximate = packer.rough();
  result.layouts = std::move(packer).layouts();
  result.parts = static_cast<int>(pieces.size());
  result.parts_area_m2 = area_mm2 / 1e6;
  result.sheets = static_cast<int>(result.layouts.size());
  result.lower_bound = pieces.empty() ? 0 : static_cast<int>(std::ceil(area_mm2 / sheet_area - 1e-9));
  result.utilisation = result.sheets > 0 ? area_mm2 / (result.sheets * sheet_area) : 0;
  result.work = work.done;
  return result;
}

DrawingNesting nest_groups(std::vector<NestGroup> groups, const NestOptions& options, bool grain, bool keep_layouts) {
  validate(options);
  DrawingNesting out;
  out.options = options;
  out.grain = grain;
  double parts_area = 0, sheets_area = 0;
  long long spent = 0;
  for (auto& group : groups) {
    for (auto& size : group.sizes) size.grain = grain;
    NestOptions left = options;
    left.work_budget = std::max(0LL, options.work_budget - spent);
    group.result = nest(group.sizes, left);
    group.result.approximate = group.result.approximate || group.omitted > 0;
    spent += group.result.work;
    if (!keep_layouts) group.result.layouts.clear();
    const auto& r = group.result;
    out.parts += r.parts;
    out.sheets += r.sheets;
    out.lower_bound += r.lower_bound;
    for (const auto& unfit : r.unfit) out.unfit += unfit.quantity;
    out.approximate = out.approximate || r.approximate;
    parts_area += r.parts_area_m2;
    sheets_area += r.sheets * options.sheet_length_mm * options.sheet_width_mm / 1e6;
  }
  out.utilisation = sheets_area > 0 ? parts_area / sheets_area : 0;
  out.groups = std::move(groups);
  return out;
}

}  // namespace cw::cad
