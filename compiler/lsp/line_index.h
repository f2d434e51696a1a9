// LSP positions (0-based line, and character counted in UTF-16 code units,
// the protocol's default) to and from byte offsets into UTF-8 text.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace munchkinc::lsp {

struct Position {
  std::uint32_t line = 0;
  std::uint32_t character = 0;
};

class LineIndex {
 public:
  // `text` must outlive the index.
  explicit LineIndex(std::string_view text);

  Position position(std::uint32_t offset) const;
  // A position past the end of its line is the line's end; past the last
  // line, the end of the text.
  std::uint32_t offset(Position position) const;

 private:
  std::string_view text_;
  std::vector<std::uint32_t> lineStarts_;
};

}  // namespace munchkinc::lsp
