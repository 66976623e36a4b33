// cw-dxf-preflight: checks one DXF file and prints the preflight report as JSON on stdout; with --preview it prints
// the drawing's preview instead (cw/cad/preview_json.hpp: every layer as SVG path data, within its size budget).
//
//   cw-dxf-preflight [--preview] [options] [--] <file.dxf>
//     --sheet WxL            the sheet in mm, width x length (default 1220x2440)
//     --cut-layers A,B,...   the words that make a layer a cut layer (default CUT,PROFILE,OUTSIDE,INSIDE,POCKET,DADO)
//     --max-entities N       stop past N objects (default 2000000)
//     --max-file-bytes N     refuse larger files (default 104857600)
//
// Exit status: 0 with a report on stdout (also for a failing report or a file it could not read), 2 for bad usage,
// 3 when it could not limit itself or write its report.
//
// Before anything else the process limits itself: 1 GiB of address space, 20 s of CPU, no file writes (stdout must be
// a pipe or a terminal), a handful of open files, no core dump, no child processes. A hostile file can at worst end
// this process; the projects service runs it with a wall-clock timeout (app/preflight_runner.hpp).
// The one door from projects into the drawing library: options in, the report's or the preview's JSON out (libs/cad).
#include <cw/cad/dxf_preflight.hpp>
#include <cw/cad/preview_json.hpp>
#include <cw/cad/report_json.hpp>

#include <sys/prctl.h>
#include <sys/resource.h>

#include <algorithm>
#include <charconv>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

namespace {

constexpr rlim_t kAddressSpaceBytes = 1ull << 30;
constexpr rlim_t kCpuSeconds = 20;
constexpr rlim_t kOpenFiles = 8;  // stdin, stdout, stderr, the DXF file, /dev/null and a spare

bool limit(int resource, rlim_t soft, rlim_t hard) {
  rlimit current{};
  if (getrlimit(resource, &current) != 0) return false;
  // Never raise a limit the parent set lower.
  rlimit wanted{std::min(soft, current.rlim_max), std::min(hard, current.rlim_max)};
  return setrlimit(resource, &wanted) == 0;
}

bool limit_self() {
  // SIGXCPU at the soft CPU limit, SIGKILL a second later; a write to a file fails (EFBIG) instead of killing.
  std::signal(SIGXFSZ, SIG_IGN);
  return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 && limit(RLIMIT_AS, kAddressSpaceBytes, kAddressSpaceBytes) &&
         limit(RLIMIT_CPU, kCpuSeconds, kCpuSeconds + 1) && limit(RLIMIT_FSIZE, 0, 0) &&
         limit(RLIMIT_NOFILE, kOpenFiles, kOpenFiles) && limit(RLIMIT_CORE, 0, 0) && limit(RLIMIT_NPROC, 0, 0);
}

int usage(const std::string& problem) {
  std::cerr << "cw-dxf-preflight: " << problem << "\n"
            << "usage: cw-dxf-preflight [--preview] [--sheet WxL] [--cut-layers A,B,...] [--max-entities N] "
               "[--max-file-bytes N] [--] <file.dxf>\n";
  return 2;
}

bool parse_number(std::string_view text, double& value) {
  if (text.empty()) return false;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size();
}

template <typename Whole>
bool parse_whole(std::string_view text, Whole& value) {
  if (text.empty()) return false;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() && value > 0;
}

bool parse_sheet(std::string_view text, cw::cad::PreflightOptions& options) {
  auto x = text.find_first_of("xX");
  if (x == std::string_view::npos) return false;
  return parse_number(text.substr(0, x), options.sheet_width_mm) &&
         parse_number(text.substr(x + 1), options.sheet_length_mm);
}

std::vector<std::string> split_list(std::string_view text) {
  std::vector<std::string> items;
  while (true) {
    auto comma = text.find(',');
    items.emplace_back(text.substr(0, comma));
    if (comma == std::string_view::npos) return items;
    text.remove_prefix(comma + 1);
  }
}

nlohmann::json report_json(const std::string& file, const cw::cad::PreflightOptions& options) {
  try {
    return cw::cad::to_json(cw::cad::preflight_dxf(file, options));
  } catch (const std::exception&) {
    return cw::cad::to_json(cw::cad::preflight_error("The preflight could not check this file", options));
  }
}

nlohmann::json preview_json(const std::string& file, const cw::cad::PreflightOptions& options) {
  cw::cad::PreviewModel model;
  try {
    model = cw::cad::preview_dxf(file, options);
  } catch (const std::exception&) {
    model = {};
    model.message = "The drawing could not be drawn";
  }
  return cw::cad::to_json(model);
}

}  // namespace

int main(int argc, char** argv) {
  if (!limit_self()) {
    std::perror("cw-dxf-preflight: could not limit its own resources");
    return 3;
  }
  cw::cad::PreflightOptions options;
  std::vector<std::string> files;
  bool only_files = false, preview = false;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (only_files || !arg.starts_with("--")) {
      files.emplace_back(arg);
      continue;
    }
    if (arg == "--") {
      only_files = true;
      continue;
    }
    if (arg == "--preview") {
      preview = true;
      continue;
    }
    if (i + 1 >= argc) return usage(std::string(arg) + " needs a value");
    std::string_view value = argv[++i];
    bool ok = true;
    if (arg == "--sheet") {
      ok = parse_sheet(value, options);
    } else if (arg == "--cut-layers") {
      options.cut_layer_keywords = split_list(value);
    } else if (arg == "--max-entities") {
      ok = parse_whole(value, options.max_entities);
    } else if (arg == "--max-file-bytes") {
      ok = parse_whole(value, options.max_file_bytes);
    } else {
      return usage("unknown option " + std::string(arg));
    }
    if (!ok) return usage("bad value for " + std::string(arg) + ": " + std::string(value));
  }
  if (files.size() != 1) return usage("give exactly one DXF file");
  try {
    cw::cad::validate(options);
  } catch (const cw::cad::InvalidOptions& e) {
    return usage(e.what());
  }

  std::string out = (preview ? preview_json(files.front(), options) : report_json(files.front(), options))
                        .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  out += '\n';
  if (std::fwrite(out.data(), 1, out.size(), stdout) != out.size() || std::fflush(stdout) != 0) {
    std::perror("cw-dxf-preflight: could not write the report (it writes to a pipe or terminal, never a file)");
    return 3;
  }
  return 0;
}
