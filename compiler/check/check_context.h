// What every conflict check shares: the model it reads, where it reports, and
// the record of which core rules each card breaks. A card that names a rule in
// `supersedes` is excused from it; the record also lets the last check warn
// about a `supersedes` that excuses nothing.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <utility>

#include "model/model.h"
#include "source/diagnostics.h"

namespace munchkinc::check {

class CheckContext {
 public:
  CheckContext(const model::Model& model, const SourceManager& sources, DiagnosticEngine& diagnostics)
      : model_(model), sources_(sources), diagnostics_(diagnostics) {}

  const model::Model& model() const { return model_; }
  const SourceManager& sources() const { return sources_; }
  DiagnosticEngine& diagnostics() { return diagnostics_; }

  // `card` breaks `rule` at `at`: `what` says how, as a clause starting with
  // a verb ("sets Level 0"). Reported as `code`, with a note at the rule's
  // declaration (or at the card when the build declares no such rule),
  // unless the card supersedes the rule.
  void breach(const model::Card& card, std::string_view rule, DiagCode code, SourceRange at, const std::string& what);

  // Whether any check found `card` breaking `rule`, superseded or not.
  bool breaks(const model::Card& card, std::string_view rule) const;

 private:
  const model::Model& model_;
  const SourceManager& sources_;
  DiagnosticEngine& diagnostics_;
  std::set<std::pair<std::string, std::string>> broken_;  // (card id, rule id)
};

bool supersedes(const model::Card& card, std::string_view rule);

// Calls f(card, effect, step) for every action of every card, in model order.
template <typename F>
void forEachStep(const model::Model& model, F&& f) {
  for (const model::Card& card : model.cards) {
    for (const model::Effect& effect : card.effects) {
      for (const model::ActionStep& step : effect.steps) f(card, effect, step);
    }
  }
}

}  // namespace munchkinc::check
