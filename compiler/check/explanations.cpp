#include "check/explanations.h"

#include <algorithm>

namespace munchkinc {

// Defined in the file generated from docs/explain/ (embed_explanations.cmake).
extern const Explanation kGeneratedExplanations[];
extern const std::size_t kGeneratedExplanationCount;

const std::vector<Explanation>& explanations() {
  static const std::vector<Explanation> all = [] {
    std::vector<Explanation> list(kGeneratedExplanations, kGeneratedExplanations + kGeneratedExplanationCount);
    std::sort(list.begin(), list.end(), [](const Explanation& a, const Explanation& b) { return a.code < b.code; });
    return list;
  }();
  return all;
}

std::optional<std::string_view> findExplanation(std::string_view code) {
  for (const Explanation& e : explanations()) {
    if (e.code == code) return e.text;
  }
  return std::nullopt;
}

}  // namespace munchkinc
