#include "munchkin/simulation_tally.h"

#include <catch2/catch.hpp>

#include <sstream>

#include "fixture_set.h"
#include "munchkin/simulator.h"

using namespace munchkin;

namespace {

std::string reportJson(const SimulationReport& report) {
  std::ostringstream out;
  writeReportJson(report, out);
  return out.str();
}

}  // namespace

TEST_CASE("the tallies of shards add up to a single run's report") {
  fixture::FixtureSet set({.sealsToEnd = 7});
  SimulationOptions sim;
  sim.games = 101;
  sim.players = 4;
  sim.seed = 7;
  sim.coverage = true;
  const std::string single = reportJson(simulate(set.prepared(), sim));
  const ReportCatalogue catalogue = ReportCatalogue::of(set.prepared().tables());
  for (int shards : {1, 2, 3, 10, 150}) {
    INFO(shards << " shards");
    SimulationTally total = SimulationTally::zero(sim, catalogue.cards.size(), catalogue.deckTitles.size(), catalogue.blocks.size());
    for (int k = shards - 1; k >= 0; --k) {  // any order
      sim.jobs = 1 + k % 2;
      total.add(playGames(set.prepared(), sim, shardRange(sim.games, k, shards)));
    }
    CHECK(total.games == 101);
    CHECK(reportJson(finishReport(catalogue, sim, total)) == single);
  }
}

TEST_CASE("shards cover the games once, in order, and may be empty") {
  for (int games : {1, 7, 100}) {
    for (int count : {1, 3, 8, 200}) {
      int next = 0;
      for (int k = 0; k < count; ++k) {
        const GameRange range = shardRange(games, k, count);
        CHECK(range.first == next);
        CHECK(range.end >= range.first);
        next = range.end;
      }
      CHECK(next == games);
    }
  }
}

TEST_CASE("adding tallies keeps the first errors in game order and refuses other sizes") {
  SimulationOptions sim;
  SimulationTally early = SimulationTally::zero(sim, 2, 0, 0), late = SimulationTally::zero(sim, 2, 0, 0);
  for (std::uint64_t game = 0; game < kMaxReportedErrors; ++game) late.errors.push_back({1000 + game, "late"});
  early.errors.push_back({3, "early"});
  late.add(early);
  REQUIRE(late.errors.size() == kMaxReportedErrors);
  CHECK(late.errors.front().message == "early");
  CHECK(late.errors.back().game == 1000 + kMaxReportedErrors - 2);
  const SimulationTally other = SimulationTally::zero(sim, 3, 0, 0);
  CHECK_THROWS_AS(late.add(other), std::invalid_argument);
}

TEST_CASE("the median comes from the histogram as from the sorted turns") {
  fixture::FixtureSet set({.sealsToEnd = 7});
  SimulationOptions sim;
  sim.games = 40;  // even: the mean of the two middle games
  const SimulationReport report = simulate(set.prepared(), sim);
  const SimulationTally tally = playGames(set.prepared(), sim, {0, sim.games});
  std::vector<int> turns;
  for (std::size_t t = 0; t < tally.gamesByTurns.size(); ++t) turns.insert(turns.end(), tally.gamesByTurns[t], static_cast<int>(t));
  REQUIRE(turns.size() == 40);
  CHECK(report.medianTurns == (turns[19] + turns[20]) / 2.0);
}
