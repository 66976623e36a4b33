// The DXF preflight on the fixtures of tests/fixtures/dxf (made by make_fixtures.py there) and on hostile files
// written here. A crash or a hang of any test is a failure of the "never crash" rule.
#include "app/file_views.hpp"
#include "domain/dxf_preflight.hpp"

#include "dxf_test_files.hpp"

#include <cw/errors.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

using dxf_test::dxf;
using dxf_test::fixture;
using dxf_test::group;
using dxf_test::TempDir;
using projects::Finding;
using projects::PreflightOptions;
using projects::PreflightReport;
using projects::PreflightStatus;
using projects::Severity;

namespace {

PreflightReport check(const std::string& name, const PreflightOptions& options = {}) {
  return projects::preflight_dxf(fixture("dxf/" + name), options);
}

PreflightReport check_text(const std::string& content, const PreflightOptions& options = {}) {
  TempDir dir;
  return projects::preflight_dxf(dir.write("drawing.dxf", content), options);
}

std::vector<std::string> codes(const PreflightReport& report) {
  std::vector<std::string> out;
  for (const auto& finding : report.findings) out.push_back(finding.code);
  return out;
}

void expect_at(const Finding& finding, double x, double y) {
  ASSERT_TRUE(finding.location.has_value()) << finding.message;
  EXPECT_DOUBLE_EQ(finding.location->x, x) << finding.message;
  EXPECT_DOUBLE_EQ(finding.location->y, y) << finding.message;
}

// An error report whose message starts with the given words; and its JSON can be written as strict UTF-8.
void expect_error(const PreflightReport& report, const std::string& starts_with) {
  EXPECT_EQ(report.status, PreflightStatus::error) << report.message;
  EXPECT_EQ(report.message.rfind(starts_with, 0), 0u) << report.message;
  EXPECT_TRUE(report.findings.empty());
  EXPECT_NO_THROW((void)projects::to_json(report).dump());
}

}  // namespace

// ---- the fixtures

TEST(DxfPreflight, CleanCabinetSidePasses) {
  auto report = check("cabinet_side_clean.dxf");
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  EXPECT_TRUE(report.findings.empty()) << (report.findings.empty() ? "" : report.findings[0].message);
  EXPECT_EQ(report.message, "Passed: no problems found");
  EXPECT_EQ(report.units.insunits, 4);
  EXPECT_EQ(report.units.name, "millimeters");
  EXPECT_EQ(report.units.mm_per_unit, 1);
  ASSERT_TRUE(report.extents.has_value());
  EXPECT_EQ(report.extents->source, "header");
  EXPECT_EQ(report.extents->max_x, 560);
  EXPECT_EQ(report.extents->max_y, 720);
  EXPECT_EQ(report.entity_count, 6u);
  // The table's layers with what is on them; DADO counts as a cut layer, DRILL does not.
  std::vector<std::tuple<std::string, std::size_t, bool>> layers;
  for (const auto& layer : report.layers) layers.emplace_back(layer.name, layer.entities, layer.cut);
  EXPECT_EQ(layers, (std::vector<std::tuple<std::string, std::size_t, bool>>{
                        {"0", 0, false}, {"CUT", 1, true}, {"DADO", 2, true}, {"DRILL", 2, false}, {"NOTES", 1, false}}));
}

TEST(DxfPreflight, OpenContourOnTheCutLayerFails) {
  auto report = check("cabinet_side_open_contour.dxf");
  EXPECT_EQ(report.status, PreflightStatus::fail);
  ASSERT_EQ(codes(report), std::vector<std::string>{"open_contour"});
  const auto& finding = report.findings[0];
  EXPECT_EQ(finding.severity, Severity::error);
  EXPECT_EQ(finding.layer, "CUT");
  EXPECT_EQ(finding.handle, "100");
  expect_at(finding, 0, 720);  // where the gap is: the outline's loose end
  EXPECT_NE(finding.message.find("starts at (0, 0) and ends at (0, 720)"), std::string::npos) << finding.message;
  EXPECT_EQ(report.message, "Failed: 1 error");
}

TEST(DxfPreflight, InchesDeclaredForAMillimetreDrawingIsAMismatch) {
  auto report = check("cabinet_side_inch_mismatch.dxf");
  EXPECT_EQ(report.status, PreflightStatus::fail);
  EXPECT_EQ(report.units.name, "inches");
  EXPECT_DOUBLE_EQ(report.units.mm_per_unit, 25.4);
  // 720 inches would be an 18 m side; the sheet check waits for the right units instead of calling it too big.
  ASSERT_EQ(codes(report), std::vector<std::string>{"units_mismatch"});
  EXPECT_EQ(report.findings[0].severity, Severity::error);
  EXPECT_NE(report.findings[0].message.find("inches"), std::string::npos);
  EXPECT_NE(report.findings[0].message.find("720 long (18.288 m), looks like millimetres"), std::string::npos)
      << report.findings[0].message;
}

TEST(DxfPreflight, UnitlessDrawingPassesWithAWarning) {
  auto report = check("cabinet_side_unitless.dxf");
  EXPECT_EQ(report.status, PreflightStatus::pass);
  EXPECT_EQ(report.units.name, "unitless");
  ASSERT_EQ(codes(report), std::vector<std::string>{"units_missing"});
  EXPECT_EQ(report.findings[0].severity, Severity::warning);
  EXPECT_EQ(report.message, "Passed with 1 warning");
}

TEST(DxfPreflight, TruncatedFileIsAnError) {
  expect_error(check("cabinet_side_truncated.dxf"), "This is not a complete DXF file");
}

TEST(DxfPreflight, ZeroLengthAndDuplicateEntities) {
  auto report = check("zero_length_and_duplicates.dxf");
  EXPECT_EQ(report.status, PreflightStatus::fail);
  ASSERT_EQ(codes(report), (std::vector<std::string>{"zero_length", "duplicate_entity", "duplicate_entity",
                                                       "zero_length"}));
  const auto& zero_line = report.findings[0];
  EXPECT_EQ(zero_line.handle, "201");
  EXPECT_EQ(zero_line.severity, Severity::error);  // on a cut layer
  expect_at(zero_line, 100, 100);
  // The same line drawn the other way round, on a layer that is not cut: a warning naming the first one.
  const auto& guide = report.findings[1];
  EXPECT_EQ(guide.layer, "GUIDES");
  EXPECT_EQ(guide.handle, "203");
  EXPECT_EQ(guide.severity, Severity::warning);
  EXPECT_NE(guide.message.find("handle 202"), std::string::npos) << guide.message;
  expect_at(guide, 600, 500);
  // The R12 outline drawn twice would be cut twice.
  const auto& outline = report.findings[2];
  EXPECT_EQ(outline.handle, "204");
  EXPECT_EQ(outline.severity, Severity::error);
  EXPECT_NE(outline.message.find("handle 200"), std::string::npos) << outline.message;
  expect_at(outline, 0, 0);
  const auto& arc = report.findings[3];
  EXPECT_EQ(arc.handle, "205");
  EXPECT_EQ(arc.message.rfind("An ARC", 0), 0u) << arc.message;
  expect_at(arc, 300, 200);
  EXPECT_EQ(report.error_count, 3u);
  EXPECT_EQ(report.warning_count, 1u);
}

TEST(DxfPreflight, TextOnACutLayer) {
  auto report = check("text_on_cut_layer.dxf");
  EXPECT_EQ(report.status, PreflightStatus::fail);
  ASSERT_EQ(codes(report), (std::vector<std::string>{"text_on_cut_layer", "text_on_cut_layer"}));
  EXPECT_EQ(report.findings[0].handle, "301");
  EXPECT_EQ(report.findings[0].layer, "CUT");
  EXPECT_NE(report.findings[0].message.find("\"PART 7\""), std::string::npos);
  expect_at(report.findings[0], 50, 50);
  // "Outside_Profile" is a cut layer by its words; the TEXT on NOTES is no finding.
  EXPECT_EQ(report.findings[1].handle, "302");
  EXPECT_EQ(report.findings[1].layer, "Outside_Profile");
  expect_at(report.findings[1], 100, 200);
}

TEST(DxfPreflight, PartLargerThanTheSheet) {
  auto report = check("part_larger_than_sheet.dxf");
  EXPECT_EQ(report.status, PreflightStatus::fail);
  ASSERT_EQ(codes(report), std::vector<std::string>{"part_exceeds_sheet"});
  EXPECT_EQ(report.findings[0].handle, "400");  // 2600 x 1300; the 2400 x 1200 one fits
  expect_at(report.findings[0], 0, 0);
  EXPECT_NE(report.findings[0].message.find("2600 x 1300 mm"), std::string::npos) << report.findings[0].message;
  EXPECT_EQ(report.extents->source, "entities");
  EXPECT_EQ(report.extents->max_x, 2600);
  EXPECT_EQ(report.extents->max_y, 2700);

  PreflightOptions larger;
  larger.sheet_width_mm = 1525;
  larger.sheet_length_mm = 3050;
  EXPECT_EQ(check("part_larger_than_sheet.dxf", larger).status, PreflightStatus::pass);
  // Either way round: a 2700 wide, 1400 long sheet takes the 2600 x 1300 part turned.
  PreflightOptions turned;
  turned.sheet_width_mm = 2700;
  turned.sheet_length_mm = 1400;
  EXPECT_EQ(check("part_larger_than_sheet.dxf", turned).status, PreflightStatus::pass);
}

TEST(DxfPreflight, ProblemsInsideABlockNameTheBlock) {
  auto report = check("blocks_open_contour.dxf");
  ASSERT_EQ(codes(report), (std::vector<std::string>{"open_contour", "scaled_insert"}));
  EXPECT_EQ(report.findings[0].block, "SHELF");
  EXPECT_EQ(report.findings[0].handle, "500");
  expect_at(report.findings[0], 0, 300);
  EXPECT_EQ(report.findings[1].severity, Severity::warning);
  EXPECT_EQ(report.findings[1].handle, "502");
  expect_at(report.findings[1], 0, 400);
  // The two INSERTs are in the drawing, the shelf's outline inside the block.
  EXPECT_EQ(report.entity_count, 2u);
  EXPECT_EQ(report.block_entity_count, 1u);
  ASSERT_EQ(report.layers.size(), 2u);
  EXPECT_EQ(report.layers[1].name, "CUT");
  EXPECT_EQ(report.layers[1].entities, 0u);
  EXPECT_EQ(report.layers[1].block_entities, 1u);
}

TEST(DxfPreflight, CutLayerKeywordsAreAnOption) {
  PreflightOptions options;
  options.cut_layer_keywords = {"ROUTE"};  // CUT and DADO are then plain layers: the open outline is no error
  auto report = check("cabinet_side_open_contour.dxf", options);
  EXPECT_EQ(codes(report), std::vector<std::string>{"no_cut_layers"});
  EXPECT_EQ(report.status, PreflightStatus::pass);
}

TEST(DxfPreflight, EmptyDrawingFails) {
  auto report = check_text(dxf(""));
  EXPECT_EQ(report.status, PreflightStatus::fail);
  EXPECT_EQ(codes(report), std::vector<std::string>{"empty_drawing"});
}

TEST(DxfPreflight, ExtentsAreComputedWhenTheHeaderHasNone) {
  // An LWPOLYLINE with a bulge of -1 from (0,0) to (100,0): a clockwise half circle bulging up to y = 50.
  std::string arc_polyline = group(0, "LWPOLYLINE") + group(8, "CUT") + group(90, "2") + group(70, "1") +
                             group(10, "0") + group(20, "0") + group(42, "-1") + group(10, "100") + group(20, "0") +
                             group(42, "-1");
  auto report = check_text(dxf(arc_polyline));
  ASSERT_TRUE(report.extents.has_value());
  EXPECT_EQ(report.extents->source, "entities");
  EXPECT_NEAR(report.extents->min_y, -50, 1e-9);  // the closing segment bulges the other way
  EXPECT_NEAR(report.extents->max_y, 50, 1e-9);
  EXPECT_NEAR(report.extents->max_x, 100, 1e-9);
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
}

// ---- the rules as functions

TEST(DxfPreflightRules, CutLayersByWord) {
  std::vector<std::string> keywords = PreflightOptions{}.cut_layer_keywords;
  for (const char* name : {"CUT", "cut", "Cut_18mm", "OUTSIDE-PROFILE", "inside profile", "DADO", "POCKET 6MM",
                           "18MM_CUT", "CUT2"}) {
    EXPECT_TRUE(projects::is_cut_layer(name, keywords)) << name;
  }
  for (const char* name : {"0", "NOTES", "CUTOUT", "SHORTCUT", "PROFILES", "DIMENSIONS", "DRILL", ""}) {
    EXPECT_FALSE(projects::is_cut_layer(name, keywords)) << name;
  }
}

TEST(DxfPreflightRules, UnitsAgainstTheLargestPart) {
  PreflightOptions options;
  projects::Units inches{1, "inches", 25.4};
  projects::Units millimetres{4, "millimeters", 1};
  EXPECT_FALSE(projects::units_mismatch(inches, 28.35, options));       // a 720 mm side drawn in inches
  EXPECT_TRUE(projects::units_mismatch(inches, 720, options));          // the same side drawn in mm
  EXPECT_FALSE(projects::units_mismatch(millimetres, 720, options));
  auto looks_like_inches = projects::units_mismatch(millimetres, 28.35, options);
  ASSERT_TRUE(looks_like_inches);
  EXPECT_NE(looks_like_inches->find("looks like inches"), std::string::npos);
  EXPECT_FALSE(projects::units_mismatch(millimetres, 20000, options));  // implausible either way: no guess
  EXPECT_FALSE(projects::units_mismatch(millimetres, 0, options));
  EXPECT_EQ(projects::insunits_unit(4)->name, "millimeters");
  EXPECT_EQ(projects::insunits_unit(2)->mm, 304.8);
  EXPECT_FALSE(projects::insunits_unit(21));
  EXPECT_FALSE(projects::insunits_unit(-1));
}

TEST(DxfPreflightRules, BulgeSegments) {
  // A quarter circle of radius 20 from (560,700) to (540,720) counter-clockwise (bulge tan 22.5°) stays in its box.
  auto box = projects::bulge_segment_box({560, 700}, {540, 720}, std::tan(M_PI / 8));
  EXPECT_NEAR(box.min_x, 540, 1e-9);
  EXPECT_NEAR(box.max_x, 560, 1e-9);
  EXPECT_NEAR(box.min_y, 700, 1e-9);
  EXPECT_NEAR(box.max_y, 720, 1e-9);
  EXPECT_NEAR(projects::bulge_segment_length({560, 700}, {540, 720}, std::tan(M_PI / 8)), 10 * M_PI, 1e-9);
  // Half circles over (0,0)-(10,0): counter-clockwise dips below, clockwise rises above.
  EXPECT_NEAR(projects::bulge_segment_box({0, 0}, {10, 0}, 1).min_y, -5, 1e-9);
  EXPECT_NEAR(projects::bulge_segment_box({0, 0}, {10, 0}, 1).max_y, 0, 1e-9);
  EXPECT_NEAR(projects::bulge_segment_box({0, 0}, {10, 0}, -1).max_y, 5, 1e-9);
  EXPECT_NEAR(projects::bulge_segment_length({0, 0}, {10, 0}, -1), 5 * M_PI, 1e-9);
  // A straight segment.
  EXPECT_NEAR(projects::bulge_segment_length({0, 0}, {3, 4}, 0), 5, 1e-12);
}

TEST(DxfPreflightRules, OptionsOutOfRangeAreRefused) {
  PreflightOptions options;
  options.sheet_width_mm = 0;
  EXPECT_THROW(projects::validate(options), cw::DomainError);
  options = {};
  options.cut_layer_keywords = {"CUT,DADO"};
  EXPECT_THROW(projects::validate(options), cw::DomainError);
  options = {};
  options.geometry_tolerance = std::nan("");
  EXPECT_THROW(projects::preflight_dxf(fixture("dxf/cabinet_side_clean.dxf"), options), cw::DomainError);
}

TEST(DxfPreflightRules, ReportSurvivesJson) {
  auto report = check("zero_length_and_duplicates.dxf");
  auto json = projects::to_json(report);
  EXPECT_EQ(json["status"], "fail");
  EXPECT_EQ(json["findings"][0]["location"]["x"], 100.0);
  auto back = projects::preflight_report_from_json(nlohmann::json::parse(json.dump()));
  EXPECT_EQ(projects::to_json(back), json);
  EXPECT_THROW(projects::preflight_report_from_json({{"status", "pass"}}), std::invalid_argument);
  auto unknown_status = json;
  unknown_status["status"] = "maybe";
  EXPECT_THROW(projects::preflight_report_from_json(unknown_status), std::invalid_argument);
}

TEST(DxfPreflightRules, FindingsPastTheCapAreCounted) {
  PreflightOptions options;
  options.max_findings = 2;
  std::string lines = dxf_test::rectangle("CUT", 0, 0, 500, 500);
  for (int i = 0; i < 5; ++i) lines += dxf_test::line("CUT", i, i, i, i);
  auto report = check_text(dxf(lines), options);
  EXPECT_EQ(report.findings.size(), 2u);
  EXPECT_EQ(report.findings_omitted, 3u);
  EXPECT_EQ(report.error_count, 5u);
  EXPECT_EQ(report.message, "Failed: 5 errors");
}

// ---- hostile files: each ends in a report, never a crash

TEST(DxfPreflightHostile, NotADxfAtAll) {
  expect_error(check_text("Dear engineer,\nplease find the drawing attached.\n"), "This is not a DXF file");
  expect_error(check_text(""), "This is not a DXF file: it is empty");
  // A binary DXF is read (cad_reading_test); this one's groups are not a DXF's.
  expect_error(check_text(std::string("AutoCAD Binary DXF\r\n\x1a\0", 22) + "binary"), "This is not a DXF file");
  expect_error(check_text(std::string("AC1032\0\0\0\0dwg", 13)), "This is a DWG drawing");
  TempDir dir;
  expect_error(projects::preflight_dxf(dir.path()), "This is not a regular file");
  expect_error(projects::preflight_dxf(dir.path() + "/missing.dxf"), "The file could not be opened");
}

TEST(DxfPreflightHostile, RandomBytes) {
  std::mt19937 random(20261124);
  std::string binary(65536, '\0'), printable(65536, ' ');
  for (auto& c : binary) c = static_cast<char>(random() & 0xFF);
  for (auto& c : printable) c = random() % 10 == 0 ? '\n' : static_cast<char>(32 + random() % 95);
  expect_error(check_text(binary), "This is not a DXF file");
  expect_error(check_text(printable), "This is not a DXF file");
  // Random group pairs after a valid start, then a valid end: whatever dxflib makes of them, a report.
  const char* names[] = {"LINE", "LWPOLYLINE", "POLYLINE", "VERTEX", "SEQEND", "SPLINE", "HATCH", "LEADER",
                         "INSERT", "BLOCK", "ENDBLK", "TEXT", "MTEXT", "ARC", "CIRCLE", "DIMENSION", "$INSUNITS"};
  TempDir dir;
  for (int round = 0; round < 100; ++round) {
    std::string pairs = group(0, "SECTION") + group(2, "ENTITIES");
    for (int i = 0; i < 400; ++i) {
      if (random() % 8 == 0) {
        pairs += group(0, names[random() % std::size(names)]);
      } else {
        pairs += group(static_cast<int>(random() % 100), std::to_string(random() % 1000));
      }
    }
    pairs += group(0, "ENDSEC") + group(0, "EOF");
    auto report = projects::preflight_dxf(dir.write("random.dxf", pairs));
    ASSERT_NO_THROW((void)projects::to_json(report).dump()) << "round " << round;
  }
}

TEST(DxfPreflightHostile, MutatedFixturesNeverCrash) {
  std::ifstream in(fixture("dxf/cabinet_side_clean.dxf"), std::ios::binary);
  std::string clean((std::istreambuf_iterator<char>(in)), {});
  ASSERT_GT(clean.size(), 1000u);
  std::mt19937 random(7);
  TempDir dir;
  for (int round = 0; round < 400; ++round) {
    std::string mutated = clean;
    if (round % 2 == 0) mutated.resize(1 + random() % (clean.size() - 1));  // cut anywhere
    for (int flips = 0; flips < 1 + round % 8; ++flips) {
      mutated[random() % mutated.size()] = static_cast<char>(random() & 0xFF);
    }
    auto report = projects::preflight_dxf(dir.write("mutated.dxf", mutated));
    if (round % 2 == 0 && mutated.size() < clean.size() - 10) {
      EXPECT_EQ(report.status, PreflightStatus::error);
    }
    ASSERT_NO_THROW((void)projects::to_json(report).dump()) << "round " << round;
  }
}

TEST(DxfPreflightHostile, LargerThanTheSizeCap) {
  PreflightOptions options;
  options.max_file_bytes = 1000;  // the fixture has 1122 bytes
  expect_error(check("cabinet_side_clean.dxf", options), "The file is larger than");
}

TEST(DxfPreflightHostile, MoreEntitiesThanTheCap) {
  PreflightOptions options;
  options.max_entities = 1000;
  expect_error(check_text(dxf_test::many_rectangles(1500), options), "The file has more than 1000 entities");
  // Old-style POLYLINE vertices count too: one polyline of 5000 VERTEX objects.
  std::string polyline = group(0, "POLYLINE") + group(8, "CUT") + group(66, "1") + group(70, "1");
  for (int i = 0; i < 5000; ++i) polyline += group(0, "VERTEX") + group(8, "CUT") + group(10, "1") + group(20, "2");
  expect_error(check_text(dxf(polyline + group(0, "SEQEND")), options), "The file has more than 1000 entities");
}

TEST(DxfPreflightHostile, TimeLimit) {
  PreflightOptions options;
  options.time_limit = std::chrono::milliseconds(1);
  expect_error(check_text(dxf_test::many_rectangles(20000), options), "The file took longer than 0.001 s");
}

TEST(DxfPreflightHostile, HugeOrInvalidInsunits) {
  auto header = [](const std::string& value) { return group(9, "$INSUNITS") + group(70, value); };
  std::string side = dxf_test::rectangle("CUT", 0, 0, 560, 720);
  for (const char* value : {"99999999", "99999999999999999999999", "-3", "21"}) {
    auto report = check_text(dxf(side, header(value)));
    EXPECT_EQ(report.status, PreflightStatus::fail) << value;
    EXPECT_EQ(codes(report), std::vector<std::string>{"units_invalid"}) << value;
    EXPECT_EQ(report.units.name, "unknown");
    EXPECT_EQ(report.units.mm_per_unit, 1);  // millimetres assumed for the checks
  }
  // Not a number at all: dxflib reads 0, unitless.
  EXPECT_EQ(check_text(dxf(side, header("lots"))).units.name, "unitless");
}

TEST(DxfPreflightHostile, OverflowedCoordinates) {
  for (const char* value : {"1e999", "-1e999", "1e300"}) {
    std::string entity = group(0, "LINE") + group(5, "A1") + group(8, "CUT") + group(10, value) + group(20, "0") +
                         group(11, "10") + group(21, "0");
    auto report = check_text(dxf(entity));
    ASSERT_EQ(codes(report), std::vector<std::string>{"bad_coordinate"}) << value;
    EXPECT_EQ(report.findings[0].handle, "A1");
    EXPECT_FALSE(report.findings[0].location.has_value());
    EXPECT_FALSE(report.extents.has_value());  // the bad line is not part of them
    EXPECT_NO_THROW((void)projects::to_json(report).dump());
  }
  // The header's extents overflowing: computed from the entities instead.
  auto report = check_text(dxf(dxf_test::rectangle("CUT", 0, 0, 560, 720),
                               group(9, "$INSUNITS") + group(70, "4") + group(9, "$EXTMIN") + group(10, "1e999") +
                                   group(20, "nan") + group(9, "$EXTMAX") + group(10, "inf") + group(20, "0")));
  ASSERT_TRUE(report.extents.has_value());
  EXPECT_EQ(report.extents->source, "entities");
  EXPECT_EQ(report.extents->max_y, 720);
}

// dxflib sizes its vertex arrays by counts from the file, multiplying an int (4 × 1073741825 wraps to 4, then it
// writes a billion vertices into it). The counts are refused before dxflib sees them.
TEST(DxfPreflightHostile, VertexCountsDxflibWouldTrust) {
  auto lw = [](const std::string& body) { return dxf(group(0, "LWPOLYLINE") + group(8, "CUT") + body); };
  expect_error(check_text(lw(group(90, "1073741825") + group(10, "1") + group(20, "1"))),
               "An LWPOLYLINE in the file declares 1073741825 vertices");
  // strtol reads 4294967300 and the int keeps 4: dxflib sees 4, and so does the guard (an empty polyline).
  EXPECT_EQ(codes(check_text(lw(group(90, "4294967300")))), std::vector<std::string>{"zero_length"});
  expect_error(check_text(lw(group(90, "-5"))), "An LWPOLYLINE in the file declares -5 vertices");
  expect_error(check_text(lw(group(90, "0") + group(42, "1"))), "This DXF file is malformed: an LWPOLYLINE has a bulge");
  expect_error(check_text(lw(group(90, "3") + group(42, "1") + group(10, "1"))),
               "This DXF file is malformed: an LWPOLYLINE has a bulge");
  expect_error(check_text(lw(group(10, "1") + group(20, "1"))),
               "This DXF file is malformed: an LWPOLYLINE lists vertices before their count");
  expect_error(check_text(lw(group(70, "1"))), "This DXF file is malformed: an LWPOLYLINE has no vertex count");
  for (int code : {72, 73, 74}) {
    expect_error(check_text(dxf(group(0, "SPLINE") + group(8, "CUT") + group(code, "2147483647"))),
                 "A SPLINE in the file declares 2147483647 points");
  }
  expect_error(check_text(dxf(group(0, "LEADER") + group(8, "0") + group(76, "1073741824"))),
               "A LEADER in the file declares 1073741824 points");
  // Within the limit they are read.
  auto fine = check_text(lw(group(90, "3") + group(70, "1") + group(10, "0") + group(20, "0") + group(10, "100") +
                            group(20, "0") + group(42, "0.5") + group(10, "100") + group(20, "100")));
  EXPECT_EQ(fine.status, PreflightStatus::pass) << fine.message;
}

TEST(DxfPreflightHostile, TooManyVerticesInOneEntity) {
  PreflightOptions options;
  options.max_vertices_per_entity = 100;
  std::string hatch = group(0, "HATCH") + group(8, "0") + group(92, "2") + group(93, "200");
  for (int i = 0; i < 200; ++i) hatch += group(10, std::to_string(i)) + group(20, "0");
  expect_error(check_text(dxf(hatch), options), "An entity in the file has more than 100 vertices");
}

TEST(DxfPreflightHostile, InvalidGroupCodes) {
  expect_error(check_text(dxf(group(-1, "x"))), "This DXF file is malformed: it has an invalid group code");
  expect_error(check_text(dxf(group(5000, "x"))), "This DXF file is malformed: it has an invalid group code");
}

TEST(DxfPreflightHostile, DxflibsOwnExceptions) {
  // A "dxflib" comment makes dxflib read a version past the end of the text (std::out_of_range).
  expect_error(check_text(group(999, "dxflib") + dxf("")), "This DXF file is malformed");
}

namespace {

std::string block(const std::string& name, const std::string& content) {
  return group(0, "BLOCK") + group(8, "0") + group(2, name) + group(70, "0") + group(10, "0") + group(20, "0") +
         content + group(0, "ENDBLK") + group(8, "0");
}

std::string insert(const std::string& name) {
  return group(0, "INSERT") + group(8, "0") + group(2, name) + group(10, "0") + group(20, "0");
}

std::string block_name(int i) { return std::string("B").append(std::to_string(i)); }

std::string nested_blocks(int depth) {
  std::string blocks;
  for (int i = 0; i < depth; ++i) blocks += block(block_name(i), i + 1 < depth ? insert(block_name(i + 1)) : "");
  return dxf(insert("B0"), group(9, "$INSUNITS") + group(70, "4"), blocks);
}

}  // namespace

TEST(DxfPreflightHostile, DeeplyNestedAndRecursiveBlocks) {
  expect_error(check_text(nested_blocks(1000)), "The drawing nests blocks 1000 deep; at most 64");
  expect_error(check_text(nested_blocks(100'000)), "The drawing has more than 20000 blocks");
  EXPECT_NE(check_text(nested_blocks(64)).status, PreflightStatus::error);
  std::string cycle = block("A", insert("B")) + block("B", insert("A"));
  expect_error(check_text(dxf(insert("A"), "", cycle)), "The drawing's blocks insert themselves");
  expect_error(check_text(dxf(insert("SELF"), "", block("SELF", insert("SELF")))),
               "The drawing's blocks insert themselves");
  // An insert of a block nobody defined is a warning.
  auto missing = check_text(dxf(insert("GHOST") + dxf_test::rectangle("CUT", 0, 0, 500, 500)));
  EXPECT_EQ(codes(missing), std::vector<std::string>{"missing_block"});
}

TEST(DxfPreflightHostile, TooManyLayers) {
  PreflightOptions options;
  options.max_layers = 10;
  std::string lines;
  for (int i = 0; i < 20; ++i) lines += dxf_test::line(std::string("L").append(std::to_string(i)), 0, 0, 1, i + 1);
  expect_error(check_text(dxf(lines), options), "The drawing has more than 10 layers");
}

TEST(DxfPreflightHostile, OddBytesInNamesStayValidJson) {
  std::string layer = "CUT \xff\xfe\x01";
  std::string text = group(0, "TEXT") + group(8, layer) + group(10, "1") + group(20, "2") + group(1, "\xc3\x28 x");
  auto report = check_text(dxf(dxf_test::rectangle(layer, 0, 0, 300, 300) + text));
  ASSERT_EQ(codes(report), std::vector<std::string>{"text_on_cut_layer"});
  EXPECT_EQ(report.findings[0].layer, "CUT \xEF\xBF\xBD\xEF\xBF\xBD ");
  EXPECT_NO_THROW((void)projects::to_json(report).dump());  // strict: throws on invalid UTF-8
}

TEST(DxfPreflightHostile, LongLinesAndNulBytes) {
  // dxflib reads lines in 1 KB pieces; the library reads them whole and hands dxflib their first 1 KB, so the pairs
  // after a 5000-character text are read in step.
  std::string long_text = group(0, "TEXT") + group(8, "NOTES") + group(10, "1") + group(20, "2") +
                          group(1, std::string(5000, 'x'));
  auto report = check_text(dxf(long_text + dxf_test::rectangle("CUT", 0, 0, 500, 500)));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  EXPECT_EQ(report.entity_count, 2u);
  EXPECT_NO_THROW((void)projects::to_json(report).dump());
  std::string with_nul = dxf(dxf_test::rectangle("CUT", 0, 0, 500, 500) + group(0, "TEXT") + group(8, "NOTES") +
                             group(1, std::string("a\0b", 3)));
  std::string comments;  // pushes the NUL past the first 4 KB, which the file-type check looks at
  for (int i = 0; i < 5; ++i) comments += group(999, std::string(1000, 'c'));
  auto nul_report = check_text(comments + with_nul);
  EXPECT_NE(nul_report.status, PreflightStatus::error) << nul_report.message;
  EXPECT_NO_THROW((void)projects::to_json(nul_report).dump());
}
