// Draws and losses (docs/semantics.md, "Draws and losses"): `card_drawn`
// answers each card drawn before it acts, with its filters (who draws, deck,
// kind, face); `discard_drawn` discards that card, so a curse kicked open
// does not strike; `draw N DECK discard` takes the top of the discard pile;
// `change_sex` flips the sex and the items of the other sex stop counting;
// `item_lost` reaches the loser of a carried item (not a price paid).
#include <catch2/catch.hpp>

#include "test_table.h"

using namespace munchkin;

namespace {

const char* kSet = R"mkn(
set draws { title "Draws"; players 3..6; }
uses core;

class "Curse Eater" { on card_drawn door curse face_up { may { discard_drawn; gain_levels 1 max_level kill_level - 1; } } }
class "Hand Watcher" { on card_drawn face_down { gain_levels 1 max_level kill_level - 1; } }
race "Gossip" { on card_drawn other_player monster { draw 1 treasure; } }
race "Busybody" { on card_drawn any_player monster { draw 1 treasure; } }
curse "Shrink" { copies 3; play { lose_levels 1; } }
curse "Change Sex" { copies 2; play { change_sex; } }
oneshot "Dumpster Dive" { play { draw 2 door discard; } }
oneshot "Recycler" { play { draw 1 treasure discard; } }
oneshot "Butterfingers" { play { lose_item all; } }
oneshot "Fumble" { play { lose_item in_hand all; } }
oneshot "Peek" { copies 2; play { draw 1 door; } }
oneshot "Pickpocket" { play { steal item from player_left; } }
item "Insurance Policy" { copies 3; slot none; on item_lost { draw 1 door; } }
item "Tiara" { slot headgear; bonus 3; usable_by sex female; }
item "Trinket" { copies 6; slot none; value 100; }
monster "Slime" { copies 4; level 1; treasures 1; bad_stuff { lose_levels 1; } }
)mkn";

// Takes every `may` and the first option it must pick; plays nothing.
class YesBot final : public Bot {
 public:
  std::string_view name() const override { return "yes"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override { return mustPick(choice) ? 0 : -1; }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
  int chooseAlternative(Game&, int, const AlternativeRequest&, std::span<const Range>) override { return 0; }
};

struct Table : engine_test::TestTable<YesBot> {
  Table() : TestTable(kSet) {}
  // `name` goes on top of its draw pile.
  CardId onTop(const std::string& name) {
    const CardId c = card(name);
    game.moveTo(c, Zone::DrawPile, game.def(c).deck);
    return c;
  }
  bool curses(int seat) const {
    for (CardId c : game.players[static_cast<std::size_t>(seat)].inPlay) {
      if (game.shapeOf(c) == Shape::Curse) return true;
    }
    return false;
  }
};

}  // namespace

TEST_CASE("card_drawn: a curse kicked open face up is discarded by the drawer's own block before it strikes") {
  Table t;
  t.equip(0, "Curse Eater");
  t.game.players[0].level = 3;
  const CardId shrink = t.onTop("Shrink");
  t.game.playTurn();  // kicks Shrink open, then loots the room face down
  CHECK(t.game.where[shrink].zone == Zone::Discard);
  CHECK(t.level(0) == 4);  // the block's level, and Shrink's never lost
}

TEST_CASE("card_drawn: the face filter tells a door kicked open from a card drawn into the hand") {
  Table t;
  t.equip(0, "Hand Watcher");  // face_down only
  t.game.players[0].level = 3;
  t.onTop("Shrink");
  t.game.playTurn();  // Shrink face up strikes (-1, no reaction); looting the room is face down (+1)
  CHECK(t.level(0) == 3);
}

TEST_CASE("card_drawn: other_player reacts to the others' draws only, any_player to everyone's") {
  Table t;
  t.equip(1, "Gossip");
  t.equip(2, "Busybody");
  const std::size_t before1 = t.hand(1), before2 = t.hand(2);
  t.onTop("Slime");
  t.play(0, "Peek");
  CHECK(t.hand(1) == before1 + 1);
  CHECK(t.hand(2) == before2 + 1);
  t.onTop("Slime");
  t.game.current = 1;  // a one-shot of the Treasure deck: on its player's own turn
  t.play(1, "Peek");
  CHECK(t.hand(1) == before1 + 2);  // its own Slime, and no Treasure for Gossip
  CHECK(t.hand(2) == before2 + 2);  // Busybody: anyone's draw
}

TEST_CASE("draw N DECK discard takes the top of the discard pile, the last discarded first, and never reshuffles") {
  Table t;
  const CardId first = t.card("Slime"), last = t.card("Shrink");
  t.game.discard(first);
  t.game.discard(last);
  const std::size_t piled = t.game.drawPiles[static_cast<std::size_t>(t.set.doorDeck())].size();
  t.play(0, "Dumpster Dive");
  CHECK(t.game.where[first].zone == Zone::Hand);
  CHECK(t.game.where[last].zone == Zone::Hand);
  CHECK(t.game.drawPiles[static_cast<std::size_t>(t.set.doorDeck())].size() == piled);
}

TEST_CASE("draw N DECK discard passes over the card that draws, discarded as it was played") {
  Table t;
  const CardId trinket = t.card("Trinket");
  t.game.discard(trinket);
  const CardId recycler = t.card("Recycler");
  t.game.moveTo(recycler, Zone::Hand, 0);
  t.game.playCard(0, recycler, 0);
  CHECK(t.game.where[trinket].zone == Zone::Hand);
  CHECK(t.game.where[recycler].zone == Zone::Discard);
}

TEST_CASE("change_sex: the sex flips and an item only the old sex may use stops counting, then counts again") {
  Table t;
  t.game.players[0].sex = 1;
  t.equip(0, "Tiara");
  const int female = t.game.playerStrength(0);
  t.play(1, "Change Sex", 0);
  CHECK(t.game.players[0].sex == 0);
  CHECK(t.game.playerStrength(0) == female - 3);
  t.play(1, "Change Sex", 0);
  CHECK(t.game.players[0].sex == 1);
  CHECK(t.game.playerStrength(0) == female);
}

TEST_CASE("item_lost: each carried item lost to a card, and one stolen, reaches its loser's cards in force") {
  Table t;
  t.equip(1, "Trinket");
  t.equip(1, "Insurance Policy");
  std::size_t before = t.hand(1);
  t.play(0, "Pickpocket");  // from seat 0's left, seat 1: the Trinket, the first offered
  CHECK(t.hand(1) == before + 1);
  t.equip(2, "Trinket");
  t.equip(2, "Trinket");
  t.equip(2, "Insurance Policy");
  before = t.hand(2);
  t.game.current = 2;
  t.play(2, "Butterfingers");  // two Trinkets, then the Policy itself, which no longer reacts
  CHECK(t.hand(2) == before + 2);
  t.equip(0, "Insurance Policy");
  t.game.moveTo(t.card("Trinket"), Zone::Hand, 0);
  before = t.hand(0);
  t.game.current = 0;
  t.play(0, "Fumble");  // an item card of the hand is not carried: discarded, no loss
  CHECK(t.hand(0) == before - 1);
}
