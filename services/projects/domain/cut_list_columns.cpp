#include "domain/cut_list_columns.hpp"

#include <array>
#include <charconv>
#include <cstdint>
#include <utility>

namespace projects::cut_list {

namespace {

constexpr std::size_t kMaxSizeChars = 30;
constexpr std::size_t kMaxDigits = 9;

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
char lowered(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

std::string_view trimmed(std::string_view text) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  return text;
}

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = lowered(c);
  return out;
}

const std::array<std::pair<std::string_view, Unit>, 22> kUnitNames = {{
    {"mm", Unit::mm},         {"millimetre", Unit::mm},  {"millimetres", Unit::mm}, {"millimeter", Unit::mm},
    {"millimeters", Unit::mm}, {"cm", Unit::cm},         {"centimetres", Unit::cm}, {"centimeters", Unit::cm},
    {"m", Unit::m},           {"metres", Unit::m},       {"meters", Unit::m},       {"in", Unit::in},
    {"in.", Unit::in},        {"inch", Unit::in},        {"inches", Unit::in},      {"\"", Unit::in},
    {"''", Unit::in},         {"\xE2\x80\xB3", Unit::in} /* ″ */, {"ft", Unit::ft}, {"foot", Unit::ft},
    {"feet", Unit::ft},       {"'", Unit::ft},
}};

const std::array<std::pair<std::string_view, Field>, 25> kHeaderNames = {{
    {"part", Field::part},           {"partname", Field::part},     {"name", Field::part},
    {"description", Field::part},    {"label", Field::part},        {"material", Field::material},
    {"mat", Field::material},        {"thickness", Field::thickness}, {"thick", Field::thickness},
    {"thk", Field::thickness},       {"t", Field::thickness},       {"length", Field::length},
    {"len", Field::length},          {"l", Field::length},          {"width", Field::width},
    {"w", Field::width},             {"quantity", Field::quantity}, {"qty", Field::quantity},
    {"count", Field::quantity},      {"pcs", Field::quantity},      {"pieces", Field::quantity},
    {"grain", Field::grain},         {"graindirection", Field::grain}, {"units", Field::units},
    {"unit", Field::units},
}};

bool is_size(Field field) { return field == Field::thickness || field == Field::length || field == Field::width; }

std::optional<Field> field_keyed(std::string_view key) {
  for (const auto& [name, field] : kHeaderNames) {
    if (name == key) return field;
  }
  return std::nullopt;
}

// Whole digits from `at`, at most kMaxDigits of them.
std::optional<std::uint32_t> digits_at(std::string_view text, std::size_t& at) {
  std::size_t start = at;
  while (at < text.size() && is_digit(text[at])) ++at;
  if (at == start || at - start > kMaxDigits) return std::nullopt;
  std::uint32_t value = 0;
  std::from_chars(text.data() + start, text.data() + at, value);
  return value;
}

// "n/d" from `at` (d not 0).
std::optional<double> fraction_at(std::string_view text, std::size_t& at) {
  std::size_t from = at;
  auto numerator = digits_at(text, from);
  if (!numerator || from >= text.size() || text[from] != '/') return std::nullopt;
  ++from;
  auto denominator = digits_at(text, from);
  if (!denominator || *denominator == 0) return std::nullopt;
  at = from;
  return static_cast<double>(*numerator) / *denominator;
}

// A number from `at`: 23, 23.5, .5, 23., 3/4, 23 1/2, 23-1/2. Moves `at` past it.
std::optional<Size> number_at(std::string_view text, std::size_t& at, bool decimal_comma) {
  auto decimal = [&](char c) { return c == '.' || (decimal_comma && c == ','); };
  std::size_t from = at;
  if (auto fraction = fraction_at(text, from)) {
    at = from;
    return Size{*fraction, std::nullopt, true};
  }
  std::size_t start = from;
  while (from < text.size() && is_digit(text[from])) ++from;
  std::size_t whole_end = from;
  if (from < text.size() && decimal(text[from])) {
    ++from;
    while (from < text.size() && is_digit(text[from])) ++from;
  }
  if (from - start > kMaxDigits + 6 || (whole_end == start && from - start < 2)) return std::nullopt;
  std::string normal(text.substr(start, from - start));
  if (normal.front() == '.' || normal.front() == ',') normal.insert(normal.begin(), '0');
  for (char& c : normal) {
    if (c == ',') c = '.';
  }
  double value = 0;
  auto [end, error] = std::from_chars(normal.data(), normal.data() + normal.size(), value);
  if (error != std::errc() || end != normal.data() + normal.size()) return std::nullopt;
  // A whole number may be followed by a fraction: "23 1/2", "23-1/2".
  if (from == whole_end && from + 1 < text.size() && (text[from] == ' ' || text[from] == '-')) {
    std::size_t after = from + 1;
    if (auto fraction = fraction_at(text, after); fraction && *fraction < 1) {
      at = after;
      return Size{value + *fraction, std::nullopt, true};
    }
  }
  at = from;
  return Size{value, std::nullopt, false};
}

// The unit word at the start of `text` that ends at a non-letter; its length, or 0.
std::pair<std::optional<Unit>, std::size_t> unit_at(std::string_view text) {
  std::optional<Unit> best;
  std::size_t best_length = 0;
  for (const auto& [name, unit] : kUnitNames) {
    if (name.size() <= best_length || text.size() < name.size()) continue;
    if (lowercase(text.substr(0, name.size())) != name) continue;
    if (name.size() < text.size() && is_letter(name.back()) && is_letter(text[name.size()])) continue;
    best = unit;
    best_length = name.size();
  }
  return {best, best_length};
}

}  // namespace

const char* field_name(Field field) {
  static constexpr std::array<const char*, kFieldCount> kNames = {"part",  "material", "thickness", "length",
                                                                  "width", "quantity", "grain",     "units"};
  return kNames[static_cast<std::size_t>(field)];
}

double millimetres_per(Unit unit) {
  switch (unit) {
    case Unit::mm: return 1;
    case Unit::cm: return 10;
    case Unit::m: return 1000;
    case Unit::in: return 25.4;
    case Unit::ft: return 304.8;
  }
  return 1;
}

const char* unit_symbol(Unit unit) {
  static constexpr std::array<const char*, 5> kSymbols = {"mm", "cm", "m", "in", "ft"};
  return kSymbols[static_cast<std::size_t>(unit)];
}

const char* unit_plural(Unit unit) {
  static constexpr std::array<const char*, 5> kPlurals = {"millimetres", "centimetres", "metres", "inches", "feet"};
  return kPlurals[static_cast<std::size_t>(unit)];
}

std::optional<Unit> unit_named(std::string_view text) {
  text = trimmed(text);
  auto [unit, length] = unit_at(text);
  if (!unit || length != text.size()) return std::nullopt;
  return unit;
}

std::optional<HeaderColumn> header_column(std::string_view text) {
  std::string name = lowercase(trimmed(text));
  std::optional<Unit> unit;
  // "Length (mm)", "W [in]": the bracket's unit; another bracket ("(optional)") is dropped.
  if (!name.empty() && (name.back() == ')' || name.back() == ']')) {
    auto open = name.find_last_of(name.back() == ')' ? '(' : '[');
    if (open != std::string::npos) {
      unit = unit_named(std::string_view(name).substr(open + 1, name.size() - open - 2));
      name.erase(open);
    }
  }
  std::string key;
  for (char c : name) {
    if (is_letter(c) || is_digit(c)) key += c;
  }
  if (auto field = field_keyed(key)) {
    // "L\"" and "W'": a unit mark after a size's name.
    auto tail = trimmed(name);
    if (!unit && is_size(*field) && !tail.empty() && (tail.back() == '"' || tail.back() == '\'')) {
      unit = tail.ends_with("''") || tail.back() == '"' ? Unit::in : Unit::ft;
    }
    return HeaderColumn{*field, is_size(*field) ? unit : std::nullopt};
  }
  // "length_mm", "Width in", "thickness inches": a unit word after a size's name.
  if (unit) return std::nullopt;
  for (const auto& [word, word_unit] : kUnitNames) {
    if (!is_letter(word.back()) || key.size() <= word.size() || !key.ends_with(word)) continue;
    auto field = field_keyed(std::string_view(key).substr(0, key.size() - word.size()));
    if (field && is_size(*field) && key.size() - word.size() > 1) return HeaderColumn{*field, word_unit};
  }
  return std::nullopt;
}

std::optional<Size> read_size(std::string_view text, bool decimal_comma) {
  text = trimmed(text);
  if (text.empty() || text.size() > kMaxSizeChars) return std::nullopt;
  std::size_t at = 0;
  auto size = number_at(text, at, decimal_comma);
  if (!size) return std::nullopt;
  auto rest = trimmed(text.substr(at));
  if (!rest.empty()) {
    size->unit = unit_named(rest);
    if (!size->unit) return std::nullopt;
  }
  return size;
}

std::optional<double> thickness_in_material(std::string_view material, bool decimal_comma) {
  for (std::size_t i = 0; i < material.size(); ++i) {
    char before = i > 0 ? material[i - 1] : ' ';
    if (!is_digit(material[i]) || is_digit(before) || is_letter(before) || before == '.' || before == '/' ||
        before == ',') {
      continue;
    }
    std::size_t at = i;
    auto size = number_at(material, at, decimal_comma);
    if (!size) continue;
    while (at < material.size() && material[at] == ' ') ++at;
    auto [unit, length] = unit_at(material.substr(at));
    // Metres and feet are no sheet's thickness ("18 m" is a length, "2'" a note).
    if (unit && *unit != Unit::m && *unit != Unit::ft && size->value > 0) {
      return size->value * millimetres_per(*unit);
    }
    i = at > i ? at - 1 : i;
  }
  return std::nullopt;
}

}  // namespace projects::cut_list
