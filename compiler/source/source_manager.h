// Owns the text of every file the compiler reads. Everything else refers to
// text through FileId + byte offsets; line and column are computed only when a
// diagnostic is printed.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace munchkinc {

using FileId = std::uint32_t;
inline constexpr FileId kNoFile = 0xffffffffu;

struct SourceRange {
  FileId file = kNoFile;
  std::uint32_t begin = 0;  // byte offset of the first character
  std::uint32_t end = 0;    // byte offset one past the last character

  bool valid() const { return file != kNoFile; }
};

struct LineColumn {
  std::uint32_t line = 0;    // 1-based
  std::uint32_t column = 0;  // 1-based, in characters (UTF-8 code points)
};

class SourceManager {
 public:
  FileId add(std::string path, std::string text);

  const std::string& path(FileId file) const { return files_.at(file).path; }
  const std::string& text(FileId file) const { return files_.at(file).text; }
  std::size_t fileCount() const { return files_.size(); }

  LineColumn lineColumn(FileId file, std::uint32_t offset) const;
  // The text of the 1-based line, without its newline.
  std::string_view lineText(FileId file, std::uint32_t line) const;
  std::string_view slice(SourceRange range) const;

 private:
  struct File {
    std::string path;
    std::string text;
    std::vector<std::uint32_t> lineStarts;
  };
  std::vector<File> files_;
};

}  // namespace munchkinc
