// The combat outcomes other than the comparison (docs/semantics.md, "Combat
// outcomes"): a monster killed outright or defeated for its Treasure is set
// aside and paid for if the fight is won; `end_combat` sends every monster
// away; an `auto_escape` outside a roll marks one monster the runner will
// escape without rolling.
#include "munchkin/engine.h"

#include <algorithm>

namespace munchkin {

bool Game::runOutcome(const ActionDef& action, CardId source, int self, std::span<const int> targets) {
  switch (action.action) {
    case Action::KillMonster:
    case Action::TakeTreasure: defeatMonster(self, action, source); return true;
    case Action::EndCombat: endCombatNow(self, source); return true;
    case Action::AutoEscape:
      // During a roll, or with `all`, the escape is the whole fight's (runAction).
      if (!combat.active || combat.rolling || (action.flags & kFlagAll)) return false;
      escapeOneMonster(self, targets, source);
      return true;
    default: return false;
  }
}

void Game::setAsideTriggers(Trigger trigger, std::span<const int> side) {
  // A copy: the blocks may change the fight's containers.
  CardId aside[16];
  bool killed[16];
  int count = 0;
  for (const SetAsideMonster& m : combat.setAside) {
    if (count < 16) aside[count] = m.card, killed[count++] = m.killed;
  }
  for (int i = 0; i < count && !isOver(); ++i) {
    if (trigger == Trigger::MonsterKilled) {
      if (!killed[i]) continue;  // its Treasure taken, not killed
      for (int seat : side) fireTrigger(Trigger::MonsterKilled, seat);
    }
    runMonsterTrigger(aside[i], trigger, side);
  }
}

void Game::gainOutrightLevels(int fighter) {
  // An outright kill spared the fight: its levels stop below kill_level
  // unless its card supersedes win_by_kill.
  constexpr auto winByKill = static_cast<std::uint16_t>(1u << static_cast<unsigned>(CoreRule::WinByKill));
  for (const SetAsideMonster& m : combat.setAside) {
    if (!isOver()) gainLevels(fighter, m.levels, false, static_cast<std::uint16_t>(m.rules & winByKill));
  }
}

int Game::outcomeMonster(int seat, CardId source) {
  if (!combat.active) return -1;
  // In a monster's own block, that monster (nobody chooses), while it is in the fight.
  if (shapeOf(source) == Shape::Monster) {
    for (std::size_t m = 0; m < combat.monsters.size(); ++m) {
      if (combat.monsters[m].card == source) return static_cast<int>(m);
    }
    return -1;
  }
  return askMonster(seat, source);
}

void Game::defeatMonster(int seat, const ActionDef& action, CardId source) {
  if (combat.outcome != 0) return;  // decided already: nothing is left to defeat before the comparison
  const int index = outcomeMonster(seat, source);
  if (index >= 0) defeatMonsterAt(seat, action, source, static_cast<std::size_t>(index));
}

void Game::defeatMonsterAt(int seat, const ActionDef& action, CardId source, std::size_t index) {
  if (combat.outcome != 0) return;
  const CombatMonster& m = combat.monsters[index];
  const CardDef& d = def(m.card);
  const bool kill = action.action == Action::KillMonster;
  const bool levels = kill && !(action.flags & kFlagTreasureOnly);
  combat.setAside.push_back({m.card, d.treasures + m.treasures, levels ? d.levels : 0, kill, info(source).supersedes});
  if (log && log->enabled()) {
    log->begin(turn, seat) << (kill ? "kills " : "takes the Treasure of ") << d.name
                           << (kill ? (levels ? " outright" : " outright, for its Treasure only") : " without a fight")
                           << ", by " << def(source).name;
    log->end();
  }
  // Out of the fight, but kept in the combat zone until the fight ends.
  takeOutOfFight(index);
  if (combat.monsters.empty()) endFightWithoutMonsters();
}

void Game::endCombatNow(int seat, CardId source) {
  if (!combat.active) return;
  if (log && log->enabled()) {
    log->begin(turn, seat) << "ends the fight, by " << def(source).name;
    log->end();
  }
  while (!combat.monsters.empty()) removeMonster(combat.monsters.size() - 1);
  endFightWithoutMonsters();
}

void Game::escapeOneMonster(int seat, std::span<const int> runners, CardId source) {
  const int index = outcomeMonster(seat, source);
  if (index < 0) return;
  CombatMonster& m = combat.monsters[static_cast<std::size_t>(index)];
  for (int runner : runners) {
    m.escapes |= static_cast<std::uint8_t>(1u << runner);
    if (log && log->enabled()) {
      log->begin(turn, runner) << "may escape " << def(m.card).name << " without rolling, by " << def(source).name;
      log->end();
    }
  }
}

}  // namespace munchkin
