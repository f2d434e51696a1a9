// The rules a parameter switches on. A build that switches one on has it as
// a declared rule: the unit that sets the parameter declares it unless some
// unit of the build does (docs/language.md, "Decks, slots, phases, rules"),
// so that a card can name it in `supersedes`.
#pragma once

#include <array>
#include <string_view>

namespace munchkinc::model {

struct SwitchedRule {
  std::string_view rule;       // the rule id
  std::string_view parameter;  // on when the parameter is not 0 (or false)
  std::string_view text;       // the rule's text when no unit writes one
};

inline constexpr std::array kSwitchedRules = {
    SwitchedRule{"powers_within_level", "powers_within_level",
                 "The total Rank of a player's Powers never exceeds their Level."},
    SwitchedRule{"seventh_seal_final", "seals_to_end",
                 "Once the last Seal opens the game is over; no card cancels or undoes it."},
};

}  // namespace munchkinc::model
