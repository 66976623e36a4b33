#include "domain/page_view.hpp"

#include <cw/text.hpp>

#include <array>
#include <cctype>
#include <string_view>

namespace analytics {

namespace {

// The web app's routes (web/src/config/paths.ts); ":id" is a project's or an engineer's id, ":track" a certification
// track's id (cabinet_vision), ":certificate" a certificate's public id (CW-CV-7K3M9QX2).
constexpr std::array<std::string_view, 39> kRoutes{
    "/", "/auth", "/how-it-works", "/file-transfer-guide", "/engineers", "/payment-test", "/payment-success",
    "/project-payment-demo", "/file-formats", "/micro-interactions", "/help", "/contact", "/premium-plans",
    "/get-certified", "/conversations", "/profile", "/dashboard", "/post-project", "/projects", "/project/:id",
    "/engineer/:id", "/certification", "/certification/success", "/admin", "/analytics", "/subscription",
    "/checkout", "/subscribe", "/project/:id/payment-live", "/project/:id/payment-success", "/skill-mastery",
    "/unsubscribe", "/notifications", "/privacy", "/terms", "/cookies", "/support", "/certification/tracks/:track",
    "/certificates/:certificate"};

bool is_id(std::string_view segment) {
  if (segment.empty() || segment.size() > 19) return false;
  for (unsigned char c : segment) {
    if (!std::isdigit(c)) return false;
  }
  return true;
}

// A segment of at most `max` characters, each allowed by `allowed`.
template <typename Allowed>
bool is_token(std::string_view segment, std::size_t max, Allowed allowed) {
  if (segment.empty() || segment.size() > max) return false;
  for (unsigned char c : segment) {
    if (!allowed(c)) return false;
  }
  return true;
}

bool segment_matches(std::string_view segment, std::string_view route_segment) {
  if (route_segment == "/:id") return is_id(segment.substr(1));
  if (route_segment == "/:track") {
    return is_token(segment.substr(1), 32, [](unsigned char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
  }
  if (route_segment == "/:certificate") {
    return is_token(segment.substr(1), 24, [](unsigned char c) {
      return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
    });
  }
  return segment == route_segment;
}

// Whether the path matches the route, segment by segment.
bool matches(std::string_view path, std::string_view route) {
  while (!path.empty() || !route.empty()) {
    if (path.empty() || route.empty()) return false;
    const auto path_end = path.find('/', 1);
    const auto route_end = route.find('/', 1);
    const auto path_segment = path.substr(0, path_end);
    const auto route_segment = route.substr(0, route_end);
    if (!segment_matches(path_segment, route_segment)) return false;
    path = path_end == std::string_view::npos ? std::string_view() : path.substr(path_end);
    route = route_end == std::string_view::npos ? std::string_view() : route.substr(route_end);
  }
  return true;
}

}  // namespace

std::optional<std::string> app_page(const std::string& requested) {
  if (requested.size() > kMaxPageLength || !cw::text::is_valid_utf8(requested)) return std::nullopt;
  std::string path = requested.substr(0, requested.find_first_of("?#"));
  for (unsigned char c : path) {
    if (c < 0x20 || c == 0x7f) return std::nullopt;
  }
  if (path.size() > 1 && path.back() == '/') path.pop_back();
  for (auto route : kRoutes) {
    if (matches(path, route)) return path;
  }
  return std::nullopt;
}

bool valid_browser_id(const std::string& id) {
  if (id.empty() || id.size() > kMaxBrowserIdLength) return false;
  for (unsigned char c : id) {
    if (!std::isalnum(c) && c != '-' && c != '_') return false;
  }
  return true;
}

}  // namespace analytics
