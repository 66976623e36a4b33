#pragma once
// GET /api/platform-figures (public, issue 30 item 1): "CabinetWorks in Numbers" from analytics' own projections,
// computed at most once per max_age in each process (the page is public and busy; the figures move slowly).
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <chrono>
#include <mutex>
#include <optional>

namespace analytics {

class PlatformFiguresCache {
 public:
  PlatformFiguresCache(cw::db::Pool& db, std::chrono::seconds max_age) : db_(db), max_age_(max_age) {}
  // {projectsPosted, verifiedEngineers, satisfactionPercent, medianDeliveryDays}, each null when there is too
  // little to claim it.
  nlohmann::json figures();

 private:
  cw::db::Pool& db_;
  const std::chrono::seconds max_age_;
  std::mutex mutex_;
  std::optional<std::chrono::steady_clock::time_point> computed_;
  nlohmann::json figures_;
};

}  // namespace analytics
