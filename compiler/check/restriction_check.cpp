// E1022: a restriction naming a Class, Race, Army or Mojo that no card in the
// build declares: `usable_by`, `not_usable_by`, a feat's `requires`, an
// action's `vs`, a condition (`class Wizard`, `sole race Elf`), or a player
// selector (`to all_players class Wizard`). Names
// close to a declared one were already reported by sema as typos (E0103);
// what is left names something from a set this build does not include.
//
// Cards declared in a rule module (Epic's Feats) are exempt: a module is
// written to layer onto any set, so it names the Classes of every game, and a
// Feat whose card is missing from the build is simply never available.
#include <map>
#include <set>

#include "check/checks.h"

namespace munchkinc::check {
namespace {

std::optional<Shape> shapeNamed(Predicate p) {
  switch (p) {
    case Predicate::Class: return Shape::Class;
    case Predicate::Race: return Shape::Race;
    case Predicate::Army: return Shape::Army;
    case Predicate::Mojo: return Shape::Mojo;
    default: return std::nullopt;
  }
}

bool isNamed(Shape shape) {
  return shape == Shape::Class || shape == Shape::Race || shape == Shape::Army || shape == Shape::Mojo;
}

class Restrictions {
 public:
  explicit Restrictions(CheckContext& context) : context_(context) {
    // Only the shapes a restriction can name; the rest are nearly every card
    // of a large set, and filling a set with them dominated this check.
    for (const model::Card& card : context.model().cards) {
      if (isNamed(card.shape)) declared_[card.shape].insert(card.name);
    }
    // A card left out for an error of its own is still declared; naming it
    // is no mistake.
    for (const model::LeftOutCard& card : context.model().leftOut) leftOut_.insert(card.name);
    for (const model::Unit& unit : context.model().units) {
      if (unit.isModule) modules_.insert(unit.id);
    }
  }

  void run() {
    for (const model::Card& card : context_.model().cards) {
      if (modules_.count(card.unit)) continue;
      for (const model::Ref& r : card.usableBy) ref(card, r.what, r.name, r.range, "is usable only by");
      for (const model::Ref& r : card.notUsableBy) ref(card, r.what, r.name, r.range, "is not usable by");
      if (card.requirement) {
        ref(card, card.requirement->what, card.requirement->name, card.requirement->range, "requires");
      }
      if (card.noPursuit) condition(card, *card.noPursuit);
      for (const model::Effect& effect : card.effects) {
        if (effect.condition) condition(card, *effect.condition);
        for (const model::ActionStep& step : effect.steps) {
          // (`ignore drawbacks class` names a shape, no card.)
          if (step.versus && !step.versus->name.empty()) ref(card, step.versus->what, step.versus->name, step.versus->range, "acts against");
          if (step.players) selected(card, *step.players);
        }
      }
    }
  }

 private:
  // `to all_players class Cleric`: the class must be one the build has for
  // the selector to keep anybody.
  void selected(const model::Card& card, const model::PlayerSelect& select) {
    static constexpr Predicate kNamed[4] = {Predicate::Class, Predicate::Race, Predicate::Army, Predicate::Mojo};
    for (int n = 0; n < 4; ++n) {
      if (select.named[n] && !select.named[n]->empty()) ref(card, kNamed[n], *select.named[n], select.range, "selects");
    }
  }

  void condition(const model::Card& card, const model::Condition& c) {
    if (c.op == model::Condition::Op::Test) {
      const Predicate what = c.predicate == Predicate::Sole ? c.soleOf : c.predicate;
      ref(card, what, c.name, c.range, "tests for");
    }
    for (const model::Condition& operand : c.operands) condition(card, operand);
  }

  void ref(const model::Card& card, Predicate what, const std::string& name, SourceRange range, const std::string& verb) {
    const auto shape = shapeNamed(what);
    if (!shape || declared_[*shape].count(name) || leftOut_.count(name)) return;
    const std::string kind(spelling(what));
    context_.diagnostics().report(DiagCode::E1022, range,
                                  "'" + card.name + "' " + verb + " " + kind + " '" + name +
                                      "', which no card in this build declares; add the set that declares it with `uses`");
  }

  CheckContext& context_;
  std::map<Shape, std::set<std::string>> declared_;
  std::set<std::string> modules_;
  std::set<std::string> leftOut_;
};

}  // namespace

void checkRestrictions(CheckContext& context) { Restrictions(context).run(); }

}  // namespace munchkinc::check
