#include "check/level_range.h"

#include <algorithm>
#include <limits>


namespace munchkinc::check {
namespace {

using Op = model::Condition::Op;
using model::Interval;

constexpr std::int64_t kNone = std::numeric_limits<std::int32_t>::max();

bool empty(const Interval& i) { return i.low > i.high; }

Interval meet(const Interval& a, const Interval& b) { return {std::max(a.low, b.low), std::min(a.high, b.high)}; }

Interval hull(const Interval& a, const Interval& b) {
  if (empty(a)) return b;
  if (empty(b)) return a;
  return {std::min(a.low, b.low), std::max(a.high, b.high)};
}

// The values `quantity comparison value` allows; `!=` allows nearly all, so
// it bounds nothing.
Interval compared(Comparison comparison, std::int64_t v) {
  switch (comparison) {
    case Comparison::Lt: return {-kNone, v - 1};
    case Comparison::Le: return {-kNone, v};
    case Comparison::Eq: return {v, v};
    case Comparison::Ge: return {v, kNone};
    case Comparison::Gt: return {v + 1, kNone};
    case Comparison::Ne: return {-kNone, kNone};
  }
  return {-kNone, kNone};
}

Comparison negated(Comparison c) {
  switch (c) {
    case Comparison::Lt: return Comparison::Ge;
    case Comparison::Le: return Comparison::Gt;
    case Comparison::Eq: return Comparison::Ne;
    case Comparison::Ne: return Comparison::Eq;
    case Comparison::Ge: return Comparison::Lt;
    case Comparison::Gt: return Comparison::Le;
  }
  return c;
}

bool about(const model::Condition& c, Subject subject, Predicate quantity) {
  return c.op == Op::Compare && c.subject == subject && c.predicate == quantity;
}

Interval allowed(const model::Condition& c, Subject subject, Predicate quantity, const Interval& within) {
  switch (c.op) {
    case Op::Compare: return about(c, subject, quantity) ? meet(within, compared(c.comparison, c.value)) : within;
    case Op::And: {
      Interval out = within;
      for (const model::Condition& operand : c.operands) out = allowed(operand, subject, quantity, out);
      return out;
    }
    case Op::Or: {
      Interval out{1, 0};
      for (const model::Condition& operand : c.operands) out = hull(out, allowed(operand, subject, quantity, within));
      return out;
    }
    case Op::Not:
      if (!c.operands.empty() && about(c.operands[0], subject, quantity)) {
        return meet(within, compared(negated(c.operands[0].comparison), c.operands[0].value));
      }
      return within;
    case Op::Test: return within;
  }
  return within;
}

std::string span(std::int64_t low, std::int64_t high) {
  return low == high ? std::to_string(low) : std::to_string(low) + " to " + std::to_string(high);
}

}  // namespace

Interval allowedBy(const std::optional<model::Condition>& condition, Subject subject, Predicate quantity,
                   const Interval& within) {
  return condition ? allowed(*condition, subject, quantity, within) : within;
}

std::string levelWords(const Interval& levels) { return "Level " + span(levels.low, levels.high); }

LevelRanges::LevelRanges(const model::Model& model)
    : amounts_(model),
      winLevel_(model.param("win_level", 10)),
      // The winning level needs a kill whatever kill_level says.
      killLevel_(std::min(model.param("kill_level", winLevel_), winLevel_)) {}

LevelRange LevelRanges::atStart(const model::Effect& effect) const {
  const Interval inPlay = this->inPlay();
  const Interval levels = allowedBy(effect.condition, Subject::Self, Predicate::Level, inPlay);
  const bool narrowed = levels.low != inPlay.low || levels.high != inPlay.high;
  return {levels, narrowed ? LevelSource::Condition : LevelSource::InPlay};
}

LevelRange LevelRanges::reached(const model::Effect& effect, const model::ActionStep& step,
                                const LevelRange& holder) const {
  const Interval inPlay = this->inPlay();
  LevelRange range{inPlay, LevelSource::InPlay};
  if (step.target == Target::Self) {
    range = holder;
  } else if (step.target == Target::Helper || step.target == Target::Victim) {
    const Subject subject = step.target == Target::Helper ? Subject::Helper : Subject::Victim;
    range.levels = allowedBy(effect.condition, subject, Predicate::Level, inPlay);
    if (range.levels.low != inPlay.low || range.levels.high != inPlay.high) range.source = LevelSource::Condition;
  }
  if (step.players) {
    const model::LevelBounds& bounds = step.players->level;
    const Interval kept{bounds.min.value_or(-kNone), bounds.max.value_or(kNone)};
    const Interval narrowed = meet(range.levels, kept);
    if (narrowed.low != range.levels.low || narrowed.high != range.levels.high) {
      range = {narrowed, LevelSource::Selector};
    }
  }
  return range;
}

Interval LevelRanges::amount(const model::AmountPlace& place, const model::ActionStep& step) const {
  const Interval raw = step.computed ? amounts_.of(*step.computed, place) : Interval{step.amount, step.amount};
  return {std::max<std::int64_t>(0, raw.low), std::max<std::int64_t>(0, raw.high)};
}

Interval LevelRanges::setTo(const model::AmountPlace& place, const model::ActionStep& step) const {
  return step.computed ? amounts_.of(*step.computed, place) : Interval{step.amount, step.amount};
}

std::optional<Interval> LevelRanges::cap(const model::AmountPlace& place, const model::ActionStep& step) const {
  if (step.computedCap) return amounts_.of(*step.computedCap, place);
  if (step.cap) return Interval{*step.cap, *step.cap};
  return std::nullopt;
}

Interval LevelRanges::after(const model::AmountPlace& place, const model::ActionStep& step, const Interval& before) const {
  if (empty(before)) return before;
  switch (step.action) {
    case Action::GainLevels: {
      // Never above the `max`; a `max` at or below the Level leaves it.
      const Interval gain = amount(place, step);
      const Interval top = cap(place, step).value_or(Interval{kNone, kNone});
      return {std::max(before.low, std::min(before.low + gain.low, top.low)),
              std::max(before.high, std::min(before.high + gain.high, top.high))};
    }
    case Action::LoseLevels: {
      const Interval loss = amount(place, step);
      return {std::max<std::int64_t>(1, before.low - loss.high), std::max<std::int64_t>(1, before.high - loss.low)};
    }
    case Action::SetLevel: {
      const Interval set = setTo(place, step);
      return {std::max<std::int64_t>(1, set.low), std::max<std::int64_t>(1, set.high)};
    }
    case Action::SellItems: {
      // At most `max` levels bought, never the winning level.
      const std::int64_t bought = cap(place, step).value_or(Interval{kNone, kNone}).high;
      return {before.low, std::max(before.high, std::min<std::int64_t>(winLevel_ - 1, before.high + bought))};
    }
    default: return before;
  }
}

std::optional<std::int64_t> LevelRanges::highestRaise(const model::AmountPlace& place, const model::ActionStep& step,
                                                      const Interval& before) const {
  if (empty(before)) return std::nullopt;
  std::int64_t top = 0;
  if (step.action == Action::GainLevels) {
    const Interval gain = amount(place, step);
    if (gain.high <= 0) return std::nullopt;
    top = before.high + gain.high;
    if (const auto limit = cap(place, step)) top = std::min(top, limit->high);
  } else if (step.action == Action::SetLevel) {
    top = after(place, step, before).high;
  } else {
    return std::nullopt;
  }
  if (top <= before.low) return std::nullopt;
  return top;
}

std::string LevelRanges::explain(const LevelRange& range) const {
  const std::string levels = levelWords(range.levels);
  switch (range.source) {
    case LevelSource::InPlay:
      return "a player is at " + levels + " while the game lasts, since Level " + std::to_string(winLevel_) + " wins";
    case LevelSource::Condition: return "its condition allows " + levels;
    case LevelSource::Selector: return "its selector keeps players at " + levels;
    case LevelSource::EarlierSteps: return "its earlier actions leave " + levels;
  }
  return levels;
}

}  // namespace munchkinc::check
