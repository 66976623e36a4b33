#include <cw/multipart.hpp>

#include <algorithm>
#include <cctype>

namespace cw::http {

namespace {

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

std::string unquote(std::string_view value) {
  value = trim(value);
  if (value.size() >= 2 && value.front() == '"' && value.back() == '"') value = value.substr(1, value.size() - 2);
  return std::string(value);
}

// The value of `key` among the `; key=value` parameters that follow a header's first token.
std::optional<std::string> parameter(std::string_view header, std::string_view key) {
  std::size_t start = header.find(';');
  while (start != std::string_view::npos) {
    std::size_t end = header.find(';', start + 1);
    auto item = trim(header.substr(start + 1, end == std::string_view::npos ? std::string_view::npos : end - start - 1));
    auto equals = item.find('=');
    if (equals != std::string_view::npos && iequals(trim(item.substr(0, equals)), key)) {
      return unquote(item.substr(equals + 1));
    }
    start = end;
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> multipart_boundary(std::string_view content_type) {
  constexpr std::string_view kType = "multipart/form-data";
  if (content_type.size() < kType.size() || !iequals(content_type.substr(0, kType.size()), kType)) return std::nullopt;
  auto boundary = parameter(content_type, "boundary");
  if (!boundary || boundary->empty() || boundary->size() > 70) return std::nullopt;
  return boundary;
}

std::optional<httplib::MultipartFormDataMap> parse_multipart(std::string_view body, std::string_view boundary) {
  const std::string delimiter = "--" + std::string(boundary);
  const std::string next_delimiter = "\r\n" + delimiter;
  httplib::MultipartFormDataMap parts;
  std::size_t position = body.find(delimiter);
  if (position == std::string_view::npos) return std::nullopt;
  while (true) {
    position += delimiter.size();
    if (body.substr(position, 2) == "--") return parts;
    if (body.substr(position, 2) != "\r\n") return std::nullopt;
    position += 2;
    const std::size_t headers_end = body.find("\r\n\r\n", position);
    if (headers_end == std::string_view::npos) return std::nullopt;

    httplib::MultipartFormData part;
    bool has_name = false;
    for (std::size_t line_start = position; line_start < headers_end;) {
      std::size_t line_end = std::min(body.find("\r\n", line_start), headers_end);
      auto line = body.substr(line_start, line_end - line_start);
      line_start = line_end + 2;
      auto colon = line.find(':');
      if (colon == std::string_view::npos) return std::nullopt;
      auto name = trim(line.substr(0, colon));
      auto value = trim(line.substr(colon + 1));
      if (iequals(name, "Content-Disposition")) {
        if (auto field = parameter(value, "name")) {
          part.name = *field;
          has_name = true;
        }
        part.filename = parameter(value, "filename").value_or("");
      } else if (iequals(name, "Content-Type")) {
        part.content_type = std::string(value);
      }
    }
    if (!has_name) return std::nullopt;

    const std::size_t content_start = headers_end + 4;
    const std::size_t content_end = body.find(next_delimiter, content_start);
    if (content_end == std::string_view::npos) return std::nullopt;
    part.content = std::string(body.substr(content_start, content_end - content_start));
    parts.emplace(part.name, std::move(part));
    position = content_end + 2;
  }
}

}  // namespace cw::http
