#pragma once
// What counts as an image: the file's first bytes, never its name or the type the browser claims.
#include <optional>
#include <string>
#include <string_view>

namespace auth {

inline constexpr std::size_t kMaxImageBytes = 5u * 1024u * 1024u;

// "jpg", "png", "webp" or "gif" when the content starts like one; nullopt otherwise.
std::optional<std::string> image_extension(std::string_view content);

}  // namespace auth
