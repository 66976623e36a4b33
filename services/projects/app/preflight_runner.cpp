#include "app/preflight_runner.hpp"

#include "app/file_views.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sstream>
#include <string_view>
#include <thread>
#include <vector>

namespace projects {

namespace {

using Clock = std::chrono::steady_clock;

std::string seconds_text(std::chrono::milliseconds duration) {
  std::ostringstream out;
  out << duration.count() / 1000.0;
  return out.str();
}

std::string decimal_text(double value) {
  std::ostringstream out;
  out.precision(10);
  out << value;
  return out.str();
}

std::vector<std::string> tool_arguments(const std::string& binary, const std::string& path,
                                        const PreflightOptions& options, bool preview) {
  std::string keywords;
  for (const auto& keyword : options.cut_layer_keywords) {
    if (!keywords.empty()) keywords += ',';
    keywords += keyword;
  }
  std::vector<std::string> arguments{binary};
  if (preview) arguments.emplace_back("--preview");
  arguments.insert(arguments.end(),
                   {"--sheet", decimal_text(options.sheet_width_mm) + "x" + decimal_text(options.sheet_length_mm),
                    "--cut-layers", keywords, "--max-entities", std::to_string(options.max_entities),
                    "--max-file-bytes", std::to_string(options.max_file_bytes), "--", path});
  return arguments;
}

int remaining_ms(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 60'000));
}

class Spawn {
 public:
  Spawn() {
    posix_spawn_file_actions_init(&actions_);
    posix_spawnattr_init(&attributes_);
  }
  ~Spawn() {
    posix_spawn_file_actions_destroy(&actions_);
    posix_spawnattr_destroy(&attributes_);
  }
  Spawn(const Spawn&) = delete;
  Spawn& operator=(const Spawn&) = delete;
  posix_spawn_file_actions_t actions_;
  posix_spawnattr_t attributes_;
};

class Descriptor {
 public:
  explicit Descriptor(int fd = -1) : fd_(fd) {}
  ~Descriptor() { reset(); }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  int get() const { return fd_; }
  void reset() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
  }

 private:
  int fd_;
};

// Kills the child (and anything in its process group) and reaps it.
int kill_and_reap(pid_t pid) {
  ::kill(-pid, SIGKILL);
  ::kill(pid, SIGKILL);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

struct ChildEnd {
  bool ended = false;    // false: still running at the deadline
  bool observed = true;  // false: reaped by someone else (SIGCHLD ignored), its status unknown
  int status = 0;
};

ChildEnd wait_until(pid_t pid, Clock::time_point deadline) {
  auto pause = std::chrono::microseconds(200);
  while (true) {
    int status = 0;
    pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid) return {true, true, status};
    if (done < 0 && errno == ECHILD) return {true, false, 0};
    if (Clock::now() >= deadline) return {};
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::microseconds(20'000));
  }
}

// The child's answer nests at most a few levels; a deeper one is refused before a JSON parser recurses into it.
bool nesting_within(std::string_view text, int max_depth) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '{' || c == '[') {
      if (++depth > max_depth) return false;
    } else if (c == '}' || c == ']') {
      --depth;
    }
  }
  return true;
}

std::string signal_name(int signal) {
  const char* name = ::strsignal(signal);
  return name ? name : "unknown signal";
}

// The tool's JSON answer, or why there is none (for the engineer: "the checker crashed on it (...)").
struct ToolAnswer {
  nlohmann::json json;
  std::string problem;  // "" when json holds the answer
};

ToolAnswer run_tool(std::vector<std::string> arguments, std::chrono::milliseconds timeout,
                    std::size_t max_output_bytes) {
  auto deadline = Clock::now() + timeout;
  auto failed = [](std::string why) { return ToolAnswer{nullptr, std::move(why)}; };

  int pipe_fds[2];
  if (::pipe2(pipe_fds, O_CLOEXEC) != 0) return failed(std::string("no pipe (") + std::strerror(errno) + ")");
  Descriptor read_end(pipe_fds[0]);
  Descriptor write_end(pipe_fds[1]);

  Spawn spawn;
  posix_spawn_file_actions_addopen(&spawn.actions_, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&spawn.actions_, write_end.get(), 1);
  posix_spawn_file_actions_addopen(&spawn.actions_, 2, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addclosefrom_np(&spawn.actions_, 3);
  // Its own process group (so a kill reaches anything it starts), default signal handling and an empty mask
  // whatever this process ignores or blocks.
  sigset_t all_signals, no_signals;
  sigfillset(&all_signals);
  sigemptyset(&no_signals);
  posix_spawnattr_setflags(&spawn.attributes_, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  posix_spawnattr_setpgroup(&spawn.attributes_, 0);
  posix_spawnattr_setsigdefault(&spawn.attributes_, &all_signals);
  posix_spawnattr_setsigmask(&spawn.attributes_, &no_signals);

  std::vector<char*> argv;
  for (auto& argument : arguments) argv.push_back(argument.data());
  argv.push_back(nullptr);
  std::string locale = "LC_ALL=C";
  char* envp[] = {locale.data(), nullptr};

  pid_t pid = 0;
  int spawned = ::posix_spawn(&pid, arguments.front().c_str(), &spawn.actions_, &spawn.attributes_, argv.data(), envp);
  write_end.reset();
  if (spawned != 0) return failed(std::string("the checker could not be started (") + std::strerror(spawned) + ")");

  std::string output;
  bool timed_out = false, too_much = false;
  char buffer[65536];
  while (true) {
    int wait_ms = remaining_ms(deadline);
    if (wait_ms == 0) {
      timed_out = true;
      break;
    }
    pollfd ready{read_end.get(), POLLIN, 0};
    int polled = ::poll(&ready, 1, wait_ms);
    if (polled < 0 && errno == EINTR) continue;
    if (polled <= 0) {
      timed_out = polled == 0;
      break;
    }
    ssize_t got = ::read(read_end.get(), buffer, sizeof buffer);
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (got <= 0) break;
    if (output.size() + static_cast<std::size_t>(got) > max_output_bytes) {
      too_much = true;
      break;
    }
    output.append(buffer, static_cast<std::size_t>(got));
  }
  read_end.reset();

  ChildEnd end;
  if (!timed_out && !too_much) end = wait_until(pid, deadline);
  if (!end.ended) {
    kill_and_reap(pid);
    if (too_much) return failed("the checker wrote more than " + std::to_string(max_output_bytes) + " bytes");
    return failed("it took longer than " + seconds_text(timeout) + " s, so it was stopped");
  }
  if (!end.observed) return failed("the checker's end could not be observed");
  int status = end.status;
  if (WIFSIGNALED(status)) {
    int signal = WTERMSIG(status);
    if (signal == SIGXCPU || signal == SIGKILL) return failed("it needed more CPU time or memory than allowed");
    return failed("the checker crashed on it (" + signal_name(signal) + ")");
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    return failed("the checker failed (exit status " + std::to_string(WEXITSTATUS(status)) + ")");
  }
  if (!nesting_within(output, 8)) return failed("the checker's answer is not a report");
  auto json = nlohmann::json::parse(output, nullptr, false);
  if (json.is_discarded()) return failed("the checker's answer is not JSON");
  return {std::move(json), ""};
}

}  // namespace

PreflightReport run_preflight_tool(const std::string& binary, const std::string& path, const PreflightOptions& options,
                                   std::chrono::milliseconds timeout, std::size_t max_output_bytes) {
  auto answer = run_tool(tool_arguments(binary, path, options, false), timeout, max_output_bytes);
  auto failed = [&](const std::string& why) {
    return preflight_error("The preflight could not check this file: " + why, options);
  };
  if (!answer.problem.empty()) return failed(answer.problem);
  try {
    return preflight_report_from_json(answer.json);
  } catch (const std::invalid_argument&) {
    return failed("the checker's answer is not a report");
  }
}

PreviewAnswer run_preview_tool(const std::string& binary, const std::string& path, const PreflightOptions& options,
                               std::chrono::milliseconds timeout, std::size_t max_output_bytes) {
  auto answer = run_tool(tool_arguments(binary, path, options, true), timeout, max_output_bytes);
  if (!answer.problem.empty()) return {nullptr, "The drawing could not be drawn: " + answer.problem};
  const auto& json = answer.json;
  bool preview = json.is_object() && json.contains("layers") && json["layers"].is_array() &&
                 json.contains("message") && json["message"].is_string();
  if (!preview) return {nullptr, "The drawing could not be drawn: the checker's answer is not a preview"};
  return {std::move(answer.json), ""};
}

}  // namespace projects
