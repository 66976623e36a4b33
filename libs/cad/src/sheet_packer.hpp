#pragma once
// The packing behind nest(): a sheet index and the first-fit packer. Internal to this library.
#include "cw/cad/nesting.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <vector>

namespace cw::cad::detail {

inline constexpr double kNestEpsilon = 1e-9;

struct FreeRect {
  double x, y, w, h;
};

struct Piece {
  std::size_t part;
  double length, width;
  bool grain;
};

inline bool same_kind(const Piece& a, const Piece& b) {
  return a.length == b.length && a.width == b.width && a.grain == b.grain;
}

inline bool fits(const FreeRect& free, double dx, double dy) {
  return dx <= free.w + kNestEpsilon && dy <= free.h + kNestEpsilon;
}

// The shortest sides the parts still to place need: a free rectangle below either will never hold one of them.
struct Needs {
  double short_side = 0, long_side = 0;
};

// The work of one nesting (free rectangles and index nodes looked at), against its budget.
struct Work {
  long long budget = 0;
  long long done = 0;
  bool spent() const { return done >= budget; }
};

// Over the sheets in order, the longest short side and the longest long side of their free rectangles (a max segment
// tree). A rectangle takes a part only if its short side reaches the part's short side and its long side the part's
// long side, so a sheet passed over has no room for the part; the two maxima may come from different rectangles, so a
// sheet found is a candidate the packer then tries.
class SheetIndex {
 public:
  void add_sheet(double short_side, double long_side) {
    if (sheets_ == leaves_) grow();
    set(sheets_++, short_side, long_side);
  }

  void set(std::size_t sheet, double short_side, double long_side) {
    std::size_t node = leaves_ + sheet;
    short_[node] = short_side;
    long_[node] = long_side;
    for (node /= 2; node >= 1; node /= 2) {
      short_[node] = std::max(short_[2 * node], short_[2 * node + 1]);
      long_[node] = std::max(long_[2 * node], long_[2 * node + 1]);
    }
  }

  // The first sheet from `from` on that may have room for a part with these sides; nullopt when there is none.
  std::optional<std::size_t> first(std::size_t from, double short_side, double long_side, Work& work) const {
    if (from >= sheets_) return std::nullopt;
    return first_in(1, 0, leaves_, from, short_side, long_side, work);
  }

 private:
  std::optional<std::size_t> first_in(std::size_t node, std::size_t low, std::size_t high, std::size_t from,
                                      double short_side, double long_side, Work& work) const {
    ++work.done;
    if (high <= from || short_side > short_[node] + kNestEpsilon || long_side > long_[node] + kNestEpsilon) {
      return std::nullopt;
    }
    if (high - low == 1) return low;
    std::size_t middle = (low + high) / 2;
    if (auto found = first_in(2 * node, low, middle, from, short_side, long_side, work)) return found;
    return first_in(2 * node + 1, middle, high, from, short_side, long_side, work);
  }

  void grow() {
    std::size_t leaves = std::max<std::size_t>(leaves_ * 2, 64);
    auto regrown = [&](const std::vector<double>& old) {
      std::vector<double> out(2 * leaves, 0);
      std::copy(old.begin() + static_cast<std::ptrdiff_t>(leaves_), old.end(),
                out.begin() + static_cast<std::ptrdiff_t>(leaves));
      for (std::size_t node = leaves - 1; node >= 1; --node) out[node] = std::max(out[2 * node], out[2 * node + 1]);
      return out;
    };
    short_ = regrown(short_);
    long_ = regrown(long_);
    leaves_ = leaves;
  }

  std::size_t leaves_ = 0, sheets_ = 0;
  std::vector<double> short_, long_;  // node 1 is the root; the sheets are the leaves from leaves_ on
};

// First fit with a best-fit rectangle within the sheet. The index and the dropping of rectangles no remaining part
// fits only skip what could not take the part, so the layout is the plain first-fit one, found without looking at
// every sheet and rectangle. Once the work budget is spent, the remaining parts go only on the newest sheet, on its
// most recent free rectangles: a valid layout still, only a rougher one (the result says it is approximate).
class SheetPacker {
 public:
  SheetPacker(const NestOptions& options, Work& work) : options_(options), work_(work) {}

  // Places the piece on the first sheet from `from` on with room, and returns that sheet. `needs` covers this piece
  // and every one after it.
  std::size_t place(const Piece& piece, std::size_t from, const Needs& needs) {
    if (!work_.spent()) {
      while (auto sheet = candidate(piece, from)) {
        if (place_on(*sheet, piece, needs)) return *sheet;
        from = *sheet + 1;
        if (work_.spent()) break;
      }
    }
    if (work_.spent()) {
      rough_ = true;
      if (!sheets_.empty() && place_on_recent(sheets_.back(), piece)) return sheets_.size() - 1;
    }
    sheets_.push_back({{{0, 0, options_.sheet_length_mm, options_.sheet_width_mm}}, {}});
    index_.add_sheet(std::min(options_.sheet_length_mm, options_.sheet_width_mm),
                     std::max(options_.sheet_length_mm, options_.sheet_width_mm));
    place_on(sheets_.size() - 1, piece, needs);  // callers pass only parts that fit an empty sheet
    return sheets_.size() - 1;
  }

  bool rough() const { return rough_; }

  std::vector<NestSheet> layouts() && {
    std::vector<NestSheet> out;
    for (auto& sheet : sheets_) out.push_back(std::move(sheet.layout));
    return out;
  }

 private:
  struct Sheet {
    std::vector<FreeRect> free;
    NestSheet layout;
  };

  std::optional<std::size_t> candidate(const Piece& piece, std::size_t from) {
    return index_.first(from, std::min(piece.length, piece.width), std::max(piece.length, piece.width), work_);
  }

  // On the sheet, the free rectangle the part fits most tightly (the smaller leftover side the smallest), after
  // dropping the rectangles no remaining part fits.
  bool place_on(std::size_t sheet_index, const Piece& piece, const Needs& needs) {
    auto& sheet = sheets_[sheet_index];
    work_.done += static_cast<long long>(sheet.free.size());
    std::erase_if(sheet.free, [&](const FreeRect& r) {
      return std::min(r.w, r.h) + kNestEpsilon < needs.short_side ||
             std::max(r.w, r.h) + kNestEpsilon < needs.long_side;
    });
    bool placed = place_best(sheet, 0, piece);
    double max_short = 0, max_long = 0;
    for (const auto& free : sheet.free) {
      max_short = std::max(max_short, std::min(free.w, free.h));
      max_long = std::max(max_long, std::max(free.w, free.h));
    }
    index_.set(sheet_index, max_short, max_long);
    return placed;
  }

  bool place_on_recent(Sheet& sheet, const Piece& piece) {
    const auto recent = static_cast<std::size_t>(kRoughRectsPerPart);
    std::size_t first = sheet.free.size() > recent ? sheet.free.size() - recent : 0;
    return place_best(sheet, first, piece);
  }

  bool place_best(Sheet& sheet, std::size_t first, const Piece& piece) {
    work_.done += static_cast<long long>(sheet.free.size() - first);
    std::optional<std::size_t> best;
    bool best_rotated = false;
    double best_short = 0, best_long = 0;
    for (std::size_t i = first; i < sheet.free.size(); ++i) {
      const auto& free = sheet.free[i];
      for (bool rotated : {false, true}) {
        if (rotated && (piece.grain || piece.length == piece.width)) continue;
        double dx = rotated ? piece.width : piece.length, dy = rotated ? piece.length : piece.width;
        if (!fits(free, dx, dy)) continue;
        double leftover_short = std::min(free.w - dx, free.h - dy), leftover_long = std::max(free.w - dx, free.h - dy);
        if (!best || leftover_short < best_short || (leftover_short == best_short && leftover_long < best_long)) {
          best = i;
          best_rotated = rotated;
          best_short = leftover_short;
          best_long = leftover_long;
        }
      }
    }
    if (!best) return false;
    FreeRect free = sheet.free[*best];
    sheet.free.erase(sheet.free.begin() + static_cast<std::ptrdiff_t>(*best));
    double dx = best_rotated ? piece.width : piece.length, dy = best_rotated ? piece.length : piece.width;
    sheet.layout.parts.push_back({piece.part, free.x, free.y, dx, dy, best_rotated});
    split(sheet, free, dx, dy);
    return true;
  }

  // Two guillotine cuts a kerf wide around the part in the rectangle's corner; of the two orders of cutting, the one
  // that leaves the larger piece whole.
  void split(Sheet& sheet, const FreeRect& free, double dx, double dy) {
    double kerf = options_.kerf_mm;
    double right_w = free.w - dx - kerf, top_h = free.h - dy - kerf;
    FreeRect across_top{free.x, free.y + dy + kerf, free.w, top_h};
    FreeRect beside{free.x + dx + kerf, free.y, right_w, dy};
    FreeRect full_right{free.x + dx + kerf, free.y, right_w, free.h};
    FreeRect above{free.x, free.y + dy + kerf, dx, top_h};
    auto area = [](const FreeRect& r) { return r.w > kNestEpsilon && r.h > kNestEpsilon ? r.w * r.h : 0.0; };
    bool across_first = std::max(area(across_top), area(beside)) >= std::max(area(full_right), area(above));
    for (const auto& rect : across_first ? std::array{across_top, beside} : std::array{full_right, above}) {
      if (area(rect) > 0) sheet.free.push_back(rect);
    }
  }

  const NestOptions& options_;
  Work& work_;
  SheetIndex index_;
  std::vector<Sheet> sheets_;
  bool rough_ = false;
};

}  // namespace cw::cad::detail
