// The drawing library's contours (libs/cad): chaining loose geometry into closed contours, and what the preflight
// reports from it: open contours with their gaps, almost-closed ones, branching points, overlaps, self-intersections,
// parts and holes, blocks placed by their inserts, arcs either way round, ellipses and splines; hostile drawings.
#include "cw/cad/contours.hpp"
#include "cw/cad/dxf_preflight.hpp"
#include "cw/cad/report_json.hpp"

#include "dxf_test_files.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cmath>
#include <numbers>
#include <random>
#include <string>
#include <vector>

using cw::cad::chain;
using cw::cad::ChainOptions;
using cw::cad::EdgeSet;
using cw::cad::Point2;
using cw::cad::PreflightReport;
using cw::cad::PreflightStatus;
using dxf_test::block;
using dxf_test::circle;
using dxf_test::dxf;
using dxf_test::group;
using dxf_test::insert;
using dxf_test::line;
using dxf_test::TempDir;

namespace {

constexpr double kPi = std::numbers::pi;

EdgeSet polygon_edges(const std::vector<Point2>& corners) {
  EdgeSet set;
  for (std::size_t i = 0; i < corners.size(); ++i) set.add_segment(corners[i], corners[(i + 1) % corners.size()], 0);
  return set;
}

PreflightReport check_text(const std::string& content, const cw::cad::PreflightOptions& options = {}) {
  TempDir dir;
  return cw::cad::preflight_dxf(dir.write("drawing.dxf", content), options);
}

std::vector<std::string> codes(const PreflightReport& report) {
  std::vector<std::string> out;
  for (const auto& finding : report.findings) out.push_back(finding.code);
  return out;
}

std::string number(double value) { return std::to_string(value); }

std::string arc(const std::string& layer, double cx, double cy, double r, double from_degrees, double to_degrees) {
  return group(0, "ARC") + group(8, layer) + group(10, number(cx)) + group(20, number(cy)) + group(40, number(r)) +
         group(50, number(from_degrees)) + group(51, number(to_degrees));
}

// The 560 x 720 side panel as four LINEs; `gap` moves the last line's end away from the first line's start.
std::string four_lines(double gap = 0) {
  return line("CUT", 0, 0, 560, 0) + line("CUT", 560, 0, 560, 720) + line("CUT", 560, 720, 0, 720) +
         line("CUT", 0, 720, gap, 0);
}

}  // namespace

// ---- the chainer on plain geometry

TEST(CadChain, FourSegmentsInAnyOrderAndDirectionCloseOneContour) {
  EdgeSet set;
  set.add_segment({560, 720}, {560, 0}, 1);  // drawn backwards, out of order
  set.add_segment({0, 0}, {560, 0}, 0);
  set.add_segment({0, 720}, {0, 0}, 3);
  set.add_segment({560, 720}, {0, 720}, 2);
  auto result = chain(set, {});
  ASSERT_EQ(result.closed.size(), 1u);
  EXPECT_EQ(result.closed[0].edges, 4u);
  EXPECT_DOUBLE_EQ(result.closed[0].area, 560.0 * 720);
  EXPECT_EQ(result.open_count, 0u);
  EXPECT_EQ(result.branch_count, 0u);
}

TEST(CadChain, EndsWithinTheToleranceJoin) {
  auto set = polygon_edges({{0, 0}, {100, 0}, {100, 100}, {0, 100}});
  set.add_segment({200, 0}, {300, 0.0004}, 9);  // a loose line elsewhere
  EdgeSet nearly;
  nearly.add_segment({0, 0}, {100, 0}, 0);
  nearly.add_segment({100.0005, 0}, {100, 100}, 0);  // 0.0005 off: within 0.001
  nearly.add_segment({100, 100}, {0, 100}, 0);
  nearly.add_segment({0, 100}, {0.0002, 0.0003}, 0);
  EXPECT_EQ(chain(nearly, {}).closed.size(), 1u);
  EXPECT_EQ(chain(set, {}).open_count, 1u);
}

TEST(CadChain, AnOpenChainReportsItsGap) {
  EdgeSet set;
  set.add_segment({0, 0}, {560, 0}, 0);
  set.add_segment({560, 0}, {560, 720}, 1);
  set.add_segment({560, 720}, {0, 720}, 2);
  auto result = chain(set, {});
  ASSERT_EQ(result.open.size(), 1u);
  const auto& open = result.open[0];
  EXPECT_EQ(open.edges, 3u);
  EXPECT_TRUE(open.start_loose && open.end_loose);
  ASSERT_EQ(open.gaps.size(), 1u);
  EXPECT_DOUBLE_EQ(open.gaps[0].distance, 720);
  EXPECT_FALSE(open.gaps[0].almost_closed);
  EXPECT_EQ(open.end_source, 2u);
}

TEST(CadChain, AGapUnderTheSecondToleranceIsAlmostClosed) {
  auto set = polygon_edges({{0, 0}, {100, 0}, {100, 100}, {0, 100}});
  EdgeSet almost;
  const auto& points = set.points();
  for (std::size_t i = 0; i < 3; ++i) almost.add_segment(points[2 * i], points[2 * i + 1], 0);
  almost.add_segment({0, 100}, {0.2, 0}, 0);  // misses the start by 0.2
  auto result = chain(almost, {});
  ASSERT_EQ(result.open.size(), 1u);
  ASSERT_EQ(result.open[0].gaps.size(), 1u);
  EXPECT_TRUE(result.open[0].gaps[0].almost_closed);
  EXPECT_NEAR(result.open[0].gaps[0].distance, 0.2, 1e-12);
  // Two chains whose loose ends nearly meet: the gap is between them.
  EdgeSet two;
  two.add_segment({0, 0}, {100, 0}, 0);
  two.add_segment({100, 0}, {100, 100}, 0);
  two.add_segment({100, 100.1}, {0, 100}, 1);
  two.add_segment({0, 100}, {0, 0}, 1);
  result = chain(two, {});
  EXPECT_TRUE(result.closed.empty());
  ASSERT_EQ(result.open.size(), 1u);  // one chain: the (0, 0) corner joined them
  EXPECT_TRUE(result.open[0].gaps[0].almost_closed);
  EXPECT_NEAR(result.open[0].gaps[0].distance, 0.1, 1e-9);
}

TEST(CadChain, BranchingPointsAreWhereThreeEndsMeet) {
  auto set = polygon_edges({{0, 0}, {100, 0}, {100, 100}, {0, 100}});
  set.add_segment({100, 0}, {200, 0}, 7);  // a spur from a corner
  auto result = chain(set, {});
  ASSERT_EQ(result.branches.size(), 1u);
  EXPECT_EQ(result.branches[0].ends, 3u);
  EXPECT_DOUBLE_EQ(result.branches[0].at.x, 100);
  EXPECT_DOUBLE_EQ(result.branches[0].at.y, 0);
  // The spur has a loose end: it is an open chain too.
  EXPECT_EQ(result.open_count, 1u);
}

TEST(CadChain, OverlappingPiecesOfOneEdge) {
  EdgeSet set;
  set.add_segment({0, 0}, {100, 0}, 0);
  set.add_segment({60, 0}, {160, 0}, 1);  // 40 drawn twice
  set.add_segment({0, 5}, {100, 5}, 2);   // parallel: no overlap
  set.add_segment({100, 5}, {200, 5}, 3); // continues: touches, no overlap
  auto result = chain(set, {});
  ASSERT_EQ(result.overlaps.size(), 1u);
  EXPECT_NEAR(result.overlaps[0].length, 40, 1e-9);
  EXPECT_NEAR(result.overlaps[0].from.x, 60, 1e-9);
  EXPECT_NEAR(result.overlaps[0].from.y, 0, 1e-9);
  // The same line exactly twice is a duplicate (the preflight reports those), not an overlap.
  EdgeSet twice;
  twice.add_segment({0, 0}, {100, 0}, 0);
  twice.add_segment({100, 0}, {0, 0}, 1);
  EXPECT_EQ(chain(twice, {}).overlap_count, 0u);
}

TEST(CadChain, SelfIntersectingContours) {
  // A bow tie: (0,0) -> (100,100) -> (100,0) -> (0,100) -> back, crossing at (50, 50).
  auto result = chain(polygon_edges({{0, 0}, {100, 100}, {100, 0}, {0, 100}}), {});
  ASSERT_EQ(result.crossings.size(), 1u);
  EXPECT_NEAR(result.crossings[0].at.x, 50, 1e-9);
  EXPECT_NEAR(result.crossings[0].at.y, 50, 1e-9);
  EXPECT_TRUE(result.crossings[0].closed);
  // A plain rectangle and an L shape do not cross themselves.
  EXPECT_EQ(chain(polygon_edges({{0, 0}, {100, 0}, {100, 100}, {0, 100}}), {}).crossing_count, 0u);
  EXPECT_EQ(chain(polygon_edges({{0, 0}, {100, 0}, {100, 50}, {50, 50}, {50, 100}, {0, 100}}), {}).crossing_count,
            0u);
}

TEST(CadChain, ArcsEitherWayRoundJoinTheirLines) {
  // A 100 x 100 square whose top right corner is an R20 arc, drawn counter-clockwise and then clockwise.
  for (bool clockwise : {false, true}) {
    EdgeSet set;
    set.add_segment({0, 0}, {100, 0}, 0);
    set.add_segment({100, 0}, {100, 80}, 1);
    if (clockwise) set.add_arc({80, 80}, 20, kPi / 2, -kPi / 2, 2, 0.01);  // from (80, 100) to (100, 80)
    else set.add_arc({80, 80}, 20, 0, kPi / 2, 2, 0.01);                   // from (100, 80) to (80, 100)
    set.add_segment({80, 100}, {0, 100}, 3);
    set.add_segment({0, 100}, {0, 0}, 4);
    auto result = chain(set, {});
    ASSERT_EQ(result.closed.size(), 1u) << clockwise;
    double expected = 100 * 100 - 20 * 20 + kPi * 20 * 20 / 4;
    EXPECT_NEAR(result.closed[0].area, expected, 1.0) << clockwise;
    EXPECT_EQ(result.crossing_count, 0u);
  }
}

TEST(CadChain, ArcsAreFlattenedWithinTheTolerance) {
  auto points = cw::cad::flatten_arc({0, 0}, 100, 0, kPi, 0.01);
  ASSERT_GE(points.size(), 3u);
  for (std::size_t i = 1; i < points.size(); ++i) {
    Point2 mid{(points[i - 1].x + points[i].x) / 2, (points[i - 1].y + points[i].y) / 2};
    EXPECT_LE(100 - std::hypot(mid.x, mid.y), 0.01 + 1e-9);
  }
  EXPECT_NEAR(points.back().x, -100, 1e-9);
  EXPECT_LE(points.size(), static_cast<std::size_t>(EdgeSet::kMaxArcPieces) + 1);
}

TEST(CadChain, SplinesAreFlattenedWithinTheTolerance) {
  // A degree 2 NURBS quarter circle of radius 50: control points (50,0) (50,50) (0,50), middle weight √2/2.
  std::vector<Point2> control{{50, 0}, {50, 50}, {0, 50}};
  auto points = cw::cad::flatten_spline(2, control, {0, 0, 0, 1, 1, 1}, {1, std::sqrt(0.5), 1}, 0.01);
  ASSERT_GE(points.size(), 5u);
  EXPECT_NEAR(points.front().x, 50, 1e-9);
  EXPECT_NEAR(points.back().y, 50, 1e-9);
  for (const auto& p : points) EXPECT_NEAR(std::hypot(p.x, p.y), 50, 1e-9);
  // Knots that are no curve: nothing (the caller falls back on the fit or control points).
  EXPECT_TRUE(cw::cad::flatten_spline(2, control, {0, 1}, {}, 0.01).empty());
  EXPECT_TRUE(cw::cad::flatten_spline(2, control, {0, 0, 0, 1, 1, std::nan("")}, {}, 0.01).empty());
  EXPECT_TRUE(cw::cad::flatten_spline(0, control, {0, 0, 0, 1, 1, 1}, {}, 0.01).empty());
}

TEST(CadChain, HolesInsidePartsAndIslandsInsideHoles) {
  std::vector<cw::cad::ClosedContour> contours;
  auto square = [](double x, double y, double size) {
    EdgeSet set;
    std::vector<Point2> corners{{x, y}, {x + size, y}, {x + size, y + size}, {x, y + size}};
    for (std::size_t i = 0; i < 4; ++i) set.add_segment(corners[i], corners[(i + 1) % 4], 0);
    return std::move(chain(set, {}).closed.front());
  };
  contours.push_back(square(10, 10, 20));    // a hole
  contours.push_back(square(0, 0, 100));     // the part
  contours.push_back(square(15, 15, 5));     // an island in the hole
  contours.push_back(square(200, 0, 100));   // another part
  cw::cad::classify(contours);
  EXPECT_EQ(contours[1].parent, -1);
  EXPECT_EQ(contours[0].parent, 1);
  EXPECT_EQ(contours[0].depth, 1);
  EXPECT_EQ(contours[2].parent, 0);
  EXPECT_EQ(contours[2].depth, 2);
  EXPECT_EQ(contours[3].depth, 0);
}

TEST(CadChain, ProgressLetsTheCallerStop) {
  EdgeSet set;
  for (int i = 0; i < 20000; ++i) set.add_segment({i * 10.0, 0}, {i * 10.0 + 5, 0}, 0);
  ChainOptions options;
  options.on_progress = [] { throw std::runtime_error("stop"); };
  EXPECT_THROW(chain(set, options), std::runtime_error);
}

// ---- the preflight: contours from every kind of geometry

TEST(CadPreflight, ThreeLineSidePanelIsOpenWithItsGap) {
  auto report = cw::cad::preflight_dxf(dxf_test::fixture("dxf/side_panel_three_lines.dxf"));
  EXPECT_EQ(report.status, PreflightStatus::fail);
  ASSERT_EQ(codes(report), std::vector<std::string>{"open_contour"});
  const auto& finding = report.findings[0];
  EXPECT_EQ(finding.layer, "CUT");
  EXPECT_EQ(finding.handle, "602");
  ASSERT_TRUE(finding.location);
  EXPECT_DOUBLE_EQ(finding.location->x, 0);
  EXPECT_DOUBLE_EQ(finding.location->y, 720);
  ASSERT_EQ(finding.gaps.size(), 1u);
  EXPECT_DOUBLE_EQ(finding.gaps[0].distance, 720);
  EXPECT_FALSE(finding.gaps[0].almost_closed);
  EXPECT_NE(finding.message.find("An open contour of 3 segments on the cut layer CUT starts at (0, 0) and ends at "
                                 "(0, 720), 720 apart"),
            std::string::npos)
      << finding.message;
  EXPECT_TRUE(report.parts.empty());
  // The gaps survive the report's JSON (the preflight process to the service).
  auto again = cw::cad::preflight_report_from_json(cw::cad::to_json(report));
  ASSERT_EQ(again.findings[0].gaps.size(), 1u);
  EXPECT_DOUBLE_EQ(again.findings[0].gaps[0].to.y, 720);
}

TEST(CadPreflight, FourLineSidePanelPassesAsOnePart) {
  auto report = cw::cad::preflight_dxf(dxf_test::fixture("dxf/side_panel_four_lines.dxf"));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_EQ(report.part_count, 1u);
  EXPECT_DOUBLE_EQ(report.parts[0].width_mm, 560);
  EXPECT_DOUBLE_EQ(report.parts[0].height_mm, 720);
  EXPECT_DOUBLE_EQ(report.parts[0].area_mm2, 560.0 * 720);
  EXPECT_EQ(report.parts[0].segments, 4u);
  EXPECT_EQ(report.parts[0].layer, "CUT");
  auto again = cw::cad::preflight_report_from_json(cw::cad::to_json(report));
  ASSERT_EQ(again.parts.size(), 1u);
  EXPECT_DOUBLE_EQ(again.parts[0].height_mm, 720);
}

TEST(CadPreflight, AMissedSnapIsAlmostClosed) {
  auto report = check_text(dxf(four_lines(0.3)));
  ASSERT_EQ(codes(report), std::vector<std::string>{"open_contour"});
  ASSERT_EQ(report.findings[0].gaps.size(), 1u);
  EXPECT_TRUE(report.findings[0].gaps[0].almost_closed);
  EXPECT_NEAR(report.findings[0].gaps[0].distance, 0.3, 1e-9);
  EXPECT_NE(report.findings[0].message.find("almost closed"), std::string::npos) << report.findings[0].message;
  // Within the geometry tolerance it is closed.
  EXPECT_EQ(check_text(dxf(four_lines(0.0004))).status, PreflightStatus::pass);
}

TEST(CadPreflight, LinesAndArcsMakeAPartWithAHole) {
  // The side with its top front corner rounded by an ARC (counter-clockwise from 0° to 90°), a 35 mm hinge hole as
  // two half ARCs, and a dado drawn as LINEs on DADO: one part, two holes.
  std::string outline = line("CUT", 0, 0, 560, 0) + line("CUT", 560, 0, 560, 700) +
                        arc("CUT", 540, 700, 20, 0, 90) + line("CUT", 540, 720, 0, 720) + line("CUT", 0, 720, 0, 0);
  std::string hinge = arc("CUT", 100, 300, 17.5, 90, 270) + arc("CUT", 100, 300, 17.5, 270, 90);
  std::string dado = line("DADO", 50, 100, 500, 100) + line("DADO", 500, 100, 500, 119) +
                     line("DADO", 500, 119, 50, 119) + line("DADO", 50, 119, 50, 100);
  auto report = check_text(dxf(outline + hinge + dado));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_NEAR(report.parts[0].width_mm, 560, 1e-9);
  EXPECT_NEAR(report.parts[0].height_mm, 720, 0.02);
  EXPECT_EQ(report.parts[0].holes, 2u);
  ASSERT_EQ(report.holes.size(), 2u);
  for (const auto& hole : report.holes) EXPECT_EQ(hole.part, 0);
  auto hinge_hole = std::find_if(report.holes.begin(), report.holes.end(), [](const auto& h) { return h.layer == "CUT"; });
  ASSERT_NE(hinge_hole, report.holes.end());
  EXPECT_NEAR(hinge_hole->area_mm2, kPi * 17.5 * 17.5, 2);
}

TEST(CadPreflight, BranchesOverlapsAndCrossingsOnACutLayer) {
  auto branch = check_text(dxf(four_lines() + line("CUT", 560, 0, 700, 0)));
  auto branch_codes = codes(branch);
  EXPECT_NE(std::find(branch_codes.begin(), branch_codes.end(), "branching_point"), branch_codes.end());
  auto overlap = check_text(dxf(four_lines() + line("CUT", 100, 0, 300, 0)));
  auto overlap_codes = codes(overlap);
  EXPECT_NE(std::find(overlap_codes.begin(), overlap_codes.end(), "overlapping_segments"), overlap_codes.end());
  auto bow_tie = check_text(dxf(line("CUT", 0, 0, 500, 500) + line("CUT", 500, 500, 500, 0) +
                                line("CUT", 500, 0, 0, 500) + line("CUT", 0, 500, 0, 0)));
  ASSERT_EQ(codes(bow_tie), std::vector<std::string>{"self_intersecting_contour"});
  EXPECT_NEAR(bow_tie.findings[0].location->x, 250, 1e-6);
  // Not on a cut layer: nothing is chained there.
  EXPECT_EQ(check_text(dxf(line("NOTES", 0, 0, 100, 0))).status, PreflightStatus::pass);
}

TEST(CadPreflight, BlocksArePlacedByTheirInsertsTransforms) {
  // A 200 x 100 shelf drawn as LINEs in a block whose base point is (10, 10); placed as drawn, rotated 90°, scaled
  // 2 x 0.5 and mirrored (x scale -1).
  std::string shelf = line("CUT", 10, 10, 210, 10) + line("CUT", 210, 10, 210, 110) + line("CUT", 210, 110, 10, 110) +
                      line("CUT", 10, 110, 10, 10);
  std::string inserts = insert("SHELF", 1000, 0) + insert("SHELF", 2000, 0, 1, 1, 90) +
                        insert("SHELF", 3000, 0, 2, 0.5) + insert("SHELF", 4000, 0, -1, 1);
  auto report = check_text(dxf(inserts, group(9, "$INSUNITS") + group(70, "4"), block("SHELF", shelf, 10, 10)));
  ASSERT_EQ(report.parts.size(), 4u) << report.message;
  auto size = [&](std::size_t i) { return std::pair(report.parts[i].width_mm, report.parts[i].height_mm); };
  EXPECT_NEAR(size(0).first, 200, 1e-9);
  EXPECT_NEAR(size(0).second, 100, 1e-9);
  EXPECT_NEAR(size(1).first, 100, 1e-9);  // turned
  EXPECT_NEAR(size(1).second, 200, 1e-9);
  EXPECT_NEAR(size(2).first, 400, 1e-9);  // scaled
  EXPECT_NEAR(size(2).second, 50, 1e-9);
  EXPECT_NEAR(size(3).first, 200, 1e-9);  // mirrored: to the left of its insertion point
  EXPECT_NEAR(report.parts[3].location.x, 4000, 1e-9);
  for (const auto& part : report.parts) EXPECT_EQ(part.block, "SHELF");
  // The base point lands on the insertion point.
  EXPECT_NEAR(report.parts[0].location.x, 1000, 1e-9);
  EXPECT_NEAR(report.parts[0].location.y, 0, 1e-9);
  // An open outline in a block is reported once, where the block draws it.
  auto open = check_text(dxf(inserts, group(9, "$INSUNITS") + group(70, "4"),
                             block("SHELF", line("CUT", 0, 0, 200, 0) + line("CUT", 200, 0, 200, 100))));
  auto open_codes = codes(open);
  EXPECT_EQ(std::count(open_codes.begin(), open_codes.end(), "open_contour"), 1);
  EXPECT_EQ(open.findings[0].block, "SHELF");
}

TEST(CadPreflight, NestedBlocksComposeTheirTransforms) {
  // A square in INNER, placed in OUTER at (100, 0) turned 90°, OUTER placed at (1000, 1000) scaled 2.
  std::string square = line("CUT", 0, 0, 10, 0) + line("CUT", 10, 0, 10, 20) + line("CUT", 10, 20, 0, 20) +
                       line("CUT", 0, 20, 0, 0);
  std::string blocks = block("INNER", square) + block("OUTER", insert("INNER", 100, 0, 1, 1, 90));
  auto report = check_text(dxf(insert("OUTER", 1000, 1000, 2, 2), group(9, "$INSUNITS") + group(70, "4"), blocks));
  ASSERT_EQ(report.parts.size(), 1u) << report.message;
  EXPECT_NEAR(report.parts[0].width_mm, 40, 1e-9);
  EXPECT_NEAR(report.parts[0].height_mm, 20, 1e-9);
  EXPECT_NEAR(report.parts[0].location.x, 1200, 1e-9);
  EXPECT_NEAR(report.parts[0].location.y, 1000, 1e-9);
}

TEST(CadPreflight, EllipsesAndSplinesAreContours) {
  // A whole ellipse: a part of its own (axes 300 and 150).
  std::string ellipse = group(0, "ELLIPSE") + group(8, "CUT") + group(10, "500") + group(20, "500") +
                        group(11, "150") + group(21, "0") + group(40, "0.5") + group(41, "0") +
                        group(42, number(2 * kPi));
  auto report = check_text(dxf(ellipse));
  ASSERT_EQ(report.parts.size(), 1u) << report.message;
  EXPECT_NEAR(report.parts[0].width_mm, 300, 0.05);
  EXPECT_NEAR(report.parts[0].height_mm, 150, 0.05);
  EXPECT_NEAR(report.parts[0].area_mm2, kPi * 150 * 75, 50);
  // A cubic spline closing a U of LINEs: (0,0) -> (300,0) -> (300,200), the spline back from (300,200) to (0,0).
  std::string spline = group(0, "SPLINE") + group(8, "CUT") + group(70, "8") + group(71, "3") + group(72, "8") +
                       group(73, "4") + group(74, "0");
  for (double k : {0, 0, 0, 0, 1, 1, 1, 1}) spline += group(40, number(k));
  for (auto [x, y] : {std::pair{300.0, 200.0}, {200.0, 300.0}, {0.0, 200.0}, {0.0, 0.0}}) {
    spline += group(10, number(x)) + group(20, number(y)) + group(30, "0");
  }
  auto closed = check_text(dxf(line("CUT", 0, 0, 300, 0) + line("CUT", 300, 0, 300, 200) + spline));
  EXPECT_EQ(closed.status, PreflightStatus::pass) << closed.message;
  ASSERT_EQ(closed.parts.size(), 1u);
  EXPECT_EQ(closed.parts[0].segments, 3u);
}

// ---- hostile drawings: an answer, never a crash

TEST(CadPreflightHostile, OddGeometryStaysAReport) {
  for (const std::string& entities :
       {line("CUT", 1e300, 0, 0, 0), line("CUT", 0, 0, 0, 0) + line("CUT", 0, 0, 0, 0),
        arc("CUT", 0, 0, 1e8, 0, 360) + arc("CUT", 0, 0, 1e8, 360, 0), circle("CUT", 1e8, 1e8, 1e-9),
        group(0, "LINE") + group(8, "CUT") + group(10, "nan") + group(20, "inf") + group(11, "1") + group(21, "1"),
        group(0, "SPLINE") + group(8, "CUT") + group(71, "3") + group(72, "2") + group(73, "1") + group(40, "inf") +
            group(40, "-inf") + group(10, "1") + group(20, "1"),
        group(0, "ELLIPSE") + group(8, "CUT") + group(11, "0") + group(21, "0") + group(40, "7") + group(42, "1e300")}) {
    auto report = check_text(dxf(entities));
    EXPECT_NE(report.status, PreflightStatus::error) << report.message;
    EXPECT_NO_THROW((void)cw::cad::to_json(report).dump());
  }
}

TEST(CadPreflightHostile, ABlockInsertingItselfIsRefused) {
  auto report = check_text(dxf(insert("SELF", 0, 0), group(9, "$INSUNITS") + group(70, "4"),
                               block("SELF", line("CUT", 0, 0, 10, 0) + insert("SELF", 5, 5))));
  EXPECT_EQ(report.status, PreflightStatus::error);
  EXPECT_EQ(report.message.rfind("The drawing's blocks insert themselves", 0), 0u) << report.message;
}

TEST(CadPreflightHostile, BlocksDoublingEveryLevelStayBounded) {
  // Each of 60 levels inserts the next twice: 2^60 squares if nothing stopped the placing.
  std::string square = line("CUT", 0, 0, 10, 0) + line("CUT", 10, 0, 10, 10) + line("CUT", 10, 10, 0, 10) +
                       line("CUT", 0, 10, 0, 0);
  std::string blocks;
  for (int i = 0; i < 60; ++i) {
    std::string next = "L" + std::to_string(i + 1);
    blocks += block("L" + std::to_string(i), i + 1 < 60 ? insert(next, 0, 0) + insert(next, 20, 0) : square);
  }
  auto report = check_text(dxf(insert("L0", 0, 0), group(9, "$INSUNITS") + group(70, "4"), blocks));
  EXPECT_NE(report.status, PreflightStatus::error) << report.message;  // within the 10 s the preflight allows
  EXPECT_LE(report.parts.size(), 500u);
}

TEST(CadPreflightHostile, AMillionTinySegmentsAnswer) {
  // 10^6 LINEs of 0.01 on CUT, end to end in 1,000 rows: 1,000 open chains (500 listed, the rest counted).
  std::string entities;
  entities.reserve(1'000'000 * 40);
  char buffer[96];
  for (int i = 0; i < 1'000'000; ++i) {
    double x = (i % 1000) * 0.01, y = (i / 1000) * 0.02;
    std::snprintf(buffer, sizeof buffer, "0\nLINE\n8\nCUT\n10\n%.2f\n20\n%.2f\n11\n%.2f\n21\n%.2f\n", x, y, x + 0.01, y);
    entities += buffer;
  }
  cw::cad::PreflightOptions options;
  // About 4 s of work; the machine the tests run on may be shared, so the clock gets room beyond the usual 10 s.
  options.time_limit = std::chrono::seconds(60);
  auto report = check_text(dxf(entities), options);
  EXPECT_NE(report.status, PreflightStatus::error) << report.message;
  EXPECT_EQ(report.findings_omitted + report.findings.size(), report.error_count + report.warning_count);
  EXPECT_EQ(report.findings.size(), 500u);
  EXPECT_NO_THROW((void)cw::cad::to_json(report).dump());
}

TEST(CadPreflightHostile, MutatedDrawingsWithArcsBlocksAndSplinesNeverCrash) {
  // Seeds beside the preflight suite's cabinet side: lines and arcs, a block placed turned and mirrored, a spline.
  std::string spline = group(0, "SPLINE") + group(8, "CUT") + group(70, "8") + group(71, "3") + group(72, "8") +
                       group(73, "4") + group(74, "0");
  for (double k : {0, 0, 0, 0, 1, 1, 1, 1}) spline += group(40, number(k));
  for (auto [x, y] : {std::pair{300.0, 200.0}, {200.0, 300.0}, {0.0, 200.0}, {0.0, 0.0}}) {
    spline += group(10, number(x)) + group(20, number(y)) + group(30, "0");
  }
  std::string square = line("CUT", 0, 0, 10, 0) + line("CUT", 10, 0, 10, 20) + line("CUT", 10, 20, 0, 20) +
                       line("CUT", 0, 20, 0, 0);
  const std::string seeds[] = {
      dxf(four_lines() + arc("CUT", 100, 300, 17.5, 90, 270) + arc("CUT", 100, 300, 17.5, 270, 90)),
      dxf(insert("SQ", 100, 100, -1, 2, 30) + insert("SQ", 0, 0), group(9, "$INSUNITS") + group(70, "4"),
          block("SQ", square + circle("CUT", 5, 10, 2))),
      dxf(line("CUT", 0, 0, 300, 0) + line("CUT", 300, 0, 300, 200) + spline),
  };
  std::mt19937 random(31);
  TempDir dir;
  for (const auto& seed : seeds) {
    for (int round = 0; round < 150; ++round) {
      std::string mutated = seed;
      if (round % 3 == 0) mutated.resize(1 + random() % (seed.size() - 1));  // cut anywhere
      for (int flips = 0; flips < 1 + round % 6; ++flips) {
        mutated[random() % mutated.size()] = "0123456789-.e\n "[random() % 15];  // numbers gone wrong
      }
      auto report = cw::cad::preflight_dxf(dir.write("mutated.dxf", mutated));
      ASSERT_NO_THROW((void)cw::cad::to_json(report).dump()) << "round " << round;
    }
  }
}
