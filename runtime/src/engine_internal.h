// Helpers shared between the engine's source files; not part of the API.
#pragma once

#include "munchkin/engine.h"

namespace munchkin {

// The part of a player's combat bonus that changes only with their cards:
// carried things they can use and unconditional `while` bonuses; `variable`
// tells whether some `while` bonus needs evaluating on top.
int fixedCombatBonus(const Game& game, int seat, bool& variable);
// One card's share of that bonus; `variable` is set when the card has a `while` bonus to evaluate.
int fixedCombatBonus(const Game& game, int seat, CardId card, bool& variable);

// Whether the player carries no more Big and Complex items than allowed.
// (Items past a slot's limit stay carried, unused: see unusedItemBonus.)
bool slotLimitsHold(const Game& game, int seat);
// The combat bonus of the usable items `seat` carries but cannot use for
// want of a free slot: the best ones of each slot are in use, the rest give nothing.
int unusedItemBonus(const Game& game, int seat);
// Whether some slot of `seat` may hold more items than it can use: more than
// the base limit and the lasting grants allow, or a `while` grant (possibly
// negative) changes the limit.
bool mayCarryUnused(const Game& game, int seat);
// How many Big items `seat` may carry now (INT_MAX when a card in play lifts the limit).
int bigItemAllowance(const Game& game, int seat);
// How many Complex items `seat` may carry now.
int complexItemAllowance(const Game& game, int seat);
// How much of a vocabulary slot `seat` may fill now (INT_MAX when a card in play lifts the limits).
int slotAllowance(const Game& game, int seat, Slot slot);
// Adds `card` to a slot tally if it is an item.
void countItem(const Game& game, SlotUse& use, CardId card);
// Hands in use, the lasers' shared pair included.
int handsUsed(const SlotUse& use);
// run_away bonuses from `while` blocks of the player's cards in play and the open Seals.
int runAwayBonusInPlay(const Game& game, int seat);

// Whether a card of `shape` stays in play once played, so that its `play`
// blocks are abilities rather than what playing it does (docs/semantics.md, "play").
inline bool hasAbilities(Shape shape) {
  switch (shape) {
    case Shape::Class:
    case Shape::Race:
    case Shape::Army:
    case Shape::Mojo:
    case Shape::Power:
    case Shape::Item:
    case Shape::Sidekick:
    case Shape::Steed:
    case Shape::Modifier:
    case Shape::Feat: return true;
    default: return false;
  }
}

// The resource a `grant` raises to let a player fill more of `slot`. (Slot
// None has no grant of its own; its entry is never read for a limit.)
inline Resource slotGrant(Slot slot) {
  static constexpr Resource kSlotGrant[5] = {Resource::Hands, Resource::Headgear, Resource::Armor, Resource::Footgear,
                                             Resource::Hands};
  return kSlotGrant[static_cast<int>(slot)];
}

// Calls visit(effect, action) for each action of `card`'s `while` blocks.
template <class Visit>
void forEachWhileAction(const Game& game, CardId card, Visit&& visit) {
  const SetTables& t = game.set().tables();
  const CardDef& d = game.def(card);
  for (std::uint32_t e = 0; e < d.effects.count; ++e) {
    const EffectDef& effect = t.effects[d.effects.first + e];
    if (effect.kind != EffectKind::While) continue;
    for (std::uint32_t a = 0; a < effect.actions.count; ++a) visit(effect, t.actions[effect.actions.first + a]);
  }
}

}  // namespace munchkin
