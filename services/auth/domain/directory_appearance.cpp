#include "domain/directory_appearance.hpp"

#include <algorithm>
#include <tuple>

namespace auth {

std::optional<DirectoryViewer> directory_viewer(const std::optional<cw::Caller>& caller,
                                                const std::string& visitor_fingerprint) {
  if (!caller) return DirectoryViewer{"visitor:" + visitor_fingerprint, std::nullopt};
  if (caller->is(cw::Role::admin)) return std::nullopt;
  return DirectoryViewer{"user:" + std::to_string(caller->user_id), caller->user_id};
}

std::size_t AppearanceBuffer::record(const std::string& day, const DirectoryViewer& viewer,
                                     const std::vector<std::int64_t>& engineers) {
  std::size_t dropped = 0;
  Appearance appearance{day, 0, viewer.key};
  for (const auto engineer : engineers) {
    if (viewer.user_id == engineer) continue;
    appearance.engineer_id = engineer;
    if (pending_.size() >= capacity_ && !pending_.contains(appearance)) {
      ++dropped;
      continue;
    }
    pending_.insert(appearance);
  }
  return dropped;
}

std::set<Appearance> AppearanceBuffer::take() {
  std::set<Appearance> taken;
  taken.swap(pending_);
  return taken;
}

std::size_t AppearanceBuffer::restore(const std::set<Appearance>& appearances) {
  std::size_t dropped = 0;
  for (const auto& appearance : appearances) {
    if (pending_.size() >= capacity_ && !pending_.contains(appearance)) {
      ++dropped;
      continue;
    }
    pending_.insert(appearance);
  }
  return dropped;
}

std::vector<AppearanceBatch> appearance_batches(std::vector<NewViewers> found, std::size_t max_engineers) {
  std::sort(found.begin(), found.end(), [](const NewViewers& a, const NewViewers& b) {
    return std::tie(a.day, a.engineer_id) < std::tie(b.day, b.engineer_id);
  });
  std::vector<AppearanceBatch> batches;
  for (const auto& entry : found) {
    if (entry.viewers < 1) continue;
    if (batches.empty() || batches.back().day != entry.day || batches.back().engineers.size() >= max_engineers) {
      batches.push_back({entry.day, {}});
    }
    auto& engineers = batches.back().engineers;
    if (!engineers.empty() && engineers.back().first == entry.engineer_id) {
      engineers.back().second += entry.viewers;
    } else {
      engineers.emplace_back(entry.engineer_id, entry.viewers);
    }
  }
  return batches;
}

}  // namespace auth
