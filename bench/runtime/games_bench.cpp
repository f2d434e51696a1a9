// Whole games per second: four greedy bots on the fixture set, invariants
// checked every turn, no log. One Game object is reused, as the simulator does.
#include <benchmark/benchmark.h>

#include "fixture_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"
#include "munchkin/rng.h"

namespace {

void fourGreedyPlayers(benchmark::State& state) {
  fixture::FixtureSet set({.sealsToEnd = static_cast<int>(state.range(0))});
  auto a = munchkin::makeGreedyBot(), b = munchkin::makeGreedyBot(), c = munchkin::makeGreedyBot(),
       d = munchkin::makeGreedyBot();
  munchkin::Bot* bots[] = {a.get(), b.get(), c.get(), d.get()};
  munchkin::Game game(set.prepared());
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
BENCHMARK(fourGreedyPlayers)->Arg(0)->Arg(7)->ArgName("seals");

}  // namespace

BENCHMARK_MAIN();
