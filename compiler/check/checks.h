// The conflict checks, one per file; conflicts.cpp runs them in a fixed order.
// Each reads the whole model and reports through the context.
#pragma once

#include "check/check_context.h"

namespace munchkinc::check {

void checkLevelFloor(CheckContext& context);        // E1001
void checkKillForLevels(CheckContext& context);     // E1002
void checkMidCombatRewards(CheckContext& context);  // E1003
void checkWinByKill(CheckContext& context);         // E1004
void checkForcedHelp(CheckContext& context);        // E1005
void checkSlotLimits(CheckContext& context);        // E1006
void checkPowerRanks(CheckContext& context);        // E1007, E1008
void checkSeventhSeal(CheckContext& context);       // E1009
void checkReturnToHand(CheckContext& context);      // E1010
void checkSellToWin(CheckContext& context);         // E1011
void checkSalePrices(CheckContext& context);        // E1011, E1015 through sale_price
void checkSelectors(CheckContext& context);         // E1012, E1013
void checkOutrightKills(CheckContext& context);     // E1014
void checkNeverPositiveAmounts(CheckContext& context);  // E1015
void checkSwitches(CheckContext& context);          // E1017, E1018
void checkTriggerCycles(CheckContext& context);     // E1020
void checkContradictions(CheckContext& context);    // E1021
void checkRestrictions(CheckContext& context);      // E1022
void checkNameClashes(CheckContext& context);       // E1023
void checkCrossoverKinds(CheckContext& context);    // W1028
void checkNothingToAnswer(CheckContext& context);   // E1026
void checkLosingConditions(CheckContext& context);  // E1027
// Must run last: it reads what the rule checks above recorded.
void checkUnusedSupersedes(CheckContext& context);  // W1026

}  // namespace munchkinc::check
