// E1023: one card name, two different cards. Combined sets often print the
// same card; that is fine when both agree. They clash when they differ in
// anything that changes play: kind (after equivalences), numbers, slot,
// size, traits, tags or effects. Text, flavour, art and copies may differ.
// Reported where the fix belongs: at the later card when its own unit uses
// the other, else at the unit that combines the two (a crossover of two
// games), with notes at both cards and the fix: an `equiv` when only the
// kinds differ, else a rename.
#include <algorithm>
#include <map>
#include <set>
#include <string_view>
#include <vector>

#include "check/checks.h"
#include "check/situations.h"
#include "source/name_index.h"

namespace munchkinc::check {
namespace {

bool sameStep(const model::ActionStep& a, const model::ActionStep& b) {
  auto sameRef = [](const std::optional<model::Ref>& x, const std::optional<model::Ref>& y) {
    return x.has_value() == y.has_value() && (!x || (x->what == y->what && x->name == y->name));
  };
  return a.action == b.action && a.amount == b.amount && a.target == b.target && a.what == b.what &&
         a.flags == b.flags && a.cap == b.cap && sameRef(a.versus, b.versus) && a.items == b.items &&
         a.computed == b.computed && a.computedCap == b.computedCap;
}

bool sameEffect(const model::Effect& a, const model::Effect& b) {
  const bool sameCond = a.condition.has_value() == b.condition.has_value() &&
                        (!a.condition || sameCondition(*a.condition, *b.condition));
  return a.kind == b.kind && a.trigger == b.trigger && a.timing == b.timing && a.ownTurnOnly == b.ownTurnOnly &&
         a.limit == b.limit && a.drawnDeck == b.drawnDeck && a.drawnKind == b.drawnKind && a.drawnBy == b.drawnBy &&
         a.drawnFace == b.drawnFace && sameCond &&
         std::equal(a.steps.begin(), a.steps.end(), b.steps.begin(), b.steps.end(), sameStep);
}

std::vector<std::string> sortedTags(const model::Card& card) {
  std::vector<std::string> tags = card.tags;
  std::sort(tags.begin(), tags.end());
  return tags;
}

std::string valueText(const std::optional<int>& value) { return value ? std::to_string(*value) : "none"; }

// The first field (in declaration order of the language) in which two
// printings differ, as "kind (curse vs trap)"; empty when they agree. With
// `kinds` false, as if their kinds were merged.
std::string difference(const model::Card& a, const model::Card& b, bool kinds = true) {
  auto number = [](const char* field, int x, int y) {
    return std::string(field) + " (" + std::to_string(x) + " vs " + std::to_string(y) + ")";
  };
  if (kinds && a.canonicalKind != b.canonicalKind) return "kind (" + a.kind + " vs " + b.kind + ")";
  if (a.level != b.level) return number("level", a.level, b.level);
  if (a.treasures != b.treasures) return number("treasures", a.treasures, b.treasures);
  if (a.levels != b.levels) return number("levels", a.levels, b.levels);
  if (a.bonus != b.bonus) return number("bonus", a.bonus, b.bonus);
  if (a.rank != b.rank) return number("rank", a.rank, b.rank);
  if (a.value != b.value) return "value (" + valueText(a.value) + " vs " + valueText(b.value) + ")";
  if (a.slot != b.slot || a.slotAmount != b.slotAmount) return "slot";
  if (a.big != b.big) return std::string("size (") + (a.big ? "big" : "small") + " vs " + (b.big ? "big" : "small") + ")";
  if (a.complex != b.complex) return "complex";
  if (a.attaches != b.attaches) return "attaches";
  if (sortedTags(a) != sortedTags(b)) return "tags";
  if (a.effects.size() != b.effects.size()) return number("number of blocks", static_cast<int>(a.effects.size()),
                                                          static_cast<int>(b.effects.size()));
  if (!std::equal(a.effects.begin(), a.effects.end(), b.effects.begin(), b.effects.end(), sameEffect)) return "effects";
  return {};
}

// How to end the clash: merge the kinds when nothing else differs; else
// make the later card agree or rename it (`ownCard`: the unit reported at
// declares it), or leave one of the combined sets out.
std::string fix(const model::Card& a, const model::Card& b, bool ownCard) {
  if (a.canonicalKind != b.canonicalKind && a.shape == b.shape && difference(a, b, false).empty()) {
    return "add 'equiv " + a.kind + " == " + b.kind + ";' to merge their kinds";
  }
  if (ownCard) return "make it agree with the card in '" + a.unit + "', or rename it";
  return "rename one of the two, or leave one of their sets out";
}

// For each unit, the ids of the units it uses directly or through others
// (itself included); units come dependencies first.
std::map<std::string, std::set<std::string>> reachOfUnits(const model::Model& model) {
  std::map<std::string, std::set<std::string>> reach;
  for (const model::Unit& unit : model.units) {
    std::set<std::string>& own = reach[unit.id];
    own.insert(unit.id);
    for (const std::string& used : unit.uses) own.insert(reach[used].begin(), reach[used].end());
  }
  return reach;
}

// The first unit (dependencies first) that brings both units into the build.
const model::Unit* combining(const model::Model& model, const std::map<std::string, std::set<std::string>>& reach,
                             const std::string& a, const std::string& b) {
  for (const model::Unit& unit : model.units) {
    const std::set<std::string>& units = reach.at(unit.id);
    if (units.count(a) && units.count(b)) return &unit;
  }
  return &model.root;
}

}  // namespace

void checkNameClashes(CheckContext& context) {
  // Only lookups: a flat hash index, where a tree of every card's name was
  // most of this check's time on large sets.
  const std::vector<model::Card>& cards = context.model().cards;
  NameIndex first(cards.size());
  std::map<std::string, std::set<std::string>> reach;  // built at the first clash
  const auto nameOf = [&](std::size_t i) { return std::string_view(cards[i].name); };
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const model::Card& card = cards[i];
    const auto firstIndex = first.findOrAdd(card.name, i, nameOf);
    if (!firstIndex) continue;
    const model::Card& earlier = cards[*firstIndex];
    // Sema already rejects two cards of one name inside a unit.
    if (earlier.unit == card.unit) continue;
    const std::string differs = difference(earlier, card);
    if (differs.empty()) continue;
    if (reach.empty()) reach = reachOfUnits(context.model());
    const std::string message = "card '" + card.name + "' in '" + card.unit +
                                "' differs from the card of the same name in '" + earlier.unit + "' in " + differs;
    const model::Unit* where = combining(context.model(), reach, earlier.unit, card.unit);
    if (where->id == card.unit) {
      Diagnostic& d = context.diagnostics().report(DiagCode::E1023, card.nameRange, message + "; " + fix(earlier, card, true));
      context.diagnostics().note(d, earlier.nameRange,
                                 "'" + card.name + "' is first declared here, in '" + earlier.unit + "'");
      continue;
    }
    Diagnostic& d = context.diagnostics().report(
        DiagCode::E1023, where->range,
        message + ", and '" + where->id + "' combines both: " + fix(earlier, card, false));
    context.diagnostics().note(d, earlier.nameRange, "'" + card.name + "' is declared here, in '" + earlier.unit + "'");
    context.diagnostics().note(d, card.nameRange, "and here, in '" + card.unit + "'");
  }
}

}  // namespace munchkinc::check
