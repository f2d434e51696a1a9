// Helpers shared between the engine's source files; not part of the API.
#pragma once

#include "munchkin/engine.h"

namespace munchkin {

// The part of a player's combat bonus that changes only with their cards:
// carried things they can use and unconditional `while` bonuses; `variable`
// tells whether some `while` bonus needs evaluating on top.
int fixedCombatBonus(const Game& game, int seat, bool& variable);

// Whether the player's carried items fit their slots and Big- and Complex-item allowances.
bool slotLimitsHold(const Game& game, int seat);
// How many Big items `seat` may carry now (INT_MAX when a card in play lifts the limit).
int bigItemAllowance(const Game& game, int seat);
// How many Complex items `seat` may carry now.
int complexItemAllowance(const Game& game, int seat);
// How much of a vocabulary slot `seat` may fill now (INT_MAX when a card in play lifts the limits).
int slotAllowance(const Game& game, int seat, Slot slot);
// Hands in use, the lasers' shared pair included.
int handsUsed(const SlotUse& use);
// run_away bonuses from `while` blocks of the player's cards in play and the open Seals.
int runAwayBonusInPlay(const Game& game, int seat);

}  // namespace munchkin
