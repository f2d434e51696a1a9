// Player and monster selectors (docs/semantics.md, "Selectors"): the filters
// after a target (`to all_players class Cleric`, `to highest_level all except
// self`) and on the monster an action picks (`cancel monster tag Undead all`).
// Only an action whose ActionDef::select is set comes here, so a set whose
// cards say no selector never pays for one.
#include <cstring>

#include "munchkin/bot.h"
#include "munchkin/engine.h"

namespace munchkin {
namespace {

bool pickedOne(Target target, const SelectDef& select) {
  switch (target) {
    case Target::AnyPlayer:
    case Target::OtherPlayer: return true;
    case Target::HighestLevel:
    case Target::LowestLevel: return !select.allTied;
    default: return false;
  }
}

}  // namespace

bool Game::playerMatches(int seat, const SelectDef& s) const {
  const Player& p = players[static_cast<std::size_t>(seat)];
  const NameId named[4] = {s.className, s.raceName, s.armyName, s.mojoName};
  static constexpr Shape kShapes[4] = {Shape::Class, Shape::Race, Shape::Army, Shape::Mojo};
  for (int i = 0; i < 4; ++i) {
    if (named[i] == kNoName) continue;
    if (named[i] == kAnyName) {
      if (!hasShape(seat, kShapes[i])) return false;
      continue;
    }
    // A player with no race card has the set's default race, as in a condition.
    const bool byDefault = kShapes[i] == Shape::Race && !hasShape(seat, Shape::Race) && set_.name(named[i]).defaultRace;
    if (!holdsNamed(seat, kShapes[i], named[i]) && !byDefault) return false;
  }
  if (s.sex != kNoName && set_.name(s.sex).sex != p.sex) return false;
  if (s.minLevel != kNoCap && p.level < s.minLevel) return false;
  if (s.maxLevel != kNoCap && p.level > s.maxLevel) return false;
  if (s.fighting && !(combat.active && combat.onSide(seat))) return false;
  if (s.helping && !(combat.active && combat.helps(seat))) return false;
  if (s.wears != kNoName) {
    const std::int16_t slot = set_.name(s.wears).slot;
    bool wears = false;
    for (CardId card : p.inPlay) {
      if (shapeOf(card) == Shape::Item && def(card).slotIndex == slot && itemInUse(seat, card)) {
        wears = true;
        break;
      }
    }
    if (!wears) return false;
  }
  return true;
}

int Game::selectablePlayers(const ActionDef& action, const Context& context, int self, int* pool) const {
  const int n = playerCount();
  int count = 0;
  const auto add = [&](int seat) {
    if (seat >= 0 && count < kMaxPlayers) pool[count++] = seat;
  };
  // 1. The players the target word names.
  switch (action.target) {
    case Target::Self: add(self); break;
    case Target::Victim: add(context.victim >= 0 ? context.victim : self); break;
    case Target::AnyPlayer:
    case Target::AllPlayers:
    case Target::LowestLevel:
    case Target::HighestLevel:
      for (int step = 0; step < n; ++step) add((self + step) % n);
      break;
    case Target::OtherPlayer:
    case Target::AllOthers:
      for (int step = 1; step < n; ++step) add((self + step) % n);
      break;
    case Target::Fighter:
      if (combat.active) add(combat.fighter);
      break;
    case Target::FightingSide:
    case Target::Helper:
      if (!combat.active) break;
      if (action.target == Target::FightingSide) add(combat.fighter);
      add(combat.helper);
      for (const MoreHelper& more : combat.moreHelpers) add(more.seat);
      break;
    case Target::PlayerLeft: add((self + 1) % n); break;
    case Target::PlayerRight: add((self + n - 1) % n); break;
    case Target::Monster: break;
  }
  // Without a player selector, the target word's players are all.
  if (action.select == kNone || !selectOf(action).players) return count;
  const SelectDef& s = selectOf(action);
  // 2. The filters.
  int kept = 0;
  for (int i = 0; i < count; ++i) {
    if (playerMatches(pool[i], s)) pool[kept++] = pool[i];
  }
  count = kept;
  // 3. The extreme, among those left, before `except`.
  if ((action.target == Target::HighestLevel || action.target == Target::LowestLevel) && count > 0) {
    const bool lowest = action.target == Target::LowestLevel;
    int best = players[static_cast<std::size_t>(pool[0])].level;
    for (int i = 1; i < count; ++i) {
      const int level = players[static_cast<std::size_t>(pool[i])].level;
      best = lowest ? std::min(best, level) : std::max(best, level);
    }
    kept = 0;
    for (int i = 0; i < count; ++i) {
      if (players[static_cast<std::size_t>(pool[i])].level == best) pool[kept++] = pool[i];
    }
    count = kept;
  }
  // 4. Except.
  kept = 0;
  for (int i = 0; i < count; ++i) {
    if (s.exceptSelf && pool[i] == self) continue;
    if (s.exceptFighter && combat.active && pool[i] == combat.fighter) continue;
    pool[kept++] = pool[i];
  }
  return kept;
}

int Game::selectPlayers(const ActionDef& action, const Context& context, int self, int* targets) {
  int pool[kMaxPlayers];
  const int count = selectablePlayers(action, context, self, pool);
  if (!pickedOne(action.target, selectOf(action))) {
    std::copy(pool, pool + count, targets);
    return count;
  }
  int kept = choosablePlayers(action, pool, count);
  // A `once_per_target` block is offered only the players it has not acted on this turn.
  if (targetBlock_ >= 0) [[unlikely]] kept = unmarkedTargets(pool, kept);
  if (kept == 0) return 0;
  const int seat = askPlayer(self, TargetRequest{context.source, &action}, {pool, static_cast<std::size_t>(kept)});
  if (targetBlock_ >= 0) [[unlikely]] markTarget(seat);
  if (log && log->enabled()) {
    log->begin(turn, self) << "aims " << def(context.source).name << " at " << Seat{seat};
    log->end();
  }
  targets[0] = seat;
  return 1;
}

int Game::choosablePlayers(const ActionDef& action, int* pool, int count) const {
  // One, of the card's player's choice, among those the action can reach
  // (as targetOptions offers them without a selector).
  const bool fightOnly = combat.active && reachesOnlyTheFight(action);
  int kept = 0;
  for (int i = 0; i < count; ++i) {
    if (fightOnly && !combat.onSide(pool[i])) continue;
    if (action.action == Action::ForceHelp && combat.active && combat.onSide(pool[i])) continue;
    pool[kept++] = pool[i];
  }
  return kept;
}

bool Game::monsterMatches(CardId monster, const SelectDef& s) const {
  const CardDef& d = def(monster);
  if (s.monsterTag != kNoName) {
    const int tag = set_.name(s.monsterTag).tag;
    if (tag < 0 || !((info(monster).tagMask >> tag) & 1u)) return false;
  }
  if (s.monsterName != kNoName &&
      std::strcmp(d.name, set_.tables().names[static_cast<std::size_t>(s.monsterName)]) != 0) {
    return false;
  }
  if (s.monsterMinLevel != kNoCap && d.level < s.monsterMinLevel) return false;
  if (s.monsterMaxLevel != kNoCap && d.level > s.monsterMaxLevel) return false;
  return true;
}

int Game::selectMonsters(int seat, CardId source, const SelectDef& s, CardId* out) {
  if (!combat.active) return 0;
  int count = 0;
  for (const CombatMonster& m : combat.monsters) {
    if (count < kMaxOptions && monsterMatches(m.card, s)) out[count++] = m.card;
  }
  if (s.allMonsters || count <= 1) return count;
  out[0] = askCard(seat, Choice::TargetMonster, {out, static_cast<std::size_t>(count)});
  if (log && log->enabled()) {
    log->begin(turn, seat) << "aims " << def(source).name << " at " << def(out[0]).name;
    log->end();
  }
  return 1;
}

void Game::runOnSelectedMonsters(const ActionDef& action, const Context& context, int self,
                                 std::span<const int> targets) {
  if (!combat.active) return;
  const SelectDef& s = selectOf(action);
  std::uint8_t runners = 0;
  for (int seat : targets) runners |= static_cast<std::uint8_t>(1u << seat);
  // During a roll, an escape is from the monster rolled against, if it
  // matches; `all` adds every other match (docs/semantics.md, Selectors).
  if (action.action == Action::AutoEscape && combat.rolling) {
    if (monsterMatches(combat.rollingMonster, s)) combat.escapesRoll |= runners;
    if (!s.allMonsters) return;
  }
  CardId picked[kMaxOptions];
  const int count = selectMonsters(self, context.source, s, picked);
  for (int i = 0; i < count && combat.active; ++i) {
    const auto at = std::find_if(combat.monsters.begin(), combat.monsters.end(),
                                 [&](const CombatMonster& m) { return m.card == picked[i]; });
    if (at == combat.monsters.end()) continue;  // gone from the fight meanwhile
    const auto index = static_cast<std::size_t>(at - combat.monsters.begin());
    switch (action.action) {
      case Action::CombatBonus:
        bonusOnMonster(*at, action, action.amount);
        break;
      case Action::Cancel: sendMonsterAway(self, index); break;
      case Action::KillMonster:
      case Action::TakeTreasure: defeatMonsterAt(self, action, context.source, index); break;
      case Action::AutoEscape:
        at->escapes |= runners;
        for (int runner : targets) {
          if (log && log->enabled()) {
            log->begin(turn, runner) << "may escape " << def(at->card).name << " without rolling, by "
                                     << def(context.source).name;
            log->end();
          }
        }
        break;
      default: break;
    }
  }
}

}  // namespace munchkin
