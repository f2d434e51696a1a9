// E1017: a switch the build's rules and cards make meaningless (nothing it
// could switch off exists). E1018: a card whose switch contradicts another of
// its own effects for the same player (docs/semantics.md, Switches).
//
// Cards declared in a rule module are exempt from E1017, as from E1022: a
// module is written to layer onto sets whose cards this build may lack.
#include <algorithm>
#include <set>
#include <string>

#include "check/checks.h"

namespace munchkinc::check {
namespace {

bool isSwitch(const model::ActionStep& step) {
  return step.action == Action::Ignore || step.action == Action::Forbid || step.action == Action::CountOnly ||
         step.action == Action::DoubleStrength || step.action == Action::WinTies;
}

bool itemInSlot(const model::Card& card, const std::string& slot) {
  if (card.shape != Shape::Item || card.bonus == 0) return false;
  const auto s = parseWord<Slot>(slot);
  return s && card.slot == *s;
}

// What the build holds for the switches to act on, read once.
struct Build {
  explicit Build(const model::Model& model) {
    helpers = model.param("max_helpers") > 0;
    for (const model::Card& card : model.cards) {
      restricted |= card.shape == Shape::Item && (!card.usableBy.empty() || !card.notUsableBy.empty());
      for (const model::Ref& r : card.notUsableBy) drawbacks.insert(r.what);
      for (const model::Effect& effect : card.effects) {
        for (const model::ActionStep& step : effect.steps) {
          // A monster's bonus against a class (race, ...) is that class's
          // drawback; a penalty against it is an advantage, which stays.
          if (step.action == Action::CombatBonus && step.target == Target::Monster && step.amount > 0 && step.versus &&
              step.versus->what != Predicate::Tag) {
            drawbacks.insert(step.versus->what);
          }
          helpers |= step.action == Action::Grant && step.what == "helpers" && step.amount > 0;
        }
      }
    }
  }
  bool helpers = false;     // some fight may have a helper
  bool restricted = false;  // some item has usable_by or not_usable_by
  std::set<Predicate> drawbacks;
};

// Why the build leaves `step` nothing to switch; empty when it does not.
std::string neverActs(const model::Model& model, const Build& build, const model::ActionStep& step) {
  if (step.action == Action::Forbid && step.what == "help" && !build.helpers) {
    return "forbids help where nobody may ever help: max_helpers is 0 and no card grants helpers";
  }
  if (step.action == Action::Forbid && step.what == "reward" && !build.helpers) {
    return "takes a helper's reward where nobody may ever help: max_helpers is 0 and no card grants helpers";
  }
  if (step.action == Action::Ignore && step.what == "restrictions" && !build.restricted) {
    return "lifts the restrictions of an item, and no item of the build has 'usable_by' or 'not_usable_by'";
  }
  if (step.action == Action::Ignore && step.what == "drawbacks" && step.versus && !build.drawbacks.count(step.versus->what)) {
    const std::string shape(spelling(step.versus->what));
    return "sheds the drawbacks of a " + shape + ", and the build has none: no item is 'not_usable_by " + shape +
           "' and no monster has a bonus 'vs " + shape + "'";
  }
  if (step.action == Action::CountOnly &&
      std::none_of(model.cards.begin(), model.cards.end(), [&](const model::Card& c) { return itemInSlot(c, step.what); })) {
    return "counts only the " + step.what + " items, and no item of the build goes there with a bonus: the "
           "player's strength would always be 0";
  }
  return {};
}

// The effect of `card` that contradicts `step`, a switch of its effect `in`.
const model::ActionStep* contradiction(const model::Card& card, const model::Effect& in, const model::ActionStep& step,
                                       std::string& why) {
  for (const model::Effect& effect : card.effects) {
    for (const model::ActionStep& other : effect.steps) {
      if (step.action == Action::Forbid && step.what == "run_away" && other.action == Action::RunAway &&
          other.target == step.target) {
        why = "forbids running away and gives a run_away bonus to the same player: the bonus could never count";
        return &other;
      }
      if (step.action == Action::Forbid && step.what == "help" &&
          (other.action == Action::ForceHelp || (other.action == Action::Grant && other.what == "helpers" && other.amount > 0))) {
        why = other.action == Action::ForceHelp ? "forbids help and forces a player to help"
                                                : "forbids help and grants more helpers";
        return &other;
      }
      if (step.action == Action::CountOnly && &effect == &in && in.kind == model::Effect::Kind::While &&
          other.action == Action::CombatBonus && other.target == step.target) {
        why = "counts only the " + step.what + " items and gives a combat bonus in the same 'while': the bonus "
              "could never count";
        return &other;
      }
    }
  }
  return nullptr;
}

}  // namespace

void checkSwitches(CheckContext& context) {
  const model::Model& model = context.model();
  std::set<std::string> modules;
  for (const model::Unit& unit : model.units) {
    if (unit.isModule) modules.insert(unit.id);
  }
  std::optional<Build> build;
  for (const model::Card& card : model.cards) {
    for (const model::Effect& effect : card.effects) {
      for (const model::ActionStep& step : effect.steps) {
        if (!isSwitch(step)) continue;
        if (!build) build.emplace(model);
        if (!modules.count(card.unit)) {
          if (const std::string why = neverActs(model, *build, step); !why.empty()) {
            context.diagnostics().report(DiagCode::E1017, step.range, "'" + card.name + "' " + why);
          }
        }
        std::string why;
        if (const model::ActionStep* other = contradiction(card, effect, step, why)) {
          Diagnostic& d = context.diagnostics().report(DiagCode::E1018, other->range, "'" + card.name + "' " + why);
          context.diagnostics().note(d, step.range, "the switch is here");
        }
      }
    }
  }
}

}  // namespace munchkinc::check
