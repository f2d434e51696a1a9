#include "source/input_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

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

std::optional<FileId> loadSourceFile(const std::string& path, SourceManager& sources,
                                     DiagnosticEngine& diagnostics) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    diagnostics.reportFile(DiagCode::E0001, path, "'" + path + "' is a folder, not a .mkn file");
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    diagnostics.reportFile(DiagCode::E0001, path,
                           "cannot read '" + path + "': " + std::strerror(errno));
    return std::nullopt;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) {
    diagnostics.reportFile(DiagCode::E0001, path, "cannot read '" + path + "': read error");
    return std::nullopt;
  }
  return addSourceText(path, std::move(buffer).str(), sources, diagnostics);
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
