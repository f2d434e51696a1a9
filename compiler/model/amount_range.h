// The range of values a computed amount can take in one build (docs/semantics.md,
// Amounts): each quantity's bounds come from the build's cards and parameters,
// and the arithmetic follows them. The semantic passes refuse an amount that
// could leave the engine's limits; the rule checker asks whether one can
// reach a level or be positive at all.
#pragma once

#include <cstdint>

#include "model/model.h"

namespace munchkinc::model {

struct Interval {
  std::int64_t low = 0;
  std::int64_t high = 0;
};

// Where an amount is read, as far as the checker knows it.
struct AmountPlace {
  bool inFight = true;                  // false: the block never runs during a fight, every `monster.` quantity is 0
  // What the checker knows there of `self`'s Level (`if level <= 5`, or the
  // block's earlier actions) and of the open Seals; none: any value.
  std::optional<Interval> selfLevel;
  std::optional<Interval> openSeals;
};

// What each quantity can be in a build.
class AmountBounds {
 public:
  explicit AmountBounds(const Model& model);
  Interval of(const Amount& amount, const AmountPlace& place = {}) const;
  // The widest range any part of the amount takes on the way to its value.
  std::int64_t largestMagnitude(const Amount& amount) const;

 private:
  Interval quantity(const Amount& amount, const AmountPlace& place) const;

  Interval playerLevel_, monsterLevel_, monsterTreasures_, handSize_, items_, highestValue_, totalRank_, openSeals_,
      players_;
};

}  // namespace munchkinc::model
