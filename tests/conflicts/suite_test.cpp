// The independent rule-conflict suite (issue 15): cases written from the five
// rule sheets and the language's documentation, never from the checker's code.
// Each folder tests/conflicts/suite/<class>/<case>/ holds an input (input.mkn,
// or set.mkn for a crossover of several sets) and a `verdict` whose first line
// is `clean` or the conflict codes the checker must report (`E1023@set.mkn`:
// reported in that file of the case); the verdicts were fixed before the cases
// were run. known_misses.txt lists what the checker gets wrong today, so that
// this test fails on a new mistake and on a fixed one.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "check_harness.h"

namespace fs = std::filesystem;
using munchkinc::testing::checkPath;
using munchkinc::testing::readFile;
using munchkinc::testing::sourceDir;

namespace {

using Codes = std::set<std::string>;

bool isConflictCode(const std::string& code) {
  return code.size() == 5 && (code[0] == 'E' || code[0] == 'W') && code.compare(1, 2, "10") == 0;
}

struct Case {
  std::string id;  // <class>/<case>
  fs::path folder;
  fs::path input;
  Codes expected;  // empty: clean
  std::vector<std::pair<std::string, std::string>> places;  // code, file of the case it must be reported in
};

// The first line of `verdict`: `clean`, or conflict codes separated by spaces.
void parseVerdict(Case& c, const std::string& text) {
  std::istringstream lines(text);
  std::string first;
  std::getline(lines, first);
  std::istringstream words(first);
  bool clean = false;
  for (std::string word; words >> word;) {
    if (word == "clean") {
      clean = true;
      continue;
    }
    const auto at = word.find('@');
    const std::string code = word.substr(0, at);
    INFO(c.id << ": verdict word '" << word << "' is neither `clean` nor a conflict code");
    CHECK(isConflictCode(code));
    c.expected.insert(code);
    if (at != std::string::npos) c.places.emplace_back(code, word.substr(at + 1));
  }
  INFO(c.id << ": a verdict is `clean` alone or one or more codes");
  CHECK(clean != !c.expected.empty());
}

std::vector<Case> findCases(const fs::path& root) {
  std::vector<Case> cases;
  for (const auto& group : fs::directory_iterator(root)) {
    if (!group.is_directory()) continue;
    for (const auto& folder : fs::directory_iterator(group.path())) {
      if (!folder.is_directory() || !fs::exists(folder.path() / "verdict")) continue;
      Case c;
      c.id = group.path().filename().string() + "/" + folder.path().filename().string();
      c.folder = folder.path();
      c.input = fs::exists(folder.path() / "input.mkn") ? folder.path() / "input.mkn" : folder.path() / "set.mkn";
      parseVerdict(c, readFile((folder.path() / "verdict").string()));
      cases.push_back(std::move(c));
    }
  }
  std::sort(cases.begin(), cases.end(), [](const Case& a, const Case& b) { return a.id < b.id; });
  return cases;
}

// What the checker said of a case, read from its clang-style text.
struct Reported {
  Codes conflicts;                                       // E10xx and W10xx
  Codes otherErrors;                                     // any other error code
  std::vector<std::pair<std::string, std::string>> at;  // code, file it was reported in
  std::string firstOtherError;
};

Reported readDiagnostics(const std::string& text) {
  static const std::regex line(R"(^(.*?):[0-9]+:[0-9]+: (error|warning): .*\[([EW][0-9]{4})\]\s*$)");
  Reported out;
  std::istringstream lines(text);
  for (std::string l; std::getline(lines, l);) {
    std::smatch m;
    if (!std::regex_search(l, m, line)) continue;
    const std::string code = m[3];
    if (isConflictCode(code)) {
      out.conflicts.insert(code);
      out.at.emplace_back(code, m[1]);
    } else if (m[2] == "error") {
      if (out.otherErrors.empty()) out.firstOtherError = l;
      out.otherErrors.insert(code);
    }
  }
  return out;
}

bool reportedIn(const Reported& got, const std::string& code, const fs::path& file) {
  const std::string want = fs::path(file).lexically_normal().string();
  return std::any_of(got.at.begin(), got.at.end(), [&](const auto& at) {
    if (at.first != code) return false;
    const std::string path = fs::path(at.second).lexically_normal().string();
    return want.size() >= path.size() && want.compare(want.size() - path.size(), path.size(), path) == 0;
  });
}

std::string join(const Codes& codes) {
  if (codes.empty()) return "clean";
  std::string s;
  for (const auto& c : codes) s += (s.empty() ? "" : " ") + c;
  return s;
}

// known_misses.txt: `<class>/<case>  missed|false-alarm|wrong-code|wrong-place  <what it reported>`.
std::map<std::string, std::string> readKnownMisses(const fs::path& file) {
  std::map<std::string, std::string> misses;
  if (!fs::exists(file)) return misses;
  std::istringstream lines(readFile(file.string()));
  for (std::string l; std::getline(lines, l);) {
    std::istringstream words(l);
    std::string id, kind;
    if (!(words >> id) || id[0] == '#') continue;
    words >> kind;
    misses[id] = kind;
  }
  return misses;
}

}  // namespace

TEST_CASE("the independent conflict suite gets the verdicts fixed before it ran", "[suite]") {
  const fs::path root = fs::path(sourceDir()) / "tests/conflicts/suite";
  const std::vector<Case> cases = findCases(root);
  auto knownMisses = readKnownMisses(root / "known_misses.txt");

  std::size_t conflicts = 0, caught = 0, nearMisses = 0, quiet = 0;
  for (const Case& c : cases) {
    const Reported got = readDiagnostics(checkPath(c.input.string()).text);
    // An error outside the conflict codes counts as a verdict too: a case is
    // valid `.mkn`, so one is either a broken case or a checker's mistake
    // (a rule a set switches on that cannot be named, E0104), listed as such.
    Codes reported = got.conflicts;
    reported.insert(got.otherErrors.begin(), got.otherErrors.end());
    bool inPlace = true;
    for (const auto& [code, file] : c.places) inPlace = inPlace && reportedIn(got, code, c.folder / file);

    const bool right = reported == c.expected && inPlace;
    std::string kind;
    if (c.expected.empty()) {
      ++nearMisses;
      if (right) ++quiet; else kind = "false-alarm";
    } else {
      ++conflicts;
      if (right) ++caught;
      else if (reported.empty()) kind = "missed";
      else if (reported == c.expected) kind = "wrong-place";
      else kind = "wrong-code";
    }
    const auto listed = knownMisses.find(c.id);
    if (right) {
      INFO(c.id << " now gets its verdict (" << join(c.expected) << "): take it off known_misses.txt");
      CHECK(listed == knownMisses.end());
    } else {
      INFO(c.id << ": expected " << join(c.expected) << ", the checker reported " << join(reported)
                << (got.otherErrors.empty() ? "" : "\n(is the case valid? " + got.firstOtherError + ")")
                << "\nif the checker is wrong, list it in known_misses.txt as `" << c.id << "  " << kind << "  "
                << join(reported) << "`");
      CHECK(listed != knownMisses.end());
      if (listed != knownMisses.end()) CHECK(listed->second == kind);
    }
    if (listed != knownMisses.end()) knownMisses.erase(listed);
  }
  for (const auto& entry : knownMisses) {
    INFO("known_misses.txt lists " << entry.first << ", which is no case of the suite");
    CHECK(false);
  }

  const auto percent = [](std::size_t n, std::size_t m) { return m == 0 ? std::size_t{0} : (100 * n + m / 2) / m; };
  std::cout << "conflicts caught " << caught << "/" << conflicts << " (" << percent(caught, conflicts)
            << "%), near misses quiet " << quiet << "/" << nearMisses << ", false alarms " << nearMisses - quiet
            << "\n";
  INFO("the suite has " << cases.size() << " cases; issue 15 asks for at least 110");
  CHECK(cases.size() >= 110);
}
