#include "http_load_shedding.hpp"

#include "http_answers.hpp"
#include "http_server_metrics.hpp"

#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <algorithm>

namespace cw::http::detail {

void EventLoopLag::probed(Clock::time_point posted) {
  const auto now = Clock::now();
  const auto lag = now - posted;
  lag_.store(lag);
  probed_at_.store(now);
  if (lag <= max_lag_) {
    behind_since_.store(kNotBehind);
  } else if (behind_since_.load() == kNotBehind) {
    behind_since_.store(now);
  }
  probe_pending_ = false;
}

EventLoopLag::Clock::duration EventLoopLag::behind() const {
  const auto since = behind_since_.load();
  if (since == kNotBehind) return {};
  const auto now = Clock::now();
  const auto lag = lag_.load();
  const auto fresh = std::max<Clock::duration>(lag, max_lag_);
  if (now - since < max_lag_ || now - probed_at_.load() > fresh) return {};
  return lag;
}

void ShedLog::refused(const Route& route, const char* why, std::chrono::steady_clock::duration waited) {
  ++unlogged_;
  const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
  auto last = last_logged_.load(std::memory_order_relaxed);
  if (now - last < std::chrono::steady_clock::duration(std::chrono::seconds(1)).count()) return;
  if (!last_logged_.compare_exchange_strong(last, now)) return;
  log::warn("overloaded: refusing requests (503)",
            {{"refused", unlogged_.exchange(0)},
             {"route", route.pattern_text},
             {"why", why},
             {"waitedMs", std::chrono::duration_cast<std::chrono::milliseconds>(waited).count()}});
}

Response refuse(const Request& request, const Route& route, const char* why, std::chrono::steady_clock::duration waited,
                ShedLog& shed_log) {
  set_current_request_id(accept_request_id(request.get_header_value("X-Request-Id")));
  Response response;
  send_overloaded(response);
  count_request(&route, route.method, response.status, std::chrono::duration<double>(waited).count());
  route.shed->inc();
  shed_log.refused(route, why, waited);
  return response;
}

}  // namespace cw::http::detail
