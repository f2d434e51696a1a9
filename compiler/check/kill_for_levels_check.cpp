// E1002: after a combat, levels come only from a kill. Gaining levels when a
// fight ended without one (escaping, losing, being caught, Bad Stuff) breaks it.
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkKillForLevels(CheckContext& context) {
  const model::AmountBounds bounds(context.model());
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (step.action != Action::GainLevels || situationOf(effect) != Situation::AfterNoKill) return;
    // A computed number (docs/semantics.md, Amounts) grants levels when it can be positive.
    const model::Interval amount = step.computed ? bounds.of(*step.computed, amountPlace(effect))
                                                 : model::Interval{step.amount, step.amount};
    if (step.computed && amount.high <= 0) return;
    context.breach(card, rules::kKillForLevels, DiagCode::E1002, step.range,
                   "grants " + (step.computed ? computedCount(amount, "level") : count(step.amount, "level")) + " in " +
                       describeBlock(effect) + ", after a combat that ended without a kill");
  });
}

}  // namespace munchkinc::check
