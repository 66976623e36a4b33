#include "api/plan_routes.hpp"

namespace billing::api {

void add_plan_routes(cw::http::Server& server, Plans& plans) {
  server.get("/api/plans", [&](const auto&, auto& response) { cw::http::send_json(response, 200, plans.all()); });
  server.get("/api/certification-fees",
             [&](const auto&, auto& response) { cw::http::send_json(response, 200, plans.certification_fees()); });
}

}  // namespace billing::api
