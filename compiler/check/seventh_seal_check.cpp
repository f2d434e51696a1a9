// E1009: once seals_to_end Seals are open the game is over; nothing may
// undo or replay that (rule seventh_seal_final).
// - `cancel seventh_seal` always breaks it.
// - `cancel seal` breaks it unless its condition keeps it away from the last
//   Seal: `open_seals <= seals_to_end - 2`, so the Seal being opened is not
//   the one that ends the game.
// - `apply_seal` (apply an open Seal's effects again) breaks it unless its
//   condition keeps the last Seal closed: `open_seals <= seals_to_end - 1`.
// Builds without a Seal deck (seals_to_end 0) have nothing to protect.
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkSeventhSeal(CheckContext& context) {
  const int sealsToEnd = context.model().param("seals_to_end");
  if (sealsToEnd <= 0) return;
  const std::string last = "the Seal that ends the game (seals_to_end is " + std::to_string(sealsToEnd) + ")";
  auto guarded = [&](const model::Effect& effect, int maxOpen) {
    const auto bound = upperBound(effect.condition, Predicate::OpenSeals);
    return bound && *bound <= maxOpen;
  };
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (step.action == Action::Cancel && step.what == "seventh_seal") {
      context.breach(card, rules::kSeventhSealFinal, DiagCode::E1009, step.range, "cancels " + last);
    } else if (step.action == Action::Cancel && step.what == "seal" && !guarded(effect, sealsToEnd - 2)) {
      context.breach(card, rules::kSeventhSealFinal, DiagCode::E1009, step.range,
                     "can cancel any Seal, " + last + " included");
    } else if (step.action == Action::TriggerSeal && !guarded(effect, sealsToEnd - 1)) {
      context.breach(card, rules::kSeventhSealFinal, DiagCode::E1009, step.range,
                     "can apply any open Seal again, " + last + " included");
    }
  });
}

}  // namespace munchkinc::check
