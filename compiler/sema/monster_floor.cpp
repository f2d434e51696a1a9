#include "sema/monster_floor.h"

#include <string>

namespace munchkinc {
namespace {

constexpr int kHighestFloor = 100;

bool isFloorWord(const ast::ActionArg& arg) {
  return arg.kind == ast::ActionArg::Kind::Word && arg.word.text == "floor";
}

}  // namespace

bool saysFloor(const ast::Action& action) {
  for (const ast::ActionArg& arg : action.args) {
    if (isFloorWord(arg)) return true;
  }
  return false;
}

std::optional<int> takeFloor(ast::Action& action, Analysis& analysis) {
  std::optional<int> floor;
  bool ok = true;
  for (std::size_t i = 0; i < action.args.size();) {
    if (!isFloorWord(action.args[i])) {
      ++i;
      continue;
    }
    const ast::ActionArg& word = action.args[i];
    const bool numbered = i + 1 < action.args.size() && action.args[i + 1].kind == ast::ActionArg::Kind::Amount;
    if (!numbered) {
      analysis.diagnostics.report(DiagCode::E0340, word.range,
                                  "'floor' takes a whole number, the least strength of the monster: `floor 1`");
      ok = false;
    } else if (const ast::ActionArg& number = action.args[i + 1];
               number.explicitPlus || number.value < 0 || number.value > kHighestFloor) {
      analysis.diagnostics.report(DiagCode::E0340, number.range,
                                  "a monster's floor is a whole number from 0 to " + std::to_string(kHighestFloor) +
                                      ", written without a sign");
      ok = false;
    } else if (floor) {
      analysis.diagnostics.report(DiagCode::E0340, word.range, "'floor' is said twice; a bonus has one floor");
      ok = false;
    } else {
      floor = static_cast<int>(number.value);
    }
    action.args.erase(action.args.begin() + static_cast<std::ptrdiff_t>(i),
                      action.args.begin() + static_cast<std::ptrdiff_t>(i + (numbered ? 2 : 1)));
  }
  if (!ok) return std::nullopt;
  return floor;
}

bool floorPlaced(const ast::Action& action, const model::ActionStep& step, bool inWhile, Analysis& analysis) {
  if (!step.floor) return true;
  std::string message;
  if (step.action != Action::CombatBonus || step.target != Target::Monster) {
    message = "'floor' bounds a monster's strength, so it stands only on `combat_bonus ... to monster`";
    if (step.action == Action::CombatBonus) message += "; a player's Level has its own floor, level_floor";
  } else if (inWhile) {
    message = "a floor stays on the monster the bonus reaches, which a 'while' effect does not pick; use an 'on' "
              "or 'play' block";
  } else {
    return true;
  }
  analysis.diagnostics.report(DiagCode::E0340, action.range, std::move(message));
  return false;
}

}  // namespace munchkinc
