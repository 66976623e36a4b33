#include "domain/cut_list.hpp"

#include "domain/cut_list_columns.hpp"

#include <cw/errors.hpp>
#include <cw/text.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <map>
#include <optional>
#include <unordered_map>

namespace projects {

namespace {

constexpr double kMaxThicknessMm = 200;
constexpr double kMaxSideMm = 10000;
constexpr std::size_t kMaxFieldsPerRow = 200;
constexpr std::size_t kMaxPartNameBytes = 200;
constexpr std::size_t kMaxMaterialBytes = 100;
constexpr std::size_t kShownBytes = 40;

// Lines before the header (a title, a date) are skipped, up to this many with text.
constexpr std::size_t kMaxLinesBeforeHeader = 10;
// When every length and width written without a unit is under this, the sizes are inches: no cabinet list has all
// its parts under 120 mm.
constexpr double kInchesBelow = 120;

using cut_list::Field;
using cut_list::Unit;
constexpr std::array<Field, 5> kRequiredFields = {Field::part, Field::material, Field::length, Field::width,
                                                  Field::quantity};

// Windows-1252's characters for 0x80-0x9F (0 where it defines none); 0xA0-0xFF are Latin-1's.
constexpr std::array<char32_t, 32> kWindows1252High = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

std::string from_windows_1252(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size() + bytes.size() / 4);
  for (char byte : bytes) {
    auto b = static_cast<unsigned char>(byte);
    if (b < 0x80) {
      out += byte;
    } else if (b < 0xA0) {
      char32_t c = kWindows1252High[b - 0x80];
      append_utf8(out, c ? c : U'\uFFFD');
    } else {
      append_utf8(out, b);
    }
  }
  return out;
}

std::string_view trim(std::string_view text) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  return text;
}

std::string shown(std::string_view text) {
  std::string value(trim(text));
  std::string cut = cw::text::truncated(value, kShownBytes);
  return "\"" + cut + (cut.size() < value.size() ? "..." : "") + "\"";
}

struct Record {
  std::size_t line = 0;
  std::vector<std::string> fields;
  std::string problem;  // a quoting error, or too many fields
};

// RFC 4180 records, line breaks CRLF, LF or CR; a quote opens a quoted field only at the field's start.
class CsvReader {
 public:
  CsvReader(std::string_view text, char delimiter) : text_(text), delimiter_(delimiter) {}

  bool next(Record& record) {
    if (at_ >= text_.size()) return false;
    record = Record{line_, {}, {}};
    std::string field;
    while (true) {
      if (at_ >= text_.size()) {
        push(record, std::move(field));
        return true;
      }
      if (text_[at_] == '"') {
        read_quoted(record, field);
      } else {
        while (at_ < text_.size() && text_[at_] != delimiter_ && text_[at_] != '\n' && text_[at_] != '\r') {
          field += text_[at_++];
        }
      }
      if (at_ >= text_.size()) continue;
      char c = text_[at_];
      if (c == delimiter_) {
        ++at_;
        push(record, std::move(field));
        field.clear();
        continue;
      }
      push(record, std::move(field));
      skip_line_break();
      return true;
    }
  }

 private:
  void read_quoted(Record& record, std::string& field) {
    std::size_t opened_on = line_;
    ++at_;
    while (true) {
      if (at_ >= text_.size()) {
        if (record.problem.empty()) {
          record.problem = "a quoted field opened on line " + std::to_string(opened_on) + " is never closed";
        }
        return;
      }
      char c = text_[at_];
      if (c == '"') {
        if (at_ + 1 < text_.size() && text_[at_ + 1] == '"') {
          field += '"';
          at_ += 2;
          continue;
        }
        ++at_;
        break;
      }
      if (c == '\r' || c == '\n') {
        skip_line_break();
        field += '\n';
        continue;
      }
      field += c;
      ++at_;
    }
    // After the closing quote only a delimiter or the end of the line may follow.
    if (at_ < text_.size() && text_[at_] != delimiter_ && text_[at_] != '\n' && text_[at_] != '\r') {
      if (record.problem.empty()) record.problem = "text follows a closing quote";
      while (at_ < text_.size() && text_[at_] != delimiter_ && text_[at_] != '\n' && text_[at_] != '\r') {
        field += text_[at_++];
      }
    }
  }

  void skip_line_break() {
    if (text_[at_] == '\r' && at_ + 1 < text_.size() && text_[at_ + 1] == '\n') ++at_;
    ++at_;
    ++line_;
  }

  void push(Record& record, std::string field) {
    if (record.fields.size() >= kMaxFieldsPerRow) {
      if (record.problem.empty()) record.problem = "has more than " + std::to_string(kMaxFieldsPerRow) + " fields";
      return;
    }
    record.fields.push_back(std::move(field));
  }

  std::string_view text_;
  char delimiter_;
  std::size_t at_ = 0;
  std::size_t line_ = 1;
};

// The delimiter the header line uses most: comma, semicolon or tab.
char detect_delimiter(std::string_view text) {
  std::size_t commas = 0, semicolons = 0, tabs = 0;
  bool quoted = false;
  for (char c : text) {
    if (c == '"') quoted = !quoted;
    if (quoted) continue;
    if (c == '\n' || c == '\r') break;
    if (c == ',') ++commas;
    if (c == ';') ++semicolons;
    if (c == '\t') ++tabs;
  }
  if (semicolons > commas && semicolons >= tabs) return ';';
  if (tabs > commas && tabs > semicolons) return '\t';
  return ',';
}

bool blank(const Record& record) {
  return record.problem.empty() &&
         std::all_of(record.fields.begin(), record.fields.end(), [](const std::string& f) { return trim(f).empty(); });
}

std::optional<int> whole_number(std::string_view text) {
  text = trim(text);
  if (text.empty() || text.size() > 9) return std::nullopt;
  int value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<bool> grain_value(std::string_view text) {
  std::string value = cw::text::lower(std::string(trim(text)));
  if (value.empty() || value == "no" || value == "false") return false;
  if (value == "yes" || value == "true") return true;
  return std::nullopt;
}

std::string material_key(const std::string& material) { return cw::text::lower(material); }

// A header cell naming a known column, with the unit it states.
std::optional<cut_list::HeaderColumn> header_column(std::string_view text) {
  return text.size() > kShownBytes * 2 ? std::nullopt : cut_list::header_column(text);
}

std::size_t known_columns(const Record& record) {
  return static_cast<std::size_t>(std::count_if(record.fields.begin(), record.fields.end(),
                                                [](const std::string& f) { return header_column(f).has_value(); }));
}

// Control bytes (other than tab and line breaks) in a header mean the file is not text.
bool has_control_bytes(const Record& record) {
  return std::any_of(record.fields.begin(), record.fields.end(), [](const std::string& f) {
    return std::any_of(f.begin(), f.end(), [](char c) { return (c >= 0 && c < 0x20 && c != '\t' && c != '\n') ||
                                                               c == 0x7F; });
  });
}

// Where each known column is (-1: absent) and the unit its header states.
struct Columns {
  std::array<int, cut_list::kFieldCount> index{};
  std::array<std::optional<Unit>, cut_list::kFieldCount> unit{};
  std::size_t header_size = 0;
};

std::string column_error(std::size_t line, const std::string& what) {
  return "Line " + std::to_string(line) + ", the header, " + what;
}

// The header's columns, or the error that refuses it (a field named twice, a required one missing).
std::optional<Columns> read_header(const Record& header, CutList& list) {
  Columns columns;
  columns.index.fill(-1);
  columns.header_size = header.fields.size();
  for (std::size_t i = 0; i < header.fields.size(); ++i) {
    auto known = header_column(header.fields[i]);
    if (!known) {
      auto name = std::string(trim(header.fields[i]));
      if (!name.empty()) list.ignored_columns.push_back(cw::text::truncated(name, 100));
      continue;
    }
    auto slot = static_cast<std::size_t>(known->field);
    if (columns.index[slot] >= 0) {
      list.error = column_error(header.line, "has two columns for " + std::string(field_name(known->field)) + ": " +
                                                 shown(header.fields[static_cast<std::size_t>(columns.index[slot])]) +
                                                 " (column " + std::to_string(columns.index[slot] + 1) + ") and " +
                                                 shown(header.fields[i]) + " (column " + std::to_string(i + 1) +
                                                 "); keep one");
      return std::nullopt;
    }
    columns.index[slot] = static_cast<int>(i);
    columns.unit[slot] = known->unit;
  }
  std::vector<std::string> missing;
  for (Field field : kRequiredFields) {
    if (columns.index[static_cast<std::size_t>(field)] < 0) missing.emplace_back(field_name(field));
  }
  if (!missing.empty()) {
    list.error = column_error(header.line, "has no column for " + cw::text::listed(missing) +
                                               "; a cut list needs part, material, length, width and quantity "
                                               "(thickness may be written in the material, e.g. \"18mm Birch ply\"; "
                                               "grain and units may be left out)");
    return std::nullopt;
  }
  return columns;
}

std::string_view field_of(const Record& record, const Columns& columns, Field field) {
  int index = columns.index[static_cast<std::size_t>(field)];
  if (index < 0 || static_cast<std::size_t>(index) >= record.fields.size()) return {};
  return record.fields[static_cast<std::size_t>(index)];
}

// The unit a row's units column states, when it states a known one.
std::optional<Unit> row_unit(const Record& record, const Columns& columns) {
  return cut_list::unit_named(field_of(record, columns, Field::units));
}

// The unit a size is written in when its cell names none: the row's units column, else its header's.
std::optional<Unit> stated_unit(const Record& record, const Columns& columns, Field field) {
  if (auto unit = row_unit(record, columns)) return unit;
  return columns.unit[static_cast<std::size_t>(field)];
}

// The unit of sizes nobody stated: inches when every such length and width is under kInchesBelow, else millimetres.
Unit unstated_unit(const std::vector<Record>& records, const Columns& columns, bool decimal_comma, CutList& list) {
  double largest = -1;
  for (const auto& record : records) {
    for (Field field : {Field::length, Field::width}) {
      auto size = cut_list::read_size(field_of(record, columns, field), decimal_comma);
      if (size && !size->unit && !stated_unit(record, columns, field)) largest = std::max(largest, size->value);
    }
  }
  if (largest < 0 || largest >= kInchesBelow) return Unit::mm;
  list.warnings.push_back("No unit is given and the longest side is " + cw::cad::millimetres_text(largest) +
                          ", too short for millimetres: "
                          "the sizes are read as inches. If they are not, name the unit in the header, e.g. "
                          "\"Length (mm)\".");
  return Unit::in;
}

// The units the lengths and widths of the good rows were written in: one symbol, or "mixed".
struct UnitsSeen {
  std::optional<Unit> first;
  bool mixed = false;
  void add(Unit unit) {
    if (first && *first != unit) mixed = true;
    if (!first) first = unit;
  }
};

struct RowContext {
  const Columns& columns;
  bool decimal_comma = false;
  Unit unstated = Unit::mm;
};

// One data record as a row, or the reasons it is not one.
std::optional<CutListRow> read_row(const Record& record, const RowContext& context, UnitsSeen& seen,
                                   std::string& reasons) {
  const auto& columns = context.columns;
  std::vector<std::string> problems;
  if (!record.problem.empty()) problems.push_back(record.problem);
  auto field = [&](Field f) { return field_of(record, columns, f); };
  for (const auto& f : record.fields) {
    if (f.find('\0') != std::string::npos) {
      problems.emplace_back("contains a NUL byte");
      break;
    }
  }
  if (record.fields.size() > columns.header_size) {
    bool extra = std::any_of(record.fields.begin() + static_cast<std::ptrdiff_t>(columns.header_size),
                             record.fields.end(), [](const std::string& f) { return !trim(f).empty(); });
    if (extra) {
      problems.push_back("has " + std::to_string(record.fields.size()) + " fields; the header has " +
                         std::to_string(columns.header_size));
    }
  }

  CutListRow row;
  row.line = record.line;
  row.part = std::string(trim(field(Field::part)));
  row.material = std::string(trim(field(Field::material)));
  if (row.part.empty()) problems.emplace_back("part is empty");
  if (row.part.size() > kMaxPartNameBytes) {
    problems.push_back("part is longer than " + std::to_string(kMaxPartNameBytes) + " characters");
  }
  if (row.material.empty()) problems.emplace_back("material is empty");
  if (row.material.size() > kMaxMaterialBytes) {
    problems.push_back("material is longer than " + std::to_string(kMaxMaterialBytes) + " characters");
  }
  if (!trim(field(Field::units)).empty() && !row_unit(record, columns)) {
    problems.push_back("units " + shown(field(Field::units)) + " is not mm, cm, m, in or ft");
  }
  // `converted`: written in another unit than millimetres, so the message says what it makes.
  auto in_range = [&](const std::string& what, bool converted, double mm, double max, double& out) {
    if (mm > 0 && mm <= max) {
      out = mm;
      return true;
    }
    using cw::cad::millimetres_text;
    problems.push_back(what + (converted ? " is " + millimetres_text(mm) + " mm; it" : "") +
                       " must be more than 0 and at most " + millimetres_text(max) + " mm");
    return false;
  };
  auto size = [&](Field f, double max, double& out) {
    std::string_view text = field(f);
    std::string name = field_name(f);
    auto value = cut_list::read_size(text, context.decimal_comma);
    Unit unit = value && value->unit ? *value->unit : stated_unit(record, columns, f).value_or(context.unstated);
    if (!value) {
      problems.push_back(name + " " + shown(text) + " is not a number of " + cut_list::unit_plural(unit));
    } else if (value->fraction && unit != Unit::in && unit != Unit::ft) {
      problems.push_back(name + " " + shown(text) + " is a fraction, which is read only in inches or feet (\"" +
                         std::string(trim(text)) + " in\")");
    } else if (double mm = value->value * cut_list::millimetres_per(unit);
               in_range(name + " " + shown(text), unit != Unit::mm, mm, max, out) && f != Field::thickness) {
      seen.add(unit);
    }
  };
  if (!trim(field(Field::thickness)).empty()) {
    size(Field::thickness, kMaxThicknessMm, row.thickness_mm);
  } else if (auto from_material = cut_list::thickness_in_material(row.material, context.decimal_comma)) {
    in_range("the thickness in the material " + shown(row.material), true, *from_material, kMaxThicknessMm,
             row.thickness_mm);
  } else if (columns.index[static_cast<std::size_t>(Field::thickness)] >= 0) {
    problems.push_back(row.material.empty() ? "thickness is empty"
                                            : "thickness is empty and the material " + shown(row.material) +
                                                  " names none (e.g. \"18mm Birch ply\")");
  } else {
    problems.push_back("thickness is missing: there is no thickness column and the material " + shown(row.material) +
                       " names none (e.g. \"18mm Birch ply\")");
  }
  auto check_size = [&](Field f, double& out) {
    if (trim(field(f)).empty()) {
      problems.push_back(std::string(field_name(f)) + " is empty");
    } else {
      size(f, kMaxSideMm, out);
    }
  };
  check_size(Field::length, row.length_mm);
  check_size(Field::width, row.width_mm);
  auto quantity = whole_number(field(Field::quantity));
  if (trim(field(Field::quantity)).empty()) {
    problems.emplace_back("quantity is empty");
  } else if (!quantity || *quantity < 1 || *quantity > kMaxPartQuantity) {
    problems.push_back("quantity " + shown(field(Field::quantity)) + " is not a whole number from 1 to " +
                       std::to_string(kMaxPartQuantity));
  } else {
    row.quantity = *quantity;
  }
  auto grain = grain_value(field(Field::grain));
  if (!grain) {
    problems.push_back("grain " + shown(field(Field::grain)) + " is not yes, no, true or false");
  } else {
    row.grain = *grain;
  }
  if (!problems.empty()) {
    reasons.clear();
    for (const auto& problem : problems) reasons += (reasons.empty() ? "" : "; ") + problem;
    return std::nullopt;
  }
  return row;
}

void add_totals(CutList& list) {
  std::unordered_map<std::string, std::size_t> index;
  for (const auto& row : list.rows) {
    double area = row.quantity * row.length_mm * row.width_mm / 1e6;
    list.total_parts += row.quantity;
    list.total_area_m2 += area;
    auto [slot, inserted] = index.try_emplace(material_key(row.material), list.materials.size());
    if (inserted) list.materials.push_back({row.material, 0, 0});
    auto& total = list.materials[slot->second];
    total.parts += row.quantity;
    total.area_m2 += area;
  }
}

}  // namespace

CutList parse_cut_list(std::string_view csv) {
  CutList list;
  if (csv.size() > kMaxCutListBytes) {
    list.error = "The cut list is larger than " + std::to_string(kMaxCutListBytes / (1024 * 1024)) + " MB";
    return list;
  }
  if (csv.starts_with("\xEF\xBB\xBF")) csv.remove_prefix(3);
  std::string converted;
  if (!cw::text::is_valid_utf8(csv)) {
    converted = from_windows_1252(csv);
    csv = converted;
    list.encoding = "windows-1252";
  }
  char delimiter = detect_delimiter(csv);
  CsvReader reader(csv, delimiter);

  // The header: the first line naming two known columns, among the first kMaxLinesBeforeHeader with text.
  Record record;
  std::size_t first_line = 0, lines_with_text = 0;
  bool have_header = false;
  while (!have_header && lines_with_text < kMaxLinesBeforeHeader && reader.next(record)) {
    if (blank(record)) continue;
    if (++lines_with_text == 1) first_line = record.line;
    if (has_control_bytes(record)) {
      list.error = "Line " + std::to_string(record.line) + " is not text (it holds control bytes): a cut list is a "
                   "CSV text file";
      return list;
    }
    have_header = known_columns(record) >= 2;
  }
  if (lines_with_text == 0) {
    list.error = "The cut list is empty: it needs a header row and a row per part";
    return list;
  }
  if (!have_header) {
    list.error = "Line " + std::to_string(first_line) + " is not a cut-list header" +
                 (record.line > first_line ? ", nor is any line after it up to line " + std::to_string(record.line)
                                           : std::string()) +
                 ": a header names the columns, e.g. part, material, thickness, length, width, quantity, grain";
    return list;
  }
  if (!record.problem.empty()) {
    list.error = "The header row (line " + std::to_string(record.line) + ") cannot be read: " + record.problem;
    return list;
  }
  if (record.line > first_line) {
    list.warnings.push_back("Line" + (record.line - first_line > 1 ? "s " + std::to_string(first_line) + " to " : " ") +
                            std::to_string(record.line - 1) + ", above the header on line " +
                            std::to_string(record.line) + ", " + (record.line - first_line > 1 ? "were" : "was") +
                            " skipped");
  }
  auto columns = read_header(record, list);
  if (!columns) {
    list.ignored_columns.clear();
    return list;
  }

  std::vector<Record> records;
  while (reader.next(record)) {
    if (blank(record)) continue;
    if (records.size() == kMaxCutListRows) {
      CutList refused;
      refused.error = "Line " + std::to_string(record.line) + ": the cut list has more than " +
                      std::to_string(kMaxCutListRows) + " rows";
      refused.encoding = list.encoding;
      return refused;
    }
    records.push_back(std::move(record));
  }
  RowContext context{*columns, delimiter == ';', Unit::mm};
  context.unstated = unstated_unit(records, *columns, context.decimal_comma, list);
  UnitsSeen seen;
  std::string reasons;
  for (const auto& data : records) {
    if (auto row = read_row(data, context, seen, reasons)) {
      list.rows.push_back(std::move(*row));
    } else {
      list.problems.push_back({data.line, reasons});
    }
  }
  list.units = seen.mixed ? "mixed" : cut_list::unit_symbol(seen.first.value_or(context.unstated));
  add_totals(list);
  return list;
}

std::optional<std::string> why_unreadable(const CutList& list) {
  if (!list.error.empty()) return list.error;
  if (!list.rows.empty()) return std::nullopt;
  if (list.problems.empty()) return "The cut list has a header but no rows: it needs a row per part";
  const auto& first = list.problems.front();
  return "No row of the cut list can be read: line " + std::to_string(first.line) + ": " + first.reason +
         (list.problems.size() == 2 ? " (and 1 more row)"
          : list.problems.size() > 2 ? " (and " + std::to_string(list.problems.size() - 1) + " more rows)"
                                     : "");
}

namespace {

cw::cad::NestOptions nest_options(const EstimateOptions& options, long long work_budget) {
  return {options.sheet_length_mm, options.sheet_width_mm, options.kerf_mm, work_budget};
}

}  // namespace

void validate(const EstimateOptions& options) {
  try {
    cw::cad::validate(nest_options(options, kEstimateWorkBudget));
  } catch (const cw::cad::InvalidOptions& e) {
    throw cw::invalid(e.what());
  }
}

SheetEstimate estimate_sheets(const CutList& list, const EstimateOptions& options) {
  validate(options);
  SheetEstimate estimate;
  estimate.options = options;
  long long pieces_total = 0;
  for (const auto& row : list.rows) pieces_total += row.quantity;
  if (pieces_total > kMaxEstimatedParts) {
    estimate.error = "The cut list has " + std::to_string(pieces_total) + " parts; the estimate handles at most " +
                     std::to_string(kMaxEstimatedParts);
    return estimate;
  }

  // Material and thickness (to a hundredth of a millimetre), in the order the list first names them.
  std::map<std::pair<std::string, long long>, std::size_t> group_of;
  std::vector<std::vector<std::size_t>> group_rows;
  for (std::size_t i = 0; i < list.rows.size(); ++i) {
    const auto& row = list.rows[i];
    auto key = std::pair(material_key(row.material), std::llround(row.thickness_mm * 100));
    auto [slot, inserted] = group_of.try_emplace(key, estimate.materials.size());
    if (inserted) {
      MaterialEstimate group;
      group.material = row.material;
      group.thickness_mm = row.thickness_mm;
      estimate.materials.push_back(std::move(group));
      group_rows.emplace_back();
    }
    group_rows[slot->second].push_back(i);
  }

  for (std::size_t g = 0; g < estimate.materials.size(); ++g) {
    auto& group = estimate.materials[g];
    const auto& rows = group_rows[g];
    std::vector<cw::cad::NestPart> parts;
    for (std::size_t i : rows) {
      const auto& row = list.rows[i];
      parts.push_back({i, row.length_mm, row.width_mm, row.quantity, row.grain});
    }
    auto nested = cw::cad::nest(parts, nest_options(options, std::max(0LL, kEstimateWorkBudget - estimate.work)));
    estimate.work += nested.work;
    for (const auto& unfit : nested.unfit) {
      const auto& row = list.rows[rows[unfit.part]];
      group.does_not_fit.push_back({row.line, row.part, row.length_mm, row.width_mm, unfit.quantity, unfit.reason});
    }
    for (auto& sheet : nested.layouts) {
      SheetLayout layout;
      for (const auto& p : sheet.parts) layout.parts.push_back({rows[p.part], p.x, p.y, p.size_x, p.size_y, p.rotated});
      group.layouts.push_back(std::move(layout));
    }
    group.parts = nested.parts;
    group.parts_area_m2 = nested.parts_area_m2;
    group.sheets = nested.sheets;
    group.lower_bound = nested.lower_bound;
    group.utilisation = nested.utilisation;
    group.approximate = nested.approximate;
    estimate.approximate = estimate.approximate || group.approximate;
    estimate.sheets += group.sheets;
    estimate.lower_bound += group.lower_bound;
  }
  return estimate;
}

}  // namespace projects
