// Blocks: their names, nesting, missing and scaled ones.
#include "drawing_checker.hpp"

#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace cw::cad::detail {

int DrawingChecker::block_id(const std::string& name) {
  auto found = block_ids_.find(name);
  if (found != block_ids_.end()) return found->second;
  if (block_ids_.size() >= kMaxBlocks) reject("The drawing has more than " + std::to_string(kMaxBlocks) + " blocks");
  int id = static_cast<int>(block_names_.size());
  block_ids_.emplace(name, id);
  block_names_.push_back(name);
  children_.emplace_back();
  defined_.push_back(0);
  has_cut_.push_back(0);
  base_.push_back({});
  first_reference_.emplace_back();
  return id;
}

void DrawingChecker::check_blocks() {
  std::size_t count = block_names_.size();
  std::vector<int> depth(count, 0);
  std::vector<char> state(count, 0);  // 0 unseen, 1 on the path, 2 done
  int deepest = 0;
  for (std::size_t root = 0; root < count; ++root) {
    if (state[root] != 0) continue;
    std::vector<std::pair<int, std::size_t>> path{{static_cast<int>(root), 0}};
    state[root] = 1;
    while (!path.empty()) {
      auto& [block, next] = path.back();
      const auto& children = children_[static_cast<std::size_t>(block)];
      if (next < children.size()) {
        int child = children[next++];
        auto c = static_cast<std::size_t>(child);
        if (state[c] == 1) {
          reject("The drawing's blocks insert themselves: block \"" + clean_text(block_names_[c], 100) +
                 "\" is inside itself");
        }
        if (state[c] == 0) {
          state[c] = 1;
          path.emplace_back(child, 0);
        }
        continue;
      }
      auto b = static_cast<std::size_t>(block);
      int own = 1;
      for (int child : children) own = std::max(own, depth[static_cast<std::size_t>(child)] + 1);
      depth[b] = own;
      state[b] = 2;
      deepest = std::max(deepest, own);
      path.pop_back();
    }
  }
  if (deepest > options_.max_block_nesting) {
    reject("The drawing nests blocks " + std::to_string(deepest) + " deep; at most " +
           std::to_string(options_.max_block_nesting) + " levels are allowed");
  }
}

void DrawingChecker::check_block_references() {
  for (std::size_t id = 0; id < block_names_.size(); ++id) {
    const auto& first = first_reference_[id];
    if (defined_[id] || !first) continue;
    add_finding("missing_block", Severity::warning,
                "An INSERT on layer " + clean_text(first->context.layer) + " at " + point_text(first->location) +
                    " places block \"" + clean_text(block_names_[id], 100) + "\", which the file does not define",
                first->context, first->location);
  }
  for (const auto& insert : scaled_inserts_) {
    if (!has_cut_[static_cast<std::size_t>(insert.block)]) continue;
    add_finding("scaled_insert", Severity::warning,
                "Block \"" + clean_text(block_names_[static_cast<std::size_t>(insert.block)], 100) +
                    "\" has cut contours and is placed at " + point_text(insert.location) + " scaled " +
                    number(insert.sx) + " x " + number(insert.sy) +
                    ": its contours were checked at their drawn size",
                insert.context, insert.location);
  }
}

}  // namespace cw::cad::detail
