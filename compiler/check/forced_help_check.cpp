// E1005: nobody can be made to help in the fight for the winning level.
// `force_help except_win` is the legal form.
#include <algorithm>

#include "check/checks.h"
#include "check/rules.h"

namespace munchkinc::check {

void checkForcedHelp(CheckContext& context) {
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect&, const model::ActionStep& step) {
    if (step.action != Action::ForceHelp) return;
    if (std::find(step.flags.begin(), step.flags.end(), "except_win") != step.flags.end()) return;
    context.breach(card, rules::kNoForcedHelpForWin, DiagCode::E1005, step.range,
                   "forces a player to help even in the fight for the winning level");
  });
}

}  // namespace munchkinc::check
