#include "known_divergences.h"

#include <sstream>

#include "conformance_case.h"

namespace conformance {

std::map<std::string, Divergence> readDivergences(const std::string& path) {
  std::map<std::string, Divergence> out;
  std::istringstream text(readText(path));
  std::string line, section;
  int number = 0;
  while (std::getline(text, line)) {
    ++number;
    const std::string where = path + ":" + std::to_string(number) + ": ";
    if (line.empty()) continue;
    if (line.rfind("## ", 0) == 0) {
      section = line.substr(3);
      continue;
    }
    if (line[0] == '#') continue;
    const std::size_t colon = line.find(": ");
    if (colon == std::string::npos || colon == 0 || line.find(' ') < colon || colon + 2 >= line.size()) {
      throw CaseError(where + "expected '<area>/<name>: <reason>'");
    }
    const std::string id = line.substr(0, colon);
    if (out.count(id)) throw CaseError(where + id + " is listed twice");
    out[id] = {line.substr(colon + 2), section, number};
  }
  return out;
}

}  // namespace conformance
