// cw-cutlist-bench: how long the cut-list preview (GET /api/projects/{id}/files/{fileId}/cut-list) computes its answer
// for one CSV: the parse, the sheet estimate and the JSON, exactly what the handler runs after reading the file
// (app/project_files.cpp), without the HTTP and the database around it. Runs it `runs` times after one warm-up run.
// Usage: cw-cutlist-bench <csv> <sheetLength> <sheetWidth> <kerf> <runs>; prints one JSON line:
//   {"file", "runs", "medianMs", "maxMs", "rows", "parts", "sheets", "lowerBound", "approximate", "work",
//    "workBudget", "parseMedianMs", "estimateMedianMs", "jsonMedianMs", "jsonBytes"}.
#include "app/file_views.hpp"
#include "domain/cut_list.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 6) {
    std::cerr << "usage: cw-cutlist-bench <csv> <sheetLength> <sheetWidth> <kerf> <runs>\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::cerr << "cw-cutlist-bench: cannot read " << argv[1] << "\n";
    return 2;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  projects::EstimateOptions options{std::stod(argv[2]), std::stod(argv[3]), std::stod(argv[4])};
  const int runs = std::clamp(std::stoi(argv[5]), 1, 1000);

  using Clock = std::chrono::steady_clock;
  const auto since = [](Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  };
  std::vector<double> millis, parse_millis, estimate_millis, json_millis;
  std::size_t json_bytes = 0;
  projects::SheetEstimate estimate;
  projects::CutList list;
  for (int run = 0; run <= runs; ++run) {
    const auto started = Clock::now();
    list = projects::parse_cut_list(text);
    const double parsed = since(started);
    const auto estimating = Clock::now();
    estimate = projects::estimate_sheets(list, options);
    const double estimated = since(estimating);
    const auto writing = Clock::now();
    const nlohmann::json answer = {{"cutList", projects::to_json(list)}, {"estimate", projects::to_json(estimate)}};
    json_bytes = answer.dump().size();
    const double written = since(writing);
    if (run == 0) continue;  // run 0 warms the allocator and the caches
    millis.push_back(since(started));
    parse_millis.push_back(parsed);
    estimate_millis.push_back(estimated);
    json_millis.push_back(written);
  }
  const auto median = [](std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
  };
  std::sort(millis.begin(), millis.end());
  nlohmann::json report = {{"file", argv[1]},
                           {"runs", runs},
                           {"medianMs", millis[millis.size() / 2]},
                           {"maxMs", millis.back()},
                           {"rows", list.rows.size()},
                           {"parts", list.total_parts},
                           {"sheets", estimate.sheets},
                           {"lowerBound", estimate.lower_bound},
                           {"approximate", estimate.approximate},
                           {"work", estimate.work},
                           {"workBudget", projects::kEstimateWorkBudget},
                           {"parseMedianMs", median(parse_millis)},
                           {"estimateMedianMs", median(estimate_millis)},
                           {"jsonMedianMs", median(json_millis)},
                           {"jsonBytes", json_bytes}};
  std::cout << report.dump() << "\n";
  return 0;
}
