// Chaining from every kind of geometry (issue 31, item 1): T-junctions and overlapping arcs in the chainer; in the
// preflight, blocks of layer-0 entities taking their INSERT's layer, mirrored and tilted extrusions (OCS), MINSERT
// arrays, arcs and bulges either way round, and splines closed, periodic or given by fit points only.
#include "cw/cad/contours.hpp"
#include "cw/cad/dxf_preflight.hpp"

#include "dxf_test_files.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
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
