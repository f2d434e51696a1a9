// `munchkinc explain CODE`: the long explanation of a diagnostic, with a bad
// and a fixed example. CODE is a code (E1001, case-insensitive) or its name
// (level-below-one).
#include <algorithm>
#include <cctype>
#include <iostream>

#include "check/explanations.h"
#include "driver/commands.h"
#include "source/diagnostics.h"
#include "source/spelling.h"

namespace munchkinc {

int runExplain(const std::string& code) {
  std::string upper = code;
  std::transform(upper.begin(), upper.end(), upper.begin(), [](unsigned char c) { return std::toupper(c); });
  DiagCode parsed{};
  if (!parseCode(upper, parsed) && !parseCode(code, parsed)) {
    std::vector<std::string_view> known;
    for (DiagCode c : allCodes()) {
      known.push_back(codeName(c));
      known.push_back(codeSlug(c));
    }
    const std::string hint = closestMatch(upper, known);
    const std::string slugHint = hint.empty() ? closestMatch(code, known) : hint;
    std::cerr << "munchkinc: error: unknown diagnostic code '" << code << "'"
              << (slugHint.empty() ? std::string("; codes look like E1001") : "; did you mean '" + slugHint + "'?")
              << '\n';
    return kExitUsage;
  }
  const auto text = findExplanation(codeName(parsed));
  if (!text) {
    std::cerr << "munchkinc: error: " << codeName(parsed) << " (" << codeSlug(parsed)
              << ") has no long explanation\n";
    return kExitUsage;
  }
  std::cout << *text;
  return kExitClean;
}

}  // namespace munchkinc
