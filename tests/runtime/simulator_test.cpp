#include "munchkin/simulator.h"

#include <catch2/catch.hpp>

#include <sstream>

#include "fixture_set.h"

using namespace munchkin;

TEST_CASE("2,000 games of the fixture keep every invariant") {
  for (const fixture::Options& options : {fixture::Options{}, fixture::Options{.sealsToEnd = 7, .powersWithinLevel = true}}) {
    fixture::FixtureSet set(options);
    SimulationOptions sim;
    sim.games = 2000;
    sim.players = 4;
    sim.seed = 2024;
    sim.policy = BotPolicy::Mixed;
    sim.checkInvariants = true;  // in a Release build too
    const SimulationReport report = simulate(set.prepared(), sim);
    INFO((report.errors.empty() ? std::string() : report.errors.front()));
    CHECK(report.errorCount == 0);
    long long wins = 0;
    for (long long w : report.winsBySeat) wins += w;
    CHECK(wins + report.winsByReason[static_cast<int>(WinReason::TurnCap)] == 2000);
    CHECK(wins > 1000);
    CHECK(report.meanTurns > 4);
  }
}

TEST_CASE("a report of games that did not check the invariants says so") {
  fixture::FixtureSet set(fixture::Options{});
  SimulationOptions sim;
  sim.games = 20;
  sim.checkInvariants = false;
  const SimulationReport report = simulate(set.prepared(), sim);
  std::ostringstream text, json, compared;
  writeReportText(report, text);
  writeReportJson(report, json);
  writeReportsText(std::vector<SimulationReport>{report, report}, compared);
  CHECK(text.str().find("invariant errors: not checked (simulate --check-invariants checks them)\n") != std::string::npos);
  CHECK(json.str().find("\"invariant_errors\": null,") != std::string::npos);
  CHECK(compared.str().find("not checked") != std::string::npos);
  sim.checkInvariants = true;
  text.str("");
  writeReportText(simulate(set.prepared(), sim), text);
  CHECK(text.str().find("invariant errors: 0\n") != std::string::npos);
}

TEST_CASE("the report does not depend on the number of threads") {
  fixture::FixtureSet set({.sealsToEnd = 7});
  SimulationOptions sim;
  sim.games = 300;
  sim.players = 5;
  sim.seed = 99;
  auto json = [&](int jobs) {
    sim.jobs = jobs;
    std::ostringstream out;
    writeReportJson(simulate(set.prepared(), sim), out);
    return out.str();
  };
  const std::string one = json(1);
  CHECK(one == json(2));
  CHECK(one == json(3));
  CHECK(one.find("\"wins_by_seat\"") != std::string::npos);
  std::ostringstream text;
  sim.jobs = 1;
  writeReportText(simulate(set.prepared(), sim), text);
  CHECK(text.str().find("win reasons:") != std::string::npos);
}

TEST_CASE("simulation options out of range are refused") {
  fixture::FixtureSet set;
  SimulationOptions sim;
  sim.players = 2;
  CHECK_THROWS_AS(simulate(set.prepared(), sim), std::invalid_argument);
  sim.players = 4;
  sim.jobs = 0;
  CHECK_THROWS_AS(simulate(set.prepared(), sim), std::invalid_argument);
  sim.jobs = 1;
  sim.sexes = {1, 0, 1};  // three seats' sexes for four players
  CHECK_THROWS_AS(simulate(set.prepared(), sim), std::invalid_argument);
}

TEST_CASE("wins by turn order count from each game's first player") {
  fixture::FixtureSet set;
  SimulationOptions sim;
  sim.games = 400;
  sim.seed = 3;
  const SimulationReport report = simulate(set.prepared(), sim);
  long long bySeat = 0, byTurnOrder = 0, first = 0;
  for (int seat = 0; seat < sim.players; ++seat) {
    bySeat += report.winsBySeat[static_cast<std::size_t>(seat)];
    byTurnOrder += report.winsByTurnOrder[static_cast<std::size_t>(seat)];
  }
  CHECK(byTurnOrder == bySeat);
  for (int index = 0; index < sim.games; ++index) {
    std::ostringstream log;
    const GameResult result = playLoggedGame(set.prepared(), sim, index, log);
    first += result.winner >= 0 && result.winner == result.firstPlayer;
  }
  CHECK(report.winsByTurnOrder[0] == first);
}

TEST_CASE("the Wilson interval brackets the observed rate") {
  double low = 0, high = 0;
  wilsonInterval(50, 100, low, high);
  CHECK(low == Approx(0.4038).margin(1e-3));
  CHECK(high == Approx(0.5962).margin(1e-3));
  wilsonInterval(0, 0, low, high);
  CHECK(low == 0);
  CHECK(high == 1);
}
