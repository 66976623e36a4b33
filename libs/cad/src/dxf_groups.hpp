#pragma once
// The group pairs (code, value) of a DXF file, ASCII or binary, and the same pairs as the ASCII text dxflib reads.
//
// dxflib reads a FILE line by line in pieces of 1 KB: a longer line (an MTEXT's 2 KB group 301 in a valid R2013
// file) is cut in two and every pair after it is misread. And it reads only ASCII. So the preflight reads the groups
// itself (DxfGroups) and hands dxflib a FILE of its own making (GroupText, a stdio cookie: no temporary file, no copy
// of the whole drawing) that holds each group as two short lines. dxflib's DL_Dxf::readDxfGroups then gives every
// pair to the checker's guard before it acts on it, as for any file.
//
// Binary DXF: the sentinel "AutoCAD Binary DXF\r\n\x1a\0", then per group a code (one byte up to R12, 255 then two
// bytes for a larger code; two bytes little-endian from R13 on) and a value whose type the code's range gives:
// NUL-terminated text, 16/32/64-bit integers, a byte, a double (all little-endian), or a chunk of binary data (a
// length byte, then the bytes; written as hex as in ASCII).
//
// The file is hostile: a value keeps at most kMaxValueBytes (the rest of its line or text is skipped, which also
// keeps dxflib's fixed 1 KB buffers safe), memory stays bounded and every group takes at least two bytes of the
// file, so the file's size bounds the work. A file that stops inside a group ends the groups; the checker then
// reports the missing end. Internal to the library.
#include <sys/types.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace cw::cad::detail {

inline constexpr std::string_view kBinarySentinel{"AutoCAD Binary DXF\r\n\x1a\0", 22};
// Values longer than this (bytes) are cut: a line of it and its line end fit dxflib's 1 KB line (DL_DXF_MAXLINE,
// fgets' terminating NUL included). Only texts are this long; the report shows 40 characters of them.
inline constexpr std::size_t kMaxValueBytes = 1022;

class DxfGroups {
 public:
  // The file from its first byte; a binary file's sentinel (the caller has recognised it) is skipped.
  DxfGroups(std::FILE* file, bool binary);
  // The next group: false at the end of the file or where the file breaks off inside a group. The code is what
  // dxflib makes of it (an int from strtol for ASCII); the value is what it keeps of the line (up to a NUL, without
  // the line end), never holds a line break (a binary text's become spaces) and is at most kMaxValueBytes long.
  bool next(int& code, std::string& value);
  // Bytes read so far.
  std::uintmax_t position() const { return position_; }
  // The file could not be read (an I/O error, not its end).
  bool failed() const { return failed_; }

 private:
  bool next_ascii(int& code, std::string& value);
  bool next_binary(int& code, std::string& value);
  bool binary_code(int& code);
  bool binary_value(int code, std::string& value);
  // Bytes up to the stop byte (consumed, not kept), at most kMaxValueBytes kept; false at the end of the file before
  // any byte (ASCII lines: the last line needs no line end) or, when the stop is required, before the stop.
  bool read_until(char stop, std::string& out, bool stop_required);
  bool read_exactly(unsigned char* out, std::size_t count);
  bool fill();

  std::FILE* file_;
  bool binary_;
  bool two_byte_codes_ = false;  // binary R13 and later
  bool started_ = false;
  bool failed_ = false;
  std::vector<char> buffer_;
  std::size_t begin_ = 0, end_ = 0;
  std::uintmax_t position_ = 0;
  std::string line_;
};

// The groups as ASCII DXF text on a FILE (a stdio cookie) for DL_Dxf::readDxfGroups: per group a line with the code
// and a line with the value. An I/O error of the file, or memory running out, is an error of this FILE (ferror).
class GroupText {
 public:
  explicit GroupText(DxfGroups& groups);
  ~GroupText();
  GroupText(const GroupText&) = delete;
  GroupText& operator=(const GroupText&) = delete;
  // nullptr when it could not be opened.
  std::FILE* file() const { return file_; }

 private:
  static ssize_t read(void* cookie, char* buffer, std::size_t size);
  DxfGroups& groups_;
  std::string value_;
  std::string pending_;  // text not yet handed to stdio, from offset_
  std::size_t offset_ = 0;
  std::FILE* file_ = nullptr;
};

}  // namespace cw::cad::detail
