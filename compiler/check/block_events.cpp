#include "check/block_events.h"

#include <algorithm>

#include "check/situations.h"

namespace munchkinc::check {
namespace {

using model::Interval;

bool empty(const Interval& i) { return i.low > i.high; }
bool same(const Interval& a, const Interval& b) { return a.low == b.low && a.high == b.high; }

Interval hull(const Interval& a, const Interval& b) {
  if (empty(a)) return b;
  if (empty(b)) return a;
  return {std::min(a.low, b.low), std::max(a.high, b.high)};
}

constexpr Interval kNever{1, 0};

// The state after either of two ways through a block.
BlockState join(const BlockState& a, const BlockState& b) {
  BlockState out = a;
  out.holder.levels = hull(a.holder.levels, b.holder.levels);
  if (!empty(b.holder.levels) && (empty(a.holder.levels) || a.holder.source != b.holder.source)) {
    out.holder.source = empty(a.holder.levels) ? b.holder.source : LevelSource::EarlierSteps;
  }
  out.seals.open = hull(a.seals.open, b.seals.open);
  if (!empty(b.seals.open) && (empty(a.seals.open) || a.seals.source != b.seals.source)) {
    out.seals.source = empty(a.seals.open) ? b.seals.source : SealSource::EarlierSteps;
  }
  return out;
}

// Whether an action aimed at `target` can reach the block's holder.
bool mayReachHolder(Target target) {
  switch (target) {
    case Target::Self:
    case Target::AnyPlayer:
    case Target::AllPlayers:
    case Target::LowestLevel:
    case Target::HighestLevel:
    case Target::Fighter:
    case Target::FightingSide: return true;
    default: return false;
  }
}

bool opensAChoice(Action action) { return action == Action::Choose || action == Action::May || action == Action::Roll; }

}  // namespace

BlockEvents::BlockEvents(const model::Model& model, const LevelRanges& levels)
    : levels_(levels), sealsToEnd_(model.param("seals_to_end")) {}

BlockState BlockEvents::start(const model::Card& card, const model::Effect& effect) const {
  BlockState state;
  state.holder = levels_.atStart(effect);
  if (sealsToEnd_ > 0) {
    const bool reacts = effect.kind == model::Effect::Kind::On && effect.trigger == Trigger::SealOpened;
    if (reacts && card.shape == Shape::Seal) {
      state.seals = {{1, sealsToEnd_ - 1}, SealSource::OwnOpening};
    } else if (reacts) {
      state.seals = {{1, sealsToEnd_}, SealSource::Reaction};
    } else {
      state.seals = {{0, sealsToEnd_ - 1}, SealSource::InPlay};
    }
    const Interval allowed = allowedBy(effect.condition, Subject::Self, Predicate::OpenSeals, state.seals.open);
    if (!same(allowed, state.seals.open)) state.seals = {allowed, SealSource::Condition};
  } else {
    state.seals.open = {0, 0};
  }
  if (empty(state.seals.open) || empty(state.holder.levels)) state.seals.open = state.holder.levels = kNever;
  return state;
}

BlockState BlockEvents::next(const model::Effect& effect, const model::ActionStep& step, const BlockState& before) const {
  BlockState after = before;
  if (empty(before.holder.levels)) return after;
  if (mayReachHolder(step.target)) {
    // Reaching win_level ends the game: the actions after it act only for Levels below.
    Interval moved = levels_.after(placeAt(effect, before), step, before.holder.levels);
    if (step.target != Target::Self) moved = hull(moved, before.holder.levels);
    moved.high = std::min<std::int64_t>(moved.high, levels_.winLevel() - 1);
    if (!same(moved, before.holder.levels)) after.holder = {moved, LevelSource::EarlierSteps};
  }
  if (sealsToEnd_ <= 0) return after;
  const std::int64_t times = step.hasAmount ? std::max(0, step.amount) : 1;
  Interval& open = after.seals.open;
  if (step.action == Action::OpenSeal) {
    open = {std::min<std::int64_t>(open.low + times, sealsToEnd_), std::min<std::int64_t>(open.high + times, sealsToEnd_)};
  } else if (step.action == Action::CloseSeal ||
             (step.action == Action::Cancel && step.what == "seal" && effect.trigger == Trigger::SealOpened &&
              effect.kind == model::Effect::Kind::On)) {
    // Outside `on seal_opened`, `cancel seal` sends back the Seal whose
    // opening it answers: the count is as it was.
    const std::int64_t closed = step.action == Action::Cancel ? 1 : times;
    open = {std::max<std::int64_t>(0, open.low - closed), std::max<std::int64_t>(0, open.high - closed)};
  }
  if (!same(open, before.seals.open)) after.seals.source = SealSource::EarlierSteps;
  return after;
}

void BlockEvents::walkSteps(const model::Effect& effect, std::size_t from, std::size_t end, BlockState& state,
                            std::vector<BlockState>& out) const {
  std::size_t i = from;
  while (i < end) {
    const model::ActionStep& step = effect.steps[i];
    out[i] = state;
    if (!opensAChoice(step.action)) {
      state = next(effect, step, state);
      ++i;
      continue;
    }
    // A `may` or a roll row may do nothing; a `choose` does one of its alternatives.
    BlockState joined = state;
    if (step.action == Action::Choose) joined.holder.levels = joined.seals.open = kNever;
    std::size_t j = i + 1;
    int walked = 0;
    for (; walked < step.amount && j < end; ++walked) {
      const model::ActionStep& head = effect.steps[j];
      if (head.action != Action::Alternative && head.action != Action::RollRow) break;
      out[j] = state;
      const std::size_t stop = std::min(end, j + 1 + static_cast<std::size_t>(std::max(0, head.amount)));
      BlockState way = state;
      walkSteps(effect, j + 1, stop, way, out);
      joined = join(joined, way);
      j = stop;
    }
    if (walked > 0) state = joined;  // a choice with no alternative (a build with errors) changes nothing
    i = j;
  }
}

std::vector<BlockState> BlockEvents::walk(const model::Card& card, const model::Effect& effect) const {
  std::vector<BlockState> out(effect.steps.size());
  BlockState state = start(card, effect);
  walkSteps(effect, 0, effect.steps.size(), state, out);
  return out;
}

model::AmountPlace BlockEvents::placeAt(const model::Effect& effect, const BlockState& state) const {
  model::AmountPlace place = amountPlace(effect);
  if (!empty(state.holder.levels)) place.selfLevel = state.holder.levels;
  if (sealsToEnd_ > 0 && !empty(state.seals.open)) place.openSeals = state.seals.open;
  return place;
}

Interval BlockEvents::answeredOpening(const model::Effect& effect, const SealCount& before) const {
  if (effect.kind == model::Effect::Kind::On && effect.trigger == Trigger::SealOpened) return before.open;
  return {std::min<std::int64_t>(before.open.low + 1, sealsToEnd_), std::min<std::int64_t>(before.open.high + 1, sealsToEnd_)};
}

std::string BlockEvents::explain(const SealCount& count) const {
  const std::string open = (count.open.low == count.open.high ? std::to_string(count.open.low)
                                                               : std::to_string(count.open.low) + " to " +
                                                                     std::to_string(count.open.high)) +
                           " Seals open";
  switch (count.source) {
    case SealSource::InPlay: return "a card acts with " + open + ", the last one ending the game";
    case SealSource::Reaction: return "it answers every Seal's opening, the last one's included, with " + open;
    case SealSource::OwnOpening: return "a Seal's opening effect acts with " + open;
    case SealSource::Condition: return "its condition allows " + open;
    case SealSource::EarlierSteps: return "its earlier actions leave " + open;
  }
  return open;
}

}  // namespace munchkinc::check
