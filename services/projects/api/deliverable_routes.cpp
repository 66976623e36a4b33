#include "api/deliverable_routes.hpp"

#include <cw/errors.hpp>
#include <cw/events/envelope.hpp>
#include <cw/fields.hpp>

#include <httplib.h>

#include <charconv>
#include <regex>

namespace projects::api {

namespace {

constexpr const char* kOneFile = R"(/api/projects/([^/]+)/files/([^/]+))";

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

// A sheet or kerf size in millimetres from the query, or the default.
double millimetres(const cw::http::Request& request, const char* name, double fallback) {
  const auto text = cw::http::query(request, name);
  if (!text || text->empty()) return fallback;
  double value = 0;
  const auto* end = text->data() + text->size();
  const auto [stop, error] = std::from_chars(text->data(), end, value);
  if (error != std::errc() || stop != end) throw cw::invalid(std::string(name) + " must be a number of millimetres");
  return value;
}

// The name of the upload, from ?name= (percent-encoded UTF-8).
std::string upload_name(const cw::http::Request& request) {
  auto name = cw::http::query(request, "name");
  if (!name || name->empty()) throw cw::invalid("The upload needs its file name: ?name=");
  return *name;
}

// The gateway's check before it reads a body: answered by status only (nginx's auth_request passes on 2xx and
// refuses on 401 and 403), so the real status and message travel in headers that nginx's refusal page sends back.
void refuse_upload(cw::http::Response& response, const cw::DomainError& error) {
  const auto status = cw::http::status_of(error.kind());
  response.status = status == 401 ? 401 : 403;
  response.set_header("X-Refusal-Status", std::to_string(status));
  // ASCII-only JSON: it travels as a header value.
  response.set_header("X-Refusal", nlohmann::json{{"message", error.what()}, {"code", error.code()}}
                                       .dump(-1, ' ', true, nlohmann::json::error_handler_t::replace));
}

void authorize_upload(const cw::http::Request& request, cw::http::Response& response, ProjectFiles& files,
                      cw::SessionStore& sessions) {
  static const std::regex kUploadUri(R"(^/api/projects/([^/?]+)/files(\?(.*))?$)");
  const auto method = request.get_header_value("X-Original-Method");
  const auto uri = request.get_header_value("X-Original-URI");
  try {
    // nginx's auth_request names the request it asks about; these headers are removed from a request without the
    // gateway's proof, so nobody else gets an answer here.
    if (method.empty() || uri.empty()) throw cw::forbidden("Only the gateway asks about uploads");
    auto caller = cw::http::require_caller(request, sessions);
    // Reads check their own permissions in their handlers; only a body is worth stopping at the door.
    if (method != "POST") {
      response.status = 204;
      return;
    }
    std::smatch match;
    if (!std::regex_match(uri, match, kUploadUri)) throw cw::not_found(kProjectNotFound);
    std::int64_t project_id = 0;
    const auto id_text = match[1].str();
    if (std::from_chars(id_text.data(), id_text.data() + id_text.size(), project_id).ec != std::errc() ||
        project_id < 1) {
      throw cw::not_found(kProjectNotFound);
    }
    httplib::Params params;
    httplib::detail::parse_query_text(match[3].str(), params);
    const auto name = params.find("name");
    if (name == params.end() || name->second.empty()) throw cw::invalid("The upload needs its file name: ?name=");
    cw::fields::check_text(name->second, "name");
    std::optional<std::int64_t> size;
    const auto length = request.get_header_value("X-Upload-Length");
    std::int64_t declared = 0;
    if (!length.empty() &&
        std::from_chars(length.data(), length.data() + length.size(), declared).ec == std::errc()) {
      size = declared;
    }
    files.authorize_upload(caller, project_id, name->second, size);
    response.status = 204;
  } catch (const cw::DomainError& error) {
    refuse_upload(response, error);
  }
}

}  // namespace

void add_file_routes(cw::http::Server& server, ProjectFiles& files, FileStorage& storage, cw::SessionStore& sessions) {
  for (auto* method : {"GET", "POST"}) {
    auto handler = [&](const auto& request, auto& response) { authorize_upload(request, response, files, sessions); };
    if (std::string(method) == "GET") server.get("/internal/project-files/authorize", handler);
    else server.post("/internal/project-files/authorize", handler);
  }

  server.get(R"(/api/projects/([^/]+)/files)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, files.list(caller, cw::http::path_id(request, 1, kProjectNotFound)));
  });

  server.post(R"(/api/projects/([^/]+)/files)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto project_id = cw::http::path_id(request, 1, kProjectNotFound);
    const auto name = upload_name(request);
    // Through the gateway the body is a file nginx wrote (X-Upload-File, which the server accepts only with the
    // gateway's proof); a direct call brings it along.
    const auto path = request.get_header_value(cw::http::kUploadFileHeader);
    const auto body = path.empty() ? storage.inspect_body(request.body) : storage.inspect(path);
    cw::http::send_json(response, 201, files.upload(caller, project_id, name, body));
  });

  server.get(std::string(kOneFile) + "/download", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto download = files.download(caller, cw::http::path_id(request, 1, kProjectNotFound),
                                         cw::http::path_id(request, 2, kFileNotFound));
    response.status = 200;
    response.set_header("X-Accel-Redirect", download.internal_path);
    response.set_header("Content-Disposition", download.content_disposition);
    response.set_header("Cache-Control", "private, no-store");
    response.set_content("", download.content_type.c_str());
  });

  server.post(std::string(kOneFile) + "/waive-preflight", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200,
                        files.waive_preflight(caller, cw::http::path_id(request, 1, kProjectNotFound),
                                              cw::http::path_id(request, 2, kFileNotFound)));
  });

  server.get(std::string(kOneFile) + "/cut-list", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    EstimateOptions options;
    options.sheet_width_mm = millimetres(request, "sheetWidth", options.sheet_width_mm);
    options.sheet_length_mm = millimetres(request, "sheetLength", options.sheet_length_mm);
    options.kerf_mm = millimetres(request, "kerf", options.kerf_mm);
    cw::http::send_json(response, 200,
                        files.cut_list(caller, cw::http::path_id(request, 1, kProjectNotFound),
                                       cw::http::path_id(request, 2, kFileNotFound), options));
  });
}

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

void add_test_clock_routes(cw::http::Server& server, cw::MovableClock& clock, Milestones& milestones) {
  if (!clock.movable()) return;
  cw::add_clock_route(server, clock);
  server.post("/internal/sweep", [&](const auto&, auto& response) {
    cw::http::send_json(response, 200, {{"approved", milestones.sweep()}});
  });
}

}  // namespace projects::api
