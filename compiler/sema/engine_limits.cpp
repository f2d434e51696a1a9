// What the engine can play, checked where the set says it: a set `check`
// accepts is never one that `simulate` refuses (runtime PreparedSet::prepare
// holds the same limits, from munchkin/prepared_set.h).
#include <algorithm>
#include <string>
#include <utility>

#include "munchkin/prepared_set.h"
#include "model/amount_range.h"
#include "sema/analysis.h"

namespace munchkinc {
namespace {

void beyond(Analysis& a, SourceRange at, const std::string& message) {
  a.diagnostics.report(DiagCode::E0018, at, message);
}

void checkParams(Analysis& a) {
  const model::Model& m = a.model;
  const model::Param* start = m.findParam("start_level");
  const model::Param* win = m.findParam("win_level");
  if (start && win && (start->value < 1 || start->value >= win->value)) {
    beyond(a, start->range, "start_level " + std::to_string(start->value) + " must be at least 1 and below win_level (" +
                                std::to_string(win->value) + "): the game would be over before it starts");
  }
  if (const model::Param* gold = m.findParam("gold_per_level"); gold && gold->value <= 0) {
    beyond(a, gold->range, "gold_per_level must be at least 1: a sale buys a level for every gold_per_level");
  }
}

void checkCounts(Analysis& a) {
  const model::Model& m = a.model;
  if (m.tags.size() > munchkin::kMaxTags) {
    beyond(a, m.tags[munchkin::kMaxTags].range,
           "a build may have at most " + std::to_string(munchkin::kMaxTags) + " tags; this is tag " +
               std::to_string(munchkin::kMaxTags + 1));
  }
  if (m.cards.size() > munchkin::kMaxDesigns) {
    beyond(a, m.cards[munchkin::kMaxDesigns].range,
           "a build may have at most " + std::to_string(munchkin::kMaxDesigns) + " card designs; this is card " +
               std::to_string(munchkin::kMaxDesigns + 1));
  }
  std::size_t physical = 0;
  for (const model::Card& card : m.cards) {
    if (card.copies > munchkin::kMaxCopies) {
      beyond(a, card.range, "'" + card.name + "' has " + std::to_string(card.copies) + " copies; a card may have at most " +
                                std::to_string(munchkin::kMaxCopies));
    }
    const std::size_t before = physical;
    // A reference card has a copy per seat (PreparedSet::referenceCards).
    const int copies = model::isReferenceDeck(card.deck) && card.copies > 0 ? munchkin::kMaxPlayers : card.copies;
    physical += static_cast<std::size_t>(std::max(0, copies));
    if (before <= munchkin::kMaxPhysicalCards && physical > munchkin::kMaxPhysicalCards) {
      beyond(a, card.range, "with '" + card.name + "' the build has more than " +
                                std::to_string(munchkin::kMaxPhysicalCards) + " cards, copies counted");
    }
    const std::size_t blocks = card.effects.size();
    if (blocks > munchkin::kMaxBlocksPerCard) {
      beyond(a, card.range, "'" + card.name + "' has " + std::to_string(blocks) + " blocks; a card may have at most " +
                                std::to_string(munchkin::kMaxBlocksPerCard));
    } else if (card.shape == Shape::Monster && blocks > munchkin::kMaxBlocksPerMonster) {
      beyond(a, card.range, "monster '" + card.name + "' has " + std::to_string(blocks) +
                                " blocks; a monster may have at most " + std::to_string(munchkin::kMaxBlocksPerMonster));
    }
  }
}

// A computed amount is evaluated as the game goes: the range of values each
// part of it can take in this build must stay within the engine's numbers,
// so that no evaluation overflows (E0326).
// How many values the engine's stack holds at once to evaluate `amount`
// (operands first: runtime/src/amounts.cpp).
std::size_t stackNeeded(const model::Amount& amount) {
  std::size_t needed = 1;
  for (std::size_t i = 0; i < amount.operands.size(); ++i) needed = std::max(needed, i + stackNeeded(amount.operands[i]));
  return needed;
}

void computedWithinLimits(Analysis& a, const model::AmountBounds& bounds, const model::Amount& amount) {
  if (stackNeeded(amount) > munchkin::kMaxAmountStack) {
    a.diagnostics.report(DiagCode::E0326, amount.range,
                         "this amount nests too deeply for the engine (it holds " +
                             std::to_string(munchkin::kMaxAmountStack) + " values at once); write it flatter");
    return;
  }
  const std::int64_t largest = bounds.largestMagnitude(amount);
  if (largest <= munchkin::kMaxCardNumber) return;
  const std::string bound = std::to_string(munchkin::kMaxCardNumber);
  a.diagnostics.report(DiagCode::E0326, amount.range,
                       "this amount can reach " + (largest >= (std::int64_t{1} << 40) ? std::string("beyond a trillion")
                                                                                       : std::to_string(largest)) +
                           " in this build; the engine plays amounts from -" + bound + " to " + bound);
}

void checkNumbers(Analysis& a) {
  const model::AmountBounds bounds(a.model);
  const auto tooLarge = [](int value) { return value > munchkin::kMaxCardNumber || value < -munchkin::kMaxCardNumber; };
  const std::string bound = std::to_string(munchkin::kMaxCardNumber);
  for (const model::Card& card : a.model.cards) {
    const std::pair<const char*, int> fields[] = {{"level", card.level},   {"bonus", card.bonus}, {"treasures", card.treasures},
                                                  {"levels", card.levels}, {"rank", card.rank},   {"value", card.value.value_or(0)}};
    for (const auto& [field, value] : fields) {
      if (tooLarge(value)) {
        beyond(a, card.range, "'" + card.name + "' has " + field + " " + std::to_string(value) +
                                  "; the engine plays numbers from -" + bound + " to " + bound);
      }
    }
    for (const model::Effect& effect : card.effects) {
      for (const model::ActionStep& step : effect.steps) {
        if (step.hasAmount && tooLarge(step.amount)) {
          beyond(a, step.range, "an amount of " + std::to_string(step.amount) + "; the engine plays amounts from -" +
                                    bound + " to " + bound);
        }
        for (const auto* amount : {&step.computed, &step.computedCap}) {
          if (*amount) computedWithinLimits(a, bounds, **amount);
        }
      }
    }
  }
}

// A set is played from a Door and a Treasure deck; a module may leave them to
// the set that uses it.
void checkDecks(Analysis& a) {
  const model::Model& m = a.model;
  if (m.root.isModule) return;
  for (const char* deck : {"door", "treasure"}) {
    bool found = false;
    for (const model::Named& d : m.decks) found |= d.name == deck;
    if (!found) {
      beyond(a, m.root.range,
             "set '" + m.root.id + "' has no '" + deck + "' deck, so it cannot be played; `uses core;` declares both");
    }
  }
}

}  // namespace

void checkEngineLimits(Analysis& analysis, bool soundSoFar) {
  checkParams(analysis);
  checkCounts(analysis);
  checkNumbers(analysis);
  if (soundSoFar) checkDecks(analysis);
}

}  // namespace munchkinc
