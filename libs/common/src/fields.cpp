#include <cw/errors.hpp>
#include <cw/fields.hpp>
#include <cw/text.hpp>

namespace cw::fields {

void check_text(std::string_view text, std::string_view name) {
  if (text.find('\0') != std::string_view::npos) {
    throw invalid(std::string(name) + " must not contain a null character");
  }
  if (!cw::text::is_valid_utf8(text)) throw invalid(std::string(name) + " must be valid UTF-8 text");
}

std::string text(const nlohmann::json& value, std::string_view name) {
  if (!value.is_string()) throw invalid(std::string(name) + " must be text");
  const auto& text = value.get_ref<const std::string&>();
  check_text(text, name);
  return text;
}

std::optional<std::string> optional_text(const nlohmann::json& object, std::string_view name) {
  auto found = object.find(name);
  if (found == object.end() || found->is_null()) return std::nullopt;
  return text(*found, name);
}

std::vector<std::string> text_list(const nlohmann::json& value, std::string_view name) {
  if (!value.is_array()) throw invalid(std::string(name) + " must be a list of text");
  std::vector<std::string> entries;
  entries.reserve(value.size());
  for (const auto& item : value) {
    if (!item.is_string()) throw invalid(std::string(name) + " must be a list of text");
    check_text(item.get_ref<const std::string&>(), name);
    entries.push_back(item.get<std::string>());
  }
  return entries;
}

}  // namespace cw::fields
