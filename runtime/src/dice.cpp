// Dice (docs/semantics.md, "Dice"): a `roll` action and the Run Away roll are
// one model. The die is drawn from the game's seed; `rolled` reaches the
// roller's cards, which may re-roll it (`reroll`) and add to it
// (`roll_bonus`); then the `while` roll bonuses count. A `roll` acts on the
// row of the result, read as 1 below 1 and as 6 above 6.
#include <algorithm>

#include "engine_internal.h"
#include "munchkin/engine.h"

namespace munchkin {
namespace {

constexpr int kFaces = 6;

}  // namespace

Range Game::rollRow(std::uint32_t table, int result) const {
  const SetTables& t = set_.tables();
  const int face = std::clamp(result, 1, kFaces);
  std::uint32_t next = table + 1;
  for (int k = 0; k < t.actions[table].amount; ++k) {
    const ActionDef& row = t.actions[next];
    const Range body{next + 1, static_cast<std::uint32_t>(row.amount)};
    if ((row.cap >> (face - 1)) & 1) return body;
    next = body.first + body.count;
  }
  return {next, 0};  // never: PreparedSet checks that each face has a row
}

std::uint32_t Game::runRoll(std::uint32_t at, const Context& context) {
  const int self = context.self < 0 ? current : context.self;
  int die = rollDie();
  if (log && log->enabled()) {
    log->begin(turn, self) << "rolls a " << die << " for " << def(context.source).name;
    log->end();
  }
  const int drawn = die;
  const int modifiers = rollsReact_ ? settleRoll(self, context.source, kNoCard, at, die) : 0;
  const int result = std::clamp(die + modifiers, 1, kFaces);
  if (log && log->enabled() && (die != drawn || modifiers != 0)) [&]() __attribute__((noinline, cold)) {
    log->begin(turn, self) << "counts the roll for " << def(context.source).name << " as " << result;
    log->end();
  }();
  runActionSteps(rollRow(at, result), context);
  return choiceSpan(at);
}

int Game::settleRoll(int seat, CardId source, CardId monster, std::uint32_t table, int& die) {
  // A roll in a row of a roll is over before the next one begins; keep the
  // outer one all the same, so that nothing can read a stale roll.
  const RollUnderWay outer = roll_;
  roll_ = {seat, die, 0, source, monster, table};
  fireTrigger(Trigger::Rolled, seat);
  die = roll_.die;
  const int bonus = roll_.bonus;
  roll_ = outer;
  return bonus + whileRollBonus(seat);
}

int Game::whileRollBonus(int seat) const { return whileActionTotal(seat, Action::RollBonus); }

Game::SalePrices Game::whileSalePrices(int seat) const {
  SalePrices prices;
  prices.raise = whileActionTotal(seat, Action::SalePrice, &prices.factor);
  return prices;
}

int Game::whileActionTotal(int seat, Action kind, std::int64_t* factor) const {
  int total = 0;
  // Each `while` action of that kind of `card` that reaches `seat` from one of its
  // selves for whom its condition holds counts once.
  const auto add = [&](CardId card, std::span<const int> selves) {
    forEachWhileAction(*this, card, [&](const EffectDef& effect, const ActionDef& action) {
      if (action.action != kind) return;
      for (int self : selves) {
        if (!whileTargetReaches(*this, action.target, self, seat)) continue;
        if (conditionHolds(effect.condition, {self, self, card})) {
          if (factor && (action.flags & kFlagTimes)) {
            // Bounded so that no product overflows: far past any sale's gold.
            *factor = std::min(*factor * action.amount, kMaxSaleGold);
          } else {
            total += action.amount;
          }
          return;
        }
      }
    });
  };
  for (int holder = 0; holder < playerCount(); ++holder) {
    const int selves[1] = {holder};
    for (CardId card : players[static_cast<std::size_t>(holder)].inPlay) {
      if (info(card).hasWhile && cardInForce(*this, holder, card)) add(card, selves);
    }
  }
  const auto seals = openSealCards();
  if (!seals.empty()) {
    int everyone[kMaxPlayers];
    for (int s = 0; s < playerCount(); ++s) everyone[s] = s;
    add(seals.back(), {everyone, static_cast<std::size_t>(playerCount())});
  }
  if (combat.active) {
    int side[kMaxPlayers];
    const std::span<const int> selves(side, static_cast<std::size_t>(combat.side(side)));
    for (const CombatMonster& m : combat.monsters) add(m.card, selves);
  }
  return total;
}

}  // namespace munchkin
