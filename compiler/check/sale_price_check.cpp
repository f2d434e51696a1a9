// E1011 and E1015 through sale prices (docs/semantics.md, Levels:
// `sale_price`). A `while` sale_price changes what every item its target
// sells is worth, multipliers first, then the raises added, as the engine
// prices a sale.
//   E1011: a raise (`+N`, `times N`) that on its own makes the most valuable
//          sellable card, sold alone, buy win_level - 1 levels or more: from
//          Level 1 that is the winning level, which `no_sell_to_win`
//          forbids. Each raise is judged alone: which cards a player holds
//          together is not known, and a build with many raises would
//          otherwise flag every one of them. Only where the printed value
//          alone does not already buy that much: the raise is the cause.
//   E1015: a lowering (`-N`) under which even the most valuable card, with
//          every raise of the build in force at once (the most it can be
//          worth), is worth no gold: the price can never be above 0, and its
//          holder never sells anything.
#include <algorithm>
#include <cstdint>

#include "check/checks.h"
#include "check/rules.h"

namespace munchkinc::check {
namespace {

// Far past any winning level; keeps every product in range.
constexpr std::int64_t kMostGold = 1'000'000;

bool multiplies(const model::ActionStep& step) {
  return std::find(step.flags.begin(), step.flags.end(), "times") != step.flags.end();
}

bool sellable(const model::Card& card) {
  return (card.shape == Shape::Item || card.shape == Shape::OneShot || card.shape == Shape::Steed) && card.value &&
         *card.value > 0;
}

template <typename F>
void forEachSalePrice(const model::Model& model, F&& f) {
  for (const model::Card& card : model.cards) {
    for (const model::Effect& effect : card.effects) {
      if (effect.kind != model::Effect::Kind::While) continue;
      for (const model::ActionStep& step : effect.steps) {
        if (step.action == Action::SalePrice) f(card, step);
      }
    }
  }
}

}  // namespace

void checkSalePrices(CheckContext& context) {
  const model::Model& model = context.model();
  // The highest prices the build can give: every multiplier and every raise.
  std::int64_t factor = 1;
  std::int64_t raises = 0;
  bool anyPrice = false;
  forEachSalePrice(model, [&](const model::Card&, const model::ActionStep& step) {
    anyPrice = true;
    if (multiplies(step)) {
      factor = std::min(factor * step.amount, kMostGold);
    } else if (step.amount > 0) {
      raises = std::min(raises + step.amount, kMostGold);
    }
  });
  if (!anyPrice) return;
  const model::Card* richest = nullptr;
  for (const model::Card& card : model.cards) {
    if (sellable(card) && (!richest || *card.value > *richest->value)) richest = &card;
  }
  const std::int64_t value = richest ? *richest->value : 0;
  const std::int64_t highest = std::min(value * factor + raises, kMostGold);
  const int winLevel = model.param("win_level", 10);
  const std::int64_t goldPerLevel = std::max(1, model.param("gold_per_level", 1000));
  const std::int64_t winningGold = goldPerLevel * (winLevel - 1);  // from Level 1 to the winning level

  forEachSalePrice(model, [&](const model::Card& card, const model::ActionStep& step) {
    if (multiplies(step) || step.amount > 0) {
      const std::int64_t alone = multiplies(step) ? value * step.amount : value + step.amount;
      if (!richest || alone < winningGold || value >= winningGold) return;
      context.breach(card, rules::kNoSellToWin, DiagCode::E1011, step.range,
                     "raises sale prices so that '" + richest->name + "' (value " + std::to_string(value) +
                         ") sells for " + std::to_string(alone) + " gold, " + std::to_string(alone / goldPerLevel) +
                         " levels: a Level 1 player selling it alone would buy Level " + std::to_string(winLevel) +
                         ", the winning level");
      return;
    }
    if (highest + step.amount > 0) return;
    context.diagnostics().report(
        DiagCode::E1015, step.range,
        "in '" + card.name + "', 'sale_price " + std::to_string(step.amount) + "' leaves every item worth no gold: " +
            (richest ? "the most valuable, '" + richest->name + "', sells for at most " + std::to_string(highest) +
                           " gold with every raise of the build in force"
                     : std::string("no card of the build has a value")) +
            ", so its holder never sells anything");
  });
}

}  // namespace munchkinc::check
