#pragma once
// Files the DXF preflight tests write: a temporary folder removed at the end, and DXF text built in the test.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace dxf_test {

inline std::string fixture(const std::string& name) { return std::string(CW_FIXTURES) + "/" + name; }

class TempDir {
 public:
  TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "cw-dxf-test-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  std::string write(const std::string& name, const std::string& content) const {
    auto file = path_ / name;
    std::ofstream out(file, std::ios::binary);
    out << content;
    return file.string();
  }
  std::string path() const { return path_.string(); }

 private:
  std::filesystem::path path_;
};

inline std::string group(int code, const std::string& value) { return std::to_string(code) + "\n" + value + "\n"; }

// A complete DXF around the given entities (and blocks, and header variables).
inline std::string dxf(const std::string& entities, const std::string& header_variables = group(9, "$INSUNITS") +
                                                                                        group(70, "4"),
                       const std::string& blocks = "") {
  std::string out = group(0, "SECTION") + group(2, "HEADER") + header_variables + group(0, "ENDSEC");
  if (!blocks.empty()) out += group(0, "SECTION") + group(2, "BLOCKS") + blocks + group(0, "ENDSEC");
  return out + group(0, "SECTION") + group(2, "ENTITIES") + entities + group(0, "ENDSEC") + group(0, "EOF");
}

inline std::string line(const std::string& layer, double x1, double y1, double x2, double y2) {
  return group(0, "LINE") + group(8, layer) + group(10, std::to_string(x1)) + group(20, std::to_string(y1)) +
         group(11, std::to_string(x2)) + group(21, std::to_string(y2));
}

inline std::string circle(const std::string& layer, double cx, double cy, double r) {
  return group(0, "CIRCLE") + group(8, layer) + group(10, std::to_string(cx)) + group(20, std::to_string(cy)) +
         group(40, std::to_string(r));
}

// A block definition (for the BLOCKS section) with its base point, and an INSERT of one.
inline std::string block(const std::string& name, const std::string& content, double base_x = 0, double base_y = 0) {
  return group(0, "BLOCK") + group(8, "0") + group(2, name) + group(70, "0") + group(10, std::to_string(base_x)) +
         group(20, std::to_string(base_y)) + content + group(0, "ENDBLK") + group(8, "0");
}

inline std::string insert(const std::string& name, double x, double y, double sx = 1, double sy = 1,
                          double degrees = 0) {
  return group(0, "INSERT") + group(8, "0") + group(2, name) + group(10, std::to_string(x)) +
         group(20, std::to_string(y)) + group(41, std::to_string(sx)) + group(42, std::to_string(sy)) +
         group(50, std::to_string(degrees));
}

// A closed rectangle as an LWPOLYLINE.
inline std::string rectangle(const std::string& layer, double x, double y, double w, double h) {
  std::string out = group(0, "LWPOLYLINE") + group(8, layer) + group(90, "4") + group(70, "1");
  for (auto [px, py] : {std::pair{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}) {
    out += group(10, std::to_string(px)) + group(20, std::to_string(py));
  }
  return out;
}

// count closed rectangles on layer CUT, 100 x 50 mm each, in rows: about 170 bytes each.
inline std::string many_rectangles(std::size_t count) {
  std::string entities;
  entities.reserve(count * 180);
  for (std::size_t i = 0; i < count; ++i) {
    entities += rectangle("CUT", static_cast<double>(i % 100) * 110, static_cast<double>(i / 100) * 60, 100, 50);
  }
  return dxf(entities);
}

}  // namespace dxf_test
