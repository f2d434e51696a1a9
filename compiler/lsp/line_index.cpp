#include "lsp/line_index.h"

#include <algorithm>

namespace munchkinc::lsp {

namespace {

// Bytes of the UTF-8 sequence a lead byte starts, and the UTF-16 code units
// its character takes (two beyond U+FFFF).
std::uint32_t sequenceLength(unsigned char lead) {
  if (lead >= 0xF0) return 4;
  if (lead >= 0xE0) return 3;
  if (lead >= 0xC0) return 2;
  return 1;
}

}  // namespace

LineIndex::LineIndex(std::string_view text) : text_(text) {
  lineStarts_.push_back(0);
  for (std::uint32_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') lineStarts_.push_back(i + 1);
  }
}

Position LineIndex::position(std::uint32_t offset) const {
  offset = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(text_.size()));
  const auto after = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
  const auto line = static_cast<std::uint32_t>(after - lineStarts_.begin() - 1);
  std::uint32_t units = 0;
  for (std::uint32_t i = lineStarts_[line]; i < offset;) {
    const std::uint32_t length = sequenceLength(static_cast<unsigned char>(text_[i]));
    units += length == 4 ? 2 : 1;
    i += length;
  }
  return {line, units};
}

std::uint32_t LineIndex::offset(Position position) const {
  if (position.line >= lineStarts_.size()) return static_cast<std::uint32_t>(text_.size());
  const std::uint32_t end = position.line + 1 < lineStarts_.size() ? lineStarts_[position.line + 1] - 1
                                                                   : static_cast<std::uint32_t>(text_.size());
  std::uint32_t i = lineStarts_[position.line];
  std::uint32_t units = 0;
  while (i < end && units < position.character) {
    const std::uint32_t length = sequenceLength(static_cast<unsigned char>(text_[i]));
    units += length == 4 ? 2 : 1;
    i = std::min(end, i + length);
  }
  return i;
}

}  // namespace munchkinc::lsp
