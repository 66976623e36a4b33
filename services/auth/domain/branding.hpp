#pragma once
// White-label (issue 29 item 11, enterprise): a member's company name and logo, shown on their profile, their
// projects' pages and the e-mails their projects trigger. Plain rules, and the small reader of an image's header.
#include <cw/plan_limits.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace auth {

inline constexpr std::size_t kMaxCompanyNameCharacters = 80;
inline constexpr std::size_t kMaxLogoBytes = 256u * 1024u;
inline constexpr std::int64_t kMinLogoPixels = 16;
inline constexpr std::int64_t kMaxLogoPixels = 2048;

enum class LogoType { png, jpeg };
std::string_view content_type_of(LogoType type);  // "image/png", "image/jpeg"
// The type a Content-Type header names (parameters and case ignored); nullopt for anything else (SVG, GIF, text).
std::optional<LogoType> parse_logo_content_type(std::string_view content_type);

struct ImageHeader {
  LogoType type = LogoType::png;
  std::int64_t width = 0;
  std::int64_t height = 0;
};
// The type and size an image's own bytes declare: a PNG's signature and IHDR chunk, or a JPEG's SOI marker and its
// first frame header (SOF0-SOF15 but DHT, JPG and DAC), walking the segments before it. Every read is bounds-checked:
// a truncated or malformed header is nullopt, never a read past the end.
std::optional<ImageHeader> read_image_header(std::string_view bytes);

// The company name trimmed: 1-80 characters of UTF-8 without control or invisible characters; nullopt (no name)
// for null. Throws invalid with the reason.
std::optional<std::string> company_name_form(const std::optional<std::string>& name);

// A logo as uploaded: at most 256 KiB (too_large), of the declared type (PNG or JPEG: the header names it), and the
// bytes themselves a PNG or JPEG of that type whose header reads 16 to 2048 pixels each way. Never trusts the
// declared type alone; SVG (it can hold scripts) and every other format are refused. Throws invalid or too_large.
LogoType check_logo(std::string_view content_type, std::string_view bytes);

// Setting a company name or logo is white-label (enterprise): throws plan_required for a plan without it.
void check_plan_allows_branding(const cw::member_plans::MemberPlan& plan);

}  // namespace auth
