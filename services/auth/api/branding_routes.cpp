#include "api/branding_routes.hpp"

#include <cw/fields.hpp>

namespace auth::api {

namespace {

constexpr const char* kNoBranding = "No such member";
constexpr const char* kNoLogo = "No logo";

// A logo is an image of its own type and nothing else: never sniffed, never a document that runs anything. A URL
// with the current version (?v=) never changes, so it is cached for a year; any other URL is checked again.
void send_logo(const cw::http::Request& request, cw::http::Response& response, const store::StoredLogo& logo) {
  const bool versioned = cw::http::query(request, "v") == std::to_string(logo.version);
  response.status = 200;
  response.set_content(logo.bytes, logo.content_type.c_str());
  response.set_header("X-Content-Type-Options", "nosniff");
  response.set_header("Content-Security-Policy", "default-src 'none'; sandbox");
  response.set_header("Cache-Control", versioned ? "public, max-age=31536000, immutable" : "no-cache");
}

}  // namespace

void add_branding_routes(cw::http::Server& server, Branding& branding, cw::SessionStore& sessions) {
  server.get("/api/branding", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, branding.own(cw::http::require_session(request, sessions)));
  });
  server.put("/api/branding", [&](const auto& request, auto& response) {
    const auto session = cw::http::require_session(request, sessions);
    const auto body = cw::http::json_body(request);
    if (!body.contains("companyName")) throw cw::invalid("companyName is required (null removes it)");
    const auto name = company_name_form(cw::fields::optional_text(body, "companyName"));
    cw::http::send_json(response, 200, branding.set_company_name(session, name));
  });
  server.put("/api/branding/logo", [&](const auto& request, auto& response) {
    const auto session = cw::http::require_session(request, sessions);
    cw::http::send_json(response, 200,
                        branding.set_logo(session, request.get_header_value("Content-Type"), request.body));
  });
  server.del("/api/branding/logo", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, branding.remove_logo(cw::http::require_session(request, sessions)));
  });
  server.get(R"(/api/branding/([^/]+))", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, branding.public_branding(cw::http::path_id(request, 1, kNoBranding)));
  });
  server.get(R"(/api/branding/([^/]+)/logo)", [&](const auto& request, auto& response) {
    const auto logo = branding.logo(cw::http::path_id(request, 1, kNoLogo));
    if (!logo) throw cw::not_found(kNoLogo);
    send_logo(request, response, *logo);
  });
}

}  // namespace auth::api
