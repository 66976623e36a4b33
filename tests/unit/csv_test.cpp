// cw::csv: RFC 4180 quoting and line ends, and formula injection kept out of spreadsheets.
#include <cw/csv.hpp>
#include <cw/csv_export.hpp>

#include <algorithm>
#include <cstdint>

#include <gtest/gtest.h>

using cw::csv::field;
using cw::csv::row;

TEST(CsvField, PlainTextStaysAsItIs) {
  EXPECT_EQ(field("Kitchen cabinets"), "Kitchen cabinets");
  EXPECT_EQ(field(""), "");
  EXPECT_EQ(field("1600.00"), "1600.00");
  EXPECT_EQ(field("2026-11-27T10:15:30.123Z"), "2026-11-27T10:15:30.123Z");
}

TEST(CsvField, CommasQuotesAndLineBreaksAreQuoted) {
  EXPECT_EQ(field("oak, walnut"), "\"oak, walnut\"");
  EXPECT_EQ(field("the \"best\" one"), "\"the \"\"best\"\" one\"");
  EXPECT_EQ(field("two\nlines"), "\"two\nlines\"");
  EXPECT_EQ(field("two\r\nlines"), "\"two\r\nlines\"");
}

TEST(CsvField, FormulaStartsArePrefixedWithAQuote) {
  EXPECT_EQ(field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
  EXPECT_EQ(field("=1+2"), "'=1+2");
  EXPECT_EQ(field("+1"), "'+1");
  EXPECT_EQ(field("-1"), "'-1");
  EXPECT_EQ(field("@SUM(A1)"), "'@SUM(A1)");
  EXPECT_EQ(field("\tx"), "'\tx");
  EXPECT_EQ(field("\rx"), "\"'\rx\"");
  EXPECT_EQ(field("a=b"), "a=b");
  EXPECT_EQ(field(" =x"), " =x");
}

TEST(CsvField, UnicodeIsKeptAndNulLeftOut) {
  EXPECT_EQ(field("Küche — 厨房 🪚"), "Küche — 厨房 🪚");
  EXPECT_EQ(field(std::string("a\0b", 3)), "ab");
  EXPECT_EQ(field(std::string("\0=x", 3)), "'=x");
}

TEST(CsvRow, JoinsWithCommasAndEndsInCrlf) {
  EXPECT_EQ(row({"id", "title"}), "id,title\r\n");
  EXPECT_EQ(row({"1", "a,b", ""}), "1,\"a,b\",\r\n");
  EXPECT_EQ(row({}), "\r\n");
}

namespace {

// Every piece an export gives, in order, until it says it is done.
std::vector<std::string> pieces_of(cw::csv::Export& export_) {
  std::vector<std::string> pieces;
  while (auto piece = export_.next()) pieces.push_back(*piece);
  return pieces;
}

}  // namespace

TEST(PagedExport, HeaderThenPagesByKeysetUntilAShortPage) {
  std::vector<std::int64_t> asked_after;
  auto export_ = cw::csv::paged_export("x.csv", {"id"}, [&](std::int64_t after_id, int limit) {
    asked_after.push_back(after_id);
    cw::csv::Page page;
    for (std::int64_t id = after_id + 1; id <= std::min<std::int64_t>(after_id + limit, 5); ++id) {
      page.rows.push_back({std::to_string(id)});
      page.last_id = id;
    }
    return page;
  }, 2);
  EXPECT_EQ(pieces_of(export_), (std::vector<std::string>{"id\r\n", "1\r\n2\r\n", "3\r\n4\r\n", "5\r\n"}));
  EXPECT_EQ(asked_after, (std::vector<std::int64_t>{0, 2, 4}));
  EXPECT_FALSE(export_.next());
}

TEST(PagedExport, AFullLastPageEndsWithOneEmptyRead) {
  int reads = 0;
  auto export_ = cw::csv::paged_export("x.csv", {"id"}, [&](std::int64_t after_id, int) {
    ++reads;
    cw::csv::Page page;
    if (after_id == 0) page = {{{"1"}, {"2"}}, 2};
    return page;
  }, 2);
  EXPECT_EQ(pieces_of(export_), (std::vector<std::string>{"id\r\n", "1\r\n2\r\n"}));
  EXPECT_EQ(reads, 2);
}

TEST(PagedExport, FileNameCarriesTheKindAndTodaysDate) {
  const auto name = cw::csv::export_file_name("payments");
  EXPECT_TRUE(name.starts_with("cabinetworks-payments-20")) << name;
  EXPECT_TRUE(name.ends_with(".csv")) << name;
  EXPECT_EQ(name.size(), std::string("cabinetworks-payments-2026-11-27.csv").size());
}
