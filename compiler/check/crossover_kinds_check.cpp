// W1028: a blend of sets that leaves apart kinds the rule sheets call one.
// The sheets name three families of kinds that share a shape: Curses, Traps
// and Disasters (Apocalypse: "the same"; Star Munchkin: Traps and Curses),
// Sidekicks and Hirelings (Star Munchkin), Steeds and Vehicles (Warhammer Age
// of Sigmar). Kinds of one family brought in by different sets and not merged
// by an `equiv` ignore each other's limits and protections: a card that
// cancels a Curse misses a Trap, a player may ride a Steed and a Vehicle.
// A kind belongs to the sets that declare it or have cards of it (a rule
// module such as core belongs to no game), so one game's own kinds never
// warn. Reported once per family at the unit that combines the sets, with
// the `equiv` line that merges them.
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "check/checks.h"

namespace munchkinc::check {
namespace {

struct Family {
  Shape shape;
  const char* sheet;  // what the rule sheets say, in our words
};

constexpr Family kFamilies[] = {
    {Shape::Curse, "the Apocalypse and Star Munchkin rule sheets make Curses, Traps and Disasters one kind "
                   "(whatever names one names them all)"},
    {Shape::Sidekick, "the Star Munchkin rule sheet counts Sidekicks as Hirelings and Hirelings as Sidekicks"},
    {Shape::Steed, "the Warhammer Age of Sigmar rule sheet makes Steeds and Vehicles one kind (one Steed or "
                   "Vehicle at a time)"},
};

// A group of merged kinds of one shape and the games it comes from.
struct Group {
  std::vector<const model::Kind*> kinds;  // in declaration order
  std::set<std::string> sets;
};

}  // namespace

void checkCrossoverKinds(CheckContext& context) {
  const model::Model& model = context.model();
  std::set<std::string> modules;
  for (const model::Unit& unit : model.units) {
    if (unit.isModule) modules.insert(unit.id);
  }
  std::map<std::string, std::set<std::string>> setsOfKind;
  for (const model::Kind& kind : model.kinds) {
    if (!modules.count(kind.unit)) setsOfKind[kind.name].insert(kind.unit);
  }
  for (const model::Card& card : model.cards) {
    if (!modules.count(card.unit)) setsOfKind[card.kind].insert(card.unit);
  }
  for (const Family& family : kFamilies) {
    std::map<std::string, Group> groups;  // by canonical kind
    std::vector<std::string> order;
    for (const model::Kind& kind : model.kinds) {
      if (kind.shape != family.shape) continue;
      const auto sets = setsOfKind.find(kind.name);
      if (sets == setsOfKind.end()) continue;
      Group& group = groups[kind.canonical];
      if (group.kinds.empty()) order.push_back(kind.canonical);
      group.kinds.push_back(&kind);
      group.sets.insert(sets->second.begin(), sets->second.end());
    }
    if (groups.size() < 2) continue;
    // Apart only when two groups come from different games: the union of
    // the games holds more than any one group's single game.
    std::set<std::string> games;
    for (const auto& [name, group] : groups) games.insert(group.sets.begin(), group.sets.end());
    if (games.size() < 2) continue;
    std::string kinds, equiv = "equiv";
    for (std::size_t i = 0; i < order.size(); ++i) {
      kinds += (i == 0 ? "" : i + 1 == order.size() ? " and " : ", ") + std::string("'") + order[i] + "'";
      equiv += (i == 0 ? " " : " == ") + order[i];
    }
    equiv += ";";
    Diagnostic& d = context.diagnostics().report(
        DiagCode::W1028, model.root.range,
        "this build blends sets whose " + std::string(spelling(family.shape)) + " kinds " + kinds +
            " stay apart, so each ignores the others' limits and protections; " + family.sheet + ", so add '" +
            equiv + "'");
    for (const std::string& name : order) {
      for (const model::Kind* kind : groups[name].kinds) {
        std::string from;
        for (const std::string& game : setsOfKind[kind->name]) from += (from.empty() ? "" : ", ") + ("'" + game + "'");
        context.diagnostics().note(d, kind->range, "kind '" + kind->name + "' (from " + from + ") is declared here");
      }
    }
  }
}

}  // namespace munchkinc::check
