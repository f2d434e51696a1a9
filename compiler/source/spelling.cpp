#include "source/spelling.h"

#include <algorithm>
#include <cctype>

namespace munchkinc {
namespace {

// Optimal string alignment distance: insertions, deletions, substitutions
// and swaps of neighbours ("levle" -> "level") each cost one.
std::size_t editDistance(std::string_view a, std::string_view b) {
  auto same = [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
  };
  const std::size_t width = b.size() + 1;
  std::vector<std::size_t> d((a.size() + 1) * width);
  for (std::size_t i = 0; i <= a.size(); ++i) d[i * width] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t best = std::min({d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1,
                                   d[(i - 1) * width + j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1)});
      if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1])) {
        best = std::min(best, d[(i - 2) * width + j - 2] + 1);
      }
      d[i * width + j] = best;
    }
  }
  return d[a.size() * width + b.size()];
}

}  // namespace

std::string closestMatch(std::string_view word, const std::vector<std::string_view>& candidates) {
  // A third of the word's length, at least 1, tolerates one typo in short
  // names without suggesting unrelated ones.
  const std::size_t limit = std::max<std::size_t>(1, word.size() / 3);
  std::string_view best;
  std::size_t bestDistance = limit + 1;
  for (std::string_view candidate : candidates) {
    if (candidate.empty() || candidate == word) continue;
    const std::size_t d = editDistance(word, candidate);
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  return std::string(best);
}

std::string didYouMean(std::string_view word, const std::vector<std::string_view>& candidates) {
  const std::string match = closestMatch(word, candidates);
  return match.empty() ? std::string() : "; did you mean '" + match + "'?";
}

}  // namespace munchkinc
