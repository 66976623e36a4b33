#include "storage/file_storage.hpp"

#include "domain/project_file.hpp"

#include <cw/errors.hpp>
#include <cw/random.hpp>

#include <openssl/evp.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <vector>

namespace projects {

namespace {

namespace fs = std::filesystem;

// Closes the descriptor when it goes.
struct Descriptor {
  int fd = -1;
  explicit Descriptor(int value) : fd(value) {}
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
};

[[noreturn]] void fail(const std::string& what) {
  throw std::runtime_error(what + ": " + std::strerror(errno));
}

void sync_directory(const std::string& path) {
  Descriptor dir(::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (dir.fd < 0) fail("open " + path);
  if (::fsync(dir.fd) != 0) fail("fsync " + path);
}

std::string hex(const unsigned char* bytes, std::size_t size) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(size * 2);
  for (std::size_t i = 0; i < size; ++i) {
    out.push_back(kDigits[bytes[i] >> 4]);
    out.push_back(kDigits[bytes[i] & 0xF]);
  }
  return out;
}

// Copies `from` to `to` through a temporary name, durable on return.
void copy_durably(const std::string& from, const std::string& to) {
  const auto temporary = to + ".part-" + cw::random_hex(8);
  Descriptor in(::open(from.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
  if (in.fd < 0) fail("open " + from);
  Descriptor out(::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
  if (out.fd < 0) fail("create " + temporary);
  std::vector<char> buffer(1 << 20);
  for (;;) {
    const auto got = ::read(in.fd, buffer.data(), buffer.size());
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) fail("read " + from);
    if (got == 0) break;
    for (ssize_t done = 0; done < got;) {
      const auto wrote = ::write(out.fd, buffer.data() + done, static_cast<std::size_t>(got - done));
      if (wrote < 0 && errno == EINTR) continue;
      if (wrote < 0) fail("write " + temporary);
      done += wrote;
    }
  }
  if (::fdatasync(out.fd) != 0) fail("fdatasync " + temporary);
  if (::rename(temporary.c_str(), to.c_str()) != 0) fail("rename " + temporary);
}

}  // namespace

FileStorage::FileStorage(std::string root) : root_(std::move(root)) {
  fs::create_directories(incoming_dir());
  fs::create_directories(root_ + "/objects");
  root_ = fs::canonical(root_).string();
}

InspectedUpload FileStorage::inspect(const std::string& path) const {
  // The path comes from nginx (X-Upload-File); it must still be a plain file directly or deeper inside incoming/.
  std::error_code error;
  const auto real = fs::weakly_canonical(path, error);
  const auto incoming = incoming_dir() + "/";
  if (error || real.string().compare(0, incoming.size(), incoming) != 0) {
    throw cw::invalid("The upload did not arrive through the gateway");
  }
  Descriptor file(::open(real.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
  struct stat info {};
  if (file.fd < 0 || ::fstat(file.fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    throw cw::invalid("The upload did not arrive through the gateway");
  }
  ::posix_fadvise(file.fd, 0, 0, POSIX_FADV_SEQUENTIAL);
  // Start writing the body to disk now, while it is hashed from the page cache: keep()'s fdatasync then waits only
  // for what is left (the upload costs about one disk write, not a write after a read).
  ::sync_file_range(file.fd, 0, 0, SYNC_FILE_RANGE_WRITE);

  InspectedUpload upload;
  upload.path = real.string();
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  if (!context || EVP_DigestInit_ex(context.get(), EVP_sha256(), nullptr) != 1) {
    throw std::runtime_error("SHA-256 is not available");
  }
  std::vector<char> buffer(1 << 20);
  for (;;) {
    const auto got = ::read(file.fd, buffer.data(), buffer.size());
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) fail("read " + upload.path);
    if (got == 0) break;
    if (upload.head.size() < kSniffBytes) {
      upload.head.append(buffer.data(), std::min<std::size_t>(static_cast<std::size_t>(got),
                                                              kSniffBytes - upload.head.size()));
    }
    EVP_DigestUpdate(context.get(), buffer.data(), static_cast<std::size_t>(got));
    upload.size_bytes += got;
  }
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int digest_size = 0;
  EVP_DigestFinal_ex(context.get(), digest.data(), &digest_size);
  upload.sha256 = hex(digest.data(), digest_size);
  return upload;
}

FileStorage::TemporaryFile::~TemporaryFile() { ::unlink(path_.c_str()); }

std::unique_ptr<FileStorage::TemporaryFile> FileStorage::write_incoming(std::string_view body) const {
  auto temporary = std::make_unique<TemporaryFile>(incoming_dir() + "/direct-" + cw::random_hex(12));
  Descriptor out(::open(temporary->path().c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
  if (out.fd < 0) fail("create " + temporary->path());
  for (std::size_t done = 0; done < body.size();) {
    const auto wrote = ::write(out.fd, body.data() + done, body.size() - done);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote < 0) fail("write " + temporary->path());
    done += static_cast<std::size_t>(wrote);
  }
  return temporary;
}

void FileStorage::keep(const InspectedUpload& upload) const {
  const auto target = object_path(upload.sha256);
  const auto folder = fs::path(target).parent_path().string();
  fs::create_directories(folder);
  if (fs::exists(target)) return;  // the same bytes were stored before
  // The body's data reach the disk before its name does.
  {
    Descriptor file(::open(upload.path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
    if (file.fd < 0) fail("open " + upload.path);
    if (::fdatasync(file.fd) != 0) fail("fdatasync " + upload.path);
  }
  if (::link(upload.path.c_str(), target.c_str()) != 0) {
    if (errno == EEXIST) return;
    if (errno != EXDEV && errno != EPERM) fail("link " + target);
    copy_durably(upload.path, target);
  }
  sync_directory(folder);
}

std::string FileStorage::relative_object_path(const std::string& sha256) {
  return "objects/" + sha256.substr(0, 2) + "/" + sha256;
}

std::string content_disposition(std::string_view name) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  std::string fallback;
  std::string encoded;
  for (const unsigned char c : name) {
    const bool plain = std::isalnum(c) || c == '.' || c == '-' || c == '_';
    fallback.push_back(c >= 0x20 && c < 0x7F && c != '"' && c != '\\' && c != ';' ? static_cast<char>(c) : '_');
    if (plain) {
      encoded.push_back(static_cast<char>(c));
    } else {
      encoded += '%';
      encoded.push_back(kDigits[c >> 4]);
      encoded.push_back(kDigits[c & 0xF]);
    }
  }
  return "attachment; filename=\"" + fallback + "\"; filename*=UTF-8''" + encoded;
}

}  // namespace projects
