// cad-report: the drawing library's preflight report of one DXF file, as JSON on stdout (the default options: a
// 1220 x 2440 mm sheet, the usual cut layer names), or with --svg the drawing itself as a standalone SVG document.
//
//   cad-report [--svg] <file.dxf>
//
// Exit status: 0 with a report or a picture (also when the drawing fails or cannot be read), 2 for bad usage. Unlike
// the projects service's cw-dxf-preflight it does not limit its own resources: it is for people and scripts, not
// uploads.
#include "cw/cad/dxf_preflight.hpp"
#include "cw/cad/preview.hpp"
#include "cw/cad/report_json.hpp"

#include <iostream>
#include <string_view>

int main(int argc, char** argv) {
  bool svg = argc == 3 && std::string_view(argv[1]) == "--svg";
  if ((argc != 2 && !svg) || std::string_view(argv[argc - 1]).starts_with("-")) {
    std::cerr << "usage: cad-report [--svg] <file.dxf>\n";
    return 2;
  }
  if (svg) {
    auto model = cw::cad::preview_dxf(argv[2]);
    if (!model.message.empty()) std::cerr << "cad-report: " << model.message << '\n';
    std::cout << cw::cad::to_svg(model);
    return 0;
  }
  auto report = cw::cad::preflight_dxf(argv[1]);
  std::cout << cw::cad::to_json(report).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  return 0;
}
