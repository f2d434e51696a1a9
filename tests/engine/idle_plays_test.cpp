// The greedy bot keeps a card that would do nothing now (docs/semantics.md,
// Selectors and Amounts: a selector that matches nobody, a computed number
// that does nothing): it plays it once it would do something.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"mkn(set idle {
  title "Idle plays";
  players 3..6;
}

uses core;

tag Undead;
monster "Ogre" { copies 2; level 12; treasures 3; bad_stuff { lose_levels 2; } }
monster "Lich" { copies 2; level 12; treasures 3; tags Undead; bad_stuff { lose_levels 2; } }
class "Cleric" { copies 4; }
item "Crown" { copies 2; slot headgear; value 800; }
levelup "Class Reunion" { copies 2; play { gain_levels (players class Cleric); } }
special "Cleric Purge" { copies 2; play outside_combat { lose_levels 1 to all_others class Cleric; } }
special "Crown Tax" { copies 2; play outside_combat { lose_item headgear to all_others; } }
oneshot "Holy Water" { copies 2; play in_combat { kill_monster tag Undead; } }
)mkn";

struct Table {
  Table() : set(engine_test::setFromText(kSet)), game(set) {
    for (int i = 0; i < 3; ++i) {
      owned.push_back(makeGreedyBot());
      bots.push_back(owned.back().get());
    }
    game.reset(5, bots);
    engine_test::clearTable(game);
  }
  // What seat 0's bot picks from its hand to play on its own turn.
  int ownTurnPick() { return bots[0]->chooseOwnTurnPlay(game, 0, game.players[0].hand); }
  void hand(const std::string& name) { game.moveTo(engine_test::takeCard(game, name), Zone::Hand, 0); }
  void inPlay(int seat, const std::string& name) { game.moveTo(engine_test::takeCard(game, name), Zone::InPlay, seat); }

  const PreparedSet& set;
  Game game;
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
};

}  // namespace

TEST_CASE("the greedy bot keeps a computed gain of 0 and plays it once it gains") {
  Table t;
  t.game.current = 0;
  t.hand("Class Reunion");
  CHECK(t.ownTurnPick() == -1);  // no Cleric: a gain of 0 levels
  t.inPlay(1, "Cleric");
  CHECK(t.ownTurnPick() == 0);
}

TEST_CASE("the greedy bot keeps a selector card that reaches nobody") {
  Table t;
  t.game.current = 0;
  t.hand("Cleric Purge");
  CHECK(t.ownTurnPick() == -1);  // no other player is a Cleric
  t.inPlay(0, "Cleric");
  CHECK(t.ownTurnPick() == -1);  // `all_others`: its own Cleric is not reached
  t.inPlay(2, "Cleric");
  CHECK(t.ownTurnPick() == 0);
}

TEST_CASE("the greedy bot keeps an item selector that matches no item of those it reaches") {
  Table t;
  t.game.current = 0;
  t.inPlay(0, "Crown");  // its own Crown is not reached
  t.hand("Crown Tax");
  CHECK(t.ownTurnPick() == -1);
  t.inPlay(1, "Crown");
  CHECK(t.ownTurnPick() == 0);
}

TEST_CASE("the greedy bot keeps a monster selector that matches no monster of the fight") {
  Table t;
  t.game.current = 0;
  t.hand("Holy Water");
  const std::vector<CardId>& cards = t.game.players[0].hand;
  t.game.beginCombat(0);
  t.game.addMonster(engine_test::takeCard(t.game, "Ogre"));
  // Losing to the Ogre, with nothing Undead to kill.
  CHECK(t.bots[0]->chooseFightPlay(t.game, 0, Choice::CombatPlay, cards) == -1);
  t.game.addMonster(engine_test::takeCard(t.game, "Lich"));
  CHECK(t.bots[0]->chooseFightPlay(t.game, 0, Choice::CombatPlay, cards) == 0);
}

TEST_CASE("only cards whose every play action may act on nothing are looked at") {
  Table t;
  const auto marked = [&](const std::string& name) { return t.game.facts(engine_test::takeCard(t.game, name)).mayDoNothing; };
  CHECK(marked("Class Reunion"));
  CHECK(marked("Cleric Purge"));
  CHECK(marked("Holy Water"));
  CHECK_FALSE(marked("Crown"));
  CHECK_FALSE(marked("Cleric"));
}
