#include "source/terminal_text.h"

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

QuotedLine::QuotedLine(std::string_view line, std::size_t column) : line_(line) {
  // Columns count characters, as SourceManager::lineColumn does.
  std::size_t& columns = columns_;
  for (std::size_t i = 0; i < line.size(); i += decode(line, i).length) ++columns;
  first_ = 1;
  last_ = columns + 1;
  if (columns > kQuotedColumns) {
    // A third of the window before the place, the rest after it.
    const std::size_t before = kQuotedColumns / 3;
    first_ = column > before ? column - before : 1;
    if (first_ + kQuotedColumns > columns + 1) first_ = columns + 1 - kQuotedColumns;
    last_ = first_ + kQuotedColumns;
  }
  if (first_ > 1) {
    text_ = "...";
    lead_ = 3;
  }
  std::size_t at = 1;
  for (std::size_t i = 0; i < line.size() && at < last_; ++at) {
    const Decoded d = decode(line, i);
    if (at >= first_) appendShown(text_, line, i, d);
    i += d.length;
  }
  if (last_ <= columns) text_ += "...";
}

std::string QuotedLine::padTo(std::size_t column) const {
  std::string pad(lead_, ' ');
  std::size_t at = 1;
  for (std::size_t i = 0; i < line_.size() && at < column && at < last_; ++at) {
    const Decoded d = decode(line_, i);
    if (at >= first_) {
      if (d.codePoint == '\t') {
        pad += '\t';
      } else {
        pad.append(shownWidth(d), ' ');
      }
    }
    i += d.length;
  }
  // A place just past the end of the line (an insertion after its last
  // token) sits one column beyond the text.
  if (column > at && last_ == columns_ + 1) pad.append(column - at, ' ');
  return pad;
}

std::size_t QuotedLine::width(std::size_t column, std::size_t count) const {
  std::size_t shown = 0, at = 1;
  for (std::size_t i = 0; i < line_.size() && at < column + count && at < last_; ++at) {
    const Decoded d = decode(line_, i);
    if (at >= column && at >= first_) shown += shownWidth(d);
    i += d.length;
  }
  return shown > 0 ? shown : 1;
}

}  // namespace munchkinc
