// Block coverage (`simulate --coverage`): each block kind counts where it
// acts, nothing is counted when coverage is off, and the totals do not
// depend on the thread count.
#include "munchkin/coverage.h"

#include <catch2/catch.hpp>

#include <memory>
#include <sstream>

#include "fixture_set.h"
#include "munchkin/bot.h"
#include "munchkin/simulator.h"

using namespace munchkin;

namespace {

// Plays nothing, helps nobody, and is always caught.
class PassiveBot final : public Bot {
 public:
  std::string_view name() const override { return "passive"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override {
    return choice == Choice::Discard || choice == Choice::Loot ? 0 : -1;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
};

// A game of the fixture with empty hands and tables, counting into `runs`.
struct CountedTable {
  CountedTable() : game(set.prepared()), runs(set.tables().effects.size(), 0) {
    for (int i = 0; i < 3; ++i) bots.push_back(&bot);
    game.reset(42, bots);
    for (auto& p : game.players) {
      while (!p.hand.empty()) game.discard(p.hand.back());
      while (!p.inPlay.empty()) game.discard(p.inPlay.back());
    }
    game.countBlocksInto(runs.data());
  }
  CardId take(const std::string& name) {
    const CardId c = game.takeFromDeck(set.design(name));
    REQUIRE(c < game.where.size());
    return c;
  }
  // The counter of block `block` of the card called `name`.
  std::uint64_t count(const std::string& name, std::uint32_t block = 0) const {
    return runs[set.tables().cards[set.design(name)].effects.first + block];
  }

  fixture::FixtureSet set;
  Game game;
  PassiveBot bot;
  std::vector<Bot*> bots;
  std::vector<std::uint64_t> runs;
};

}  // namespace

TEST_CASE("a play block counts each time it acts") {
  CountedTable t;
  t.game.playCard(0, t.take("Go Up a Level"), 1);
  CHECK(t.count("Go Up a Level") == 1);
  t.game.playCard(0, t.take("Go Up a Level"), 1);
  CHECK(t.count("Go Up a Level") == 2);
}

TEST_CASE("a bad_stuff block counts when it strikes, a while block once per fight it holds in") {
  CountedTable t;
  t.game.moveTo(t.take("Warrior"), Zone::InPlay, 0);  // while { combat_bonus +1; }
  t.game.moveTo(t.take("Wizard"), Zone::InPlay, 1);   // not in the fight
  t.game.startCombat(0, t.take("Slime"));             // level 1 against 1 + 1: won
  CHECK(t.count("Warrior") == 1);
  CHECK(t.count("Wizard") == 0);
  // Troll (level 8, bad_stuff { lose_levels 2; }) wins; its Bad Stuff counts only when it catches.
  std::uint64_t fights = 1;
  for (int i = 0; i < 20 && t.count("Troll") == 0; ++i) {
    t.game.players[0].level = 5;
    t.game.startCombat(0, t.take("Troll"));
    ++fights;
    CHECK(t.count("Troll") == (t.game.players[0].level == 3 ? 1u : 0u));
  }
  CHECK(t.count("Troll") == 1);
  CHECK(t.count("Warrior") == fights);
}

TEST_CASE("a granting while block counts at the end of its holder's turn") {
  CountedTable t;
  t.game.moveTo(t.take("Dwarf"), Zone::InPlay, 0);  // while { grant big_items +1; }
  t.game.current = 1;
  t.game.playTurn();  // not the Dwarf's turn
  CHECK(t.count("Dwarf") == 0);
  t.game.current = 0;
  t.game.playTurn();
  CHECK(t.count("Dwarf") >= 1);
}

TEST_CASE("coverage counts nothing when off, changes no game, and its totals do not depend on the threads") {
  fixture::FixtureSet set({.sealsToEnd = 7});
  SimulationOptions sim;
  sim.games = 300;
  sim.players = 4;
  sim.seed = 7;
  const SimulationReport off = simulate(set.prepared(), sim);
  CHECK(off.coverage.empty());
  sim.coverage = true;
  sim.jobs = 1;
  const SimulationReport one = simulate(set.prepared(), sim);
  sim.jobs = 3;
  const SimulationReport three = simulate(set.prepared(), sim);
  REQUIRE(one.coverage.size() == set.tables().effects.size());
  REQUIRE(three.coverage.size() == one.coverage.size());
  long long total = 0;
  for (std::size_t i = 0; i < one.coverage.size(); ++i) {
    CHECK(one.coverage[i].count == three.coverage[i].count);
    total += one.coverage[i].count;
  }
  CHECK(total > 0);
  std::ostringstream a, b;
  writeReportJson(one, a);
  writeReportJson(three, b);
  CHECK(a.str() == b.str());
  // Counting reads conditions but changes no game: the rest of the report is the same.
  SimulationReport stripped = one;
  stripped.options.coverage = false;
  stripped.options.jobs = 1;
  stripped.coverage.clear();
  // With coverage, the warnings say how many blocks never ran.
  std::erase_if(stripped.stats.warnings, [](const ReportWarning& w) { return w.kind == "blocks_never_ran"; });
  std::ostringstream counted, plain;
  writeReportJson(stripped, counted);
  writeReportJson(off, plain);
  CHECK(counted.str() == plain.str());
}

TEST_CASE("the text report lists every block that never ran, with its place") {
  const std::vector<BlockCoverage> coverage = {
      {"s.knight", "Knight", 0, EffectKind::While, "", "s/cards.mkn", 4, 12},
      {"s.knight", "Knight", 1, EffectKind::On, "seal_opened", "s/cards.mkn", 5, 0},
      {"s.rat", "Rat", 0, EffectKind::Play, "own_turn in_combat", "s/cards.mkn", 9, 3},
  };
  std::ostringstream out;
  writeCoverageText(coverage, out);
  const std::string text = out.str();
  CHECK(text.find("never ran: 1 of 3 blocks\n  Knight: on seal_opened (s/cards.mkn:5)\n") != std::string::npos);
  CHECK(text.find("Rat: play") == std::string::npos);
  CHECK(text.find("s/cards.mkn:9   play own_turn in_combat    3\n") != std::string::npos);
}
