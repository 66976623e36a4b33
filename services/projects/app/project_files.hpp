#pragma once
// Use cases of project files: the gateway's check before it reads an upload's body, the upload itself (content
// check, SHA-256, plan limits, the DXF preflight), the list, downloads, the client's preflight waiver, the
// cut-list preview and a drawing's parts nested on sheets.
#include "domain/cut_list.hpp"
#include "domain/dxf_preflight.hpp"
#include "storage/file_storage.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <chrono>
#include <optional>
#include <string>

namespace projects {

struct PreflightSettings {
  std::string tool;  // the cw-dxf-preflight executable
  PreflightOptions options;
  std::chrono::milliseconds timeout{20'000};
};

// What nginx sends back for a download (X-Accel-Redirect to the stored object).
struct Download {
  std::string internal_path;  // /_cw/project-files/objects/ab/<sha256>
  std::string content_type;
  std::string content_disposition;  // nginx adds X-Content-SHA256 from the object's name
};


class ProjectFiles {
 public:
  ProjectFiles(cw::db::Pool& db, FileStorage& storage, PreflightSettings preflight)
      : db_(db), storage_(storage), preflight_(std::move(preflight)) {}

  // Before nginx reads the body: the caller may upload to the project, the name has an accepted extension and the
  // caller's plan allows its format, its declared size and one more upload. Throws the DomainError to answer.
  void authorize_upload(const cw::Caller& caller, std::int64_t project_id, const std::string& raw_name,
                        std::optional<std::int64_t> declared_size);
  // The body is on disk (inspected): every check again, the content check, then kept and recorded (201).
  nlohmann::json upload(const cw::Caller& caller, std::int64_t project_id, const std::string& raw_name,
                        const InspectedUpload& body);
  nlohmann::json list(const cw::Caller& caller, std::int64_t project_id);
  Download download(const cw::Caller& caller, std::int64_t project_id, std::int64_t file_id);
  nlohmann::json waive_preflight(const cw::Caller& caller, std::int64_t project_id, std::int64_t file_id);
  nlohmann::json cut_list(const cw::Caller& caller, std::int64_t project_id, std::int64_t file_id,
                          const EstimateOptions& options);
  // A DXF version's parts (from its stored report) nested per cut layer on the sheet asked for, with the layouts.
  nlohmann::json nesting(const cw::Caller& caller, std::int64_t project_id, std::int64_t file_id,
                         const NestOptions& options, bool grain);

 private:
  cw::db::Pool& db_;
  FileStorage& storage_;
  PreflightSettings preflight_;
};

}  // namespace projects
