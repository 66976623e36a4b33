#include "app/project_files.hpp"

#include "app/existing.hpp"
#include "app/file_views.hpp"
#include "app/preflight_runner.hpp"
#include "domain/project_file.hpp"
#include "store/file_store.hpp"
#include "store/milestone_store.hpp"

#include <cw/cad/report_json.hpp>
#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/log.hpp>

#include <fstream>
#include <iterator>
#include <utility>

namespace projects {

namespace {

constexpr const char* kOnlyParticipantsUpload = "Only the project's client and its engineer can add files to it";

FileFormat accepted_format(const std::string& name) {
  auto format = format_of_name(name);
  if (!format) {
    throw cw::invalid(unknown_format_message(
        "." + (name.rfind('.') == std::string::npos ? std::string("(none)") : name.substr(name.rfind('.') + 1)) +
        " files are not accepted. See /file-formats for the formats we take."));
  }
  return *format;
}

// The project, when the caller may add files to it.
Project project_for_upload(pqxx::transaction_base& tx, const cw::Caller& caller, std::int64_t project_id,
                           bool for_update = false) {
  auto project = existing_project(tx, project_id, for_update);
  if (!may_upload_files(project, caller)) throw cw::forbidden(kOnlyParticipantsUpload);
  if (project.status == ProjectStatus::cancelled) throw cw::conflict("This project is cancelled");
  return project;
}

void ensure_plan_allows(pqxx::transaction_base& tx, const cw::Caller& caller, std::int64_t project_id,
                        const FileFormat& format, std::optional<std::int64_t> size,
                        const cw::member_plans::MemberPlan& plan) {
  if (auto why = why_plan_refuses_upload(plan, format, size, store::uploads_by(tx, project_id, caller.user_id))) {
    auto error = cw::forbidden(why->message);
    if (!why->required_plan.empty()) {
      error.add_field("requiredPlan", why->required_plan);
      error.add_field("upgradeUrl", "/premium-plans");
    }
    throw error;
  }
}

Project project_for_reading(pqxx::transaction_base& tx, const cw::Caller& caller, std::int64_t project_id) {
  auto project = existing_project(tx, project_id);
  if (!may_read_files(project, caller, caller.is(cw::Role::admin) && store::has_open_dispute(tx, project_id))) {
    throw cw::forbidden(kOnlyParticipantsSeeFiles);
  }
  return project;
}

std::string read_whole_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("the file " + path + " cannot be read");
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A cut list nobody could preview (no header, a column missing, no readable row...) is not kept: 400 with the line
// and the reason.
void ensure_cut_list_readable(const InspectedUpload& body) {
  if (std::cmp_greater(body.size_bytes, kMaxCutListBytes)) {
    throw cw::DomainError(cw::ErrorKind::invalid, "A cut list over 5 MB cannot be read", "unreadable_cut_list");
  }
  if (auto why = why_unreadable(parse_cut_list(read_whole_file(body.copy->path())))) {
    throw cw::DomainError(cw::ErrorKind::invalid, "This cut list cannot be read. " + *why, "unreadable_cut_list");
  }
}

ProjectFile existing_file(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t file_id) {
  auto file = store::find_file(tx, project_id, file_id);
  if (!file) throw cw::not_found(kFileNotFound);
  return *file;
}

// If-None-Match holds the tag, or "*" (RFC 9110 13.1.2: compared weakly, so nginx's gzip, which makes a tag weak,
// does not stop a match).
bool entity_tag_matches(std::string_view if_none_match, std::string_view etag) {
  if (if_none_match.find('*') != std::string_view::npos && if_none_match.find_first_not_of(" *") == std::string::npos) {
    return true;
  }
  while (!if_none_match.empty()) {
    const auto comma = if_none_match.find(',');
    auto tag = if_none_match.substr(0, comma);
    while (!tag.empty() && tag.front() == ' ') tag.remove_prefix(1);
    while (!tag.empty() && tag.back() == ' ') tag.remove_suffix(1);
    if (tag.starts_with("W/")) tag.remove_prefix(2);
    if (tag == etag) return true;
    if (comma == std::string_view::npos) break;
    if_none_match.remove_prefix(comma + 1);
  }
  return false;
}

}  // namespace

void ProjectFiles::authorize_upload(const cw::Caller& caller, std::int64_t project_id, const std::string& raw_name,
                                    std::optional<std::int64_t> declared_size) {
  db_.read([&](pqxx::nontransaction& tx) {
    project_for_upload(tx, caller, project_id);
    const auto name = clean_file_name(raw_name);
    ensure_plan_allows(tx, caller, project_id, accepted_format(name), declared_size,
                       cw::member_plans::plan_of(tx, caller.user_id));
  });
}

nlohmann::json ProjectFiles::upload(const cw::Caller& caller, std::int64_t project_id, const std::string& raw_name,
                                    const InspectedUpload& body) {
  const auto name = clean_file_name(raw_name);
  const auto format = accepted_format(name);
  authorize_upload(caller, project_id, name, body.size_bytes);
  if (!content_matches(format, body.head)) {
    throw cw::invalid(unknown_format_message(name + " is not a " + format.label + " (its content does not match ." +
                                             format.extension + ")"));
  }
  if (format.extension == "csv") ensure_cut_list_readable(body);
  storage_.keep(body);
  store::NewFile file{project_id, name, format.extension, format.content_type, body.size_bytes, body.sha256,
                      caller.user_id, std::nullopt, ""};
  if (format.extension == "dxf") {
    const auto report = run_preflight_tool(preflight_.tool, storage_.object_path(body.sha256), preflight_.options,
                                           preflight_.timeout);
    file.preflight_status = to_string(report.status);
    file.preflight = to_json(report).dump();
  }
  auto stored = db_.with_transaction([&](pqxx::work& tx) {
    // Under the project's and the member's locks: two uploads racing for the last allowed slot, or for the next
    // version number of one name, are counted one after the other.
    project_for_upload(tx, caller, project_id, true);
    ensure_plan_allows(tx, caller, project_id, format, body.size_bytes,
                       cw::member_plans::lock_member_plan(tx, caller.user_id));
    ensure_differs_from_latest(store::latest_file_named(tx, project_id, name), body.sha256);
    auto inserted = store::insert_file(tx, file);
    cw::events::publish(tx, cw::events::FilesUploaded{project_id, caller.user_id, {inserted.name},
                                                      cw::events::utc_now_iso()});
    return inserted;
  });
  return file_json(stored);
}

nlohmann::json ProjectFiles::list(const cw::Caller& caller, std::int64_t project_id) {
  return db_.read([&](pqxx::nontransaction& tx) {
    const auto project = project_for_reading(tx, caller, project_id);
    auto files = nlohmann::json::array();
    for (const auto& file : store::files_of_project(tx, project_id)) files.push_back(file_json(file));
    const bool can_upload = may_upload_files(project, caller) && project.status != ProjectStatus::cancelled;
    const auto plan = cw::member_plans::plan_of(tx, caller.user_id);
    return nlohmann::json{{"files", files},
                          {"limits", upload_limits_json(plan, store::uploads_by(tx, project_id, caller.user_id))},
                          {"canUpload", can_upload}};
  });
}

Download ProjectFiles::download(const cw::Caller& caller, std::int64_t project_id, std::int64_t file_id) {
  return db_.read([&](pqxx::nontransaction& tx) {
    project_for_reading(tx, caller, project_id);
    const auto file = existing_file(tx, project_id, file_id);
    return Download{"/_cw/project-files/" + FileStorage::relative_object_path(file.sha256), file.content_type,
                    content_disposition(file.name)};
  });
}

DrawingPreview ProjectFiles::preview(const cw::Caller& caller, std::int64_t project_id, std::int64_t file_id,
                                     std::string_view if_none_match) {
  const auto file = db_.read([&](pqxx::nontransaction& tx) {
    project_for_reading(tx, caller, project_id);
    return existing_file(tx, project_id, file_id);
  });
  if (file.format != "dxf") throw cw::conflict("Only a DXF drawing has a preview");
  // The content never changes under its SHA-256, nor does the preview drawn from it (the version is in the name).
  DrawingPreview preview{false, "", "\"preview-v1-" + file.sha256 + "\""};
  if (entity_tag_matches(if_none_match, preview.etag)) {
    preview.not_modified = true;
    return preview;
  }
  if (auto kept = storage_.read_preview(file.sha256)) {
    preview.json = std::move(*kept);
    return preview;
  }
  auto drawn = run_preview_tool(preflight_.tool, storage_.object_path(file.sha256), preflight_.options,
                                preflight_.timeout);
  if (!drawn.problem.empty()) {
    cw::log::warn("a drawing's preview was not made", {{"fileId", file.id}, {"problem", drawn.problem}});
    return {false, unmade_preview_json(drawn.problem).dump(), ""};
  }
  preview.json = drawn.preview.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  storage_.keep_preview(file.sha256, preview.json);
  return preview;
}

nlohmann::json ProjectFiles::waive_preflight(const cw::Caller& caller, std::int64_t project_id, std::int64_t file_id) {
  return db_.with_transaction([&](pqxx::work& tx) {
    const auto project = existing_project(tx, project_id, true);
    ensure_client_of(project, caller, "Only the project's client can waive a preflight");
    auto file = existing_file(tx, project_id, file_id);
    if (!file.preflight_status) throw cw::conflict("Only a DXF file has a preflight to waive");
    if (*file.preflight_status == "pass") throw cw::conflict("This file passed its preflight: there is nothing to waive");
    if (!file.preflight_waived) {
      store::waive_preflight(tx, file_id, caller.user_id);
      store::add_timeline(tx, project_id, Stage::final_payment, "preflight_waived", caller.user_id,
                          nlohmann::json{{"fileId", file.id}, {"name", file.name}, {"version", file.version}}.dump());
    }
    return file_json(existing_file(tx, project_id, file_id));
  });
}

nlohmann::json ProjectFiles::cut_list(const cw::Caller& caller, std::int64_t project_id, std::int64_t file_id,
                                      const EstimateOptions& options) {
  validate(options);
  const auto file = db_.read([&](pqxx::nontransaction& tx) {
    project_for_reading(tx, caller, project_id);
    return existing_file(tx, project_id, file_id);
  });
  if (file.format != "csv") throw cw::conflict("Only a CSV cut list has a preview");
  if (std::cmp_greater(file.size_bytes, kMaxCutListBytes)) throw cw::too_large("A cut list over 5 MB is too large to preview");
  const auto list = parse_cut_list(read_whole_file(storage_.object_path(file.sha256)));
  return {{"cutList", to_json(list)}, {"estimate", to_json(estimate_sheets(list, options))}};
}

nlohmann::json ProjectFiles::nesting(const cw::Caller& caller, std::int64_t project_id, std::int64_t file_id,
                                     const NestOptions& options, bool grain) {
  projects::validate(options);  // cw::cad::validate would throw the library's error
  const auto file = db_.read([&](pqxx::nontransaction& tx) {
    project_for_reading(tx, caller, project_id);
    return existing_file(tx, project_id, file_id);
  });
  if (!file.preflight_status) throw cw::conflict("Only a DXF drawing has parts to nest");
  const auto report = nlohmann::json::parse(file.preflight, nullptr, false);
  if (report.is_discarded() || !report.is_object() || !report.contains("nesting")) {
    throw cw::conflict("This drawing's preflight found no closed parts to nest");
  }
  auto stored = cw::cad::nesting_from_json(report.at("nesting"));
  return cw::cad::to_json(cw::cad::nest_groups(std::move(stored.groups), options, grain, true), true);
}

}  // namespace projects
