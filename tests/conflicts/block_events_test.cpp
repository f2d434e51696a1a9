// The checker's shared pieces on hand-built blocks: the Levels a condition
// allows (check/level_range.h) and the state carried from action to action
// (check/block_events.h).
#include <catch2/catch.hpp>

#include "check/block_events.h"

using namespace munchkinc;
using namespace munchkinc::check;

namespace {

model::Condition levelAtMost(int value) {
  model::Condition c;
  c.op = model::Condition::Op::Compare;
  c.predicate = Predicate::Level;
  c.comparison = Comparison::Le;
  c.value = value;
  return c;
}

model::Condition combine(model::Condition::Op op, std::vector<model::Condition> operands) {
  model::Condition c;
  c.op = op;
  c.operands = std::move(operands);
  return c;
}

model::ActionStep step(Action action, int amount = 0) {
  model::ActionStep s;
  s.action = action;
  s.amount = amount;
  s.hasAmount = amount != 0;
  return s;
}

model::Model apocalypse() {
  model::Model m;
  for (const auto& [name, value] : {std::pair{"win_level", 10}, {"kill_level", 10}, {"seals_to_end", 7}}) {
    model::Param p;
    p.name = name;
    p.value = value;
    m.params.push_back(p);
  }
  return m;
}

}  // namespace

TEST_CASE("a condition's Levels: and meets, or joins, not complements", "[conflicts][ranges]") {
  const model::Interval inPlay{1, 9};
  const auto allowed = [&](const model::Condition& c) { return allowedBy(c, Subject::Self, Predicate::Level, inPlay); };
  CHECK(allowed(levelAtMost(7)).high == 7);
  const model::Condition either = combine(model::Condition::Op::Or, {levelAtMost(3), levelAtMost(6)});
  CHECK(allowed(either).high == 6);
  const model::Condition notAtMost7 = combine(model::Condition::Op::Not, {levelAtMost(7)});
  CHECK(allowed(notAtMost7).low == 8);
  CHECK(allowed(notAtMost7).high == 9);
  const model::Condition both = combine(model::Condition::Op::And, {levelAtMost(5), notAtMost7});
  CHECK(allowed(both).low > allowed(both).high);  // never holds
}

TEST_CASE("a block's actions carry the Level and the open Seals in order", "[conflicts][ranges]") {
  const model::Model m = apocalypse();
  const LevelRanges levels(m);
  const BlockEvents events(m, levels);
  model::Card card;
  model::Effect effect;
  effect.condition = levelAtMost(7);
  effect.steps = {step(Action::GainLevels, 1), step(Action::OpenSeal), step(Action::TriggerSeal)};
  const std::vector<BlockState> states = events.walk(card, effect);
  REQUIRE(states.size() == 3);
  CHECK(states[0].holder.levels.high == 7);
  CHECK(states[1].holder.levels.high == 8);
  CHECK(states[1].seals.open.high == 6);  // a card acts with fewer than seals_to_end open
  CHECK(states[2].seals.open.high == 7);  // the opening can be the last one
}

TEST_CASE("alternatives start from the state before the choice and join after it", "[conflicts][ranges]") {
  const model::Model m = apocalypse();
  const LevelRanges levels(m);
  const BlockEvents events(m, levels);
  model::Card card;
  model::Effect effect;
  effect.condition = levelAtMost(5);
  model::ActionStep choose = step(Action::Choose, 2);
  model::ActionStep first = step(Action::Alternative, 1);
  model::ActionStep second = step(Action::Alternative, 1);
  effect.steps = {choose, first, step(Action::GainLevels, 1), second, step(Action::GainLevels, 3), step(Action::Draw, 1)};
  const std::vector<BlockState> states = events.walk(card, effect);
  CHECK(states[4].holder.levels.high == 5);  // the second alternative does not see the first's gain
  CHECK(states[5].holder.levels.low == 2);
  CHECK(states[5].holder.levels.high == 8);
}
