#include "app/milestone_views.hpp"

#include <cw/events/envelope.hpp>
#include <cw/json_optional.hpp>
#include <cw/money.hpp>

#include <ctime>
#include <iomanip>
#include <map>
#include <sstream>

namespace projects {

using nlohmann::json;

std::optional<std::chrono::system_clock::time_point> parse_iso(const std::optional<std::string>& text) {
  std::tm tm{};
  std::istringstream in(text.value_or(""));
  in >> std::get_time(&tm, "%Y-%m-%dT%H:%M:%S");
  if (in.fail()) return std::nullopt;
  return std::chrono::system_clock::from_time_t(timegm(&tm));
}

namespace {

std::string name_of(const Party& party) {
  if (!party.first_name.empty() && !party.last_name.empty()) return party.first_name + " " + party.last_name;
  return party.username.empty() ? "Someone" : party.username;
}

// What a timeline line says, from its kind, who did it and its details.
std::string timeline_text(const TimelineEntry& entry, const Project& project) {
  const auto detail = json::parse(entry.detail, nullptr, false);
  auto text_of = [&](const char* key) {
    return detail.is_object() && detail.contains(key) && detail[key].is_string() ? detail[key].get<std::string>()
                                                                                 : std::string();
  };
  // "$1,600.00", the one way money reads (an amount that is not one as it was stored).
  auto money_of = [&](const char* key) {
    const auto text = text_of(key);
    const auto money = cw::money_of_text(text);
    return money ? money->display() : "$" + text;
  };
  auto number_of = [&](const char* key) {
    return detail.is_object() && detail.contains(key) && detail[key].is_number_integer()
               ? std::to_string(detail[key].get<std::int64_t>())
               : std::string("?");
  };
  const auto client = name_of(project.client);
  const auto engineer = project.assigned_engineer ? name_of(*project.assigned_engineer) : std::string("The engineer");
  const auto actor = entry.actor_id == project.client_id ? client : entry.actor_id ? engineer : std::string("Someone");
  const auto stage = description_of(entry.stage);
  const auto& kind = entry.kind;
  if (kind == "funded") return title_of(entry.stage) + " paid: " + money_of("amount") + " held in escrow";
  if (kind == "submitted") return engineer + " submitted revision " + number_of("revision") + " of " + stage;
  if (kind == "changes_requested") {
    return client + " requested changes to " + stage + " (" + number_of("revisionsUsed") + " of " +
           std::to_string(kMaxRevisions) + " revision requests)";
  }
  if (kind == "approved") return client + " approved " + stage;
  if (kind == "auto_approved") return title_of(entry.stage) + " approved automatically after 7 days without a reply";
  if (kind == "disputed") return actor + " opened a dispute on " + stage;
  if (kind == "resolved") {
    const auto outcome = text_of("outcome");
    if (outcome == "release") return "An admin resolved the dispute on " + stage + ": released to the engineer";
    if (outcome == "refund") return "An admin resolved the dispute on " + stage + ": refunded to the client";
    return "An admin resolved the dispute on " + stage + ": split, " + number_of("engineerPercent") +
           "% to the engineer";
  }
  if (kind == "released") return money_of("amount") + " of " + stage + " released to " + engineer;
  if (kind == "refunded") return money_of("amount") + " of " + stage + " refunded to " + client;
  if (kind == "preflight_waived") {
    return client + " waived the preflight of " + text_of("name") + " v" + number_of("version");
  }
  return kind;
}

// A submitted file as its stored preflight report tells it (a report that does not read leaves only its status).
DeliveredFile delivered_file(const ProjectFile& file) {
  DeliveredFile delivered;
  delivered.name = file.name;
  delivered.preflight_status = file.preflight_status;
  delivered.preflight_waived = file.preflight_waived;
  const auto report = file.preflight.empty() ? json() : json::parse(file.preflight, nullptr, false);
  if (!report.is_object()) return delivered;
  // Read field by field, each checked for its type: a stored value of another type is left out, never thrown over.
  auto text = [](const json& object, const char* key) {
    return object.is_object() && object.contains(key) && object[key].is_string() ? object[key].get<std::string>()
                                                                                 : std::string();
  };
  delivered.preflight_message = text(report, "message");
  if (report.contains("errorCount") && report["errorCount"].is_number_unsigned()) {
    delivered.error_count = report["errorCount"].get<std::size_t>();
  }
  if (report.contains("partCount") && report["partCount"].is_number_unsigned()) {
    delivered.part_count = report["partCount"].get<std::size_t>();
  }
  if (report.contains("findings") && report["findings"].is_array()) {
    for (const auto& finding : report["findings"]) {
      const auto code = text(finding, "code");
      if (code == "open_contour") ++delivered.open_contours;
      if (code == "part_exceeds_sheet") ++delivered.oversized_parts;
    }
  }
  auto number = [](const json& object, const char* key) {
    return object.is_object() && object.contains(key) && object[key].is_number() ? object[key].get<double>() : 0.0;
  };
  const auto sheet = report.contains("sheet") ? report["sheet"] : json::object();
  delivered.sheet_width_mm = number(sheet, "widthMm");
  delivered.sheet_length_mm = number(sheet, "lengthMm");
  if (const auto nesting = report.contains("nesting") ? report["nesting"] : json(); nesting.is_object()) {
    delivered.nesting = FileNesting{number(nesting, "sheetWidthMm"), number(nesting, "sheetLengthMm"),
                                    static_cast<int>(number(nesting, "sheets")), number(nesting, "utilisation"),
                                    static_cast<int>(number(nesting, "unfit"))};
  }
  return delivered;
}

json submitted_file_json(const ProjectFile& file, const DeliveredFile& delivered) {
  const auto& nesting = delivered.nesting;
  const bool dxf = delivered.is_dxf();
  return {{"id", file.id},
          {"name", file.name},
          {"version", file.version},
          {"sha256", file.sha256},
          {"preflightStatus", cw::optional_json(file.preflight_status)},
          {"preflightWaived", file.preflight_waived},
          {"partCount", cw::optional_json(delivered.part_count)},
          {"sheets", nesting ? json(nesting->sheets) : json(nullptr)},
          {"utilisation", nesting ? json(nesting->utilisation) : json(nullptr)},
          {"openContours", dxf ? json(delivered.open_contours) : json(nullptr)},
          {"fitsSheet", cw::optional_json(fits_sheet(delivered))}};
}

std::string auto_approve_at(const std::optional<std::string>& submitted_at) {
  const auto at = parse_iso(submitted_at);
  return at ? cw::events::iso_utc(*at + kAutoApproveAfter) : "";
}

}  // namespace

json dispute_json(const Dispute& dispute) {
  std::optional<std::int64_t> percent;
  if (dispute.engineer_share_bp) percent = *dispute.engineer_share_bp / 100;
  return {{"id", dispute.id},
          {"stage", to_string(dispute.stage)},
          {"openedBy", dispute.opened_by},
          {"reason", dispute.reason},
          {"openedAt", dispute.opened_at},
          {"outcome", dispute.outcome ? json(to_string(*dispute.outcome)) : json(nullptr)},
          {"engineerPercent", cw::optional_json(percent)},
          {"note", cw::optional_json(dispute.resolution_note)},
          {"resolvedAt", cw::optional_json(dispute.resolved_at)}};
}

json milestones_json(const Project& project, const MilestonesRead& read) {
  std::map<std::int64_t, const ProjectFile*> files;
  std::map<std::int64_t, DeliveredFile> read_reports;
  for (const auto& file : read.files) files.emplace(file.id, &file);

  auto stages = json::array();
  for (const auto& milestone : read.milestones) {
    auto stage_submissions = json::array();
    for (const auto& submission : read.submissions) {
      if (submission.stage != milestone.stage) continue;
      auto submitted_files = json::array();
      std::vector<DeliveredFile> delivered;
      for (auto id : submission.file_ids) {
        auto found = files.find(id);
        if (found == files.end()) continue;
        auto known = read_reports.find(id);  // a version in several submissions is read once
        if (known == read_reports.end()) known = read_reports.emplace(id, delivered_file(*found->second)).first;
        delivered.push_back(known->second);
        submitted_files.push_back(submitted_file_json(*found->second, delivered.back()));
      }
      json changes = nullptr;
      if (submission.changes_at) {
        changes = {{"note", submission.changes_note.value_or("")}, {"requestedAt", *submission.changes_at}};
      }
      stage_submissions.push_back({{"revision", submission.revision},
                                   {"note", submission.note},
                                   {"submittedAt", submission.submitted_at},
                                   {"files", submitted_files},
                                   {"verdict", delivery_verdict(delivered)},
                                   {"changesRequested", changes}});
    }
    json dispute = nullptr;
    for (const auto& candidate : read.disputes) {
      if (candidate.stage == milestone.stage) dispute = dispute_json(candidate);  // the newest one wins
    }
    const bool awaiting = milestone.state == MilestoneState::submitted;
    stages.push_back({{"stage", to_string(milestone.stage)},
                      {"position", position_of(milestone.stage)},
                      {"title", title_of(milestone.stage)},
                      {"state", to_string(milestone.state)},
                      {"revisionsUsed", milestone.revisions_used},
                      {"fundedAt", cw::optional_json(milestone.funded_at)},
                      {"paidDirectly", milestone.paid_directly},
                      {"submittedAt", cw::optional_json(milestone.submitted_at)},
                      {"approvedAt", cw::optional_json(milestone.approved_at)},
                      {"autoApproveAt", awaiting ? json(auto_approve_at(milestone.submitted_at)) : json(nullptr)},
                      {"submissions", stage_submissions},
                      {"dispute", dispute}});
  }
  auto timeline = json::array();
  for (const auto& entry : read.timeline) {
    timeline.push_back({{"at", entry.at},
                        {"stage", to_string(entry.stage)},
                        {"kind", entry.kind},
                        {"actorId", cw::optional_json(entry.actor_id)},
                        {"text", timeline_text(entry, project)}});
  }
  return {{"projectId", project.id},
          {"maxRevisions", kMaxRevisions},
          {"autoApproveDays", std::chrono::duration_cast<std::chrono::hours>(kAutoApproveAfter).count() / 24},
          {"milestones", stages},
          {"timeline", timeline}};
}

}  // namespace projects
