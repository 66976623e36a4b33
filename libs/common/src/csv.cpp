#include <cw/csv.hpp>

namespace cw::csv {

namespace {

bool starts_like_a_formula(std::string_view value) {
  if (value.empty()) return false;
  switch (value.front()) {
    case '=': case '+': case '-': case '@': case '\t': case '\r': return true;
    default: return false;
  }
}

}  // namespace

std::string field(std::string_view value) {
  std::string text;
  text.reserve(value.size() + 1);
  for (char c : value) {
    if (c != '\0') text.push_back(c);
  }
  if (starts_like_a_formula(text)) text.insert(text.begin(), '\'');
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"') quoted.push_back('"');
    quoted.push_back(c);
  }
  quoted.push_back('"');
  return quoted;
}

std::string row(const std::vector<std::string>& values) {
  std::string line;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) line.push_back(',');
    line += field(values[i]);
  }
  line += "\r\n";
  return line;
}

}  // namespace cw::csv
