// The picture of a collected drawing: blocks placed by their inserts as the checker places them (every copy of a
// MINSERT, layer-0 geometry on the insert's layer), the whole drawing's box, and path data within the budget
// (thinned, then coarser, then sampled; the box stays the whole drawing's).
#include "preview_collector.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace cw::cad::detail {

namespace {

// A walk visits at most this many points, whatever the inserts multiply them to.
constexpr std::size_t kMaxPreviewWork = 40'000'000;
// How finely the numbers of the path data are written: a hundred-thousandth of the drawing's size.
constexpr double kPreviewQuantum = 1e-5;

std::size_t saturated_add(std::size_t a, std::size_t b) {
  return a > std::numeric_limits<std::size_t>::max() - b ? std::numeric_limits<std::size_t>::max() : a + b;
}

std::size_t saturated_multiply(std::size_t a, std::size_t b) {
  return b != 0 && a > std::numeric_limits<std::size_t>::max() / b ? std::numeric_limits<std::size_t>::max() : a * b;
}

// What each space (index space + 1: the drawing, then the blocks) holds, its inserts included.
struct SpaceTotals {
  std::vector<std::vector<const Placement*>> children;
  std::vector<std::size_t> runs, segments;
  std::vector<BoxBuilder> box;
  std::vector<char> done;
};

void total_space(SpaceTotals& totals, const CollectedDrawing& drawing, std::size_t slot) {
  if (totals.done[slot]) return;
  totals.done[slot] = 1;  // blocks never insert themselves: the checker refused such a file
  for (const Placement* child : totals.children[slot]) {
    auto inner = static_cast<std::size_t>(child->block + 1);
    total_space(totals, drawing, inner);
    std::size_t copies = child->copies();
    totals.runs[slot] = saturated_add(totals.runs[slot], saturated_multiply(totals.runs[inner], copies));
    totals.segments[slot] = saturated_add(totals.segments[slot], saturated_multiply(totals.segments[inner], copies));
    if (totals.box[inner].empty) continue;
    const Box& b = totals.box[inner].box;
    // A MINSERT's copies step along its columns and rows: the four corner copies hold the others between them.
    std::size_t rows = static_cast<std::size_t>(child->rows);
    for (std::size_t k : {std::size_t{0}, rows - 1, copies - rows, copies - 1}) {
      Transform placed = child->copy(k);
      for (Point2 corner : {Point2{b.min_x, b.min_y}, {b.max_x, b.min_y}, {b.min_x, b.max_y}, {b.max_x, b.max_y}}) {
        Point2 p = placed(corner);
        totals.box[slot].add(p.x, p.y);
      }
    }
  }
}

SpaceTotals space_totals(const CollectedDrawing& drawing) {
  std::size_t spaces = drawing.block_names.size() + 1;
  SpaceTotals totals{std::vector<std::vector<const Placement*>>(spaces), std::vector<std::size_t>(spaces, 0),
                     drawing.dropped_segments, std::vector<BoxBuilder>(spaces), std::vector<char>(spaces, 0)};
  totals.segments.resize(spaces, 0);
  for (const auto& placement : drawing.placements) {
    if (placement.parent == kPaperSpace) continue;
    totals.children[static_cast<std::size_t>(placement.parent + 1)].push_back(&placement);
  }
  for (const auto& run : drawing.runs) {
    auto slot = static_cast<std::size_t>(run.space + 1);
    ++totals.runs[slot];
    totals.segments[slot] = saturated_add(totals.segments[slot], run.count - 1);
    for (std::size_t i = run.first; i < run.first + run.count; ++i) {
      totals.box[slot].add(drawing.points[i].x, drawing.points[i].y);
    }
  }
  total_space(totals, drawing, 0);
  return totals;
}

// One try at writing the picture: every stride-th run kept (counting the runs of every insert, in order), points
// closer than min_step to the last one kept left out (a run's ends always stay).
class PathWriter {
 public:
  PathWriter(const CollectedDrawing& drawing, const SpaceTotals& totals, std::size_t max_points, std::size_t max_bytes,
             double quantum, double min_step, std::size_t stride)
      : drawing_(drawing), totals_(totals), max_points_(max_points), max_bytes_(max_bytes),
        decimals_(std::clamp(static_cast<int>(std::ceil(-std::log10(quantum))), 0, 6)), min_step_(min_step),
        stride_(std::max<std::size_t>(stride, 1)), paths_(drawing.layer_names.size()),
        segments_(drawing.layer_names.size(), 0),
        first_transform_(drawing.block_names.size()) {}

  // False when the budget ran out before the end (then load() says by how much, roughly).
  bool write() {
    walk(0, Transform{}, 0);
    return !stopped_;
  }
  // What the whole drawing would take at this try, as a share of the budget (1: all of it), from the part written.
  double load() const {
    double seen = static_cast<double>(std::max<std::size_t>(run_index_, 1));
    double all = static_cast<double>(std::max<std::size_t>(totals_.runs[0], 1)) / seen;
    // The work too: runs thinned below a step take no points, but visiting a billion copies of them takes time.
    return std::max({static_cast<double>(points_) / static_cast<double>(max_points_),
                     static_cast<double>(bytes_) / static_cast<double>(max_bytes_),
                     static_cast<double>(work_) / static_cast<double>(kMaxPreviewWork)}) * all;
  }
  bool out_of_work() const { return work_ >= kMaxPreviewWork; }
  std::vector<std::string>& paths() { return paths_; }
  const std::vector<std::size_t>& segments() const { return segments_; }
  const std::vector<std::optional<Transform>>& first_transforms() const { return first_transform_; }

 private:
  // The runs of a space and of every copy its inserts place, as the checker places them (insert_transform, OCS,
  // MINSERT copies); layer: the one its layer-0 (BYBLOCK) geometry is drawn on.
  void walk(std::size_t slot, const Transform& transform, std::uint32_t layer) {
    for (const auto& run : own_runs(slot)) {
      if (stopped_) return;
      bool inherits = run->space >= 0 && drawing_.layer_inherit[run->layer];
      if (run_index_++ % stride_ == 0) write_run(*run, transform, inherits ? layer : run->layer);
      if (++work_ >= kMaxPreviewWork) stopped_ = true;
    }
    for (const Placement* child : totals_.children[slot]) {
      auto inner = static_cast<std::size_t>(child->block + 1);
      auto& first = first_transform_[inner - 1];
      if (!first) first = child->copy(0).then(transform);
      std::size_t copies = child->copies(), per_copy = totals_.runs[inner];
      for (std::size_t k = 0; k < copies; ++k) {
        if (stopped_) return;
        // The next run kept lies past this copy's runs: nothing in it, nor in the copies up to that run, is kept.
        std::size_t after = saturated_add(run_index_, per_copy);
        std::size_t next_kept = saturated_add(run_index_, (stride_ - run_index_ % stride_) % stride_);
        if (next_kept >= after) {
          std::size_t skipped = per_copy == 0 ? copies - k : std::min(copies - k, (next_kept - run_index_) / per_copy);
          run_index_ = saturated_add(run_index_, saturated_multiply(skipped, per_copy));
          k += skipped - 1;
          continue;
        }
        walk(inner, child->copy(k).then(transform), child->layer_inside(layer));
      }
    }
  }
  const std::vector<const PreviewRun*>& own_runs(std::size_t slot) {
    if (runs_by_space_.empty()) {
      runs_by_space_.resize(totals_.runs.size());
      for (const auto& run : drawing_.runs) runs_by_space_[static_cast<std::size_t>(run.space + 1)].push_back(&run);
    }
    return runs_by_space_[slot];
  }
  void write_run(const PreviewRun& run, const Transform& transform, std::uint32_t layer) {
    std::string& path = paths_[layer];
    std::size_t mark = path.size(), shown = 0;
    Point2 last{};
    for (std::uint32_t k = 0; k < run.count; ++k) {
      Point2 p = transform(drawing_.points[run.first + k]);
      bool end = k + 1 == run.count;
      if (k > 0 && std::hypot(p.x - last.x, p.y - last.y) < min_step_ && !(end && shown >= 2)) continue;
      path += k == 0 ? (path.empty() ? "M" : " M") : shown == 1 ? "L" : " ";
      add_number(path, p.x);
      path += ' ';
      add_number(path, p.y);
      last = p;
      ++shown;
    }
    work_ += run.count;
    if (shown < 2) {
      path.resize(mark);  // shorter than a step: left out
    } else {
      segments_[layer] += shown - 1;
      points_ += shown;
      bytes_ += path.size() - mark;
    }
    if (points_ > max_points_ || bytes_ > max_bytes_ || out_of_work()) stopped_ = true;
  }
  void add_number(std::string& out, double value) {
    char buffer[48];
    double rounded = std::round(value * scale_) / scale_;
    if (rounded == 0) rounded = 0;  // no "-0"
    auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, rounded, std::chars_format::fixed, decimals_);
    if (error != std::errc()) {
      out += '0';
      return;
    }
    char* stop = end;
    if (decimals_ > 0) {
      while (stop[-1] == '0') --stop;
      if (stop[-1] == '.') --stop;
    }
    out.append(buffer, stop);
  }

  const CollectedDrawing& drawing_;
  const SpaceTotals& totals_;
  std::size_t max_points_, max_bytes_;
  int decimals_;
  double scale_ = std::pow(10.0, decimals_);
  double min_step_;
  std::size_t stride_;
  std::vector<std::string> paths_;
  std::vector<std::size_t> segments_;
  std::vector<std::optional<Transform>> first_transform_;
  std::vector<std::vector<const PreviewRun*>> runs_by_space_;
  std::size_t points_ = 0, bytes_ = 0, work_ = 0, run_index_ = 0;
  bool stopped_ = false;
};

}  // namespace

PreviewModel build_preview(CollectedDrawing drawing, const PreflightReport& report, const PreviewOptions& options,
                           Clock::time_point deadline) {
  PreviewModel model;
  model.units = report.units;
  SpaceTotals totals = space_totals(drawing);
  model.total_segments = totals.segments[0];
  double size = 1;
  if (!totals.box[0].empty) {
    model.box = totals.box[0].box;
    size = std::max({model.box->max_x - model.box->min_x, model.box->max_y - model.box->min_y, 1e-9});
  }
  // Each try thinner than the one before: as drawn; tiny steps thinned; curves coarser; then sampled evenly.
  struct Try {
    double step;
    std::size_t stride;
  };
  // More runs than a walk may visit (copies of copies of a MINSERT): sampled from the start, about as many as the
  // picture has points.
  std::size_t stride = totals.runs[0] > kMaxPreviewWork ? totals.runs[0] / options.max_points + 1 : 1;
  std::vector<Try> tries = {{0, stride}, {size * 1e-4, stride}, {size * 1e-3, stride}};
  std::optional<PathWriter> writer;
  bool too_many = saturated_add(totals.segments[0], totals.runs[0]) > options.max_points;
  for (std::size_t attempt = too_many ? 1 : 0; attempt < 12; ++attempt) {
    Try now = attempt < tries.size() ? tries[attempt] : tries.back();
    writer.emplace(drawing, totals, options.max_points, options.max_path_bytes, size * kPreviewQuantum, now.step,
                   now.stride);
    if (writer->write()) {
      model.simplified = attempt > 0 || writer->out_of_work();
      break;
    }
    model.simplified = true;
    // Past the clock, the last try is the one shown (cut short where its budget ran out).
    if (Clock::now() > deadline) break;
    if (attempt + 1 >= tries.size()) {
      double wider = std::ceil(static_cast<double>(now.stride) * std::max(writer->load() / 0.9, 1.7));
      tries.push_back({now.step, static_cast<std::size_t>(std::min(wider, 1e18))});
    }
  }
  auto& paths = writer->paths();
  for (std::size_t id = 0; id < drawing.layer_names.size(); ++id) {
    PreviewLayer layer;
    layer.name = drawing.layer_names[id];
    layer.color = drawing.layer_colors[id].empty() ? aci_color(7) : drawing.layer_colors[id];
    layer.cut = drawing.layer_cut[id] != 0;
    layer.path = std::move(paths[id]);
    layer.segments = writer->segments()[id];
    model.shown_segments += layer.segments;
    model.layers.push_back(std::move(layer));
  }
  std::sort(model.layers.begin(), model.layers.end(),
            [](const PreviewLayer& a, const PreviewLayer& b) { return a.name < b.name; });
  for (std::size_t b = 0; b < drawing.block_names.size(); ++b) {
    const auto& t = writer->first_transforms()[b];
    if (t) model.blocks.push_back({drawing.block_names[b], {t->a, t->c, t->b, t->d, t->tx, t->ty}});
  }
  std::sort(model.blocks.begin(), model.blocks.end(),
            [](const PreviewBlock& a, const PreviewBlock& b) { return a.name < b.name; });
  if (model.shown_segments < model.total_segments) model.simplified = true;
  return model;
}

}  // namespace cw::cad::detail
