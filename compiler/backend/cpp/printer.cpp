#include "backend/cpp/printer.h"

#include <stdexcept>

namespace munchkinc {
namespace {

constexpr std::string_view kIndent = "    ";

}  // namespace

void Printer::outdent() {
  if (level_ == 0) throw std::logic_error("Printer::outdent without a matching indent");
  --level_;
}

void Printer::print(std::string_view format, Vars vars) {
  std::size_t pos = 0;
  while (pos < format.size()) {
    const std::size_t open = format.find('$', pos);
    if (open == std::string_view::npos) {
      append(format.substr(pos));
      return;
    }
    append(format.substr(pos, open - pos));
    const std::size_t close = format.find('$', open + 1);
    if (close == std::string_view::npos) throw std::logic_error("unclosed '$' in a printer template");
    const std::string_view name = format.substr(open + 1, close - open - 1);
    if (name.empty()) {
      append("$");
    } else {
      bool found = false;
      for (const auto& [key, value] : vars) {
        if (key != name) continue;
        append(value);
        found = true;
        break;
      }
      if (!found) throw std::logic_error("printer template uses an unset variable '" + std::string(name) + "'");
    }
    pos = close + 1;
  }
}

// Indents each line that has text on it; blank lines stay empty.
void Printer::append(std::string_view piece) {
  while (!piece.empty()) {
    const std::size_t newline = piece.find('\n');
    const std::string_view line = piece.substr(0, newline);
    if (atLineStart_ && !line.empty()) {
      for (int i = 0; i < level_; ++i) text_ += kIndent;
    }
    text_ += line;
    if (newline == std::string_view::npos) {
      atLineStart_ = line.empty() && atLineStart_;
      return;
    }
    text_ += '\n';
    atLineStart_ = true;
    piece.remove_prefix(newline + 1);
  }
}

}  // namespace munchkinc
