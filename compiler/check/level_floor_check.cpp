// E1001: a Level never drops below 1. `lose_levels` is always fine (the
// engine stops at 1); `set_level` below 1, or any `max` cap below 1, is not.
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkLevelFloor(CheckContext& context) {
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect&, const model::ActionStep& step) {
    if (step.action == Action::SetLevel && step.amount < 1) {
      context.breach(card, rules::kLevelFloor, DiagCode::E1001, step.range,
                     "sets a Level to " + std::to_string(step.amount));
    }
    if (step.cap && *step.cap < 1) {
      context.breach(card, rules::kLevelFloor, DiagCode::E1001, step.range,
                     "caps a Level at " + std::to_string(*step.cap));
    }
  });
}

}  // namespace munchkinc::check
