// `simulate --shard K/N -o PART.json`: plays shard K of N of a run's games and
// writes what they counted as a partial result (driver/partial_result.h) for
// `munchkinc merge`.
#pragma once

#include <string>

#include "driver/player_counts.h"
#include "munchkin/simulator.h"

namespace munchkinc {

struct ShardSpec {
  int index = 0, count = 1;  // shard `index` of `count`, numbered from 0
};

// "K/N" with 0 <= K < N; false otherwise.
bool parseShard(const std::string& text, ShardSpec& shard);

struct ShardRun {
  const munchkin::PreparedSet& set;
  munchkin::SimulationOptions options;
  std::string playersText;  // --players as given
  PlayerCounts counts;
  ShardSpec shard;
  std::string output;
};

// Plays the shard at each player count (a progress bar on a terminal) and
// writes the partial result; returns 0, or kExitUsage after printing why.
int playShard(const ShardRun& run);

}  // namespace munchkinc
