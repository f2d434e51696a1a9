#include "source/diagnostic_printer.h"

#include <cstdio>

#include "source/terminal_text.h"

namespace munchkinc {
namespace {

constexpr const char* kBold = "\033[1m";
constexpr const char* kRed = "\033[1;31m";
constexpr const char* kMagenta = "\033[1;35m";
constexpr const char* kCyan = "\033[1;36m";
constexpr const char* kGreen = "\033[1;32m";
constexpr const char* kReset = "\033[0m";

const char* severityWord(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "error";
}

const char* severityColor(Severity s) {
  switch (s) {
    case Severity::Error: return kRed;
    case Severity::Warning: return kMagenta;
    case Severity::Note: return kCyan;
  }
  return kRed;
}

class TextPrinter {
 public:
  TextPrinter(std::ostream& out, const SourceManager& sources, bool color)
      : out_(out), sources_(sources), color_(color) {}

  void print(const Diagnostic& d) {
    line(d.range, d.path, d.severity, d.message, std::string(codeName(d.code)), d.fixIts);
    for (const DiagnosticNote& n : d.notes) line(n.range, {}, Severity::Note, n.message, {}, {});
  }

 private:
  void paint(const char* code) {
    if (color_) out_ << code;
  }

  void line(SourceRange range, const std::string& path, Severity severity, const std::string& message,
            const std::string& code, const std::vector<FixIt>& fixIts) {
    paint(kBold);
    if (range.valid()) {
      const LineColumn at = sources_.lineColumn(range.file, range.begin);
      out_ << escapeForTerminal(sources_.path(range.file)) << ':' << at.line << ':' << at.column << ": ";
    } else if (!path.empty()) {
      out_ << escapeForTerminal(path) << ": ";
    } else {
      out_ << "munchkinc: ";
    }
    paint(kReset);
    paint(severityColor(severity));
    out_ << severityWord(severity) << ": ";
    paint(kReset);
    paint(kBold);
    out_ << escapeForTerminal(message);
    if (!code.empty()) out_ << " [" << code << ']';
    paint(kReset);
    out_ << '\n';
    if (range.valid()) snippet(range, fixIts);
  }

  // The source line (a window of it, escaped: see QuotedLine), a caret under
  // the range (clipped to that line) and, as clang does, the text of each
  // one-line fix-it on that line under the place it goes.
  void snippet(SourceRange range, const std::vector<FixIt>& fixIts) {
    const LineColumn at = sources_.lineColumn(range.file, range.begin);
    const std::string_view line = sources_.lineText(range.file, at.line);
    const std::size_t begin = byteInLine(range.file, at.line, range.begin);
    const QuotedLine quoted(line, begin);
    out_ << quoted.text() << '\n';
    const std::string_view covered = sources_.slice(range);
    const std::size_t end = begin + covered.substr(0, covered.find('\n')).size();
    const std::size_t width = quoted.width(begin, end);
    paint(kGreen);
    out_ << quoted.padTo(begin) << '^' << std::string(width - 1, '~');
    paint(kReset);
    out_ << '\n';
    for (const FixIt& fix : fixIts) {
      const LineColumn fixAt = sources_.lineColumn(fix.range.file, fix.range.begin);
      if (fix.range.file != range.file || fixAt.line != at.line || fix.replacement.find('\n') != std::string::npos) {
        continue;
      }
      paint(kGreen);
      out_ << quoted.padTo(byteInLine(fix.range.file, fixAt.line, fix.range.begin)) << escapeForTerminal(fix.replacement);
      paint(kReset);
      out_ << '\n';
    }
  }

  // The byte of `line` at file offset `offset` (past its end for an offset
  // beyond the line's text).
  std::size_t byteInLine(FileId file, std::uint32_t line, std::uint32_t offset) const {
    const std::string_view text = sources_.lineText(file, line);
    return offset - static_cast<std::size_t>(text.data() - sources_.text(file).data());
  }

  std::ostream& out_;
  const SourceManager& sources_;
  bool color_;
};

void jsonLocation(std::ostream& out, SourceRange range, const std::string& path, const SourceManager& sources) {
  if (!range.valid()) {
    out << "\"file\":" << jsonString(path) << ",\"line\":0,\"column\":0";
    return;
  }
  const LineColumn begin = sources.lineColumn(range.file, range.begin);
  const LineColumn end = sources.lineColumn(range.file, range.end);
  out << "\"file\":" << jsonString(sources.path(range.file)) << ",\"line\":" << begin.line
      << ",\"column\":" << begin.column << ",\"end_line\":" << end.line << ",\"end_column\":" << end.column;
}

}  // namespace

std::string jsonString(std::string_view text) {
  std::string out = "\"";
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buffer[8];
          std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned char>(c));
          out += buffer;
        } else if (static_cast<unsigned char>(c) < 0x80) {
          out += c;
        } else if (const std::size_t length = utf8Length(text, i)) {
          out.append(text.substr(i, length));
          i += length - 1;
        } else {
          out += "\\ufffd";  // a byte that is not UTF-8 (a file name's): JSON text must be UTF-8
        }
    }
  }
  return out + "\"";
}

void printDiagnostics(std::ostream& out, const std::vector<Diagnostic>& diagnostics,
                      const SourceManager& sources, const PrintOptions& options) {
  if (options.format == DiagnosticFormat::Text) {
    TextPrinter printer(out, sources, options.color);
    for (const Diagnostic& d : diagnostics) printer.print(d);
    return;
  }
  out << "[";
  bool first = true;
  for (const Diagnostic& d : diagnostics) {
    out << (first ? "\n  {" : ",\n  {");
    first = false;
    jsonLocation(out, d.range, d.path, sources);
    out << ",\"severity\":\"" << severityWord(d.severity) << "\",\"code\":\"" << codeName(d.code)
        << "\",\"name\":\"" << codeSlug(d.code) << "\",\"message\":" << jsonString(d.message) << ",\"notes\":[";
    for (std::size_t i = 0; i < d.notes.size(); ++i) {
      out << (i ? ",{" : "{");
      jsonLocation(out, d.notes[i].range, {}, sources);
      out << ",\"message\":" << jsonString(d.notes[i].message) << '}';
    }
    // Each fix-it replaces the text from line:column up to (not including)
    // end_line:end_column; equal ends mean an insertion.
    out << "],\"fixits\":[";
    for (std::size_t i = 0; i < d.fixIts.size(); ++i) {
      out << (i ? ",{" : "{");
      jsonLocation(out, d.fixIts[i].range, {}, sources);
      out << ",\"replacement\":" << jsonString(d.fixIts[i].replacement) << '}';
    }
    out << "]}";
  }
  out << (first ? "]\n" : "\n]\n");
}

}  // namespace munchkinc
