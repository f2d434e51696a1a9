#include "backend/cpp/cpp_escape.h"

#include <algorithm>
#include <iterator>

namespace munchkinc {
namespace {

constexpr std::string_view kKeywords[] = {
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case",
    "catch", "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval",
    "constexpr", "constinit", "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype",
    "default", "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern",
    "false", "float", "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new",
    "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public",
    "register", "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static",
    "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local", "throw", "true",
    "try", "typedef", "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile",
    "wchar_t", "while", "xor", "xor_eq", "final", "override", "import", "module"};

bool identifierStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool identifierChar(char c) { return identifierStart(c) || (c >= '0' && c <= '9'); }

void appendOctal(std::string& out, unsigned char byte) {
  out += '\\';
  out += static_cast<char>('0' + ((byte >> 6) & 7));
  out += static_cast<char>('0' + ((byte >> 3) & 7));
  out += static_cast<char>('0' + (byte & 7));
}

enum class Context { Literal, Comment };

std::string escape(std::string_view text, Context context) {
  std::string out;
  out.reserve(text.size() + 2);
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const char c = text[i];
    const bool nextToQuestion = (i > 0 && text[i - 1] == '?') || (i + 1 < text.size() && text[i + 1] == '?');
    if (c == '\\') {
      if (context == Context::Literal) {
        out += "\\\\";
      } else {
        appendOctal(out, byte);
      }
    } else if (c == '"' && context == Context::Literal) {
      out += "\\\"";
    } else if (c == '?' && nextToQuestion) {
      out += "\\?";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (byte < 0x20 || byte >= 0x7f) {
      appendOctal(out, byte);
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

std::string cppStringLiteral(std::string_view text) { return '"' + escape(text, Context::Literal) + '"'; }

std::string cppCommentText(std::string_view text) { return escape(text, Context::Comment); }

bool isCppIdentifier(std::string_view text) {
  if (text.empty() || !identifierStart(text.front())) return false;
  if (!std::all_of(text.begin(), text.end(), identifierChar)) return false;
  if (text.size() >= 2 && text[0] == '_' && (text[1] == '_' || (text[1] >= 'A' && text[1] <= 'Z'))) return false;
  if (text.find("__") != std::string_view::npos) return false;
  return std::find(std::begin(kKeywords), std::end(kKeywords), text) == std::end(kKeywords);
}

std::string cppIdentifierFrom(std::string_view text) {
  std::string out;
  for (char c : text) {
    const char mapped = identifierChar(c) ? c : '_';
    if (mapped == '_' && !out.empty() && out.back() == '_') continue;  // "__" is reserved
    out += mapped;
  }
  while (!out.empty() && out.front() == '_') out.erase(out.begin());
  if (out.empty() || !identifierStart(out.front()) || !isCppIdentifier(out)) out = "set_" + out;
  if (out.back() == '_' && out.size() > 1) out.pop_back();
  return out;
}

}  // namespace munchkinc
