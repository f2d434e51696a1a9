// The contract's Death (docs/semantics.md, "The game in brief"): a dead player
// receives no cards, gains no levels, cannot win and helps nobody until the
// next player begins a turn, then draws a new starting hand on their own next
// turn; the deaths of one event open one Seal. And the fields that limit the
// cards in play: never two copies of one Class, Race, Army or Mojo.
#include <catch2/catch.hpp>

#include <sstream>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"mkn(set deathrules {
  title "Death rules";
  players 2..6;
}

uses core;

param seals_to_end = 4;
param escape_roll = 7;
param start_doors = 2;
param start_treasures = 3;

deck seal "Seal";
kind seal "Seal" is seal in seal;
kind mojo "Mojo" is mojo in door;

seal "Toll" {
  on seal_opened { lose_levels 1; }
  copies 6;
}
class "Warrior" { copies 3; }
class "Wizard" { copies 3; }
mojo "Plague" { copies 3; }
modifier "Dual Training" {
  attaches class;
  while { grant classes +1; }
  copies 2;
}
modifier "Double Mojo" {
  attaches mojo;
  while { grant mojos +1; }
  copies 2;
}
curse "Doom" {
  play { die to all_players; }
  copies 3;
}
levelup "Boost" {
  play any_time { gain_levels 1 max_level kill_level - 1; }
  copies 3;
}
oneshot "Hand Over" {
  play own_turn outside_combat { give card to other_player; }
  copies 3;
}
item "Coin" {
  value 100;
  copies 40;
}
monster "Giant" {
  level 20;
  treasures 1;
  bad_stuff { die; }
  copies 6;
}
)mkn";

// Plays nothing, helps nobody; loots, discards and gives the first card
// offered, and remembers whom it was offered to ask for help.
class QuietBot final : public Bot {
 public:
  std::string_view name() const override { return "quiet"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override {
    return choice == Choice::Discard || choice == Choice::Loot || choice == Choice::GiveItem ? 0 : -1;
  }
  int choosePlayer(Game&, int, const TargetRequest&, std::span<const int> seats) override {
    return seats.empty() ? -1 : 0;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int> candidates) override {
    helpCandidates.assign(candidates.begin(), candidates.end());
    return {};
  }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
  std::vector<int> helpCandidates;
};

struct Table {
  explicit Table(int players = 3) : set(engine_test::setFromText(kSet)), game(set), owned(static_cast<std::size_t>(players)) {
    for (auto& bot : owned) bots.push_back(&bot);
    game.reset(11, bots, &log);
    engine_test::clearTable(game);
  }
  CardId card(const std::string& name) { return engine_test::takeCard(game, name); }
  void give(int seat, const std::string& name) { game.moveTo(card(name), Zone::Hand, seat); }
  // The next Door drawn is a copy of `name`.
  void doorOnTop(const std::string& name) { game.moveTo(card(name), Zone::DrawPile, set.doorDeck()); }
  void lay(int seat, const std::string& name) { game.moveTo(card(name), Zone::InPlay, seat); }
  int handSize(int seat) const { return static_cast<int>(game.players[static_cast<std::size_t>(seat)].hand.size()); }
  // Seat `seat` plays `name` from the hand as its turn would.
  void play(int seat, const std::string& name, int victim = -1) {
    const CardId c = card(name);
    game.moveTo(c, Zone::Hand, seat);
    game.playCard(seat, c, victim);
  }

  const PreparedSet& set;
  std::ostringstream text;
  GameLog log{&text};
  Game game;
  std::vector<QuietBot> owned;
  std::vector<Bot*> bots;
};

}  // namespace

TEST_CASE("a dead player loots nothing from a corpse of the same turn; the living do") {
  Table t;
  t.give(0, "Coin");
  t.give(1, "Coin");
  t.give(1, "Coin");
  t.game.kill(0);
  CHECK(t.game.isDead(0));
  const int before = t.handSize(2);
  t.game.kill(1);
  CHECK(t.handSize(0) == 0);          // seat 0 took nothing from seat 1
  CHECK(t.handSize(2) == before + 1);  // seat 2 took one card; the other was discarded
}

TEST_CASE("a dead player gains no levels, draws nothing and is given nothing until the next turn begins") {
  Table t;
  t.game.players[1].level = 4;
  t.game.kill(1);
  const int level = t.game.players[1].level;  // after the Toll seat 1 opened as it died
  t.game.gainLevels(1, 1, false, 0);
  t.game.gainLevelsFromKill(1, 2);
  CHECK(t.game.players[1].level == level);
  CHECK_FALSE(t.game.drawInto(t.set.treasureDeck(), 1));
  t.give(0, "Coin");
  t.play(0, "Hand Over");  // give card to other_player: seat 0's pick is the first seat offered
  CHECK(t.handSize(1) == 0);
  // Seat 0 begins a turn: seat 1 is alive again, and may go up and receive cards.
  t.doorOnTop("Wizard");  // what seat 0 kicks open: nothing that could kill anyone
  t.game.playTurn();
  CHECK_FALSE(t.game.isDead(1));
  t.game.gainLevels(1, 1, false, 0);
  CHECK(t.game.players[1].level == level + 1);
  CHECK(t.game.drawInto(t.set.treasureDeck(), 1));
}

TEST_CASE("Charity passes over a dead player of the lowest Level") {
  Table t;
  t.game.players[0].level = 3;
  t.game.players[1].level = 1;  // dead below
  t.game.players[2].level = 2;
  t.game.kill(1);
  for (int i = 0; i < 7; ++i) t.give(0, "Coin");
  t.game.charity(0);
  CHECK(t.handSize(1) == 0);
  CHECK(t.handSize(2) == 2);  // the excess over the hand limit of 5 went to the lowest of the living
}

TEST_CASE("a dead player is not asked to help, nor forced to") {
  Table t;
  t.game.kill(2);
  const CardId giant = t.card("Giant");
  t.game.enterCombat(0, {&giant, 1});
  t.game.playIntoCombat();
  CHECK(t.owned[0].helpCandidates == std::vector<int>{1});
}

TEST_CASE("a dead player draws the set's starting hand as their next turn starts, and the log says so") {
  Table t;
  t.game.kill(0);
  t.game.current = 2;
  t.doorOnTop("Wizard");
  t.game.playTurn();  // seat 2's turn: seat 0 is alive again, without a hand
  CHECK_FALSE(t.game.isDead(0));
  CHECK(t.handSize(0) == 0);
  t.doorOnTop("Wizard");  // kicked after the new hand is drawn
  t.doorOnTop("Warrior");
  t.doorOnTop("Plague");
  auto& doors = t.game.drawPiles[static_cast<std::size_t>(t.set.doorDeck())];
  auto& treasures = t.game.drawPiles[static_cast<std::size_t>(t.set.treasureDeck())];
  const std::vector<CardId> topDoors(doors.end() - 2, doors.end());
  const std::vector<CardId> topTreasures(treasures.end() - 3, treasures.end());
  t.game.current = 0;
  t.game.playTurn();
  // start_doors 2 and start_treasures 3: the tops of the decks, before the door is kicked.
  for (CardId c : topDoors) CHECK(t.game.where[c].zone != Zone::DrawPile);
  for (CardId c : topTreasures) CHECK(t.game.where[c].zone != Zone::DrawPile);
  CHECK(t.text.str().find("Player 1 draws a new hand of 5 cards, having died since the last turn.") != std::string::npos);
  // Only once: the turn after draws no new hand.
  t.text.str("");
  t.game.current = 0;
  t.doorOnTop("Wizard");
  t.game.playTurn();
  CHECK(t.text.str().find("draws a new hand") == std::string::npos);
}

TEST_CASE("fighter and helper killed in one fight open one Seal, by the current player") {
  Table t;
  t.game.players[0].level = 3;
  t.game.players[1].level = 3;
  const CardId giant = t.card("Giant");
  t.game.enterCombat(0, {&giant, 1});
  t.game.joinCombat(1, 0);
  t.game.resolveCombat();
  CHECK(t.game.openSealCount() == 1);
  CHECK(t.game.players[0].level == 2);  // Toll: the opener loses a level
  CHECK(t.game.players[1].level == 3);
}

TEST_CASE("one death opens one Seal, by the dead player, after the looting") {
  Table t;
  t.game.current = 2;
  t.game.players[0].level = 3;
  t.give(0, "Coin");
  t.game.kill(0);
  CHECK(t.game.openSealCount() == 1);
  CHECK(t.game.players[0].level == 2);
  CHECK(t.handSize(1) + t.handSize(2) == 1);
}

TEST_CASE("a card that kills every player opens one Seal, and nobody dead wins by the Seals") {
  Table t;
  for (int seat = 0; seat < 3; ++seat) t.game.players[static_cast<std::size_t>(seat)].level = 3;
  t.play(0, "Doom", 0);  // die to all_players
  CHECK(t.game.openSealCount() == 1);
  CHECK(t.game.players[0].level == 2);  // the current player opened it
  t.game.kill(1);                       // already dead: nothing happens
  CHECK(t.game.openSealCount() == 1);
  t.game.openSeal(2);
  t.game.openSeal(2);
  t.game.openSeal(2);  // the fourth: the end, with everybody dead
  CHECK(t.game.isOver());
  CHECK(t.game.result().winner == -1);
}

TEST_CASE("the last Seal opened by a death goes to the best living player") {
  Table t;
  t.game.players[0].level = 8;
  t.game.players[1].level = 3;
  t.game.players[2].level = 5;
  t.game.openSeal(1);
  t.game.openSeal(1);
  t.game.openSeal(1);
  t.game.current = 1;
  t.game.kill(0);  // the fourth Seal
  CHECK(t.game.isOver());
  CHECK(t.game.result().winner == 2);
}

TEST_CASE("a second copy of a class or mojo is refused even with room for a second one") {
  Table t;
  t.lay(0, "Warrior");
  t.lay(0, "Dual Training");
  t.lay(0, "Plague");
  t.lay(0, "Double Mojo");
  const CardId warrior = t.card("Warrior"), wizard = t.card("Wizard"), plague = t.card("Plague");
  for (CardId c : {warrior, wizard, plague}) t.game.moveTo(c, Zone::Hand, 0);
  CHECK_FALSE(t.game.canPlayNow(0, warrior, false));
  CHECK_FALSE(t.game.canPlayNow(0, plague, false));
  CHECK(t.game.canPlayNow(0, wizard, false));
  // Another player may play the copy.
  t.game.moveTo(warrior, Zone::Hand, 1);
  CHECK(t.game.canPlayNow(1, warrior, false));
}
