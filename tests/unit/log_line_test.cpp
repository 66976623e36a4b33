// The services' log lines (cw::log): one JSON object per line, on stdout.
#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace {

// What the calls wrote to stdout, as lines.
template <class Calls>
std::vector<std::string> logged(Calls calls) {
  std::fflush(stdout);
  char path[] = "/tmp/cw-log-line-XXXXXX";
  const int file = ::mkstemp(path);
  const int saved = ::dup(1);
  ::dup2(file, 1);
  calls();
  cw::log::flush();
  std::fflush(stdout);
  ::dup2(saved, 1);
  ::close(saved);
  ::close(file);
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  ::unlink(path);
  return lines;
}

}  // namespace

TEST(LogLine, IsOneJsonObjectWithTheMessageTheFieldsAndTheRequest) {
  cw::log::init("unit", "info");
  const auto lines = logged([] {
    const cw::ScopedRequestId scope("req-42");
    cw::log::info("said \"hello\"\nthen left", {{"userId", 7}, {"bad", std::string("\xff\xfe")}, {"list", {1, 2}}});
    cw::log::warn("named", {{"requestId", "their-own"}});
  });
  ASSERT_EQ(lines.size(), 2u);
  const auto first = nlohmann::json::parse(lines[0]);
  EXPECT_EQ(first["level"], "info");
  EXPECT_EQ(first["service"], "unit");
  EXPECT_EQ(first["msg"], "said \"hello\"\nthen left");
  EXPECT_EQ(first["userId"], 7);
  EXPECT_EQ(first["list"], nlohmann::json::array({1, 2}));
  EXPECT_EQ(first["requestId"], "req-42");
  EXPECT_TRUE(first["bad"].is_string());  // invalid UTF-8 replaced, never thrown
  EXPECT_TRUE(first.contains("ts"));
  const auto second = nlohmann::json::parse(lines[1]);
  EXPECT_EQ(second["level"], "warn");
  EXPECT_EQ(second["requestId"], "their-own");  // a line that names its request keeps it, once
  EXPECT_EQ(lines[1].find("req-42"), std::string::npos);
}

TEST(LogLine, BelowTheLevelNothingIsWritten) {
  cw::log::init("unit", "warn");
  EXPECT_TRUE(logged([] { cw::log::info("quiet", {{"n", 1}}); }).empty());
  cw::log::init("unit", "info");
}
