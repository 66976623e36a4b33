#pragma once
// How people write cut lists: the header names the reader recognises (qty, W, "Length (mm)", "L\"", ...), the units
// sizes are written in, sizes as numbers with an optional unit and inch fractions ("23 1/2", "23-1/2", "3/4\""), and
// a thickness written in the material ("18mm Birch Ply", "3/4\" MDF"). Pure functions for parse_cut_list.
#include <optional>
#include <string>
#include <string_view>

namespace projects::cut_list {

// Every column the reader knows. units: a column of the unit each row's sizes are written in.
enum class Field { part, material, thickness, length, width, quantity, grain, units };
inline constexpr int kFieldCount = 8;

const char* field_name(Field field);

enum class Unit { mm, cm, m, in, ft };

double millimetres_per(Unit unit);
const char* unit_symbol(Unit unit);  // "mm", "cm", "m", "in", "ft"
const char* unit_plural(Unit unit);  // "millimetres", ..., "inches", "feet"

// A unit as written: mm, millimetre(s), cm, m, in, inch(es), ", ft, foot, feet, ' (any case, spaces around).
std::optional<Unit> unit_named(std::string_view text);

struct HeaderColumn {
  Field field = Field::part;
  std::optional<Unit> unit;  // "Length (mm)", "W [in]", "L\"", "length_mm"
};

// A header cell as a known column, case- and punctuation-insensitive: qty, quantity, count, pcs; part, name,
// description, label; w, width; l, len, length; t, thk, thick, thickness; material, mat; grain, grain direction;
// units, unit. A unit in brackets or after the name applies to a size column.
std::optional<HeaderColumn> header_column(std::string_view text);

struct Size {
  double value = 0;  // in `unit` when set, else in the unit the column or the file says
  std::optional<Unit> unit;  // written after the number: "600mm", "23 1/2\""
  bool fraction = false;  // written as a fraction: 3/4, 23 1/2, 23-1/2
};

// A size cell: digits with one decimal point (or comma, when decimal_comma), or a fraction, then an optional unit.
// No sign, exponent or thousands separator.
std::optional<Size> read_size(std::string_view text, bool decimal_comma);

// The first size with a unit of length written in a material's name, in millimetres ("Melamine 16 mm" -> 16,
// "3/4\" MDF" -> 19.05); nullopt when it names none (a bare number is not taken: "MDF 18" could be anything).
std::optional<double> thickness_in_material(std::string_view material, bool decimal_comma);

}  // namespace projects::cut_list
