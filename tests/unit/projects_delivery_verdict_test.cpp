// The final delivery checked as a set: the one line a client reads before approving (issue 31 item 7).
#include "domain/delivery_verdict.hpp"

#include <gtest/gtest.h>

namespace projects {
namespace {

FileNesting nesting(int sheets, double utilisation, int unfit = 0) { return {1220, 2440, sheets, utilisation, unfit}; }

DeliveredFile drawing(std::string name, std::string status, std::size_t parts,
                      std::optional<FileNesting> nested = std::nullopt) {
  DeliveredFile file;
  file.name = std::move(name);
  file.preflight_status = std::move(status);
  file.part_count = parts;
  file.sheet_width_mm = 1220;
  file.sheet_length_mm = 2440;
  file.nesting = nested;
  return file;
}

DeliveredFile open_drawing(std::string name, std::size_t open, bool waived = false) {
  auto file = drawing(std::move(name), "fail", 3, nesting(1, 0.4));
  file.open_contours = open;
  file.error_count = open;
  file.preflight_waived = waived;
  return file;
}

DeliveredFile document(std::string name) {
  DeliveredFile file;
  file.name = std::move(name);
  return file;
}

TEST(DeliveryVerdict, AllPassingDrawingsGiveTheirPartsSheetAndYield) {
  EXPECT_EQ(delivery_verdict({drawing("carcass.dxf", "pass", 14, nesting(3, 0.81))}),
            "14 parts, all closed, fit 1220 \u00d7 2440, 3 sheets at 81 % yield");
  // Over several drawings the yield is weighted by the sheets each needs; other files are not checked.
  EXPECT_EQ(delivery_verdict({drawing("a.dxf", "pass", 10, nesting(3, 0.9)), document("notes.pdf"),
                              drawing("b.dxf", "pass", 1, nesting(1, 0.5))}),
            "11 parts, all closed, fit 1220 \u00d7 2440, 4 sheets at 80 % yield");
}

TEST(DeliveryVerdict, WithoutNestingTheSheetsAreLeftOut) {
  EXPECT_EQ(delivery_verdict({drawing("a.dxf", "pass", 1)}), "1 part, all closed, fit 1220 \u00d7 2440");
  EXPECT_EQ(delivery_verdict({drawing("a.dxf", "pass", 2, nesting(1, 0.5)), drawing("b.dxf", "pass", 2)}),
            "4 parts, all closed, fit 1220 \u00d7 2440");
}

TEST(DeliveryVerdict, FailingDrawingsAreNamedWithTheirProblems) {
  EXPECT_EQ(delivery_verdict({drawing("a.dxf", "pass", 4, nesting(1, 0.6)), open_drawing("side-panel.dxf", 1),
                              drawing("c.dxf", "pass", 2, nesting(1, 0.3))}),
            "1 of 3 drawings fails the preflight: side-panel.dxf has 1 open contour");
  auto oversized = drawing("top.dxf", "fail", 2, nesting(1, 0.2, 1));
  oversized.oversized_parts = 1;
  oversized.error_count = 1;
  auto other = drawing("back.dxf", "fail", 0);
  other.error_count = 2;
  EXPECT_EQ(delivery_verdict({open_drawing("side.dxf", 2), oversized, other}),
            "3 of 3 drawings fail the preflight: side.dxf has 2 open contours; top.dxf has 1 part larger than the "
            "1220 \u00d7 2440 sheet; back.dxf has 2 errors");
}

TEST(DeliveryVerdict, ADrawingThatCouldNotBeReadIsAProblem) {
  auto broken = drawing("broken.dxf", "error", 0);
  broken.part_count.reset();
  broken.preflight_message = "The file ended inside the ENTITIES section";
  EXPECT_EQ(delivery_verdict({broken, drawing("a.dxf", "pass", 1)}),
            "1 of 2 drawings fails the preflight: broken.dxf could not be read (The file ended inside the ENTITIES "
            "section)");
  EXPECT_EQ(fits_sheet(broken), std::nullopt);
}

TEST(DeliveryVerdict, WaivedDrawingsCountButAreNamed) {
  EXPECT_EQ(delivery_verdict({drawing("a.dxf", "pass", 4, nesting(1, 0.5)), open_drawing("side.dxf", 1, true)}),
            "7 parts, 1 open contour, fit 1220 \u00d7 2440, 2 sheets at 45 % yield; preflight waived by the client: "
            "side.dxf has 1 open contour");
  EXPECT_EQ(delivery_verdict({open_drawing("side.dxf", 1, true), open_drawing("top.dxf", 1)}),
            "1 of 2 drawings fails the preflight: top.dxf has 1 open contour; preflight waived by the client: "
            "side.dxf has 1 open contour");
}

TEST(DeliveryVerdict, PartsThatFitNoSheetAreCounted) {
  auto unfit = drawing("tall.dxf", "fail", 3, nesting(1, 0.3, 2));
  unfit.oversized_parts = 2;
  unfit.preflight_waived = true;
  EXPECT_EQ(fits_sheet(unfit), false);
  EXPECT_EQ(delivery_verdict({unfit}),
            "3 parts, all closed, 2 do not fit 1220 \u00d7 2440, 1 sheet at 30 % yield; preflight waived by the "
            "client: tall.dxf has 2 parts larger than the 1220 \u00d7 2440 sheet");
  // Only the nesting knows (a part too long for the sheet either way round).
  EXPECT_EQ(delivery_verdict({drawing("a.dxf", "pass", 2, nesting(1, 0.3, 1))}),
            "2 parts, all closed, 1 does not fit 1220 \u00d7 2440, 1 sheet at 30 % yield");
  EXPECT_EQ(fits_sheet(drawing("a.dxf", "pass", 2, nesting(1, 0.3))), true);
}

TEST(DeliveryVerdict, DrawingsWithoutPartsSaySo) {
  EXPECT_EQ(delivery_verdict({drawing("a.dxf", "pass", 0)}),
            "The drawing passes the preflight, but no parts were found on its cut layers");
  EXPECT_EQ(delivery_verdict({drawing("a.dxf", "pass", 0), drawing("b.dxf", "pass", 0)}),
            "All 2 drawings pass the preflight, but no parts were found on their cut layers");
  EXPECT_EQ(fits_sheet(drawing("a.dxf", "pass", 0)), std::nullopt);
  // A report made before parts were counted.
  auto old = drawing("a.dxf", "pass", 0);
  old.part_count.reset();
  EXPECT_EQ(delivery_verdict({old}), "The drawing passes the preflight");
}

TEST(DeliveryVerdict, DifferentSheetsAreNotNamed) {
  auto wide = drawing("b.dxf", "pass", 1);
  wide.sheet_width_mm = 2070;
  wide.sheet_length_mm = 2800.5;
  EXPECT_EQ(delivery_verdict({drawing("a.dxf", "pass", 1), wide}), "2 parts, all closed, fit their sheets");
  EXPECT_EQ(delivery_verdict({wide}), "1 part, all closed, fit 2070 \u00d7 2800.5");
}

TEST(DeliveryVerdict, ADeliveryWithoutDrawingsHasNothingToCheck) {
  EXPECT_EQ(delivery_verdict({document("plans.pdf"), document("cut-list.csv")}),
            "No DXF drawings in this delivery: nothing for the preflight to check");
  EXPECT_EQ(delivery_verdict({}), "No files were submitted");
  EXPECT_EQ(fits_sheet(document("plans.pdf")), std::nullopt);
}

}  // namespace
}  // namespace projects
