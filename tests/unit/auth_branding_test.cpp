// White-label branding (issue 29 item 11): the company name's rules and the bounds-checked reader of a logo's header.
#include "domain/branding.hpp"

#include "domain_error.hpp"

#include <gtest/gtest.h>

#include <string>

using auth::ImageHeader;
using auth::LogoType;
using auth::read_image_header;
using cw::testing::error_of;

namespace {

std::string be32(std::uint32_t value) {
  return {static_cast<char>(value >> 24), static_cast<char>(value >> 16), static_cast<char>(value >> 8),
          static_cast<char>(value)};
}
std::string be16(std::uint32_t value) { return {static_cast<char>(value >> 8), static_cast<char>(value)}; }

// A PNG's signature and IHDR chunk (then a fake IEND), as an encoder writes them.
std::string png(std::uint32_t width, std::uint32_t height) {
  return std::string("\x89PNG\r\n\x1A\n", 8) + be32(13) + "IHDR" + be32(width) + be32(height) +
         std::string("\x08\x06\x00\x00\x00", 5) + be32(0) + be32(0) + "IEND" + be32(0);
}

// A JPEG: SOI, an APP0 segment, a DQT-like segment, then SOF0 with the size.
std::string jpeg(std::uint32_t width, std::uint32_t height, unsigned char frame_marker = 0xC0) {
  std::string bytes("\xFF\xD8", 2);
  bytes += std::string("\xFF\xE0", 2) + be16(16) + std::string("JFIF\0\x01\x01\x00\x00\x01\x00\x01\x00\x00", 14);
  bytes += std::string("\xFF\xFF\xDB", 3) + be16(4) + std::string("\x00\x01", 2);  // with a fill byte before it
  bytes += std::string("\xFF", 1) + static_cast<char>(frame_marker) + be16(17) + std::string("\x08", 1) +
           be16(height) + be16(width) + std::string(12, '\x01');
  return bytes;
}

cw::ErrorKind kind_of_logo(std::string_view type, const std::string& bytes) {
  return error_of([&] { auth::check_logo(type, bytes); }).kind();
}

}  // namespace

TEST(ImageHeader, ReadsAPngsSize) {
  const auto header = read_image_header(png(300, 120));
  ASSERT_TRUE(header);
  EXPECT_EQ(header->type, LogoType::png);
  EXPECT_EQ(header->width, 300);
  EXPECT_EQ(header->height, 120);
}

TEST(ImageHeader, ReadsAJpegsSizeAfterItsOtherSegments) {
  for (unsigned char marker : {0xC0, 0xC1, 0xC2}) {
    const auto header = read_image_header(jpeg(640, 480, marker));
    ASSERT_TRUE(header) << int(marker);
    EXPECT_EQ(header->type, LogoType::jpeg);
    EXPECT_EQ(header->width, 640);
    EXPECT_EQ(header->height, 480);
  }
}

TEST(ImageHeader, EveryTruncationIsRefusedWithoutReadingPastTheEnd) {
  // The bytes each header needs: a PNG's signature and whole IHDR; a JPEG's segments up to SOF0's width.
  for (const auto& [whole, needed] : {std::pair{png(64, 64), std::size_t{29}}, std::pair{jpeg(64, 64), std::size_t{36}}}) {
    for (std::size_t length = 0; length < needed; ++length) {
      EXPECT_FALSE(read_image_header(std::string_view(whole.data(), length))) << length;
    }
    EXPECT_TRUE(read_image_header(std::string_view(whole.data(), needed)));
  }
}

TEST(ImageHeader, RefusesOtherFormatsAndBrokenHeaders) {
  EXPECT_FALSE(read_image_header("GIF89a\x10\x00\x10\x00"));
  EXPECT_FALSE(read_image_header("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>"));
  EXPECT_FALSE(read_image_header("just some text"));
  auto wrong_chunk = png(64, 64);
  wrong_chunk[12] = 'X';  // not IHDR
  EXPECT_FALSE(read_image_header(wrong_chunk));
  // A segment length that points past the end, and one below its own two bytes.
  EXPECT_FALSE(read_image_header(std::string("\xFF\xD8\xFF\xE0\xFF\xFF", 6) + "abc"));
  EXPECT_FALSE(read_image_header(std::string("\xFF\xD8\xFF\xE0\x00\x01", 6) + "abc"));
  // Start of scan before any frame header.
  EXPECT_FALSE(read_image_header(std::string("\xFF\xD8\xFF\xDA\x00\x04\x00\x00", 8)));
  // DHT (C4) is no frame header: its bytes are not read as a size.
  EXPECT_FALSE(read_image_header(std::string("\xFF\xD8\xFF\xC4\x00\x07\x08\x00\x40\x00\x40", 11)));
}

TEST(Logo, AcceptsAPngOrJpegOfItsDeclaredTypeWithinTheLimits) {
  EXPECT_EQ(auth::check_logo("image/png", png(16, 2048)), LogoType::png);
  EXPECT_EQ(auth::check_logo("IMAGE/JPEG; charset=binary", jpeg(2048, 16)), LogoType::jpeg);
}

TEST(Logo, RefusesWhatIsNotWhatItClaimsOrTooLarge) {
  EXPECT_EQ(kind_of_logo("text/plain", png(64, 64)), cw::ErrorKind::invalid);
  EXPECT_EQ(kind_of_logo("image/jpeg", png(64, 64)), cw::ErrorKind::invalid);
  EXPECT_EQ(kind_of_logo("image/png", "GIF89a\x10\x00\x10\x00"), cw::ErrorKind::invalid);
  EXPECT_EQ(kind_of_logo("image/svg+xml", "<svg/>"), cw::ErrorKind::invalid);
  EXPECT_EQ(kind_of_logo("image/png", "<svg/>"), cw::ErrorKind::invalid);
  EXPECT_EQ(kind_of_logo("image/png", ""), cw::ErrorKind::invalid);
  EXPECT_EQ(kind_of_logo("image/png", png(64, 64).substr(0, 20)), cw::ErrorKind::invalid);
  EXPECT_EQ(kind_of_logo("image/png", png(5000, 5000)), cw::ErrorKind::invalid);
  EXPECT_EQ(kind_of_logo("image/png", png(15, 64)), cw::ErrorKind::invalid);
  EXPECT_EQ(kind_of_logo("image/png", png(0xFFFFFFFF, 64)), cw::ErrorKind::invalid);
  EXPECT_EQ(kind_of_logo("image/png", png(64, 64) + std::string(auth::kMaxLogoBytes, '\0')),
            cw::ErrorKind::too_large);
}

TEST(CompanyName, IsTrimmedPlainTextOfOneTo80Characters) {
  EXPECT_EQ(auth::company_name_form(std::string("  Acme Kitchens \n")), "Acme Kitchens");
  EXPECT_EQ(auth::company_name_form(std::nullopt), std::nullopt);
  EXPECT_EQ(auth::company_name_form(std::string(80, 'a')), std::string(80, 'a'));
  EXPECT_EQ(auth::company_name_form(std::string("Ébénisterie Dupré")), "Ébénisterie Dupré");
  for (const std::string bad : {std::string("   "), std::string(81, 'a'), std::string("Acme\0Kitchens", 13),
                                std::string("Acme \xE2\x80\xAE snehctiK"), std::string("Acme\xE2\x80\x8BKitchens"),
                                std::string("Acme\x1B[31m"), std::string("\xC3\x28")}) {
    EXPECT_EQ(error_of([&] { auth::company_name_form(bad); }).kind(), cw::ErrorKind::invalid) << bad;
  }
}

TEST(Branding, NeedsWhiteLabel) {
  cw::member_plans::MemberPlan plan;
  plan.capabilities = cw::default_capabilities("professional");
  const auto error = error_of([&] { auth::check_plan_allows_branding(plan); });
  EXPECT_EQ(error.code(), "plan_required");
  plan.capabilities = cw::default_capabilities("enterprise");
  EXPECT_NO_THROW(auth::check_plan_allows_branding(plan));
}
