#include "api/project_routes.hpp"

#include "store/project_store.hpp"

namespace projects::api {

namespace {

nlohmann::json to_json(const Project& project) {
  auto optional_id = [](const std::optional<std::int64_t>& id) { return id ? nlohmann::json(*id) : nlohmann::json(nullptr); };
  return {{"id", project.id},
          {"clientId", project.client_id},
          {"title", project.title},
          {"description", project.description},
          {"cabinetType", project.cabinet_type},
          {"budgetRange", project.budget_range},
          {"timeline", project.timeline},
          {"materialType", project.material_type},
          {"deliverables", project.deliverables},
          {"status", project.status},
          {"assignedEngineerId", optional_id(project.assigned_engineer_id)},
          {"createdAt", project.created_at},
          {"updatedAt", project.updated_at}};
}

}  // namespace

void add_project_routes(cw::http::Server& server, cw::db::Pool& db, cw::SessionStore& sessions) {
  server.get("/api/my-projects", [&](const auto& request, auto& response) {
    auto session = cw::http::require_session(request, sessions);
    auto projects = db.read([&](pqxx::nontransaction& tx) { return store::projects_of_user(tx, session.user_id); });
    auto body = nlohmann::json::array();
    for (const auto& project : projects) body.push_back(to_json(project));
    cw::http::send_json(response, 200, body);
  });
}

}  // namespace projects::api
