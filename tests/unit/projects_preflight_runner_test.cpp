// The preflight in its own process: the real cw-dxf-preflight tool, and stand-ins (shell scripts) that crash, hang,
// write nonsense or too much. Every way the child can go wrong comes back as an error report. The same child draws
// the drawing's preview.
#include "app/file_views.hpp"
#include "app/preflight_runner.hpp"

#include "dxf_test_files.hpp"

#include <cw/cad/preview_json.hpp>

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>

using dxf_test::fixture;
using dxf_test::TempDir;
using projects::PreflightOptions;
using projects::PreflightStatus;
using projects::run_preflight_tool;
using namespace std::chrono_literals;

namespace {

const std::string kTool = CW_DXF_PREFLIGHT_TOOL;

std::string script(const TempDir& dir, const std::string& name, const std::string& body) {
  std::string path = dir.write(name, "#!/bin/sh\n" + body + "\n");
  ::chmod(path.c_str(), 0755);
  return path;
}

void expect_error(const projects::PreflightReport& report, const std::string& contains) {
  EXPECT_EQ(report.status, PreflightStatus::error);
  EXPECT_NE(report.message.find(contains), std::string::npos) << report.message;
  EXPECT_EQ(report.message.rfind("The preflight could not check this file: ", 0), 0u) << report.message;
}

}  // namespace

TEST(PreflightRunner, TheToolGivesTheSameReportAsTheFunction) {
  for (const char* name : {"cabinet_side_clean.dxf", "zero_length_and_duplicates.dxf", "cabinet_side_truncated.dxf"}) {
    std::string path = fixture(std::string("dxf/") + name);
    auto in_process = projects::preflight_dxf(path);
    auto in_child = run_preflight_tool(kTool, path, {}, 10s);
    EXPECT_EQ(projects::to_json(in_child), projects::to_json(in_process)) << name;
  }
}

TEST(PreflightRunner, OptionsReachTheTool) {
  PreflightOptions options;
  options.sheet_width_mm = 1525.5;
  options.sheet_length_mm = 3050;
  options.cut_layer_keywords = {"CUT", "ROUTE"};
  auto report = run_preflight_tool(kTool, fixture("dxf/part_larger_than_sheet.dxf"), options, 10s);
  EXPECT_EQ(report.status, PreflightStatus::pass) << report.message;
  EXPECT_EQ(report.sheet_width_mm, 1525.5);
  EXPECT_EQ(report.sheet_length_mm, 3050);
  // A file named like an option is still the file.
  TempDir dir;
  std::ifstream clean(fixture("dxf/cabinet_side_clean.dxf"), std::ios::binary);
  std::string odd = dir.write("--sheet", std::string(std::istreambuf_iterator<char>(clean), {}));
  EXPECT_EQ(run_preflight_tool(kTool, odd, {}, 10s).status, PreflightStatus::pass);
  EXPECT_EQ(run_preflight_tool(kTool, "--sheet", {}, 10s).status, PreflightStatus::error);  // relative: not found
}

TEST(PreflightRunner, TimeoutStopsTheTool) {
  TempDir dir;
  std::string big = dir.write("big.dxf", dxf_test::many_rectangles(20000));  // about 3.4 MB
  auto started = std::chrono::steady_clock::now();
  auto report = run_preflight_tool(kTool, big, {}, 5ms);
  auto took = std::chrono::steady_clock::now() - started;
  expect_error(report, "it took longer than 0.005 s, so it was stopped");
  EXPECT_LT(took, 2s);
  // A child that closes its output and then hangs is stopped at the deadline too.
  auto hang = script(dir, "hang.sh", "exec >&-\nexec sleep 30");
  started = std::chrono::steady_clock::now();
  expect_error(run_preflight_tool(hang, big, {}, 300ms), "it took longer than 0.3 s");
  EXPECT_LT(std::chrono::steady_clock::now() - started, 5s);
}

TEST(PreflightRunner, MissingBinary) {
  expect_error(run_preflight_tool("/nonexistent/cw-dxf-preflight", fixture("dxf/cabinet_side_clean.dxf"), {}, 5s),
               "the checker could not be started (No such file or directory)");
}

TEST(PreflightRunner, CrashIsAnErrorReport) {
  TempDir dir;
  auto crash = script(dir, "crash.sh", "kill -SEGV $$");
  expect_error(run_preflight_tool(crash, fixture("dxf/cabinet_side_clean.dxf"), {}, 5s),
               "the checker crashed on it (Segmentation fault)");
  auto abort = script(dir, "abort.sh", "kill -ABRT $$");
  expect_error(run_preflight_tool(abort, fixture("dxf/cabinet_side_clean.dxf"), {}, 5s), "the checker crashed on it");
  auto cpu = script(dir, "cpu.sh", "kill -XCPU $$");
  expect_error(run_preflight_tool(cpu, fixture("dxf/cabinet_side_clean.dxf"), {}, 5s),
               "it needed more CPU time or memory than allowed");
}

TEST(PreflightRunner, GarbageAndFailuresAreErrorReports) {
  TempDir dir;
  std::string file = fixture("dxf/cabinet_side_clean.dxf");
  expect_error(run_preflight_tool(script(dir, "garbage.sh", "echo not json"), file, {}, 5s),
               "the checker's answer is not JSON");
  expect_error(run_preflight_tool(script(dir, "wrong.sh", "echo '{\"status\":\"pass\"}'"), file, {}, 5s),
               "the checker's answer is not a report");
  expect_error(run_preflight_tool(script(dir, "exit.sh", "exit 7"), file, {}, 5s), "the checker failed (exit status 7)");
  // Nesting a JSON parser would recurse into, from a child that lost its mind.
  expect_error(run_preflight_tool(script(dir, "deep.sh", "head -c 200000 /dev/zero | tr '\\0' '['"), file, {}, 5s),
               "the checker's answer is not a report");
  expect_error(run_preflight_tool(script(dir, "flood.sh", "exec yes"), file, {}, 10s, 1024 * 1024),
               "the checker wrote more than 1048576 bytes");
}

TEST(PreflightRunner, TheToolMayNotWriteFiles) {
  // RLIMIT_FSIZE 0: with stdout sent to a file its report cannot be written, and it says so with status 3.
  TempDir dir;
  std::string out = dir.path() + "/report.json";
  int status = std::system((kTool + " " + fixture("dxf/cabinet_side_clean.dxf") + " > " + out + " 2>/dev/null").c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 3);
  struct stat info {};
  ASSERT_EQ(::stat(out.c_str(), &info), 0);
  EXPECT_EQ(info.st_size, 0);
  // Bad usage is status 2.
  status = std::system((kTool + " --sheet 0x0 " + fixture("dxf/cabinet_side_clean.dxf") + " > /dev/null 2>&1").c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
}

TEST(PreviewRunner, TheToolDrawsWhatTheLibraryDraws) {
  for (const char* name : {"side_panel_three_lines.dxf", "blocks_open_contour.dxf", "cabinet_side_truncated.dxf"}) {
    std::string path = fixture(std::string("dxf/") + name);
    auto in_child = projects::run_preview_tool(kTool, path, {}, 10s);
    EXPECT_EQ(in_child.problem, "") << name;
    EXPECT_EQ(in_child.preview, cw::cad::to_json(cw::cad::preview_dxf(path))) << name;
  }
  auto cut_words = projects::run_preview_tool(kTool, fixture("dxf/side_panel_three_lines.dxf"),
                                              PreflightOptions{.cut_layer_keywords = {"ROUTE"}}, 10s);
  EXPECT_EQ(cut_words.preview["layers"][0]["cut"], false);  // the options reach the tool
}

TEST(PreviewRunner, AChildThatFailsGivesAProblemNotAPreview) {
  TempDir dir;
  std::string file = fixture("dxf/side_panel_three_lines.dxf");
  auto crashed = projects::run_preview_tool(script(dir, "crash.sh", "kill -SEGV $$"), file, {}, 5s);
  EXPECT_EQ(crashed.problem, "The drawing could not be drawn: the checker crashed on it (Segmentation fault)");
  EXPECT_TRUE(crashed.preview.is_null());
  auto report = projects::run_preview_tool(script(dir, "report.sh", "echo '{\"status\":\"pass\"}'"), file, {}, 5s);
  EXPECT_EQ(report.problem, "The drawing could not be drawn: the checker's answer is not a preview");
}
