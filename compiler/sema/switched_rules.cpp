// Pass 1b: every rule a parameter switches on is a declared rule. Declared
// by the unit that sets the parameter, at that setting, when no unit of the
// build declares it itself (Munchkin Zombies' powers_within_level, a set of
// one's own that opens Seals with seals_to_end alone).
#include "model/switched_rules.h"
#include "sema/analysis.h"

namespace munchkinc {

void declareSwitchedRules(Analysis& analysis) {
  for (const model::SwitchedRule& switched : model::kSwitchedRules) {
    const model::Param* param = analysis.model.findParam(switched.parameter);
    if (!param || param->value == 0 || analysis.ruleAt.count(std::string(switched.rule))) continue;
    analysis.ruleAt.emplace(std::string(switched.rule), param->range);
    analysis.model.rules.push_back({std::string(switched.rule), std::string(switched.text), param->unit, param->range});
  }
}

}  // namespace munchkinc
