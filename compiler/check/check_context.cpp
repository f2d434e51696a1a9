#include "check/check_context.h"

#include <algorithm>

namespace munchkinc::check {

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
    diagnostics_.note(d, declared->range, "rule '" + ruleName + "' is declared here");
  } else {
    diagnostics_.note(d, card.nameRange,
                      "no unit in this build declares rule '" + ruleName + "'; '" + card.name + "' is declared here");
  }
}

bool CheckContext::breaks(const model::Card& card, std::string_view rule) const {
  return broken_.count({card.id, std::string(rule)}) > 0;
}

}  // namespace munchkinc::check
