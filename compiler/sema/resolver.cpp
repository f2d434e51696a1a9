// Pass 4: references from cards to classes, races, armies and mojos by name.
// A name close to a declared one is a typo (E0103, with the suggestion); a
// name unlike any is left for the rule-conflict checker, which reports a
// restriction naming something no set in the build declares.
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

bool namesCard(Predicate p) {
  return p == Predicate::Class || p == Predicate::Race || p == Predicate::Army || p == Predicate::Mojo;
}

class ReferenceChecker {
 public:
  explicit ReferenceChecker(Analysis& a) : a_(a) {}

  void run() {
    for (const model::LeftOutCard& card : a_.model.leftOut) leftOut_.insert(card.name);
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
  void condition(const model::Condition& c) {
    if (c.op == model::Condition::Op::Test) {
      if (c.predicate == Predicate::Sole) ref(c.soleOf, c.name, c.range);
      else ref(c.predicate, c.name, c.range);
    }
    for (const model::Condition& o : c.operands) condition(o);
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
};

}  // namespace

void checkReferences(Analysis& analysis) { ReferenceChecker(analysis).run(); }

}  // namespace munchkinc
