#include "api/project_routes.hpp"

#include "api/forms.hpp"

namespace projects::api {

namespace {
// The open-project pages and single projects are answered from memory (app/read_cache) on the event loop; one that
// is not in memory moves to the worker pool. Everything else waits on PostgreSQL and runs on the worker pool.
constexpr auto kFromMemory = cw::http::Runs::on_event_loop;
}  // namespace

void add_project_routes(cw::http::Server& server, Projects& projects, cw::SessionStore& sessions) {
  server.post("/api/projects", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto form = cw::http::json_body(request);
    const auto key = cw::http::idempotency_key(request, form);
    cw::http::send_json(response, 201, projects.post(caller, key, [&] { return parse_new_project(form); }));
  });

  server.get("/api/projects", [&](const auto& request, auto& response) {
    cw::http::require_caller(request, sessions);
    auto query = parse_browse({cw::http::query(request, "search"), cw::http::query(request, "cabinetType"),
                               cw::http::query(request, "budgetRange"), cw::http::query(request, "materialType"),
                               cw::http::query(request, "page"), cw::http::query(request, "pageSize")});
    auto page = cw::http::from_memory_or_worker_pool(projects.remembered_page(query),
                                                     [&] { return projects.browse(query); });
    response.set_header("X-Total-Count", std::to_string(page.total));
    cw::http::send_json_text(request, response, 200, page.json, page.gzipped);
  }, kFromMemory);

  server.get(R"(/api/projects/([^/]+))", [&](const auto& request, auto& response) {
    cw::http::require_caller(request, sessions);
    response.status = 200;
    const auto id = cw::http::path_id(request, 1, kProjectNotFound);
    auto json = cw::http::from_memory_or_worker_pool(projects.remembered_project(id), [&] { return projects.find(id); });
    response.set_content(json, cw::http::kJsonContentType);
  }, kFromMemory);

  server.get("/api/my-projects", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, projects.own(cw::http::require_caller(request, sessions)));
  });

  server.post(R"(/api/projects/([^/]+)/complete)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, projects.complete(caller, cw::http::path_id(request, 1, kProjectNotFound)));
  });

  server.post(R"(/api/projects/([^/]+)/cancel)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, projects.cancel(caller, cw::http::path_id(request, 1, kProjectNotFound)));
  });
}

void add_bid_routes(cw::http::Server& server, Bids& bids, cw::SessionStore& sessions) {
  server.get(R"(/api/projects/([^/]+)/bids)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, bids.of_project(caller, cw::http::path_id(request, 1, kProjectNotFound)));
  });

  server.post("/api/bids", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto form = cw::http::json_body(request);
    cw::http::send_json(response, 201, bids.place(caller, [&] { return parse_new_bid(form); }));
  });

  server.post(R"(/api/bids/([^/]+)/accept)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, bids.accept(caller, cw::http::path_id(request, 1, kBidNotFound)));
  });
}

}  // namespace projects::api
