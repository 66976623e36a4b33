#include "domain/project_file.hpp"

#include <cw/errors.hpp>
#include <cw/text.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <initializer_list>

namespace projects {

namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

// "starter" -> "Starter".
std::string capitalized(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

std::string_view skip_blank(std::string_view text) {
  // A UTF-8 byte order mark, then spaces and line ends.
  if (starts_with(text, "\xEF\xBB\xBF")) text.remove_prefix(3);
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r' || text.front() == '\n')) {
    text.remove_prefix(1);
  }
  return text;
}

// The next line of the text, trimmed of spaces and the line end.
std::string_view next_line(std::string_view& text) {
  auto end = text.find('\n');
  auto line = text.substr(0, end);
  text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
  while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
  return line;
}

// An ASCII DXF opens with group code 0 and SECTION (after optional 999 comments); a binary DXF with its sentinel.
bool is_dxf(std::string_view head) {
  if (starts_with(head, std::string_view("AutoCAD Binary DXF\r\n\x1a\0", 22))) return true;
  auto text = skip_blank(head);
  for (int pair = 0; pair < 16 && !text.empty(); ++pair) {
    auto code = next_line(text);
    auto value = next_line(text);
    if (code == "999") continue;
    return code == "0" && value == "SECTION";
  }
  return false;
}

bool is_pdf(std::string_view head) { return skip_blank(head).substr(0, 5) == "%PDF-"; }
bool is_png(std::string_view head) { return starts_with(head, "\x89PNG\r\n\x1a\n"); }
bool is_jpeg(std::string_view head) { return starts_with(head, "\xFF\xD8\xFF"); }
bool is_tiff(std::string_view head) {
  return starts_with(head, std::string_view("II*\0", 4)) || starts_with(head, std::string_view("MM\0*", 4));
}
bool is_bmp(std::string_view head) { return head.size() >= 14 && starts_with(head, "BM"); }
// AutoCAD drawings: "AC10" and the release digits (AC1012 ... AC1032).
bool is_dwg(std::string_view head) {
  return head.size() >= 6 && starts_with(head, "AC10") && std::isdigit(static_cast<unsigned char>(head[4])) &&
         std::isdigit(static_cast<unsigned char>(head[5]));
}
bool is_step(std::string_view head) { return starts_with(skip_blank(head), "ISO-10303-21;"); }
// IGES: fixed 80-column records, the first one in the Start section (S in column 73).
bool is_iges(std::string_view head) {
  auto end = head.find_first_of("\r\n");
  auto line = head.substr(0, end);
  return line.size() >= 73 && line[72] == 'S';
}
bool is_sketchup(std::string_view head) {
  return starts_with(head, std::string_view("\xFF\xFE\xFF\x0E" "S\0k\0e\0t\0c\0h\0U\0p\0", 20));
}
bool is_rhino(std::string_view head) { return starts_with(head, "3D Geometry File Format "); }
bool is_zip(std::string_view head) { return starts_with(head, "PK\x03\x04"); }
// An OLE compound file (Revit and 3ds Max save in one).
bool is_ole(std::string_view head) { return starts_with(head, "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1"); }
// 3D Studio: the main chunk's id 0x4D4D, little-endian.
bool is_3ds(std::string_view head) { return head.size() >= 6 && starts_with(head, "MM"); }
bool is_fbx(std::string_view head) {
  return starts_with(head, "Kaydara FBX Binary") || starts_with(skip_blank(head), "; FBX");
}

// Content no cabinet program writes under its own extension: programs, scripts and web pages, or a file of another
// known format.
bool is_foreign(std::string_view head) {
  const auto text = lower(skip_blank(head.substr(0, 512)));
  return starts_with(head, "MZ") || starts_with(head, "\x7F" "ELF") || starts_with(head, "#!") ||
         starts_with(head, "\xCA\xFE\xBA\xBE") || starts_with(head, "\xCF\xFA\xED\xFE") ||
         starts_with(text, "<!doctype") || starts_with(text, "<html") || starts_with(text, "<script") ||
         starts_with(text, "<svg") || starts_with(text, "<?php") || is_pdf(head) || is_png(head) || is_jpeg(head);
}

// Text a cut-list parser can read: UTF-8 without NUL bytes (a multi-byte character cut at the end of the sample
// is not held against it).
bool is_text(std::string_view head) {
  if (head.find('\0') != std::string_view::npos) return false;
  for (std::size_t cut = 0; cut < 4 && cut <= head.size(); ++cut) {
    if (cw::text::is_valid_utf8(head.substr(0, head.size() - cut))) return true;
  }
  return false;
}

// The code point of one valid UTF-8 sequence.
char32_t code_point(std::string_view sequence) {
  const auto byte = [&](std::size_t k) { return static_cast<char32_t>(static_cast<unsigned char>(sequence[k])); };
  switch (sequence.size()) {
    case 1: return byte(0);
    case 2: return (byte(0) & 0x1F) << 6 | (byte(1) & 0x3F);
    case 3: return (byte(0) & 0x0F) << 12 | (byte(1) & 0x3F) << 6 | (byte(2) & 0x3F);
    default: return (byte(0) & 0x07) << 18 | (byte(1) & 0x3F) << 12 | (byte(2) & 0x3F) << 6 | (byte(3) & 0x3F);
  }
}

std::string code_point_label(char32_t c) {
  char label[16];
  std::snprintf(label, sizeof label, "U+%04X", static_cast<unsigned>(c));
  return label;
}

// Characters a file name must not hold because the name would not read as what it is.
enum class HiddenCharacter { none, control, bidirectional, invisible };

struct CodePointRange {
  char32_t first, last;
};

bool within(char32_t c, std::initializer_list<CodePointRange> ranges) {
  return std::any_of(ranges.begin(), ranges.end(), [c](const auto& r) { return c >= r.first && c <= r.last; });
}

HiddenCharacter hidden_character_kind(char32_t c) {
  // C0, DEL, C1 (U+0085 next line, U+009B the 8-bit CSI that starts terminal escapes), and the line and paragraph
  // separators: a name is one line.
  if (within(c, {{0x00, 0x1F}, {0x7F, 0x9F}, {0x2028, 0x2029}})) return HiddenCharacter::control;
  // Marks, embeddings, overrides and isolates: they can make "exe.dxf" read as "fxd.exe".
  if (within(c, {{0x061C, 0x061C}, {0x200E, 0x200F}, {0x202A, 0x202E}, {0x2066, 0x2069}})) {
    return HiddenCharacter::bidirectional;
  }
  // Unicode's format characters (general category Cf) and the other default-ignorable letters that show nothing:
  // two names that look the same would name different files. The variation selectors U+FE00..U+FE0F stay (emoji
  // use them).
  if (within(c, {{0x00AD, 0x00AD},   {0x034F, 0x034F},   {0x0600, 0x0605},   {0x06DD, 0x06DD},
                 {0x070F, 0x070F},   {0x0890, 0x0891},   {0x08E2, 0x08E2},   {0x115F, 0x1160},
                 {0x17B4, 0x17B5},   {0x180B, 0x180F},   {0x200B, 0x200D},   {0x2060, 0x2065},
                 {0x206A, 0x206F},   {0x3164, 0x3164},   {0xFEFF, 0xFEFF},   {0xFFA0, 0xFFA0},
                 {0xFFF0, 0xFFFB},   {0x110BD, 0x110BD}, {0x110CD, 0x110CD}, {0x13430, 0x1343F},
                 {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0000, 0xE0FFF}})) {
    return HiddenCharacter::invisible;
  }
  return HiddenCharacter::none;
}

const char* hidden_character_words(HiddenCharacter kind) {
  switch (kind) {
    case HiddenCharacter::control: return "control characters";
    case HiddenCharacter::bidirectional: return "bidirectional control characters";
    default: return "invisible formatting characters";
  }
}

}  // namespace

const std::vector<FileFormat>& accepted_formats() {
  static const std::vector<FileFormat> formats = {
      {"pdf", "pdf", "application/pdf", "PDF document"},
      {"dwg", "dwg", "image/vnd.dwg", "AutoCAD drawing"},
      {"dxf", "dxf", "image/vnd.dxf", "DXF drawing"},
      {"mzp", "mozaik", "application/octet-stream", "Mozaik project"},
      {"mz3", "mozaik", "application/octet-stream", "Mozaik file"},
      {"mzd", "mozaik", "application/octet-stream", "Mozaik file"},
      {"cv", "cv", "application/octet-stream", "Cabinet Vision file"},
      {"cvx", "cv", "application/octet-stream", "Cabinet Vision file"},
      {"cvp", "cv", "application/octet-stream", "Cabinet Vision file"},
      {"cvs", "cv", "application/octet-stream", "Cabinet Vision file"},
      {"jpg", "jpg", "image/jpeg", "JPEG image"},
      {"jpeg", "jpg", "image/jpeg", "JPEG image"},
      {"png", "png", "image/png", "PNG image"},
      // Raster images beyond JPEG go with PNG in the plans' format lists.
      {"tiff", "png", "image/tiff", "TIFF image"},
      {"bmp", "png", "image/bmp", "BMP image"},
      {"step", "step", "application/step", "STEP model"},
      {"stp", "step", "application/step", "STEP model"},
      {"iges", "iges", "model/iges", "IGES model"},
      {"igs", "iges", "model/iges", "IGES model"},
      {"skp", "skp", "application/vnd.sketchup.skp", "SketchUp model"},
      // Cabinet programs the professional plan names (no published signatures).
      {"kcd", "kcd", "application/octet-stream", "KCD cabinet file"},
      {"brd", "brd", "application/octet-stream", "Cabinet design file"},
      {"ecw", "ecw", "application/octet-stream", "Cabinet design file"},
      {"hkp", "hkp", "application/octet-stream", "Cabinet design file"},
      // The enterprise plan's 3D model and BIM formats; Rhino models go with them.
      {"obj", "obj", "model/obj", "Wavefront OBJ model"},
      {"3dm", "obj", "model/vnd.3dm", "Rhino model"},
      {"fbx", "fbx", "application/octet-stream", "FBX model"},
      {"3ds", "3ds", "application/x-3ds", "3D Studio model"},
      {"max", "max", "application/octet-stream", "3ds Max scene"},
      {"ifc", "ifc", "application/x-step", "IFC building model"},
      {"rvt", "rvt", "application/octet-stream", "Revit model"},
      // Cut lists, on every plan: the preview reads them.
      {"csv", "", "text/csv", "Cut list (CSV)"},
  };
  return formats;
}

std::optional<FileFormat> format_of_name(std::string_view name) {
  const auto dot = name.rfind('.');
  if (dot == std::string_view::npos || dot + 1 == name.size()) return std::nullopt;
  const auto extension = lower(name.substr(dot + 1));
  for (const auto& format : accepted_formats()) {
    if (format.extension == extension) return format;
  }
  return std::nullopt;
}

std::string clean_file_name(std::string_view name) {
  const auto slash = name.find_last_of("/\\");
  if (slash != std::string_view::npos) name.remove_prefix(slash + 1);
  while (!name.empty() && (name.front() == ' ' || name.front() == '\t')) name.remove_prefix(1);
  while (!name.empty() && (name.back() == ' ' || name.back() == '\t')) name.remove_suffix(1);
  if (name.empty()) throw cw::invalid("The file needs a name");
  if (name.size() > kMaxFileNameBytes) throw cw::invalid("A file name can be at most 255 bytes long");
  if (!cw::text::is_valid_utf8(name)) throw cw::invalid("A file name must be UTF-8 text");
  for (std::size_t i = 0; i < name.size();) {
    const auto length = cw::text::utf8_length(name, i);
    const auto c = code_point(name.substr(i, length));
    const auto kind = hidden_character_kind(c);
    if (kind != HiddenCharacter::none) {
      throw cw::invalid("A file name cannot hold " + std::string(hidden_character_words(kind)) + " (" +
                        code_point_label(c) + ")");
    }
    i += length;
  }
  if (name == "." || name == "..") throw cw::invalid("The file needs a name");
  return std::string(name);
}

bool may_read_files(const Project& project, const cw::Caller& caller, bool has_open_dispute) {
  if (caller.user_id == project.client_id) return true;
  if (project.assigned_engineer_id && caller.user_id == *project.assigned_engineer_id) return true;
  return caller.is(cw::Role::admin) && has_open_dispute;
}

bool may_upload_files(const Project& project, const cw::Caller& caller) {
  if (caller.user_id == project.client_id) return true;
  return project.assigned_engineer_id && caller.user_id == *project.assigned_engineer_id;
}

std::vector<std::string> extensions_allowed(const cw::member_plans::MemberPlan& plan) {
  std::vector<std::string> extensions;
  for (const auto& format : accepted_formats()) {
    const auto& allowed = plan.limits.file_formats;
    if (format.plan_format.empty() ||
        std::find(allowed.begin(), allowed.end(), format.plan_format) != allowed.end()) {
      extensions.push_back(format.extension);
    }
  }
  return extensions;
}

std::string_view cheapest_plan_taking(const FileFormat& format) {
  struct PlanFormats {
    std::string_view plan;
    std::vector<std::string_view> formats;  // beyond the cheaper plans' ones
  };
  static const std::vector<PlanFormats> kPlans = {
      {"starter", {"dwg", "pdf", "jpg", "png"}},
      {"professional", {"dxf", "step", "iges", "mozaik", "cv", "kcd", "brd", "ecw", "hkp"}},
      {"enterprise", {"skp", "max", "3ds", "obj", "fbx", "ifc", "rvt"}},
  };
  if (format.plan_format.empty()) return kPlans.front().plan;
  for (const auto& plan : kPlans) {
    if (std::find(plan.formats.begin(), plan.formats.end(), format.plan_format) != plan.formats.end()) return plan.plan;
  }
  return kPlans.back().plan;
}

std::map<std::string, std::string> upgrades_for(const cw::member_plans::MemberPlan& plan) {
  std::map<std::string, std::string> upgrades;
  const auto allowed = extensions_allowed(plan);
  for (const auto& format : accepted_formats()) {
    if (std::find(allowed.begin(), allowed.end(), format.extension) != allowed.end()) continue;
    upgrades.emplace(format.extension, std::string(cheapest_plan_taking(format)));
  }
  return upgrades;
}

std::optional<UploadRefusal> why_plan_refuses_upload(const cw::member_plans::MemberPlan& plan,
                                                     const FileFormat& format, std::optional<std::int64_t> size_bytes,
                                                     std::int64_t uploads_used) {
  using cw::member_plans::limit_message;
  using cw::member_plans::reached;
  const auto& allowed = plan.limits.file_formats;
  if (!format.plan_format.empty() &&
      std::find(allowed.begin(), allowed.end(), format.plan_format) == allowed.end()) {
    std::string list;
    for (const auto& extension : extensions_allowed(plan)) list += (list.empty() ? "" : ", ") + extension;
    const std::string required(cheapest_plan_taking(format));
    return UploadRefusal{"Your " + capitalized(plan.plan) + " plan does not include ." + format.extension +
                             " files (it allows " + list + "). The " + capitalized(required) +
                             " plan takes them: upgrade at /premium-plans.",
                         required};
  }
  const auto max_mb = plan.limits.max_file_mb;
  if (size_bytes && max_mb != cw::kUnlimitedUse && *size_bytes > max_mb * 1024 * 1024) {
    return UploadRefusal{limit_message(plan, max_mb, "MB per file", "larger files"), ""};
  }
  if (reached(plan.limits.uploads_per_project, uploads_used)) {
    return UploadRefusal{limit_message(plan, plan.limits.uploads_per_project, "uploads per project", "more uploads"),
                         ""};
  }
  return std::nullopt;
}

bool content_matches(const FileFormat& format, std::string_view head) {
  const auto& e = format.extension;
  if (e == "pdf") return is_pdf(head);
  if (e == "png") return is_png(head);
  if (e == "jpg" || e == "jpeg") return is_jpeg(head);
  if (e == "tiff") return is_tiff(head);
  if (e == "bmp") return is_bmp(head);
  if (e == "dxf") return is_dxf(head);
  if (e == "dwg") return is_dwg(head);
  if (e == "step" || e == "stp") return is_step(head);
  if (e == "iges" || e == "igs") return is_iges(head);
  if (e == "skp") return is_sketchup(head);
  if (e == "3dm") return is_rhino(head);
  if (e == "ifc") return is_step(head);  // IFC is a STEP physical file
  if (e == "max" || e == "rvt") return is_ole(head);
  if (e == "3ds") return is_3ds(head);
  if (e == "fbx") return is_fbx(head);
  if (e == "csv" || e == "obj") return is_text(head) && !is_foreign(head);
  // Mozaik, Cabinet Vision, KCD and the other cabinet programs publish no signature (some of their files are ZIP
  // archives): anything but a known other format, a program or a web page.
  return !head.empty() && (is_zip(head) || !is_foreign(head)) && !is_dxf(head) && !is_dwg(head);
}

std::string unknown_format_message(std::string_view detail) { return "Unknown Format: " + std::string(detail); }

void ensure_differs_from_latest(const std::optional<ProjectFile>& latest, std::string_view sha256) {
  if (latest && latest->sha256 == sha256) {
    throw cw::conflict("This file is identical to version " + std::to_string(latest->version) + " of " +
                       latest->name);
  }
}

}  // namespace projects
