// The counts of a game a simulation report is made of (report_counters.h),
// taken where the engine meets the event; only when Game::countStatsInto asked.
#include "munchkin/engine.h"

namespace munchkin {

void Game::countMonsterMet(CardId monster) {
  MonsterCounts& counts = monsterCounts_[monster];
  ++counts.fights;
  counts.fighterLevels += players[static_cast<std::size_t>(combat.fighter)].level;
}

void Game::countMonstersDefeated() {
  for (const CombatMonster& m : combat.monsters) ++monsterCounts_[m.card].defeated;
  // Those a card took out of the fight are defeated with it (paid only if it is won).
  for (const SetAsideMonster& m : combat.setAside) ++monsterCounts_[m.card].defeated;
}

}  // namespace munchkin
