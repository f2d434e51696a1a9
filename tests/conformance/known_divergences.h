// known_divergences.txt: the cases that fail today, each with the reason
// (a Status line of docs/semantics.md, or a new finding and its diagnosis).
#pragma once

#include <map>
#include <string>

namespace conformance {

struct Divergence {
  std::string reason;
  std::string section;  // the heading it is listed under
  int line = 0;
};

// By case id. Lines: `# comment`, `## heading`, `<area>/<name>: <reason>`.
// Throws CaseError on a line of another form or a case listed twice.
std::map<std::string, Divergence> readDivergences(const std::string& path);

}  // namespace conformance
