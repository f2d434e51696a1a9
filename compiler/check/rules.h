// The rule ids the conflict checks enforce. Most are declared by the core
// module; the seal and power rules belong to the sets that use those
// mechanics, and a check names them even when a build forgets to declare them.
#pragma once

#include <array>
#include <string_view>

namespace munchkinc::check::rules {

inline constexpr std::string_view kLevelFloor = "level_floor";
inline constexpr std::string_view kKillForLevels = "kill_for_levels";
inline constexpr std::string_view kNoMidCombatRewards = "no_mid_combat_rewards";
inline constexpr std::string_view kWinByKill = "win_by_kill";
inline constexpr std::string_view kNoForcedHelpForWin = "no_forced_help_for_win";
inline constexpr std::string_view kNoSellToWin = "no_sell_to_win";
inline constexpr std::string_view kOneBigItem = "one_big_item";
inline constexpr std::string_view kSlotLimits = "slot_limits";
inline constexpr std::string_view kNoReturnToHand = "no_return_to_hand";
inline constexpr std::string_view kPowersWithinLevel = "powers_within_level";
inline constexpr std::string_view kSeventhSealFinal = "seventh_seal_final";
inline constexpr std::string_view kHandLimit = "hand_limit";
inline constexpr std::string_view kRunAwayRoll = "run_away_roll";
inline constexpr std::string_view kMonsterWinsTies = "monster_wins_ties";

// Every rule some check can find broken. A `supersedes` naming one of these
// that no check finds broken is suspicious (W1026). hand_limit and
// run_away_roll are ones no effect breaks (a `grant hand_limit` changes the
// allowance; `auto_escape` and run-away bonuses are ordinary card effects the
// rule leaves room for), so superseding them is always unused. So is
// monster_wins_ties: "you win ties" is the `win_ties` switch, an ability
// the rule leaves room for, and no effect breaks the rule.
inline constexpr std::array kModeled = {
    kLevelFloor, kKillForLevels,     kNoMidCombatRewards, kWinByKill, kNoForcedHelpForWin, kNoSellToWin, kOneBigItem,
    kSlotLimits, kNoReturnToHand,    kPowersWithinLevel,  kSeventhSealFinal, kHandLimit,  kRunAwayRoll, kMonsterWinsTies,
};

// What a `supersedes` of the rule was perhaps meant to do, said as the
// effect that does it; empty for the rules no ability stands behind.
constexpr std::string_view abilityFor(std::string_view rule) {
  if (rule == kOneBigItem) return "to raise the limit, write 'grant big_items +N;' in a while block";
  if (rule == kSlotLimits) return "to raise the limit, write 'grant hands +N (or headgear, armor, footgear);' in a while block";
  if (rule == kHandLimit) return "to raise the limit, write 'grant hand_limit +N;' in a while block";
  if (rule == kMonsterWinsTies) return "to win ties, write 'win_ties;' in a while block (or in a play block, for one fight)";
  return {};
}

}  // namespace munchkinc::check::rules
