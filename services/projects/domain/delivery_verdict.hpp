#pragma once
// A delivery checked as a set: what each submitted file's preflight found (status, parts, open contours, how the
// parts nest on sheets) and the one line the client reads before approving. No I/O here: app/ reads the stored
// reports into these structs.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace projects {

// The nesting the preflight stored with a report (absent for an error, a drawing without parts, or a report made
// before parts were nested).
struct FileNesting {
  double sheet_width_mm = 0;
  double sheet_length_mm = 0;
  int sheets = 0;
  double utilisation = 0;  // 0..1
  int unfit = 0;           // parts that fit on no sheet of this size
};

// One submitted file, as its stored preflight report tells it.
struct DeliveredFile {
  std::string name;
  std::optional<std::string> preflight_status;  // pass, fail, error; nullopt for a file that is not a DXF
  bool preflight_waived = false;
  std::string preflight_message;  // the report's message (the reason of an error)
  std::size_t error_count = 0;
  std::optional<std::size_t> part_count;  // nullopt: the report does not count parts
  std::size_t open_contours = 0;          // open_contour findings
  std::size_t oversized_parts = 0;        // part_exceeds_sheet findings
  double sheet_width_mm = 0;              // the sheet the parts were checked against
  double sheet_length_mm = 0;
  std::optional<FileNesting> nesting;

  bool is_dxf() const { return preflight_status.has_value(); }
};

// Whether the file's parts fit the sheet: nullopt when there is nothing to tell (not a DXF, an error, no parts).
std::optional<bool> fits_sheet(const DeliveredFile& file);

// The one line a client reads before approving, e.g. "14 parts, all closed, fit 1220 × 2440, 3 sheets at 81 % yield"
// or the problems: "1 of 3 drawings fails the preflight: side-panel.dxf has 1 open contour". Waived drawings are
// named as waived; files that are not DXF drawings are not checked.
std::string delivery_verdict(const std::vector<DeliveredFile>& files);

}  // namespace projects
