#include "app/platform_figures.hpp"

#include "app/views.hpp"
#include "domain/platform_figures.hpp"
#include "store/platform_store.hpp"

namespace analytics {

nlohmann::json PlatformFiguresCache::figures() {
  std::lock_guard lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  if (!computed_ || now - *computed_ >= max_age_) {
    const auto sample = db_.read_snapshot([](pqxx::transaction_base& tx) { return store::platform_sample(tx); });
    figures_ = platform_figures_json(platform_figures(sample));
    computed_ = now;
  }
  return figures_;
}

}  // namespace analytics
