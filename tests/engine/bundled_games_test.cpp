// Ten thousand games of every bundled set, with every invariant checked
// every turn: no errors, every game ends, and it ends the way the set says.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/simulator.h"

using namespace munchkin;
using engine_test::bundledSet;

namespace {

constexpr int kGames = 10000;
constexpr const char* kSets[] = {"apocalypse", "star", "warhammer-aos", "zombies", "crossovers/all-four",
                                 "crossovers/apocalypse-epic"};

long long wins(const SimulationReport& report, WinReason reason) { return report.winsByReason[static_cast<int>(reason)]; }

void checkSimulation(const PreparedSet& set, int players, BotPolicy policy, int games) {
  SimulationOptions options;
  options.games = games;
  options.players = players;
  options.seed = 20240 + static_cast<std::uint64_t>(players);
  options.jobs = 2;
  options.policy = policy;
  options.checkInvariants = true;  // in a Release build too
  const SimulationReport report = simulate(set, options);
  INFO(set.tables().id << ", " << players << " players, " << (policy == BotPolicy::Greedy ? "greedy" : "mixed"));
  INFO((report.errors.empty() ? std::string("no errors") : report.errors.front()));
  CHECK(report.errorCount == 0);

  long long won = 0;
  for (long long w : report.winsBySeat) won += w;
  const long long unfinished = wins(report, WinReason::TurnCap);
  CHECK(won + unfinished == games);
  // Greedy bots always finish; random ones may dawdle, but rarely.
  if (policy == BotPolicy::Greedy) CHECK(unfinished == 0);
  else CHECK(unfinished * 100 <= games);
  CHECK(wins(report, WinReason::None) == 0);

  const Params& params = set.params();
  if (params.sealsToEnd > 0) CHECK(wins(report, WinReason::SeventhSeal) > 0);
  else CHECK(wins(report, WinReason::SeventhSeal) == 0);
  if (params.epicLevel > 0) {
    CHECK(wins(report, WinReason::Epic) > 0);
    CHECK(wins(report, WinReason::KillToWinLevel) == 0);
  } else {
    CHECK(wins(report, WinReason::Epic) == 0);
    CHECK(wins(report, WinReason::KillToWinLevel) > 0);
  }
}

// Plays games one by one and looks at the table each ended with.
void checkEndings(const PreparedSet& set, int games) {
  auto a = makeGreedyBot(), b = makeRandomBot(), c = makeGreedyBot(), d = makeGreedyBot();
  Bot* bots[] = {a.get(), b.get(), c.get(), d.get()};
  Game game(set);
  game.setInvariantChecks(true);  // in a Release build too
  const Params& params = set.params();
  for (int index = 0; index < games; ++index) {
    game.reset(gameSeed(77, static_cast<std::uint64_t>(index)), bots, nullptr, static_cast<std::uint64_t>(index));
    const GameResult result = game.play(400);
    INFO(set.tables().id << " game " << index << ": " << winReasonName(result.reason));
    REQUIRE(result.errors.empty());
    switch (result.reason) {
      case WinReason::KillToWinLevel:
      case WinReason::Epic:
        // Epic games are won at Level 20 (the win level the Epic module sets).
        CHECK(game.players[static_cast<std::size_t>(result.winner)].level >= params.winLevel);
        break;
      case WinReason::SeventhSeal: CHECK(game.openSealCount() == params.sealsToEnd); break;
      case WinReason::TurnCap: CHECK(result.winner < 0); break;
      default: break;
    }
  }
}

void checkSet(const std::string& path) {
  const PreparedSet& set = bundledSet(path);
  checkSimulation(set, 4, BotPolicy::Greedy, kGames);
  checkSimulation(set, 4, BotPolicy::Mixed, kGames);
  checkSimulation(set, 3, BotPolicy::Greedy, kGames);
  checkSimulation(set, 6, BotPolicy::Greedy, kGames);
  checkEndings(set, 500);
}

}  // namespace

TEST_CASE("ten thousand games of Munchkin Apocalypse") { checkSet("apocalypse"); }
TEST_CASE("ten thousand games of Star Munchkin") { checkSet("star"); }
TEST_CASE("ten thousand games of Munchkin Warhammer Age of Sigmar") { checkSet("warhammer-aos"); }
TEST_CASE("ten thousand games of Munchkin Zombies") { checkSet("zombies"); }
TEST_CASE("ten thousand games of the four-set crossover") { checkSet("crossovers/all-four"); }

TEST_CASE("ten thousand games of Apocalypse with Epic rules") {
  const PreparedSet& set = bundledSet("crossovers/apocalypse-epic");
  CHECK(set.params().winLevel == 20);
  checkSet("crossovers/apocalypse-epic");
}

TEST_CASE("bundled sets report the same on one thread or three") {
  for (const char* path : kSets) {
    const PreparedSet& set = bundledSet(path);
    SimulationOptions options;
    options.games = 600;
    options.players = 5;
    options.seed = 5;
    options.policy = BotPolicy::Mixed;
    auto json = [&](int jobs) {
      options.jobs = jobs;
      std::ostringstream out;
      writeReportJson(simulate(set, options), out);
      return out.str();
    };
    INFO(path);
    CHECK(json(1) == json(3));
  }
}

TEST_CASE("the invariant checks change no game") {
  // Off (a Release build's default), moveTo skips the bookkeeping only the checks read.
  for (const char* path : kSets) {
    const PreparedSet& set = bundledSet(path);
    auto a = makeGreedyBot(), b = makeRandomBot(), c = makeGreedyBot(), d = makeRandomBot();
    Bot* bots[] = {a.get(), b.get(), c.get(), d.get()};
    Game checked(set), unchecked(set);
    checked.setInvariantChecks(true);
    unchecked.setInvariantChecks(false);
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      std::ostringstream checkedLog, uncheckedLog;
      GameLog logA(&checkedLog), logB(&uncheckedLog);
      checked.reset(seed, bots, &logA);
      const GameResult a = checked.play(400);
      unchecked.reset(seed, bots, &logB);
      const GameResult b = unchecked.play(400);
      INFO(path << " seed " << seed);
      CHECK(a.errors.empty());
      CHECK(checkedLog.str() == uncheckedLog.str());
      CHECK((a.winner == b.winner && a.reason == b.reason && a.turns == b.turns));
    }
  }
}

TEST_CASE("a reused Game plays a game exactly as a fresh one does") {
  // Once-per-turn marks of one game once leaked into the next game's opening plays.
  for (const char* path : kSets) {
    const PreparedSet& set = bundledSet(path);
    auto a = makeGreedyBot(), b = makeRandomBot(), c = makeGreedyBot(), d = makeRandomBot();
    Bot* bots[] = {a.get(), b.get(), c.get(), d.get()};
    auto logOf = [&](Game& game, std::uint64_t seed) {
      std::ostringstream out;
      GameLog log(&out);
      game.reset(seed, bots, &log);
      game.play(400);
      return out.str();
    };
    Game reused(set);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      Game fresh(set);
      INFO(path << " seed " << seed);
      CHECK(logOf(reused, seed) == logOf(fresh, seed));
    }
  }
}
