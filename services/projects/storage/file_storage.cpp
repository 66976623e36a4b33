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
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <vector>

namespace projects {

namespace {

namespace fs = std::filesystem;

// Closes the descriptor when it goes.
struct OpenFile {
  int fd = -1;
  explicit OpenFile(int value) : fd(value) {}
  ~OpenFile() {
    if (fd >= 0) ::close(fd);
  }
  OpenFile(const OpenFile&) = delete;
  OpenFile& operator=(const OpenFile&) = delete;
};

[[noreturn]] void fail(const std::string& what) {
  throw std::runtime_error(what + ": " + std::strerror(errno));
}

void sync_directory(const std::string& path) {
  OpenFile dir(::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
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

void write_all(int fd, const char* data, std::size_t size, const std::string& path) {
  for (std::size_t done = 0; done < size;) {
    const auto wrote = ::write(fd, data + done, size - done);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote < 0) fail("write " + path);
    done += static_cast<std::size_t>(wrote);
  }
}

// Writes what it is given into a new file of staging/ and hashes exactly those bytes, keeping the first ones.
class Stager {
 public:
  explicit Stager(const std::string& staging_dir)
      : staged_(std::make_shared<StagedFile>(staging_dir + "/" + cw::random_hex(16))),
        out_(::open(staged_->path().c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644)),
        context_(EVP_MD_CTX_new(), EVP_MD_CTX_free) {
    if (out_.fd < 0) fail("create " + staged_->path());
    if (!context_ || EVP_DigestInit_ex(context_.get(), EVP_sha256(), nullptr) != 1) {
      throw std::runtime_error("SHA-256 is not available");
    }
  }

  void add(const char* data, std::size_t size) {
    if (upload_.head.size() < kSniffBytes) upload_.head.append(data, std::min(size, kSniffBytes - upload_.head.size()));
    EVP_DigestUpdate(context_.get(), data, size);
    write_all(out_.fd, data, size, staged_->path());
    upload_.size_bytes += static_cast<std::int64_t>(size);
  }

  // The copy is on disk (its data; its name reaches the disk with the object's rename).
  InspectedUpload finish() {
    if (::fdatasync(out_.fd) != 0) fail("fdatasync " + staged_->path());
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int digest_size = 0;
    EVP_DigestFinal_ex(context_.get(), digest.data(), &digest_size);
    upload_.sha256 = hex(digest.data(), digest_size);
    upload_.copy = staged_;
    return std::move(upload_);
  }

 private:
  std::shared_ptr<StagedFile> staged_;
  OpenFile out_;
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context_;
  InspectedUpload upload_;
};

}  // namespace

StagedFile::~StagedFile() { ::unlink(path_.c_str()); }

FileStorage::FileStorage(std::string root) : root_(std::move(root)) {
  fs::create_directories(incoming_dir());
  fs::create_directories(root_ + "/staging");
  fs::create_directories(root_ + "/objects");
  root_ = fs::canonical(root_).string();
}

InspectedUpload FileStorage::inspect(const std::string& path) const {
  // The path comes from nginx (X-Upload-File, accepted only with the gateway's proof); it must still be a plain file
  // directly or deeper inside incoming/.
  std::error_code error;
  const auto real = fs::weakly_canonical(path, error);
  const auto incoming = incoming_dir() + "/";
  if (error || real.string().compare(0, incoming.size(), incoming) != 0) {
    throw cw::invalid("The upload did not arrive through the gateway");
  }
  OpenFile file(::open(real.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
  struct stat info {};
  if (file.fd < 0 || ::fstat(file.fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    throw cw::invalid("The upload did not arrive through the gateway");
  }
  ::posix_fadvise(file.fd, 0, 0, POSIX_FADV_SEQUENTIAL);
  // The body is copied, never linked: the object holds exactly the bytes that were hashed, whatever happens to the
  // file in incoming/ afterwards.
  Stager stager(staging_dir());
  std::vector<char> buffer(1 << 20);
  for (;;) {
    const auto got = ::read(file.fd, buffer.data(), buffer.size());
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) fail("read " + real.string());
    if (got == 0) break;
    stager.add(buffer.data(), static_cast<std::size_t>(got));
  }
  return stager.finish();
}

InspectedUpload FileStorage::inspect_body(std::string_view body) const {
  Stager stager(staging_dir());
  stager.add(body.data(), body.size());
  return stager.finish();
}

void FileStorage::keep(const InspectedUpload& upload) const {
  const auto target = object_path(upload.sha256);
  const auto folder = fs::path(target).parent_path().string();
  fs::create_directories(folder);
  // An object already there holds the same bytes; the copy goes with its guard.
  if (fs::exists(target)) return;
  if (::rename(upload.copy->path().c_str(), target.c_str()) != 0) fail("rename " + upload.copy->path());
  sync_directory(folder);
}

std::optional<std::string> FileStorage::read_preview(const std::string& sha256) const {
  std::ifstream in(object_path(sha256) + kPreviewSuffix, std::ios::binary);
  if (!in) return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void FileStorage::keep_preview(const std::string& sha256, std::string_view json) const {
  const auto target = object_path(sha256) + kPreviewSuffix;
  const auto folder = fs::path(target).parent_path().string();
  fs::create_directories(folder);
  StagedFile staged(staging_dir() + "/" + cw::random_hex(16));
  {
    OpenFile out(::open(staged.path().c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
    if (out.fd < 0) fail("create " + staged.path());
    write_all(out.fd, json.data(), json.size(), staged.path());
    if (::fdatasync(out.fd) != 0) fail("fdatasync " + staged.path());
  }
  if (::rename(staged.path().c_str(), target.c_str()) != 0) fail("rename " + staged.path());
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
