#include "source/image_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string_view>

namespace munchkinc {
namespace {

namespace fs = std::filesystem;

// An SVG may open with a byte-order mark, an XML declaration, comments or a
// doctype before its <svg> element; this much of the file is enough to see it.
constexpr std::size_t kSniffBytes = 4096;

bool startsWith(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() && text.substr(0, prefix.size()) == prefix;
}

bool looksLikeSvg(std::string_view head) {
  if (startsWith(head, "\xEF\xBB\xBF")) head.remove_prefix(3);
  const std::size_t start = head.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos || head[start] != '<') return false;
  return head.find("<svg") != std::string_view::npos;
}

}  // namespace

ImageFileCheck checkImageFile(const std::string& path) {
  std::error_code error;
  const fs::file_status status = fs::status(path, error);
  if (!fs::exists(status)) return {ImageFileStatus::Missing, ImageType::Png, {}};
  if (fs::is_directory(status)) return {ImageFileStatus::Unreadable, ImageType::Png, "it is a folder"};
  if (!fs::is_regular_file(status)) return {ImageFileStatus::Unreadable, ImageType::Png, "it is not a regular file"};
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return {ImageFileStatus::Unreadable, ImageType::Png, std::strerror(errno)};
  std::string head(kSniffBytes, '\0');
  std::size_t got = 0;
  while (got < head.size()) {
    const ssize_t n = read(fd, head.data() + got, head.size() - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const std::string reason = std::strerror(errno);
      close(fd);
      return {ImageFileStatus::Unreadable, ImageType::Png, reason};
    }
    if (n == 0) break;
    got += static_cast<std::size_t>(n);
  }
  close(fd);
  head.resize(got);
  if (startsWith(head, "\x89PNG\r\n\x1a\n")) return {ImageFileStatus::Ok, ImageType::Png, {}};
  if (startsWith(head, "\xFF\xD8\xFF")) return {ImageFileStatus::Ok, ImageType::Jpeg, {}};
  if (looksLikeSvg(head)) return {ImageFileStatus::Ok, ImageType::Svg, {}};
  return {ImageFileStatus::UnknownFormat, ImageType::Png, got == 0 ? "the file is empty" : ""};
}

void reportImageFile(const ImageFileCheck& check, const std::string& path, SourceRange at,
                     DiagnosticEngine& diagnostics) {
  const std::string why = check.reason.empty() ? "" : ": " + check.reason;
  switch (check.status) {
    case ImageFileStatus::Ok: return;
    case ImageFileStatus::Missing:
      diagnostics.report(DiagCode::W3010, at, "image '" + path + "' not found" + why);
      return;
    case ImageFileStatus::Unreadable:
      diagnostics.report(DiagCode::W3011, at, "cannot read image '" + path + "'" + why);
      return;
    case ImageFileStatus::UnknownFormat:
      diagnostics.report(DiagCode::W3012, at, "image '" + path + "' is not a PNG, JPEG or SVG" + why);
      return;
  }
}

std::string resolveBeside(const std::string& fromFile, const std::string& relative) {
  fs::path path(relative);
  if (path.is_absolute()) return relative;
  return (fs::path(fromFile).parent_path() / path).lexically_normal().string();
}

}  // namespace munchkinc
