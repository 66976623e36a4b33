// cw::csv: RFC 4180 quoting and line ends, and formula injection kept out of spreadsheets.
#include <cw/csv.hpp>

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
