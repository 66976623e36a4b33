// Cut lists as people write them: every header synonym, units in headers, cells and a units column, inches inferred
// with a warning, inch fractions, the thickness read from the material, and the reasons (with their lines) a file is
// refused at upload.
#include "app/file_views.hpp"
#include "domain/cut_list.hpp"
#include "domain/cut_list_columns.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using projects::CutList;
using projects::parse_cut_list;
using projects::cut_list::Field;
using projects::cut_list::Unit;

namespace {

std::string reasons(const CutList& list) {
  std::string out = list.error;
  for (const auto& p : list.problems) out += "\nline " + std::to_string(p.line) + ": " + p.reason;
  return out;
}

}  // namespace

TEST(CutListColumns, EverySynonymOfEveryField) {
  const std::vector<std::pair<std::vector<std::string>, Field>> synonyms = {
      {{"qty", "Quantity", "COUNT", "pcs", "Qty.", "# pcs", "pieces"}, Field::quantity},
      {{"part", "Name", "description", "Label", "Part name", "part #"}, Field::part},
      {{"w", "Width", "W:", "width_"}, Field::width},
      {{"l", "len", "Length", "LEN."}, Field::length},
      {{"thk", "thick", "Thickness", "t", "T."}, Field::thickness},
      {{"material", "Mat", "MATERIAL:"}, Field::material},
      {{"grain", "Grain direction", "grain-direction", "GRAIN_DIRECTION"}, Field::grain},
      {{"units", "Unit"}, Field::units},
  };
  for (const auto& [names, field] : synonyms) {
    for (const auto& name : names) {
      auto column = projects::cut_list::header_column(name);
      ASSERT_TRUE(column.has_value()) << name;
      EXPECT_EQ(column->field, field) << name;
      EXPECT_FALSE(column->unit.has_value()) << name;
    }
  }
  for (const std::string unknown : {"notes", "edge banding", "depth (mm)", "height", "part no", "", "tin"}) {
    EXPECT_FALSE(projects::cut_list::header_column(unknown).has_value()) << unknown;
  }
}

TEST(CutListColumns, UnitsInHeaders) {
  const std::vector<std::tuple<std::string, Field, Unit>> headers = {
      {"Length (mm)", Field::length, Unit::mm}, {"W [in]", Field::width, Unit::in},
      {"L\"", Field::length, Unit::in},          {"Thickness (inches)", Field::thickness, Unit::in},
      {"length_mm", Field::length, Unit::mm},    {"Width cm", Field::width, Unit::cm},
      {"LEN (ft)", Field::length, Unit::ft},     {"thk [mm]", Field::thickness, Unit::mm},
  };
  for (const auto& [text, field, unit] : headers) {
    auto column = projects::cut_list::header_column(text);
    ASSERT_TRUE(column.has_value()) << text;
    EXPECT_EQ(column->field, field) << text;
    ASSERT_TRUE(column->unit.has_value()) << text;
    EXPECT_EQ(*column->unit, unit) << text;
  }
  // A unit on a column that is no size is not a size's unit; a bracket that names no unit is dropped.
  EXPECT_FALSE(projects::cut_list::header_column("Qty (mm)")->unit.has_value());
  EXPECT_FALSE(projects::cut_list::header_column("Width (optional)")->unit.has_value());
}

TEST(CutListColumns, SizesAndFractions) {
  auto size = [](std::string_view text) { return projects::cut_list::read_size(text, false); };
  EXPECT_EQ(size("23 1/2")->value, 23.5);
  EXPECT_TRUE(size("23 1/2")->fraction);
  EXPECT_EQ(size("23-1/2")->value, 23.5);
  EXPECT_EQ(size("3/4")->value, 0.75);
  EXPECT_EQ(size("3/4\"")->unit, Unit::in);
  EXPECT_EQ(size("600mm")->unit, Unit::mm);
  EXPECT_EQ(size("600 mm")->value, 600);
  EXPECT_EQ(size("2.5 ft")->unit, Unit::ft);
  EXPECT_EQ(size("12.5")->value, 12.5);
  EXPECT_FALSE(size("12.5")->fraction);
  for (const std::string bad : {"+18", "1e3", "-596", "1 000", "3/0", "23 3/2", "1/2/3", "12 mx", "abc", ".", "1,5"}) {
    EXPECT_FALSE(size(bad).has_value()) << bad;
  }
  EXPECT_EQ(projects::cut_list::read_size("1,5", true)->value, 1.5);
}

TEST(CutListColumns, ThicknessInTheMaterial) {
  auto thickness = [](std::string_view text) { return projects::cut_list::thickness_in_material(text, false); };
  EXPECT_EQ(thickness("18mm Birch Ply"), 18);
  EXPECT_NEAR(*thickness("3/4\" MDF"), 19.05, 1e-9);
  EXPECT_EQ(thickness("Melamine 16 mm"), 16);
  EXPECT_NEAR(*thickness("0.75 in"), 19.05, 1e-9);
  EXPECT_NEAR(*thickness("Baltic birch 1/2in"), 12.7, 1e-9);
  EXPECT_NEAR(*thickness("Ply 1 1/8\" subfloor"), 28.575, 1e-9);
  EXPECT_EQ(thickness("MDF 18"), std::nullopt);
  EXPECT_EQ(thickness("Birch ply"), std::nullopt);
  EXPECT_EQ(thickness("Oak 2 m long"), std::nullopt);
  EXPECT_EQ(thickness("Plywood B2mm"), std::nullopt);  // inside a word
}

TEST(CutListParseColumns, AShopsHeaderInAnyWording) {
  auto list = parse_cut_list("Qty,Part Name,L (mm),W (mm),Thk,Mat.,Grain Direction,Notes\n"
                             "2,Side,720,560,18,Birch ply,yes,left and right\n");
  ASSERT_EQ(list.rows.size(), 1u) << reasons(list);
  EXPECT_EQ(list.rows[0].part, "Side");
  EXPECT_EQ(list.rows[0].length_mm, 720);
  EXPECT_EQ(list.rows[0].thickness_mm, 18);
  EXPECT_TRUE(list.rows[0].grain);
  EXPECT_EQ(list.ignored_columns, std::vector<std::string>{"Notes"});
  EXPECT_EQ(list.units, "mm");
  EXPECT_TRUE(list.warnings.empty());
}

TEST(CutListParseColumns, TwoColumnsForOneFieldNameBoth) {
  EXPECT_EQ(parse_cut_list("part,material,qty,length,W,Width\n").error,
            "Line 1, the header, has two columns for width: \"W\" (column 5) and \"Width\" (column 6); keep one");
  EXPECT_EQ(parse_cut_list("Name,Description,material,qty,l,w\nA,B,MDF,1,700,500\n").error,
            "Line 1, the header, has two columns for part: \"Name\" (column 1) and \"Description\" (column 2); keep "
            "one");
}

TEST(CutListParseColumns, ThicknessFromTheMaterial) {
  auto list = parse_cut_list("part,material,length,width,qty\n"
                             "Side,18mm Birch Ply,720,560,2\n"
                             "Door,\"3/4\"\" MDF\",716,396,2\n"
                             "Top,Melamine 16 mm,600,560,1\n"
                             "Back,Hardboard,716,596,1\n");
  ASSERT_EQ(list.rows.size(), 3u) << reasons(list);
  EXPECT_EQ(list.rows[0].thickness_mm, 18);
  EXPECT_NEAR(list.rows[1].thickness_mm, 19.05, 1e-9);
  EXPECT_EQ(list.rows[2].thickness_mm, 16);
  ASSERT_EQ(list.problems.size(), 1u);
  EXPECT_EQ(list.problems[0].line, 5u);
  EXPECT_EQ(list.problems[0].reason, "thickness is missing: there is no thickness column and the material "
                                     "\"Hardboard\" names none (e.g. \"18mm Birch ply\")");
  // An empty thickness cell falls back on the material; a filled one wins over it.
  auto mixed = parse_cut_list("part,material,thickness,length,width,quantity\n"
                              "Side,18mm Birch Ply,,720,560,2\n"
                              "Shelf,18mm Birch Ply,19,560,540,1\n"
                              "Back,Hardboard,,716,596,1\n");
  ASSERT_EQ(mixed.rows.size(), 2u) << reasons(mixed);
  EXPECT_EQ(mixed.rows[0].thickness_mm, 18);
  EXPECT_EQ(mixed.rows[1].thickness_mm, 19);
  ASSERT_EQ(mixed.problems.size(), 1u);
  EXPECT_EQ(mixed.problems[0].reason, "thickness is empty and the material \"Hardboard\" names none (e.g. \"18mm "
                                      "Birch ply\")");
}

TEST(CutListParseColumns, InchesAreInferredWithAWarningAndFractionsRead) {
  auto list = parse_cut_list("part,material,thickness,length,width,qty\n"
                             "Side,Birch ply,3/4,30,23 1/2,2\n"
                             "Shelf,Birch ply,0.75,22-3/4,11.25,3\n");
  ASSERT_EQ(list.rows.size(), 2u) << reasons(list);
  EXPECT_NEAR(list.rows[0].thickness_mm, 19.05, 1e-9);
  EXPECT_NEAR(list.rows[0].length_mm, 762, 1e-9);
  EXPECT_NEAR(list.rows[0].width_mm, 596.9, 1e-9);
  EXPECT_NEAR(list.rows[1].length_mm, 577.85, 1e-9);
  EXPECT_EQ(list.units, "in");
  ASSERT_EQ(list.warnings.size(), 1u);
  EXPECT_EQ(list.warnings[0], "No unit is given and the longest side is 30, too short for millimetres: the sizes are "
                              "read as inches. If they are not, name the unit in the header, e.g. \"Length (mm)\".");
  auto json = projects::to_json(list);
  EXPECT_EQ(json["units"], "in");
  EXPECT_EQ(json["warnings"].size(), 1u);
  EXPECT_NEAR(json["rows"][0]["lengthMm"].get<double>(), 762, 1e-9);
  // One side of 120 or more: millimetres, and a fraction there is a problem of its row.
  auto metric = parse_cut_list("part,material,thickness,length,width,qty\nA,MDF,18,120,50,1\nB,MDF,18,23 1/2,50,1\n");
  EXPECT_EQ(metric.units, "mm");
  EXPECT_TRUE(metric.warnings.empty());
  ASSERT_EQ(metric.problems.size(), 1u);
  EXPECT_EQ(metric.problems[0].reason,
            "length \"23 1/2\" is a fraction, which is read only in inches or feet (\"23 1/2 in\")");
}

TEST(CutListParseColumns, StatedUnitsAreNotInferred) {
  // Small parts in a header that says mm stay millimetres, without a warning.
  auto small = parse_cut_list("part,material,thk (mm),Length (mm),Width (mm),qty\nPeg,Beech,8,30,8,40\n");
  ASSERT_EQ(small.rows.size(), 1u) << reasons(small);
  EXPECT_EQ(small.rows[0].length_mm, 30);
  EXPECT_TRUE(small.warnings.empty());
  // A units column, row by row; a cell's own unit wins over it.
  auto rows = parse_cut_list("part,material,thickness,length,width,qty,units\n"
                             "A,MDF,18,720,560,1,mm\n"
                             "B,MDF,0.75,30,20,1,in\n"
                             "C,MDF,1.8,72,56,1,cm\n"
                             "D,MDF,18mm,1 m,20cm,1,in\n"
                             "E,MDF,18,700,500,1,furlongs\n");
  ASSERT_EQ(rows.rows.size(), 4u) << reasons(rows);
  EXPECT_EQ(rows.rows[1].length_mm, 762);
  EXPECT_EQ(rows.rows[2].length_mm, 720);
  EXPECT_EQ(rows.rows[2].thickness_mm, 18);
  EXPECT_EQ(rows.rows[3].length_mm, 1000);
  EXPECT_EQ(rows.rows[3].width_mm, 200);
  EXPECT_EQ(rows.units, "mixed");
  ASSERT_EQ(rows.problems.size(), 1u);
  EXPECT_EQ(rows.problems[0].reason, "units \"furlongs\" is not mm, cm, m, in or ft");
  // Header units: inches with fractions, and a converted size out of range says what it makes.
  auto inches = parse_cut_list("part,material,T\",L\",W\",qty\nSide,Ply,3/4,96,48,1\nLong,Ply,3/4,400,48,1\n");
  ASSERT_EQ(inches.rows.size(), 1u) << reasons(inches);
  EXPECT_NEAR(inches.rows[0].length_mm, 2438.4, 1e-9);
  EXPECT_EQ(inches.units, "in");
  EXPECT_TRUE(inches.warnings.empty());
  EXPECT_EQ(inches.problems[0].reason, "length \"400\" is 10160 mm; it must be more than 0 and at most 10000 mm");
}

TEST(CutListParseColumns, TitleLinesAboveTheHeaderAreSkipped) {
  auto list = parse_cut_list("Smith kitchen\nCut list 2026-11-28\n\npart,material,thickness,length,width,qty\n"
                             "Side,Ply,18,720,560,2\n");
  ASSERT_EQ(list.rows.size(), 1u) << reasons(list);
  EXPECT_EQ(list.rows[0].line, 5u);
  EXPECT_EQ(list.warnings, std::vector<std::string>{"Lines 1 to 3, above the header on line 4, were skipped"});
}

TEST(CutListParseColumns, UnreadableFilesNameTheLineAndTheReason) {
  auto why = [](std::string_view csv) { return projects::why_unreadable(parse_cut_list(csv)).value_or(""); };
  EXPECT_EQ(why("a,b,c\n1,2,3\n"),
            "Line 1 is not a cut-list header, nor is any line after it up to line 2: a header names the columns, "
            "e.g. part, material, thickness, length, width, quantity, grain");
  EXPECT_EQ(why("part,material,length\nA,MDF,700\n"),
            "Line 1, the header, has no column for width, quantity; a cut list needs part, material, length, width "
            "and quantity (thickness may be written in the material, e.g. \"18mm Birch ply\"; grain and units may be "
            "left out)");
  EXPECT_EQ(why(std::string("part,mat\x01rial,qty\n", 18)),
            "Line 1 is not text (it holds control bytes): a cut list is a CSV text file");
  EXPECT_EQ(why("part,material,length,width,qty\n"), "The cut list has a header but no rows: it needs a row per part");
  EXPECT_EQ(why("part,material,length,width,qty\nA,18mm MDF,abc,500,1\n\nB,18mm MDF,700,500,0\n"),
            "No row of the cut list can be read: line 2: length \"abc\" is not a number of millimetres (and 1 more "
            "row)");
  std::string many = "part,material,thickness,length,width,qty\n";
  for (std::size_t i = 0; i <= projects::kMaxCutListRows; ++i) many += "P,MDF,18,700,500,1\n";
  EXPECT_EQ(why(many), "Line 10002: the cut list has more than 10000 rows");
  EXPECT_EQ(why(""), "The cut list is empty: it needs a header row and a row per part");
  EXPECT_EQ(why("part,material,length,width,qty\nA,MDF,abc,500,1\nB,18mm MDF,700,500,1\n"), "");
}

TEST(CutListParseColumns, TheWebTemplateReadsCleanly) {
  std::ifstream in(std::string(CW_SOURCE_DIR) + "/web/public/templates/cut-list-template.csv", std::ios::binary);
  ASSERT_TRUE(in) << "web/public/templates/cut-list-template.csv";
  std::stringstream text;
  text << in.rdbuf();
  auto list = parse_cut_list(text.str());
  EXPECT_EQ(reasons(list), "");
  EXPECT_GE(list.rows.size(), 5u);
  EXPECT_TRUE(list.ignored_columns.empty());
  EXPECT_TRUE(list.warnings.empty());
  EXPECT_EQ(list.units, "mm");
  EXPECT_TRUE(std::any_of(list.rows.begin(), list.rows.end(), [](const auto& row) { return row.grain; }));
}
