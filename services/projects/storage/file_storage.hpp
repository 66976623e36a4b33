#pragma once
// Where project files live on disk. nginx writes an upload's body into incoming/ (on the same filesystem), and the
// service, once it has checked the file, links it into objects/<first two hex digits>/<sha256>: stored once per
// content, never changed, served back by nginx (X-Accel-Redirect to /_cw/project-files/<relative path>).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace projects {

// An uploaded body, read once: its size, SHA-256 and first bytes (for the content check).
struct InspectedUpload {
  std::string path;  // in incoming/
  std::int64_t size_bytes = 0;
  std::string sha256;  // lowercase hex
  std::string head;    // at most kSniffBytes
};

class FileStorage {
 public:
  // root: the files folder (PROJECT_FILES_DIR); incoming/ and objects/ are made when missing.
  explicit FileStorage(std::string root);

  const std::string& root() const { return root_; }
  std::string incoming_dir() const { return root_ + "/incoming"; }

  // The body nginx wrote at `path`, which must be a regular file inside incoming/ (anything else, a symbolic link
  // or a path outside it, is refused with cw::invalid): hashed in one pass.
  InspectedUpload inspect(const std::string& path) const;
  // A body that came in the request itself (a call that did not pass through nginx): written to incoming/ first.
  // The file is removed when the returned guard goes.
  class TemporaryFile {
   public:
    explicit TemporaryFile(std::string path) : path_(std::move(path)) {}
    ~TemporaryFile();
    TemporaryFile(const TemporaryFile&) = delete;
    TemporaryFile& operator=(const TemporaryFile&) = delete;
    const std::string& path() const { return path_; }

   private:
    std::string path_;
  };
  std::unique_ptr<TemporaryFile> write_incoming(std::string_view body) const;

  // Keeps the inspected upload as its object (a hard link; a copy across filesystems), durable on return. An object
  // already there with the same content is kept as it is.
  void keep(const InspectedUpload& upload) const;

  // objects/ab/abcdef...: relative to the root, for nginx; the absolute path, for the preflight.
  static std::string relative_object_path(const std::string& sha256);
  std::string object_path(const std::string& sha256) const { return root_ + "/" + relative_object_path(sha256); }

 private:
  std::string root_;
};

// "attachment; filename=\"side_panel.dxf\"; filename*=UTF-8''side%20panel.dxf": an ASCII fallback and the real name.
std::string content_disposition(std::string_view name);

}  // namespace projects
