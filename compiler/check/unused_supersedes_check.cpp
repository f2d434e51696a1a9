// W1026: a `supersedes` naming a rule the card never breaks. Either the
// card lost the effect that needed it, or the wrong rule is named; both are
// worth a look. Only rules some check models are audited (see rules.h).
#include <algorithm>

#include "check/checks.h"
#include "check/rules.h"

namespace munchkinc::check {

void checkUnusedSupersedes(CheckContext& context) {
  for (const model::Card& card : context.model().cards) {
    for (std::size_t i = 0; i < card.supersedes.size(); ++i) {
      const std::string& rule = card.supersedes[i];
      const bool modeled = std::find(rules::kModeled.begin(), rules::kModeled.end(), rule) != rules::kModeled.end();
      if (!modeled || context.breaks(card, rule)) continue;
      const SourceRange at = i < card.supersedesRanges.size() ? card.supersedesRanges[i] : card.nameRange;
      // A supersedes is no ability: a limit raised is a grant, ties won a switch.
      const std::string_view ability = rules::abilityFor(rule);
      context.diagnostics().report(DiagCode::W1026, at,
                                   "'" + card.name + "' supersedes rule '" + rule + "' but never breaks it" +
                                       (ability.empty() ? std::string()
                                                        : "; a supersedes gives no ability: " + std::string(ability)));
    }
  }
}

}  // namespace munchkinc::check
