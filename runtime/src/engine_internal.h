// Helpers shared between the engine's source files; not part of the API.
#pragma once

#include "munchkin/engine.h"

namespace munchkin {

// Whether the player's carried items fit their slots and Big-item allowance.
bool slotLimitsHold(const Game& game, int seat);
// run_away bonuses from `while` blocks of the player's cards in play.
int runAwayBonusInPlay(const Game& game, int seat);

}  // namespace munchkin
