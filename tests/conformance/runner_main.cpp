// conformance_runner: runs one case of the conformance suite, or checks that
// known_divergences.txt names only cases that exist and quotes only what
// docs/semantics.md says.
//
//   conformance_runner BASE_MKN CASES_DIR KNOWN_DIVERGENCES CASE_YAML
//   conformance_runner --check-list CASES_DIR KNOWN_DIVERGENCES SEMANTICS_MD
//   conformance_runner --summary BASE_MKN CASES_DIR KNOWN_DIVERGENCES
//
// A case listed in KNOWN_DIVERGENCES must fail and an unlisted one must pass;
// the exit status is 0 when that holds.
#include <cctype>
#include <algorithm>
#include <filesystem>
#include <map>
#include <iostream>

#include "case_runner.h"
#include "known_divergences.h"

namespace {

using namespace conformance;

// The case's mismatches, or the reason it could not run; empty when it passes.
std::vector<std::string> failures(const std::string& basePath, const Case& c) {
  try {
    const YAML::Node mkn = c.root["mkn"];
    const auto set = buildCaseSet(readText(basePath), mkn ? asString(mkn, "mkn") : std::string());
    return runCase(c, *set);
  } catch (const CaseError& e) {
    return {e.what()};
  } catch (const YAML::Exception& e) {
    return {std::string("malformed case: ") + e.what()};
  }
}

int runOne(const std::string& basePath, const std::string& casesDir, const std::string& listPath,
           const std::string& casePath) {
  std::vector<std::string> found;
  std::string id = caseId(casePath, casesDir);
  try {
    const Case c = loadCase(casePath, casesDir);
    found = failures(basePath, c);
  } catch (const CaseError& e) {
    found = {e.what()};
  }
  const auto divergences = readDivergences(listPath);
  const auto listed = divergences.find(id);
  for (const std::string& f : found) std::cout << casePath << ": " << f << '\n';
  if (listed == divergences.end()) {
    if (found.empty()) std::cout << casePath << ": passes\n";
    else std::cout << casePath << ": fails, and known_divergences.txt does not list it\n";
    return found.empty() ? 0 : 1;
  }
  std::cout << listPath << ":" << listed->second.line << ": listed under '" << listed->second.section
            << "': " << listed->second.reason << '\n';
  if (found.empty()) {
    std::cout << casePath << ": passes now: fixed: remove it from known_divergences.txt\n";
    return 1;
  }
  std::cout << casePath << ": fails as listed\n";
  return 0;
}

// Every case of CASES_DIR, one line each, then the counts: passes, fails as
// listed (by heading), fails unlisted, passes although listed. Exit 1 when
// the last two are not both zero, as ctest would fail.
int summary(const std::string& basePath, const std::string& casesDir, const std::string& listPath) {
  const auto divergences = readDivergences(listPath);
  std::vector<std::string> paths;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(casesDir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".yaml") paths.push_back(entry.path().string());
  }
  std::sort(paths.begin(), paths.end());
  int passes = 0, unlisted = 0, fixed = 0;
  std::map<std::string, int> bySection;
  for (const std::string& path : paths) {
    const std::string id = caseId(path, casesDir);
    std::vector<std::string> found;
    try {
      found = failures(basePath, loadCase(path, casesDir));
    } catch (const CaseError& e) {
      found = {e.what()};
    }
    const auto listed = divergences.find(id);
    std::string outcome;
    if (found.empty()) {
      outcome = listed == divergences.end() ? "passes" : "PASSES, BUT IS LISTED";
      (listed == divergences.end() ? passes : fixed) += 1;
    } else if (listed == divergences.end()) {
      outcome = "FAILS, UNLISTED: " + found.front();
      ++unlisted;
    } else {
      outcome = "fails as listed (" + listed->second.section.substr(0, listed->second.section.find(" (")) + ")";
      ++bySection[listed->second.section];
    }
    std::cout << id << ": " << outcome << '\n';
  }
  std::cout << '\n' << paths.size() << " cases: " << passes << " pass";
  for (const auto& [section, count] : bySection) std::cout << ", " << count << " fail as listed under '" << section << "'";
  std::cout << ", " << unlisted << " fail unlisted, " << fixed << " pass although listed\n";
  return unlisted == 0 && fixed == 0 ? 0 : 1;
}

// The contract's text as the list quotes it: no backticks, no quote marks of
// its own, no `>` of a blockquote, and one space between words.
std::string flattened(const std::string& text) {
  std::string out;
  bool space = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '`' || c == '"' || c == '*') continue;
    if (c == '>' && (i == 0 || text[i - 1] == '\n')) continue;
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

// A quoted piece without the punctuation and spaces that join it to an ellipsis.
std::string trimmed(std::string piece) {
  const auto joiner = [](char c) { return c == ' ' || c == ';' || c == ':' || c == ','; };
  while (!piece.empty() && joiner(piece.front())) piece.erase(piece.begin());
  while (!piece.empty() && joiner(piece.back())) piece.pop_back();
  return piece;
}

// Every passage a known divergence quotes ("...", in pieces between "...")
// is in the contract: a Status line that is gone cannot be cited. New
// findings quote other things and are not checked.
int checkQuotes(const std::string& listPath, const std::string& contractPath,
                const std::map<std::string, Divergence>& divergences) {
  const std::string contract = flattened(readText(contractPath));
  int wrong = 0;
  for (const auto& [id, divergence] : divergences) {
    if (divergence.section.rfind("known divergences", 0) != 0) continue;
    const std::string& reason = divergence.reason;
    for (std::size_t open = reason.find('"'); open != std::string::npos; open = reason.find('"', open + 1)) {
      const std::size_t close = reason.find('"', open + 1);
      if (close == std::string::npos) break;
      std::string quote = reason.substr(open + 1, close - open - 1);
      open = close;
      for (std::size_t at = 0; at <= quote.size();) {
        const std::size_t gap = quote.find("...", at);
        const std::string piece = trimmed(flattened(quote.substr(at, gap == std::string::npos ? std::string::npos : gap - at)));
        if (!piece.empty() && contract.find(piece) == std::string::npos) {
          std::cout << listPath << ":" << divergence.line << ": docs/semantics.md does not say \"" << piece << "\"\n";
          ++wrong;
        }
        if (gap == std::string::npos) break;
        at = gap + 3;
      }
    }
  }
  return wrong;
}

int checkList(const std::string& casesDir, const std::string& listPath, const std::string& contractPath) {
  const auto divergences = readDivergences(listPath);
  int missing = checkQuotes(listPath, contractPath, divergences);
  for (const auto& [id, divergence] : divergences) {
    if (!std::filesystem::exists(std::filesystem::path(casesDir) / (id + ".yaml"))) {
      std::cout << listPath << ":" << divergence.line << ": no case " << id << ".yaml: remove the line\n";
      ++missing;
    }
  }
  return missing == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc == 5 && std::string(argv[1]) == "--check-list") return checkList(argv[2], argv[3], argv[4]);
    if (argc == 5 && std::string(argv[1]) == "--summary") return summary(argv[2], argv[3], argv[4]);
    if (argc == 5) return runOne(argv[1], argv[2], argv[3], argv[4]);
  } catch (const CaseError& e) {
    std::cout << e.what() << '\n';
    return 1;
  }
  std::cerr << "usage: conformance_runner BASE_MKN CASES_DIR KNOWN_DIVERGENCES CASE_YAML\n"
               "       conformance_runner --check-list CASES_DIR KNOWN_DIVERGENCES SEMANTICS_MD\n"
               "       conformance_runner --summary BASE_MKN CASES_DIR KNOWN_DIVERGENCES\n";
  return 2;
}
