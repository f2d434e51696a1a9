// Dice (docs/semantics.md, "Dice"): a `roll` acts on the row of its result;
// `rolled` reaches the roller's cards before the result is read, where
// `reroll` replaces the die and `roll_bonus` adds to it; `while` roll bonuses
// reach every roll; a result beyond 1..6 reads as 1 or 6 for a table; the
// Run Away roll is a roll too. The die is read back from the game log.
#include <catch2/catch.hpp>

#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"
#include "munchkin/game_log.h"

using namespace munchkin;

namespace {

const char* kCards = R"(
set dice { title "Dice"; players 3..6; }
uses core;

oneshot "Three Ways" { copies 4; play any_time { roll { on 5..6 { draw 3 door; } on 1..2 { draw 1 door; } on 3..4 { draw 2 door; } } } }
oneshot "Gamble" { copies 4; play any_time { roll { on 1..3 { lose_levels 1; } on 4..6 { draw 1 door; } } } }
item "Loaded" { slot none; while { roll_bonus +6; } }
item "Cursed Bones" { slot none; while { roll_bonus -6; } }
item "Evil Eye" { slot none; while { roll_bonus -6 to all_others; } }
race "Halfling" { on rolled { roll_bonus +2; } }
class "Mystic" { on rolled { may { reroll; } } }
class "Compulsive" { on rolled { reroll; reroll; } }
monster "Colossus" { copies 2; level 30; treasures 5; bad_stuff { lose_levels 1; } }
monster "Filler" { copies 20; level 2; treasures 1; bad_stuff { lose_levels 1; } }
item "Trinket" { copies 20; value 100; }
)";

// Declines what it may, takes the first option it must, and answers a `may`
// as told, counting the questions.
class DiceBot final : public Bot {
 public:
  std::string_view name() const override { return "dice"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override { return mustPick(choice) ? 0 : -1; }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
  int chooseAlternative(Game&, int, const AlternativeRequest&, std::span<const Range>) override {
    ++asked;
    return pick;
  }
  int pick = 0;
  int asked = 0;
};

struct Table {
  explicit Table(std::uint64_t seed = 7, bool greedy = false) : set(engine_test::setFromText(kCards)), game(set) {
    for (int i = 0; i < 3; ++i) {
      owned.push_back(std::make_unique<DiceBot>());
      greedyBots.push_back(makeGreedyBot());
      bots.push_back(greedy ? greedyBots.back().get() : owned.back().get());
    }
    game.reset(seed, bots, &log);
    engine_test::clearTable(game);
    text.str("");
  }
  DiceBot& bot(int seat) { return *owned[static_cast<std::size_t>(seat)]; }
  CardId card(const std::string& name) { return engine_test::takeCard(game, name); }
  void inPlay(int seat, const std::string& name) { game.moveTo(card(name), Zone::InPlay, seat); }
  std::size_t hand(int seat) const { return game.players[static_cast<std::size_t>(seat)].hand.size(); }
  // Plays Three Ways for `seat`: how many cards it drew.
  int threeWays(int seat) {
    const CardId c = card("Three Ways");
    game.moveTo(c, Zone::Hand, seat);
    const std::size_t before = hand(seat) - 1;
    game.playCard(seat, c, -1);
    return static_cast<int>(hand(seat) - before);
  }
  // The numbers of the log lines matching `pattern`'s first group, in order.
  std::vector<int> numbers(const std::string& pattern) const {
    std::vector<int> out;
    const std::string all = text.str();
    const std::regex re(pattern);
    for (auto it = std::sregex_iterator(all.begin(), all.end(), re); it != std::sregex_iterator(); ++it) {
      out.push_back(std::stoi((*it)[1].str()));
    }
    return out;
  }

  const PreparedSet& set;
  Game game;
  std::ostringstream text;
  GameLog log{&text};
  std::vector<std::unique_ptr<DiceBot>> owned;
  std::vector<std::unique_ptr<Bot>> greedyBots;
  std::vector<Bot*> bots;
};

int rowOf(int result) { return result <= 2 ? 1 : result <= 4 ? 2 : 3; }

}  // namespace

TEST_CASE("roll: the row holding the die happens, and no other; the rows may be written in any order") {
  bool seen[4] = {};
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    Table t(seed);
    const int drawn = t.threeWays(0);
    const std::vector<int> dice = t.numbers("rolls a (\\d) for Three Ways");
    REQUIRE(dice.size() == 1);
    CHECK(drawn == rowOf(dice[0]));
    seen[drawn] = true;
  }
  CHECK((seen[1] && seen[2] && seen[3]));
}

TEST_CASE("roll: a while roll_bonus reaches every roll; a result above 6 reads as 6, below 1 as 1") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Table t(seed);
    t.inPlay(0, "Loaded");
    CHECK(t.threeWays(0) == 3);
    t.inPlay(1, "Cursed Bones");
    CHECK(t.threeWays(1) == 1);
    CHECK(t.numbers("counts the roll for Three Ways as (\\d)") == std::vector<int>{6, 1});
  }
}

TEST_CASE("roll: a while roll_bonus aimed at others reaches them and not its holder") {
  Table t;
  t.inPlay(0, "Evil Eye");
  CHECK(t.threeWays(1) == 1);
  CHECK(t.threeWays(2) == 1);
  const int own = t.threeWays(0);
  CHECK(own == rowOf(t.numbers("Player 1 rolls a (\\d) for Three Ways").at(0)));
}

TEST_CASE("on rolled: roll_bonus adds to the roll under way before its row is read") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Table t(seed);
    t.inPlay(0, "Halfling");
    const int drawn = t.threeWays(0);
    const int die = t.numbers("rolls a (\\d) for Three Ways").at(0);
    CHECK(drawn == rowOf(std::min(6, die + 2)));
  }
}

TEST_CASE("on rolled: a re-roll replaces the die, rolled does not fire again, and a later reroll rolls once more") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Table t(seed);
    t.inPlay(0, "Compulsive");
    const int drawn = t.threeWays(0);
    const std::vector<int> first = t.numbers("re-rolls a (\\d) with Compulsive");
    const std::vector<int> after = t.numbers("with Compulsive: (\\d)");
    REQUIRE(first.size() == 2);  // two rerolls of one block, and no more: rolled fired once
    REQUIRE(after.size() == 2);
    CHECK(first[0] == t.numbers("rolls a (\\d) for Three Ways").at(0));
    CHECK(first[1] == after[0]);
    CHECK(drawn == rowOf(after[1]));
  }
}

TEST_CASE("on rolled: a may re-roll asks the roller; declined, the die stands") {
  Table t;
  t.inPlay(0, "Mystic");
  t.bot(0).pick = -1;
  const int drawn = t.threeWays(0);
  CHECK(t.bot(0).asked == 1);
  CHECK(t.numbers("re-rolls a (\\d)").empty());
  CHECK(drawn == rowOf(t.numbers("rolls a (\\d) for Three Ways").at(0)));
  t.bot(0).pick = 0;
  t.threeWays(0);
  CHECK(t.bot(0).asked == 2);
  CHECK(t.numbers("re-rolls a (\\d)").size() == 1);
  t.threeWays(1);  // another player's roll does not reach the Mystic
  CHECK(t.bot(0).asked == 2);
}

TEST_CASE("running away: rolled and roll_bonus reach the Run Away roll") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Table t(seed);
    t.inPlay(0, "Loaded");
    t.game.beginCombat(0);
    t.game.addMonster(t.card("Colossus"));
    t.game.resolveCombat();
    CHECK(t.numbers("is caught by Colossus with a roll of (\\d)").empty());
    CHECK(t.numbers("runs away from Colossus with a roll of (\\d)").size() == 1);
  }
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Table t(seed);
    t.inPlay(0, "Cursed Bones");
    t.game.beginCombat(0);
    t.game.addMonster(t.card("Colossus"));
    t.game.resolveCombat();
    CHECK(t.numbers("is caught by Colossus with a roll of (\\d)").size() == 1);
  }
  Table t;
  t.inPlay(0, "Mystic");
  t.bot(0).pick = 0;
  t.game.beginCombat(0);
  t.game.addMonster(t.card("Colossus"));
  t.game.resolveCombat();
  CHECK(t.bot(0).asked == 1);
  const std::vector<int> after = t.numbers("with Mystic: (\\d)");
  REQUIRE(after.size() == 1);
  const bool escaped = !t.numbers("runs away from Colossus with a roll of (\\d)").empty();
  CHECK(escaped == (after[0] >= 5));  // the die after the re-roll decides, against escape_roll 5
}

TEST_CASE("greedy: re-rolls a Run Away roll that fails, never one that escapes") {
  int rerolled = 0, kept = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Table t(seed, true);
    t.inPlay(0, "Mystic");
    t.game.beginCombat(0);
    t.game.addMonster(t.card("Colossus"));
    t.game.resolveCombat();
    const std::vector<int> rerolls = t.numbers("re-rolls a (\\d) with Mystic");
    const std::vector<int> escapes = t.numbers("runs away from Colossus with a roll of (\\d)");
    if (rerolls.empty()) {
      ++kept;
      CHECK(escapes.size() == 1);  // kept only a roll that escapes
    } else {
      ++rerolled;
      CHECK(rerolls[0] < 5);
    }
  }
  CHECK(rerolled > 0);
  CHECK(kept > 0);
}

TEST_CASE("greedy: re-rolls a table roll whose row is worse than the average, keeps a better one") {
  int rerolled = 0, kept = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Table t(seed, true);
    t.inPlay(0, "Mystic");
    const CardId gamble = t.card("Gamble");
    t.game.moveTo(gamble, Zone::Hand, 0);
    t.game.playCard(0, gamble, -1);
    const int die = t.numbers("rolls a (\\d) for Gamble").at(0);
    const bool again = !t.numbers("re-rolls a (\\d) with Mystic").empty();
    // A level lost scores below the average of the rows, a card drawn above.
    CHECK(again == (die <= 3));
    (again ? rerolled : kept) += 1;
  }
  CHECK(rerolled > 0);
  CHECK(kept > 0);
}

TEST_CASE("setDice: the next dice come from the list, in order, then from the seed again") {
  Table t;
  const int dice[] = {2, 6, 4};
  t.game.setDice(dice);
  CHECK(t.threeWays(0) == 1);
  CHECK(t.threeWays(0) == 3);
  CHECK(t.threeWays(0) == 2);
  CHECK(t.numbers("rolls a (\\d) for Three Ways") == std::vector<int>{2, 6, 4});
  const int drawn = t.threeWays(0);
  CHECK(drawn == rowOf(t.numbers("rolls a (\\d) for Three Ways").at(3)));
}
