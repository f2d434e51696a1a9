// E1002: after a combat, levels come only from a kill. Gaining levels when a
// fight ended without one (escaping, losing, being caught, Bad Stuff) breaks it.
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkKillForLevels(CheckContext& context) {
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (step.action != Action::GainLevels || situationOf(effect) != Situation::AfterNoKill) return;
    context.breach(card, rules::kKillForLevels, DiagCode::E1002, step.range,
                   "grants " + count(step.amount, "level") + " in " + describeBlock(effect) +
                       ", after a combat that ended without a kill");
  });
}

}  // namespace munchkinc::check
