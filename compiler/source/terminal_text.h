// Text from files and paths, made safe and bounded for a terminal: control
// characters, bidirectional overrides and invalid UTF-8 bytes are shown as
// escapes instead of being sent to the terminal, and a long source line is
// quoted as a window around the place a diagnostic points at.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace munchkinc {

// The length of the UTF-8 character that starts at byte `i` of `text`, or 0
// when the bytes there are not UTF-8.
std::size_t utf8Length(std::string_view text, std::size_t i);

// `text` with every character a terminal would act on (C0 and C1 controls but
// the tab, DEL, bidirectional overrides) written `<U+XXXX>`, and every byte
// that is not UTF-8 written `<XX>`.
std::string escapeForTerminal(std::string_view text);

// A source line as a diagnostic quotes it: escaped as above, and at most
// kQuotedColumns characters of it around the byte `at`, with "..." where it
// was cut. Places on the line are byte offsets into it; only the window is
// ever read, so a diagnostic on a 50 MB line costs no more than on a short one.
class QuotedLine {
 public:
  static constexpr std::size_t kQuotedColumns = 160;

  QuotedLine(std::string_view line, std::size_t at);
  const std::string& text() const { return text_; }
  // Blanks (tabs kept) up to where byte `offset` of the line is shown; past
  // the end of the line, one column a byte; outside the window, its edge.
  std::string padTo(std::size_t offset) const;
  // How wide the characters of bytes [from, to) are shown, at least 1.
  std::size_t width(std::size_t from, std::size_t to) const;

 private:
  std::string_view line_;
  std::size_t first_ = 0, last_ = 0;  // bytes shown: [first_, last_)
  std::size_t lead_ = 0;              // width of the leading "..."
  std::string text_;
};

}  // namespace munchkinc
