#pragma once
// Runs the DXF preflight in its own process (cw-dxf-preflight, which limits its own memory and CPU) with a wall-clock
// timeout, so that a parser bug on a hostile file ends that process and never the service. Whatever happens to the
// child (it crashes, hangs, writes too much or writes nonsense, or cannot be started) comes back as a report with
// status error and a message for the engineer. The same child draws the drawing's preview.
#include "domain/dxf_preflight.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstddef>
#include <string>

namespace projects {

inline constexpr std::size_t kMaxPreflightOutputBytes = 16 * 1024 * 1024;

// binary: the cw-dxf-preflight executable (a path; PATH is not searched). The child gets no environment but LC_ALL=C,
// stdin and stderr on /dev/null and no descriptor of this process beyond its stdout pipe.
PreflightReport run_preflight_tool(const std::string& binary, const std::string& path, const PreflightOptions& options,
                                   std::chrono::milliseconds timeout,
                                   std::size_t max_output_bytes = kMaxPreflightOutputBytes);

// The drawing's preview (cw-dxf-preflight --preview, the same limits): its JSON (cw/cad/preview_json.hpp), or why the
// child gave none (it crashed, hung, wrote nonsense): a problem is not the file's fault for sure, so it is not kept.
struct PreviewAnswer {
  nlohmann::json preview;  // null when problem is set
  std::string problem;
};
PreviewAnswer run_preview_tool(const std::string& binary, const std::string& path, const PreflightOptions& options,
                               std::chrono::milliseconds timeout,
                               std::size_t max_output_bytes = kMaxPreflightOutputBytes);

}  // namespace projects
