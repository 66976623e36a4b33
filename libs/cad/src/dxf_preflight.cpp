#include "cw/cad/dxf_preflight.hpp"

#include "drawing_checker.hpp"
#include "dxf_groups.hpp"
#include "text.hpp"

#include <dl_dxf.h>

#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string_view>

namespace cw::cad {

namespace {

using namespace detail;  // NOLINT: the reader's parts, internal to this library

struct FileCloser {
  void operator()(std::FILE* file) const { std::fclose(file); }
};

// What the first bytes say the file is: an ASCII or a binary DXF, or a refusal when it is plainly neither.
struct Sniffed {
  bool binary = false;
  std::optional<std::string> refused;
};

Sniffed sniff(std::string_view head) {
  if (head.starts_with(kBinarySentinel)) return {true, std::nullopt};
  if (head.starts_with("AutoCAD Binary DXF")) {
    return {false, "This binary DXF file is damaged: its first bytes are not the binary DXF signature"};
  }
  if (head.size() >= 6 && head.starts_with("AC10") && std::isdigit(static_cast<unsigned char>(head[4])) &&
      std::isdigit(static_cast<unsigned char>(head[5]))) {
    return {false, "This is a DWG drawing, not a DXF file: please export it as DXF"};
  }
  if (head.find('\0') != std::string_view::npos) return {false, "This is not a DXF file: it holds binary data"};
  return {};
}

}  // namespace

void validate(const PreflightOptions& options) {
  auto positive = [](double value, double max) { return std::isfinite(value) && value > 0 && value <= max; };
  if (!positive(options.sheet_width_mm, 10000) || !positive(options.sheet_length_mm, 10000)) {
    throw InvalidOptions("The sheet must measure more than 0 and at most 10000 mm each way");
  }
  if (options.cut_layer_keywords.empty()) throw InvalidOptions("Name at least one cut layer");
  for (const auto& keyword : options.cut_layer_keywords) {
    bool word = !keyword.empty() && keyword.size() <= 40 &&
                std::all_of(keyword.begin(), keyword.end(), [](char c) {
                  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
                });
    if (!word) throw InvalidOptions("A cut layer name is 1 to 40 letters, digits, _ or -");
  }
  if (!(options.geometry_tolerance >= 1e-6 && options.geometry_tolerance <= 10)) {
    throw InvalidOptions("The geometry tolerance lies between 0.000001 and 10 drawing units");
  }
  if (!(options.almost_closed_tolerance > options.geometry_tolerance && options.almost_closed_tolerance <= 100)) {
    throw InvalidOptions("The almost-closed tolerance lies above the geometry tolerance and at most 100 drawing units");
  }
  if (!(options.curve_tolerance >= 1e-6 && options.curve_tolerance <= 10)) {
    throw InvalidOptions("The curve tolerance lies between 0.000001 and 10 drawing units");
  }
  if (!(options.min_plausible_part_mm > 0 && options.min_plausible_part_mm < options.max_plausible_part_mm &&
        std::isfinite(options.max_plausible_part_mm))) {
    throw InvalidOptions("The plausible part sizes must be positive, the smaller first");
  }
  if (options.max_file_bytes == 0 || options.max_entities == 0 || options.max_vertices_per_entity == 0 ||
      options.max_vertices_per_entity > 10'000'000 || options.max_layers == 0 || options.max_block_nesting < 1 ||
      options.time_limit.count() <= 0 || options.max_findings == 0) {
    throw InvalidOptions("The preflight's limits must be positive");
  }
}

bool is_cut_layer(const std::string& layer, const std::vector<std::string>& keywords) {
  std::string name = upper(layer);
  auto letter = [](char c) { return (c >= 'A' && c <= 'Z') || static_cast<unsigned char>(c) >= 0x80; };
  for (const auto& raw : keywords) {
    std::string keyword = upper(raw);
    if (keyword.empty()) continue;
    for (std::size_t at = name.find(keyword); at != std::string::npos; at = name.find(keyword, at + 1)) {
      bool starts = at == 0 || !letter(name[at - 1]);
      std::size_t end = at + keyword.size();
      bool ends = end == name.size() || !letter(name[end]);
      if (starts && ends) return true;
    }
  }
  return false;
}

std::string to_string(PreflightStatus status) {
  switch (status) {
    case PreflightStatus::pass:
      return "pass";
    case PreflightStatus::fail:
      return "fail";
    case PreflightStatus::error:
      return "error";
  }
  return "error";
}

std::string to_string(Severity severity) { return severity == Severity::error ? "error" : "warning"; }

std::optional<InsUnit> insunits_unit(int code) {
  static const std::vector<InsUnit> kUnits = {
      {"unitless", 0},        {"inches", 25.4},         {"feet", 304.8},        {"miles", 1'609'344},
      {"millimeters", 1},     {"centimeters", 10},      {"meters", 1000},       {"kilometers", 1e6},
      {"microinches", 2.54e-5}, {"mils", 0.0254},       {"yards", 914.4},       {"angstroms", 1e-7},
      {"nanometers", 1e-6},   {"microns", 1e-3},        {"decimeters", 100},    {"decameters", 1e4},
      {"hectometers", 1e5},   {"gigameters", 1e12},     {"astronomical units", 1.495978707e14},
      {"light years", 9.4607304725808e18},              {"parsecs", 3.0856775814913673e19}};
  if (code < 0 || static_cast<std::size_t>(code) >= kUnits.size()) return std::nullopt;
  return kUnits[static_cast<std::size_t>(code)];
}

std::optional<std::string> units_mismatch(const Units& units, double largest_part, const PreflightOptions& options) {
  if (!(largest_part > 0) || !std::isfinite(largest_part) || !(units.mm_per_unit > 0)) return std::nullopt;
  auto plausible = [&](double mm) { return mm >= options.min_plausible_part_mm && mm <= options.max_plausible_part_mm; };
  double declared_mm = largest_part * units.mm_per_unit;
  if (plausible(declared_mm)) return std::nullopt;
  std::string said = "The file says its units are " + units.name + ", but its largest part, " + number(largest_part) +
                     " long (" + number(declared_mm / 1000) + " m), ";
  if (declared_mm > options.max_plausible_part_mm && units.mm_per_unit != 1 && plausible(largest_part)) {
    return said + "looks like millimetres";
  }
  if (declared_mm < options.min_plausible_part_mm && units.mm_per_unit != 25.4 && plausible(largest_part * 25.4)) {
    return said + "looks like inches";
  }
  return std::nullopt;
}

Box bulge_segment_box(Point2 a, Point2 b, double bulge) {
  BoxBuilder builder;
  builder.add(a.x, a.y);
  builder.add(b.x, b.y);
  auto arc = bulge_arc(a, b, bulge);
  if (!arc) return builder.box;
  // A clockwise arc is the counter-clockwise one from its end.
  double start = arc->sweep > 0 ? arc->start : std::atan2(b.y - arc->center.y, b.x - arc->center.x);
  builder.add(arc_box(arc->center, arc->radius, folded(start), std::fabs(arc->sweep)));
  return builder.box;
}

double bulge_segment_length(Point2 a, Point2 b, double bulge) {
  auto arc = bulge_arc(a, b, bulge);
  if (!arc) return std::hypot(b.x - a.x, b.y - a.y);
  return arc->radius * std::fabs(arc->sweep);
}

PreflightReport preflight_error(std::string message, const PreflightOptions& options) {
  PreflightReport report;
  report.status = PreflightStatus::error;
  report.message = std::move(message);
  report.units.name = "not read";
  report.sheet_width_mm = options.sheet_width_mm;
  report.sheet_length_mm = options.sheet_length_mm;
  return report;
}

PreflightReport preflight_dxf(const std::string& path, const PreflightOptions& options) {
  validate(options);
  DrawingChecker checker(options, Clock::now() + options.time_limit);
  return read_dxf(path, options, checker);
}

PreflightReport detail::read_dxf(const std::string& path, const PreflightOptions& options, DrawingChecker& checker) {
  try {
    std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "rb"));
    if (!file) return preflight_error("The file could not be opened", options);
    struct stat info {};
    if (::fstat(::fileno(file.get()), &info) != 0 || !S_ISREG(info.st_mode)) {
      return preflight_error("This is not a regular file", options);
    }
    auto size = static_cast<std::uintmax_t>(info.st_size);
    if (size > options.max_file_bytes) {
      return preflight_error("The file is larger than " + number(options.max_file_bytes / (1024.0 * 1024.0)) +
                                 " MB; the preflight reads DXF files up to that size",
                             options);
    }
    if (size == 0) return preflight_error("This is not a DXF file: it is empty", options);
    char head[4096];
    std::size_t head_size = std::fread(head, 1, sizeof head, file.get());
    auto sniffed = sniff(std::string_view(head, head_size));
    if (sniffed.refused) return preflight_error(*sniffed.refused, options);
    if (std::fseek(file.get(), 0, SEEK_SET) != 0) return preflight_error("The file could not be read", options);

    auto dxf = std::make_unique<DL_Dxf>();
    // DL_Dxf::in() resets the reader's state (its constructor leaves it unset); reading an empty file through it does
    // only that. The real file is read pair by pair (dxf_groups.hpp) through a FILE this function owns, so a refusal
    // thrown from a callback closes it on the way out.
    if (!dxf->in("/dev/null", &checker)) return preflight_error("The DXF reader could not be started", options);
    DxfGroups groups(file.get(), sniffed.binary);
    GroupText text(groups);
    if (text.file() == nullptr) return preflight_error("The DXF reader could not be started", options);
    std::size_t pairs = 0;
    while (dxf->readDxfGroups(text.file(), &checker)) {
      if (std::ferror(text.file())) return preflight_error("The file could not be read", options);
      if (++pairs % kPairsBetweenClockChecks == 0) {
        checker.check_deadline();
        if (groups.position() > options.max_file_bytes) {
          reject("The file grew past " + number(options.max_file_bytes / (1024.0 * 1024.0)) + " MB while being read");
        }
      }
    }
    if (std::ferror(text.file())) return preflight_error("The file could not be read", options);
    return checker.finish();
  } catch (const FileRejected& e) {
    return preflight_error(e.what(), options);
  } catch (const std::bad_alloc&) {
    return preflight_error("The file needs more memory than the preflight allows", options);
  } catch (const std::exception&) {
    return preflight_error("This DXF file is malformed and could not be read", options);
  }
}

}  // namespace cw::cad
