// The bundled sets and crossovers must pass the checker: no errors, and only
// the warnings listed here on purpose. A crossover of the four games must
// merge their Curse-like kinds and, without that merge, report every card
// name they share with both locations.
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "check_harness.h"
#include "model/switched_rules.h"
#include "sema/build.h"

namespace fs = std::filesystem;
using namespace munchkinc;
using namespace munchkinc::testing;

namespace {

// Warnings the bundled sets carry deliberately, by build folder (relative to
// sets/) and code. None today.
const std::map<std::string, std::multiset<std::string>> kDeliberateWarnings = {};

std::vector<std::string> bundledBuilds() {
  std::vector<std::string> builds;
  const fs::path sets = bundledSetsDirectory();
  for (const fs::path& parent : {sets, sets / "crossovers"}) {
    for (const fs::directory_entry& entry : fs::directory_iterator(parent)) {
      if (!entry.is_directory() || entry.path().filename() == "crossovers") continue;
      builds.push_back(fs::relative(entry.path(), sets).string());
    }
  }
  std::sort(builds.begin(), builds.end());
  return builds;
}

}  // namespace

TEST_CASE("every bundled set and crossover checks clean", "[conflicts][sets]") {
  const std::vector<std::string> builds = bundledBuilds();
  REQUIRE(builds.size() >= 14);
  for (const std::string& build : builds) {
    DYNAMIC_SECTION(build) {
      const CheckRun run = checkPath(bundledSetsDirectory() + "/" + build);
      INFO(run.text);
      REQUIRE(run.model.has_value());
      CHECK(run.errors == 0);
      std::multiset<std::string> warnings;
      for (const Diagnostic& d : run.diagnostics) {
        if (d.severity == Severity::Warning) warnings.insert(std::string(codeName(d.code)));
      }
      const auto listed = kDeliberateWarnings.find(build);
      CHECK(warnings == (listed == kDeliberateWarnings.end() ? std::multiset<std::string>{} : listed->second));
    }
  }
}

TEST_CASE("every rule a bundled set switches on by a parameter is a declared rule", "[conflicts][sets]") {
  for (const std::string& build : bundledBuilds()) {
    DYNAMIC_SECTION(build) {
      const CheckRun run = checkPath(bundledSetsDirectory() + "/" + build);
      REQUIRE(run.model.has_value());
      // Declared by the set's own line, with its own text, not only implied.
      for (const model::SwitchedRule& switched : model::kSwitchedRules) {
        if (run.model->param(switched.parameter) == 0) continue;
        INFO(build << " sets " << switched.parameter << " but declares no rule " << switched.rule);
        const model::Named* rule = run.model->findRule(switched.rule);
        REQUIRE(rule != nullptr);
        const model::Param* param = run.model->findParam(switched.parameter);
        CHECK((rule->range.file != param->range.file || rule->range.begin != param->range.begin));
      }
    }
  }
}

TEST_CASE("the four-game crossover merges trap, curse and disaster", "[conflicts][sets]") {
  const CheckRun run = checkPath(bundledSetsDirectory() + "/crossovers/all-four");
  INFO(run.text);
  REQUIRE(run.model.has_value());
  const model::Model& m = *run.model;
  for (const char* kind : {"trap", "curse", "disaster"}) {
    const model::Kind* k = m.findKind(kind);
    REQUIRE(k != nullptr);
    CHECK(k->canonical == "curse");
  }
  // "Lose Your Armor" is printed as a disaster, a trap and a curse; merged,
  // the printings agree and nothing is reported.
  std::set<std::string> kinds;
  for (const model::Card& card : m.cards) {
    if (card.name == "Lose Your Armor") kinds.insert(card.canonicalKind);
  }
  CHECK(kinds == std::set<std::string>{"curse"});
  CHECK_FALSE(run.has(DiagCode::E1023));
}

TEST_CASE("without the merge, every shared card name is a clash reported at the crossover", "[conflicts][sets]") {
  const CheckRun run = checkPath(sourceDir() + "/tests/conflicts/crossover_without_equivalence/set.mkn");
  INFO(run.text);
  REQUIRE(run.model.has_value());
  // The same name in different units, different kinds once nothing merges them.
  std::map<std::string, std::vector<std::string>> units;
  for (const model::Card& card : run.model->cards) units[card.name].push_back(card.unit);
  std::size_t expected = 0;
  for (const auto& [name, where] : units) {
    if (where.size() < 2) continue;
    // Only clashes in kind are expected here: the printings agree otherwise.
    std::set<std::string> kinds;
    for (const model::Card& card : run.model->cards) {
      if (card.name == name) kinds.insert(card.canonicalKind);
    }
    if (kinds.size() > 1) expected += where.size() - 1;
  }
  CHECK(expected == 2);  // "Lose Your Armor": star's trap and warhammer's curse against apocalypse's disaster
  CHECK(run.countOf(DiagCode::E1023) == expected);
  // Reported at the crossover that combines the sets, where the fix (the
  // `equiv` it names) belongs, with a note at each printing.
  for (const Diagnostic& d : run.diagnostics) {
    if (d.code != DiagCode::E1023) continue;
    REQUIRE(d.notes.size() == 2);
    CHECK(d.range.valid());
    CHECK(d.range.file == run.model->root.range.file);
    CHECK(d.notes[0].range.file != d.notes[1].range.file);
    CHECK(d.message.find("add 'equiv disaster == ") != std::string::npos);
  }
  // And the curse-like kinds left apart are warned about once, with the equiv.
  CHECK(run.countOf(DiagCode::W1028) == 1);
  CHECK(run.text.find("add 'equiv curse == disaster == trap;'") != std::string::npos);
  CHECK(run.text.find("sets/apocalypse/disasters.mkn") != std::string::npos);
  CHECK(run.text.find("sets/star/traps.mkn") != std::string::npos);
  CHECK(run.text.find("sets/warhammer-aos/curses.mkn") != std::string::npos);
}
