// E1011: selling items never buys the winning level (the rule sheets:
// "You may not sell Items to go to Level 10"). A `sell_items` buys at most
// its `max` levels (docs/semantics.md, Levels), so it is read over Level
// ranges (check/level_range.h): from the Level of the player who sells
// (1 to win_level - 1, narrowed by the block's condition, the selector and
// the block's earlier actions) plus the most levels it can buy, the sale
// must stay below win_level. With no `max` a sale has no bound.
#include <algorithm>

#include "check/block_events.h"
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkSellToWin(CheckContext& context) {
  const LevelRanges levels(context.model());
  const BlockEvents events(context.model(), levels);
  const int winLevel = levels.winLevel();
  const auto sells = [](const model::ActionStep& step) { return step.action == Action::SellItems; };
  for (const model::Card& card : context.model().cards) {
    for (const model::Effect& effect : card.effects) {
      if (std::none_of(effect.steps.begin(), effect.steps.end(), sells)) continue;
      const std::vector<BlockState> states = events.walk(card, effect);
      for (std::size_t i = 0; i < effect.steps.size(); ++i) {
        const model::ActionStep& step = effect.steps[i];
        if (!sells(step)) continue;
        const LevelRange seller = levels.reached(effect, step, states[i].holder);
        if (seller.levels.low > seller.levels.high) continue;  // never acts
        const std::optional<model::Interval> cap = levels.cap(events.placeAt(effect, states[i]), step);
        if (!cap) {
          context.breach(card, rules::kNoSellToWin, DiagCode::E1011, step.range,
                         "sells items for levels with no 'max_gain', so a sale can buy Level " + std::to_string(winLevel) +
                             ", the winning level");
          continue;
        }
        if (cap->high <= 0 || seller.levels.high + cap->high < winLevel) continue;
        const std::int64_t from = std::max<std::int64_t>(seller.levels.low, winLevel - cap->high);
        context.breach(card, rules::kNoSellToWin, DiagCode::E1011, step.range,
                       "can sell items to go from Level " + std::to_string(from) + " to Level " +
                           std::to_string(winLevel) + ", the winning level (" + levels.explain(seller) +
                           "; a sale buys up to " + count(static_cast<int>(cap->high), "level") + (step.computedCap ? ", a computed number)" : ")"));
      }
    }
  }
}

}  // namespace munchkinc::check
