#include <cw/text.hpp>

#include <algorithm>
#include <cctype>

namespace cw::text {

namespace {

bool is_domain_label(std::string_view label) {
  if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') return false;
  return std::all_of(label.begin(), label.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-'; });
}

}  // namespace

std::string trim(const std::string& text) {
  auto begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return {};
  return text.substr(begin, text.find_last_not_of(" \t\r\n") - begin + 1);
}

std::size_t character_count(const std::string& text) {
  // Counts every byte that does not continue a multi-byte sequence.
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
  const auto lead = byte(0);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  // The second byte's range rules out overlong forms, surrogates and code points above U+10FFFF (RFC 3629).
  unsigned char second_min = 0x80, second_max = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) second_min = 0xA0;
    if (lead == 0xED) second_max = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) second_min = 0x90;
    if (lead == 0xF4) second_max = 0x8F;
  } else {
    return 0;  // a continuation byte without a lead, 0xC0/0xC1 (overlong) or above 0xF4
  }
  if (i + length > text.size() || byte(1) < second_min || byte(1) > second_max) return 0;
  for (std::size_t k = 2; k < length; ++k) {
    if ((byte(k) & 0xC0) != 0x80) return 0;
  }
  return length;
}

bool is_valid_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto length = utf8_length(text, i);
    if (length == 0) return false;
    i += length;
  }
  return true;
}

bool has_control_characters(std::string_view text) {
  const auto at = [&](std::size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0; };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = at(i);
    if (byte < 0x20 || byte == 0x7f) return true;
    if (byte == 0xc2 && at(i + 1) >= 0x80 && at(i + 1) <= 0x9f) return true;
    if (byte == 0xe2 && at(i + 1) == 0x80) {
      const auto third = at(i + 2);
      if ((third >= 0x8b && third <= 0x8f) || third == 0xa8 || third == 0xa9 || (third >= 0xaa && third <= 0xae)) {
        return true;
      }
    }
    if (byte == 0xe2 && at(i + 1) == 0x81 && at(i + 2) >= 0xa6 && at(i + 2) <= 0xa9) return true;
    if (byte == 0xef && at(i + 1) == 0xbb && at(i + 2) == 0xbf) return true;
  }
  return false;
}

std::string truncated(const std::string& text, std::size_t max_bytes) {
  std::size_t end = 0;
  while (end < text.size()) {
    const auto length = utf8_length(text, end);
    if (length == 0 || end + length > max_bytes) break;
    end += length;
  }
  return text.substr(0, end);
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

std::string listed(const std::vector<std::string>& options) {
  std::string text;
  for (const auto& option : options) text += (text.empty() ? "" : ", ") + option;
  return text;
}

bool is_valid_email(const std::string& email) {
  if (email.size() > kMaxEmailLength) return false;
  auto at = email.find('@');
  if (at == std::string::npos || at == 0 || at > 64 || email.find('@', at + 1) != std::string::npos) return false;
  std::string_view local(email.data(), at);
  std::string_view domain(email.data() + at + 1, email.size() - at - 1);
  const std::string_view local_specials = ".!#$%&'*+/=?^_`{|}~-";
  for (char c : local) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && local_specials.find(c) == std::string_view::npos) return false;
  }
  if (local.front() == '.' || local.back() == '.' || local.find("..") != std::string_view::npos) return false;
  auto last_dot = domain.rfind('.');
  if (last_dot == std::string_view::npos) return false;
  std::size_t start = 0;
  while (start <= domain.size()) {
    auto dot = domain.find('.', start);
    auto label = domain.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    if (!is_domain_label(label)) return false;
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  auto tld = domain.substr(last_dot + 1);
  return tld.size() >= 2 &&
         std::all_of(tld.begin(), tld.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); });
}

}  // namespace cw::text
