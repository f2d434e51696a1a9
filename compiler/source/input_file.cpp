#include "source/input_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace munchkinc {

std::optional<std::size_t> findInvalidUtf8(std::string_view text) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t size = text.size();
  std::size_t i = 0;
  while (i < size) {
    const unsigned char c = bytes[i];
    std::size_t length = 0;
    std::uint32_t codePoint = 0;
    if (c < 0x80) {
      ++i;
      continue;
    } else if ((c & 0xE0) == 0xC0) {
      length = 2;
      codePoint = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      length = 3;
      codePoint = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      length = 4;
      codePoint = c & 0x07;
    } else {
      return i;
    }
    if (i + length > size) return i;
    for (std::size_t k = 1; k < length; ++k) {
      if ((bytes[i + k] & 0xC0) != 0x80) return i;
      codePoint = (codePoint << 6) | (bytes[i + k] & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    static constexpr std::uint32_t kMinimum[] = {0, 0, 0x80, 0x800, 0x10000};
    if (codePoint < kMinimum[length] || codePoint > 0x10FFFF ||
        (codePoint >= 0xD800 && codePoint <= 0xDFFF)) {
      return i;
    }
    i += length;
  }
  return std::nullopt;
}

std::size_t maxInputBytes() {
  constexpr std::size_t kDefaultMegabytes = 64;
  const char* setting = std::getenv("MUNCHKIN_MAX_INPUT_MB");
  char* end = nullptr;
  const unsigned long long megabytes = setting ? std::strtoull(setting, &end, 10) : 0;
  const bool valid = setting && end != setting && *end == '\0' && megabytes > 0 && megabytes < (1ULL << 40);
  return static_cast<std::size_t>(valid ? megabytes : kDefaultMegabytes) << 20;
}

std::string describeSize(std::size_t bytes) {
  return bytes % (1 << 20) == 0 ? std::to_string(bytes >> 20) + " MB" : std::to_string(bytes) + " bytes";
}

std::optional<std::string> readBounded(int fd, const std::string& path, DiagnosticEngine& diagnostics) {
  const std::size_t limit = maxInputBytes();
  std::string text;
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      diagnostics.reportFile(DiagCode::E0001, path, "cannot read '" + path + "': " + std::strerror(errno));
      return std::nullopt;
    }
    if (got == 0) return text;
    if (text.size() + static_cast<std::size_t>(got) > limit) {
      diagnostics.reportFile(DiagCode::E0017, path,
                             "'" + path + "' is larger than the " + describeSize(limit) +
                                 " an input may have (MUNCHKIN_MAX_INPUT_MB sets the limit)");
      return std::nullopt;
    }
    text.append(buffer, static_cast<std::size_t>(got));
  }
}

std::optional<FileId> loadSourceFile(const std::string& path, SourceManager& sources,
                                     DiagnosticEngine& diagnostics) {
  // Non-blocking, so that opening a FIFO nobody writes to does not hang; only
  // regular files are read, so /dev/zero or a FIFO is refused, not read forever.
  const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    diagnostics.reportFile(DiagCode::E0001, path, "cannot read '" + path + "': " + std::strerror(errno));
    return std::nullopt;
  }
  struct stat info {};
  fstat(fd, &info);
  if (!S_ISREG(info.st_mode)) {
    close(fd);
    const char* what = S_ISDIR(info.st_mode)    ? "a folder, not a .mkn file"
                       : S_ISFIFO(info.st_mode) ? "a FIFO, not a regular file"
                       : S_ISCHR(info.st_mode)  ? "a character device, not a regular file"
                       : S_ISBLK(info.st_mode)  ? "a block device, not a regular file"
                                                : "not a regular file";
    diagnostics.reportFile(DiagCode::E0001, path, "'" + path + "' is " + what);
    return std::nullopt;
  }
  if (static_cast<std::size_t>(info.st_size) > maxInputBytes()) {
    close(fd);
    diagnostics.reportFile(DiagCode::E0017, path,
                           "'" + path + "' is larger than the " + describeSize(maxInputBytes()) +
                               " an input may have (MUNCHKIN_MAX_INPUT_MB sets the limit)");
    return std::nullopt;
  }
  std::optional<std::string> text = readBounded(fd, path, diagnostics);
  close(fd);
  if (!text) return std::nullopt;
  return addSourceText(path, std::move(*text), sources, diagnostics);
}

std::optional<FileId> addSourceText(const std::string& path, std::string text, SourceManager& sources,
                                    DiagnosticEngine& diagnostics) {
  if (const auto nul = text.find('\0'); nul != std::string::npos) {
    const FileId id = sources.add(path, std::move(text));
    diagnostics.report(DiagCode::E0003, {id, static_cast<std::uint32_t>(nul), static_cast<std::uint32_t>(nul + 1)},
                       "'" + path + "' looks like a binary file (it contains a NUL byte)");
    return std::nullopt;
  }
  if (const auto bad = findInvalidUtf8(text)) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "\\x%02x", static_cast<unsigned char>(text[*bad]));
    const FileId id = sources.add(path, std::move(text));
    diagnostics.report(DiagCode::E0002, {id, static_cast<std::uint32_t>(*bad), static_cast<std::uint32_t>(*bad + 1)},
                       std::string("invalid UTF-8 byte '") + hex + "'; .mkn files must be UTF-8");
    return std::nullopt;
  }
  return sources.add(path, std::move(text));
}

}  // namespace munchkinc
