// E1015: a computed amount (docs/semantics.md, Amounts) that can never be
// above 0 where only a positive number does anything (`gain_levels`,
// `lose_levels`, `draw`): the action never happens. Read where its block
// runs: every `monster.` quantity is 0 in a block that never runs during a fight.
#include "check/checks.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkNeverPositiveAmounts(CheckContext& context) {
  const model::AmountBounds bounds(context.model());
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (!step.computed) return;
    if (step.action != Action::GainLevels && step.action != Action::LoseLevels && step.action != Action::Draw) return;
    const model::AmountPlace place = amountPlace(effect);
    const model::Interval range = bounds.of(*step.computed, place);
    if (range.high > 0) return;
    std::string why = "can never be more than " + std::to_string(range.high);
    if (!place.inFight) why += " (" + describeBlock(effect) + " never runs during a fight, where a monster's numbers are 0)";
    context.diagnostics().report(DiagCode::E1015, step.computed->range,
                                 "in '" + card.name + "', this amount " + why + ", so '" +
                                     std::string(spelling(step.action)) + "' never does anything");
  });
}

}  // namespace munchkinc::check
