#pragma once
// Where project files live on disk. nginx writes an upload's body into incoming/ (on the same filesystem); the
// service copies it into staging/ while it hashes it, so what it stores is exactly what it hashed (a file in incoming/
// is nginx's and may still be written to), and once the upload is accepted renames the copy to
// objects/<first two hex digits>/<sha256>: stored once per content, never changed, served back by nginx
// (X-Accel-Redirect to /_cw/project-files/<relative path>). A DXF's preview is kept beside its object.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace projects {

// A file removed when its guard goes, unless it was renamed away before.
class StagedFile {
 public:
  explicit StagedFile(std::string path) : path_(std::move(path)) {}
  ~StagedFile();
  StagedFile(const StagedFile&) = delete;
  StagedFile& operator=(const StagedFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// An uploaded body, read once into the service's own copy: its size, SHA-256 and first bytes (for the content check).
struct InspectedUpload {
  std::shared_ptr<StagedFile> copy;  // in staging/, durable; removed unless keep() made it the object
  std::int64_t size_bytes = 0;
  std::string sha256;  // lowercase hex, of the copy's bytes
  std::string head;    // at most kSniffBytes
};

class FileStorage {
 public:
  // root: the files folder (PROJECT_FILES_DIR); incoming/, staging/ and objects/ are made when missing.
  explicit FileStorage(std::string root);

  const std::string& root() const { return root_; }
  std::string incoming_dir() const { return root_ + "/incoming"; }

  // The body nginx wrote at `path`, which must be a regular file inside incoming/ (anything else, a symbolic link
  // or a path outside it, is refused with cw::invalid): copied and hashed in one pass.
  InspectedUpload inspect(const std::string& path) const;
  // A body that came in the request itself (a call that did not pass through nginx).
  InspectedUpload inspect_body(std::string_view body) const;

  // Keeps the inspected upload as its object (its copy renamed into objects/), durable on return. An object already
  // there with the same content is kept as it is.
  void keep(const InspectedUpload& upload) const;

  // objects/ab/abcdef...: relative to the root, for nginx; the absolute path, for the preflight.
  static std::string relative_object_path(const std::string& sha256);
  std::string object_path(const std::string& sha256) const { return root_ + "/" + relative_object_path(sha256); }

  // A drawing's preview (its JSON), kept beside its object as objects/ab/<sha256>.preview-v1.json: made once per
  // content. The version in the name changes when the preview's shape does, so an old one is never served.
  static constexpr const char* kPreviewSuffix = ".preview-v1.json";
  std::optional<std::string> read_preview(const std::string& sha256) const;
  // Written whole or not at all (a reader never sees half of one); two requests racing both write the same bytes.
  void keep_preview(const std::string& sha256, std::string_view json) const;

 private:
  std::string staging_dir() const { return root_ + "/staging"; }

  std::string root_;
};

// "attachment; filename=\"side_panel.dxf\"; filename*=UTF-8''side%20panel.dxf": an ASCII fallback and the real name.
std::string content_disposition(std::string_view name);

}  // namespace projects
