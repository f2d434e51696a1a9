#include "source/terminal_text.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace munchkinc {
namespace {

// One character of `text` at `i`: its code point and length, or length 1 and
// a negative code point for a byte that does not start valid UTF-8.
struct Decoded {
  std::int32_t codePoint = -1;
  std::size_t length = 1;
};

Decoded decode(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
  const unsigned char c = byte(0);
  if (c < 0x80) return {c, 1};
  std::size_t length = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
  if (length == 0 || i + length > text.size()) return {};
  std::int32_t codePoint = c & (0x7F >> length);
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(k) & 0xC0) != 0x80) return {};
    codePoint = (codePoint << 6) | (byte(k) & 0x3F);
  }
  static constexpr std::int32_t kMinimum[] = {0, 0, 0x80, 0x800, 0x10000};
  if (codePoint < kMinimum[length] || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF)) return {};
  return {codePoint, length};
}

bool actsOnTerminal(std::int32_t c) {
  return (c < 0x20 && c != '\t') || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069);
}

// How one character is shown.
void appendShown(std::string& out, std::string_view text, std::size_t i, const Decoded& d) {
  char buffer[16];
  if (d.codePoint < 0) {
    std::snprintf(buffer, sizeof buffer, "<%02X>", static_cast<unsigned char>(text[i]));
    out += buffer;
  } else if (actsOnTerminal(d.codePoint)) {
    std::snprintf(buffer, sizeof buffer, "<U+%04X>", static_cast<unsigned>(d.codePoint));
    out += buffer;
  } else {
    out.append(text.substr(i, d.length));
  }
}

std::size_t shownWidth(const Decoded& d) {
  if (d.codePoint < 0) return 4;
  if (actsOnTerminal(d.codePoint)) return d.codePoint > 0xFFFF ? 9 : 8;
  return 1;
}

}  // namespace

std::size_t utf8Length(std::string_view text, std::size_t i) {
  const Decoded d = decode(text, i);
  return d.codePoint < 0 ? 0 : d.length;
}

std::string escapeForTerminal(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const Decoded d = decode(text, i);
    appendShown(out, text, i, d);
    i += d.length;
  }
  return out;
}

namespace {

bool continuation(std::string_view text, std::size_t i) {
  return (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80;
}

}  // namespace

QuotedLine::QuotedLine(std::string_view line, std::size_t at) : line_(line) {
  at = std::min(at, line.size());
  // A third of the window before the place (walking back over whole
  // characters), the rest after it.
  first_ = at;
  for (std::size_t back = 0; back < kQuotedColumns / 3 && first_ > 0; ++back) {
    do --first_;
    while (first_ > 0 && continuation(line, first_));
  }
  last_ = first_;
  for (std::size_t shown = 0; shown < kQuotedColumns && last_ < line.size(); ++shown) last_ += decode(line, last_).length;
  if (first_ > 0) {
    text_ = "...";
    lead_ = 3;
  }
  for (std::size_t i = first_; i < last_;) {
    const Decoded d = decode(line, i);
    appendShown(text_, line, i, d);
    i += d.length;
  }
  if (last_ < line.size()) text_ += "...";
}

std::string QuotedLine::padTo(std::size_t offset) const {
  std::string pad(lead_, ' ');
  const std::size_t end = std::min(offset, last_);
  for (std::size_t i = first_; i < end;) {
    const Decoded d = decode(line_, i);
    if (d.codePoint == '\t') {
      pad += '\t';
    } else {
      pad.append(shownWidth(d), ' ');
    }
    i += d.length;
  }
  // A place just past the end of the line (an insertion after its last
  // token) sits a column beyond the text.
  if (offset > line_.size() && last_ == line_.size()) pad.append(offset - line_.size(), ' ');
  return pad;
}

std::size_t QuotedLine::width(std::size_t from, std::size_t to) const {
  std::size_t shown = 0;
  for (std::size_t i = std::max(from, first_); i < std::min(to, last_);) {
    const Decoded d = decode(line_, i);
    shown += shownWidth(d);
    i += d.length;
  }
  return shown > 0 ? shown : 1;
}

}  // namespace munchkinc
