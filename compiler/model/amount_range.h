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

// What each quantity can be in a build.
class AmountBounds {
 public:
  explicit AmountBounds(const Model& model);
  // `inFight`: false where the block never runs during a fight, so that every
  // `monster.` quantity is 0.
  Interval of(const Amount& amount, bool inFight = true) const;
  // The widest range any part of the amount takes on the way to its value.
  std::int64_t largestMagnitude(const Amount& amount) const;

 private:
  Interval quantity(const Amount& amount, bool inFight) const;

  Interval playerLevel_, monsterLevel_, monsterTreasures_, handSize_, items_, highestValue_, totalRank_, openSeals_,
      players_;
};

}  // namespace munchkinc::model
