#pragma once
// The preview's reader: the preflight's checker (drawing_checker.hpp), which checks every group and entity as before,
// with the geometry of every layer kept beside it as runs of points. It adds nothing to the checks and changes none:
// each callback lets the checker see the entity first, then keeps its shape, in the plan as the checker places it
// (the same OCS, arc and polyline code). preview_model.cpp places the blocks (every MINSERT copy, layer-0 geometry on
// its insert's layer) and writes the picture within its budget. Internal to the library.
#include "checker_support.hpp"
#include "cw/cad/preview.hpp"
#include "drawing_checker.hpp"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace cw::cad::detail {

// Consecutive points of one entity (a flattened arc, a polyline) in the space it is drawn in.
struct PreviewRun {
  std::size_t first = 0;  // into points
  std::uint32_t count = 0;
  std::uint32_t layer = 0;
  std::int32_t space = kModelSpace;  // a block's index, or the drawing
};

// What the collector kept of the drawing, for preview_model.cpp.
struct CollectedDrawing {
  std::vector<Point2> points;
  std::vector<PreviewRun> runs;
  std::vector<std::size_t> dropped_segments;  // per space (index space + 1): not kept past max_collected_points
  std::vector<std::string> layer_names;        // by layer id
  std::vector<std::string> layer_colors;       // by layer id, "" for none given
  std::vector<char> layer_cut;                 // by layer id
  std::vector<char> layer_inherit;             // by layer id: 0 or BYBLOCK, in a block on its insert's layer
  std::vector<std::string> block_names;        // by block index
  std::vector<Placement> placements;           // each INSERT with its transform (and its copies, a MINSERT's)
};

class PreviewCollector : public DrawingChecker {
 public:
  PreviewCollector(const PreflightOptions& options, const PreviewOptions& preview, Clock::time_point deadline);
  void addLayer(const DL_LayerData& data) override;
  void addBlock(const DL_BlockData& data) override;
  void endBlock() override;
  void addLine(const DL_LineData& d) override;
  void addArc(const DL_ArcData& d) override;
  void addCircle(const DL_CircleData& d) override;
  void addEllipse(const DL_EllipseData& d) override;
  void addPolyline(const DL_PolylineData& d) override;
  void endEntity() override;
  void endSequence() override;
  void addSpline(const DL_SplineData& d) override;
  void addTrace(const DL_TraceData& d) override;
  void addSolid(const DL_SolidData& d) override;
  void add3dFace(const DL_3dFaceData& d) override;
  PreflightReport finish() override;
  // Once finish() returned a report that is not an error: the kept geometry, blocks and inserts.
  CollectedDrawing take();

 private:
  // The polyline or spline the checker holds, kept before the checker finishes it.
  void take_pending();
  void keep_polyline(const PendingPolyline& polyline);
  void keep_spline(const PendingSpline& spline);
  // The space and layer of the entity dxflib hands over now (after the checker has seen it).
  std::int32_t current_space() const;
  std::uint32_t current_layer();
  void keep(const std::vector<Point2>& run, std::uint32_t layer, std::int32_t space);
  void keep_here(const std::vector<Point2>& run) { keep(run, current_layer(), current_space()); }
  // A run in the current entity's OCS.
  void keep_in_plan(std::vector<Point2> run);
  void keep_corners(const double (&x)[4], const double (&y)[4]);

  const PreviewOptions& preview_;
  CollectedDrawing drawing_;
  std::unordered_map<std::string, std::string> colors_;  // by layer name, from the LAYER table
};

// The picture of a collected drawing within the budget (preview_model.cpp).
PreviewModel build_preview(CollectedDrawing drawing, const PreflightReport& report, const PreviewOptions& options,
                           Clock::time_point deadline);

}  // namespace cw::cad::detail
