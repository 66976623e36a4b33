// cw-nesting-bench: how long 500 parts take to nest (issue 31 item 3), through the code of both answers, without the
// HTTP and the database around them:
//   - the DXF nesting route (GET .../files/{fileId}/nesting, app/project_files.cpp): the stored report's JSON read,
//     its nesting's part sizes nested on the sheet with layouts, and the answer's JSON written. The report is the
//     preflight's own, of a generated drawing of `parts` rectangles of mixed sizes on two cut layers;
//   - the cut-list preview (GET .../cut-list): a CSV of the same parts parsed, the sheet estimate and the JSON.
// Runs each `runs` times after one warm-up run. Usage: cw-nesting-bench <parts> <runs>; prints one JSON line:
//   {"parts", "runs", "routeMedianMs", "routeMaxMs", "routeSheets", "routeLowerBound", "routeApproximate",
//    "routeJsonBytes", "csvMedianMs", "csvMaxMs", "csvSheets", "csvLowerBound", "csvApproximate", "preflightMs"}.
#include "app/file_views.hpp"
#include "domain/cut_list.hpp"

#include <cw/cad/dxf_preflight.hpp>
#include <cw/cad/nesting.hpp>
#include <cw/cad/report_json.hpp>

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

namespace {

struct Part {
  int length = 0, width = 0;
  bool thick = false;  // 18 mm (CUT_18MM) or 6 mm (CUT_6MM)
};

// Cabinet-like sizes: sides, shelves, doors, drawer fronts and strips; a fifth on the thin layer.
std::vector<Part> parts_of(std::size_t count) {
  std::mt19937 random(31);
  std::uniform_int_distribution<int> length(80, 2200), width(60, 1100), layer(0, 4);
  std::vector<Part> parts;
  for (std::size_t i = 0; i < count; ++i) parts.push_back({length(random), width(random), layer(random) != 0});
  return parts;
}

std::string group(int code, const std::string& value) { return std::to_string(code) + "\n" + value + "\n"; }

// The parts as closed LWPOLYLINEs on their cut layers, side by side so none touches another.
std::string drawing(const std::vector<Part>& parts) {
  std::string out = group(0, "SECTION") + group(2, "HEADER") + group(9, "$INSUNITS") + group(70, "4") +
                    group(0, "ENDSEC") + group(0, "SECTION") + group(2, "ENTITIES");
  double x = 0;
  for (const auto& part : parts) {
    out += group(0, "LWPOLYLINE") + group(8, part.thick ? "CUT_18MM" : "CUT_6MM") + group(90, "4") + group(70, "1");
    for (auto [px, py] : {std::pair{x, 0.0}, {x + part.length, 0.0}, {x + part.length, double(part.width)},
                          {x, double(part.width)}}) {
      out += group(10, std::to_string(px)) + group(20, std::to_string(py));
    }
    x += part.length + 10;
  }
  return out + group(0, "ENDSEC") + group(0, "EOF");
}

std::string csv(const std::vector<Part>& parts) {
  std::string out = "part,material,thickness,length,width,quantity,grain\n";
  for (std::size_t i = 0; i < parts.size(); ++i) {
    out += "Part " + std::to_string(i + 1) + (parts[i].thick ? ",Birch ply,18," : ",MDF,6,") +
           std::to_string(parts[i].length) + "," + std::to_string(parts[i].width) + ",1,no\n";
  }
  return out;
}

using Clock = std::chrono::steady_clock;
double since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: cw-nesting-bench <parts> <runs>\n";
    return 2;
  }
  const auto count = static_cast<std::size_t>(std::clamp(std::stol(argv[1]), 1l, 100'000l));
  const int runs = std::clamp(std::stoi(argv[2]), 1, 1000);
  const auto parts = parts_of(count);

  // The stored report: the preflight's, of the drawing (written to a temporary file and removed).
  auto path = std::filesystem::temp_directory_path() / ("cw-nesting-bench-" + std::to_string(::getpid()) + ".dxf");
  std::ofstream(path, std::ios::binary) << drawing(parts);
  const auto preflighting = Clock::now();
  const auto report = cw::cad::preflight_dxf(path.string());
  const double preflight_ms = since(preflighting);
  std::filesystem::remove(path);
  if (!report.nesting || report.nesting->parts != static_cast<int>(count)) {
    std::cerr << "cw-nesting-bench: the preflight did not nest the " << count << " parts: " << report.message << "\n";
    return 1;
  }
  const std::string stored = cw::cad::to_json(report).dump();

  cw::cad::NestOptions options;  // 2440 x 1220 mm, 4 mm kerf
  std::vector<double> route_millis;
  cw::cad::DrawingNesting nesting;
  std::size_t route_bytes = 0;
  for (int run = 0; run <= runs; ++run) {
    const auto started = Clock::now();
    auto groups = cw::cad::nesting_from_json(nlohmann::json::parse(stored).at("nesting")).groups;
    nesting = cw::cad::nest_groups(std::move(groups), options, false, true);
    route_bytes = cw::cad::to_json(nesting, true).dump().size();
    if (run > 0) route_millis.push_back(since(started));  // run 0 warms the allocator and the caches
  }

  const std::string text = csv(parts);
  std::vector<double> csv_millis;
  projects::SheetEstimate estimate;
  for (int run = 0; run <= runs; ++run) {
    const auto started = Clock::now();
    const auto list = projects::parse_cut_list(text);
    estimate = projects::estimate_sheets(list, {});
    const nlohmann::json answer = {{"cutList", projects::to_json(list)}, {"estimate", projects::to_json(estimate)}};
    (void)answer.dump();
    if (run > 0) csv_millis.push_back(since(started));
  }

  nlohmann::json out = {{"parts", count},
                        {"runs", runs},
                        {"routeMedianMs", median(route_millis)},
                        {"routeMaxMs", *std::max_element(route_millis.begin(), route_millis.end())},
                        {"routeSheets", nesting.sheets},
                        {"routeLowerBound", nesting.lower_bound},
                        {"routeApproximate", nesting.approximate},
                        {"routeJsonBytes", route_bytes},
                        {"csvMedianMs", median(csv_millis)},
                        {"csvMaxMs", *std::max_element(csv_millis.begin(), csv_millis.end())},
                        {"csvSheets", estimate.sheets},
                        {"csvLowerBound", estimate.lower_bound},
                        {"csvApproximate", estimate.approximate},
                        {"preflightMs", preflight_ms}};
  std::cout << out.dump() << "\n";
  return 0;
}
