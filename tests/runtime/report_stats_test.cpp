// The finish step of a report's statistics (report_stats.h) on counters made
// by hand, where every figure is known; the fixture sets of
// tests/golden/simulate/stats_* show them on real games.
#include "munchkin/report_stats.h"

#include <catch2/catch.hpp>

#include "munchkin/simulator.h"
#include "fixture_set.h"

using namespace munchkin;

TEST_CASE("the chi-square tail matches the tables at every seat count") {
  // The 5% critical values of degrees of freedom 1 to 7.
  const double critical[] = {3.841459, 5.991465, 7.814728, 9.487729, 11.070498, 12.591587, 14.067140};
  for (int df = 1; df <= 7; ++df) CHECK(chiSquarePValue(critical[df - 1], df) == Approx(0.05).epsilon(1e-5));
  CHECK(chiSquarePValue(0, 3) == 1);
  CHECK(chiSquarePValue(16.266236, 3) == Approx(0.001).epsilon(1e-4));
}

TEST_CASE("a test with too few expected wins is not made") {
  const ChiSquareTest few = chiSquareTest({3, 1, 0}, {1.3, 1.3, 1.4});
  CHECK_FALSE(few.done);
  const ChiSquareTest even = chiSquareTest({25, 25, 25, 25}, {25, 25, 25, 25});
  CHECK(even.done);
  CHECK(even.statistic == 0);
  CHECK(even.pValue == 1);
}

namespace {

// Counters for `players` seats of a set with no cards, turn cap 40.
ReportCounters emptyCounters(int players) {
  ReportCounters counters;
  counters.reset(0, 0, players, 40);
  return counters;
}

ReportCatalogue noCards() { return {}; }

// Games lasting 0..40 turns, none yet.
std::vector<long long> noGames() { return std::vector<long long>(41, 0); }

}  // namespace

TEST_CASE("the median game length comes from the histogram") {
  const ReportCounters counters = emptyCounters(4);
  std::vector<long long> gamesByTurns = noGames();
  gamesByTurns[10] = 2;
  gamesByTurns[12] = 1;
  gamesByTurns[20] = 1;
  const ReportCatalogue catalogue = noCards();
  CHECK(finishReportStats(catalogue, counters, gamesByTurns, {0, 0, 0, 0}, {0, 0, 0, 0}, 4, 40).medianTurns == 11);
  gamesByTurns[20] = 0;
  CHECK(finishReportStats(catalogue, counters, gamesByTurns, {0, 0, 0, 0}, {0, 0, 0, 0}, 3, 40).medianTurns == 10);
}

TEST_CASE("seat balance expects each seat's wins from who went first and the wins by place") {
  ReportCounters counters = emptyCounters(2);
  // 100 games each seat went first in; the first player won 150 of the 200.
  counters.gamesByFirstSeat = {100, 100};
  const ReportCatalogue catalogue = noCards();
  const ReportStats fair = finishReportStats(catalogue, counters, noGames(), {100, 100}, {150, 50}, 200, 40);
  REQUIRE(fair.seatTest.done);
  CHECK(fair.seatTest.expected == std::vector<double>{100, 100});
  CHECK(fair.seatTest.statistic == 0);
  CHECK(fair.warnings.empty());  // the first player's edge is reported apart, not as a seat's
  CHECK(fair.turnOrderTest.statistic == Approx(50.0));
  CHECK(fair.turnOrderTest.pValue < 0.0001);
  // Seat 0 went first in 150 games: its 125 wins are what turn order predicts.
  counters.gamesByFirstSeat = {150, 50};
  const ReportStats skewed = finishReportStats(catalogue, counters, noGames(), {125, 75}, {150, 50}, 200, 40);
  CHECK(skewed.seatTest.expected == std::vector<double>{125, 75});
  CHECK(skewed.seatTest.statistic == 0);
  // Seat 0 wins 160 though it went first as often as seat 1: a warning.
  counters.gamesByFirstSeat = {100, 100};
  const ReportStats unfair = finishReportStats(catalogue, counters, noGames(), {160, 40}, {150, 50}, 200, 40);
  CHECK(unfair.seatTest.statistic == Approx(72.0));
  REQUIRE(unfair.warnings.size() == 1);
  CHECK(unfair.warnings[0].kind == "seat_imbalance");
  CHECK(unfair.warnings[0].message ==
        "seats win unevenly beyond the first-player advantage: wins by seat 160 40 against 100.0 100.0 expected, "
        "chi-square 72.00 with 1 degrees of freedom, p < 0.0001");
  // Just short of the bar (p = 0.0019) stays quiet.
  const ReportStats nearMiss = finishReportStats(catalogue, counters, noGames(), {122, 78}, {150, 50}, 200, 40);
  CHECK(nearMiss.seatTest.pValue > kSeatImbalanceP);
  CHECK(nearMiss.warnings.empty());
}

TEST_CASE("Level curves are the mean Levels of the winner and of the others, round by round") {
  ReportCounters counters = emptyCounters(3);
  counters.curveGames[0] = 2;
  counters.winnerLevels[0] = 7;   // 3 and 4
  counters.othersLevels[0] = 10;  // four others
  counters.curveGames[1] = 1;
  counters.winnerLevels[1] = 10;
  counters.othersLevels[1] = 9;
  const ReportCatalogue catalogue = noCards();
  const ReportStats stats = finishReportStats(catalogue, counters, noGames(), {1, 1, 0}, {1, 1, 0}, 2, 40);
  REQUIRE(stats.levelCurve.size() == 2);
  CHECK(stats.levelCurve[0].round == 1);
  CHECK(stats.levelCurve[0].games == 2);
  CHECK(stats.levelCurve[0].winner == 3.5);
  CHECK(stats.levelCurve[0].others == 2.5);
  CHECK(stats.levelCurve[1].winner == 10);
  CHECK(stats.levelCurve[1].others == 4.5);
}

TEST_CASE("a card's impact beyond the threshold is a warning, within it none") {
  ReportWarning warning;
  CHECK_FALSE(cardImpactWarning("Plain Stick", 2.0, -0.5, 4.5, 5.0, warning));
  CHECK_FALSE(cardImpactWarning("Plain Stick", -5.0, -7.5, -2.5, 5.0, warning));
  REQUIRE(cardImpactWarning("Huge Sword", 12.5, 10.0, 15.0, 5.0, warning));
  CHECK(warning.kind == "card_impact");
  CHECK(warning.message == "Huge Sword changes its player's win rate by +12.5 points [10.0, 15.0], beyond 5.0");
}

TEST_CASE("a simulation's monster counts add up and do not depend on the thread count") {
  fixture::FixtureSet set;
  SimulationOptions sim;
  sim.games = 200;
  sim.players = 4;
  sim.seed = 11;
  const SimulationReport one = simulate(set.prepared(), sim);
  sim.jobs = 3;
  const SimulationReport three = simulate(set.prepared(), sim);
  REQUIRE(one.stats.monsters.size() == three.stats.monsters.size());
  long long fights = 0;
  for (std::size_t i = 0; i < one.stats.monsters.size(); ++i) {
    const MonsterCounts& a = one.stats.monsters[i].counts;
    const MonsterCounts& b = three.stats.monsters[i].counts;
    CHECK(a.fights == b.fights);
    CHECK(a.defeated == b.defeated);
    CHECK(a.deaths == b.deaths);
    CHECK(a.defeated + a.escaped + a.caught <= a.fights);
    fights += a.fights;
  }
  CHECK(fights > 0);
  long long games = 0;
  for (long long n : one.stats.gamesByTurns) games += n;
  CHECK(games == 200);
}
