#include "munchkin/plural.h"

#include <cctype>
#include <charconv>

namespace munchkin {
namespace {

bool isVowel(char c) {
  switch (std::tolower(static_cast<unsigned char>(c))) {
    case 'a': case 'e': case 'i': case 'o': case 'u': return true;
    default: return false;
  }
}

bool endsWith(std::string_view word, std::string_view tail) {
  if (word.size() < tail.size()) return false;
  for (std::size_t i = 0; i < tail.size(); ++i) {
    const char c = word[word.size() - tail.size() + i];
    if (std::tolower(static_cast<unsigned char>(c)) != tail[i]) return false;
  }
  return true;
}

}  // namespace

std::string pluralOf(std::string_view singular) {
  std::string out(singular);
  if (singular.empty()) return out;
  // "Army" -> "Armies" but "Key" -> "Keys".
  if (endsWith(singular, "y") && singular.size() > 1 && !isVowel(singular[singular.size() - 2])) {
    out.pop_back();
    out += "ies";
  } else if (endsWith(singular, "s") || endsWith(singular, "x") || endsWith(singular, "z") ||
             endsWith(singular, "ch") || endsWith(singular, "sh")) {
    out += "es";
  } else {
    out += "s";
  }
  return out;
}

bool takesSingular(long long n) { return n == 1 || n == -1; }

void appendCounted(std::string& out, long long n, std::string_view singular, std::string_view plural) {
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, n);
  out.append(buffer, result.ptr);
  out.push_back(' ');
  out.append(takesSingular(n) ? singular : plural);
}

void appendCounted(std::string& out, long long n, std::string_view singular) {
  if (takesSingular(n)) {
    appendCounted(out, n, singular, singular);
  } else {
    appendCounted(out, n, singular, pluralOf(singular));
  }
}

std::string counted(long long n, std::string_view singular) {
  std::string out;
  appendCounted(out, n, singular);
  return out;
}

std::string counted(long long n, std::string_view singular, std::string_view plural) {
  std::string out;
  appendCounted(out, n, singular, plural);
  return out;
}

}  // namespace munchkin
