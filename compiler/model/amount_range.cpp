#include "model/amount_range.h"

#include <algorithm>
#include <cstdlib>

namespace munchkinc::model {
namespace {

Interval hull(std::initializer_list<std::int64_t> values) {
  return {std::min(values), std::max(values)};
}

std::int64_t halfUp(std::int64_t v) { return v >= 0 ? (v + 1) / 2 : v / 2; }
std::int64_t halfDown(std::int64_t v) { return v >= 0 ? v / 2 : (v - 1) / 2; }

// Bounds are kept far below what could overflow while the ranges combine.
constexpr std::int64_t kClamp = std::int64_t{1} << 40;
std::int64_t clamp(std::int64_t v) { return std::clamp(v, -kClamp, kClamp); }

// `range` narrowed to what `known` allows; where they do not meet, the
// narrowing says nothing and `range` stands.
Interval within(const Interval& range, const Interval& known) {
  const Interval both{std::max(range.low, known.low), std::min(range.high, known.high)};
  return both.low <= both.high ? both : range;
}

}  // namespace

bool Amount::operator==(const Amount& o) const {
  const bool sameFilter = filter.has_value() == o.filter.has_value() &&
                          (!filter || (filter->what == o.filter->what && filter->name == o.filter->name));
  return op == o.op && value == o.value && quantity == o.quantity && subject == o.subject && sameFilter &&
         function == o.function && operands == o.operands;
}

AmountBounds::AmountBounds(const Model& model) {
  // A player who reaches win_level has won: the game is over before any
  // amount reads that Level.
  playerLevel_ = {1, std::max<std::int64_t>(1, model.param("win_level", 10) - 1)};
  std::int64_t cards = 0, items = 0, rank = 0, seals = 0;
  std::int64_t lowMonster = 0, highMonster = 0, treasures = 0, value = 0;
  for (const Card& card : model.cards) {
    cards += card.copies;
    switch (card.shape) {
      case Shape::Monster:
        lowMonster = std::min<std::int64_t>(lowMonster, card.level);
        highMonster = std::max<std::int64_t>(highMonster, card.level);
        treasures = std::max<std::int64_t>(treasures, card.treasures);
        break;
      case Shape::Item:
        items += card.copies;
        value = std::max<std::int64_t>(value, card.value.value_or(0));
        break;
      case Shape::Power: rank += std::int64_t{card.copies} * std::max(0, card.rank); break;
      case Shape::Seal: seals += card.copies; break;
      default: break;
    }
  }
  // A monster's quantities are 0 once it has left the fight, or with none.
  monsterLevel_ = {lowMonster, highMonster};
  monsterTreasures_ = {0, treasures};
  handSize_ = {0, cards};
  items_ = {0, items};
  highestValue_ = {0, value};
  totalRank_ = {0, rank};
  openSeals_ = {0, seals};
  players_ = {0, 8};
}

Interval AmountBounds::quantity(const Amount& a, const AmountPlace& place) const {
  if (a.subject == Subject::Monster) {
    if (!place.inFight) return {0, 0};
    return a.quantity == Quantity::Level ? monsterLevel_ : monsterTreasures_;
  }
  const bool helper = a.subject == Subject::Helper;  // 0 with no helper
  Interval out{};
  switch (a.quantity) {
    case Quantity::Level:
      out = playerLevel_;
      if (a.subject == Subject::Self && place.selfLevel) out = within(out, *place.selfLevel);
      break;
    case Quantity::Treasures: out = monsterTreasures_; break;
    case Quantity::HandSize: out = handSize_; break;
    case Quantity::Items: out = items_; break;
    case Quantity::HighestValue: out = highestValue_; break;
    case Quantity::TotalRank: out = totalRank_; break;
    case Quantity::OpenSeals: out = place.openSeals ? within(openSeals_, *place.openSeals) : openSeals_; break;
    case Quantity::Players: out = a.filter ? Interval{0, players_.high} : Interval{2, players_.high}; break;
  }
  if (helper) out.low = std::min<std::int64_t>(out.low, 0);
  return out;
}

Interval AmountBounds::of(const Amount& a, const AmountPlace& place) const {
  using Op = Amount::Op;
  switch (a.op) {
    case Op::Constant: return {a.value, a.value};
    case Op::Quantity: return quantity(a, place);
    case Op::Add:
    case Op::Subtract:
    case Op::Multiply: {
      const Interval l = of(a.operands[0], place), r = of(a.operands[1], place);
      if (a.op == Op::Add) return {clamp(l.low + r.low), clamp(l.high + r.high)};
      if (a.op == Op::Subtract) return {clamp(l.low - r.high), clamp(l.high - r.low)};
      return hull({clamp(l.low * r.low), clamp(l.low * r.high), clamp(l.high * r.low), clamp(l.high * r.high)});
    }
    case Op::Call: {
      Interval out = of(a.operands[0], place);
      for (std::size_t i = 1; i < a.operands.size(); ++i) {
        const Interval next = of(a.operands[i], place);
        if (a.function == AmountFunction::Min) out = {std::min(out.low, next.low), std::min(out.high, next.high)};
        else out = {std::max(out.low, next.low), std::max(out.high, next.high)};
      }
      if (a.function == AmountFunction::HalfUp) return {halfUp(out.low), halfUp(out.high)};
      if (a.function == AmountFunction::HalfDown) return {halfDown(out.low), halfDown(out.high)};
      return out;
    }
  }
  return {};
}

std::int64_t AmountBounds::largestMagnitude(const Amount& a) const {
  const Interval here = of(a);
  std::int64_t largest = std::max(std::llabs(here.low), std::llabs(here.high));
  for (const Amount& operand : a.operands) largest = std::max(largest, largestMagnitude(operand));
  return largest;
}

}  // namespace munchkinc::model
