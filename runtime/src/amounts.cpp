// Computed amounts (docs/semantics.md, Amounts): postfix programs over a
// stack of integers, evaluated when their action runs. Written numbers never
// come here: runAction tests one field and goes on as before.
#include <algorithm>

#include "engine_internal.h"
#include "munchkin/engine.h"

namespace munchkin {
namespace {

int halfUp(int v) { return v >= 0 ? (v + 1) / 2 : v / 2; }
int halfDown(int v) { return v >= 0 ? v / 2 : (v - 1) / 2; }

// A player's quantity; -1 seats (no helper) read 0.
int playerQuantity(const Game& game, int seat, Quantity quantity) {
  if (seat < 0) return 0;
  const Player& p = game.players[static_cast<std::size_t>(seat)];
  switch (quantity) {
    case Quantity::Level: return p.level;
    case Quantity::HandSize: return static_cast<int>(p.hand.size());
    case Quantity::TotalRank: return game.totalRank(seat);
    case Quantity::Items:
    case Quantity::HighestValue: {
      int items = 0, highest = 0;
      for (CardId card : p.inPlay) {
        if (game.shapeOf(card) != Shape::Item) continue;
        ++items;
        highest = std::max(highest, game.def(card).value);  // `value none` is -1
      }
      return quantity == Quantity::Items ? items : highest;
    }
    default: return 0;
  }
}

// Whether `seat` matches `players class C` (race, army, mojo, sex) as the
// condition `class C` would.
bool matchesFilter(const Game& game, int seat, const RefDef& filter) {
  if (filter.what == Predicate::Sex) {
    return game.set().name(filter.name).sex == game.players[static_cast<std::size_t>(seat)].sex;
  }
  return hasNamed(game, seat, shapeNamedBy(filter.what), filter.name);
}

}  // namespace

int Game::evaluateAmount(Range program, const Context& context, CardId monster) const {
  const SetTables& t = set_.tables();
  int stack[kMaxAmountStack] = {};
  int depth = 0;
  // `monster`: the one the action reaches, else the block's own, else the
  // highest Level in the fight (the first of those tied); none: 0.
  if (monster == kNoCard && combat.active) {
    for (const CombatMonster& m : combat.monsters) {
      if (m.card == context.source) monster = m.card;
    }
    for (std::size_t m = 0; monster == kNoCard && m < combat.monsters.size(); ++m) {
      const CardId card = combat.monsters[m].card;
      bool highest = true;
      for (const CombatMonster& other : combat.monsters) highest = highest && def(other.card).level <= def(card).level;
      if (highest) monster = card;
    }
  }
  for (std::uint32_t i = 0; i < program.count; ++i) {
    const AmountInstr& in = t.amountInstrs[program.first + i];
    switch (in.op) {
      case AmountOp::Constant: stack[depth++] = in.value; break;
      case AmountOp::Quantity: {
        int value = 0;
        if (in.quantity == Quantity::OpenSeals) {
          value = openSealCount();
        } else if (in.quantity == Quantity::Players) {
          if (in.filter.name == kNoName) value = playerCount();
          for (int seat = 0; in.filter.name != kNoName && seat < playerCount(); ++seat) value += matchesFilter(*this, seat, in.filter);
        } else if (in.subject == Subject::Monster) {
          if (monster != kNoCard) value = in.quantity == Quantity::Level ? def(monster).level : def(monster).treasures;
        } else if (in.subject == Subject::Helper) {
          // The highest among the helpers; 0 with none. A monster's `on
          // helping` names the helper who joins (context.helper).
          const int first = context.helper >= 0 ? context.helper : combat.helper;
          if (combat.active && first >= 0) value = playerQuantity(*this, first, in.quantity);
          for (std::size_t h = 0; context.helper < 0 && combat.active && h < combat.moreHelpers.size(); ++h) {
            value = std::max(value, playerQuantity(*this, combat.moreHelpers[h].seat, in.quantity));
          }
        } else {
          value = playerQuantity(*this, in.subject == Subject::Victim ? context.victim : context.self, in.quantity);
        }
        stack[depth++] = value;
        break;
      }
      case AmountOp::Add: --depth; stack[depth - 1] += stack[depth]; break;
      case AmountOp::Subtract: --depth; stack[depth - 1] -= stack[depth]; break;
      case AmountOp::Multiply: --depth; stack[depth - 1] *= stack[depth]; break;
      case AmountOp::Call: {
        const int first = depth - in.operands;
        int value = stack[first];
        for (int k = first + 1; k < depth; ++k) {
          value = in.function == AmountFunction::Max ? std::max(value, stack[k]) : std::min(value, stack[k]);
        }
        if (in.function == AmountFunction::HalfUp) value = halfUp(value);
        if (in.function == AmountFunction::HalfDown) value = halfDown(value);
        depth = first;
        stack[depth++] = value;
        break;
      }
    }
  }
  return depth > 0 ? stack[depth - 1] : 0;
}

void Game::runComputedAction(const ActionDef& action, const Context& context) {
  const ComputedDef& computed = set_.tables().computed[static_cast<std::size_t>(action.computed)];
  ActionDef now = action;
  now.computed = kNone;
  const int self = context.self < 0 ? current : context.self;
  Context reading = context;
  reading.self = self;
  if (action.target == Target::Monster && action.action == Action::CombatBonus) {
    // The monster it reaches is chosen first: its amount reads that monster.
    if (!combat.active) return;
    int index = -1;
    for (std::size_t m = 0; m < combat.monsters.size(); ++m) {
      if (combat.monsters[m].card == context.source) index = static_cast<int>(m);
    }
    if (index < 0) index = askMonster(self, context.source);
    if (index < 0) return;
    CombatMonster& aimed = combat.monsters[static_cast<std::size_t>(index)];
    const int amount = evaluateAmount(computed.amount, reading, aimed.card);
    if (log && log->enabled()) logComputed(action, reading, amount);
    bonusOnMonster(aimed, action, amount);
    return;
  }
  if (computed.amount.count > 0) now.amount = evaluateAmount(computed.amount, reading, kNoCard);
  if (computed.cap.count > 0) now.cap = evaluateAmount(computed.cap, reading, kNoCard);
  if (log && log->enabled()) logComputed(action, reading, computed.amount.count > 0 ? now.amount : now.cap);
  // A count of nothing does nothing (a negative loss is no gain).
  const bool counts = action.action == Action::GainLevels || action.action == Action::LoseLevels || action.action == Action::Draw;
  if (counts && now.amount <= 0) return;
  if (action.action == Action::SellItems && computed.cap.count > 0) now.cap = std::max(now.cap, 0);
  runAction(now, context);
}

void Game::logComputed(const ActionDef& action, const Context& context, int value) {
  log->begin(turn, context.self) << "computes " << value << " for " << spelling(action.action) << " of "
                                 << def(context.source).name;
  log->end();
}

}  // namespace munchkin
