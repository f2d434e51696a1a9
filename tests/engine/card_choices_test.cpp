// Choices written on a card (docs/semantics.md, "Choices"): `choose` and
// `may` ask their chooser among the alternatives whose price can be paid,
// and only the alternative picked happens.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* kCards = R"(
set cardchoices { title "Card choices"; players 3..6; }
uses core;

oneshot "Flare" { play in_combat { choose { combat_bonus +3 to any_player; } or { combat_bonus +3 to monster; } } }
oneshot "Mood Swing" { play in_combat { choose { combat_bonus +2; } or { combat_bonus -2; } } }
oneshot "Maybe" { copies 2; play any_time { may { draw 2 door; } } }
oneshot "Neighbourly" { play any_time { choose by player_left { draw 1 door; } or { draw 2 treasure; } } }
oneshot "Pricey" { copies 2; play any_time { may { discard_cards 2; draw 3 treasure; } } }
curse "Toll" { copies 2; play { choose by victim { discard_cards 2; } or { lose_levels 1; } } }
class "Moody" { play in_combat { choose { combat_bonus +2; } or { combat_bonus -2; } } }
monster "Rat" { copies 6; level 1; treasures 1; bad_stuff { lose_levels 1; } }
monster "Colossus" { copies 2; level 30; treasures 5; bad_stuff { lose_levels 1; } }
monster "Filler" { copies 20; level 2; treasures 1; bad_stuff { lose_levels 1; } }
item "Trinket" { copies 20; value 100; }
)";

// Answers every written choice as told, and records what it was offered.
class ChoosingBot final : public Bot {
 public:
  std::string_view name() const override { return "choosing"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override { return mustPick(choice) ? 0 : -1; }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
  int chooseAlternative(Game&, int, const AlternativeRequest& request, std::span<const Range>) override {
    ++asked;
    lastChoice = request.choice;
    written.assign(request.written.begin(), request.written.end());
    return pick;
  }
  int pick = 0;  // the answer: an index among those offered, -1 to decline a `may`
  int asked = 0;
  Choice lastChoice = Choice::Alternative;
  std::vector<int> written;  // the places of the alternatives last offered
};

struct Table {
  explicit Table(bool greedy = false) : set(engine_test::setFromText(kCards)), game(set) {
    for (int i = 0; i < 3; ++i) {
      owned.push_back(std::make_unique<ChoosingBot>());
      greedyBots.push_back(makeGreedyBot());
      bots.push_back(greedy ? greedyBots.back().get() : owned.back().get());
    }
    game.reset(7, bots);
    engine_test::clearTable(game);
  }
  ChoosingBot& bot(int seat) { return *owned[static_cast<std::size_t>(seat)]; }
  CardId card(const std::string& name) { return engine_test::takeCard(game, name); }
  CardId give(int seat, const std::string& name) {
    const CardId c = card(name);
    game.moveTo(c, Zone::Hand, seat);
    return c;
  }
  std::size_t hand(int seat) const { return game.players[static_cast<std::size_t>(seat)].hand.size(); }

  const PreparedSet& set;
  Game game;
  std::vector<std::unique_ptr<ChoosingBot>> owned;
  std::vector<std::unique_ptr<Bot>> greedyBots;
  std::vector<Bot*> bots;
};

}  // namespace

TEST_CASE("choose: the player who plays the card picks, and only that alternative happens") {
  Table t;
  t.game.beginCombat(0);
  t.game.addMonster(t.card("Rat"));
  t.bot(0).pick = 1;
  t.game.playCard(0, t.give(0, "Mood Swing"), -1);
  CHECK(t.bot(0).asked == 1);
  CHECK(t.bot(0).lastChoice == Choice::Alternative);
  CHECK(t.bot(0).written == std::vector<int>{0, 1});
  CHECK(t.game.combat.playerBonus == -2);
  t.game.resolveCombat();
}

TEST_CASE("choose: to either side, the monsters' alternative strengthens the monster and not the side") {
  Table t;
  t.game.beginCombat(0);
  t.game.addMonster(t.card("Rat"));
  t.bot(1).pick = 1;
  t.game.playCard(1, t.give(1, "Flare"), -1);
  CHECK(t.game.combat.playerBonus == 0);
  CHECK(t.game.monsterStrength() == 4);
  t.game.resolveCombat();
}

TEST_CASE("may: declined, nothing happens; taken, its actions do") {
  Table t;
  t.bot(0).pick = -1;
  t.game.playCard(0, t.give(0, "Maybe"), -1);
  CHECK(t.bot(0).lastChoice == Choice::Optional);
  CHECK(t.hand(0) == 0);
  t.bot(0).pick = 0;
  t.game.playCard(0, t.give(0, "Maybe"), -1);
  CHECK(t.hand(0) == 2);
}

TEST_CASE("choose by player_left: the neighbour is asked, the card's player is not") {
  Table t;
  t.bot(1).pick = 1;
  t.game.playCard(0, t.give(0, "Neighbourly"), -1);
  CHECK(t.bot(0).asked == 0);
  CHECK(t.bot(1).asked == 1);
  CHECK(t.hand(0) == 2);  // the player of the card draws: `self` stays the block's self
}

TEST_CASE("a price that cannot be paid is not offered; with one alternative left nobody is asked") {
  Table t;
  t.game.players[1].level = 3;
  t.game.applyCurse(t.give(0, "Toll"), 1);  // seat 1 has no card to discard
  CHECK(t.bot(1).asked == 0);
  CHECK(t.game.players[1].level == 2);
  t.give(1, "Rat");
  t.give(1, "Rat");
  t.bot(1).pick = 0;
  t.game.applyCurse(t.give(0, "Toll"), 1);
  CHECK(t.bot(1).asked == 1);
  CHECK(t.bot(1).written == std::vector<int>{0, 1});
  CHECK(t.hand(1) == 0);  // the price, paid first
  CHECK(t.game.players[1].level == 2);
}

TEST_CASE("may with a price: not asked when it cannot be paid, paid first when taken") {
  Table t;
  t.game.playCard(0, t.give(0, "Pricey"), -1);
  CHECK(t.bot(0).asked == 0);
  t.give(0, "Rat");
  t.give(0, "Rat");
  t.game.playCard(0, t.give(0, "Pricey"), -1);
  CHECK(t.bot(0).asked == 1);
  CHECK(t.hand(0) == 3);  // two discarded, three drawn
}

TEST_CASE("greedy: its own bonus to its side, a one-shot to either side for the players when it fights") {
  Table t(true);
  t.game.beginCombat(0);
  t.game.addMonster(t.card("Colossus"));
  t.game.playCard(0, t.give(0, "Mood Swing"), -1);
  CHECK(t.game.combat.playerBonus == 2);
  t.game.playCard(0, t.give(0, "Flare"), -1);
  CHECK(t.game.combat.playerBonus == 5);
  CHECK(t.game.monsterStrength() == 30);
  t.game.resolveCombat();
}

TEST_CASE("greedy: outside the fight, a one-shot to either side goes to the monsters") {
  Table t(true);
  t.game.beginCombat(0);
  t.game.addMonster(t.card("Rat"));
  t.game.playCard(2, t.give(2, "Flare"), -1);
  CHECK(t.game.combat.playerBonus == 0);
  CHECK(t.game.monsterStrength() == 4);
  t.game.resolveCombat();
}

TEST_CASE("random: every alternative of a choice is picked over many plays") {
  const PreparedSet& set = engine_test::setFromText(kCards);
  int plus = 0, minus = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Game game(set);
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot*> bots;
    for (int i = 0; i < 3; ++i) owned.push_back(makeRandomBot()), bots.push_back(owned.back().get());
    game.reset(seed, bots);
    engine_test::clearTable(game);
    game.beginCombat(0);
    game.addMonster(engine_test::takeCard(game, "Rat"));
    const CardId swing = engine_test::takeCard(game, "Mood Swing");
    game.moveTo(swing, Zone::Hand, 0);
    game.playCard(0, swing, -1);
    plus += game.combat.playerBonus == 2;
    minus += game.combat.playerBonus == -2;
    game.resolveCombat();
  }
  CHECK(plus + minus == 40);
  CHECK(plus > 5);
  CHECK(minus > 5);
}
