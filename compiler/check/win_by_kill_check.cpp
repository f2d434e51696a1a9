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

namespace {

// A computed number or `max` (docs/semantics.md, Amounts) is read as the
// range it can take where its block runs: flagged when that range can reach
// kill_level, quiet when it provably cannot.
void computedLevels(CheckContext& context, const model::AmountBounds& bounds, const model::Card& card,
                    const model::Effect& effect, const model::ActionStep& step, int killLevel, const std::string& needs) {
  const model::AmountPlace place = amountPlace(effect);
  if (step.action == Action::SetLevel) {
    const model::Interval set = bounds.of(*step.computed, place);
    if (set.high < killLevel) return;
    context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range,
                   "sets a Level to a computed amount that can reach " + std::to_string(set.high) + " without a kill" + needs);
    return;
  }
  if (step.action != Action::GainLevels) return;
  if (step.computedCap) {
    const model::Interval cap = bounds.of(*step.computedCap, place);
    if (cap.high < killLevel) return;
    context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range,
                   "grants levels up to a computed Level that can reach " + std::to_string(cap.high) +
                       ", which needs a kill" + needs);
    return;
  }
  if (step.cap && *step.cap < killLevel) return;
  // No `max_level` below kill_level: only a bounded player gaining a bounded amount stays below it.
  const model::Interval gain = bounds.of(*step.computed, place);
  if (gain.high <= 0) return;
  const bool ownLevelBounded = step.target == Target::Self && place.selfLevelAtMost;
  if (ownLevelBounded && *place.selfLevelAtMost + gain.high < killLevel) return;
  context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range,
                 "grants a computed number of levels, up to " + std::to_string(gain.high) +
                     ", with no 'max_level' to keep them below Level " + std::to_string(killLevel) + needs);
}

}  // namespace

void checkWinByKill(CheckContext& context) {
  const int killLevel = context.model().param("kill_level", context.model().param("win_level", 10));
  const std::string needs = " (kill_level is " + std::to_string(killLevel) + ")";
  const model::AmountBounds bounds(context.model());
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (step.action == Action::Win) {
      context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range, "wins the game outright, without a kill");
      return;
    }
    if (situationOf(effect) == Situation::AfterKill) return;
    if (step.computed || step.computedCap) {
      computedLevels(context, bounds, card, effect, step, killLevel, needs);
      return;
    }
    // A selector's `level <= N` keeps only players at Level N or below, who
    // can reach no further than N plus the levels gained.
    const std::optional<int> highest = highestLevelSelected(step);
    if (step.action == Action::GainLevels && highest && *highest + step.amount < killLevel) return;
    if (step.action == Action::GainLevels && !step.cap && highest) {
      context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range,
                     "grants " + count(step.amount, "level") + " with no 'max_level' to players up to Level " +
                         std::to_string(*highest) + ", so it can give Level " + std::to_string(*highest + step.amount) +
                         " without a kill" + needs);
    } else if (step.action == Action::GainLevels && !step.cap) {
      context.breach(card, rules::kWinByKill, DiagCode::E1004, step.range,
                     "grants levels with no 'max_level', so it can give Level " + std::to_string(killLevel) +
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
