// Chaining from every kind of geometry (issue 31, item 1): T-junctions and overlapping arcs in the chainer; in the
// preflight, blocks of layer-0 entities taking their INSERT's layer, mirrored and tilted extrusions (OCS), MINSERT
// arrays, arcs and bulges either way round, and splines closed, periodic or given by fit points only; the preview
// draws that geometry where the checker places it.
#include "cw/cad/contours.hpp"
#include "cw/cad/dxf_preflight.hpp"
#include "cw/cad/preview.hpp"

#include "dxf_test_files.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>
#include <string>
#include <vector>

using cw::cad::chain;
using cw::cad::EdgeSet;
using cw::cad::Point2;
using cw::cad::PreflightReport;
using cw::cad::PreflightStatus;
using dxf_test::dxf;
using dxf_test::group;
using dxf_test::line;

namespace {

constexpr double kPi = std::numbers::pi;

EdgeSet square(double x, double y, double size) {
  EdgeSet set;
  std::vector<Point2> corners{{x, y}, {x + size, y}, {x + size, y + size}, {x, y + size}};
  for (std::size_t i = 0; i < 4; ++i) set.add_segment(corners[i], corners[(i + 1) % 4], static_cast<std::uint32_t>(i));
  return set;
}

}  // namespace

// ---- the chainer

TEST(CadChainJunctions, AnEndOnTheMiddleOfAnotherSegmentIsABranchingPoint) {
  // A divider from the bottom edge's middle to the top edge's middle: two T-junctions, and the divider is no open
  // contour of its own (its ends meet something).
  auto set = square(0, 0, 100);
  set.add_segment({50, 0}, {50, 100}, 9);
  auto result = chain(set, {});
  ASSERT_EQ(result.branch_count, 2u);
  for (const auto& branch : result.branches) {
    EXPECT_TRUE(branch.on_middle);
    EXPECT_EQ(branch.ends, 3u);
    EXPECT_DOUBLE_EQ(branch.at.x, 50);
    EXPECT_EQ(branch.source, 9u);
  }
  EXPECT_EQ(result.open_count, 0u);
  EXPECT_EQ(result.closed.size(), 1u);
  // A spur from the middle of a side into nothing: one T and an open chain with a loose end.
  auto spur = square(0, 0, 100);
  spur.add_segment({100, 40}, {150, 40}, 9);
  result = chain(spur, {});
  ASSERT_EQ(result.branch_count, 1u);
  EXPECT_DOUBLE_EQ(result.branches[0].at.y, 40);
  EXPECT_EQ(result.open_count, 1u);
  // A line ending on an arc's middle and one ending on a closed polyline's side (no ends of its own).
  EdgeSet curves;
  curves.add_arc({0, 0}, 50, 0, kPi, 0, 0.01);
  curves.add_segment({0, 50}, {0, 120}, 1);
  curves.add_run({{200, 0}, {300, 0}, {300, 100}, {200, 100}, {200, 0}}, 2, true);
  curves.add_segment({250, 100}, {250, 150}, 3);
  result = chain(curves, {});
  EXPECT_EQ(result.branch_count, 2u);
}

TEST(CadChainJunctions, FoundAlongLongDiagonalsAmongSmallEdges) {
  // Many short edges make the search cells small; the T on a long diagonal is found all the same, either way round.
  for (bool backwards : {false, true}) {
    EdgeSet set;
    for (int i = 0; i < 1000; ++i) set.add_segment({i * 3.0, -50}, {i * 3.0 + 1, -50}, 0);
    if (backwards) set.add_segment({1000, 730}, {0, 0}, 1);
    else set.add_segment({0, 0}, {1000, 730}, 1);
    set.add_segment({500, 365}, {450, 500}, 2);
    auto result = chain(set, {});
    ASSERT_EQ(result.branch_count, 1u) << backwards;
    EXPECT_TRUE(result.branches[0].on_middle);
    EXPECT_DOUBLE_EQ(result.branches[0].at.x, 500);
  }
}

TEST(CadChainJunctions, EndsMeetingEndsOrNearlyAreNoTJunctions) {
  EXPECT_EQ(chain(square(0, 0, 100), {}).branch_count, 0u);
  // The last side misses the corner by 0.3 along the first side: a missed snap (almost closed), not a T.
  EdgeSet almost;
  almost.add_segment({0, 0}, {100, 0}, 0);
  almost.add_segment({100, 0}, {100, 100}, 1);
  almost.add_segment({100, 100}, {0, 100}, 2);
  almost.add_segment({0, 100}, {0.3, 0}, 3);
  auto result = chain(almost, {});
  EXPECT_EQ(result.branch_count, 0u);
  ASSERT_EQ(result.open_count, 1u);
  EXPECT_TRUE(result.open[0].gaps[0].almost_closed);
  // A piece drawn over the middle of a side overlaps it: reported as an overlap, not as T-junctions.
  auto over = square(0, 0, 100);
  over.add_segment({20, 0}, {60, 0}, 9);
  result = chain(over, {});
  EXPECT_EQ(result.branch_count, 0u);
  EXPECT_EQ(result.overlap_count, 1u);
}

TEST(CadChainDegenerate, APieceAsLongAsTheToleranceAtACornerIsAPointThere) {
  // 0.0011 long (over the 0.001 tolerance, so the checker does not call it zero length), across the corner (100, 0):
  // both its ends fall on the corner's node. First or last, it neither branches the corner nor opens the square.
  for (bool first : {true, false}) {
    SCOPED_TRACE(first ? "drawn first" : "drawn last");
    EdgeSet set;
    if (first) set.add_segment({99.99945, 0}, {100.00055, 0}, 9);
    std::vector<Point2> corners{{0, 0}, {100, 0}, {100, 100}, {0, 100}};
    for (std::uint32_t i = 0; i < 4; ++i) set.add_segment(corners[i], corners[(i + 1) % 4], i);
    if (!first) set.add_segment({100, -0.00055}, {100, 0.00055}, 9);
    auto result = chain(set, {});
    EXPECT_EQ(result.branch_count, 0u);
    EXPECT_EQ(result.open_count, 0u);
    ASSERT_EQ(result.closed.size(), 1u);
    EXPECT_EQ(result.closed[0].edges, 4u);
  }
  // As long as the gap it bridges, between two ends 0.0015 apart: a path, it closes the square.
  EdgeSet bridge;
  bridge.add_segment({0, 0}, {100, 0}, 0);
  bridge.add_segment({100.0015, 0}, {100, 100}, 1);
  bridge.add_segment({100, 100}, {0, 100}, 2);
  bridge.add_segment({0, 100}, {0, 0}, 3);
  bridge.add_segment({100, 0}, {100.0015, 0}, 4);
  auto result = chain(bridge, {});
  EXPECT_EQ(result.branch_count, 0u);
  EXPECT_EQ(result.open_count, 0u);
  ASSERT_EQ(result.closed.size(), 1u);
  EXPECT_EQ(result.closed[0].edges, 5u);
}

TEST(CadChainArcs, TheSameArcTwiceOrOverlappingArcPiecesOverlap) {
  // A quarter arc and the same quarter drawn the other way round (a clockwise bulge): one overlap of its length.
  EdgeSet twice;
  twice.add_arc({0, 0}, 100, 0, kPi / 2, 0, 0.01);
  twice.add_arc({0, 0}, 100, kPi / 2, -kPi / 2, 1, 0.01);
  auto result = chain(twice, {});
  ASSERT_EQ(result.overlap_count, 1u);
  EXPECT_NEAR(result.overlaps[0].length, 100 * kPi / 2, 1e-6);
  // Pieces from 0° to 90° and from 60° to 120°: 30° drawn twice, from 60°.
  EdgeSet pieces;
  pieces.add_arc({0, 0}, 100, 0, kPi / 2, 0, 0.01);
  pieces.add_arc({0, 0}, 100, kPi / 3, kPi / 3, 1, 0.01);
  result = chain(pieces, {});
  ASSERT_EQ(result.overlap_count, 1u);
  EXPECT_NEAR(result.overlaps[0].length, 100 * kPi / 6, 1e-6);
  EXPECT_NEAR(result.overlaps[0].from.x, 50, 1e-6);
  EXPECT_EQ(result.branch_count, 0u);  // the ends on each other's middle are the overlap, not T-junctions
  // Across 0°: from 330° to 30° and a whole circle.
  EdgeSet wrapped;
  wrapped.add_arc({0, 0}, 100, -kPi / 6, kPi / 3, 0, 0.01);
  wrapped.add_arc({0, 0}, 100, 0, 2 * kPi, 1, 0.01);
  result = chain(wrapped, {});
  EXPECT_GE(result.overlap_count, 1u);
  double total = 0;
  for (const auto& overlap : result.overlaps) total += overlap.length;
  EXPECT_NEAR(total, 100 * kPi / 3, 1e-6);
  // Arcs meeting end to end, or on another circle: no overlap.
  EdgeSet apart;
  apart.add_arc({0, 0}, 100, 0, kPi / 2, 0, 0.01);
  apart.add_arc({0, 0}, 100, kPi / 2, kPi / 2, 1, 0.01);
  apart.add_arc({0, 0}, 101, 0, kPi / 2, 2, 0.01);
  EXPECT_EQ(chain(apart, {}).overlap_count, 0u);
  // A polyline's bulge is an arc too.
  EdgeSet bulge;
  bulge.add_run(cw::cad::flatten_arc({0, 0}, 100, 0, kPi, 0.01), 0, true, {{{0, 0}, 100, 0, kPi}});
  bulge.add_arc({0, 0}, 100, kPi / 2, kPi / 4, 1, 0.01);
  EXPECT_EQ(chain(bulge, {}).overlap_count, 1u);
}

// ---- the preflight

namespace {

std::string number(double value) { return std::to_string(value); }

PreflightReport check_text(const std::string& content) {
  dxf_test::TempDir dir;
  return cw::cad::preflight_dxf(dir.write("drawing.dxf", content));
}

std::vector<std::string> codes(const PreflightReport& report) {
  std::vector<std::string> out;
  for (const auto& finding : report.findings) out.push_back(finding.code);
  return out;
}

bool has(const PreflightReport& report, const std::string& code) {
  auto all = codes(report);
  return std::find(all.begin(), all.end(), code) != all.end();
}

// Groups 210-230: the extrusion direction (the entity's OCS).
std::string extrusion(double x, double y, double z) {
  return group(210, number(x)) + group(220, number(y)) + group(230, number(z));
}

std::string arc(const std::string& layer, double cx, double cy, double r, double from, double to,
                const std::string& extra = "") {
  return group(0, "ARC") + group(8, layer) + group(10, number(cx)) + group(20, number(cy)) + group(40, number(r)) +
         group(50, number(from)) + group(51, number(to)) + extra;
}

std::string circle(const std::string& layer, double cx, double cy, double r, const std::string& extra = "") {
  return group(0, "CIRCLE") + group(8, layer) + group(10, number(cx)) + group(20, number(cy)) +
         group(40, number(r)) + extra;
}

struct Vertex {
  double x, y, bulge;
};

std::string lwpolyline(const std::string& layer, const std::vector<Vertex>& vertices, bool closed,
                       const std::string& extra = "") {
  std::string out = group(0, "LWPOLYLINE") + group(8, layer) + group(90, std::to_string(vertices.size())) +
                    group(70, closed ? "1" : "0");
  for (const auto& v : vertices) {
    out += group(10, number(v.x)) + group(20, number(v.y));
    if (v.bulge != 0) out += group(42, number(v.bulge));
  }
  return out + extra;
}

std::string block(const std::string& name, const std::string& content) {
  return group(0, "BLOCK") + group(8, "0") + group(2, name) + group(70, "0") + group(10, "0") + group(20, "0") +
         content + group(0, "ENDBLK") + group(8, "0");
}

std::string insert(const std::string& layer, const std::string& name, double x, double y,
                   const std::string& extra = "") {
  return group(0, "INSERT") + group(8, layer) + group(2, name) + group(10, number(x)) + group(20, number(y)) + extra;
}

cw::cad::PreviewModel preview_text(const std::string& content) {
  dxf_test::TempDir dir;
  return cw::cad::preview_dxf(dir.write("drawing.dxf", content));
}

// A layer's path data ("M x y L x y x y M ...") as its runs of points.
std::vector<std::vector<Point2>> runs_of(const cw::cad::PreviewModel& model, const std::string& layer) {
  std::vector<std::vector<Point2>> runs;
  for (const auto& drawn : model.layers) {
    if (drawn.name != layer) continue;
    std::string path = drawn.path;
    std::replace(path.begin(), path.end(), 'L', ' ');
    std::stringstream in(path);
    for (std::string word; in >> word;) {
      if (word.front() == 'M') {
        runs.emplace_back();
        word.erase(0, 1);
      }
      double y = 0;
      in >> y;
      runs.back().push_back({std::stod(word), y});
    }
  }
  return runs;
}

std::string rectangle_lines(const std::string& layer, double w, double h) {
  return line(layer, 0, 0, w, 0) + line(layer, w, 0, w, h) + line(layer, w, h, 0, h) + line(layer, 0, h, 0, 0);
}

}  // namespace

TEST(CadPreflightBlocks, LayerZeroInABlockTakesTheInsertsLayer) {
  // A 200 x 100 panel of layer-0 LINEs with a layer-0 hole, placed on CUT and on NOTES: one part, on CUT.
  std::string blocks = block("PANEL", rectangle_lines("0", 200, 100) + circle("0", 50, 50, 10));
  auto report = check_text(dxf(insert("CUT", "PANEL", 1000, 0) + insert("NOTES", "PANEL", 2000, 0),
                               group(9, "$INSUNITS") + group(70, "4"), blocks));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  EXPECT_FALSE(has(report, "no_cut_layers"));
  ASSERT_EQ(report.part_count, 1u);
  EXPECT_EQ(report.parts[0].layer, "CUT");
  EXPECT_EQ(report.parts[0].block, "PANEL");
  EXPECT_NEAR(report.parts[0].location.x, 1000, 1e-9);
  EXPECT_NEAR(report.parts[0].width_mm, 200, 1e-9);
  EXPECT_EQ(report.parts[0].holes, 1u);
  ASSERT_EQ(report.holes.size(), 1u);
  EXPECT_EQ(report.holes[0].layer, "CUT");
  ASSERT_TRUE(report.nesting);  // nested with the parts of CUT
  ASSERT_EQ(report.nesting->groups.size(), 1u);
  EXPECT_EQ(report.nesting->groups[0].layer, "CUT");
  // Only on a layer that is not cut: nothing to cut, nothing chained.
  auto notes = check_text(dxf(insert("NOTES", "PANEL", 0, 0), group(9, "$INSUNITS") + group(70, "4"), blocks));
  EXPECT_EQ(notes.part_count, 0u);
  EXPECT_TRUE(has(notes, "no_cut_layers"));
}

TEST(CadPreflightBlocks, LayerZeroProblemsAreReportedOnTheInsertsCutLayer) {
  // Three sides only, on BYBLOCK, in a block placed by a layer-0 insert inside OUTER, which is placed on CUT.
  std::string blocks = block("SIDE", line("BYBLOCK", 0, 0, 560, 0) + line("BYBLOCK", 560, 0, 560, 720) +
                                         line("BYBLOCK", 560, 720, 0, 720)) +
                       block("OUTER", insert("0", "SIDE", 100, 0));
  auto report = check_text(dxf(insert("CUT", "OUTER", 0, 0), group(9, "$INSUNITS") + group(70, "4"), blocks));
  ASSERT_EQ(codes(report), std::vector<std::string>{"open_contour"}) << report.message;
  EXPECT_EQ(report.findings[0].layer, "CUT");
  EXPECT_EQ(report.findings[0].block, "SIDE");
  ASSERT_EQ(report.findings[0].gaps.size(), 1u);
  EXPECT_DOUBLE_EQ(report.findings[0].gaps[0].distance, 720);
  // Closed, the nested layer-0 panel is a part on CUT where both inserts put it.
  std::string closed = block("SIDE", rectangle_lines("0", 560, 720)) + block("OUTER", insert("0", "SIDE", 100, 0));
  report = check_text(dxf(insert("CUT", "OUTER", 1000, 0), group(9, "$INSUNITS") + group(70, "4"), closed));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_EQ(report.parts[0].layer, "CUT");
  EXPECT_NEAR(report.parts[0].location.x, 1100, 1e-9);
}

TEST(CadPreflightOcs, AMirroredDrawingIsPlacedMirrored) {
  // A CAM export of the side panel mirrored: LINEs in the drawing's coordinates (x negative), the rounded corner an
  // ARC and the hinge hole a CIRCLE with extrusion (0, 0, -1), their x as seen from below (positive).
  std::string down = extrusion(0, 0, -1);
  std::string entities = line("CUT", 0, 0, -560, 0) + line("CUT", -560, 0, -560, 700) +
                         arc("CUT", 540, 700, 20, 0, 90, down) + line("CUT", -540, 720, 0, 720) +
                         line("CUT", 0, 720, 0, 0) + circle("CUT", 100, 300, 17.5, down);
  auto report = check_text(dxf(entities));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_NEAR(report.parts[0].width_mm, 560, 1e-6);
  EXPECT_NEAR(report.parts[0].height_mm, 720, 0.02);
  EXPECT_EQ(report.parts[0].holes, 1u);  // the hole is at x = -100: inside the part
  ASSERT_TRUE(report.extents);
  EXPECT_NEAR(report.extents->min_x, -560, 1e-6);
  EXPECT_NEAR(report.extents->max_x, 0, 1e-6);
}

TEST(CadPreflightOcs, MirroredPolylineBulgesAndEllipses) {
  // A half disc: an LWPOLYLINE (0,0) -> (100,0) with bulge 1 seen from below (the arc dips to y = -50 in the plan,
  // from x 0 to -100) closed by a LINE in the drawing's coordinates.
  auto report = check_text(dxf(lwpolyline("CUT", {{0, 0, 1}, {100, 0, 0}}, false, extrusion(0, 0, -1)) +
                               line("CUT", -100, 0, 0, 0)));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_NEAR(report.parts[0].area_mm2, kPi * 50 * 50 / 2, 5);
  ASSERT_TRUE(report.extents);
  EXPECT_NEAR(report.extents->min_y, -50, 1e-6);
  EXPECT_NEAR(report.extents->max_y, 0, 1e-6);
  EXPECT_NEAR(report.extents->min_x, -100, 1e-6);
  // Half an ellipse (parameters 0 to π) with extrusion (0, 0, -1) runs below its major axis; closed by a LINE, with a
  // hole below the axis: the hole is inside.
  std::string ellipse = group(0, "ELLIPSE") + group(8, "CUT") + group(10, "0") + group(20, "0") + group(11, "100") +
                        group(21, "0") + group(40, "0.5") + group(41, "0") + group(42, number(kPi)) +
                        extrusion(0, 0, -1);
  report = check_text(dxf(ellipse + line("CUT", -100, 0, 100, 0) + circle("CUT", 0, -25, 5)));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_EQ(report.parts[0].holes, 1u);
  EXPECT_NEAR(report.parts[0].height_mm, 50, 0.02);
}

TEST(CadPreflightOcs, AMirroredInsertPlacesItsBlockMirrored) {
  std::string blocks = block("SHELF", rectangle_lines("CUT", 200, 100) + circle("CUT", 50, 50, 10));
  auto report = check_text(dxf(insert("0", "SHELF", 1000, 0, extrusion(0, 0, -1)),
                               group(9, "$INSUNITS") + group(70, "4"), blocks));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_NEAR(report.parts[0].location.x, -1000, 1e-9);
  EXPECT_NEAR(report.parts[0].width_mm, 200, 1e-9);
  ASSERT_EQ(report.holes.size(), 1u);
  EXPECT_NEAR(report.holes[0].location.x, -1060, 0.02);  // the circle's first point, (60, 50) mirrored
}

TEST(CadPreflightOcs, ATiltedEntityIsSeenFromAboveWithAWarning) {
  // A circle of radius 100 in a plane tilted about X (extrusion (0, 0.6, 0.8)) is an ellipse 200 x 160 seen from
  // above.
  auto report = check_text(dxf(circle("CUT", 0, 0, 100, extrusion(0, 0.6, 0.8))));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(codes(report), std::vector<std::string>{"tilted_entity"});
  EXPECT_EQ(report.findings[0].severity, cw::cad::Severity::warning);
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_NEAR(report.parts[0].width_mm, 200, 0.05);
  EXPECT_NEAR(report.parts[0].height_mm, 160, 0.05);
  // Nearly (0, 0, 1), as writers round it: in the plan, no warning.
  EXPECT_TRUE(codes(check_text(dxf(circle("CUT", 0, 0, 100, extrusion(1e-12, 0, 1))))).empty());
}

TEST(CadPreflightBlocks, AMinsertPlacesEveryCopy) {
  // 3 columns 300 apart and 2 rows 200 apart of a 200 x 100 panel; then turned 90°: the columns go up.
  std::string blocks = block("PANEL", rectangle_lines("CUT", 200, 100));
  std::string array = group(70, "3") + group(71, "2") + group(44, "300") + group(45, "200");
  auto report = check_text(dxf(insert("0", "PANEL", 1000, 0, array), group(9, "$INSUNITS") + group(70, "4"), blocks));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.part_count, 6u);
  std::vector<std::pair<double, double>> at;
  for (const auto& part : report.parts) at.emplace_back(std::round(part.location.x), std::round(part.location.y));
  std::sort(at.begin(), at.end());
  std::vector<std::pair<double, double>> expected{{1000, 0}, {1000, 200}, {1300, 0}, {1300, 200}, {1600, 0},
                                                  {1600, 200}};
  EXPECT_EQ(at, expected);
  report = check_text(dxf(insert("0", "PANEL", 0, 0, array + group(50, "90")), group(9, "$INSUNITS") + group(70, "4"),
                          blocks));
  ASSERT_EQ(report.part_count, 6u);
  double top = 0;
  for (const auto& part : report.parts) top = std::max(top, part.location.y);
  EXPECT_NEAR(top, 600, 1e-6);
}

TEST(CadPreflightCurves, ArcsAndBulgesEitherWayRound) {
  // The side panel drawn clockwise as one LWPOLYLINE, its rounded top right corner a clockwise (negative) bulge.
  double bulge = -std::tan(kPi / 8);
  std::vector<Vertex> clockwise{{0, 0, 0}, {0, 720, 0}, {540, 720, bulge}, {560, 700, 0}, {560, 0, 0}};
  auto report = check_text(dxf(lwpolyline("CUT", clockwise, true)));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_NEAR(report.parts[0].area_mm2, 560.0 * 720 - 400 + kPi * 400 / 4, 1);
  // A slot whose right end is an ARC from 270° over 0° to 90°, its left end from 90° to 270°, between two LINEs
  // drawn right to left and left to right.
  report = check_text(dxf(line("CUT", 0, 0, 100, 0) + arc("CUT", 100, 20, 20, 270, 90) + line("CUT", 100, 40, 0, 40) +
                          arc("CUT", 0, 20, 20, 90, 270)));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_NEAR(report.parts[0].width_mm, 140, 0.01);
  EXPECT_NEAR(report.parts[0].area_mm2, 100 * 40 + kPi * 400, 2);
}

namespace {

// A SPLINE on CUT: flags (1 closed, 2 periodic, 8 planar), degree, knots, control points and fit points.
std::string spline(int flags, int degree, const std::vector<double>& knots, const std::vector<Point2>& control,
                   const std::vector<Point2>& fit = {}) {
  std::string out = group(0, "SPLINE") + group(8, "CUT") + group(70, std::to_string(flags)) +
                    group(71, std::to_string(degree)) + group(72, std::to_string(knots.size())) +
                    group(73, std::to_string(control.size())) + group(74, std::to_string(fit.size()));
  for (double k : knots) out += group(40, number(k));
  for (auto p : control) out += group(10, number(p.x)) + group(20, number(p.y)) + group(30, "0");
  for (auto p : fit) out += group(11, number(p.x)) + group(21, number(p.y)) + group(31, "0");
  return out;
}

}  // namespace

TEST(CadPreflightCurves, ClosedPeriodicAndFitPointSplines) {
  // Closed and clamped: its control polygon starts and ends at (0, 0).
  auto report = check_text(dxf(spline(9, 3, {0, 0, 0, 0, 0.5, 1, 1, 1, 1},
                                      {{0, 0}, {200, 0}, {200, 200}, {0, 200}, {0, 0}})));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  EXPECT_EQ(report.part_count, 1u);
  // Periodic on the corners of a 100 square, uniform knots: the file may repeat the first three control points at
  // the end or not; either way the same closed curve, 916.7 across (a uniform cubic B-spline's middle of a span).
  std::vector<Point2> corners{{0, 0}, {1000, 0}, {1000, 1000}, {0, 1000}};
  std::vector<Point2> repeated = corners;
  repeated.insert(repeated.end(), corners.begin(), corners.begin() + 3);
  for (const auto& [control, knots] :
       {std::pair{corners, std::vector<double>{0, 1, 2, 3, 4, 5, 6, 7}},
        std::pair{repeated, std::vector<double>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}}}) {
    report = check_text(dxf(spline(11, 3, knots, control)));
    EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
    ASSERT_EQ(report.parts.size(), 1u) << control.size();
    EXPECT_NEAR(report.parts[0].width_mm, 2 * (46000.0 / 48 - 500), 0.05) << control.size();
    EXPECT_NEAR(report.parts[0].height_mm, report.parts[0].width_mm, 1e-6);
  }
  // Fit points only, closing a U of LINEs from (300, 200) over (150, 300) back to (0, 0): a smooth curve through
  // them (more area than the polygon through the points), joined to the LINEs at both ends.
  report = check_text(dxf(line("CUT", 0, 0, 300, 0) + line("CUT", 300, 0, 300, 200) +
                          spline(8, 3, {}, {}, {{300, 200}, {150, 300}, {0, 200}, {0, 0}})));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_EQ(report.parts[0].segments, 3u);
  EXPECT_GT(report.parts[0].area_mm2, 75000 + 100);
  // Closed, by fit points alone: a smooth loop through the four corners of a square.
  report = check_text(dxf(spline(9, 3, {}, {}, {{0, 0}, {500, 0}, {500, 500}, {0, 500}})));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.parts.size(), 1u);
  EXPECT_GT(report.parts[0].area_mm2, 500 * 500);
}

TEST(CadPreflightHostile, HugeArraysAndOddExtrusionsStayAReport) {
  // A MINSERT of 30,000 x 30,000 copies, nested in a block placed as an array again, and extrusions that are no
  // direction: an answer within the preflight's time, never a crash.
  std::string huge = group(70, "30000") + group(71, "30000") + group(44, "10") + group(45, "10");
  std::string blocks = block("SQ", rectangle_lines("CUT", 5, 5)) + block("ARRAY", insert("0", "SQ", 0, 0, huge));
  for (const std::string& odd : {extrusion(0, 0, 0), group(210, "nan") + group(230, "1"), extrusion(1e300, 0, 1),
                                 extrusion(1, 0, 0) + group(38, "1e300")}) {
    std::string content = dxf(insert("CUT", "ARRAY", 0, 0, huge) + circle("CUT", 0, 0, 100, odd) +
                                  lwpolyline("CUT", {{0, 0, 1}, {100, 0, 0}}, false, odd),
                              group(9, "$INSUNITS") + group(70, "4"), blocks);
    auto report = check_text(content);
    EXPECT_NE(report.status, PreflightStatus::error) << report.message;
    EXPECT_LE(report.parts.size(), 500u);
    // The preview samples the copies within its budget: simplified, never refused.
    auto model = preview_text(content);
    EXPECT_EQ(model.message, "");
    EXPECT_TRUE(model.simplified);
  }
}

// ---- the preview draws the geometry where the checker places it

TEST(CadPreviewPlacement, AMirroredArcAndCircleAreDrawnWhereTheChainerPutsThem) {
  // The mirrored side panel: its rounded corner, an ARC about (540, 700) from 0° to 90° seen from below, is the
  // quarter from (-540, 720) to (-560, 700) in the plan; the hinge hole about (-100, 300).
  std::string down = extrusion(0, 0, -1);
  std::string entities = line("CUT", 0, 0, -560, 0) + line("CUT", -560, 0, -560, 700) +
                         arc("CUT", 540, 700, 20, 0, 90, down) + line("CUT", -540, 720, 0, 720) +
                         line("CUT", 0, 720, 0, 0) + circle("CUT", 100, 300, 17.5, down);
  auto report = check_text(dxf(entities));
  ASSERT_EQ(report.parts.size(), 1u);
  ASSERT_EQ(report.holes.size(), 1u);
  auto model = preview_text(dxf(entities));
  ASSERT_EQ(model.message, "");
  auto runs = runs_of(model, "CUT");
  ASSERT_EQ(runs.size(), 6u);
  const auto& corner = runs[2];
  ASSERT_GT(corner.size(), 2u);
  for (const auto& p : corner) {
    EXPECT_NEAR(std::hypot(p.x + 540, p.y - 700), 20, 0.01) << p.x << ", " << p.y;
    EXPECT_LE(p.x, -540 + 1e-6);
    EXPECT_GE(p.y, 700 - 1e-6);
  }
  for (const auto& p : runs[5]) EXPECT_NEAR(std::hypot(p.x + 100, p.y - 300), 17.5, 0.01) << p.x << ", " << p.y;
  // The hole's first point is where the chainer starts it; the picture's box is the drawing's extents.
  EXPECT_NEAR(report.holes[0].location.x, -82.5, 0.01);
  ASSERT_TRUE(model.box && report.extents);
  EXPECT_NEAR(model.box->min_x, report.extents->min_x, 1e-6);
  EXPECT_NEAR(model.box->max_x, report.extents->max_x, 1e-6);
  EXPECT_NEAR(model.box->max_y, report.extents->max_y, 0.01);
}

TEST(CadPreviewPlacement, EveryMinsertCopyOnTheInsertsLayer) {
  // A layer-0 panel placed 3 x 2 times by a MINSERT on CUT, turned 90°, and mirrored by its extrusion: the six parts
  // the chainer finds are drawn on CUT, each where the chainer puts it; nothing is drawn on layer 0.
  std::string blocks = block("PANEL", rectangle_lines("0", 200, 100));
  std::string array = group(70, "3") + group(71, "2") + group(44, "300") + group(45, "200") + group(50, "90") +
                      extrusion(0, 0, -1);
  std::string content = dxf(insert("CUT", "PANEL", 1000, 0, array), group(9, "$INSUNITS") + group(70, "4"), blocks);
  auto report = check_text(content);
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  ASSERT_EQ(report.part_count, 6u);
  auto model = preview_text(content);
  ASSERT_EQ(model.message, "");
  auto runs = runs_of(model, "CUT");
  ASSERT_EQ(runs.size(), 24u);  // four LINEs a copy
  EXPECT_TRUE(runs_of(model, "0").empty());
  EXPECT_EQ(model.total_segments, 24u);
  for (const auto& part : report.parts) {
    SCOPED_TRACE(std::to_string(part.location.x) + ", " + std::to_string(part.location.y));
    // Where the chainer starts the part, two of the picture's lines meet.
    std::size_t found = 0;
    for (const auto& run : runs) {
      for (const auto& p : run) {
        if (std::hypot(p.x - part.location.x, p.y - part.location.y) < 1e-6) ++found;
      }
    }
    EXPECT_GE(found, 2u);
  }
  ASSERT_TRUE(model.box && report.extents);
  // The copies' box: turned (the columns go up, the rows to the left), then mirrored (x negative).
  EXPECT_NEAR(model.box->min_x, -1000, 1e-6);
  EXPECT_NEAR(model.box->max_x, -1000 + 300, 1e-6);
  EXPECT_NEAR(model.box->min_y, 0, 1e-6);
  EXPECT_NEAR(model.box->max_y, 600 + 200, 1e-6);
}
