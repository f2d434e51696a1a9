// E1006: equipment limits (rules one_big_item and slot_limits).
//
// A limit is its core value (the `big_items` parameter, a slot's `limit`)
// plus every positive `grant` of that resource by any card in the build,
// each card counted once. Two things break it:
// - `equip W` (carry one more W than the rules allow) in a build where no
//   card ever raises W's limit, so the extra item has nowhere to go; and
//   `equip any`, which ignores every limit at once;
// - an item that needs more of a slot than the limit could ever reach
//   (`slot hands 3` against two hands), or a Big item when big_items is 0.
#include <map>

#include "check/checks.h"
#include "check/rules.h"

namespace munchkinc::check {
namespace {

// Sum of positive grants per resource word, over every card of the build.
std::map<std::string, int> raisedLimits(const model::Model& model) {
  std::map<std::string, int> raised;
  forEachStep(model, [&](const model::Card&, const model::Effect&, const model::ActionStep& step) {
    if (step.action == Action::Grant && step.amount > 0) raised[step.what] += step.amount;
  });
  return raised;
}

int slotLimit(const model::Model& model, Slot slot) {
  for (const model::SlotDecl& decl : model.slots) {
    if (decl.name == spelling(slot)) return decl.limit;
  }
  return 0;
}

std::string_view ruleFor(const std::string& what) { return what == "big" ? rules::kOneBigItem : rules::kSlotLimits; }

}  // namespace

void checkSlotLimits(CheckContext& context) {
  const model::Model& model = context.model();
  const std::map<std::string, int> raised = raisedLimits(model);
  auto raisedFor = [&](const std::string& resource) {
    auto it = raised.find(resource);
    return it == raised.end() ? 0 : it->second;
  };

  forEachStep(model, [&](const model::Card& card, const model::Effect&, const model::ActionStep& step) {
    if (step.action != Action::Equip) return;
    if (step.what == "any") {
      context.breach(card, rules::kSlotLimits, DiagCode::E1006, step.range,
                     "equips an item whatever the slot and size limits say");
      return;
    }
    const std::string resource = step.what == "big" ? "big_items" : step.what;
    if (raisedFor(resource) > 0) return;
    context.breach(card, ruleFor(step.what), DiagCode::E1006, step.range,
                   "equips one more " + std::string(step.what == "big" ? "Big item" : step.what + " item") +
                       " than the limit allows, and no card in this build grants " + resource);
  });

  for (const model::Card& card : model.cards) {
    if (card.shape != Shape::Item) continue;
    if (card.slot != Slot::None) {
      const std::string slot(spelling(card.slot));
      const int limit = slotLimit(model, card.slot) + raisedFor(slot);
      if (card.slotAmount > limit) {
        context.breach(card, rules::kSlotLimits, DiagCode::E1006, card.nameRange,
                       "needs " + std::to_string(card.slotAmount) + " " + slot + " but a player never has more than " +
                           std::to_string(limit));
      }
    }
    if (card.big && model.param("big_items", 1) + raisedFor("big_items") < 1) {
      context.breach(card, rules::kOneBigItem, DiagCode::E1006, card.nameRange,
                     "is Big, but big_items is 0 and no card in this build grants big_items");
    }
  }
}

}  // namespace munchkinc::check
