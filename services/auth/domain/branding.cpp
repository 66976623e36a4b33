#include "domain/branding.hpp"
#include "domain/text.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>

namespace auth {

namespace {

// Reads big-endian numbers from the bytes, refusing (nullopt) any read that would pass their end.
class ByteReader {
 public:
  explicit ByteReader(std::string_view bytes) : bytes_(bytes) {}

  bool has(std::size_t count) const { return at_ <= bytes_.size() && count <= bytes_.size() - at_; }
  std::optional<std::uint32_t> u8() { return number(1); }
  std::optional<std::uint32_t> u16() { return number(2); }
  std::optional<std::uint32_t> u32() { return number(4); }
  bool skip(std::size_t count) {
    if (!has(count)) return false;
    at_ += count;
    return true;
  }
  bool next_is(std::string_view expected) const {
    return has(expected.size()) && bytes_.substr(at_, expected.size()) == expected;
  }

 private:
  std::optional<std::uint32_t> number(std::size_t count) {
    if (!has(count)) return std::nullopt;
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < count; ++i) value = (value << 8) | static_cast<unsigned char>(bytes_[at_ + i]);
    at_ += count;
    return value;
  }

  std::string_view bytes_;
  std::size_t at_ = 0;
};

constexpr std::string_view kPngSignature("\x89PNG\r\n\x1A\n", 8);

std::optional<ImageHeader> read_png_header(ByteReader reader) {
  // The signature, then the IHDR chunk first of all: its length (13), its type, width and height.
  if (!reader.skip(kPngSignature.size())) return std::nullopt;
  const auto length = reader.u32();
  if (!length || *length != 13 || !reader.next_is("IHDR") || !reader.skip(4)) return std::nullopt;
  const auto width = reader.u32();
  const auto height = reader.u32();
  if (!width || !height || !reader.has(5)) return std::nullopt;
  return ImageHeader{LogoType::png, *width, *height};
}

bool is_start_of_frame(std::uint32_t marker) {
  // SOF0-SOF15, but C4 (DHT), C8 (JPG) and CC (DAC), which share the range.
  return marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
}

std::optional<ImageHeader> read_jpeg_header(ByteReader reader) {
  if (!reader.skip(2)) return std::nullopt;  // SOI
  while (true) {
    const auto prefix = reader.u8();
    if (!prefix || *prefix != 0xFF) return std::nullopt;
    auto marker = reader.u8();
    while (marker && *marker == 0xFF) marker = reader.u8();  // fill bytes
    if (!marker) return std::nullopt;
    // Markers without a segment: TEM and RST0-7. SOI again, EOI or SOS before a frame header: not an image we read.
    if (*marker == 0x01 || (*marker >= 0xD0 && *marker <= 0xD7)) continue;
    if (*marker == 0xD8 || *marker == 0xD9 || *marker == 0xDA || *marker == 0x00) return std::nullopt;
    const auto length = reader.u16();
    if (!length || *length < 2) return std::nullopt;
    if (is_start_of_frame(*marker)) {
      const auto precision = reader.u8();
      const auto height = reader.u16();
      const auto width = reader.u16();
      if (!precision || !height || !width) return std::nullopt;
      return ImageHeader{LogoType::jpeg, *width, *height};
    }
    if (!reader.skip(*length - 2)) return std::nullopt;
  }
}

}  // namespace

std::string_view content_type_of(LogoType type) { return type == LogoType::png ? "image/png" : "image/jpeg"; }

std::optional<LogoType> parse_logo_content_type(std::string_view content_type) {
  const auto end = content_type.find(';');
  const auto media = lower(trim(std::string(content_type.substr(0, end))));
  if (media == "image/png") return LogoType::png;
  if (media == "image/jpeg") return LogoType::jpeg;
  return std::nullopt;
}

std::optional<ImageHeader> read_image_header(std::string_view bytes) {
  if (bytes.substr(0, kPngSignature.size()) == kPngSignature) return read_png_header(ByteReader(bytes));
  if (bytes.substr(0, 3) == std::string_view("\xFF\xD8\xFF", 3)) return read_jpeg_header(ByteReader(bytes));
  return std::nullopt;
}

std::optional<std::string> company_name_form(const std::optional<std::string>& name) {
  if (!name) return std::nullopt;
  auto trimmed = trim(*name);
  if (trimmed.empty()) throw cw::invalid("Give your company's name, or remove it");
  if (!cw::text::is_valid_utf8(trimmed) || cw::text::has_control_characters(trimmed)) {
    throw cw::invalid("The company name must be plain text without control or invisible characters");
  }
  if (character_count(trimmed) > kMaxCompanyNameCharacters) {
    throw cw::invalid("The company name can be at most 80 characters");
  }
  return trimmed;
}

LogoType check_logo(std::string_view content_type, std::string_view bytes) {
  if (bytes.size() > kMaxLogoBytes) {
    throw cw::too_large("A logo can be at most 256 KB");
  }
  const auto declared = parse_logo_content_type(content_type);
  if (!declared) throw cw::invalid("Send the logo as a PNG or JPEG image (Content-Type image/png or image/jpeg)");
  if (bytes.empty()) throw cw::invalid("The logo is empty");
  const auto header = read_image_header(bytes);
  if (!header || header->type != *declared) {
    throw cw::invalid("The file is not a PNG or JPEG image of the type it claims");
  }
  if (header->width < kMinLogoPixels || header->height < kMinLogoPixels || header->width > kMaxLogoPixels ||
      header->height > kMaxLogoPixels) {
    throw cw::invalid("A logo must be 16 to 2048 pixels wide and high");
  }
  return header->type;
}

void check_plan_allows_branding(const cw::member_plans::MemberPlan& plan) {
  if (!plan.has(cw::Capability::white_label)) {
    throw cw::plan_required(cw::Capability::white_label, cw::cheapest_plan(cw::Capability::white_label));
  }
}

}  // namespace auth
