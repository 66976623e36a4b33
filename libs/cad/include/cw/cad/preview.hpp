#pragma once
// The drawing as a picture: every layer of a DXF file (not only the cut layers) in its colour, with the entities of
// blocks placed by their inserts and arcs, ellipses and splines flattened into chords, as compact SVG path data in
// drawing units (y up: whoever draws it flips it). It comes from the same reading as the preflight (dxf_preflight.hpp:
// the same guards and limits), so what the report says and what the picture shows are the same drawing.
//
// A large drawing is never refused: past a size budget it is simplified (runs of tiny segments thinned, then curves
// drawn with fewer pieces, then whole entities sampled evenly) and says so, with how much of it is shown. The box is
// always the whole drawing's.
#include "cw/cad/dxf_preflight.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace cw::cad {

struct PreviewOptions {
  // Past either, the drawing is simplified.
  std::size_t max_points = 200'000;
  std::size_t max_path_bytes = 1'500'000;
  // Points read from the file and kept for drawing; past this the rest of the file's geometry is counted, not kept.
  std::size_t max_collected_points = 4'000'000;
};

struct PreviewLayer {
  std::string name;
  std::string color;  // "#rrggbb": the layer's true colour, else its DXF colour index (7, white on black, as dark)
  bool cut = false;
  std::string path;  // SVG path data ("M x y L x y x y ...") in drawing units, y up; "" when nothing is drawn on it
  std::size_t segments = 0;  // straight pieces in path
};

// An affine map of the drawing: (x, y) -> (a x + c y + e, b x + d y + f), as SVG's matrix(a b c d e f).
using PreviewMatrix = std::array<double, 6>;

// Where a block's first insert (reached from the drawing) places it: a finding inside a block is reported in the
// block's own coordinates and drawn through this.
struct PreviewBlock {
  std::string name;
  PreviewMatrix matrix{1, 0, 0, 1, 0, 0};
};

struct PreviewModel {
  std::string message;  // why there is no picture (the file could not be read); "" when there is one
  std::optional<Box> box;  // the whole drawing, whether simplified or not; nullopt when nothing is drawn
  Units units;
  std::vector<PreviewLayer> layers;  // by name
  std::vector<PreviewBlock> blocks;  // by name
  bool simplified = false;
  std::size_t shown_segments = 0;
  std::size_t total_segments = 0;  // of the whole drawing, every insert counted (saturates at SIZE_MAX)
};

void validate(const PreviewOptions& options);

// Never throws for anything in the file: a file that cannot be read gives a model with a message. Throws
// InvalidOptions for options out of range.
PreviewModel preview_dxf(const std::string& path, const PreflightOptions& options = {},
                         const PreviewOptions& preview = {});

// "#rrggbb" of a DXF colour index (1 to 255; others as 7), and of a 24-bit true colour (0xRRGGBB).
std::string aci_color(int index);
std::string true_color(int rgb);

// A standalone SVG document of the model (y flipped, layers as paths with their names as titles).
std::string to_svg(const PreviewModel& model);

}  // namespace cw::cad
