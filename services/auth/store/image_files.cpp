#include "store/image_files.hpp"

#include <cw/random.hpp>

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace auth::store {

namespace {
constexpr const char* kUrlPrefix = "/uploads/";
}

ImageFiles::ImageFiles(std::string folder) : folder_(std::move(folder)) {
  std::filesystem::create_directories(folder_);
}

std::string ImageFiles::save(const std::string& content, const std::string& extension) {
  const std::string name = cw::random_hex() + "." + extension;
  const auto final_path = std::filesystem::path(folder_) / name;
  const auto temporary = std::filesystem::path(folder_) / ("." + name + ".part");
  {
    std::ofstream out(temporary, std::ios::binary);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
    if (!out) throw std::runtime_error("cannot write " + temporary.string());
  }
  // Renamed only when complete, so nginx never serves half a file.
  std::filesystem::permissions(temporary, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write |
                                              std::filesystem::perms::group_read | std::filesystem::perms::others_read);
  std::filesystem::rename(temporary, final_path);
  return kUrlPrefix + name;
}

bool ImageFiles::exists(const std::string& url) const {
  if (url.rfind(kUrlPrefix, 0) != 0) return false;
  return std::filesystem::is_regular_file(std::filesystem::path(folder_) / url.substr(std::string(kUrlPrefix).size()));
}

}  // namespace auth::store
