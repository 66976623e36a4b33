#include "api/engineer_routes.hpp"

#include "api/client_address.hpp"
#include "api/profile_form.hpp"
#include "app/views.hpp"
#include "domain/engineer_profile.hpp"
#include "domain/image.hpp"

#include <cw/fields.hpp>

namespace auth::api {

namespace {

constexpr const char* kEngineerNotFound = "Engineer not found";

std::optional<cw::Caller> viewer_of(const cw::http::Request& request, cw::SessionStore& sessions) {
  auto session = cw::http::optional_session(request, sessions);
  if (!session) return std::nullopt;
  return session->caller();
}

}  // namespace

void add_engineer_routes(cw::http::Server& server, Engineers& engineers, DirectoryAppearances& appearances,
                         cw::SessionStore& sessions) {
  server.get("/api/engineers", [&](const auto& request, auto& response) {
    const auto param = [&](const char* name) { return cw::http::query(request, name); };
    Engineers::DirectoryRequest directory{
        param("search").value_or(""), param("software").value_or(""), param("location").value_or(""),
        parse_page(param("page"), param("pageSize")),
        parse_advanced_filters({param("minRating"), param("minRate"), param("maxRate"), param("minCompletedProjects"),
                                param("availability"), param("maxResponseTime"), param("verifiedOnly"),
                                param("sort")}),
        parse_reviewed_only(param("reviewedOnly")), param("certification").value_or("")};
    const auto viewer = viewer_of(request, sessions);
    auto page = engineers.directory(directory, viewer);
    appearances.record(viewer, client_address(request), request.get_header_value("User-Agent"), page.engineer_ids);
    response.set_header("X-Total-Count", std::to_string(page.total));
    response.status = 200;
    response.set_content(page.engineers_json, cw::http::kJsonContentType);
  });

  server.get("/api/engineer-profile", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, engineers.own_profile(cw::http::require_caller(request, sessions)));
  });

  server.get(R"(/api/engineer-profile/([^/]+))", [&](const auto& request, auto& response) {
    auto user_id = cw::http::path_id(request, 1, kEngineerNotFound);
    cw::http::send_json(response, 200, engineers.profile(user_id, viewer_of(request, sessions)));
  });

  server.patch(R"(/api/engineer-profile/([^/]+))", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto user_id = cw::http::path_id(request, 1, kEngineerNotFound);
    const auto changes = parse_profile_changes(cw::http::json_body(request));
    cw::http::send_json(response, 200, engineers.update_profile(caller, user_id, changes));
  });

  server.get(R"(/api/engineers/([^/]+)/reviews)", [&](const auto& request, auto& response) {
    auto engineer_id = cw::http::path_id(request, 1, kEngineerNotFound);
    cw::http::send_json(response, 200, engineers.reviews(engineer_id, viewer_of(request, sessions)));
  });

  server.post(R"(/api/engineers/([^/]+)/reviews)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto engineer_id = cw::http::path_id(request, 1, kEngineerNotFound);
    cw::http::send_json(response, 201, engineers.add_review(caller, engineer_id, cw::http::json_body(request)));
  });

  server.post(R"(/api/admin/engineers/([^/]+)/approve)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can approve engineers");
    cw::http::send_json(response, 200, engineers.approve(caller, cw::http::path_id(request, 1, kEngineerNotFound)));
  });

  server.post(R"(/api/admin/engineers/([^/]+)/reject)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can reject engineers");
    auto engineer_id = cw::http::path_id(request, 1, kEngineerNotFound);
    auto reason = rejection_reason(cw::http::json_body(request));
    cw::http::send_json(response, 200, engineers.reject(caller, engineer_id, reason));
  });

  server.post(R"(/api/admin/engineers/([^/]+)/revoke)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can revoke a verification");
    auto engineer_id = cw::http::path_id(request, 1, kEngineerNotFound);
    auto reason = rejection_reason(cw::http::json_body(request));
    cw::http::send_json(response, 200, engineers.revoke(caller, engineer_id, reason));
  });

  server.get(R"(/api/admin/engineers/([^/]+)/decisions)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can read the decisions on an application");
    auto engineer_id = cw::http::path_id(request, 1, kEngineerNotFound);
    cw::http::send_json(response, 200, engineers.decisions(caller, engineer_id));
  });
}

void add_certification_routes(cw::http::Server& server, Certification& certification, cw::SessionStore& sessions) {
  server.get("/api/certification/questions", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, certification.start(cw::http::require_caller(request, sessions)));
  });
  server.post("/api/certification/attempt", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200, certification.submit(caller, cw::http::json_body(request)));
  });
  server.get("/api/certification/attempts", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, certification.attempts(cw::http::require_caller(request, sessions)));
  });
  server.get(R"(/api/admin/engineers/([^/]+)/certification-attempts)", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can read an engineer's attempts");
    auto engineer_id = cw::http::path_id(request, 1, kEngineerNotFound);
    cw::http::send_json(response, 200, certification.attempts_of(caller, engineer_id));
  });
}

void add_image_routes(cw::http::Server& server, Accounts& accounts, store::ImageFiles& images,
                      cw::SessionStore& sessions) {
  server.post("/api/upload-image", [&](const auto& request, auto& response) {
    cw::http::require_caller(request, sessions);
    if (!request.is_multipart_form_data() || !request.has_file("file")) {
      throw cw::invalid("Send the image as multipart form data in the field 'file'");
    }
    const auto file = request.get_file_value("file");
    if (file.content.size() > kMaxImageBytes) {
      throw cw::DomainError(cw::ErrorKind::too_large, "Images can be at most 5 MB", "too_large");
    }
    auto extension = image_extension(file.content);
    if (!extension) throw cw::invalid("Only JPEG, PNG, WebP or GIF images can be uploaded");
    cw::http::send_json(response, 201, {{"url", images.save(file.content, *extension)}});
  });

  server.put("/api/user/profile", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    auto body = cw::http::json_body(request);
    if (!body.contains("profileImage")) throw cw::invalid("profileImage is required");
    std::optional<std::string> url;  // null removes the avatar
    if (!body["profileImage"].is_null()) {
      if (!body["profileImage"].is_string()) throw cw::invalid("profileImage must be an uploaded image URL or null");
      url = cw::fields::text(body["profileImage"], "profileImage");
      if (!is_uploaded_image_url(*url) || !images.exists(*url)) {
        throw cw::invalid("profileImage must be an image uploaded with upload-image");
      }
    }
    cw::http::send_json(response, 200, public_json(accounts.set_profile_image(caller, url)));
  });
}

}  // namespace auth::api
