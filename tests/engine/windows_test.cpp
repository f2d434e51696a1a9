// Windows (docs/semantics.md, "Windows"): cards of the hand played at a moment
// the engine opens after an event, asked of whom the contract says in its
// order, and never opened in a game none of whose cards has the window.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* kCards = R"(
set windows { title "Windows"; players 3..6; }
uses core;

oneshot "Potion of Flight" { copies 3; play run_failed { auto_escape; } }
oneshot "Tall Tale" { copies 3; play after_escape { draw 1 door; } }
oneshot "Vulture" { copies 3; play after_death { draw 1 treasure; } }
oneshot "Sore Loser" { copies 3; play after_win { lose_levels 1 to player_left; } }
oneshot "Loot Sniffer" { copies 3; play before_treasure { treasures +1; } }
special "Tripwire" { copies 3; play when_drawn { lose_levels 1; } }
oneshot "Counterspell" { copies 3; play in_answer { cancel curse; } }
oneshot "Rummage" { copies 3; play any_time { draw 1 door; } }
curse "Hex" { copies 3; play { lose_levels 1; } }
item "Cursed Bones" { slot none; while { roll_bonus -6; } }
class "Trap Master" { play in_answer { discard_cards 1; cancel curse; } }
monster "Colossus" { copies 2; level 30; treasures 1; bad_stuff { lose_levels 1; } }
monster "Filler" { copies 20; level 2; treasures 1; bad_stuff { lose_levels 1; } }
item "Trinket" { copies 20; value 100; }
)";

// Plays the first card of every window when `plays`, else none; records who
// was asked in which window. Declines everything else it may.
class WindowBot final : public Bot {
 public:
  std::string_view name() const override { return "window"; }
  int choose(Game& game, int seat, Choice choice, std::span<const CardId>) override {
    if (choice == Choice::WindowPlay) {
      asked->push_back({seat, game.windowOffered()});
      return plays ? 0 : -1;
    }
    return mustPick(choice) ? 0 : -1;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
  bool plays = true;
  std::vector<std::pair<int, Timing>>* asked = nullptr;
};

struct Table {
  Table() : set(engine_test::setFromText(kCards)), game(set) {
    for (auto& bot : owned) {
      bot.asked = &asked;
      bots.push_back(&bot);
    }
    game.reset(3, bots);
    engine_test::clearTable(game);
    asked.clear();
  }
  CardId give(int seat, const std::string& name) {
    const CardId c = engine_test::takeCard(game, name);
    game.moveTo(c, Zone::Hand, seat);
    return c;
  }
  std::size_t hand(int seat) const { return game.players[static_cast<std::size_t>(seat)].hand.size(); }
  int& level(int seat) { return game.players[static_cast<std::size_t>(seat)].level; }

  const PreparedSet& set;
  Game game;
  WindowBot owned[3];
  std::vector<Bot*> bots;
  std::vector<std::pair<int, Timing>> asked;
};

}  // namespace

TEST_CASE("run_failed: the runner escapes the monster after the failed roll, before its Bad Stuff", "[windows]") {
  Table t;
  t.level(0) = 3;
  t.game.moveTo(engine_test::takeCard(t.game, "Cursed Bones"), Zone::InPlay, 0);  // every roll fails
  t.give(0, "Potion of Flight");
  t.give(1, "Potion of Flight");  // not the runner's: never asked
  t.game.beginCombat(0);
  t.game.addMonster(engine_test::takeCard(t.game, "Colossus"));
  t.game.resolveCombat();
  CHECK(t.level(0) == 3);  // escaped: no Bad Stuff
  REQUIRE(!t.asked.empty());
  CHECK(t.asked.front() == std::pair{0, Timing::RunFailed});
  for (const auto& [seat, window] : t.asked) CHECK((window != Timing::RunFailed || seat == 0));
}

TEST_CASE("run_failed declined: the catch and Bad Stuff follow", "[windows]") {
  Table t;
  t.level(0) = 3;
  for (auto& bot : t.owned) bot.plays = false;
  t.game.moveTo(engine_test::takeCard(t.game, "Cursed Bones"), Zone::InPlay, 0);
  t.give(0, "Potion of Flight");
  t.game.beginCombat(0);
  t.game.addMonster(engine_test::takeCard(t.game, "Colossus"));
  t.game.resolveCombat();
  CHECK(t.level(0) == 2);
  CHECK(t.hand(0) == 1);  // the potion, never played
}

TEST_CASE("in_answer: the others from the curser's left may cancel the curse being played", "[windows]") {
  Table t;
  t.level(1) = 3;
  t.give(0, "Counterspell");  // the curser's own: not asked
  t.give(2, "Counterspell");
  const CardId hex = t.give(0, "Hex");
  for (auto& bot : t.owned) bot.plays = false;
  t.owned[2].plays = true;
  t.game.playCard(0, hex, 1);
  CHECK(t.level(1) == 3);  // cancelled, though it struck another player
  CHECK(t.hand(2) == 0);
  CHECK(t.asked == std::vector<std::pair<int, Timing>>{{2, Timing::InAnswer}});  // seat 1 holds none
}

TEST_CASE("in_answer: nobody cancels, the curse strikes", "[windows]") {
  Table t;
  t.level(1) = 3;
  t.give(2, "Counterspell");
  t.give(1, "Counterspell");
  for (auto& bot : t.owned) bot.plays = false;
  t.game.playCard(0, t.give(0, "Hex"), 1);
  CHECK(t.level(1) == 2);
  // Seat 1 (the curser's left) first, then seat 2.
  CHECK(t.asked == std::vector<std::pair<int, Timing>>{{1, Timing::InAnswer}, {2, Timing::InAnswer}});
}

TEST_CASE("when_drawn: the drawn card is played at once, without a question", "[windows]") {
  Table t;
  t.level(0) = 3;
  const CardId tripwire = engine_test::takeCard(t.game, "Tripwire");
  t.game.moveTo(tripwire, Zone::DrawPile, t.set.doorDeck());  // on top
  t.game.playCard(0, t.give(0, "Rummage"), 0);
  CHECK(t.level(0) == 2);
  CHECK(t.game.where[tripwire].zone == Zone::Discard);
  CHECK(t.asked.empty());
}

TEST_CASE("after_death: the living from the dead player's left may play", "[windows]") {
  Table t;
  t.give(1, "Vulture");
  t.give(2, "Vulture");
  t.game.kill(0);
  // Each looted nothing (seat 0's hand was empty) and drew a Treasure.
  CHECK(t.asked == std::vector<std::pair<int, Timing>>{{1, Timing::AfterDeath}, {2, Timing::AfterDeath}});
  CHECK(t.hand(1) == 1);
  CHECK(t.hand(2) == 1);
}

TEST_CASE("after_win then before_treasure: from the fighter; a treasures there counts", "[windows]") {
  Table t;
  t.level(0) = 5;
  t.give(1, "Loot Sniffer");
  t.game.beginCombat(0);
  t.game.addMonster(engine_test::takeCard(t.game, "Filler"));
  t.game.resolveCombat();
  CHECK(t.asked == std::vector<std::pair<int, Timing>>{{1, Timing::BeforeTreasure}});
  CHECK(t.hand(0) == 2);  // Filler's Treasure and Loot Sniffer's
}

TEST_CASE("a game none of whose cards has a window opens none", "[windows]") {
  const PreparedSet& plain = engine_test::textSet(R"(oneshot "Rummage" { play any_time { draw 1 door; } })");
  CHECK(plain.windows() == 0);
  Table t;
  CHECK(t.set.windows() == (windowBit(Timing::RunFailed) | windowBit(Timing::AfterEscape) | windowBit(Timing::AfterDeath) |
                            windowBit(Timing::AfterWin) | windowBit(Timing::BeforeTreasure) | windowBit(Timing::WhenDrawn) |
                            windowBit(Timing::InAnswer)));
}

TEST_CASE("in_answer: an ability of a card in play cancels a curse played on anyone, its price paid", "[windows]") {
  Table t;
  t.level(1) = 3;
  t.game.moveTo(engine_test::takeCard(t.game, "Trap Master"), Zone::InPlay, 2);
  t.give(2, "Rummage");  // the price
  t.game.playCard(0, t.give(0, "Hex"), 1);
  CHECK(t.level(1) == 3);
  CHECK(t.hand(2) == 0);
  CHECK(t.asked == std::vector<std::pair<int, Timing>>{{2, Timing::InAnswer}});
}

TEST_CASE("in_answer: an ability whose price cannot be paid is not offered", "[windows]") {
  Table t;
  t.level(1) = 3;
  t.game.moveTo(engine_test::takeCard(t.game, "Trap Master"), Zone::InPlay, 2);
  t.game.playCard(0, t.give(0, "Hex"), 1);
  CHECK(t.level(1) == 2);
  CHECK(t.asked.empty());
}
