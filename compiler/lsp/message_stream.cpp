#include "lsp/message_stream.h"

#include <cctype>
#include <charconv>
#include <optional>
#include <string_view>

namespace munchkinc::lsp {

namespace {

bool sameLetters(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  }
  return true;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

// A header line, without its newline; false at the end of input. A line
// longer than any header is cut (and reads as no header), never held whole.
bool readLine(std::istream& in, std::string& line) {
  constexpr std::size_t kLongestHeader = 4096;
  line.clear();
  bool any = false;
  for (int c = in.get(); c != std::char_traits<char>::eof(); c = in.get()) {
    any = true;
    if (c == '\n') return true;
    if (line.size() < kLongestHeader) line += static_cast<char>(c);
  }
  return any;
}

}  // namespace

ReadMessage readMessage(std::istream& in, std::size_t maxBytes) {
  ReadMessage result;
  std::optional<std::size_t> length;
  std::string problem;
  std::string line;
  bool sawHeader = false;
  while (readLine(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) {
      if (!sawHeader) continue;  // stray blank lines between frames
      break;
    }
    sawHeader = true;
    const std::size_t colon = line.find(':');
    if (colon == std::string::npos) {
      problem = "a header line without ':'";
      continue;
    }
    if (!sameLetters(trimmed(std::string_view(line).substr(0, colon)), "Content-Length")) continue;
    const std::string_view value = trimmed(std::string_view(line).substr(colon + 1));
    std::size_t parsed = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), parsed);
    if (error != std::errc() || end != value.data() + value.size()) {
      problem = "Content-Length is not a number";
      continue;
    }
    length = parsed;
  }
  if (!sawHeader) return result;  // end of input between frames
  result.status = ReadMessage::Status::BadFrame;
  if (!length) {
    result.error = problem.empty() ? "a message without Content-Length" : problem;
    return result;
  }
  if (*length > maxBytes) {
    result.skip = *length;
    result.error = "a message of " + std::to_string(*length) + " bytes, more than the " + std::to_string(maxBytes) +
                   " allowed";
    return result;
  }
  result.body.resize(*length);
  in.read(result.body.data(), static_cast<std::streamsize>(*length));
  if (static_cast<std::size_t>(in.gcount()) != *length) {
    result.status = ReadMessage::Status::EndOfInput;  // cut short: nothing more will come
    result.body.clear();
    return result;
  }
  result.status = ReadMessage::Status::Message;
  return result;
}

void writeMessage(std::ostream& out, const std::string& body) {
  out << "Content-Length: " << body.size() << "\r\n\r\n" << body;
  out.flush();
}

}  // namespace munchkinc::lsp
