// The cut layers chained into contours: findings, parts and holes.
#include "drawing_checker.hpp"

#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <set>
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
  chain_options.curve_tolerance = options_.curve_tolerance;
  chain_options.max_reported = options_.max_findings;
  chain_options.on_progress = [this] { check_deadline(); };
  std::vector<std::vector<const Placement*>> inside_block(block_names_.size());
  for (auto& placement : placements_) {
    placement.transform = insert_transform(placement, base_[static_cast<std::size_t>(placement.block)]);
    if (placement.parent >= 0) inside_block[static_cast<std::size_t>(placement.parent)].push_back(&placement);
  }
  auto inherited = inherited_cut_layers(inside_block);
  std::map<int, std::vector<PlacedContour>> closed;  // by space
  for (auto& [key, edges] : edge_sets_) {
    auto [space, layer] = key;
    // A block's layer-0 geometry is checked once, on the first cut layer an insert puts it on (if any does).
    bool inherit = space >= 0 && inherits_layer(layer_names_[layer]);
    std::optional<std::uint32_t> shown;
    if (inherit) {
      shown = inherited[static_cast<std::size_t>(space)];
      if (!shown) continue;
      cut_entities_ += edges.size();
      has_cut_[static_cast<std::size_t>(space)] = 1;
    }
    ChainResult result = chain(edges, chain_options);
    edges = EdgeSet();
    report_chain(result, shown);
    for (auto& contour : result.closed) {
      closed_part(context_of(contour.source, shown), contour.points.front(), contour.box.max_x - contour.box.min_x,
                  contour.box.max_y - contour.box.min_y);
      std::uint32_t source = contour.source;
      closed[space].push_back({std::move(contour), source, space, layer, inherit});
    }
  }
  edge_sets_.clear();

  std::vector<PlacedContour> drawing = std::move(closed[kModelSpace]);
  std::size_t points = 0, visits = 0;
  // Depth is bounded: check_blocks refused cycles and nesting past max_block_nesting; the copies by the count of
  // visits.
  auto place = [&](auto&& self, int block, const Transform& transform, std::uint32_t layer) -> void {
    if (++visits > kMaxPlacedContours * 4) return;
    if (visits % 1024 == 0) check_deadline();
    for (const auto& original : closed[block]) {
      if (drawing.size() >= kMaxPlacedContours || points + original.contour.points.size() > kMaxPlacedPoints) return;
      if (original.inherit && !layer_state(layer_names_[layer]).cut) continue;
      check_deadline();
      PlacedContour copy = original;
      if (copy.inherit) copy.layer = layer;
      for (auto& p : copy.contour.points) p = transform(p);
      points += copy.contour.points.size();
      refresh(copy.contour);
      drawing.push_back(std::move(copy));
    }
    for (const Placement* child : inside_block[static_cast<std::size_t>(block)]) {
      for (std::size_t k = 0; k < child->copies(); ++k) {
        if (drawing.size() >= kMaxPlacedContours || visits > kMaxPlacedContours * 4) return;
        self(self, child->block, child->copy(k).then(transform), child->layer_inside(layer));
      }
    }
  };
  for (const auto& placement : placements_) {
    if (placement.parent != kModelSpace) continue;
    for (std::size_t k = 0; k < placement.copies(); ++k) {
      if (drawing.size() >= kMaxPlacedContours || visits > kMaxPlacedContours * 4) break;
      place(place, placement.block, placement.copy(k), placement.layer);
    }
  }
  list_parts(drawing);
}

std::vector<std::optional<std::uint32_t>> DrawingChecker::inherited_cut_layers(
    const std::vector<std::vector<const Placement*>>& inside_block) {
  std::vector<std::optional<std::uint32_t>> first(block_names_.size());
  std::set<std::pair<int, std::uint32_t>> seen;  // each block on each layer once, however often it is placed
  std::vector<std::pair<int, std::uint32_t>> work;
  for (const auto& placement : placements_) {
    if (placement.parent == kModelSpace) work.emplace_back(placement.block, placement.layer);
  }
  while (!work.empty()) {
    auto [block, layer] = work.back();
    work.pop_back();
    if (!seen.emplace(block, layer).second) continue;
    if (seen.size() % 1024 == 0) check_deadline();
    auto b = static_cast<std::size_t>(block);
    if (!first[b] && layer_state(layer_names_[layer]).cut) first[b] = layer;
    for (const Placement* child : inside_block[b]) {
      work.emplace_back(child->block, child->layer_inside(layer));
    }
  }
  return first;
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
    auto context = context_of(drawing[i].source, drawing[i].layer);
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
    nest_sizes_.add(clean_text(layer_names_[drawing[i].layer]), (box.max_x - box.min_x) * units_.mm_per_unit,
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

void DrawingChecker::report_chain(const ChainResult& result, std::optional<std::uint32_t> on_layer) {
  for (const auto& open : result.open) {
    auto context = context_of(open.end_source, on_layer);
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
    auto context = context_of(branch.source, on_layer);
    add_finding("branching_point", Severity::error,
                (branch.on_middle ? "A segment ends on the middle of another at "
                                  : std::to_string(branch.ends) + " segment ends meet at ") +
                    point_text(branch.at) + " on the cut layer " + clean_text(context.layer) +
                    ": the machine cannot know which way the contour goes",
                context, branch.at);
  }
  for (std::size_t i = result.branches.size(); i < result.branch_count; ++i) count_finding(Severity::error);
  for (const auto& overlap : result.overlaps) {
    auto context = context_of(overlap.other, on_layer);
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
    auto context = context_of(crossing.source, on_layer);
    add_finding("self_intersecting_contour", Severity::error,
                std::string(crossing.closed ? "A contour" : "An open contour") + " on the cut layer " +
                    clean_text(context.layer) + " crosses itself at " + point_text(crossing.at) +
                    ": the tool would cut into the part",
                context, crossing.at);
  }
  for (std::size_t i = result.crossings.size(); i < result.crossing_count; ++i) count_finding(Severity::error);
}

}  // namespace cw::cad::detail
