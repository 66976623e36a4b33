#include "api/milestone_routes.hpp"

#include "domain/milestone.hpp"
#include "domain/project.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>

#include <limits>

namespace projects::api {

namespace {

Stage stage_param(const cw::http::Request& request, std::size_t group) {
  auto stage = parse_stage(request.matches[group].str());
  if (!stage) throw cw::not_found("Stage not found: it is down_payment, milestone or final_payment");
  return *stage;
}

std::string note_field(const nlohmann::json& form, const char* name, std::size_t min_length) {
  const auto value = form.contains(name) ? form[name] : nlohmann::json("");
  return cw::fields::trimmed_text(value.is_null() ? nlohmann::json("") : value, name, min_length, kMaxNoteLength);
}

std::vector<std::int64_t> file_ids_field(const nlohmann::json& form) {
  const auto found = form.find("fileIds");
  if (found == form.end() || !found->is_array()) throw cw::invalid("fileIds must be a list of file ids");
  if (found->size() > kMaxFilesPerSubmission) throw cw::invalid("A submission can hold at most 50 files");
  std::vector<std::int64_t> ids;
  for (const auto& item : *found) {
    auto id = cw::fields::whole_number(item, 1, std::numeric_limits<std::int64_t>::max());
    if (!id) throw cw::invalid("fileIds must be a list of file ids");
    ids.push_back(*id);
  }
  return ids;
}

}  // namespace

void add_milestone_routes(cw::http::Server& server, Milestones& milestones, cw::SessionStore& sessions) {
  constexpr const char* kStage = R"(/api/projects/([^/]+)/milestones/([^/]+))";

  server.get(R"(/api/projects/([^/]+)/milestones)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, milestones.of_project(caller, cw::http::path_id(request, 1, kProjectNotFound)));
  });

  server.post(std::string(kStage) + "/submit", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto project_id = cw::http::path_id(request, 1, kProjectNotFound);
    const auto stage = stage_param(request, 2);
    const auto form = cw::http::json_body(request);
    cw::http::send_json(response, 200,
                        milestones.submit(caller, project_id, stage, file_ids_field(form), note_field(form, "note", 0)));
  });

  server.post(std::string(kStage) + "/request-changes", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto project_id = cw::http::path_id(request, 1, kProjectNotFound);
    const auto stage = stage_param(request, 2);
    const auto form = cw::http::json_body(request);
    cw::http::send_json(response, 200,
                        milestones.request_changes(caller, project_id, stage, note_field(form, "note", 1)));
  });

  server.post(std::string(kStage) + "/approve", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto project_id = cw::http::path_id(request, 1, kProjectNotFound);
    cw::http::send_json(response, 200, milestones.approve(caller, project_id, stage_param(request, 2)));
  });

  server.post(std::string(kStage) + "/dispute", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto project_id = cw::http::path_id(request, 1, kProjectNotFound);
    const auto stage = stage_param(request, 2);
    const auto form = cw::http::json_body(request);
    cw::http::send_json(response, 200, milestones.dispute(caller, project_id, stage, note_field(form, "reason", 1)));
  });

  server.get("/api/admin/disputes", [&](const auto& request, auto& response) {
    const auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, milestones.disputes(caller, cw::http::page_query(request)));
  });

  server.post(R"(/api/admin/disputes/([^/]+)/resolve)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto dispute_id = cw::http::path_id(request, 1, "Dispute not found");
    const auto form = cw::http::json_body(request);
    const auto outcome = parse_outcome(
        cw::fields::one_of(form.value("outcome", nlohmann::json()), "outcome", {"release", "refund", "split"}));
    std::optional<std::int64_t> percent;
    if (form.contains("engineerPercent") && !form["engineerPercent"].is_null()) {
      percent = cw::fields::whole_number(form["engineerPercent"], 1, 99);
      if (!percent) throw cw::invalid("engineerPercent must be a whole number from 1 to 99");
    }
    cw::http::send_json(response, 200,
                        milestones.resolve(caller, dispute_id, *outcome, percent, note_field(form, "note", 0)));
  });
}

}  // namespace projects::api
