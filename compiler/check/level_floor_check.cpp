// E1001: a Level never drops below 1. `lose_levels` is always fine (the
// engine stops at 1); `set_level` below 1, or a `gain_levels` cap below 1, is
// not. A `sell_items` cap counts the levels a sale buys, not a Level: below 1
// it buys none and lowers nobody (docs/semantics.md, Amounts), which E1015
// reads instead.
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkLevelFloor(CheckContext& context) {
  const model::AmountBounds bounds(context.model());
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    // A computed Level or cap (docs/semantics.md, Amounts): the lowest value it can take.
    if (step.action == Action::SetLevel && step.computed) {
      const model::Interval set = bounds.of(*step.computed, amountPlace(effect));
      if (set.low < 1) {
        context.breach(card, rules::kLevelFloor, DiagCode::E1001, step.range,
                       "sets a Level to a computed amount that can be " + std::to_string(set.low));
      }
    }
    const bool capsALevel = step.action != Action::SellItems;
    if (step.computedCap && capsALevel) {
      const model::Interval cap = bounds.of(*step.computedCap, amountPlace(effect));
      if (cap.low < 1) {
        context.breach(card, rules::kLevelFloor, DiagCode::E1001, step.range,
                       "caps a Level at a computed amount that can be " + std::to_string(cap.low));
      }
    }
    if (step.action == Action::SetLevel && !step.computed && step.amount < 1) {
      context.breach(card, rules::kLevelFloor, DiagCode::E1001, step.range,
                     "sets a Level to " + std::to_string(step.amount));
    }
    if (step.cap && *step.cap < 1 && capsALevel) {
      context.breach(card, rules::kLevelFloor, DiagCode::E1001, step.range,
                     "caps a Level at " + std::to_string(*step.cap));
    }
  });
}

}  // namespace munchkinc::check
