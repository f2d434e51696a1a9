#include "source/output_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace munchkinc {

std::string temporaryPathFor(const std::string& path) {
  return path + ".tmp." + std::to_string(::getpid());
}

std::string publishTemporary(const std::string& temporary, const std::string& path) {
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    std::remove(temporary.c_str());
    return "cannot write '" + path + "': " + why;
  }
  return {};
}

std::string writeFileAtomically(const std::string& path, std::string_view content) {
  const std::string temporary = temporaryPathFor(path);
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return "cannot write '" + path + "': " + std::strerror(errno);
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string why = std::strerror(errno);
      ::close(fd);
      std::remove(temporary.c_str());
      return "cannot write '" + path + "': " + why;
    }
    written += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    const std::string why = std::strerror(errno);
    std::remove(temporary.c_str());
    return "cannot write '" + path + "': " + why;
  }
  return publishTemporary(temporary, path);
}

}  // namespace munchkinc
