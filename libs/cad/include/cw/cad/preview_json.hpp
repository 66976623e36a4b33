#pragma once
// The drawing's preview as JSON: what cw-dxf-preflight --preview prints and the projects service serves
// (GET /api/projects/{id}/files/{fileId}/preview):
//   {"message", "box": {minX, minY, maxX, maxY} | null, "units": {insunits, name, mmPerUnit},
//    "layers": [{"name", "color", "cut", "d", "segments"}], "blocks": [{"name", "matrix": [a, b, c, d, e, f]}],
//    "simplified", "shownSegments", "totalSegments"}
#include "cw/cad/preview.hpp"

#include <nlohmann/json.hpp>

namespace cw::cad {

nlohmann::json to_json(const PreviewModel& model);

}  // namespace cw::cad
