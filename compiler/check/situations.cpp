#include "check/situations.h"

#include <algorithm>
#include <climits>
#include <vector>

#include "check/level_range.h"

namespace munchkinc::check {
namespace {

using Op = model::Condition::Op;

// The operands of a top-level `and` chain: each must hold.
void conjuncts(const model::Condition& c, std::vector<const model::Condition*>& out) {
  if (c.op == Op::And) {
    for (const model::Condition& operand : c.operands) conjuncts(operand, out);
    return;
  }
  out.push_back(&c);
}

std::vector<const model::Condition*> conjuncts(const std::optional<model::Condition>& c) {
  std::vector<const model::Condition*> out;
  if (c) conjuncts(*c, out);
  return out;
}

struct Interval {
  long low = LONG_MIN;
  long high = LONG_MAX;
};

// The values a comparison allows; `!=` allows nearly everything, so it is
// treated as no bound.
Interval interval(const model::Condition& c) {
  const long v = c.value;
  switch (c.comparison) {
    case Comparison::Lt: return {LONG_MIN, v - 1};
    case Comparison::Le: return {LONG_MIN, v};
    case Comparison::Eq: return {v, v};
    case Comparison::Ge: return {v, LONG_MAX};
    case Comparison::Gt: return {v + 1, LONG_MAX};
    case Comparison::Ne: return {};
  }
  return {};
}

bool sameQuantity(const model::Condition& a, const model::Condition& b) {
  return a.op == Op::Compare && b.op == Op::Compare && a.subject == b.subject && a.predicate == b.predicate;
}

bool contradicts(const model::Condition& a, const model::Condition& b) {
  if (a.op == Op::Not && sameCondition(a.operands[0], b)) return true;
  if (b.op == Op::Not && sameCondition(b.operands[0], a)) return true;
  if (sameQuantity(a, b)) {
    const Interval x = interval(a), y = interval(b);
    return std::max(x.low, y.low) > std::min(x.high, y.high);
  }
  return false;
}

std::string timingWords(const model::Effect& e) {
  std::string words;
  if (e.ownTurnOnly) words += " own_turn";
  words += " " + std::string(spelling(e.timing));
  return words;
}

}  // namespace

Situation situationOf(const model::Effect& effect) {
  using T = Trigger;
  if (effect.kind == model::Effect::Kind::BadStuff) return Situation::AfterNoKill;
  if (effect.kind == model::Effect::Kind::On) {
    switch (effect.trigger) {
      case T::CombatWon:
      case T::MonsterKilled: return Situation::AfterKill;
      case T::Escaped:
      case T::CombatLost:
      case T::Caught: return Situation::AfterNoKill;
      case T::CombatStart:
      case T::Helping: return Situation::DuringCombat;
      default: break;
    }
  }
  if (effect.kind == model::Effect::Kind::Play) {
    switch (effect.timing) {
      case Timing::InCombat: return Situation::DuringCombat;
      // Windows: the moment of the `on` block of the same event (docs/semantics.md, "Windows").
      case Timing::AfterWin:
      case Timing::BeforeTreasure: return Situation::AfterKill;
      case Timing::RunFailed:
      case Timing::AfterEscape: return Situation::AfterNoKill;
      default: break;
    }
  }
  // `losing` holds only in a fight under way (docs/semantics.md, Predicates).
  const bool inFight = demands(effect.condition, Predicate::InCombat) || demands(effect.condition, Predicate::Losing);
  return inFight ? Situation::DuringCombat : Situation::Other;
}

std::string describeBlock(const model::Effect& effect) {
  switch (effect.kind) {
    case model::Effect::Kind::BadStuff: return "its 'bad_stuff' block";
    case model::Effect::Kind::On: return "its 'on " + std::string(spelling(effect.trigger)) + "' block";
    case model::Effect::Kind::While:
      return demands(effect.condition, Predicate::InCombat) ? "its 'while in_combat' block" : "its 'while' block";
    case model::Effect::Kind::Play: return "its 'play" + timingWords(effect) + "' block";
  }
  return "one of its blocks";
}

bool demands(const std::optional<model::Condition>& condition, Predicate predicate) {
  const auto all = conjuncts(condition);
  return std::any_of(all.begin(), all.end(), [&](const model::Condition* c) {
    return c->op == Op::Test && c->subject == Subject::Self && c->predicate == predicate;
  });
}

bool exclusive(const std::optional<model::Condition>& a, const std::optional<model::Condition>& b) {
  for (const model::Condition* x : conjuncts(a)) {
    for (const model::Condition* y : conjuncts(b)) {
      if (contradicts(*x, *y)) return true;
    }
  }
  return false;
}

bool sameCondition(const model::Condition& a, const model::Condition& b) {
  if (a.op != b.op || a.subject != b.subject || a.predicate != b.predicate) return false;
  switch (a.op) {
    case Op::Test: return a.name == b.name && (a.predicate != Predicate::Sole || a.soleOf == b.soleOf);
    case Op::Compare: return a.comparison == b.comparison && a.value == b.value;
    case Op::And:
    case Op::Or:
    case Op::Not:
      return std::equal(a.operands.begin(), a.operands.end(), b.operands.begin(), b.operands.end(), sameCondition);
  }
  return false;
}

std::string count(int amount, const std::string& noun) {
  return std::to_string(amount) + " " + noun + (amount == 1 ? "" : "s");
}

model::AmountPlace amountPlace(const model::Effect& effect) {
  model::AmountPlace place;
  using T = Trigger;
  if (effect.kind == model::Effect::Kind::Play) place.inFight = effect.timing != Timing::OutsideCombat;
  if (effect.kind == model::Effect::Kind::On) {
    place.inFight = effect.trigger != T::TurnStart && effect.trigger != T::TurnEnd && effect.trigger != T::DoorKicked &&
                    effect.trigger != T::Looted;
  }
  // What the block's condition allows of `self`'s Level and of the open
  // Seals (check/level_range.h).
  const model::Interval any{INT_MIN, INT_MAX};
  const model::Interval level = allowedBy(effect.condition, Subject::Self, Predicate::Level, any);
  if (level.low != any.low || level.high != any.high) place.selfLevel = level;
  const model::Interval seals = allowedBy(effect.condition, Subject::Self, Predicate::OpenSeals, any);
  if (seals.low != any.low || seals.high != any.high) place.openSeals = seals;
  return place;
}

std::string computedCount(const model::Interval& range, const std::string& noun) {
  if (range.low == range.high) return count(static_cast<int>(range.low), noun);
  return "from " + std::to_string(range.low) + " to " + std::to_string(range.high) + " " + noun + "s (computed)";
}

}  // namespace munchkinc::check
