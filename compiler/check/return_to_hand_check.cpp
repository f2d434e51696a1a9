// E1010: a card in play never goes back to its owner's hand.
#include "check/checks.h"
#include "check/rules.h"

namespace munchkinc::check {

void checkReturnToHand(CheckContext& context) {
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect&, const model::ActionStep& step) {
    if (step.action != Action::ReturnToHand) return;
    context.breach(card, rules::kNoReturnToHand, DiagCode::E1010, step.range,
                   "returns " + std::string(step.what == "item" ? "an item" : "a card") + " in play to a hand");
  });
}

}  // namespace munchkinc::check
