// A block's actions as an ordered sequence of events (issue 15: sequences
// within a block, counts for Seals). Actions happen in order, so what one
// does is what the next one sees: `open_seal; apply_seal;` applies the Seal
// just opened, `gain_levels 1; gain_levels 1;` starts the second gain a
// level higher. The walk carries two things from action to action, as
// intervals: the holder's (`self`'s) Level (check/level_range.h) and the
// number of open Seals. The alternatives of a `choose`, `may` or `roll`
// start from the state before it and join after it.
//
// The open Seals a block starts with: a card acts while fewer than
// seals_to_end are open (the last one ends the game at once, so it is never
// open when anything is played or happens); a reaction to a Seal opening
// (`on seal_opened` of any card but that Seal) answers every opening, the
// one that ends the game included; a Seal's own `on seal_opened` is its
// opening effect, which the last Seal never has. The block's condition
// (`if open_seals < 5`) narrows that.
#pragma once

#include <vector>

#include "check/level_range.h"

namespace munchkinc::check {

// Where the bounds of an open-Seal count come from, for the messages.
enum class SealSource {
  InPlay,        // fewer than seals_to_end: the last one ends the game
  Reaction,      // an `on seal_opened` answering any opening
  OwnOpening,    // a Seal's own `on seal_opened`
  Condition,     // the block's condition
  EarlierSteps,  // the block's earlier actions opened or closed Seals
};

struct SealCount {
  model::Interval open;
  SealSource source = SealSource::InPlay;
};

// What holds just before one action. An empty interval (low > high): the
// action never runs (its condition can never hold, or every way to it has
// ended the game).
struct BlockState {
  LevelRange holder;  // `self`'s Level
  SealCount seals;
};

class BlockEvents {
 public:
  BlockEvents(const model::Model& model, const LevelRanges& levels);

  int sealsToEnd() const { return sealsToEnd_; }

  // The state before each of the block's steps, by step index.
  std::vector<BlockState> walk(const model::Card& card, const model::Effect& effect) const;

  // Where a computed amount of the step `state` comes before is read: the
  // block's situation, with the holder's Level and the open Seals as the
  // walk knows them there.
  model::AmountPlace placeAt(const model::Effect& effect, const BlockState& state) const;

  // The open Seals a `cancel seal` answers: outside `on seal_opened`, the
  // opening under way is not counted yet by `before`.
  model::Interval answeredOpening(const model::Effect& effect, const SealCount& before) const;

  // "a card acts with 0 to 6 Seals open (seals_to_end is 7)", ...
  std::string explain(const SealCount& count) const;

 private:
  BlockState start(const model::Card& card, const model::Effect& effect) const;
  BlockState next(const model::Effect& effect, const model::ActionStep& step, const BlockState& before) const;
  // Walks steps [from, end), recording the state before each in `out` and
  // leaving `state` as it is after them.
  void walkSteps(const model::Effect& effect, std::size_t from, std::size_t end, BlockState& state,
                 std::vector<BlockState>& out) const;

  const LevelRanges& levels_;
  int sealsToEnd_;
};

}  // namespace munchkinc::check
