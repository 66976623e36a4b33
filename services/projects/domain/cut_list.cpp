#include "domain/cut_list.hpp"

#include <cw/errors.hpp>
#include <cw/text.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
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
constexpr double kEpsilon = 1e-9;

const std::array<const char*, 6> kRequiredColumns = {"part", "material", "thickness", "length", "width", "quantity"};
enum Column { kPart, kMaterial, kThickness, kLength, kWidth, kQuantity, kGrain, kColumnCount };
const std::array<const char*, kColumnCount> kColumnNames = {"part",  "material", "thickness", "length",
                                                            "width", "quantity", "grain"};

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

std::string number(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.2f", value);
  std::string text = buffer;
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
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

std::string column_key(std::string_view header) {
  std::string name = cw::text::lower(std::string(trim(header)));
  for (std::string_view unit : {"(mm)", "[mm]"}) {
    if (name.size() > unit.size() && name.ends_with(unit)) {
      name = std::string(trim(std::string_view(name).substr(0, name.size() - unit.size())));
    }
  }
  return name;
}

// Millimetres: digits with one optional decimal point (or comma, in a semicolon file); no sign, exponent or unit.
std::optional<double> millimetres(std::string_view text, bool decimal_comma) {
  text = trim(text);
  if (text.empty() || text.size() > 15) return std::nullopt;
  std::string normal(text);
  bool point = false, digit = false;
  for (char& c : normal) {
    if (decimal_comma && c == ',') c = '.';
    if (c == '.') {
      if (point) return std::nullopt;
      point = true;
    } else if (c >= '0' && c <= '9') {
      digit = true;
    } else {
      return std::nullopt;
    }
  }
  if (!digit) return std::nullopt;
  if (normal.front() == '.') normal.insert(normal.begin(), '0');
  double value = 0;
  auto [end, error] = std::from_chars(normal.data(), normal.data() + normal.size(), value);
  if (error != std::errc() || end != normal.data() + normal.size()) return std::nullopt;
  return value;
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

// One data record as a row, or the reasons it is not one.
std::optional<CutListRow> read_row(const Record& record, const std::array<int, kColumnCount>& columns,
                                   std::size_t header_size, bool decimal_comma, std::string& reasons) {
  std::vector<std::string> problems;
  if (!record.problem.empty()) problems.push_back(record.problem);
  auto field = [&](Column column) -> std::string_view {
    int index = columns[column];
    if (index < 0 || static_cast<std::size_t>(index) >= record.fields.size()) return {};
    return record.fields[static_cast<std::size_t>(index)];
  };
  for (const auto& f : record.fields) {
    if (f.find('\0') != std::string::npos) {
      problems.emplace_back("contains a NUL byte");
      break;
    }
  }
  if (record.fields.size() > header_size) {
    bool extra = std::any_of(record.fields.begin() + static_cast<std::ptrdiff_t>(header_size), record.fields.end(),
                             [](const std::string& f) { return !trim(f).empty(); });
    if (extra) {
      problems.push_back("has " + std::to_string(record.fields.size()) + " fields; the header has " +
                         std::to_string(header_size));
    }
  }

  CutListRow row;
  row.line = record.line;
  row.part = std::string(trim(field(kPart)));
  row.material = std::string(trim(field(kMaterial)));
  if (row.part.empty()) problems.emplace_back("part is empty");
  if (row.part.size() > kMaxPartNameBytes) {
    problems.push_back("part is longer than " + std::to_string(kMaxPartNameBytes) + " characters");
  }
  if (row.material.empty()) problems.emplace_back("material is empty");
  if (row.material.size() > kMaxMaterialBytes) {
    problems.push_back("material is longer than " + std::to_string(kMaxMaterialBytes) + " characters");
  }
  auto size = [&](Column column, double max, double& out) {
    std::string_view text = field(column);
    std::string name = kColumnNames[column];
    if (trim(text).empty()) {
      problems.push_back(name + " is empty");
      return;
    }
    auto value = millimetres(text, decimal_comma);
    if (!value) {
      problems.push_back(name + " " + shown(text) + " is not a number of millimetres");
    } else if (*value <= 0 || *value > max) {
      problems.push_back(name + " " + shown(text) + " must be more than 0 and at most " + number(max) + " mm");
    } else {
      out = *value;
    }
  };
  size(kThickness, kMaxThicknessMm, row.thickness_mm);
  size(kLength, kMaxSideMm, row.length_mm);
  size(kWidth, kMaxSideMm, row.width_mm);
  auto quantity = whole_number(field(kQuantity));
  if (trim(field(kQuantity)).empty()) {
    problems.emplace_back("quantity is empty");
  } else if (!quantity || *quantity < 1 || *quantity > kMaxPartQuantity) {
    problems.push_back("quantity " + shown(field(kQuantity)) + " is not a whole number from 1 to " +
                       std::to_string(kMaxPartQuantity));
  } else {
    row.quantity = *quantity;
  }
  auto grain = grain_value(field(kGrain));
  if (!grain) {
    problems.push_back("grain " + shown(field(kGrain)) + " is not yes, no, true or false");
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

  Record record;
  bool have_header = false;
  while (reader.next(record)) {
    if (!blank(record)) {
      have_header = true;
      break;
    }
  }
  if (!have_header) {
    list.error = "The cut list is empty: it needs a header row and a row per part";
    return list;
  }
  if (!record.problem.empty()) {
    list.error = "The header row (line " + std::to_string(record.line) + ") cannot be read: " + record.problem;
    return list;
  }
  std::array<int, kColumnCount> columns;
  columns.fill(-1);
  for (std::size_t i = 0; i < record.fields.size(); ++i) {
    std::string key = column_key(record.fields[i]);
    auto known = std::find(kColumnNames.begin(), kColumnNames.end(), key);
    if (known == kColumnNames.end()) {
      if (!key.empty()) list.ignored_columns.push_back(cw::text::truncated(std::string(trim(record.fields[i])), 100));
      continue;
    }
    auto column = static_cast<std::size_t>(known - kColumnNames.begin());
    if (columns[column] >= 0) {
      list.error = "The header names the column " + key + " twice";
      return list;
    }
    columns[column] = static_cast<int>(i);
  }
  std::vector<std::string> missing;
  for (const char* name : kRequiredColumns) {
    auto column = static_cast<std::size_t>(std::find(kColumnNames.begin(), kColumnNames.end(), std::string(name)) -
                                           kColumnNames.begin());
    if (columns[column] < 0) missing.emplace_back(name);
  }
  if (!missing.empty()) {
    list.error = "The header has no column for " + cw::text::listed(missing) +
                 "; a cut list needs part, material, thickness, length, width and quantity (grain may be left out)";
    list.ignored_columns.clear();
    return list;
  }

  std::size_t header_size = record.fields.size();
  bool decimal_comma = delimiter == ';';
  std::size_t data_rows = 0;
  std::string reasons;
  while (reader.next(record)) {
    if (blank(record)) continue;
    if (++data_rows > kMaxCutListRows) {
      CutList refused;
      refused.error = "The cut list has more than " + std::to_string(kMaxCutListRows) + " rows";
      refused.encoding = list.encoding;
      return refused;
    }
    if (auto row = read_row(record, columns, header_size, decimal_comma, reasons)) {
      list.rows.push_back(std::move(*row));
    } else {
      list.problems.push_back({record.line, reasons});
    }
  }
  add_totals(list);
  return list;
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
