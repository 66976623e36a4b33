#include "dxf_groups.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace cw::cad::detail {

namespace {

constexpr std::size_t kBufferBytes = 1 << 20;

// How a binary DXF stores a group's value, by the range of its code (the DXF reference's group code value types).
enum class BinaryType { text, int16, int32, int64, real, byte, chunk };

BinaryType binary_type(int code) {
  auto in = [code](int first, int last) { return code >= first && code <= last; };
  if (in(310, 319) || code == 1004) return BinaryType::chunk;
  if (in(290, 299)) return BinaryType::byte;
  if (in(60, 79) || in(170, 179) || in(270, 289) || in(370, 389) || in(400, 409) || in(1060, 1070)) {
    return BinaryType::int16;
  }
  if (in(90, 99) || in(420, 429) || in(440, 459) || code == 1071) return BinaryType::int32;
  if (in(160, 169)) return BinaryType::int64;
  if (in(10, 59) || in(110, 149) || in(210, 239) || in(460, 469) || in(1010, 1059)) return BinaryType::real;
  return BinaryType::text;
}

std::uint64_t little_endian(const unsigned char* bytes, std::size_t count) {
  std::uint64_t value = 0;
  for (std::size_t i = count; i-- > 0;) value = (value << 8) | bytes[i];
  return value;
}

// As the shortest text that reads back to the same double; infinities and NaN as the overflowing "1e999" an ASCII
// file would hold, which the checker reports as an invalid number.
std::string real_text(double value) {
  if (!std::isfinite(value)) return std::signbit(value) ? "-1e999" : "1e999";
  char buffer[32];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

}  // namespace

DxfGroups::DxfGroups(std::FILE* file, bool binary) : file_(file), binary_(binary), buffer_(kBufferBytes) {}

bool DxfGroups::next(int& code, std::string& value) {
  return binary_ ? next_binary(code, value) : next_ascii(code, value);
}

// As dxflib reads a pair: the code with strtol (into an int), the value as a C string without its trailing CR/LF.
bool DxfGroups::next_ascii(int& code, std::string& value) {
  if (!read_until('\n', line_, false) || !read_until('\n', value, false)) return false;
  code = static_cast<int>(std::strtol(line_.c_str(), nullptr, 10));
  value.resize(std::strlen(value.c_str()));
  while (!value.empty() && (value.back() == '\r' || value.back() == '\n')) value.pop_back();
  return true;
}

bool DxfGroups::next_binary(int& code, std::string& value) {
  if (!started_) {
    started_ = true;
    unsigned char sentinel[kBinarySentinel.size()];
    if (!read_exactly(sentinel, sizeof sentinel)) return false;
    // The first group is 0 SECTION: its code is the byte 0 up to R12, the two bytes 0 0 from R13 on.
    if (!fill()) return false;
    if (end_ - begin_ >= 2) {
      two_byte_codes_ = buffer_[begin_] == 0 && buffer_[begin_ + 1] == 0;
    }
  }
  return binary_code(code) && binary_value(code, value);
}

bool DxfGroups::binary_code(int& code) {
  unsigned char bytes[2];
  if (!two_byte_codes_) {
    if (!read_exactly(bytes, 1)) return false;
    if (bytes[0] != 255) {
      code = bytes[0];
      return true;
    }
  }
  if (!read_exactly(bytes, 2)) return false;
  code = static_cast<int>(little_endian(bytes, 2));
  return true;
}

bool DxfGroups::binary_value(int code, std::string& value) {
  unsigned char bytes[255];
  switch (binary_type(code)) {
    case BinaryType::text:
      if (!read_until('\0', value, true)) return false;
      std::replace_if(value.begin(), value.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
      return true;
    case BinaryType::byte:
      if (!read_exactly(bytes, 1)) return false;
      value = std::to_string(bytes[0]);
      return true;
    case BinaryType::int16:
      if (!read_exactly(bytes, 2)) return false;
      value = std::to_string(static_cast<std::int16_t>(little_endian(bytes, 2)));
      return true;
    case BinaryType::int32:
      if (!read_exactly(bytes, 4)) return false;
      value = std::to_string(static_cast<std::int32_t>(little_endian(bytes, 4)));
      return true;
    case BinaryType::int64:
      if (!read_exactly(bytes, 8)) return false;
      value = std::to_string(static_cast<std::int64_t>(little_endian(bytes, 8)));
      return true;
    case BinaryType::real: {
      if (!read_exactly(bytes, 8)) return false;
      double real;
      std::uint64_t bits = little_endian(bytes, 8);
      std::memcpy(&real, &bits, sizeof real);
      value = real_text(real);
      return true;
    }
    case BinaryType::chunk: {
      unsigned char length;
      if (!read_exactly(&length, 1) || !read_exactly(bytes, length)) return false;
      static constexpr char kHex[] = "0123456789ABCDEF";
      value.clear();
      for (std::size_t i = 0; i < length; ++i) {
        value += kHex[bytes[i] >> 4];
        value += kHex[bytes[i] & 0xF];
      }
      return true;
    }
  }
  return false;
}

bool DxfGroups::read_until(char stop, std::string& out, bool stop_required) {
  out.clear();
  bool any = false;
  while (fill()) {
    any = true;
    const char* from = buffer_.data() + begin_;
    std::size_t available = end_ - begin_;
    const auto* found = static_cast<const char*>(std::memchr(from, stop, available));
    std::size_t take = found != nullptr ? static_cast<std::size_t>(found - from) : available;
    out.append(from, std::min(take, kMaxValueBytes - std::min(out.size(), kMaxValueBytes)));
    std::size_t consumed = found != nullptr ? take + 1 : take;
    begin_ += consumed;
    position_ += consumed;
    if (found != nullptr) return true;
  }
  return any && !stop_required;
}

bool DxfGroups::read_exactly(unsigned char* out, std::size_t count) {
  while (count > 0) {
    if (!fill()) return false;
    std::size_t take = std::min(count, end_ - begin_);
    std::memcpy(out, buffer_.data() + begin_, take);
    out += take;
    count -= take;
    begin_ += take;
    position_ += take;
  }
  return true;
}

bool DxfGroups::fill() {
  if (begin_ < end_) return true;
  begin_ = 0;
  end_ = std::fread(buffer_.data(), 1, buffer_.size(), file_);
  if (end_ == 0 && std::ferror(file_)) failed_ = true;
  return end_ > 0;
}

GroupText::GroupText(DxfGroups& groups) : groups_(groups) {
  cookie_io_functions_t functions{};
  functions.read = &GroupText::read;
  file_ = ::fopencookie(this, "r", functions);
}

GroupText::~GroupText() {
  if (file_ != nullptr) std::fclose(file_);
}

// Called from inside stdio: nothing may be thrown through it. Whole groups up to the size stdio asks for, so it is
// called once per buffer, not once per group.
ssize_t GroupText::read(void* cookie, char* buffer, std::size_t size) {
  auto& self = *static_cast<GroupText*>(cookie);
  try {
    if (self.offset_ == self.pending_.size()) {
      self.pending_.clear();
      self.offset_ = 0;
      int code = 0;
      while (self.pending_.size() < size && self.groups_.next(code, self.value_)) {
        char digits[16];
        auto written = std::to_chars(digits, digits + sizeof digits, code);
        self.pending_.append(digits, written.ptr).append(1, '\n').append(self.value_).append(1, '\n');
      }
      if (self.pending_.empty()) return self.groups_.failed() ? -1 : 0;
    }
    std::size_t take = std::min(size, self.pending_.size() - self.offset_);
    std::memcpy(buffer, self.pending_.data() + self.offset_, take);
    self.offset_ += take;
    return static_cast<ssize_t>(take);
  } catch (...) {
    return -1;
  }
}

}  // namespace cw::cad::detail
