// The game log's words for an option of `choose` or `may` (docs/semantics.md,
// "Choices": the log names the pick and says what it does).
#include <catch2/catch.hpp>

#include <string>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"mkn(set words {
  title "Option words";
  players 3..6;
}

uses core;

special "Mixed Bag" {
  play { discard_cards 1; lose_levels 2 to all_others; draw 2 treasure; gain_levels (level) max_level 5; }
}
oneshot "Firecracker" {
  play in_combat { choose { combat_bonus +3 to any_player; } or { combat_bonus +3 to monster; run_away -1 to fighter; } }
}
oneshot "Rummage" { play { draw 2 treasure discard; change_sex; } }
class "Picky" { on card_drawn curse { discard_drawn; } }
)mkn";

// The actions of the first `play` block of `name`.
Range playActions(Game& game, const std::string& name) {
  const CardId card = engine_test::takeCard(game, name);
  return game.set().tables().effects[game.def(card).effects.first].actions;
}

}  // namespace

TEST_CASE("an option is said in the log's words: counted nouns, whom a target names, a computed number as such") {
  Game game(engine_test::setFromText(kSet));
  CHECK(game.optionWords(playActions(game, "Mixed Bag")) ==
        "discard 1 card, make every other player lose 2 levels, draw 2 Treasures and go up a computed number of levels");
}

TEST_CASE("each alternative of a choose reads on its own; the second may go to the monsters") {
  Game game(engine_test::setFromText(kSet));
  const Range block = playActions(game, "Firecracker");
  const ActionDef* actions = game.set().tables().actions.data();
  // The head (Choose), then each alternative: an `or` step giving its length, then its actions.
  const std::uint32_t first = block.first + 1;
  const Range one{first + 1, static_cast<std::uint32_t>(actions[first].amount)};
  const std::uint32_t second = one.first + one.count;
  const Range two{second + 1, static_cast<std::uint32_t>(actions[second].amount)};
  CHECK(game.optionWords(one) == "give +3 to a player");
  CHECK(game.optionWords(two) == "give +3 to the monsters and give -1 to the run-away rolls of the fighter");
}

TEST_CASE("the draws-and-losses actions read in words: the discards, the card just drawn, a change of sex") {
  Game game(engine_test::setFromText(kSet));
  CHECK(game.optionWords(playActions(game, "Rummage")) == "take 2 Treasures from the discards and change sex");
  CHECK(game.optionWords(playActions(game, "Picky")) == "discard the card just drawn");
}
