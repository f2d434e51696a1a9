#include "check/check_context.h"

#include <algorithm>
#include <string>

#include "model/switched_rules.h"

namespace munchkinc::check {
namespace {

// "declared here", or for a rule a parameter switches on with no line of
// its own (sema/switched_rules.cpp), where the parameter does it.
std::string howDeclared(const model::Model& model, const model::Named& rule) {
  for (const model::SwitchedRule& switched : model::kSwitchedRules) {
    const model::Param* param = switched.rule == rule.name ? model.findParam(switched.parameter) : nullptr;
    if (!param || param->range.file != rule.range.file || param->range.begin != rule.range.begin) continue;
    return "switched on here, by parameter '" + param->name + "'";
  }
  return "declared here";
}

}  // namespace

bool supersedes(const model::Card& card, std::string_view rule) {
  return std::find(card.supersedes.begin(), card.supersedes.end(), rule) != card.supersedes.end();
}

void CheckContext::breach(const model::Card& card, std::string_view rule, DiagCode code, SourceRange at,
                          const std::string& what) {
  broken_.emplace(card.id, std::string(rule));
  if (supersedes(card, rule)) return;
  const std::string ruleName(rule);
  Diagnostic& d = diagnostics_.report(code, at.valid() ? at : card.nameRange,
                                      "'" + card.name + "' " + what + ", which breaks rule '" + ruleName + "'");
  if (const model::Named* declared = model_.findRule(rule)) {
    diagnostics_.note(d, declared->range, "rule '" + ruleName + "' is " + howDeclared(model_, *declared));
  } else {
    diagnostics_.note(d, card.nameRange,
                      "no unit in this build declares rule '" + ruleName + "'; '" + card.name + "' is declared here");
  }
}

bool CheckContext::breaks(const model::Card& card, std::string_view rule) const {
  return broken_.count({card.id, std::string(rule)}) > 0;
}

}  // namespace munchkinc::check
