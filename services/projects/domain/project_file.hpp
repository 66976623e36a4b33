#pragma once
// The rules of project files: who may see and add them, which names and formats are taken, what a plan allows, and
// whether a file's first bytes are what its extension says. No I/O here.
#include "domain/project.hpp"

#include <cw/plan_limits.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace projects {

inline constexpr std::size_t kMaxFileNameBytes = 255;
// nginx refuses bodies past this (enterprise's size, spec section 9): the 413 comes from the gateway.
inline constexpr std::int64_t kMaxUploadBytes = 500LL * 1024 * 1024;
// How many leading bytes the content check reads.
inline constexpr std::size_t kSniffBytes = 4096;
inline constexpr const char* kOnlyParticipantsSeeFiles = "Only the project's client and its engineer can see its files";
inline constexpr const char* kFileNotFound = "File not found";

// One stored version of a project's file.
struct ProjectFile {
  std::int64_t id = 0;
  std::int64_t project_id = 0;
  std::string name;
  int version = 1;
  std::string format;  // the extension, lowercase
  std::string content_type;
  std::int64_t size_bytes = 0;
  std::string sha256;
  Party uploader;
  std::string uploader_role;
  std::string uploaded_at;
  std::optional<std::string> preflight_status;  // pass, fail, error; nullopt for a file that is not a DXF
  std::string preflight;                        // the report's JSON ("" when none)
  bool preflight_waived = false;
};

// One accepted extension: spec section 5's list, plus csv for cut lists.
struct FileFormat {
  std::string extension;     // "dxf"
  std::string plan_format;   // the plan's format that allows it ("jpg" for jpeg; "" for every plan)
  std::string content_type;  // what a download says it is
  std::string label;         // "DXF drawing"
};
const std::vector<FileFormat>& accepted_formats();
// The extension's format (case-insensitive), or nullopt: 'Unknown Format'.
std::optional<FileFormat> format_of_name(std::string_view name);

// The name as stored and shown: trimmed of spaces, no path (the part after the last / or \), 1..255 bytes of valid
// UTF-8 without control characters (C0, DEL, C1, the line and paragraph separators), bidirectional controls or
// invisible format characters (zero-width spaces and joiners, the soft hyphen, the byte order mark, word joiners, tag
// characters and the like). Throws cw::invalid naming the kind and the code point.
std::string clean_file_name(std::string_view name);

// Who may list and download a project's files: the client and the engineer of its accepted bid; an admin while the
// project has an open dispute (to decide it; no longer once it is resolved). Upload: the client any time, the
// engineer once assigned.
bool may_read_files(const Project& project, const cw::Caller& caller, bool has_open_dispute);
bool may_upload_files(const Project& project, const cw::Caller& caller);

// The extensions a plan allows (csv on every plan).
std::vector<std::string> extensions_allowed(const cw::member_plans::MemberPlan& plan);
// The cheapest plan that takes the format, of the plans as billing seeds them (its 0002_plans.sql; the contract
// tests hold the two together): "starter", "professional" or "enterprise".
std::string_view cheapest_plan_taking(const FileFormat& format);
// For each accepted extension the plan does not take, the cheapest plan that takes it ("dxf" -> "professional"), so a
// page can name the way up before it sends anything.
std::map<std::string, std::string> upgrades_for(const cw::member_plans::MemberPlan& plan);

// Why a plan refuses an upload: the sentence naming the limit and the way up, and for a format the cheapest plan
// that takes it ("" for a size or count limit).
struct UploadRefusal {
  std::string message;
  std::string required_plan;
};
// Why the uploader's plan refuses this file: the format, the size (bytes), the uploads the uploader already made on
// the project.
std::optional<UploadRefusal> why_plan_refuses_upload(const cw::member_plans::MemberPlan& plan,
                                                     const FileFormat& format, std::optional<std::int64_t> size_bytes,
                                                     std::int64_t uploads_used);

// Whether the leading bytes are a file of that format. Formats with a public signature (PDF, PNG, JPEG, TIFF, BMP,
// DXF, DWG, STEP, IGES, SketchUp, Rhino) must carry it; the proprietary cabinet formats (Mozaik, Cabinet Vision), which
// publish none, must at least not be another known format, an executable or a web page; a CSV must be UTF-8 text.
bool content_matches(const FileFormat& format, std::string_view head);

// The message of a refused file: "Unknown Format: ..." as the spec labels it.
std::string unknown_format_message(std::string_view detail);

// A new version must differ from the latest one of its name: the same SHA-256 again is refused (409) with the
// version it repeats, instead of a version nobody can tell apart from the one before.
void ensure_differs_from_latest(const std::optional<ProjectFile>& latest, std::string_view sha256);

}  // namespace projects
