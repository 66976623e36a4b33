// The cut layers chained into contours: findings, parts and holes.
#include "drawing_checker.hpp"

#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace cw::cad::detail {

Transform DrawingChecker::insert_transform(const Placement& p, Point2 base) {
  double angle = p.degrees * kPi / 180;
  double cosine = std::cos(angle), sine = std::sin(angle);
  Transform t{cosine * p.sx, -sine * p.sy, sine * p.sx, cosine * p.sy, 0, 0};
  Point2 shifted = t(base);
  t.tx = p.at.x - shifted.x;
  t.ty = p.at.y - shifted.y;
  return t;
}

void DrawingChecker::chain_contours() {
  ChainOptions chain_options;
  chain_options.tolerance = options_.geometry_tolerance;
  chain_options.almost_tolerance = options_.almost_closed_tolerance;
  chain_options.max_reported = options_.max_findings;
  chain_options.on_progress = [this] { check_deadline(); };
  std::map<int, std::vector<PlacedContour>> closed;  // by space
  for (auto& [key, edges] : edge_sets_) {
    ChainResult result = chain(edges, chain_options);
    edges = EdgeSet();
    report_chain(result);
    for (auto& contour : result.closed) {
      closed_part(context_of(contour.source), contour.points.front(), contour.box.max_x - contour.box.min_x,
                  contour.box.max_y - contour.box.min_y);
      std::uint32_t source = contour.source;
      closed[key.first].push_back({std::move(contour), source, key.first});
    }
  }
  edge_sets_.clear();

  std::vector<PlacedContour> drawing = std::move(closed[kModelSpace]);
  std::vector<std::vector<const Placement*>> inside_block(block_names_.size());
  for (auto& placement : placements_) {
    placement.transform = insert_transform(placement, base_[static_cast<std::size_t>(placement.block)]);
    if (placement.parent >= 0) inside_block[static_cast<std::size_t>(placement.parent)].push_back(&placement);
  }
  std::size_t points = 0;
  // Depth is bounded: check_blocks refused cycles and nesting past max_block_nesting.
  auto place = [&](auto&& self, int block, const Transform& transform) -> void {
    for (const auto& original : closed[block]) {
      if (drawing.size() >= kMaxPlacedContours || points + original.contour.points.size() > kMaxPlacedPoints) return;
      check_deadline();
      PlacedContour copy = original;
      for (auto& p : copy.contour.points) p = transform(p);
      points += copy.contour.points.size();
      refresh(copy.contour);
      drawing.push_back(std::move(copy));
    }
    for (const Placement* child : inside_block[static_cast<std::size_t>(block)]) {
      if (drawing.size() >= kMaxPlacedContours) return;
      self(self, child->block, child->transform.then(transform));
    }
  };
  for (const auto& placement : placements_) {
    if (placement.parent == kModelSpace) place(place, placement.block, placement.transform);
  }
  list_parts(drawing);
}

void DrawingChecker::refresh(ClosedContour& contour) {
  BoxBuilder box;
  for (const auto& p : contour.points) box.add(p.x, p.y);
  contour.box = box.box;
  contour.area = std::fabs(signed_area(contour.points));
}

void DrawingChecker::list_parts(std::vector<PlacedContour>& drawing) {
  std::vector<ClosedContour> contours;
  contours.reserve(drawing.size());
  for (auto& placed : drawing) contours.push_back(std::move(placed.contour));
  classify(contours, [this] { check_deadline(); });
  std::vector<int> listed_as(contours.size(), -1);
  auto summary = [&](std::size_t i) {
    const auto& c = contours[i];
    auto context = context_of(drawing[i].source);
    Contour out;
    out.layer = clean_text(context.layer);
    out.block = drawing[i].block >= 0 ? clean_text(block_names_[static_cast<std::size_t>(drawing[i].block)]) : "";
    out.handle = clean_text(context.handle);
    out.location = c.points.front();
    out.width_mm = (c.box.max_x - c.box.min_x) * units_.mm_per_unit;
    out.height_mm = (c.box.max_y - c.box.min_y) * units_.mm_per_unit;
    out.area_mm2 = c.area * units_.mm_per_unit * units_.mm_per_unit;
    out.segments = c.edges;
    return out;
  };
  for (std::size_t i = 0; i < contours.size(); ++i) {
    if (contours[i].depth % 2 != 0) continue;
    ++parts_count_;
    const auto& box = contours[i].box;
    nest_sizes_.add(clean_text(context_of(drawing[i].source).layer), (box.max_x - box.min_x) * units_.mm_per_unit,
                    (box.max_y - box.min_y) * units_.mm_per_unit);
    if (parts_.size() >= options_.max_findings) continue;
    listed_as[i] = static_cast<int>(parts_.size());
    parts_.push_back(summary(i));
  }
  for (std::size_t i = 0; i < contours.size(); ++i) {
    if (contours[i].depth % 2 == 0) continue;
    ++holes_count_;
    int part = listed_as[static_cast<std::size_t>(contours[i].parent)];
    if (part >= 0) ++parts_[static_cast<std::size_t>(part)].holes;
    if (holes_.size() >= options_.max_findings) continue;
    holes_.push_back(summary(i));
    holes_.back().part = part;
  }
}

void DrawingChecker::report_chain(const ChainResult& result) {
  for (const auto& open : result.open) {
    auto context = context_of(open.end_source);
    std::string layer = clean_text(context.layer);
    bool one_polyline = open.edges == 1 && sources_[open.end_source].polyline;
    std::string message =
        (one_polyline ? "An open polyline" : "An open contour of " + std::to_string(open.edges) + " segment" +
                                                 (open.edges == 1 ? "" : "s")) +
        " on the cut layer " + layer + " starts at " + point_text(open.start) + " and ends at " +
        point_text(open.end) + ", " + number(std::hypot(open.end.x - open.start.x, open.end.y - open.start.y)) +
        " apart: a cut contour must be closed";
    for (const auto& gap : open.gaps) {
      if (!gap.almost_closed) continue;
      message += "; it is almost closed at " + point_text(gap.from) + ": a gap of " + number(gap.distance) +
                 " where a snap was missed";
    }
    if (Finding* finding = add_finding("open_contour", Severity::error, std::move(message), context, open.end)) {
      finding->gaps = open.gaps;
    }
  }
  for (std::size_t i = result.open.size(); i < result.open_count; ++i) count_finding(Severity::error);
  for (const auto& branch : result.branches) {
    auto context = context_of(branch.source);
    add_finding("branching_point", Severity::error,
                std::to_string(branch.ends) + " segment ends meet at " + point_text(branch.at) +
                    " on the cut layer " + clean_text(context.layer) +
                    ": the machine cannot know which way the contour goes",
                context, branch.at);
  }
  for (std::size_t i = result.branches.size(); i < result.branch_count; ++i) count_finding(Severity::error);
  for (const auto& overlap : result.overlaps) {
    auto context = context_of(overlap.other);
    std::string other = handle_text(sources_[overlap.source].handle);
    add_finding("overlapping_segments", Severity::error,
                "Two segments on the cut layer " + clean_text(context.layer) + " overlap for " +
                    number(overlap.length) + " from " + point_text(overlap.from) +
                    (other.empty() ? "" : " (one is handle " + other + ")") +
                    ": the same edge is drawn twice in pieces and would be cut twice",
                context, overlap.from);
  }
  for (std::size_t i = result.overlaps.size(); i < result.overlap_count; ++i) count_finding(Severity::error);
  for (const auto& crossing : result.crossings) {
    auto context = context_of(crossing.source);
    add_finding("self_intersecting_contour", Severity::error,
                std::string(crossing.closed ? "A contour" : "An open contour") + " on the cut layer " +
                    clean_text(context.layer) + " crosses itself at " + point_text(crossing.at) +
                    ": the tool would cut into the part",
                context, crossing.at);
  }
  for (std::size_t i = result.crossings.size(); i < result.crossing_count; ++i) count_finding(Severity::error);
}

}  // namespace cw::cad::detail
