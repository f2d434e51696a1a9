#include "check/conflicts.h"

#include <array>

#include "check/checks.h"

namespace munchkinc {

void checkConflicts(const model::Model& model, const SourceManager& sources, DiagnosticEngine& diagnostics) {
  // Rule checks first, in code order; then checks between cards; the
  // supersedes audit last, once every breach has been recorded.
  static constexpr std::array kChecks = {
      &check::checkLevelFloor,      &check::checkKillForLevels, &check::checkMidCombatRewards,
      &check::checkWinByKill,       &check::checkForcedHelp,    &check::checkSlotLimits,
      &check::checkPowerRanks,      &check::checkSeventhSeal,   &check::checkReturnToHand,
      &check::checkSellToWin,       &check::checkSelectors,     &check::checkOutrightKills,
      &check::checkNeverPositiveAmounts, &check::checkSalePrices, &check::checkSwitches,
      &check::checkTriggerCycles,   &check::checkContradictions, &check::checkRestrictions,
      &check::checkNameClashes,     &check::checkCrossoverKinds, &check::checkNothingToAnswer, &check::checkLosingConditions,
      &check::checkUnusedSupersedes,
  };
  check::CheckContext context(model, sources, diagnostics);
  for (const auto run : kChecks) run(context);
}

}  // namespace munchkinc
