// E1001: a Level never drops below 1. `lose_levels` is always fine (the
// engine stops at 1); a `set_level` whose value (written or computed,
// check/level_range.h) can be below 1, or a `gain_levels` `max` that can be
// below 1, is not. A `sell_items` cap counts the levels a sale buys, not a
// Level: below 1 it buys none and lowers nobody (docs/semantics.md,
// Amounts), which E1015 reads instead.
#include "check/checks.h"
#include "check/level_range.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkLevelFloor(CheckContext& context) {
  const LevelRanges levels(context.model());
  const std::string floor = ", and a Level is never below 1";
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (step.action == Action::SetLevel) {
      const model::Interval set = levels.setTo(amountPlace(effect), step);
      if (set.low < 1) {
        context.breach(card, rules::kLevelFloor, DiagCode::E1001, step.range,
                       (step.computed ? "sets a Level to a computed amount that can be " : "sets a Level to ") +
                           std::to_string(set.low) + floor);
      }
    }
    if (step.action == Action::SellItems) return;
    const std::optional<model::Interval> cap = levels.cap(amountPlace(effect), step);
    if (cap && cap->low < 1) {
      context.breach(card, rules::kLevelFloor, DiagCode::E1001, step.range,
                     (step.computedCap ? "caps a Level at a computed amount that can be " : "caps a Level at ") +
                         std::to_string(cap->low) + floor);
    }
  });
}

}  // namespace munchkinc::check
