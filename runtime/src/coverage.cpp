// Coverage of `while` blocks (`simulate --coverage`). A `play`, `on` or
// `bad_stuff` block counts where it acts (runEffects, useAbility); a `while`
// block never "acts", it is read. It counts once at each moment the engine
// settles something it can change, if its condition holds then:
//   - at a fight's comparison, the blocks of the fighter's and the helper's
//     cards in play, of the top open Seal and of the monsters in the fight that
//     give a combat bonus (a `vs tag` one only against a monster of the
//     fight), a run-away bonus, Treasures, an automatic escape or a grant;
//   - at the end of a turn, after Charity read the hand limit and before the
//     carry limits settle, the granting blocks of the current player's cards
//     in play and of the top open Seal.
#include "munchkin/engine.h"

namespace munchkin {
namespace {

// Whether the engine reads `action` of a `while` block of `card` when it
// settles a fight (inFight) or a turn's limits.
bool engineReads(const Game& game, const ActionDef& action, bool inFight) {
  switch (action.action) {
    case Action::Grant: return true;
    case Action::RunAway:
    case Action::Treasures:
    case Action::AutoEscape: return inFight;
    case Action::CombatBonus: {
      if (!inFight) return false;
      if (action.target == Target::Monster || action.versus.name == kNoName) return true;
      const NameInfo& name = game.set().name(action.versus.name);
      if (action.versus.what != Predicate::Tag || name.tag < 0) return false;
      for (const CombatMonster& m : game.combat.monsters) {
        if ((game.info(m.card).tagMask >> name.tag) & 1u) return true;
      }
      return false;
    }
    default: return false;
  }
}

}  // namespace

void Game::countWhileBlocks(CardId card, std::span<const int> seats, bool grantsOnly) {
  if (!info(card).hasWhile) return;
  const CardDef& d = def(card);
  const SetTables& t = set_.tables();
  for (std::uint32_t e = 0; e < d.effects.count; ++e) {
    const EffectDef& effect = t.effects[d.effects.first + e];
    if (effect.kind != EffectKind::While) continue;
    bool read = false;
    for (std::uint32_t a = 0; a < effect.actions.count && !read; ++a) {
      read = engineReads(*this, t.actions[effect.actions.first + a], !grantsOnly);
    }
    if (!read) continue;
    for (int seat : seats) {
      if (conditionHolds(effect.condition, {seat, seat, card})) {
        countBlockRun(d.effects.first + e);
        break;
      }
    }
  }
}

void Game::countWhileBlocksInFight() {
  int side[kMaxPlayers];
  const std::span<const int> seats(side, static_cast<std::size_t>(combat.side(side)));
  for (int seat : seats) {
    for (CardId card : players[static_cast<std::size_t>(seat)].inPlay) countWhileBlocks(card, {&seat, 1}, false);
  }
  // An open Seal's and a monster's blocks reach the whole side: they count when they hold for either of it.
  if (!openSeals.empty()) countWhileBlocks(openSeals.back(), seats, false);  // only the top Seal is in force
  for (const CombatMonster& monster : combat.monsters) countWhileBlocks(monster.card, seats, false);
}

void Game::countWhileGrants(int seat) {
  for (CardId card : players[static_cast<std::size_t>(seat)].inPlay) countWhileBlocks(card, {&seat, 1}, true);
  if (!openSeals.empty()) countWhileBlocks(openSeals.back(), {&seat, 1}, true);
}

}  // namespace munchkin
