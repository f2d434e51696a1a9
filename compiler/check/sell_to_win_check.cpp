// E1011: selling items never buys the winning level. A `sell_items` needs a
// `max` (written or computed, read as the range it can take:
// check/level_range.h) below win_level.
#include "check/checks.h"
#include "check/level_range.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkSellToWin(CheckContext& context) {
  const LevelRanges levels(context.model());
  const int winLevel = levels.winLevel();
  const std::string wins = ", and Level " + std::to_string(winLevel) + " wins";
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (step.action != Action::SellItems) return;
    const std::optional<model::Interval> cap = levels.cap(amountPlace(effect), step);
    if (!cap) {
      context.breach(card, rules::kNoSellToWin, DiagCode::E1011, step.range,
                     "sells items for levels with no 'max', so a sale can buy Level " + std::to_string(winLevel) +
                         ", the winning level");
    } else if (cap->high >= winLevel) {
      context.breach(card, rules::kNoSellToWin, DiagCode::E1011, step.range,
                     (step.computedCap ? "sells items for levels up to a computed Level that can reach "
                                       : "sells items for levels up to Level ") +
                         std::to_string(cap->high) + wins);
    }
  });
}

}  // namespace munchkinc::check
