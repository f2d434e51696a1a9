// The Levels a player can be at around one action, as intervals (issue 15:
// ranges for Levels). A player is at Level 1 to win_level - 1 while the game
// lasts; a block's condition (`if level <= 7`, `helper.level < 5`, with
// `and`, `or` and `not`), a player selector (`to all_players level <= 8`) and
// the block's earlier actions narrow that. The level actions then move the
// interval: `gain_levels` by its amount, never above its `max`; `lose_levels`
// never below 1; `set_level` to its value. Written and computed numbers read
// alike, a computed one as the range it can take where its block runs
// (docs/semantics.md, Amounts). The checks of the level rules (E1001, E1002,
// E1003, E1004, E1014) read these ranges instead of matching action words.
#pragma once

#include <algorithm>
#include <optional>
#include <string>

#include "model/amount_range.h"
#include "model/model.h"

namespace munchkinc::check {

// Where the bounds of a Level range come from, for the messages.
enum class LevelSource {
  InPlay,        // nothing narrows it: 1 to win_level - 1
  Condition,     // the block's condition
  Selector,      // the action's player selector
  EarlierSteps,  // the block's earlier actions moved it
};

struct LevelRange {
  model::Interval levels;
  LevelSource source = LevelSource::InPlay;
};

class LevelRanges {
 public:
  explicit LevelRanges(const model::Model& model);

  int winLevel() const { return winLevel_; }
  // The first Level that needs a kill: kill_level, or win_level if lower.
  int killLevel() const { return killLevel_; }
  // The Levels a player is at while the game lasts: 1 to win_level - 1.
  model::Interval inPlay() const { return {1, std::max(1, winLevel_ - 1)}; }

  // The holder's (`self`'s) Level as the block starts, narrowed by its condition.
  LevelRange atStart(const model::Effect& effect) const;

  // The Level before `step` of a player it reaches: `self`'s is `holder`
  // (where the block's actions so far leave it); another player's is
  // narrowed by the condition on them (`helper.level`, `victim.level`) and by
  // the step's player selector.
  LevelRange reached(const model::Effect& effect, const model::ActionStep& step, const LevelRange& holder) const;

  // The number of levels a level action moves by (written or computed, read
  // at `place`: situations.h's amountPlace, or BlockEvents::placeAt), at
  // least 0: an amount of 0 or less does nothing.
  model::Interval amount(const model::AmountPlace& place, const model::ActionStep& step) const;
  // The Level a `set_level` sets, written or computed, before the floor of 1.
  model::Interval setTo(const model::AmountPlace& place, const model::ActionStep& step) const;
  // The `max` of a `gain_levels` or `sell_items`, written or computed; none without one.
  std::optional<model::Interval> cap(const model::AmountPlace& place, const model::ActionStep& step) const;

  // The Levels a player in `before` can be at after `step` (unchanged for
  // an action that moves no Level).
  model::Interval after(const model::AmountPlace& place, const model::ActionStep& step, const model::Interval& before) const;

  // The highest Level `step` can raise a player in `before` to; nullopt when
  // it raises nobody (no level action, an amount never positive, a cap at or
  // below every Level in `before`).
  std::optional<std::int64_t> highestRaise(const model::AmountPlace& place, const model::ActionStep& step,
                                           const model::Interval& before) const;

  // "a player is at Level 1 to 9 while the game lasts (win_level is 10)",
  // "its condition allows Level 1 to 7", ...: why a range is what it is.
  std::string explain(const LevelRange& range) const;

 private:
  model::AmountBounds amounts_;
  int winLevel_;
  int killLevel_;
};

// The values a condition allows for `subject`'s `quantity`, within `within`:
// the comparisons of an `and` all hold, one of an `or` does, a `not` of a
// comparison allows its complement; anything else allows everything.
model::Interval allowedBy(const std::optional<model::Condition>& condition, Subject subject, Predicate quantity,
                          const model::Interval& within);

// "Level 4", "Level 1 to 7"
std::string levelWords(const model::Interval& levels);

}  // namespace munchkinc::check
