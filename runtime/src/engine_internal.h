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
// Whether `used` Big (Complex) items are within `seat`'s allowance. A count
// within the base and the lasting grants fits without the `while` grants
// being worked out, when none of the set can lower the allowance.
bool bigItemsFit(const Game& game, int seat, int used);
bool complexItemsFit(const Game& game, int seat, int used);
// How much of a vocabulary slot `seat` may fill now (INT_MAX when a card in play lifts the limits).
int slotAllowance(const Game& game, int seat, Slot slot);
// Adds `card` to a slot tally if it is an item.
void countItem(const Game& game, SlotUse& use, CardId card);
// Hands in use, the lasers' shared pair included.
int handsUsed(const SlotUse& use);
inline constexpr CardId kNoCard = 0xFFFF;
// CardFacts::mayDoNothing of a design (idle_plays.cpp).
bool playMayDoNothing(const PreparedSet& set, std::uint16_t design);

// The shape a predicate names cards of: `class C`, `race R`, ...
inline Shape shapeNamedBy(Predicate predicate) {
  switch (predicate) {
    case Predicate::Race: return Shape::Race;
    case Predicate::Army: return Shape::Army;
    case Predicate::Mojo: return Shape::Mojo;
    default: return Shape::Class;
  }
}

// Whether `seat` has a card of `shape` called `name` in play; a player with
// no race card has the set's default race.
inline bool hasNamed(const Game& game, int seat, Shape shape, NameId name) {
  if (seat < 0 || name == kNoName) return false;
  if (game.holdsNamed(seat, shape, name)) return true;
  return shape == Shape::Race && !game.hasShape(seat, Shape::Race) && game.set().name(name).defaultRace;
}

// Whether one of the block's actions changes a fight, so that the block means
// something only while one is under way ("Combat values outside a combat").
bool changesAFight(const PreparedSet& set, const EffectDef& effect);

// What `seat` adds to a roll to run from `monster`: the `run_away` of `play`
// and `on` blocks aimed at them (a monster's own against it only, `vs tag`
// against a monster with the tag), and of the `while` blocks in force.
int runAwayBonus(const Game& game, int seat, CardId monster);
// The Treasures the `while` blocks in force add to a fight the side wins.
int whileTreasures(const Game& game);
// Whether a `while { auto_escape; }` in force reaches `seat`.
bool whileAutoEscapes(const Game& game, int seat);

// --- while_reach.cpp: `while` actions aimed at others than the card's holder ---
// Whether a `while` action aimed at `target` on a card `holder` has in play reaches `seat` now.
bool whileTargetReaches(const Game& game, Target target, int holder, int seat);
// Whether `seat` is the fighter or the helper of a fight under way.
bool inFight(const Game& game, int seat);
// Whether an action's `vs tag` holds against `against` (kNoCard: any monster of the fight); true without a `vs`.
bool versusHolds(const Game& game, const ActionDef& action, CardId against);
// Whether a monster-side bonus's `vs` holds: the fighter or the helper matches; true without one.
bool sideMatches(const Game& game, const RefDef& versus, int amount);
// Whether `card`, which `seat` has in play, is in force for its `while`
// blocks: an item only while it is in use, a feat only while its holder has
// the card it requires.
bool cardInForce(const Game& game, int seat, CardId card);
// As cardInForce, but an item while its holder may use it, in a slot with
// room or not: for the slot grants one player's items aim at others, which
// the slot room of each of them would read in turn.
bool cardMayBeInForce(const Game& game, int seat, CardId card);
// What the `while` actions of `which` aimed at others (cards' and the
// fighting monsters') give `seat`: the grants of `resource`, the run_away
// against `against`. Zero when none is in force (Game::reachingWhile).
int reachingWhileTotal(const Game& game, int seat, Action which, int resource, CardId against);
// The monsters' combat bonus from such actions aimed at the monsters.
int reachingMonsterBonus(const Game& game);

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
