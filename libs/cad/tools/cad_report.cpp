// cad-report: the drawing library's preflight report of one DXF file, as JSON on stdout (the default options: a
// 1220 x 2440 mm sheet, the usual cut layer names).
//
//   cad-report <file.dxf>
//
// Exit status: 0 with a report (also when the drawing fails or cannot be read), 2 for bad usage. Unlike the projects
// service's cw-dxf-preflight it does not limit its own resources: it is for people and scripts, not uploads.
#include "cw/cad/dxf_preflight.hpp"
#include "cw/cad/report_json.hpp"

#include <iostream>
#include <string_view>

int main(int argc, char** argv) {
  if (argc != 2 || std::string_view(argv[1]).starts_with("-")) {
    std::cerr << "usage: cad-report <file.dxf>\n";
    return 2;
  }
  auto report = cw::cad::preflight_dxf(argv[1]);
  std::cout << cw::cad::to_json(report).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  return 0;
}
