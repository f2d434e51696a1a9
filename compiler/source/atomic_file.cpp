#include "source/atomic_file.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

namespace munchkinc {

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)) {
  std::filesystem::path target(path_);
  std::filesystem::path folder = target.parent_path().empty() ? "." : target.parent_path();
  // Same folder as the target, so the final rename never crosses filesystems.
  std::string pattern = (folder / ("." + target.filename().string() + ".XXXXXX")).string();
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  int fd = mkstemp(name.data());
  if (fd < 0) {
    fail("cannot create a file in '" + folder.string() + "'");
    return;
  }
  temporary_ = name.data();
  fchmod(fd, 0644);
  file_ = fdopen(fd, "wb");
  if (!file_) {
    close(fd);
    fail("cannot open '" + temporary_ + "'");
  }
}

AtomicFile::~AtomicFile() {
  if (file_) std::fclose(file_);
  if (!committed_ && !temporary_.empty()) std::remove(temporary_.c_str());
}

void AtomicFile::fail(const std::string& what) {
  if (error_.empty()) error_ = what + ": " + std::strerror(errno);
}

bool AtomicFile::write(const void* data, std::size_t size) {
  if (!file_ || !ok()) return false;
  if (std::fwrite(data, 1, size, file_) != size) fail("cannot write '" + path_ + "'");
  return ok();
}

bool AtomicFile::commit() {
  if (!file_ || !ok()) return false;
  bool flushed = std::fflush(file_) == 0 && fsync(fileno(file_)) == 0;
  if (!flushed) fail("cannot write '" + path_ + "'");
  std::fclose(file_);
  file_ = nullptr;
  if (!ok()) return false;
  if (std::rename(temporary_.c_str(), path_.c_str()) != 0) {
    fail("cannot replace '" + path_ + "'");
    return false;
  }
  committed_ = true;
  return true;
}

std::string writeFileAtomically(const std::string& path, std::string_view content) {
  AtomicFile file(path);
  if (file.write(content.data(), content.size()) && file.commit()) return {};
  return file.error();
}

}  // namespace munchkinc
