// Pass 4: references from cards to classes, races, armies and mojos by name.
// A name close to a declared one is a typo (E0103, with the suggestion); a
// name unlike any is left for the rule-conflict checker, which reports a
// restriction naming something no set in the build declares. Also the
// `lose_item tag T` that no item of the whole build could match (E0318), and
// a monster selector's `name "N"` that no monster of the build has (E0115).
#include <algorithm>
#include <set>

#include "sema/analysis.h"
#include "source/spelling.h"

namespace munchkinc {
namespace {

Shape shapeOf(Predicate p) {
  switch (p) {
    case Predicate::Race: return Shape::Race;
    case Predicate::Army: return Shape::Army;
    case Predicate::Mojo: return Shape::Mojo;
    default: return Shape::Class;
  }
}

// By model::PlayerSelect::named order.
constexpr Predicate kNamedPredicates[4] = {Predicate::Class, Predicate::Race, Predicate::Army, Predicate::Mojo};

bool namesCard(Predicate p) {
  return p == Predicate::Class || p == Predicate::Race || p == Predicate::Army || p == Predicate::Mojo;
}

class ReferenceChecker {
 public:
  explicit ReferenceChecker(Analysis& a) : a_(a) {}

  void run() {
    for (const model::LeftOutCard& card : a_.model.leftOut) leftOut_.insert(card.name);
    for (const model::Card& card : a_.model.cards) {
      if (card.shape == Shape::Monster) monsters_.push_back(card.name);
    }
    collectItemTags();
    // A card naming a typo is left out of the model like any card with an
    // error (see CardChecker::check).
    std::vector<bool> typo(a_.model.cards.size());
    bool anyTypo = false;
    for (std::size_t i = 0; i < a_.model.cards.size(); ++i) {
      const model::Card& card = a_.model.cards[i];
      const std::size_t errorsBefore = a_.diagnostics.errorsReported();
      for (const model::Ref& r : card.usableBy) ref(r.what, r.name, r.range);
      for (const model::Ref& r : card.notUsableBy) ref(r.what, r.name, r.range);
      if (card.requirement) ref(card.requirement->what, card.requirement->name, card.requirement->range);
      if (card.noPursuit) condition(*card.noPursuit);
      for (const model::Effect& e : card.effects) {
        if (e.condition) condition(*e.condition);
        for (const model::ActionStep& s : e.steps) {
          if (s.versus) ref(s.versus->what, s.versus->name, s.versus->range);
          if (s.computed) amount(*s.computed);
          if (s.computedCap) amount(*s.computedCap);
          if (s.items && !s.items->tag.empty()) itemTag(card, *s.items);
          if (s.players) {
            for (int n = 0; n < 4; ++n) {
              if (s.players->named[n] && !s.players->named[n]->empty()) {
                ref(kNamedPredicates[n], *s.players->named[n], s.players->range);
              }
            }
          }
          if (s.monsters && !s.monsters->name.empty()) monsterName(card, *s.monsters);
        }
      }
      if (a_.diagnostics.errorsReported() > errorsBefore) {
        a_.model.leftOut.push_back({card.name, card.shape});
        typo[i] = anyTypo = true;
      }
    }
    if (!anyTypo) return;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < a_.model.cards.size(); ++i) {
      if (typo[i]) continue;
      if (kept != i) a_.model.cards[kept] = std::move(a_.model.cards[i]);
      ++kept;
    }
    a_.model.cards.erase(a_.model.cards.begin() + static_cast<std::ptrdiff_t>(kept), a_.model.cards.end());
  }

 private:
  // The tags some item of the build has, with the tags `equiv` makes equal
  // to them. An item left out for an error of its own might have any.
  void collectItemTags() {
    for (const model::LeftOutCard& card : a_.model.leftOut) anyItemTag_ |= !card.shape || *card.shape == Shape::Item;
    for (const model::Card& card : a_.model.cards) {
      if (card.shape == Shape::Item) itemTags_.insert(card.tags.begin(), card.tags.end());
    }
    for (bool grew = true; grew;) {
      grew = false;
      for (const model::Equivalence& e : a_.model.equivalences) {
        const bool touches = std::any_of(e.names.begin(), e.names.end(), [&](const std::string& n) { return itemTags_.count(n) > 0; });
        if (!touches) continue;
        for (const std::string& n : e.names) grew |= itemTags_.insert(n).second;
      }
    }
  }

  // A rule module names the items of the games it may be layered on, as it
  // does their classes (E1022), so its cards are not held to its own build.
  void itemTag(const model::Card& card, const model::ItemSelect& items) {
    if (anyItemTag_ || itemTags_.count(items.tag)) return;
    if (isModuleCard(card)) return;
    a_.diagnostics.report(DiagCode::E0318, items.range,
                          "this item selector can never match: no item of the build has tag '" + items.tag + "'");
  }

  // `name "N"` in a monster selector names a monster card of the build (E0115).
  void monsterName(const model::Card& card, const model::MonsterSelect& select) {
    if (std::find(monsters_.begin(), monsters_.end(), select.name) != monsters_.end() || leftOut_.count(select.name)) return;
    if (isModuleCard(card)) return;
    const std::vector<std::string_view> candidates(monsters_.begin(), monsters_.end());
    const std::string suggestion = closestMatch(select.name, candidates);
    a_.diagnostics.report(DiagCode::E0115, select.range,
                          "no monster of this build is named '" + select.name + "'" +
                              (suggestion.empty() ? "; add the set that has it with `uses`"
                                                  : "; did you mean '" + suggestion + "'?"));
  }

  bool isModuleCard(const model::Card& card) const {
    const auto unit = std::find_if(a_.model.units.begin(), a_.model.units.end(),
                                   [&](const model::Unit& u) { return u.id == card.unit; });
    return unit != a_.model.units.end() && unit->isModule;
  }

  void condition(const model::Condition& c) {
    if (c.op == model::Condition::Op::Test) {
      if (c.predicate == Predicate::Sole) ref(c.soleOf, c.name, c.range);
      else ref(c.predicate, c.name, c.range);
    }
    for (const model::Condition& o : c.operands) condition(o);
  }

  // `players class Cleric` names a class as a condition does.
  void amount(const model::Amount& a) {
    if (a.filter) ref(a.filter->what, a.filter->name, a.filter->range);
    for (const model::Amount& o : a.operands) amount(o);
  }

  void ref(Predicate what, const std::string& name, SourceRange range) {
    if (!namesCard(what)) return;
    const std::vector<std::string>& names = a_.namesByShape[shapeOf(what)];
    if (std::find(names.begin(), names.end(), name) != names.end() || leftOut_.count(name)) return;
    const std::vector<std::string_view> candidates(names.begin(), names.end());
    const std::string suggestion = closestMatch(name, candidates);
    if (suggestion.empty()) return;
    a_.diagnostics.report(DiagCode::E0103, range,
                          "unknown " + std::string(spelling(what)) + " '" + name + "'; did you mean '" + suggestion + "'?");
  }

  Analysis& a_;
  std::set<std::string> leftOut_;  // cards with errors of their own, whatever their shape
  std::set<std::string> itemTags_;
  std::vector<std::string> monsters_;  // the names of the build's monster cards
  bool anyItemTag_ = false;
};

}  // namespace

void checkReferences(Analysis& analysis) { ReferenceChecker(analysis).run(); }

}  // namespace munchkinc
