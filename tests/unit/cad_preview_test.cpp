// The drawing library's preview (libs/cad, cw/cad/preview.hpp): every layer in its colour, blocks placed by their
// inserts, curves flattened, paper space left out, the budget (simplified, never refused, the box kept), the JSON the
// service serves and the standalone SVG.
#include "cw/cad/preview.hpp"
#include "cw/cad/preview_json.hpp"

#include "dxf_test_files.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <string>
#include <vector>

using cw::cad::PreviewLayer;
using cw::cad::PreviewModel;
using dxf_test::block;
using dxf_test::circle;
using dxf_test::dxf;
using dxf_test::group;
using dxf_test::insert;
using dxf_test::line;
using dxf_test::TempDir;

namespace {

PreviewModel preview_text(const std::string& content, const cw::cad::PreviewOptions& preview = {}) {
  TempDir dir;
  return cw::cad::preview_dxf(dir.write("drawing.dxf", content), {}, preview);
}

const PreviewLayer& layer(const PreviewModel& model, const std::string& name) {
  for (const auto& layer : model.layers) {
    if (layer.name == name) return layer;
  }
  throw std::runtime_error("no layer " + name);
}

// A LAYER table entry with its colour number (group 62) and, when given, its true colour (420).
std::string layer_entry(const std::string& name, int color, int true_color = -1) {
  return group(0, "LAYER") + group(2, name) + group(70, "0") + group(62, std::to_string(color)) +
         (true_color >= 0 ? group(420, std::to_string(true_color)) : "") + group(6, "CONTINUOUS");
}

std::string with_layers(const std::string& entities, const std::string& layers) {
  std::string tables = group(0, "SECTION") + group(2, "TABLES") + group(0, "TABLE") + group(2, "LAYER") + layers +
                       group(0, "ENDTAB") + group(0, "ENDSEC");
  std::string text = dxf(entities);
  return text.insert(text.find("0\nSECTION\n2\nENTITIES"), tables);
}

}  // namespace

TEST(CadPreviewColors, ColourIndexesAndTrueColours) {
  EXPECT_EQ(cw::cad::aci_color(1), "#ff0000");
  EXPECT_EQ(cw::cad::aci_color(3), "#00ff00");
  EXPECT_EQ(cw::cad::aci_color(5), "#0000ff");
  EXPECT_EQ(cw::cad::aci_color(8), "#808080");
  // 7 is white on a CAD screen: on the light page it is drawn dark, as are numbers outside 1 to 255.
  EXPECT_EQ(cw::cad::aci_color(7), "#1f2937");
  EXPECT_EQ(cw::cad::aci_color(0), "#1f2937");
  EXPECT_EQ(cw::cad::aci_color(256), "#1f2937");
  EXPECT_EQ(cw::cad::true_color(0x12a4ff), "#12a4ff");
}

TEST(CadPreviewColors, EveryLayerInItsTableColour) {
  std::string entities = line("CUT", 0, 0, 100, 0) + line("NOTES", 0, 10, 100, 10) + line("WOOD", 0, 20, 100, 20) +
                         line("UNLISTED", 0, 30, 100, 30);
  // NOTES is switched off (a negative colour keeps its colour); WOOD has a true colour beside its index.
  auto model = preview_text(with_layers(entities, layer_entry("CUT", 1) + layer_entry("NOTES", -5) +
                                                      layer_entry("WOOD", 3, 0x8b5a2b)));
  ASSERT_EQ(model.message, "");
  ASSERT_EQ(model.layers.size(), 4u);
  EXPECT_EQ(layer(model, "CUT").color, "#ff0000");
  EXPECT_TRUE(layer(model, "CUT").cut);
  EXPECT_EQ(layer(model, "NOTES").color, "#0000ff");
  EXPECT_FALSE(layer(model, "NOTES").cut);
  EXPECT_EQ(layer(model, "WOOD").color, "#8b5a2b");
  EXPECT_EQ(layer(model, "UNLISTED").color, "#1f2937");
  EXPECT_EQ(layer(model, "NOTES").path, "M0 10L100 10");
  EXPECT_EQ(model.total_segments, 4u);
  EXPECT_EQ(model.shown_segments, 4u);
  EXPECT_FALSE(model.simplified);
}

TEST(CadPreviewGeometry, BlocksArePlacedByTheirInserts) {
  // A 100-long line in a block whose base point is (10, 10), placed at (1000, 0) turned 90° and at (0, 500) mirrored.
  std::string blocks = block("RAIL", line("CUT", 0, 0, 100, 0), 10, 10);
  auto model = preview_text(dxf(insert("RAIL", 1000, 0, 1, 1, 90) + insert("RAIL", 0, 500, -1, 1),
                                group(9, "$INSUNITS") + group(70, "4"), blocks));
  ASSERT_EQ(model.message, "");
  EXPECT_EQ(layer(model, "CUT").path, "M1010 -10L1010 90 M10 490L-90 490");
  EXPECT_EQ(model.total_segments, 2u);
  ASSERT_TRUE(model.box);
  EXPECT_DOUBLE_EQ(model.box->min_x, -90);
  EXPECT_DOUBLE_EQ(model.box->min_y, -10);
  EXPECT_DOUBLE_EQ(model.box->max_x, 1010);
  EXPECT_DOUBLE_EQ(model.box->max_y, 490);
  // The first insert's placement, for findings reported inside the block.
  ASSERT_EQ(model.blocks.size(), 1u);
  EXPECT_EQ(model.blocks[0].name, "RAIL");
  auto m = model.blocks[0].matrix;
  EXPECT_NEAR(m[0] * 10 + m[2] * 10 + m[4], 1000, 1e-9);  // the base point lands on the insertion point
  EXPECT_NEAR(m[1] * 10 + m[3] * 10 + m[5], 0, 1e-9);
}

TEST(CadPreviewGeometry, CurvesAreFlattenedAndPaperSpaceLeftOut) {
  std::string paper = group(0, "LINE") + group(67, "1") + group(8, "TITLE") + group(10, "0") + group(20, "0") +
                      group(11, "5000") + group(21, "0");
  auto model = preview_text(dxf(circle("0", 0, 0, 50) + paper));
  ASSERT_EQ(model.message, "");
  const auto& drawn = layer(model, "0");
  EXPECT_GT(drawn.segments, 16u);  // chords within the curve tolerance
  EXPECT_EQ(drawn.path.rfind("M50 0L", 0), 0u) << drawn.path;
  EXPECT_EQ(layer(model, "TITLE").path, "");
  ASSERT_TRUE(model.box);
  EXPECT_NEAR(model.box->max_x, 50, 1e-9);
  EXPECT_NEAR(model.box->min_y, -50, 0.01);
}

TEST(CadPreviewBudget, ALargeDrawingIsSimplifiedAndKeepsItsBox) {
  auto full = preview_text(dxf_test::many_rectangles(20'000));
  EXPECT_FALSE(full.simplified);
  EXPECT_EQ(full.shown_segments, 80'000u);

  cw::cad::PreviewOptions small;
  small.max_points = 5'000;
  small.max_path_bytes = 40'000;
  auto model = preview_text(dxf_test::many_rectangles(20'000), small);
  ASSERT_EQ(model.message, "");
  EXPECT_TRUE(model.simplified);
  EXPECT_EQ(model.total_segments, 80'000u);
  EXPECT_GT(model.shown_segments, 500u);
  EXPECT_LT(model.shown_segments, 5'000u);
  EXPECT_LE(layer(model, "CUT").path.size(), small.max_path_bytes);
  ASSERT_TRUE(model.box && full.box);
  EXPECT_DOUBLE_EQ(model.box->min_x, 0);
  EXPECT_DOUBLE_EQ(model.box->min_y, 0);
  EXPECT_DOUBLE_EQ(model.box->max_x, 99 * 110 + 100);
  EXPECT_DOUBLE_EQ(model.box->max_y, 199 * 60 + 50);
}

TEST(CadPreviewBudget, BlocksDoublingEveryLevelAreSampledNotRefused) {
  // Each of 60 levels inserts the next twice: 2^60 squares.
  std::string square = line("CUT", 0, 0, 10, 0) + line("CUT", 10, 0, 10, 10) + line("CUT", 10, 10, 0, 10) +
                       line("CUT", 0, 10, 0, 0);
  std::string blocks;
  for (int i = 0; i < 60; ++i) {
    std::string next = "L" + std::to_string(i + 1);
    blocks += block("L" + std::to_string(i), i + 1 < 60 ? insert(next, 0, 0) + insert(next, 20, 0) : square);
  }
  auto started = std::chrono::steady_clock::now();
  auto model = preview_text(dxf(insert("L0", 0, 0), group(9, "$INSUNITS") + group(70, "4"), blocks));
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(10));
  ASSERT_EQ(model.message, "");
  EXPECT_TRUE(model.simplified);
  EXPECT_GT(model.total_segments, 1'000'000'000u);
  EXPECT_GT(model.shown_segments, 0u);
  EXPECT_LE(model.shown_segments, 200'000u);
  ASSERT_TRUE(model.box);
  EXPECT_DOUBLE_EQ(model.box->max_x, 20 * 59 + 10);  // the last square of the row: 59 steps of 20 to the right
}

TEST(CadPreviewJson, TheShapeTheServiceServes) {
  auto json = cw::cad::to_json(preview_text(dxf(line("CUT", 0, 0, 560, 0) + line("CUT", 560, 0, 560, 720))));
  EXPECT_EQ(json["message"], "");
  EXPECT_EQ(json["box"], (nlohmann::json{{"minX", 0.0}, {"minY", 0.0}, {"maxX", 560.0}, {"maxY", 720.0}}));
  EXPECT_EQ(json["units"]["name"], "millimeters");
  ASSERT_EQ(json["layers"].size(), 1u);
  EXPECT_EQ(json["layers"][0], (nlohmann::json{{"name", "CUT"}, {"color", "#1f2937"}, {"cut", true},
                                               {"d", "M0 0L560 0 M560 0L560 720"}, {"segments", 2}}));
  EXPECT_EQ(json["simplified"], false);
  EXPECT_EQ(json["shownSegments"], 2);
  EXPECT_EQ(json["totalSegments"], 2);
  EXPECT_TRUE(json["blocks"].is_array());
}

TEST(CadPreviewJson, AFileThatCannotBeReadHasAMessageAndNoPicture) {
  auto model = preview_text(group(0, "SECTION") + group(2, "ENTITIES") + line("CUT", 0, 0, 1, 1));
  EXPECT_NE(model.message, "");
  EXPECT_TRUE(model.layers.empty());
  EXPECT_FALSE(model.box);
  EXPECT_EQ(cw::cad::to_json(model)["box"], nullptr);
}

TEST(CadPreviewSvg, AStandaloneDocumentWithEscapedNames) {
  std::string entities = line("CUT", 0, 0, 100, 0) + line("A<&>\"", 0, 0, 0, 50);
  auto svg = cw::cad::to_svg(preview_text(dxf(entities)));
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_NE(svg.find("viewBox=\"-2 -52 104 54\""), std::string::npos) << svg;
  EXPECT_NE(svg.find("<title>A&lt;&amp;&gt;&quot;</title>"), std::string::npos) << svg;
  EXPECT_EQ(svg.find("A<&>"), std::string::npos);
  // The cut layer is drawn last, over the others, and thicker.
  EXPECT_GT(svg.find("CUT (cut layer)"), svg.find("A&lt;"));
  EXPECT_NE(svg.find("stroke-width=\"2\""), std::string::npos);
}
