// ANTLR counts positions in code points; the rest of the compiler uses byte
// offsets. Pure-ASCII files (the common case) need no table.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace munchkinc {

class OffsetMap {
 public:
  explicit OffsetMap(std::string_view text) {
    bool ascii = true;
    for (char c : text) {
      if (static_cast<unsigned char>(c) >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (ascii) return;
    // ANTLR's input stream drops a leading byte-order mark, so its first
    // code point is the one after it.
    const std::uint32_t first = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    for (std::uint32_t i = first; i < text.size(); ++i) {
      if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) byteOf_.push_back(i);
    }
    byteOf_.push_back(static_cast<std::uint32_t>(text.size()));
  }

  std::uint32_t byte(std::size_t codePoint) const {
    if (byteOf_.empty()) return static_cast<std::uint32_t>(codePoint);
    return codePoint < byteOf_.size() ? byteOf_[codePoint] : byteOf_.back();
  }

 private:
  std::vector<std::uint32_t> byteOf_;
};

}  // namespace munchkinc
