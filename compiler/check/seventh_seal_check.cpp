// E1009: once seals_to_end Seals are open the game is over, at once: the
// last Seal's effects never apply and nothing undoes its opening (rule
// seventh_seal_final; the Apocalypse rule sheet, "The Seventh Seal"). Read
// over the block's events (check/block_events.h), with the open Seals
// counted before each action:
// - `cancel seventh_seal` always breaks the rule;
// - `apply_seal` breaks it when the top open Seal can be the last one
//   (`open_seal; apply_seal;` with the count allowing the last to open);
//   applying the open Seals alone is legal, since a card acts only while
//   fewer than seals_to_end are open;
// - `close_seal` breaks it when the Seal it closes can be the last one (a
//   reaction to any Seal's opening that closes it again);
// - `cancel seal` answers a Seal's opening, and breaks it when that opening
//   can be the last one.
// Builds without a Seal deck (seals_to_end 0) have nothing to protect.
#include "check/block_events.h"
#include "check/checks.h"
#include "check/rules.h"

namespace munchkinc::check {
namespace {

bool touchesSeals(const model::Effect& effect) {
  for (const model::ActionStep& step : effect.steps) {
    if (step.action == Action::TriggerSeal || step.action == Action::CloseSeal ||
        (step.action == Action::Cancel && (step.what == "seal" || step.what == "seventh_seal"))) {
      return true;
    }
  }
  return false;
}

// "7th"
std::string ordinal(int n) {
  const int tens = n % 100, units = n % 10;
  const char* suffix = (tens >= 11 && tens <= 13) ? "th" : units == 1 ? "st" : units == 2 ? "nd" : units == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

}  // namespace

void checkSeventhSeal(CheckContext& context) {
  const LevelRanges levels(context.model());
  const BlockEvents events(context.model(), levels);
  const int last = events.sealsToEnd();
  if (last <= 0) return;
  const std::string lastSeal = "the " + ordinal(last) + ", the Seal that ends the game";
  const std::string undone = "; nothing undoes the end of the game";
  for (const model::Card& card : context.model().cards) {
    for (const model::Effect& effect : card.effects) {
      if (!touchesSeals(effect)) continue;
      const std::vector<BlockState> before = events.walk(card, effect);
      for (std::size_t i = 0; i < effect.steps.size(); ++i) {
        const model::ActionStep& step = effect.steps[i];
        const SealCount& seals = before[i].seals;
        if (seals.open.low > seals.open.high) continue;  // never acts
        const std::string why = " (" + events.explain(seals) + ")";
        const model::Interval answered = events.answeredOpening(effect, seals);
        if (step.action == Action::Cancel && step.what == "seventh_seal") {
          context.breach(card, rules::kSeventhSealFinal, DiagCode::E1009, step.range,
                         "cancels the Seal that ends the game (seals_to_end is " + std::to_string(last) + ")" + undone);
        } else if (step.action == Action::TriggerSeal && seals.open.high >= last) {
          context.breach(card, rules::kSeventhSealFinal, DiagCode::E1009, step.range,
                         "applies the top open Seal again, which can be " + lastSeal + why +
                             "; its effects never apply, the game being over");
        } else if (step.action == Action::CloseSeal && seals.open.high >= last) {
          context.breach(card, rules::kSeventhSealFinal, DiagCode::E1009, step.range,
                         "closes the top open Seal, which can be " + lastSeal + why + undone);
        } else if (step.action == Action::Cancel && step.what == "seal" && answered.high >= last) {
          const std::string adds = answered.high != seals.open.high ? ", and the opening it answers adds one" : "";
          context.breach(card, rules::kSeventhSealFinal, DiagCode::E1009, step.range,
                         "cancels the Seal whose opening it answers, which can be " + lastSeal + " (" +
                             events.explain(seals) + adds + ")" + undone);
        }
      }
    }
  }
}

}  // namespace munchkinc::check
