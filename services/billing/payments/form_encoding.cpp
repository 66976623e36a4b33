#include "payments/form_encoding.hpp"

#include <stdexcept>

namespace billing::payments {

namespace {

bool unreserved(unsigned char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
         c == '_' || c == '~';
}

void append_encoded(std::string& out, std::string_view text, bool keep_brackets) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (unreserved(c) || (keep_brackets && (c == '[' || c == ']'))) {
      out.push_back(ch);
    } else {
      out.push_back('%');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 0x0F]);
    }
  }
}

}  // namespace

std::string percent_encode(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  append_encoded(out, text, false);
  return out;
}

std::string form_key(std::string_view root, std::initializer_list<std::string_view> parts) {
  std::string key(root);
  for (const auto part : parts) {
    key.push_back('[');
    key.append(part);
    key.push_back(']');
  }
  return key;
}

Form& Form::add(std::string key, std::string value) {
  fields_.emplace_back(std::move(key), std::move(value));
  return *this;
}

Form& Form::add_metadata(const Metadata& metadata, std::string_view root) {
  for (const auto& [key, value] : metadata) {
    if (key.empty() || key.find_first_of("[]") != std::string::npos) {
      throw std::invalid_argument("metadata key \"" + key + "\" is empty or has a square bracket");
    }
    add(form_key(root, {key}), value);
  }
  return *this;
}

std::string Form::encode() const {
  std::string out;
  for (const auto& [key, value] : fields_) {
    if (!out.empty()) out.push_back('&');
    append_encoded(out, key, true);
    out.push_back('=');
    append_encoded(out, value, false);
  }
  return out;
}

}  // namespace billing::payments
