#pragma once
// Runs the DXF preflight in its own process (cw-dxf-preflight, which limits its own memory and CPU) with a wall-clock
// timeout, so that a parser bug on a hostile file ends that process and never the service. Whatever happens to the
// child (it crashes, hangs, writes too much or writes nonsense, or cannot be started) comes back as a report with
// status error and a message for the engineer.
#include "domain/dxf_preflight.hpp"

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

}  // namespace projects
