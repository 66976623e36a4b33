// cw-contours-bench: how long the drawing library (libs/cad) takes to chain loose segments into contours, the work
// the DXF preflight does for the cut layers of a drawing drawn as LINEs and ARCs (issue 31 item 1: 200,000 segments
// in under 1 s). The drawing: rounded rectangles side by side, each 4 LINEs and 4 corner ARCs, in shuffled order and
// half of them drawn backwards; every 100th part misses a corner by 0.2 (almost closed); segments past a multiple of 8
// are spurs from a part's corner (branching points). Runs `runs` times after one warm-up run.
// Usage: cw-contours-bench <segments> <runs>; prints one JSON line:
//   {"segments", "points", "runs", "medianMs", "maxMs", "chainMedianMs", "chainMaxMs", "chainCpuMedianMs",
//    "classifyMedianMs", "closed", "open", "branches", "overlaps", "crossings", "parts", "holes"}.
// Wall-clock and the process's CPU time are both given: on a shared machine the wall clock includes waiting for a
// core, the CPU time is the work.
#include "cw/cad/contours.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <iostream>
#include <numbers>
#include <random>
#include <string>
#include <vector>

namespace {

using cw::cad::Point2;

struct Piece {
  bool arc;
  Point2 a, b;              // a line
  Point2 center;            // an arc
  double start = 0, sweep = 0;
};

std::vector<Piece> drawing(std::size_t segments) {
  constexpr double kPi = std::numbers::pi;
  constexpr double w = 560, h = 720, r = 10;
  std::vector<Piece> pieces;
  std::size_t parts = segments / 8 - segments / 8000;  // and 0.1 % of the segments are spurs
  for (std::size_t i = 0; i < parts; ++i) {
    double x = static_cast<double>(i % 200) * 600, y = static_cast<double>(i / 200) * 800;
    double miss = i % 100 == 7 ? 0.2 : 0;
    pieces.push_back({false, {x + r, y}, {x + w - r, y}, {}, 0, 0});
    pieces.push_back({true, {}, {}, {x + w - r, y + r}, -kPi / 2, kPi / 2});
    pieces.push_back({false, {x + w, y + r}, {x + w, y + h - r}, {}, 0, 0});
    pieces.push_back({true, {}, {}, {x + w - r, y + h - r}, 0, kPi / 2});
    pieces.push_back({false, {x + w - r, y + h}, {x + r, y + h}, {}, 0, 0});
    pieces.push_back({true, {}, {}, {x + r, y + h - r}, kPi / 2, kPi / 2});
    pieces.push_back({false, {x, y + h - r}, {x, y + r + miss}, {}, 0, 0});
    pieces.push_back({true, {}, {}, {x + r, y + r}, kPi, kPi / 2});
  }
  for (std::size_t i = 0; pieces.size() < segments; ++i) {  // the remainder: spurs from a part's first corner
    double x = static_cast<double>(i * 250 % parts % 200) * 600, y = static_cast<double>(i * 250 % parts / 200) * 800;
    pieces.push_back({false, {x + 10, y}, {x + 10, y - 30}, {}, 0, 0});
  }
  std::mt19937 random(31);
  std::shuffle(pieces.begin(), pieces.end(), random);
  for (std::size_t i = 0; i < pieces.size(); i += 2) {  // half of them backwards
    auto& p = pieces[i];
    if (p.arc) {
      p.start += p.sweep;
      p.sweep = -p.sweep;
    } else {
      std::swap(p.a, p.b);
    }
  }
  return pieces;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: cw-contours-bench <segments> <runs>\n";
    return 2;
  }
  const auto segments = static_cast<std::size_t>(std::clamp(std::stol(argv[1]), 8l, 10'000'000l));
  const int runs = std::clamp(std::stoi(argv[2]), 1, 1000);
  const auto pieces = drawing(segments);

  using Clock = std::chrono::steady_clock;
  const auto since = [](Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  };
  const auto cpu_now = [] { return static_cast<double>(std::clock()) * 1000.0 / CLOCKS_PER_SEC; };
  std::vector<double> millis, chain_millis, chain_cpu_millis, classify_millis;
  cw::cad::ChainResult result;
  std::size_t points = 0;
  for (int run = 0; run <= runs; ++run) {
    const auto started = Clock::now();
    const double cpu_started = cpu_now();
    // Building the edges is part of the work: the preflight does it as it reads the entities.
    cw::cad::EdgeSet set;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      const auto& p = pieces[i];
      auto source = static_cast<std::uint32_t>(i);
      if (p.arc) set.add_arc(p.center, 10, p.start, p.sweep, source, 0.01);
      else set.add_segment(p.a, p.b, source);
    }
    points = set.points().size();
    result = cw::cad::chain(set, {});
    const double chained = since(started);
    const double chained_cpu = cpu_now() - cpu_started;
    const auto classifying = Clock::now();
    cw::cad::classify(result.closed);
    const double classified = since(classifying);
    if (run == 0) continue;  // run 0 warms the allocator and the caches
    millis.push_back(since(started));
    chain_millis.push_back(chained);
    chain_cpu_millis.push_back(chained_cpu);
    classify_millis.push_back(classified);
  }
  const auto median = [](std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
  };
  std::size_t holes = 0;
  for (const auto& c : result.closed) holes += c.depth % 2;
  nlohmann::json out = {{"segments", pieces.size()},
                        {"points", points},
                        {"runs", runs},
                        {"medianMs", median(millis)},
                        {"maxMs", *std::max_element(millis.begin(), millis.end())},
                        {"chainMedianMs", median(chain_millis)},
                        {"chainMaxMs", *std::max_element(chain_millis.begin(), chain_millis.end())},
                        {"chainCpuMedianMs", median(chain_cpu_millis)},
                        {"classifyMedianMs", median(classify_millis)},
                        {"closed", result.closed.size()},
                        {"open", result.open_count},
                        {"branches", result.branch_count},
                        {"overlaps", result.overlap_count},
                        {"crossings", result.crossing_count},
                        {"parts", result.closed.size() - holes},
                        {"holes", holes}};
  std::cout << out.dump() << "\n";
  return 0;
}
