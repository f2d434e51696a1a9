// E1004: the levels from kill_level up (the winning level, and with Epic the
// last few before it) come only from killing a monster. Flags `win`, and a
// `gain_levels` or `set_level` outside a kill that can raise a player to
// kill_level, read over Level ranges (check/level_range.h): the Level of the
// player it reaches before it (1 to win_level - 1, narrowed by the block's
// condition, the action's selector and the block's earlier actions), the
// levels gained (written or computed) and the `max`. `if level <= 7 {
// gain_levels 2; }` can never reach Level 10 and is quiet. Once a fight is
// won, the fighter's levels come from the kill; a helper's do not.
#include "check/block_events.h"
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {
namespace {

bool raisesOrWins(const model::Effect& effect) {
  for (const model::ActionStep& step : effect.steps) {
    if (step.action == Action::Win || step.action == Action::GainLevels || step.action == Action::SetLevel) return true;
  }
  return false;
}

// Whether levels gained once the fight is won come from the kill: those of
// the block's holder, the fighter, do; a helper's do not (the rule sheets:
// the helper does not go up for the kill), nor another player's.
bool fromTheKill(const model::Effect& effect, const model::ActionStep& step) {
  return step.target == Target::Self && !demands(effect.condition, Predicate::Helping);
}

// How the action moves the Level: "it gains 2 levels with no 'max_level'".
std::string howItRaises(const LevelRanges& levels, const model::AmountPlace& place, const model::ActionStep& step) {
  const model::Interval amount = levels.amount(place, step);
  if (step.action == Action::SetLevel) {
    return step.computed ? "it sets a computed Level that can be " + std::to_string(levels.after(place, step, {1, 1}).high)
                         : "it sets Level " + std::to_string(step.amount);
  }
  std::string words = step.computed ? "it gains up to " + std::to_string(amount.high) + " levels (a computed number)"
                                    : "it gains " + count(step.amount, "level");
  if (step.computedCap) {
    words += " with a computed 'max_level' that can be " + std::to_string(levels.cap(place, step)->high);
  } else if (step.cap) {
    words += " with a 'max_level' of " + std::to_string(*step.cap);
  } else {
    words += " with no 'max_level'";
  }
  return words;
}

}  // namespace

void checkWinByKill(CheckContext& context) {
  const LevelRanges levels(context.model());
  const BlockEvents events(context.model(), levels);
  const int kill = levels.killLevel();
  const int win = levels.winLevel();
  const std::string needsAKill = kill == win ? "Level " + std::to_string(win) + " is the winning level"
                                             : "from Level " + std::to_string(kill) +
                                                   " (kill_level) up, levels come only from a kill";
  for (const model::Card& card : context.model().cards) {
    for (const model::Effect& effect : card.effects) {
      if (!raisesOrWins(effect)) continue;
      const bool afterKill = situationOf(effect) == Situation::AfterKill;
      const std::vector<BlockState> states = events.walk(card, effect);
      for (std::size_t i = 0; i < effect.steps.size(); ++i) {
        const model::ActionStep& step = effect.steps[i];
        if (step.action == Action::Win) {
          context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range, "wins the game outright, without a kill");
          continue;
        }
        if (afterKill && fromTheKill(effect, step)) continue;
        const LevelRange before = levels.reached(effect, step, states[i].holder);
        const model::AmountPlace place = events.placeAt(effect, states[i]);
        const std::optional<std::int64_t> top = levels.highestRaise(place, step, before.levels);
        if (!top || *top < kill) continue;
        std::string what;
        if (step.action == Action::SetLevel) {
          what = "can set a Level to " + std::to_string(*top) + " without a kill (" + howItRaises(levels, place, step) + ")";
        } else {
          const std::int64_t gain = levels.amount(place, step).high;
          const std::int64_t from = std::min(before.levels.high, std::max(before.levels.low, kill - gain));
          // Past the winning level nothing more is reached: the game is over.
          const std::int64_t to = std::min<std::int64_t>({*top, from + gain, win});
          const std::string notTheFighter = afterKill ? "the fight is won, but the levels go to another player than the fighter; " : "";
          what = "can take a player from Level " + std::to_string(from) + " to Level " + std::to_string(to) +
                 " without a kill (" + notTheFighter + levels.explain(before) + "; " + howItRaises(levels, place, step) + ")";
        }
        context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range, what + ", and " + needsAKill);
      }
    }
  }
}

}  // namespace munchkinc::check
