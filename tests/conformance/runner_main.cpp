// conformance_runner: runs one case of the conformance suite, or checks that
// known_divergences.txt names only cases that exist.
//
//   conformance_runner BASE_MKN CASES_DIR KNOWN_DIVERGENCES CASE_YAML
//   conformance_runner --check-list CASES_DIR KNOWN_DIVERGENCES
//
// A case listed in KNOWN_DIVERGENCES must fail and an unlisted one must pass;
// the exit status is 0 when that holds.
#include <filesystem>
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

int checkList(const std::string& casesDir, const std::string& listPath) {
  const auto divergences = readDivergences(listPath);
  int missing = 0;
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
    if (argc == 4 && std::string(argv[1]) == "--check-list") return checkList(argv[2], argv[3]);
    if (argc == 5) return runOne(argv[1], argv[2], argv[3], argv[4]);
  } catch (const CaseError& e) {
    std::cout << e.what() << '\n';
    return 1;
  }
  std::cerr << "usage: conformance_runner BASE_MKN CASES_DIR KNOWN_DIVERGENCES CASE_YAML\n"
               "       conformance_runner --check-list CASES_DIR KNOWN_DIVERGENCES\n";
  return 2;
}
