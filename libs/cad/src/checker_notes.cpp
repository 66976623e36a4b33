// Texts (never on a cut layer), solids, and the entities that are only counted.
#include "drawing_checker.hpp"

#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace cw::cad::detail {

void DrawingChecker::addText(const DL_TextData& d) { text_entity("TEXT", d.ipx, d.ipy, d.text); }

void DrawingChecker::addMText(const DL_MTextData& d) { text_entity("MTEXT", d.ipx, d.ipy, d.text); }

void DrawingChecker::addAttribute(const DL_AttributeData& d) { text_entity("ATTRIB", d.ipx, d.ipy, d.text); }

void DrawingChecker::addArcAlignedText(const DL_ArcAlignedTextData& d) {
  text_entity("ARCALIGNEDTEXT", d.cx, d.cy, d.text);
}

void DrawingChecker::addTrace(const DL_TraceData& d) { four_corners(d); }

void DrawingChecker::addSolid(const DL_SolidData& d) { four_corners(d); }

void DrawingChecker::add3dFace(const DL_3dFaceData& d) { four_corners(d); }

void DrawingChecker::addXLine(const DL_XLineData&) { begin_entity(); }

void DrawingChecker::addRay(const DL_RayData&) { begin_entity(); }

void DrawingChecker::addDimAlign(const DL_DimensionData&, const DL_DimAlignedData&) { begin_entity(); }

void DrawingChecker::addDimLinear(const DL_DimensionData&, const DL_DimLinearData&) { begin_entity(); }

void DrawingChecker::addDimRadial(const DL_DimensionData&, const DL_DimRadialData&) { begin_entity(); }

void DrawingChecker::addDimDiametric(const DL_DimensionData&, const DL_DimDiametricData&) { begin_entity(); }

void DrawingChecker::addDimAngular(const DL_DimensionData&, const DL_DimAngular2LData&) { begin_entity(); }

void DrawingChecker::addDimAngular3P(const DL_DimensionData&, const DL_DimAngular3PData&) { begin_entity(); }

void DrawingChecker::addDimOrdinate(const DL_DimensionData&, const DL_DimOrdinateData&) { begin_entity(); }

void DrawingChecker::addLeader(const DL_LeaderData&) { begin_entity(); }

void DrawingChecker::addHatch(const DL_HatchData&) { begin_entity(); }

void DrawingChecker::addImage(const DL_ImageData&) { begin_entity(); }

void DrawingChecker::text_entity(const char* type, double x, double y, const std::string& text) {
  auto context = begin_entity();
  if (!usable_or_report(context, type, {x, y})) return;
  add_extents(context, x, y);
  if (!context.cut) return;
  std::string shown = clean_text(text, kMaxTextShown);
  if (shown.size() < text.size()) shown += "...";
  add_finding("text_on_cut_layer", Severity::error,
              a_or_an(type) + " (\"" + shown + "\") is on the cut layer " + clean_text(context.layer) +
                  " at " + point_text({x, y}) + ": the machine would cut it; put notes on another layer",
              context, Point2{x, y});
}

void DrawingChecker::four_corners(const DL_TraceData& d) {
  auto context = begin_entity();
  for (int k = 0; k < 4; ++k) {
    if (!usable_or_report(context, "SOLID", {d.x[k], d.y[k]})) return;
  }
  for (int k = 0; k < 4; ++k) add_extents(context, d.x[k], d.y[k]);
}

}  // namespace cw::cad::detail
