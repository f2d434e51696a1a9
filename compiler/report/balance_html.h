// `balance SET --html FILE`: the balance run as a page like the simulation
// report's (report_html.h): warnings first, the headline figures, each
// card's impact on its player's win rate and on the game's length, drawn
// with their paired 95% intervals, strongest first, and the note on what
// the impact measures.
#pragma once

#include <string>
#include <vector>

#include "munchkin/balance.h"
#include "report/report_html.h"

namespace munchkinc::report {

// A card whose impact is beyond this many percentage points either way, with
// an interval that excludes 0, is a warning: at four players a fair share is
// 25 points, and one card moving it by a fifth of that deserves a look
// (docs/balance.md).
inline constexpr double kCardImpactWarningPoints = 5.0;

// The warnings of a balance run: cards beyond kCardImpactWarningPoints, the
// baseline games the turn cap stopped, invariant errors.
std::vector<PageWarning> balanceWarnings(const munchkin::BalanceReport& report);

// Deterministic: the same report gives the same bytes.
std::string balanceHtml(const munchkin::BalanceReport& report);

}  // namespace munchkinc::report
