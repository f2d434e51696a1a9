#include "source/spelling.h"

#include <algorithm>
#include <cctype>

namespace munchkinc {
namespace {

// Optimal string alignment distance: insertions, deletions, substitutions
// and swaps of neighbours ("levle" -> "level") each cost one; or, when it is
// certainly more than `limit`, some number above `limit`. Three rows of
// |b| + 1 cells: memory stays linear however long the words are.
std::size_t editDistance(std::string_view a, std::string_view b, std::size_t limit) {
  const std::size_t longer = std::max(a.size(), b.size()), shorter = std::min(a.size(), b.size());
  if (longer - shorter > limit) return limit + 1;  // that many insertions at least
  auto same = [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
  };
  const std::size_t width = b.size() + 1;
  std::vector<std::size_t> before(width), previous(width), current(width);
  for (std::size_t j = 0; j < width; ++j) previous[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    current[0] = i;
    std::size_t rowBest = current[0];
    for (std::size_t j = 1; j < width; ++j) {
      std::size_t best = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1)});
      if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1])) best = std::min(best, before[j - 2] + 1);
      current[j] = best;
      rowBest = std::min(rowBest, best);
    }
    // Every later cell costs at least the smallest of this row (a swap looks
    // back two rows, so both must be past the limit).
    if (rowBest > limit && i > 1 && *std::min_element(previous.begin(), previous.end()) > limit) return limit + 1;
    std::swap(before, previous);
    std::swap(previous, current);
  }
  return previous[b.size()];
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
    const std::size_t d = editDistance(word, candidate, bestDistance - 1);
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
