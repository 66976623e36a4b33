#include "api/signup_routes.hpp"

#include "store/signup_store.hpp"

namespace analytics::api {

namespace {

using nlohmann::json;

cw::Caller require_admin(const cw::http::Request& request, cw::SessionStore& sessions) {
  auto caller = cw::http::require_caller(request, sessions);
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can see analytics");
  return caller;
}

std::chrono::sys_days today() { return std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()); }

json counts_json(const SignupCounts& counts) {
  return {{"total", counts.total}, {"clients", counts.clients}, {"engineers", counts.engineers}};
}

}  // namespace

void add_signup_routes(cw::http::Server& server, cw::db::Pool& db, cw::SessionStore& sessions) {
  server.get("/api/analytics/signups", [&](const auto& request, auto& response) {
    require_admin(request, sessions);
    auto range = parse_range(cw::http::query(request, "start"), cw::http::query(request, "end"), today());
    auto counts = db.read([&](pqxx::nontransaction& tx) { return store::signups_between(tx, range); });
    cw::http::send_json(response, 200, counts_json(counts));
  });

  server.get("/api/analytics/signups-by-source", [&](const auto& request, auto& response) {
    require_admin(request, sessions);
    auto sources = db.read([&](pqxx::nontransaction& tx) { return store::signups_by_source(tx); });
    auto body = json::array();
    for (const auto& entry : sources) {
      body.push_back({{"source", entry.source ? json(*entry.source) : json(nullptr)},
                      {"count", entry.counts.total},
                      {"clients", entry.counts.clients},
                      {"engineers", entry.counts.engineers}});
    }
    cw::http::send_json(response, 200, body);
  });

  server.get("/api/analytics/daily-signups", [&](const auto& request, auto& response) {
    require_admin(request, sessions);
    int days = parse_days(cw::http::query(request, "days"));
    DateRange range{today() - std::chrono::days{days - 1}, today()};
    auto recorded = db.read([&](pqxx::nontransaction& tx) { return store::daily_signups(tx, range); });
    auto body = json::array();
    for (const auto& entry : fill_days(range.start, range.end, recorded)) {
      auto item = counts_json(entry.counts);
      item["date"] = entry.date;
      body.push_back(item);
    }
    cw::http::send_json(response, 200, body);
  });
}

}  // namespace analytics::api
