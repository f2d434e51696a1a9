// The switches (docs/semantics.md, Switches): which are on for a player, and
// what they make of the player's strength, of help and of item use. Asked
// only in a set some card of which says a switch (Game::setSwitches_).
#include <iterator>

#include "engine_internal.h"
#include "munchkin/engine.h"

namespace munchkin {

namespace {

// The `while` switches of `card` that reach `seat` from one of `selves` for
// whom the block's condition holds (a card in play: its holder; a monster:
// each player of the side; the top Seal: everyone).
std::uint16_t whileSwitchesFrom(const Game& game, CardId card, std::span<const int> selves, int seat) {
  std::uint16_t bits = 0;
  forEachWhileAction(game, card, [&](const EffectDef& effect, const ActionDef& action) {
    const std::uint16_t bit = game.set().switchBit(action);
    if (!bit || (bit & kLastingSwitches) || (bits & bit)) return;
    for (int self : selves) {
      if (self < 0 || !whileTargetReaches(game, action.target, self, seat)) continue;
      if (game.conditionHolds(effect.condition, {self, self, card})) {
        bits |= bit;
        return;
      }
    }
  });
  return bits;
}

}  // namespace

std::uint16_t Game::switchesOn(int seat) const {
  const bool fights = combat.active && combat.onSide(seat);
  const std::uint16_t played = fights ? combat.switches[seat] : 0;
  if (!(set_.whileSwitches() & ~kLastingSwitches)) return played;
  return played | whileSwitchesOn(seat);
}

std::uint16_t Game::whileSwitchesOn(int seat) const {
  std::uint16_t bits = 0;
  // The cards in play of every player (aimed at themselves or at others).
  for (int holder = 0; holder < playerCount(); ++holder) {
    const int self[1] = {holder};
    for (CardId card : players[static_cast<std::size_t>(holder)].inPlay) {
      if ((info(card).whileSwitches & ~kLastingSwitches) && cardInForce(*this, holder, card)) {
        bits |= whileSwitchesFrom(*this, card, self, seat);
      }
    }
  }
  if (combat.active) {
    int side[kMaxPlayers];
    const std::span<const int> selves{side, static_cast<std::size_t>(combat.side(side))};
    for (const CombatMonster& m : combat.monsters) {
      if (info(m.card).whileSwitches & ~kLastingSwitches) bits |= whileSwitchesFrom(*this, m.card, selves, seat);
    }
  }
  const auto seals = openSealCards();
  if (!seals.empty() && (info(seals.back()).whileSwitches & ~kLastingSwitches)) {
    int everyone[kMaxPlayers];
    for (int s = 0; s < playerCount(); ++s) everyone[s] = s;
    bits |= whileSwitchesFrom(*this, seals.back(), {everyone, static_cast<std::size_t>(playerCount())}, seat);
  }
  return bits;
}

bool Game::helpForbidden() const {
  if (!combat.active) return false;
  // Asked whenever help is: nobody is looked at unless this fight got a
  // `forbid help` or some `while` of the set says one.
  if (!((combat.anySwitch | set_.whileSwitches()) & kSwitchNoHelp)) return false;
  int side[kMaxPlayers];
  const int count = combat.side(side);
  for (int i = 0; i < count; ++i) {
    if (switchesOn(side[i]) & kSwitchNoHelp) return true;
  }
  return false;
}

std::uint8_t Game::helpersUnpaid() const {
  int side[kMaxPlayers];
  const int count = combat.side(side);
  std::uint8_t unpaid = 0;
  for (int i = 0; i < count; ++i) {
    if (side[i] != combat.fighter && (switchesOn(side[i]) & kSwitchNoReward)) unpaid |= static_cast<std::uint8_t>(1u << side[i]);
  }
  return unpaid;
}

// count_only, then ignore level, then double_strength (docs/semantics.md, Switches).
int Game::switchedStrength(int seat, int plain) const { return strengthSwitchedBy(seat, plain, switchesOn(seat)); }

// The seventh Seal's test (docs/semantics.md, Seals: open_seal): the combat
// bonus from cards in play, read as the own strength is outside a fight, with
// the `while` switches only, and without the Level ("not even Levels").
int Game::sealTestBonus(int seat) const {
  const int bonus = combatBonusInPlay(seat);
  if (!(set_.whileSwitches() & kStrengthSwitches)) return bonus;
  const std::uint16_t bits = whileSwitchesOn(seat);
  if (!(bits & kStrengthSwitches)) return bonus;
  return strengthSwitchedBy(seat, players[static_cast<std::size_t>(seat)].level + bonus, static_cast<std::uint16_t>(bits | kSwitchIgnoreLevel));
}

int Game::strengthSwitchedBy(int seat, int plain, std::uint16_t switches) const {
  const std::uint16_t bits = switches & kStrengthSwitches;
  if (!bits) return plain;
  const Player& p = players[static_cast<std::size_t>(seat)];
  int strength = plain;
  if (bits & kSwitchCountOnly) {
    strength = 0;
    for (CardId card : p.inPlay) {
      const CardDef& d = def(card);
      if (d.shape != Shape::Item || d.slot == Slot::None) continue;
      const int slotBit = kSwitchOnlyHeadgear << (static_cast<int>(d.slot) - static_cast<int>(Slot::Headgear));
      if ((bits & slotBit) && itemInUse(seat, card)) strength += d.bonus;
    }
  } else if (bits & kSwitchIgnoreLevel) {
    strength -= p.level;
  }
  return bits & kSwitchDoubleStrength ? 2 * strength : strength;
}

bool Game::shedsDrawbacks(int seat, int shape) const {
  static constexpr Shape kShapes[4] = {Shape::Class, Shape::Race, Shape::Army, Shape::Mojo};
  const Player& p = players[static_cast<std::size_t>(seat)];
  // Only with one card of the shape: with two, both have all their drawbacks.
  if (p.shapeCount[static_cast<int>(kShapes[shape])] != 1) return false;
  const auto bit = static_cast<std::uint16_t>(kSwitchDrawbacks << shape);
  for (CardId card : p.inPlay) {
    if ((info(card).whileSwitches & bit) && featInForce(seat, card)) return true;
  }
  return false;
}

bool Game::restrictionsLifted(int seat, CardId card) const {
  for (CardId other : players[static_cast<std::size_t>(seat)].inPlay) {
    if ((info(other).whileSwitches & kSwitchRestrictions) && attachedTo(other) == card) return true;
  }
  return false;
}

}  // namespace munchkin
