// The corpus of real drawings (tests/fixtures/dxf/corpus: SOURCES.md says where each comes from and its licence) run
// through the real cw-dxf-preflight tool, as the projects service runs it: every file is answered, never a crash,
// within a second of CPU, with the status, findings and parts expected.tsv gives for it.
//
// expected.tsv, one file a line (# starts a comment), tab-separated:
//   file  cut layers ("-": the default words)  status  finding codes that must appear ("-": none; "!code": one that
//   must not)  minimum parts  note
#include "cw/cad/report_json.hpp"

#include <gtest/gtest.h>

#include <spawn.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

extern char** environ;

namespace {

const std::string kCorpus = std::string(CW_FIXTURES) + "/dxf/corpus";

struct Expected {
  std::string file, cut_layers, status;
  std::vector<std::string> findings;
  std::size_t min_parts = 0;
};

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, separator);) parts.push_back(part);
  return parts;
}

std::vector<Expected> expectations() {
  std::vector<Expected> rows;
  std::ifstream in(kCorpus + "/expected.tsv");
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line.front() == '#') continue;
    auto fields = split(line, '\t');
    if (fields.size() < 5) throw std::runtime_error("expected.tsv: fewer than five fields in: " + line);
    Expected row{fields[0], fields[1], fields[2], {}, std::stoul(fields[4])};
    if (fields[3] != "-") row.findings = split(fields[3], ',');
    rows.push_back(std::move(row));
  }
  return rows;
}

struct ToolRun {
  std::string out;
  int status = -1;
  double cpu_seconds = 0;
  double wall_seconds = 0;
};

// The tool on one file, its report read from a pipe, its CPU time from the kernel.
ToolRun run_tool(const Expected& row) {
  std::vector<std::string> args = {CW_DXF_PREFLIGHT_TOOL};
  if (row.cut_layers != "-") args.insert(args.end(), {"--cut-layers", row.cut_layers});
  args.insert(args.end(), {"--", kCorpus + "/" + row.file});
  std::vector<char*> argv;
  for (auto& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  int pipe_ends[2];
  if (::pipe(pipe_ends) != 0) throw std::runtime_error("pipe failed");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_ends[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, pipe_ends[0]);
  posix_spawn_file_actions_addclose(&actions, pipe_ends[1]);
  auto started = std::chrono::steady_clock::now();
  pid_t pid;
  int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(pipe_ends[1]);
  ToolRun run;
  if (spawned != 0) {
    ::close(pipe_ends[0]);
    throw std::runtime_error("could not start " + args[0]);
  }
  char buffer[65536];
  for (ssize_t got; (got = ::read(pipe_ends[0], buffer, sizeof buffer)) > 0;) run.out.append(buffer, got);
  ::close(pipe_ends[0]);
  rusage usage{};
  ::wait4(pid, &run.status, 0, &usage);
  run.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
  run.cpu_seconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
  return run;
}

}  // namespace

TEST(CadCorpus, EveryFileIsListedWithItsSource) {
  std::set<std::string> listed;
  for (const auto& row : expectations()) EXPECT_TRUE(listed.insert(row.file).second) << row.file << " twice";
  std::ifstream sources_file(kCorpus + "/SOURCES.md");
  std::string sources((std::istreambuf_iterator<char>(sources_file)), {});
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kCorpus)) {
    auto name = entry.path().filename().string();
    if (entry.path().extension() != ".dxf") continue;
    ++files;
    EXPECT_TRUE(listed.count(name)) << name << " has no line in expected.tsv";
    EXPECT_NE(sources.find("| " + name + " |"), std::string::npos) << name << " has no line in SOURCES.md";
  }
  EXPECT_EQ(files, listed.size()) << "expected.tsv lists files the corpus does not have";
  EXPECT_GE(files, 40u);
}

TEST(CadCorpus, EveryFileGivesItsExpectedReport) {
  for (const auto& row : expectations()) {
    SCOPED_TRACE(row.file);
    ToolRun run = run_tool(row);
    ASSERT_TRUE(WIFEXITED(run.status) && WEXITSTATUS(run.status) == 0) << "the tool ended with " << run.status;
    // A second of CPU; the wall clock only bounds a machine busy with other work.
    EXPECT_LT(run.cpu_seconds, 1.0);
    EXPECT_LT(run.wall_seconds, 10.0);
    auto json = nlohmann::json::parse(run.out);
    auto report = cw::cad::preflight_report_from_json(json);
    EXPECT_EQ(cw::cad::to_string(report.status), row.status) << report.message;
    std::set<std::string> found;
    for (const auto& finding : report.findings) found.insert(finding.code);
    for (const auto& code : row.findings) {
      if (code.front() == '!') {
        EXPECT_FALSE(found.count(code.substr(1))) << code.substr(1) << " found: " << report.message;
      } else {
        EXPECT_TRUE(found.count(code)) << "no " << code << ": " << report.message;
      }
    }
    EXPECT_GE(report.part_count, row.min_parts);
  }
}
