// E1004: the levels from kill_level up (the winning level, and with Epic the
// last few before it) come only from killing a monster. Flags `win`, and
// levels gained or set outside a kill that can reach kill_level: a
// `gain_levels` with no `max`, or a `max` at or above kill_level, unless its
// selector keeps only players low enough (`to all_players level <= 5`) that
// the levels gained stay below kill_level.
#include "check/checks.h"
#include "check/rules.h"
#include "check/selector_reach.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkWinByKill(CheckContext& context) {
  const int killLevel = context.model().param("kill_level", context.model().param("win_level", 10));
  const std::string needs = " (kill_level is " + std::to_string(killLevel) + ")";
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (step.action == Action::Win) {
      context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range, "wins the game outright, without a kill");
      return;
    }
    if (situationOf(effect) == Situation::AfterKill) return;
    // A selector's `level <= N` keeps only players at Level N or below, who
    // can reach no further than N plus the levels gained.
    const std::optional<int> highest = highestLevelSelected(step);
    if (step.action == Action::GainLevels && highest && *highest + step.amount < killLevel) return;
    if (step.action == Action::GainLevels && !step.cap && highest) {
      context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range,
                     "grants " + count(step.amount, "level") + " with no 'max' to players up to Level " +
                         std::to_string(*highest) + ", so it can give Level " + std::to_string(*highest + step.amount) +
                         " without a kill" + needs);
    } else if (step.action == Action::GainLevels && !step.cap) {
      context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range,
                     "grants levels with no 'max', so it can give Level " + std::to_string(killLevel) +
                         " without a kill" + needs);
    } else if (step.action == Action::GainLevels && *step.cap >= killLevel) {
      context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range,
                     "grants levels up to Level " + std::to_string(*step.cap) +
                         ", which needs a kill" + needs);
    } else if (step.action == Action::SetLevel && step.amount >= killLevel) {
      context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range,
                     "sets a Level to " + std::to_string(step.amount) + " without a kill" + needs);
    }
  });
}

}  // namespace munchkinc::check
