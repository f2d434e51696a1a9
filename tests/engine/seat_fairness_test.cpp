// Fair seats (docs/semantics.md, "Setup" and "Whose card, whose choice"):
// nothing in the engine may depend on the seat number. Games are played with
// one random bot among greedy ones, the random bot moved round the seats game
// by game, so every seat sits in every line-up equally often; then each
// seat's share of the wins must be the same within chance. A first player
// fixed by the seat, or ties that go to the lower seat, fail it.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"

using namespace munchkin;
using engine_test::bundledSet;

namespace {

// Games per set and player count: a multiple of every count from 3 to 6.
constexpr int kGames = 12000;
constexpr const char* kSets[] = {"apocalypse", "star", "warhammer-aos", "zombies", "crossovers/all-four",
                                 "crossovers/apocalypse-epic"};

// The chi-square statistic of wins by seat against an even spread.
double chiSquare(const std::vector<long long>& winsBySeat) {
  long long total = 0;
  for (long long wins : winsBySeat) total += wins;
  const double expected = static_cast<double>(total) / static_cast<double>(winsBySeat.size());
  double statistic = 0;
  for (long long wins : winsBySeat) {
    const double gap = static_cast<double>(wins) - expected;
    statistic += gap * gap / expected;
  }
  return statistic;
}

// The chi-square value a fair table exceeds with probability 1e-4, by degrees
// of freedom (players - 1): the four player counts together raise a false
// alarm once in 2,500 seeds (and the seeds are fixed), while the old start
// from seat 0, with its ties to the lower seat, scored 58 to 131.
double criticalValue(int degreesOfFreedom) {
  switch (degreesOfFreedom) {
    case 2: return 18.42;
    case 3: return 21.11;
    case 4: return 23.51;
    default: return 25.74;
  }
}

// Adds the wins by seat of kGames games of `set` to `wins`.
void addWinsBySeat(const PreparedSet& set, std::vector<long long>& wins) {
  const int players = static_cast<int>(wins.size());
  std::vector<std::unique_ptr<Bot>> greedy;
  for (int seat = 0; seat < players; ++seat) greedy.push_back(makeGreedyBot());
  const auto random = makeRandomBot();
  Game game(set);
  std::vector<Bot*> bots(static_cast<std::size_t>(players));
  for (int index = 0; index < kGames; ++index) {
    const int randomSeat = index % players;
    for (int seat = 0; seat < players; ++seat) {
      const auto at = static_cast<std::size_t>(seat);
      bots[at] = seat == randomSeat ? random.get() : greedy[at].get();
    }
    game.reset(gameSeed(4711, static_cast<std::uint64_t>(index)), bots, nullptr, static_cast<std::uint64_t>(index));
    const GameResult result = game.play(400);
    if (result.winner >= 0) ++wins[static_cast<std::size_t>(result.winner)];
  }
}

// The bundled sets' games pooled: a bias of a point or two in one seat's
// share of the wins shows only over tens of thousands of games.
void checkSeats(int players) {
  std::vector<long long> wins(static_cast<std::size_t>(players), 0);
  std::ostringstream bySet;
  for (const char* path : kSets) {
    std::vector<long long> setWins(wins.size(), 0);
    addWinsBySeat(bundledSet(path), setWins);
    bySet << "\n  " << path << ":";
    for (std::size_t seat = 0; seat < wins.size(); ++seat) {
      bySet << ' ' << setWins[seat];
      wins[seat] += setWins[seat];
    }
  }
  std::ostringstream spread;
  for (long long w : wins) spread << ' ' << w;
  INFO(players << " players, wins by seat:" << spread.str() << bySet.str());
  INFO("chi-square " << chiSquare(wins) << " against " << criticalValue(players - 1));
  CHECK(chiSquare(wins) < criticalValue(players - 1));
}

}  // namespace

TEST_CASE("no seat wins more than chance allows, 3 players") { checkSeats(3); }
TEST_CASE("no seat wins more than chance allows, 4 players") { checkSeats(4); }
TEST_CASE("no seat wins more than chance allows, 5 players") { checkSeats(5); }
TEST_CASE("no seat wins more than chance allows, 6 players") { checkSeats(6); }
