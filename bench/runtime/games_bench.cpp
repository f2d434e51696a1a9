// Whole games per second, no log, the invariants checked as the build's default has it (off in
// Release, the build these figures are quoted for; Game::setInvariantChecks):
//   fourGreedyPlayers/seals:N   the fixture set, one Game reused as the simulator does
//   bundledSet/<set>            four greedy bots on a bundled set (built with munchkinc)
//   simulateFixture/jobs:J      simulate() of 20,000 fixture games on J threads, wall-clock time
//   simulate/<set>/jobs:J       the same on a bundled set
// Run with --benchmark_repetitions=5 --benchmark_report_aggregates_only=true and
// read the medians; jobs:2 against jobs:1 is the threads' speed-up.
#include <benchmark/benchmark.h>

#include <string>

#include "fixture_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"
#include "munchkin/rng.h"
#include "munchkin/simulator.h"
#ifdef MUNCHKIN_BENCH_BUNDLED_SETS
#include "bundled_set.h"
#endif

namespace {

void playGreedyGames(benchmark::State& state, const munchkin::PreparedSet& set) {
  auto a = munchkin::makeGreedyBot(), b = munchkin::makeGreedyBot(), c = munchkin::makeGreedyBot(),
       d = munchkin::makeGreedyBot();
  munchkin::Bot* bots[] = {a.get(), b.get(), c.get(), d.get()};
  munchkin::Game game(set);
  std::uint64_t index = 0;
  long long turns = 0;
  for (auto _ : state) {
    game.reset(munchkin::gameSeed(1, index), bots, nullptr, index);
    ++index;
    const munchkin::GameResult result = game.play(400);
    turns += result.turns;
    benchmark::DoNotOptimize(result.winner);
  }
  state.counters["games/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["turns/game"] = static_cast<double>(turns) / static_cast<double>(state.iterations());
}

void fourGreedyPlayers(benchmark::State& state) {
  const fixture::FixtureSet set({.sealsToEnd = static_cast<int>(state.range(0))});
  playGreedyGames(state, set.prepared());
}
BENCHMARK(fourGreedyPlayers)->Arg(0)->Arg(7)->ArgName("seals");

// Wall-clock throughput of the simulator itself, threads and merging included.
void simulateGames(benchmark::State& state, const munchkin::PreparedSet& set, int jobs) {
  munchkin::SimulationOptions options;
  options.games = 20000;
  options.players = 4;
  options.jobs = jobs;
  long long errors = 0;
  for (auto _ : state) errors += munchkin::simulate(set, options).errorCount;
  state.counters["games/s"] = benchmark::Counter(static_cast<double>(state.iterations()) * options.games,
                                                 benchmark::Counter::kIsRate);
  if (errors > 0) state.SkipWithError("invariant errors");
}

void simulateFixture(benchmark::State& state) {
  const fixture::FixtureSet set({.sealsToEnd = 7});
  simulateGames(state, set.prepared(), static_cast<int>(state.range(0)));
}
BENCHMARK(simulateFixture)->Arg(1)->Arg(2)->ArgName("jobs")->UseRealTime()->Unit(benchmark::kMillisecond);

void registerBundledSets() {
#ifdef MUNCHKIN_BENCH_BUNDLED_SETS
  static const char* const kSets[] = {"apocalypse", "star", "warhammer-aos", "zombies", "crossovers/all-four",
                                      "crossovers/apocalypse-epic"};
  for (const char* path : kSets) {
    const munchkin::PreparedSet& set = engine_test::bundledSet(path);
    benchmark::RegisterBenchmark((std::string("bundledSet/") + path).c_str(),
                                 [&set](benchmark::State& state) { playGreedyGames(state, set); });
  }
  for (const char* path : kSets) {
    const munchkin::PreparedSet& set = engine_test::bundledSet(path);
    for (int jobs : {1, 2}) {
      benchmark::RegisterBenchmark((std::string("simulate/") + path + "/jobs:" + std::to_string(jobs)).c_str(),
                                   [&set, jobs](benchmark::State& state) { simulateGames(state, set, jobs); })
          ->UseRealTime()
          ->Unit(benchmark::kMillisecond);
    }
  }
#endif
}

}  // namespace

int main(int argc, char** argv) {
  registerBundledSets();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
