#include "source/atomic_file.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include "source/interrupt_cleanup.h"

namespace munchkinc {
namespace fs = std::filesystem;

std::string temporaryPrefix(const std::string& fileName) {
  return "." + fileName.substr(0, 120) + ".munchkinc-";
}

void removeStaleTemporaries(const std::filesystem::path& folder, const std::string& fileName) {
  const std::string prefix = temporaryPrefix(fileName);
  DIR* dir = opendir(folder.c_str());
  if (!dir) return;
  std::vector<std::string> stale;
  while (const dirent* entry = readdir(dir)) {
    const std::string name = entry->d_name;
    if (name.compare(0, prefix.size(), prefix) != 0) continue;
    const long pid = std::strtol(name.c_str() + prefix.size(), nullptr, 10);
    if (pid <= 0 || pid == getpid() || kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;
    stale.push_back(name);
  }
  closedir(dir);
  std::error_code ignored;
  for (const std::string& name : stale) fs::remove_all(folder / name, ignored);
}

namespace {

// Where the bytes for `path` end: the path itself, or, when it is a symbolic
// link, the file the chain of links leads to (which need not exist yet).
fs::path followLinks(fs::path path) {
  for (int hops = 0; hops < 40; ++hops) {
    struct stat info {};
    if (lstat(path.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return path;
    std::error_code error;
    const fs::path next = fs::read_symlink(path, error);
    if (error) return path;
    path = next.is_absolute() ? next : path.parent_path() / next;
  }
  return path;  // a loop: stat() below reports it
}

}  // namespace

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)) {
  // A symbolic link stays a link: the file it leads to is the one written.
  target_ = followLinks(path_).string();
  struct stat info {};
  if (stat(target_.c_str(), &info) != 0) {
    if (errno != ENOENT) {
      failWith("cannot write '" + path_ + "'", errno);
    } else {
      openTemporary(target_);
    }
    return;
  }
  if (S_ISCHR(info.st_mode) || S_ISFIFO(info.st_mode)) {
    // Non-blocking first, so that a FIFO nobody reads is refused, not waited on.
    const int fd = open(target_.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
      failWith(S_ISFIFO(info.st_mode) && errno == ENXIO ? "cannot write '" + path_ + "': a FIFO that nobody reads"
                                                               : "cannot write '" + path_ + "'",
                      errno == ENXIO ? 0 : errno);
      return;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    file_ = fdopen(fd, "wb");
    if (!file_) {
      close(fd);
      failWith("cannot open '" + path_ + "'", errno);
      return;
    }
    inPlace_ = true;
    return;
  }
  if (!S_ISREG(info.st_mode)) {
    const char* what = S_ISDIR(info.st_mode) ? "a folder" : S_ISBLK(info.st_mode) ? "a block device" : "not a regular file";
    error_ = "cannot write '" + path_ + "': it is " + std::string(what) + ", and munchkinc replaces only regular files";
    return;
  }
  existed_ = true;
  hardLinked_ = info.st_nlink > 1;
  mode_ = info.st_mode & 07777;
  owner_ = info.st_uid;
  group_ = info.st_gid;
  openTemporary(target_);
}

void AtomicFile::openTemporary(const std::string& target) {
  const fs::path path(target);
  const fs::path folder = path.parent_path().empty() ? fs::path(".") : path.parent_path();
  const std::string prefix = temporaryPrefix(path.filename().string());
  removeStaleTemporaries(folder, path.filename().string());
  // Same folder as the target, so the final rename never crosses filesystems.
  std::string pattern = (folder / (prefix + std::to_string(getpid()) + "-XXXXXX")).string();
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  const int fd = mkostemp(name.data(), O_CLOEXEC);
  if (fd < 0) {
    failWith("cannot create a file in '" + folder.string() + "'", errno);
    return;
  }
  temporary_ = name.data();
  registerTemporary(temporary_);
  if (existed_) {
    fchmod(fd, mode_);
    // Keeping the owner needs the right to give files away; without it the
    // file becomes the writer's, as any editor's save would make it.
    if (fchown(fd, owner_, group_) != 0) fchmod(fd, mode_ & 0777);
  } else {
    const mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
  }
  file_ = fdopen(fd, "wb");
  if (!file_) {
    close(fd);
    failWith("cannot open '" + temporary_ + "'", errno);
  }
}

AtomicFile::~AtomicFile() {
  if (file_) std::fclose(file_);
  if (!committed_ && !temporary_.empty()) {
    std::remove(temporary_.c_str());
    unregisterTemporary(temporary_);
  }
}

void AtomicFile::fail(const std::string& what) { failWith(what, errno); }

void AtomicFile::failWith(const std::string& what, int error) {
  if (error_.empty()) error_ = error ? what + ": " + std::strerror(error) : what;
}

bool AtomicFile::write(const void* data, std::size_t size) {
  if (!file_ || !ok()) return false;
  if (std::fwrite(data, 1, size, file_) != size) fail("cannot write '" + path_ + "'");
  return ok();
}

// The finished temporary's bytes, copied over the target's, which keeps the
// target's inode and so every hard link to it.
bool AtomicFile::copyIntoTarget() {
  const int in = open(temporary_.c_str(), O_RDONLY | O_CLOEXEC);
  const int out = in < 0 ? -1 : open(target_.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  bool copied = in >= 0 && out >= 0;
  char buffer[1 << 16];
  while (copied) {
    const ssize_t got = read(in, buffer, sizeof buffer);
    if (got <= 0) {
      copied = got == 0;
      break;
    }
    for (ssize_t done = 0; done < got && copied;) {
      const ssize_t put = ::write(out, buffer + done, static_cast<std::size_t>(got - done));
      copied = put > 0;
      done += put > 0 ? put : 0;
    }
  }
  if (copied) copied = fsync(out) == 0;
  if (!copied) fail("cannot write '" + path_ + "'");
  if (in >= 0) close(in);
  if (out >= 0) close(out);
  return copied;
}

bool AtomicFile::finish() {
  if (finished_) return ok();
  if (!file_ || !ok()) return false;
  const bool flushed = std::fflush(file_) == 0 && (inPlace_ || fsync(fileno(file_)) == 0);
  if (!flushed) fail("cannot write '" + path_ + "'");
  std::fclose(file_);
  file_ = nullptr;
  finished_ = true;
  return ok();
}

bool AtomicFile::commit() {
  if (!finish()) return false;
  if (inPlace_) return committed_ = true;
  if (hardLinked_) {
    if (!copyIntoTarget()) return false;
    std::remove(temporary_.c_str());
  } else if (std::rename(temporary_.c_str(), target_.c_str()) != 0) {
    fail("cannot replace '" + path_ + "'");
    return false;
  }
  unregisterTemporary(temporary_);
  committed_ = true;
  return true;
}

std::string writeFileAtomically(const std::string& path, std::string_view content) {
  AtomicFile file(path);
  if (file.write(content.data(), content.size()) && file.commit()) return {};
  return file.error();
}

}  // namespace munchkinc
