#include "source/spelling.h"

#include <algorithm>
#include <cctype>

namespace munchkinc {
namespace {

std::size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      const bool same = std::tolower(static_cast<unsigned char>(a[i - 1])) ==
                        std::tolower(static_cast<unsigned char>(b[j - 1]));
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
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
