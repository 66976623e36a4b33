#include "api/file_routes.hpp"

#include "api/upload_check_routes.hpp"
#include "domain/project.hpp"
#include "domain/project_file.hpp"

#include <cw/errors.hpp>

#include <charconv>

namespace projects::api {

namespace {

constexpr const char* kOneFile = R"(/api/projects/([^/]+)/files/([^/]+))";

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

// ?grain=true|false, false when left out.
bool grain_of(const cw::http::Request& request) {
  const auto text = cw::http::query(request, "grain");
  if (!text || text->empty() || *text == "false") return false;
  if (*text == "true") return true;
  throw cw::invalid("grain must be true or false");
}

// The name of the upload, from ?name= (percent-encoded UTF-8).
std::string upload_name(const cw::http::Request& request) {
  auto name = cw::http::query(request, "name");
  if (!name || name->empty()) throw cw::invalid("The upload needs its file name: ?name=");
  return *name;
}

}  // namespace

void add_file_routes(cw::http::Server& server, ProjectFiles& files, FileStorage& storage, cw::SessionStore& sessions) {
  add_upload_check_routes(server, files, sessions);

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

  server.get(std::string(kOneFile) + "/nesting", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    NestOptions options;
    options.sheet_width_mm = millimetres(request, "sheetWidth", options.sheet_width_mm);
    options.sheet_length_mm = millimetres(request, "sheetLength", options.sheet_length_mm);
    options.kerf_mm = millimetres(request, "kerf", options.kerf_mm);
    cw::http::send_json(response, 200,
                        files.nesting(caller, cw::http::path_id(request, 1, kProjectNotFound),
                                      cw::http::path_id(request, 2, kFileNotFound), options, grain_of(request)));
  });
}

}  // namespace projects::api
