#include "munchkin/balance.h"

#include <catch2/catch.hpp>

#include <memory>
#include <sstream>

#include "fixture_set.h"
#include "munchkin/bot.h"
#include "munchkin/restricted_bot.h"

using namespace munchkin;

namespace {

// Four greedy seats (two random with `mixed`), each behind a RestrictingBot.
struct Table {
  std::vector<std::unique_ptr<Bot>> inner;
  std::vector<std::unique_ptr<RestrictingBot>> wrapped;
  std::vector<Bot*> bots;
  explicit Table(bool mixed = false) {
    for (int seat = 0; seat < 4; ++seat) {
      inner.push_back(mixed && seat % 2 ? makeRandomBot() : makeGreedyBot());
      wrapped.push_back(std::make_unique<RestrictingBot>(*inner.back()));
      bots.push_back(wrapped.back().get());
    }
  }
  std::vector<Bot*> innerBots() const {
    std::vector<Bot*> plain;
    for (const auto& bot : inner) plain.push_back(bot.get());
    return plain;
  }
};

GameResult play(Game& game, std::span<Bot* const> bots, int index, GameLog* log = nullptr) {
  game.reset(gameSeed(5, static_cast<std::uint64_t>(index)), bots, log, static_cast<std::uint64_t>(index));
  return game.play(400);
}

bool sameGame(const GameResult& a, const GameResult& b) { return a.winner == b.winner && a.turns == b.turns; }

}  // namespace

TEST_CASE("a watched game is the game the bots play unwrapped") {
  fixture::FixtureSet set;
  for (bool mixed : {false, true}) {
    Table table(mixed);
    Game game(set.prepared());
    std::vector<ChanceSheet> sheets(4);
    for (int index = 0; index < 60; ++index) {
      const GameResult plain = play(game, table.innerBots(), index);
      for (int seat = 0; seat < 4; ++seat) {
        sheets[static_cast<std::size_t>(seat)].reset(set.tables().cards.size(), {});
        table.wrapped[static_cast<std::size_t>(seat)]->watch(&sheets[static_cast<std::size_t>(seat)]);
      }
      CHECK(sameGame(plain, play(game, table.bots, index)));
    }
  }
}

TEST_CASE("a seat forbidden a card it never had the chance to play plays the watched game") {
  fixture::FixtureSet set;
  for (bool mixed : {false, true}) {
    Table table(mixed);
    Game game(set.prepared());
    std::vector<ChanceSheet> sheets(4);
    const std::size_t designs = set.tables().cards.size();
    long long unchanged = 0, changed = 0;
    for (int index = 0; index < 25; ++index) {
      for (int seat = 0; seat < 4; ++seat) {
        sheets[static_cast<std::size_t>(seat)].reset(designs, {});
        table.wrapped[static_cast<std::size_t>(seat)]->watch(&sheets[static_cast<std::size_t>(seat)]);
      }
      const GameResult watched = play(game, table.bots, index);
      for (const auto& bot : table.wrapped) bot->restrict(RestrictingBot::kNoDesign);
      for (int seat = 0; seat < 4; ++seat) {
        for (std::size_t d = 0; d < designs; ++d) {
          table.wrapped[static_cast<std::size_t>(seat)]->restrict(static_cast<int>(d));
          const GameResult forbidden = play(game, table.bots, index);
          if (!sheets[static_cast<std::size_t>(seat)].noted(d)) {
            INFO("game " << index << ", seat " << seat << ", " << set.tables().cards[d].name);
            CHECK(sameGame(watched, forbidden));
            ++unchanged;
          } else {
            changed += !sameGame(watched, forbidden);
          }
        }
        table.wrapped[static_cast<std::size_t>(seat)]->restrict(RestrictingBot::kNoDesign);
      }
    }
    CHECK(unchanged > 0);
    CHECK(changed > 0);  // the restriction does change games where the seat had a chance
  }
}

TEST_CASE("a seat forbidden a card never plays it") {
  fixture::FixtureSet set;
  Table table;
  Game game(set.prepared());
  const int potion = set.design("Potion"), levelUp = set.design("Go Up a Level");
  int playedWhenAllowed = 0;
  for (int index = 0; index < 40; ++index) {
    std::ostringstream allowed;
    GameLog allowedLog(&allowed);
    play(game, table.bots, index, &allowedLog);
    playedWhenAllowed += allowed.str().find("Player 1 plays Potion (") != std::string::npos;
    for (int design : {potion, levelUp}) {
      table.wrapped[0]->restrict(design);
      std::ostringstream out;
      GameLog log(&out);
      play(game, table.bots, index, &log);
      const std::string name = set.tables().cards[static_cast<std::size_t>(design)].name;
      CHECK(out.str().find("Player 1 plays " + name + " (") == std::string::npos);
      CHECK(out.str().find("Player 1 uses " + name + " (") == std::string::npos);
    }
    table.wrapped[0]->restrict(RestrictingBot::kNoDesign);
  }
  CHECK(playedWhenAllowed > 0);
}

TEST_CASE("balance counts add up however the games are split or threaded") {
  fixture::FixtureSet set;
  BalanceOptions options;
  options.simulation.games = 60;
  options.simulation.seed = 11;
  options.designs = {set.design("Potion"), set.design("Go Up a Level"), set.design("Warrior")};
  auto json = [&](const BalanceCounters& counters) {
    std::ostringstream out;
    writeBalanceJson(finishBalance(set.prepared(), options, counters), out);
    return out.str();
  };
  const std::string one = json(playBalanceGames(set.prepared(), options, 0, 60));
  options.simulation.jobs = 3;
  CHECK(json(playBalanceGames(set.prepared(), options, 0, 60)) == one);
  BalanceCounters parts = playBalanceGames(set.prepared(), options, 40, 60);
  parts.add(playBalanceGames(set.prepared(), options, 0, 40));
  CHECK(json(parts) == one);
  std::ostringstream whole;
  writeBalanceJson(balance(set.prepared(), options), whole);
  CHECK(whole.str() == one);
}

TEST_CASE("until-halfwidth plays batches until the widest interval is narrow enough") {
  fixture::FixtureSet set;
  BalanceOptions options;
  options.simulation.games = 5000;
  options.designs = {set.design("Go Up a Level")};
  options.untilHalfwidth = 0.04;
  options.batch = 50;
  std::vector<int> targets;
  options.batchStarted = [&](int, int target) { targets.push_back(target); };
  const BalanceReport report = balance(set.prepared(), options);
  CHECK(report.widestHalfwidth <= 0.04);
  REQUIRE(!targets.empty());
  CHECK(targets.front() == 50);
  CHECK(report.games == targets.back());
  CHECK(report.games % 50 == 0);
  // The same games as a fixed count: the batches change nothing but when to stop.
  BalanceOptions fixed = options;
  fixed.untilHalfwidth = 0;
  fixed.simulation.games = static_cast<int>(report.games);
  std::ostringstream a, b;
  writeBalanceText(report, a);
  BalanceReport same = balance(set.prepared(), fixed);
  same.options.untilHalfwidth = options.untilHalfwidth;
  writeBalanceText(same, b);
  CHECK(a.str() == b.str());
}

TEST_CASE("balance options out of range are refused") {
  fixture::FixtureSet set;
  BalanceOptions options;
  options.designs = {static_cast<std::uint16_t>(set.tables().cards.size())};
  CHECK_THROWS_AS(balance(set.prepared(), options), std::invalid_argument);
  options.designs.clear();
  options.untilHalfwidth = -1;
  CHECK_THROWS_AS(balance(set.prepared(), options), std::invalid_argument);
}
