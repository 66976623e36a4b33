#pragma once
// Uploaded images on disk, in the folder nginx serves as /uploads/.
#include <string>

namespace auth::store {

class ImageFiles {
 public:
  explicit ImageFiles(std::string folder);
  // Writes the bytes under a new random name with the given extension; returns the public URL.
  std::string save(const std::string& content, const std::string& extension);
  // True when the URL (/uploads/<name>) names a stored file.
  bool exists(const std::string& url) const;

 private:
  std::string folder_;
};

}  // namespace auth::store
