// A monster's `on` blocks, which act for the fighting side rather than for
// one player (docs/semantics.md, "Monster blocks"): a condition about `self`
// holds if it holds for the fighter or a helper, an action aimed at `self`
// reaches each of them for whom it holds, and a change to the monsters is made
// once per fight however many of the side qualify.
#include "munchkin/engine.h"

namespace munchkin {
namespace {

// When a monster's block acts, in the log's words ("Player 1 is reached by
// Doomsday Prepper on winning: add 1 Treasure.").
const char* momentWords(Trigger trigger) {
  switch (trigger) {
    case Trigger::CombatStart: return "as the fight starts";
    case Trigger::CombatWon: return "on winning";
    case Trigger::CombatLost: return "on losing";
    case Trigger::Escaped: return "on escaping";
    case Trigger::Caught: return "on being caught";
    case Trigger::Helping: return "on joining the fight as a helper";
    case Trigger::MonsterKilled: return "on killing it";
    default: return "";
  }
}

}  // namespace

void Game::runMonsterTrigger(CardId monster, Trigger trigger, std::span<const int> side) {
  if (isOver() || !((info(monster).triggerMask >> static_cast<unsigned>(trigger)) & 1u)) return;
  const CardDef& d = def(monster);
  const SetTables& t = set_.tables();
  // Choose first: every block's condition is read before any of them acts.
  struct Chosen {
    std::uint32_t block;
    int holders[kMaxPlayers];
    int count;
  };
  Chosen chosen[kMaxBlocksPerMonster];
  int chosenCount = 0;
  // In `on helping`, `helper` is the one who joins (side holds that helper alone).
  const int joining = trigger == Trigger::Helping && !side.empty() ? side[0] : -1;
  for (std::uint32_t e = 0; e < d.effects.count; ++e) {  // at most 32 (PreparedSet)
    const EffectDef& effect = t.effects[d.effects.first + e];
    if (effect.kind != EffectKind::On || effect.trigger != trigger || limitUsed(monster, e, effect.limit)) continue;
    Chosen pick{e, {}, 0};
    for (int seat : side) {
      if (seat >= 0 && pick.count < kMaxPlayers && conditionHolds(effect.condition, {seat, seat, monster, joining})) pick.holders[pick.count++] = seat;
    }
    if (pick.count > 0) chosen[chosenCount++] = pick;
  }
  for (int c = 0; c < chosenCount && !isOver(); ++c) {
    const Chosen& pick = chosen[c];
    const EffectDef& effect = t.effects[d.effects.first + pick.block];
    markLimitUsed(monster, pick.block, effect.limit);
    CombatMonster* self = nullptr;
    for (CombatMonster& m : combat.monsters) self = m.card == monster ? &m : self;
    const std::uint32_t blockBit = 1u << pick.block;
    const bool changedAlready = self && (self->changedMonster & blockBit);
    // The fight's own values (the monsters' strength, the Treasures) change once.
    const auto once = [](const ActionDef& action) {
      return action.target == Target::Monster || action.action == Action::Treasures;
    };
    bool acts = !changedAlready;
    for (std::uint32_t a = 0; a < effect.actions.count && !acts; ++a) acts = !once(t.actions[effect.actions.first + a]);
    if (!acts) continue;
    countBlockRun(d.effects.first + pick.block);
    for (int h = 0; h < pick.count && log && log->enabled(); ++h) {
      log->begin(turn, pick.holders[h]) << "is reached by " << d.name << " " << momentWords(trigger) << ": "
                                        << optionWords(effect.actions);
      log->end();
    }
    for (std::uint32_t a = 0; a < effect.actions.count && !isOver(); ++a) {
      const ActionDef& action = t.actions[effect.actions.first + a];
      if (action.action >= Action::Choose) {
        // Each player of the side the block reaches chooses for themself.
        const std::uint32_t at = effect.actions.first + a;
        for (int h = 0; h < pick.count && !isOver(); ++h) runChoice(at, {pick.holders[h], pick.holders[h], monster, joining});
        a += choiceSpan(at) - 1;
        continue;
      }
      if (once(action) && changedAlready) continue;
      const int reached = action.target == Target::Self && !once(action) ? pick.count : 1;
      for (int h = 0; h < reached && !isOver(); ++h) runAction(action, {pick.holders[h], pick.holders[h], monster, joining});
    }
    if (self) self->changedMonster |= blockBit;
    settleCarryLimits();
  }
}

void Game::helperJoined(int seat) {
  fireTrigger(Trigger::Helping, seat);
  // The monsters' `on helping`, then their combat_start again, for the helper alone.
  const int side[1] = {seat};
  CardId monsters[16];
  int count = 0;
  for (const CombatMonster& m : combat.monsters) {
    if (count < 16) monsters[count++] = m.card;
  }
  for (int i = 0; i < count && combat.active; ++i) runMonsterTrigger(monsters[i], Trigger::Helping, side);
  for (int i = 0; i < count && combat.active; ++i) runMonsterTrigger(monsters[i], Trigger::CombatStart, side);
}

}  // namespace munchkin
