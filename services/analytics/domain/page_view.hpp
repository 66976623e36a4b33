#pragma once
// Which pages are counted: the paths of the web app's routes (spec section 2), ids as digits; anything else is not
// a page of ours. No I/O here.
#include <optional>
#include <string>

namespace analytics {

inline constexpr std::size_t kMaxPageLength = 2048;
inline constexpr std::size_t kMaxBrowserIdLength = 128;

// The page as it is counted: the path without its query string or fragment, when it is a route of the app
// ("/project/41?tab=files" -> "/project/41"); nullopt otherwise (another path, over 2,048 characters, control
// characters, not UTF-8).
std::optional<std::string> app_page(const std::string& requested);

// An id the browser makes up (the tab's session id, the visitor id it keeps): 1 to 128 of letters, digits, '-' and
// '_'.
bool valid_browser_id(const std::string& id);

}  // namespace analytics
