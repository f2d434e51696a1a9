// E1015: a computed amount (docs/semantics.md, Amounts) that can never be
// above 0 where only a positive number does anything (`gain_levels`,
// `lose_levels`, `draw`): the action never happens. Read where its block
// runs: every `monster.` quantity is 0 in a block that never runs during a
// fight. The same for the `max` of `sell_items`, written or computed: a sale
// capped at 0 levels or less buys none.
#include "check/checks.h"
#include "check/situations.h"

namespace munchkinc::check {
namespace {

// Whether `amount` reads a monster, which is 0 where no fight is under way.
bool readsMonster(const model::Amount& amount) {
  if (amount.op == model::Amount::Op::Quantity) return amount.subject == Subject::Monster;
  for (const model::Amount& operand : amount.operands) {
    if (readsMonster(operand)) return true;
  }
  return false;
}

// Why a range never goes above 0, where that is the block's doing.
std::string neverAbove(const model::Amount& amount, const model::Interval& range, const model::AmountPlace& place,
                       const model::Effect& effect) {
  std::string why = "can never be more than " + std::to_string(range.high);
  if (!place.inFight && readsMonster(amount)) {
    why += " (" + describeBlock(effect) + " never runs during a fight, where a monster's numbers are 0)";
  }
  return why;
}

void checkSaleCap(CheckContext& context, const model::AmountBounds& bounds, const model::Card& card,
                  const model::Effect& effect, const model::ActionStep& step) {
  if (step.cap && *step.cap < 1) {
    context.diagnostics().report(DiagCode::E1015, step.range,
                                 "in '" + card.name + "', 'sell_items' is capped at " + std::to_string(*step.cap) +
                                     " levels, so a sale never buys a level");
    return;
  }
  if (!step.computedCap) return;
  const model::AmountPlace place = amountPlace(effect);
  const model::Interval cap = bounds.of(*step.computedCap, place);
  if (cap.high > 0) return;
  context.diagnostics().report(DiagCode::E1015, step.computedCap->range,
                               "in '" + card.name + "', this cap " + neverAbove(*step.computedCap, cap, place, effect) +
                                   ", so 'sell_items' never buys a level");
}

}  // namespace

void checkNeverPositiveAmounts(CheckContext& context) {
  const model::AmountBounds bounds(context.model());
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (step.action == Action::SellItems) {
      checkSaleCap(context, bounds, card, effect, step);
      return;
    }
    if (!step.computed) return;
    if (step.action != Action::GainLevels && step.action != Action::LoseLevels && step.action != Action::Draw) return;
    const model::AmountPlace place = amountPlace(effect);
    const model::Interval range = bounds.of(*step.computed, place);
    if (range.high > 0) return;
    context.diagnostics().report(DiagCode::E1015, step.computed->range,
                                 "in '" + card.name + "', this amount " + neverAbove(*step.computed, range, place, effect) + ", so '" +
                                     std::string(spelling(step.action)) + "' never does anything");
  });
}

}  // namespace munchkinc::check
