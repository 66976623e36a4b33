#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cw::cad {

std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
  const auto lead = byte(0);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
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
    return 0;
  }
  if (i + length > text.size() || byte(1) < second_min || byte(1) > second_max) return 0;
  for (std::size_t k = 2; k < length; ++k) {
    if ((byte(k) & 0xC0) != 0x80) return 0;
  }
  return length;
}

std::string clean_text(std::string_view text, std::size_t max_bytes) {
  std::string out;
  out.reserve(std::min(text.size(), max_bytes));
  for (std::size_t i = 0; i < text.size() && out.size() < max_bytes;) {
    std::size_t length = utf8_length(text, i);
    if (length == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      if (static_cast<unsigned char>(text[i]) < 0x20) {
        out += ' ';
      } else {
        out.append(text.substr(i, length));
      }
      i += length;
    }
  }
  return out;
}

std::string number(double value) {
  if (!std::isfinite(value)) return "an invalid number";
  char buffer[64];
  if (std::fabs(value) >= 1e9) {
    std::snprintf(buffer, sizeof buffer, "%.4g", value);
    return buffer;
  }
  std::snprintf(buffer, sizeof buffer, "%.3f", value);
  std::string text = buffer;
  while (!text.empty() && text.back() == '0') text.pop_back();
  if (!text.empty() && text.back() == '.') text.pop_back();
  if (text == "-0") text = "0";
  return text;
}

std::string a_or_an(std::string_view type) {
  bool vowel = !type.empty() && std::string_view("AEIOU").find(type.front()) != std::string_view::npos;
  return std::string(vowel ? "An " : "A ") + std::string(type);
}

std::string point_text(Point2 p) { return "(" + number(p.x) + ", " + number(p.y) + ")"; }

std::string listed(const std::vector<std::string>& items) {
  std::string text;
  for (const auto& item : items) text += (text.empty() ? "" : ", ") + item;
  return text;
}

}  // namespace cw::cad
