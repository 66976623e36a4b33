// The drawing library's nesting (libs/cad, cw/cad/nesting.hpp): known optimal layouts, the kerf, the grain, parts no
// sheet takes, the work budget; a drawing's nesting per cut layer in the preflight's report and its JSON.
#include "cw/cad/dxf_preflight.hpp"
#include "cw/cad/nesting.hpp"
#include "cw/cad/report_json.hpp"

#include "dxf_test_files.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <random>
#include <string>
#include <vector>

using cw::cad::NestOptions;
using cw::cad::NestPart;
using cw::cad::NestResult;

namespace {

NestOptions sheet(double length, double width, double kerf) {
  NestOptions options;
  options.sheet_length_mm = length;
  options.sheet_width_mm = width;
  options.kerf_mm = kerf;
  return options;
}

// Every placement inside its sheet, the right size for its part (turned only when allowed), and apart from the
// others by at least the kerf.
void expect_valid(const std::vector<NestPart>& parts, const NestResult& result, const NestOptions& options) {
  int placed = 0;
  for (const auto& layout : result.layouts) {
    for (std::size_t i = 0; i < layout.parts.size(); ++i) {
      const auto& p = layout.parts[i];
      const auto& part = parts.at(p.part);
      ++placed;
      EXPECT_GE(p.x, -1e-9);
      EXPECT_GE(p.y, -1e-9);
      EXPECT_LE(p.x + p.size_x, options.sheet_length_mm + 1e-6);
      EXPECT_LE(p.y + p.size_y, options.sheet_width_mm + 1e-6);
      if (p.rotated) {
        EXPECT_FALSE(part.grain);
        EXPECT_DOUBLE_EQ(p.size_x, part.width_mm);
        EXPECT_DOUBLE_EQ(p.size_y, part.length_mm);
      } else {
        EXPECT_DOUBLE_EQ(p.size_x, part.length_mm);
        EXPECT_DOUBLE_EQ(p.size_y, part.width_mm);
      }
      for (std::size_t j = 0; j < i; ++j) {
        const auto& q = layout.parts[j];
        bool apart = p.x >= q.x + q.size_x + options.kerf_mm - 1e-6 || q.x >= p.x + p.size_x + options.kerf_mm - 1e-6 ||
                     p.y >= q.y + q.size_y + options.kerf_mm - 1e-6 || q.y >= p.y + p.size_y + options.kerf_mm - 1e-6;
        EXPECT_TRUE(apart) << "parts " << i << " and " << j << " overlap or lie closer than the kerf";
      }
    }
  }
  EXPECT_EQ(placed, result.parts);
}

TEST(CadNesting, FillsASheetExactlyWhenThePartsTileIt) {
  std::vector<NestPart> parts = {{0, 1220, 610, 4, false}};
  auto options = sheet(2440, 1220, 0);
  auto result = cw::cad::nest(parts, options);
  EXPECT_EQ(result.sheets, 1);
  EXPECT_EQ(result.lower_bound, 1);
  EXPECT_DOUBLE_EQ(result.utilisation, 1.0);
  EXPECT_FALSE(result.approximate);
  expect_valid(parts, result, options);

  std::vector<NestPart> squares = {{0, 610, 610, 16, false}};
  auto sixteen = cw::cad::nest(squares, options);
  EXPECT_EQ(sixteen.sheets, 2);
  EXPECT_EQ(sixteen.lower_bound, 2);
  expect_valid(squares, sixteen, options);
}

TEST(CadNesting, MixedSizesReachTheLowerBound) {
  // A 2440 x 1220 sheet cut into a 1220 x 1220 half and two 1220 x 610 quarters, twice.
  std::vector<NestPart> parts = {{0, 1220, 610, 4, false}, {1, 1220, 1220, 2, false}};
  auto options = sheet(2440, 1220, 0);
  auto result = cw::cad::nest(parts, options);
  EXPECT_EQ(result.sheets, 2);
  EXPECT_EQ(result.lower_bound, 2);
  EXPECT_EQ(result.parts, 6);
  EXPECT_NEAR(result.parts_area_m2, 2 * 2.44 * 1.22, 1e-9);
  expect_valid(parts, result, options);
}

TEST(CadNesting, TheKerfTakesItsWidthBetweenParts) {
  std::vector<NestPart> halves = {{0, 1220, 1220, 2, false}};
  EXPECT_EQ(cw::cad::nest(halves, sheet(2440, 1220, 0)).sheets, 1);
  auto with_kerf = cw::cad::nest(halves, sheet(2440, 1220, 4));
  EXPECT_EQ(with_kerf.sheets, 2);
  EXPECT_EQ(with_kerf.lower_bound, 1);
  std::vector<NestPart> narrower = {{0, 1218, 1220, 2, false}};
  auto options = sheet(2440, 1220, 4);
  auto fits = cw::cad::nest(narrower, options);
  EXPECT_EQ(fits.sheets, 1);
  expect_valid(narrower, fits, options);
  ASSERT_EQ(fits.layouts[0].parts.size(), 2u);
  EXPECT_DOUBLE_EQ(fits.layouts[0].parts[1].x, 1222);
}

TEST(CadNesting, AGrainedPartKeepsItsLengthAlongTheSheet) {
  // 1220 long, 2440 wide: only turned does it fit the sheet.
  std::vector<NestPart> free = {{0, 1220, 2440, 1, false}};
  auto turned = cw::cad::nest(free, sheet(2440, 1220, 4));
  ASSERT_EQ(turned.sheets, 1);
  EXPECT_TRUE(turned.layouts[0].parts[0].rotated);
  std::vector<NestPart> grained = {{0, 1220, 2440, 3, true}};
  auto refused = cw::cad::nest(grained, sheet(2440, 1220, 4));
  EXPECT_EQ(refused.sheets, 0);
  ASSERT_EQ(refused.unfit.size(), 1u);
  EXPECT_EQ(refused.unfit[0].part, 0u);
  EXPECT_EQ(refused.unfit[0].quantity, 3);
  EXPECT_EQ(refused.unfit[0].reason,
            "with its grain along the sheet it does not fit the 2440 x 1220 mm sheet (turned it would)");

  // Strips across the grain: free they turn and share a sheet; grained they lie as drawn.
  std::vector<NestPart> strips = {{0, 300, 2000, 4, true}, {1, 2000, 300, 4, true}};
  auto options = sheet(2440, 1220, 4);
  auto result = cw::cad::nest(strips, options);
  EXPECT_EQ(result.unfit.size(), 1u);
  EXPECT_EQ(result.parts, 4);
  for (const auto& layout : result.layouts) {
    for (const auto& p : layout.parts) EXPECT_FALSE(p.rotated);
  }
  expect_valid(strips, result, options);
}

TEST(CadNesting, PartsNoSheetTakesAreListedAndLeftOut) {
  std::vector<NestPart> parts = {{0, 3000, 100, 2, false}, {1, 500, 500, 1, false}, {2, 0, 100, 1, false}};
  auto result = cw::cad::nest(parts, sheet(2440, 1220, 4));
  EXPECT_EQ(result.parts, 1);
  EXPECT_EQ(result.sheets, 1);
  EXPECT_EQ(result.lower_bound, 1);
  ASSERT_EQ(result.unfit.size(), 2u);
  EXPECT_EQ(result.unfit[0].reason, "larger than the 2440 x 1220 mm sheet");
  EXPECT_EQ(result.unfit[0].quantity, 2);
  EXPECT_EQ(result.unfit[1].part, 2u);
  EXPECT_TRUE(cw::cad::nest({}, sheet(2440, 1220, 4)).layouts.empty());
}

TEST(CadNesting, TheWorkBudgetBoundsThePackingAndKeepsItValid) {
  std::mt19937 random(31);
  std::uniform_int_distribution<int> side(50, 900);
  std::vector<NestPart> parts;
  for (std::size_t i = 0; i < 400; ++i) parts.push_back({i, double(side(random)), double(side(random)), 5, false});
  auto options = sheet(2440, 1220, 4);
  auto full = cw::cad::nest(parts, options);
  EXPECT_FALSE(full.approximate);
  expect_valid(parts, full, options);

  options.work_budget = 1000;
  auto rough = cw::cad::nest(parts, options);
  EXPECT_TRUE(rough.approximate);
  EXPECT_EQ(rough.parts, 2000);
  EXPECT_GE(rough.sheets, rough.lower_bound);
  EXPECT_LE(rough.work, options.work_budget + 2000 * (cw::cad::kRoughRectsPerPart + 4));
  expect_valid(parts, rough, options);
}

TEST(CadNesting, FiveHundredPartsNestWellUnderTheirTime) {
  std::mt19937 random(7);
  std::uniform_int_distribution<int> side(60, 1200);
  std::vector<NestPart> parts;
  for (std::size_t i = 0; i < 500; ++i) parts.push_back({i, double(side(random)), double(side(random)), 1, false});
  auto started = std::chrono::steady_clock::now();
  auto result = cw::cad::nest(parts, sheet(2440, 1220, 4));
  auto took = std::chrono::steady_clock::now() - started;
  EXPECT_EQ(result.parts, 500);
  EXPECT_LT(took, std::chrono::milliseconds(200));  // the figure, with room for a loaded machine
}

TEST(CadNesting, OptionsOutOfRangeAreNamed) {
  for (auto bad : {sheet(0, 1220, 4), sheet(2440, 10001, 4), sheet(NAN, 1220, 4), sheet(2440, 1220, -1),
                   sheet(2440, 1220, 51), sheet(2440, 1220, INFINITY)}) {
    EXPECT_THROW(cw::cad::nest({}, bad), cw::cad::InvalidOptions);
  }
  auto negative = sheet(2440, 1220, 4);
  negative.work_budget = -1;
  EXPECT_THROW(cw::cad::validate(negative), cw::cad::InvalidOptions);
}

TEST(CadNesting, GroupsShareOneBudgetAndAddUp) {
  std::vector<cw::cad::NestGroup> groups(2);
  groups[0].layer = "CUT_18MM";
  groups[0].sizes = {{0, 1220, 610, 4, true}, {1, 300, 3000, 1, false}};
  groups[1].layer = "CUT_9MM";
  groups[1].sizes = {{0, 600, 400, 3, false}};
  auto nesting = cw::cad::nest_groups(groups, sheet(2440, 1220, 0), false, false);
  EXPECT_EQ(nesting.parts, 7);
  EXPECT_EQ(nesting.sheets, 2);
  EXPECT_EQ(nesting.lower_bound, 2);
  EXPECT_EQ(nesting.unfit, 1);
  EXPECT_TRUE(nesting.groups[0].result.layouts.empty());
  EXPECT_NEAR(nesting.utilisation, (4 * 1.22 * 0.61 + 3 * 0.6 * 0.4) / (2 * 2.44 * 1.22), 1e-9);

  auto grained = cw::cad::nest_groups(groups, sheet(2440, 1220, 0), true, true);
  EXPECT_EQ(grained.unfit, 1);
  EXPECT_EQ(grained.groups[1].result.layouts.size(), 1u);
  for (const auto& size : grained.groups[0].sizes) EXPECT_TRUE(size.grain);

  auto rough = sheet(2440, 1220, 0);
  rough.work_budget = 0;
  EXPECT_TRUE(cw::cad::nest_groups(groups, rough, false, false).approximate);
}

TEST(CadNesting, ThePreflightNestsEveryPartPerCutLayer) {
  dxf_test::TempDir dir;
  std::string entities;
  for (int i = 0; i < 4; ++i) entities += dxf_test::rectangle("CUT_18MM", i * 1300.0, 0, 1220, 610);
  entities += dxf_test::rectangle("CUT_9MM", 0, 2000, 600, 400);
  entities += dxf_test::rectangle("CUT_9MM", 0, 3000, 3000, 100);  // larger than the sheet
  auto report = cw::cad::preflight_dxf(dir.write("parts.dxf", dxf_test::dxf(entities)));
  ASSERT_TRUE(report.nesting.has_value());
  const auto& nesting = *report.nesting;
  EXPECT_EQ(nesting.parts, 5);
  EXPECT_EQ(nesting.unfit, 1);
  EXPECT_EQ(nesting.sheets, 3);  // the kerf keeps the four quarters off one sheet
  ASSERT_EQ(nesting.groups.size(), 2u);
  EXPECT_EQ(nesting.groups[0].layer, "CUT_18MM");
  ASSERT_EQ(nesting.groups[0].sizes.size(), 1u);
  EXPECT_EQ(nesting.groups[0].sizes[0].quantity, 4);
  EXPECT_DOUBLE_EQ(nesting.groups[0].sizes[0].length_mm, 1220);

  auto json = cw::cad::to_json(report);
  ASSERT_TRUE(json.contains("nesting"));
  EXPECT_EQ(json["nesting"]["sheets"], 3);
  EXPECT_EQ(json["nesting"]["groups"][1]["unfit"], 1);
  EXPECT_FALSE(json["nesting"]["groups"][0].contains("layouts"));
  auto again = cw::cad::preflight_report_from_json(json);
  ASSERT_TRUE(again.nesting.has_value());
  EXPECT_EQ(cw::cad::to_json(again), json);
}

TEST(CadNesting, TheReportNestsPartsPastTheListedOnes) {
  dxf_test::TempDir dir;
  auto report = cw::cad::preflight_dxf(dir.write("many.dxf", dxf_test::many_rectangles(700)));
  EXPECT_EQ(report.parts.size(), 500u);
  ASSERT_TRUE(report.nesting.has_value());
  EXPECT_EQ(report.nesting->parts, 700);
  EXPECT_EQ(report.nesting->groups.at(0).sizes.size(), 1u);
  EXPECT_GE(report.nesting->sheets, report.nesting->lower_bound);
}

TEST(CadNesting, NoNestingWithoutParts) {
  EXPECT_FALSE(cw::cad::preflight_error("broken").nesting.has_value());
  EXPECT_FALSE(cw::cad::to_json(cw::cad::preflight_error("broken")).contains("nesting"));
  auto clean = cw::cad::preflight_dxf(dxf_test::fixture("dxf/cabinet_side_clean.dxf"));
  ASSERT_TRUE(clean.nesting.has_value());
  EXPECT_EQ(clean.nesting->parts, static_cast<int>(clean.part_count));
  EXPECT_EQ(clean.nesting->sheets, 1);
}

TEST(CadNesting, TheRoutesJsonHasLayoutsOfAtMostFiftySheets) {
  std::vector<cw::cad::NestGroup> groups(1);
  groups[0].layer = "CUT";
  groups[0].sizes = {{0, 1220, 1220, 120, false}};
  auto nesting = cw::cad::nest_groups(groups, sheet(2440, 1220, 4), false, true);
  auto json = cw::cad::to_json(nesting, true);
  EXPECT_EQ(json["groups"][0]["sheets"], 120);
  EXPECT_EQ(json["groups"][0]["layouts"].size(), cw::cad::kMaxDrawnSheets);
  EXPECT_EQ(json["groups"][0]["layoutsOmitted"], 120 - cw::cad::kMaxDrawnSheets);
  EXPECT_EQ(json["groups"][0]["layouts"][0]["parts"][0]["sizeX"], 1220.0);
  EXPECT_EQ(json["groups"][0]["partSizes"][0]["widthMm"], 1220.0);
  auto back = cw::cad::nesting_from_json(json);
  EXPECT_EQ(back.groups[0].sizes[0].quantity, 120);
  EXPECT_THROW(cw::cad::nesting_from_json(nlohmann::json::object()), std::invalid_argument);
}

}  // namespace
