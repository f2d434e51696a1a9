// The contract's Seals (docs/semantics.md, "Seals" and "Triggers"): where a
// closed Seal goes, what apply_seal repeats, a Seal kicked open from the Door
// deck, and whom seal_opened reaches first; on cards written for the purpose.
#include <catch2/catch.hpp>

#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"mkn(set sealrules {
  title "Seal rules";
  players 3..6;
}

uses core;

param seals_to_end = 7;

deck seal "Seal";
kind seal "Seal" is seal in seal;
kind omen "Omen" is seal in door;

seal "Gift" {
  on seal_opened { draw 1 treasure; }
  copies 7;
}
omen "Comet" {
  on seal_opened { gain_levels 1 max_level kill_level - 1; }
}
class "Watcher" {
  on seal_opened { draw 1 door; }
  copies 3;
}
levelup "Replay" {
  play any_time if open_seals < seals_to_end { apply_seal; }
  copies 3;
}
item "Coin" {
  value 100;
  copies 30;
}
monster "Goblin" {
  level 2;
  treasures 1;
  bad_stuff { lose_levels 1; }
  copies 20;
}
)mkn";

// Plays nothing and declines whatever it may.
class QuietBot final : public Bot {
 public:
  std::string_view name() const override { return "quiet"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override {
    return choice == Choice::Discard || choice == Choice::Loot ? 0 : -1;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
};

struct Table {
  Table() : set(engine_test::setFromText(kSet)), game(set) {
    for (auto& bot : owned) bots.push_back(&bot);
    game.reset(7, bots);
    engine_test::clearTable(game);
  }
  CardId card(const std::string& name) { return engine_test::takeCard(game, name); }
  std::vector<CardId>& sealPile() { return game.drawPiles[static_cast<std::size_t>(set.sealDeck())]; }

  const PreparedSet& set;
  Game game;
  QuietBot owned[3];
  std::vector<Bot*> bots;
};

}  // namespace

TEST_CASE("a closed Seal goes to the bottom of the Seal deck") {
  Table t;
  t.game.openSeal(0);
  const CardId seal = t.game.openSeals.back();
  t.game.closeSeal(0);
  CHECK(t.game.openSealCount() == 0);
  REQUIRE_FALSE(t.sealPile().empty());
  CHECK(t.sealPile().front() == seal);
  CHECK(t.game.where[seal].zone == Zone::DrawPile);
}

TEST_CASE("apply_seal runs the top Seal's on seal_opened again for the target") {
  Table t;
  t.game.openSeal(0);  // Gift: on seal_opened { draw 1 treasure; }
  CHECK(t.game.players[0].hand.size() == 1);
  const CardId replay = t.card("Replay");
  t.game.moveTo(replay, Zone::Hand, 1);
  t.game.playCard(1, replay, -1);
  CHECK(t.game.players[1].hand.size() == 1);
}

TEST_CASE("a Seal kicked open from the Door deck opens as by open_seal") {
  Table t;
  const CardId comet = t.card("Comet");  // on seal_opened { gain_levels 1 max_level kill_level - 1; }
  auto& doors = t.game.drawPiles[static_cast<std::size_t>(t.set.doorDeck())];
  t.game.moveTo(comet, Zone::DrawPile, t.set.doorDeck());  // the top of the pile
  REQUIRE(doors.back() == comet);
  t.game.playTurn();
  CHECK(t.game.where[comet].zone == Zone::OpenSeals);
  CHECK(t.game.players[0].level == 2);
}

TEST_CASE("seal_opened reaches the opener first, then the others in turn order") {
  Table t;
  for (int seat = 0; seat < 3; ++seat) t.game.moveTo(t.card("Watcher"), Zone::InPlay, seat);  // draw 1 door
  auto& doors = t.game.drawPiles[static_cast<std::size_t>(t.set.doorDeck())];
  const std::vector<CardId> top(doors.end() - 3, doors.end());  // the next draw is top[2]
  t.game.openSeal(1);
  REQUIRE(t.game.players[1].hand.size() == 2);  // the Gift's Treasure and a Door
  CHECK(t.game.players[1].hand.back() == top[2]);
  CHECK(t.game.players[2].hand.back() == top[1]);
  CHECK(t.game.players[0].hand.back() == top[0]);
}
