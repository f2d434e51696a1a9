#include "source/source_manager.h"

#include <algorithm>

namespace munchkinc {

FileId SourceManager::add(std::string path, std::string text) {
  File file{std::move(path), std::move(text), {0}};
  for (std::uint32_t i = 0; i < file.text.size(); ++i) {
    if (file.text[i] == '\n') file.lineStarts.push_back(i + 1);
  }
  files_.push_back(std::move(file));
  return static_cast<FileId>(files_.size() - 1);
}

LineColumn SourceManager::lineColumn(FileId id, std::uint32_t offset) const {
  const File& file = files_.at(id);
  offset = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(file.text.size()));
  auto it = std::upper_bound(file.lineStarts.begin(), file.lineStarts.end(), offset);
  const auto line = static_cast<std::uint32_t>(it - file.lineStarts.begin());
  const std::uint32_t start = file.lineStarts[line - 1];
  std::uint32_t column = 1;
  for (std::uint32_t i = start; i < offset; ++i) {
    // Count code points: skip UTF-8 continuation bytes.
    if ((static_cast<unsigned char>(file.text[i]) & 0xC0) != 0x80) ++column;
  }
  return {line, column};
}

std::string_view SourceManager::lineText(FileId id, std::uint32_t line) const {
  const File& file = files_.at(id);
  if (line == 0 || line > file.lineStarts.size()) return {};
  const std::uint32_t start = file.lineStarts[line - 1];
  std::uint32_t end = line < file.lineStarts.size() ? file.lineStarts[line] - 1
                                                    : static_cast<std::uint32_t>(file.text.size());
  if (end > start && file.text[end - 1] == '\r') --end;
  return std::string_view(file.text).substr(start, end - start);
}

std::string_view SourceManager::slice(SourceRange range) const {
  if (!range.valid()) return {};
  const std::string& text = files_.at(range.file).text;
  const std::uint32_t begin = std::min<std::uint32_t>(range.begin, static_cast<std::uint32_t>(text.size()));
  const std::uint32_t end = std::min<std::uint32_t>(std::max(range.end, begin), static_cast<std::uint32_t>(text.size()));
  return std::string_view(text).substr(begin, end - begin);
}

}  // namespace munchkinc
