#include <cw/errors.hpp>
#include <cw/fields.hpp>
#include <cw/text.hpp>

#include <algorithm>
#include <charconv>
#include <limits>

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

std::string trimmed_text(const nlohmann::json& value, std::string_view name, std::size_t max_length) {
  return trimmed_param(text(value, name), name, max_length);
}

std::string trimmed_param(const std::string& text, std::string_view name, std::size_t max_length) {
  check_text(text, name);
  auto trimmed = cw::text::trim(text);
  if (cw::text::character_count(trimmed) > max_length) {
    throw invalid(std::string(name) + " must be at most " + std::to_string(max_length) + " characters");
  }
  return trimmed;
}

std::string trimmed_text(const nlohmann::json& value, std::string_view name, std::size_t min_length,
                         std::size_t max_length) {
  auto trimmed = cw::text::trim(text(value, name));
  const auto length = cw::text::character_count(trimmed);
  if (length < min_length || length > max_length) {
    throw invalid(std::string(name) + " must be " + std::to_string(min_length) + " to " + std::to_string(max_length) +
                  " characters");
  }
  return trimmed;
}

std::string one_of(const std::string& value, std::string_view name, const std::vector<std::string>& options) {
  if (std::find(options.begin(), options.end(), value) == options.end()) {
    throw invalid(std::string(name) + " must be one of: " + cw::text::listed(options));
  }
  return value;
}

std::string one_of(const nlohmann::json& value, std::string_view name, const std::vector<std::string>& options) {
  if (!value.is_string()) throw invalid(std::string(name) + " must be one of: " + cw::text::listed(options));
  return one_of(value.get<std::string>(), name, options);
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

std::optional<std::int64_t> whole_number(const nlohmann::json& value, std::int64_t min, std::int64_t max) {
  std::int64_t number = 0;
  if (value.is_number_unsigned()) {
    const auto unsigned_number = value.get<std::uint64_t>();
    if (unsigned_number > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) return std::nullopt;
    number = static_cast<std::int64_t>(unsigned_number);
  } else if (value.is_number_integer()) {
    number = value.get<std::int64_t>();
  } else {
    return std::nullopt;
  }
  if (number < min || number > max) return std::nullopt;
  return number;
}

int whole_number_param(const std::optional<std::string>& text, std::string_view name, int fallback, int max) {
  if (!text || text->empty()) return fallback;
  const auto refused = [&] {
    return invalid(std::string(name) + " must be a whole number from 1 to " + std::to_string(max));
  };
  // At most 9 digits: always fits an int, and no page, size or limit is larger.
  if (text->size() > 9 || text->find_first_not_of("0123456789") != std::string::npos) throw refused();
  const int value = std::stoi(*text);
  if (value < 1 || value > max) throw refused();
  return value;
}

std::optional<std::int64_t> id_text(std::string_view text) {
  std::int64_t value = 0;
  const auto* end = text.data() + text.size();
  auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || text.front() == '-' || error != std::errc() || stop != end) return std::nullopt;
  return value;
}

Page page(const PageQuery& query) {
  return {whole_number_param(query.page, "page", 1, kMaxPage),
          whole_number_param(query.page_size, "pageSize", kDefaultPageSize, kMaxPageSize)};
}

}  // namespace cw::fields

namespace cw {

std::optional<Money> amount_of_json(const nlohmann::json& value) {
  if (value.is_number_unsigned()) {
    const auto units = value.get<std::uint64_t>();
    if (units > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) return std::nullopt;
    return amount_of_units(static_cast<std::int64_t>(units));
  }
  if (value.is_number_integer()) return amount_of_units(value.get<std::int64_t>());
  if (value.is_number_float()) return amount_of_number(value.get<double>());
  if (value.is_string()) return amount_of_text(text::trim(value.get<std::string>()));
  return std::nullopt;
}

}  // namespace cw
