// The `while` blocks that reach players other than the card's holder: a card
// in play aimed at `all_others`, `helper`, `lowest_level` and the like, and a
// monster's `while`, in force for the fighting side while it is in the fight
// (docs/semantics.md, "`while`" and "Monster blocks"). The combat bonuses
// a fight reads most are remembered by the Game under reachKey
// (reachingBonus, reachingBonusToMonsters); the rest are read afresh.
#include "munchkin/engine.h"

#include "engine_internal.h"

namespace munchkin {

bool whileTargetReaches(const Game& game, Target target, int holder, int seat) {
  const int n = game.playerCount();
  const auto tiedFor = [&](bool lowest) {
    const int level = game.players[static_cast<std::size_t>(seat)].level;
    for (const Player& p : game.players) {
      if (lowest ? p.level < level : p.level > level) return false;
    }
    return true;
  };
  switch (target) {
    case Target::Self:
    case Target::Victim: return seat == holder;
    case Target::AllPlayers: return true;
    case Target::AllOthers: return seat != holder;
    case Target::Helper: return game.combat.active && game.combat.helps(seat);
    case Target::Fighter: return game.combat.active && seat == game.combat.fighter;
    case Target::FightingSide: return game.combat.active && game.combat.onSide(seat);
    case Target::PlayerLeft: return seat == (holder + 1) % n;
    case Target::PlayerRight: return seat == (holder + n - 1) % n;
    case Target::LowestLevel: return tiedFor(true);
    case Target::HighestLevel: return tiedFor(false);
    case Target::AnyPlayer:
    case Target::OtherPlayer:  // refused in a `while` (E0302)
    case Target::Monster: return false;
  }
  return false;
}

bool inFight(const Game& game, int seat) {
  return game.combat.active && game.combat.onSide(seat);
}

bool versusHolds(const Game& game, const ActionDef& action, CardId against) {
  if (action.versus.name == kNoName) return true;
  const NameInfo& name = game.set().name(action.versus.name);
  if (action.versus.what != Predicate::Tag || name.tag < 0 || !game.combat.active) return false;
  const auto tagged = [&](CardId monster) { return (game.info(monster).tagMask >> name.tag) & 1u; };
  if (against != kNoCard) return tagged(against);
  bool any = false;
  for (const CombatMonster& m : game.combat.monsters) any |= tagged(m.card);
  return any;
}

int reachingWhileTotal(const Game& game, int seat, Action which, int resource, CardId against) {
  if (!game.whileMayReach(seat, which)) return 0;
  const auto counts = [&](const ActionDef& action) {
    if (action.action != which) return false;
    if (which == Action::Grant) return action.what != kNoName && game.set().name(action.what).resource == resource;
    return which == Action::Treasures || which == Action::AutoEscape || versusHolds(game, action, against);
  };
  const auto amount = [](const ActionDef& action) { return action.hasAmount ? action.amount : 1; };
  int total = 0;
  // Other players' cards (and the holder's own) aimed at others: the condition is about the holder.
  const bool slotGrant = which == Action::Grant && resource >= 0 && ((kSlotGrantBits >> resource) & 1u);
  for (int holder = 0; holder < game.playerCount(); ++holder) {
    const Player& p = game.players[static_cast<std::size_t>(holder)];
    if (!p.reachesOthers) continue;
    for (CardId card : p.inPlay) {
      if (!game.info(card).whileReachesOthers) continue;
      if (!(slotGrant ? cardMayBeInForce(game, holder, card) : cardInForce(game, holder, card))) continue;
      forEachWhileAction(game, card, [&](const EffectDef& effect, const ActionDef& action) {
        if (action.target == Target::Self || action.target == Target::Victim || !counts(action)) return;
        if (!whileTargetReaches(game, action.target, holder, seat)) return;
        if (game.conditionHolds(effect.condition, {holder, holder, card})) total += amount(action);
      });
    }
  }
  // The monsters' own `while`: for each player of the side for whom it holds;
  // a run_away against that monster only. Aimed at `self`, its actions are in
  // the design's summary of what its `while` blocks give the holder.
  const auto monsterMayCount = [&](const DesignInfo& design) {
    switch (which) {
      case Action::CombatBonus: return design.whileCombatBonus;
      case Action::RunAway: return design.whileRunAway;
      case Action::Treasures: return design.whileTreasures;
      case Action::AutoEscape: return design.whileAutoEscape;
      case Action::Grant: return resource >= 0 && ((design.grantMask >> resource) & 1u) != 0;
      default: return design.hasWhile;
    }
  };
  // A monster's or the top Seal's `while` aimed at players has several selves
  // (the fighting side; every player): it reaches `seat` once if it reaches
  // them from one self for whom its condition holds.
  const auto fromSelves = [&](CardId card, std::span<const int> selves) {
    forEachWhileAction(game, card, [&](const EffectDef& effect, const ActionDef& action) {
      if (action.target == Target::Self || action.target == Target::Victim || action.target == Target::Monster ||
          !counts(action)) {
        return;
      }
      for (int self : selves) {
        if (self < 0 || !whileTargetReaches(game, action.target, self, seat)) continue;
        if (game.conditionHolds(effect.condition, {self, self, card})) {
          total += amount(action);
          return;
        }
      }
    });
  };
  if (game.selvesReachOthers() && game.combat.active) {
    const int side[2] = {game.combat.fighter, game.combat.helper};
    for (const CombatMonster& m : game.combat.monsters) {
      if (!game.info(m.card).whileReachesPlayers) continue;
      if (which == Action::RunAway && against != kNoCard && against != m.card) continue;
      fromSelves(m.card, side);
    }
  }
  const auto seals = game.openSealCards();
  if (game.selvesReachOthers() && !seals.empty() && game.info(seals.back()).whileReachesPlayers) {
    int everyone[kMaxPlayers];
    for (int s = 0; s < game.playerCount(); ++s) everyone[s] = s;
    fromSelves(seals.back(), {everyone, static_cast<std::size_t>(game.playerCount())});
  }
  if (inFight(game, seat)) {
    for (const CombatMonster& m : game.combat.monsters) {
      if (!game.info(m.card).hasWhile || !monsterMayCount(game.info(m.card))) continue;
      if (which == Action::RunAway && against != kNoCard && against != m.card) continue;
      forEachWhileAction(game, m.card, [&](const EffectDef& effect, const ActionDef& action) {
        if (action.target != Target::Self || !counts(action)) return;
        if (game.conditionHolds(effect.condition, {seat, seat, m.card})) total += amount(action);
      });
    }
  }
  return total;
}

int reachingMonsterBonus(const Game& game) {
  if (!game.reachingWhile() || !game.combat.active) return 0;
  int total = 0;
  for (int holder = 0; holder < game.playerCount(); ++holder) {
    const Player& p = game.players[static_cast<std::size_t>(holder)];
    if (!p.reachesOthers) continue;
    for (CardId card : p.inPlay) {
      if (!game.info(card).whileMonsterBonus || !cardInForce(game, holder, card)) continue;
      forEachWhileAction(game, card, [&](const EffectDef& effect, const ActionDef& action) {
        if (action.action != Action::CombatBonus || action.target != Target::Monster) return;
        if (!sideMatches(game, action.versus, action.amount)) return;
        if (game.conditionHolds(effect.condition, {holder, holder, card})) total += action.amount;
      });
    }
  }
  // A monster's change to the monsters counts once, if it holds for the fighter or a helper.
  int seats[kMaxPlayers];
  std::span<const int> side;
  for (const CombatMonster& m : game.combat.monsters) {
    if (!game.info(m.card).hasWhile) continue;
    if (side.empty()) side = {seats, static_cast<std::size_t>(game.combat.side(seats))};
    forEachWhileAction(game, m.card, [&](const EffectDef& effect, const ActionDef& action) {
      if (action.action != Action::CombatBonus || action.target != Target::Monster || !sideMatches(game, action.versus, action.amount)) return;
      bool holds = false;
      for (int seat : side) holds = holds || game.conditionHolds(effect.condition, {seat, seat, m.card});
      if (holds) total += action.amount;
    });
  }
  return total;
}

}  // namespace munchkin
