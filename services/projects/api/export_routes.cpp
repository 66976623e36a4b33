#include "api/export_routes.hpp"

namespace projects::api {

namespace {

// The CSV as an attachment, sent chunk by chunk as its pages are read (the server calls the provider on its worker
// pool between writes).
void send_csv(cw::http::Response& response, CsvExport csv) {
  response.status = 200;
  response.set_header("Content-Disposition", "attachment; filename=\"" + csv.file_name + "\"");
  response.set_header("Cache-Control", "private, no-store");
  response.set_chunked_content_provider(
      "text/csv; charset=utf-8", [next = std::move(csv.next)](std::size_t, httplib::DataSink& sink) {
        if (auto piece = next()) {
          sink.write(piece->data(), piece->size());
        } else {
          sink.done();
        }
        return true;
      });
}

}  // namespace

void add_export_routes(cw::http::Server& server, Exports& exports, cw::SessionStore& sessions) {
  server.get("/api/exports/projects.csv", [&](const auto& request, auto& response) {
    send_csv(response, exports.start(cw::http::require_caller(request, sessions), ExportKind::projects));
  });
  server.get("/api/exports/bids.csv", [&](const auto& request, auto& response) {
    send_csv(response, exports.start(cw::http::require_caller(request, sessions), ExportKind::bids));
  });
}

}  // namespace projects::api
