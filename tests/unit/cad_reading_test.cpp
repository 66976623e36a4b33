// How the drawing library reads a file (libs/cad/src/dxf_groups.hpp): binary DXF as well as ASCII, lines longer than
// dxflib's 1 KB, and hostile binary files. The binary files are written here from ASCII ones by a small writer that
// follows the DXF reference, not the library's code.
#include "cw/cad/dxf_preflight.hpp"
#include "cw/cad/report_json.hpp"

#include "dxf_test_files.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using cw::cad::PreflightOptions;
using cw::cad::PreflightReport;
using cw::cad::PreflightStatus;
using dxf_test::dxf;
using dxf_test::fixture;
using dxf_test::group;
using dxf_test::TempDir;

namespace {

const std::string kSentinel("AutoCAD Binary DXF\r\n\x1a\0", 22);

// ---- a binary DXF writer, from the DXF reference's group code value types

enum class Coding { r12, r13 };  // one-byte codes (255 and two bytes past 254), or two-byte codes

void put_le(std::string& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out += static_cast<char>((value >> (8 * i)) & 0xFF);
}

void put_code(std::string& out, int code, Coding coding) {
  if (coding == Coding::r12 && code < 255) {
    out += static_cast<char>(code);
    return;
  }
  if (coding == Coding::r12) out += '\xff';
  put_le(out, static_cast<std::uint64_t>(code), 2);
}

void put_double(std::string& out, double value) {
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  put_le(out, bits, 8);
}

bool in(int code, int first, int last) { return code >= first && code <= last; }

// One group with its value as ASCII DXF writes it.
void put_group(std::string& out, int code, const std::string& text, Coding coding) {
  put_code(out, code, coding);
  if (in(code, 10, 59) || in(code, 110, 149) || in(code, 210, 239) || in(code, 460, 469) || in(code, 1010, 1059)) {
    put_double(out, std::stod(text));
  } else if (in(code, 60, 79) || in(code, 170, 179) || in(code, 270, 289) || in(code, 370, 389) ||
             in(code, 400, 409) || in(code, 1060, 1070)) {
    put_le(out, static_cast<std::uint64_t>(std::stoll(text)), 2);
  } else if (in(code, 90, 99) || in(code, 420, 429) || in(code, 440, 459) || code == 1071) {
    put_le(out, static_cast<std::uint64_t>(std::stoll(text)), 4);
  } else if (in(code, 160, 169)) {
    put_le(out, static_cast<std::uint64_t>(std::stoll(text)), 8);
  } else if (in(code, 290, 299)) {
    out += static_cast<char>(std::stoi(text));
  } else if (in(code, 310, 319) || code == 1004) {
    out += static_cast<char>(text.size() / 2);
    for (std::size_t i = 0; i + 1 < text.size(); i += 2) out += static_cast<char>(std::stoi(text.substr(i, 2), 0, 16));
  } else {
    out += text;
    out += '\0';
  }
}

// The ASCII DXF text as a binary DXF.
std::string to_binary(const std::string& ascii, Coding coding) {
  std::istringstream in(ascii);
  std::string out = kSentinel, code, value;
  while (std::getline(in, code) && std::getline(in, value)) {
    if (!value.empty() && value.back() == '\r') value.pop_back();
    put_group(out, std::stoi(code), value, coding);
  }
  return out;
}

// The last two groups of a binary DXF: 0 ENDSEC, 0 EOF.
std::string binary_end(Coding coding) {
  std::string end;
  put_group(end, 0, "ENDSEC", coding);
  put_group(end, 0, "EOF", coding);
  return end;
}

// The binary DXF with the given binary groups before its last ENDSEC and EOF.
std::string before_end(std::string binary, const std::string& groups, Coding coding) {
  return binary.insert(binary.size() - binary_end(coding).size(), groups);
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

PreflightReport check_text(const std::string& content, const PreflightOptions& options = {}) {
  TempDir dir;
  return cw::cad::preflight_dxf(dir.write("drawing.dxf", content), options);
}

std::vector<std::string> codes(const PreflightReport& report) {
  std::vector<std::string> out;
  for (const auto& finding : report.findings) out.push_back(finding.code);
  return out;
}

void expect_error(const PreflightReport& report, const std::string& starts_with) {
  EXPECT_EQ(report.status, PreflightStatus::error) << report.message;
  EXPECT_EQ(report.message.rfind(starts_with, 0), 0u) << report.message;
  EXPECT_NO_THROW((void)cw::cad::to_json(report).dump());
}

}  // namespace

// ---- binary DXF reads as its ASCII twin

TEST(CadReadingBinary, EveryFixtureReadsAsItsAsciiTwin) {
  for (const char* name : {"cabinet_side_clean.dxf", "cabinet_side_open_contour.dxf", "cabinet_side_inch_mismatch.dxf",
                           "cabinet_side_unitless.dxf", "blocks_open_contour.dxf", "part_larger_than_sheet.dxf",
                           "side_panel_three_lines.dxf", "side_panel_four_lines.dxf", "text_on_cut_layer.dxf",
                           "zero_length_and_duplicates.dxf"}) {
    std::string ascii = read_file(fixture(std::string("dxf/") + name));
    ASSERT_FALSE(ascii.empty()) << name;
    auto expected = cw::cad::to_json(check_text(ascii));
    EXPECT_NE(expected["status"], "error") << name << ": " << expected["message"];
    for (Coding coding : {Coding::r12, Coding::r13}) {
      EXPECT_EQ(cw::cad::to_json(check_text(to_binary(ascii, coding))), expected)
          << name << (coding == Coding::r12 ? " (R12 coding)" : " (R13 coding)");
    }
  }
}

TEST(CadReadingBinary, ValuesOfEveryType) {
  // A LINE with extended data of every kind: a binary chunk (1004), a 16-bit and a 32-bit integer, a double, and
  // codes past 254 (two bytes after 255 in R12's coding); a 64-bit integer and a bool as an R2000+ writer puts them.
  std::string xdata = group(1001, "CABINETWORKS") + group(1000, "a note") + group(1004, "00FF10AB") +
                      group(1070, "-2") + group(1071, "70000") + group(1040, "2.5") + group(1010, "1") +
                      group(1020, "2") + group(1030, "3");
  std::string entity = group(0, "LINE") + group(5, "2A") + group(8, "CUT") + group(10, "0") + group(20, "0") +
                       group(11, "0.1") + group(21, "1e-05") + xdata;
  std::string ascii = dxf(entity + dxf_test::rectangle("CUT", 0, 0, 500, 400));
  auto expected = cw::cad::to_json(check_text(ascii));
  for (Coding coding : {Coding::r12, Coding::r13}) {
    EXPECT_EQ(cw::cad::to_json(check_text(to_binary(ascii, coding))), expected);
  }
  std::string r2000 = group(0, "LINE") + group(8, "0") + group(160, "-5000000000") + group(290, "1") +
                      group(10, "0") + group(20, "0") + group(11, "10") + group(21, "0");
  auto report = check_text(to_binary(dxf(r2000 + dxf_test::rectangle("CUT", 0, 0, 500, 400)), Coding::r13));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  EXPECT_EQ(report.entity_count, 2u);
}

TEST(CadReadingBinary, NonFiniteDoublesAreInvalidCoordinates) {
  for (double bad : {std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(),
                     std::numeric_limits<double>::quiet_NaN()}) {
    std::string entities = to_binary(dxf(dxf_test::rectangle("CUT", 0, 0, 500, 400)), Coding::r13);
    // A LINE whose first x is the bad double.
    std::string line;
    put_group(line, 0, "LINE", Coding::r13);
    put_group(line, 5, "B1", Coding::r13);
    put_group(line, 8, "CUT", Coding::r13);
    put_code(line, 10, Coding::r13);
    put_double(line, bad);
    for (auto [code, value] : {std::pair{20, "0"}, {11, "10"}, {21, "0"}}) put_group(line, code, value, Coding::r13);
    entities = before_end(entities, line, Coding::r13);
    auto report = check_text(entities);
    EXPECT_EQ(codes(report), std::vector<std::string>{"bad_coordinate"}) << report.message;
  }
}

TEST(CadReadingBinary, TheSameLimits) {
  PreflightOptions options;
  options.max_entities = 1000;
  expect_error(check_text(to_binary(dxf_test::many_rectangles(1500), Coding::r13), options),
               "The file has more than 1000 entities");
  options = {};
  options.max_file_bytes = 1000;
  expect_error(check_text(to_binary(dxf_test::many_rectangles(20), Coding::r12), options), "The file is larger than");
  options = {};
  options.time_limit = std::chrono::milliseconds(1);
  expect_error(check_text(to_binary(dxf_test::many_rectangles(20000), Coding::r13), options),
               "The file took longer than 0.001 s");
  // dxflib's vertex arrays: the counts are guarded as in ASCII.
  std::string lw = group(0, "LWPOLYLINE") + group(8, "CUT") + group(90, "1073741825") + group(10, "1") + group(20, "1");
  expect_error(check_text(to_binary(dxf(lw), Coding::r13)), "An LWPOLYLINE in the file declares 1073741825 vertices");
}

// ---- hostile binary files: each ends in a report, never a crash

TEST(CadReadingBinary, CutAnywhereIsAnIncompleteFile) {
  std::string binary = to_binary(read_file(fixture("dxf/blocks_open_contour.dxf")), Coding::r12);
  TempDir dir;
  for (std::size_t size = 0; size < binary.size(); size += 3) {
    auto report = cw::cad::preflight_dxf(dir.write("cut.dxf", binary.substr(0, size)));
    ASSERT_EQ(report.status, PreflightStatus::error) << "cut at " << size;
    ASSERT_NO_THROW((void)cw::cad::to_json(report).dump()) << "cut at " << size;
  }
}

TEST(CadReadingBinary, DamagedOrHostileBytes) {
  expect_error(check_text(std::string("AutoCAD Binary DXF\r\n\x1a", 21) + "x"), "This binary DXF file is damaged");
  expect_error(check_text(kSentinel), "This is not a DXF file: it holds no DXF data");
  expect_error(check_text(kSentinel + "binary"), "This is not a DXF file: it does not start with a SECTION");
  // A text that never ends, and one of 200 KB: kept to its first 1 KB, the pairs after it read.
  std::string open_text = to_binary(dxf(""), Coding::r13);
  open_text.resize(open_text.size() - binary_end(Coding::r13).size());
  put_group(open_text, 1, std::string(100'000, 'x'), Coding::r13);
  open_text.pop_back();  // its NUL
  expect_error(check_text(open_text), "This is not a complete DXF file");
  std::string text;
  for (auto [code, value] : {std::pair{0, "TEXT"}, {8, "NOTES"}, {10, "1"}, {20, "2"}}) {
    put_group(text, code, value, Coding::r12);
  }
  put_group(text, 1, std::string(200'000, 'y') + "\n\r", Coding::r12);
  auto long_text = check_text(before_end(to_binary(dxf(dxf_test::rectangle("CUT", 0, 0, 500, 400)), Coding::r12),
                                         text, Coding::r12));
  EXPECT_EQ(long_text.status, PreflightStatus::pass) << long_text.message;
  EXPECT_EQ(long_text.entity_count, 2u);
  // Group codes past those DXF defines (two bytes, or R12's escape).
  for (Coding coding : {Coding::r12, Coding::r13}) {
    std::string big_code;
    put_group(big_code, 60000, "x", coding);
    expect_error(check_text(before_end(to_binary(dxf(""), coding), big_code, coding)),
                 "This DXF file is malformed: it has an invalid group code");
  }
}

TEST(CadReadingBinary, MutatedFilesNeverCrash) {
  std::string clean = to_binary(read_file(fixture("dxf/blocks_open_contour.dxf")), Coding::r13);
  std::mt19937 random(31);
  TempDir dir;
  for (int round = 0; round < 400; ++round) {
    std::string mutated = clean;
    for (int flips = 0; flips < 1 + round % 8; ++flips) {
      mutated[kSentinel.size() + random() % (mutated.size() - kSentinel.size())] = static_cast<char>(random() & 0xFF);
    }
    auto report = cw::cad::preflight_dxf(dir.write("mutated.dxf", mutated));
    ASSERT_NO_THROW((void)cw::cad::to_json(report).dump()) << "round " << round;
  }
  for (int round = 0; round < 50; ++round) {
    std::string noise = kSentinel;
    for (int i = 0; i < 20000; ++i) noise += static_cast<char>(random() & 0xFF);
    auto report = cw::cad::preflight_dxf(dir.write("noise.dxf", noise));
    ASSERT_EQ(report.status, PreflightStatus::error) << "round " << round;
  }
}

// ---- ASCII lines past dxflib's 1 KB

TEST(CadReadingAscii, LinesLongerThanOneKilobyteAreRead) {
  // A valid R2013 MTEXT keeps its text in long lines (ezdxf's mtext_complex_inline_codes.dxf has 2 KB ones); dxflib
  // alone cut them into pieces and read the rest of the file out of step.
  auto mtext = [](const std::string& layer) {
    return group(0, "MTEXT") + group(8, layer) + group(10, "1") + group(20, "2") + group(40, "2.5") +
           group(3, std::string(3000, 'a')) + group(1, "{\\C1;" + std::string(2500, 'b') + "}\\P");
  };
  auto report = check_text(dxf(mtext("NOTES") + dxf_test::rectangle("CUT", 0, 0, 500, 400)));
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  EXPECT_EQ(report.entity_count, 2u);
  EXPECT_EQ(report.part_count, 1u);
  // On a cut layer the note is reported with its text's beginning, as any text.
  auto on_cut = check_text(dxf(mtext("CUT") + dxf_test::rectangle("CUT", 0, 0, 500, 400)));
  ASSERT_EQ(codes(on_cut), std::vector<std::string>{"text_on_cut_layer"}) << on_cut.message;
  EXPECT_NE(on_cut.findings[0].message.find("(\"{\\C1;bbbb"), std::string::npos) << on_cut.findings[0].message;
}
