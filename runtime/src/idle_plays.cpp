// Whether a card played now would do nothing: every action of its `play`
// blocks reaches nobody or nothing (a selector that matches no player, item
// or monster now) or works out a number that does nothing (a computed gain of
// 0). Asked by the greedy bot before it spends such a card, and only of the
// cards CardFacts::mayDoNothing marks, decided once per design here.
#include "engine_internal.h"
#include "munchkin/engine.h"

namespace munchkin {
namespace {

// Whether a value of 0 or less does nothing (docs/semantics.md, Amounts);
// for the others (a bonus, Treasures) only 0 does nothing.
bool countsOnlyAbove0(Action action) {
  return action == Action::GainLevels || action == Action::LoseLevels || action == Action::Draw;
}

bool mayActOnNothing(const SetTables& tables, const ActionDef& action) {
  if (action.select != kNone || action.action == Action::LoseItem) return true;
  return action.computed != kNone && tables.computed[static_cast<std::size_t>(action.computed)].amount.count > 0;
}

}  // namespace

bool playMayDoNothing(const PreparedSet& set, std::uint16_t design) {
  const CardDef& d = set.design(design);
  const DesignInfo& info = set.info(design);
  // Only a card discarded once its `play` blocks acted: one that stays in
  // play (an item, a special with `while` or `on`) keeps doing something, and
  // a curse's actions read its victim, chosen after the card.
  const bool discarded = d.shape == Shape::OneShot || d.shape == Shape::LevelUp ||
                         (d.shape == Shape::Special && !info.hasWhile && info.triggerMask == 0);
  if (!discarded || d.bonus != 0 || info.addsMonster) return false;
  const SetTables& t = set.tables();
  bool any = false;
  for (std::uint32_t e = d.effects.first; e < d.effects.first + d.effects.count; ++e) {
    const EffectDef& effect = t.effects[e];
    if (effect.kind != EffectKind::Play) continue;
    for (std::uint32_t a = effect.actions.first; a < effect.actions.first + effect.actions.count; ++a) {
      const ActionDef& action = t.actions[a];
      // A choice or a roll is weighed by the bot when it is made.
      if (action.action >= Action::Choose || !mayActOnNothing(t, action)) return false;
      any = true;
    }
  }
  return any;
}

bool Game::playDoesNothing(int seat, CardId card) const {
  const SetTables& t = set_.tables();
  const Range effects = def(card).effects;
  const Context context{seat, -1, card};
  for (std::uint32_t e = effects.first; e < effects.first + effects.count; ++e) {
    const EffectDef& effect = t.effects[e];
    if (effect.kind != EffectKind::Play) continue;
    for (std::uint32_t a = effect.actions.first; a < effect.actions.first + effect.actions.count; ++a) {
      if (!actionIdleNow(t.actions[a], context)) return false;
    }
  }
  return true;
}

bool Game::actionIdleNow(const ActionDef& action, const Context& context) const {
  if (action.computed != kNone) {
    const Range amount = set_.tables().computed[static_cast<std::size_t>(action.computed)].amount;
    const int value = amount.count > 0 ? evaluateAmount(amount, context, kNoCard) : 1;
    if (countsOnlyAbove0(action.action) ? value <= 0 : value == 0) return true;
  }
  if (action.select != kNone && selectOf(action).monsters) {
    bool matches = false;
    for (std::size_t m = 0; combat.active && m < combat.monsters.size() && !matches; ++m) {
      matches = monsterMatches(combat.monsters[m].card, selectOf(action));
    }
    if (!matches) return true;
  }
  const bool selectsPlayers = action.select != kNone && selectOf(action).players;
  if (!selectsPlayers && action.action != Action::LoseItem) return false;
  int pool[kMaxPlayers];
  int count = selectablePlayers(action, context, context.self, pool);
  // A bonus or an escape reaches only the fighting side (docs/semantics.md, Combat).
  const bool sideOnly = action.action == Action::CombatBonus || action.action == Action::RunAway ||
                        action.action == Action::AutoEscape;
  if (sideOnly) {
    int kept = 0;
    for (int i = 0; i < count; ++i) {
      if (combat.active && combat.onSide(pool[i])) pool[kept++] = pool[i];
    }
    count = kept;
  }
  if (action.action != Action::LoseItem) return count == 0;
  // A `lose_item` with no candidate in anyone's reach.
  const ItemSelectDef select = itemSelect(action);
  for (int i = 0; i < count; ++i) {
    const Player& p = players[static_cast<std::size_t>(pool[i])];
    for (CardId item : select.inHand ? p.hand : p.inPlay) {
      if (itemMatches(item, select)) return false;
    }
  }
  return true;
}

}  // namespace munchkin
