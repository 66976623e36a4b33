#include "domain/image.hpp"

namespace auth {

std::optional<std::string> image_extension(std::string_view content) {
  auto starts = [&](std::string_view prefix, std::size_t offset = 0) {
    return content.size() >= offset + prefix.size() && content.substr(offset, prefix.size()) == prefix;
  };
  if (starts("\xFF\xD8\xFF")) return "jpg";
  if (starts(std::string_view("\x89PNG\r\n\x1A\n", 8))) return "png";
  if (starts("GIF87a") || starts("GIF89a")) return "gif";
  if (starts("RIFF") && starts("WEBP", 8)) return "webp";
  return std::nullopt;
}

}  // namespace auth
