#include "api/upload_check_routes.hpp"

#include "domain/project.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>

#include <httplib.h>

#include <charconv>
#include <regex>

namespace projects::api {

namespace {

// The gateway's check before it reads a body: answered by status only (nginx's auth_request passes on 2xx and
// refuses on 401 and 403), so the real status and message travel in headers that nginx's refusal page sends back.
void refuse_upload(cw::http::Response& response, const cw::DomainError& error) {
  const auto status = cw::http::status_of(error.kind());
  response.status = status == 401 ? 401 : 403;
  response.set_header("X-Refusal-Status", std::to_string(status));
  // ASCII-only JSON: it travels as a header value. The body the service itself would answer (send_error).
  nlohmann::json body{{"message", error.what()}, {"code", error.code()}};
  for (const auto& [name, value] : error.fields()) body[name] = value;
  response.set_header("X-Refusal", body.dump(-1, ' ', true, nlohmann::json::error_handler_t::replace));
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

void add_upload_check_routes(cw::http::Server& server, ProjectFiles& files, cw::SessionStore& sessions) {
  for (auto* method : {"GET", "POST"}) {
    auto handler = [&](const auto& request, auto& response) { authorize_upload(request, response, files, sessions); };
    if (std::string(method) == "GET") server.get("/internal/project-files/authorize", handler);
    else server.post("/internal/project-files/authorize", handler);
  }
}

}  // namespace projects::api
