#pragma once
// Receives dxflib's callbacks. processCodeValuePair sees every group before dxflib acts on it, so the counts dxflib
// would trust are checked there first; the add* callbacks check the entities; finish() chains the cut layers into
// contours and writes the report. Its parts: checker_reading.cpp (the guard, the header, tables and blocks),
// checker_entities.cpp, checker_curves.cpp (arcs, circles, ellipses and their OCS), checker_notes.cpp,
// checker_polylines.cpp (polylines, splines and what goes to the chainer), checker_contours.cpp, checker_blocks.cpp,
// checker_report.cpp. Internal to the library.
#include "checker_support.hpp"
#include "cw/cad/contours.hpp"
#include "nest_sizes.hpp"

#include <dl_creationadapter.h>

#include <map>
#include <unordered_map>
#include <utility>

namespace cw::cad::detail {

class DrawingChecker : public DL_CreationAdapter {
 public:
  DrawingChecker(const PreflightOptions& options, Clock::time_point deadline);
  void check_deadline() const;
  // ---- every group, before dxflib processes it
  void processCodeValuePair(unsigned int code, const std::string& value) override;
  // ---- tables, header, blocks
  void addLayer(const DL_LayerData& data) override;
  void setVariableInt(const std::string& key, int value, int) override;
  void setVariableDouble(const std::string& key, double value, int) override;
  void setVariableVector(const std::string& key, double x, double y, double, int) override;
  void addBlock(const DL_BlockData& data) override;
  void endBlock() override;
  // ---- entities
  void addPoint(const DL_PointData& d) override;
  void addLine(const DL_LineData& d) override;
  void addArc(const DL_ArcData& d) override;
  void addCircle(const DL_CircleData& d) override;
  void addEllipse(const DL_EllipseData& d) override;
  void addPolyline(const DL_PolylineData& d) override;
  void addVertex(const DL_VertexData& d) override;
  void endEntity() override;
  void endSequence() override;
  void addSpline(const DL_SplineData& d) override;
  void addControlPoint(const DL_ControlPointData& d) override;
  void addFitPoint(const DL_FitPointData& d) override;
  void addKnot(const DL_KnotData& d) override;
  void addInsert(const DL_InsertData& d) override;
  void addText(const DL_TextData& d) override;
  void addMText(const DL_MTextData& d) override;
  void addAttribute(const DL_AttributeData& d) override;
  void addArcAlignedText(const DL_ArcAlignedTextData& d) override;
  void addTrace(const DL_TraceData& d) override;
  void addSolid(const DL_SolidData& d) override;
  void add3dFace(const DL_3dFaceData& d) override;
  // Counted on their layer; their geometry does not go to a CNC.
  void addXLine(const DL_XLineData&) override;
  void addRay(const DL_RayData&) override;
  void addDimAlign(const DL_DimensionData&, const DL_DimAlignedData&) override;
  void addDimLinear(const DL_DimensionData&, const DL_DimLinearData&) override;
  void addDimRadial(const DL_DimensionData&, const DL_DimRadialData&) override;
  void addDimDiametric(const DL_DimensionData&, const DL_DimDiametricData&) override;
  void addDimAngular(const DL_DimensionData&, const DL_DimAngular2LData&) override;
  void addDimAngular3P(const DL_DimensionData&, const DL_DimAngular3PData&) override;
  void addDimOrdinate(const DL_DimensionData&, const DL_DimOrdinateData&) override;
  void addLeader(const DL_LeaderData&) override;
  void addHatch(const DL_HatchData&) override;
  void addImage(const DL_ImageData&) override;
  // ---- after the last group (the preview's collector, preview_collector.hpp, takes its last entity first)
  virtual PreflightReport finish();
 private:
  friend class PreviewCollector;  // reads what the checker keeps of the drawing: layers, blocks and inserts
  struct LayerState {
    std::uint32_t id = 0;  // into layer_names_
    std::size_t entities = 0;
    std::size_t block_entities = 0;
    bool cut = false;
  };
  // ---- the guard
  void track_structure(unsigned int code, const std::string& value);
  void end_object();
  void begin_object(const std::string& value);
  // dxflib allocates 4 doubles per declared vertex (an int multiplication that overflows past 2^29) and writes a
  // bulge at index -1 when one comes before the first vertex.
  void guard_lwpolyline(unsigned int code, const std::string& value);
  void guard_count(const std::string& value, const char* type);
  // ---- entities
  LayerState& layer_state(const std::string& name);
  EntityContext begin_entity();
  // The OCS of the entity dxflib hands over now.
  Ocs entity_ocs();
  bool usable_or_report(const EntityContext& context, const char* type, std::initializer_list<double> values);
  void add_extents(const EntityContext& context, double x, double y);
  void add_extents(const EntityContext& context, const Box& box);
  KeyHasher entity_key(EntityType type, const EntityContext& context) const;
  // True (and reported) when the same entity came before.
  bool check_duplicate(const KeyHasher& key, const EntityContext& context, const char* type, Point2 where);
  void report_zero_length(const EntityContext& context, const char* type, Point2 where);
  void text_entity(const char* type, double x, double y, const std::string& text);
  void four_corners(const DL_TraceData& d);
  // A curve out of the plan (run in its OCS, or already in the plan): seen from above, with a warning.
  void tilted_curve(const EntityContext& context, const char* type, std::vector<Point2> run, bool in_ocs = true);
  void report_tilted(const EntityContext& context, const char* type, Point2 where);
  // The entity being collected (a polyline's vertices, a spline's points) is complete.
  void finish_polyline();
  void finish_spline();
  // ---- contours
  EdgeSet& edges_for(const EntityContext& context);
  std::uint32_t source_of(const EntityContext& context, bool polyline);
  // The entity's context, on the given layer instead of its own when one is given (layer-0 geometry in a block).
  EntityContext context_of(std::uint32_t index, std::optional<std::uint32_t> layer = std::nullopt) const;
  // Rotated, scaled (mirrored by a negative scale), the block's base point on the insertion point.
  static Transform insert_transform(const Placement& p, Point2 base);
  // Every cut layer's geometry, per block definition and in the drawing, chained into contours: what stays open,
  // branches, overlaps or crosses itself is reported where it is drawn (a block's problems once, in the block);
  // the closed contours are parts, checked against the sheet; the drawing's, with its blocks placed by their
  // inserts, are sorted into parts and their holes for the report.
  void chain_contours();
  static void refresh(ClosedContour& contour);
  void list_parts(std::vector<PlacedContour>& drawing);
  // Which cut layer each block's layer-0 geometry is first placed on (through inserts on layer 0 inside blocks, the
  // layer of the insert placing those), nullopt when no insert puts it on a cut layer.
  std::vector<std::optional<std::uint32_t>> inherited_cut_layers(
      const std::vector<std::vector<const Placement*>>& inside_block);
  void report_chain(const ChainResult& result, std::optional<std::uint32_t> on_layer);
  // A closed contour on a cut layer: the largest sets the scale of the drawing; one too large for the sheet is kept
  // for the report.
  void closed_part(const EntityContext& context, Point2 where, double width, double height);
  bool fits_sheet(double width, double height) const;
  // ---- blocks
  int block_id(const std::string& name);
  // How deep blocks insert blocks, without recursion (a file may nest them 100,000 deep), and inserting cycles.
  void check_blocks();
  void check_block_references();
  // ---- units, the sheet
  void check_units_and_parts();
  // ---- findings and the report
  void count_finding(Severity severity);
  // The finding as listed, nullptr when past max_findings it is only counted.
  Finding* add_finding(std::string code, Severity severity, std::string message, const EntityContext& context,
                       std::optional<Point2> location);
  // $INSUNITS sets the scale of the sheet check; unitless and unknown units count as millimetres.
  void set_insunits(int code);
  PreflightReport report();
  const PreflightOptions& options_;
  Clock::time_point deadline_;
  std::vector<std::string> keywords_;
  // guard and structure
  std::size_t pairs_ = 0;
  std::size_t objects_ = 0;
  std::size_t object_pairs_ = 0;
  std::size_t object_points_ = 0;
  ObjectKind object_kind_ = ObjectKind::other;
  std::optional<int> lw_declared_;
  std::size_t lw_vertices_seen_ = 0;
  std::string object_handle_;
  std::string emitted_handle_;
  // of the object dxflib is handing over now (it does so when the next one starts)
  bool first_pair_checked_ = false;
  bool expecting_section_name_ = false;
  std::string section_;
  bool saw_entities_ = false;
  bool entities_closed_ = false;
  bool saw_eof_ = false;
  // header
  std::optional<int> insunits_;
  std::optional<Point2> header_min_, header_max_;
  Units units_{std::nullopt, "not set", 1};
  // drawing
  std::unordered_map<std::string, LayerState> layers_;
  std::size_t entity_count_ = 0;
  std::size_t block_entity_count_ = 0;
  std::size_t model_entities_ = 0;
  std::size_t cut_entities_ = 0;
  BoxBuilder extents_;
  std::unordered_map<std::uint64_t, std::uint64_t> seen_;
  // entity key -> first handle (handle_number)
  std::optional<PendingPolyline> polyline_;
  std::optional<PendingSpline> spline_;
  std::vector<std::string> layer_names_;
  std::map<std::pair<int, std::uint32_t>, EdgeSet> edge_sets_;
  // by space and layer: the cut layers' geometry
  std::vector<Source> sources_;
  std::vector<Placement> placements_;
  std::vector<Contour> parts_, holes_;
  std::size_t parts_count_ = 0, holes_count_ = 0;
  NestSizes nest_sizes_;  // every part, listed or not
  double largest_part_ = 0;
  std::size_t closed_parts_ = 0;
  std::vector<OversizedPart> oversized_;
  std::size_t oversized_count_ = 0;
  // blocks
  bool in_block_ = false;
  std::string block_;
  int block_index_ = -1;
  std::unordered_map<std::string, int> block_ids_;
  std::vector<std::string> block_names_;
  std::vector<std::vector<int>> children_;
  std::vector<char> defined_;
  std::vector<char> has_cut_;
  std::vector<std::optional<BlockReference>> first_reference_;
  std::vector<ScaledInsert> scaled_inserts_;
  std::vector<Point2> base_;
  // each block's base point
  // findings
  std::vector<Finding> findings_;
  std::size_t findings_omitted_ = 0;
  std::size_t error_count_ = 0;
  std::size_t warning_count_ = 0;
};

// ---- where an entity is drawn in the plan, for the chainer and the preview alike (checker_curves.cpp,
// checker_polylines.cpp)
struct ArcAngles {
  double start;  // radians, in [0, 2π)
  double sweep;  // counter-clockwise, radians: from 0 to 360 degrees is a whole circle
};
// An ARC's angles in its own coordinate system (OCS).
ArcAngles arc_angles(const DL_ArcData& d);
// An ELLIPSE as chords in the plan (seen from above when tilted); empty when the file gives no such curve.
std::vector<Point2> ellipse_in_plan(const DL_EllipseData& d, const Ocs& ocs, double curve_tolerance);
// Points of a run drawn in an OCS, into the plan.
void into_plan(std::vector<Point2>& run, const Ocs& ocs);
// A mirrored polyline's vertices and bulges turned into the plan; the OCS left to apply to its path (a tilted one's;
// a 3D polyline, flag 8, has none).
Ocs turn_into_plan(PendingPolyline& polyline);
// A polyline's path (vertices turned by turn_into_plan) in the plan: arcs as chords, a closed one back on its first
// point; its arcs go to `arcs` when asked for and it is not tilted.
std::vector<Point2> polyline_path(const PendingPolyline& polyline, const Ocs& ocs, double tolerance,
                                  double curve_tolerance, std::vector<CircularArc>* arcs = nullptr);

// Reads the file through the checker (the guards, limits and clock of preflight_dxf) and returns its finish().
PreflightReport read_dxf(const std::string& path, const PreflightOptions& options, DrawingChecker& checker);

}  // namespace cw::cad::detail
