#include "backend/sheets/wording.h"

#include <array>
#include <cctype>

namespace munchkinc::sheets {
namespace {

bool startsWithIgnoringCase(std::string_view text, std::string_view prefix) {
  if (text.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(text[i])) != prefix[i]) return false;
  }
  return true;
}

}  // namespace

std::string withArticle(std::string_view noun) {
  static constexpr std::array<std::string_view, 4> kConsonantSounds{"one", "uni", "use", "eu"};
  bool vowel = !noun.empty() && std::string_view("aeiou").find(static_cast<char>(
                                    std::tolower(static_cast<unsigned char>(noun.front())))) != std::string_view::npos;
  for (std::string_view prefix : kConsonantSounds) vowel = vowel && !startsWithIgnoringCase(noun, prefix);
  return (vowel ? "an " : "a ") + std::string(noun);
}

}  // namespace munchkinc::sheets
