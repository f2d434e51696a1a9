// E1011: selling items never buys the winning level. A `sell_items` needs a
// `max_gain` below win_level.
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkSellToWin(CheckContext& context) {
  const int winLevel = context.model().param("win_level", 10);
  const model::AmountBounds bounds(context.model());
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (step.action != Action::SellItems) return;
    if (step.computedCap) {
      // A computed `max_gain` (docs/semantics.md, Amounts): the highest it can be.
      const model::Interval cap = bounds.of(*step.computedCap, amountPlace(effect));
      if (cap.high >= winLevel) {
        context.breach(card, rules::kNoSellToWin, DiagCode::E1011, step.range,
                       "sells items for levels up to a computed Level that can reach " + std::to_string(cap.high) +
                           ", and Level " + std::to_string(winLevel) + " wins");
      }
      return;
    }
    if (!step.cap) {
      context.breach(card, rules::kNoSellToWin, DiagCode::E1011, step.range,
                     "sells items for levels with no 'max_gain', so a sale can buy Level " + std::to_string(winLevel) +
                         ", the winning level");
    } else if (*step.cap >= winLevel) {
      context.breach(card, rules::kNoSellToWin, DiagCode::E1011, step.range,
                     "sells items for levels up to Level " + std::to_string(*step.cap) + ", and Level " +
                         std::to_string(winLevel) + " wins");
    }
  });
}

}  // namespace munchkinc::check
