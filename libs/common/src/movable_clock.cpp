#include <cw/errors.hpp>
#include <cw/fields.hpp>
#include <cw/http.hpp>
#include <cw/movable_clock.hpp>

#include <ctime>

namespace cw {

void add_clock_route(http::Server& server, MovableClock& clock) {
  if (!clock.movable()) return;
  server.post("/internal/clock", [&clock](const http::Request& request, http::Response& response) {
    const auto form = http::json_body(request);
    auto seconds = fields::whole_number(form.value("advanceSeconds", nlohmann::json()), 0, 10LL * 365 * 86400);
    if (!seconds) throw invalid("advanceSeconds must be a whole number from 0 to ten years of seconds");
    clock.advance(std::chrono::seconds(*seconds));
    const auto now = std::chrono::system_clock::to_time_t(clock.now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    http::send_json(response, 200, {{"now", text}});
  });
}

}  // namespace cw
