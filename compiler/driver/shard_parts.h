// The partial results of one sharded run, read and checked before anything
// is added up: every part readable, all of the same command, set (tables
// hash), options and shard count, each shard present once with the games its
// number stands for. Shared by the merges of every command that shards.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "driver/partial_result.h"

namespace munchkinc {

struct Part {
  std::string path;
  PartialResult result;
};

// A reason the parts do not make one run; merge prints it and exits 2.
struct MergeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "K/N": the shard a part holds.
std::string shardName(const PartialResult& part);

// The parts at `paths`, in shard order; throws MergeError naming the part and
// the reason when they are not the shards of one run. The options must hold
// "games". Shows a progress bar on a terminal for a hundred parts or more.
std::vector<Part> readShardParts(const std::vector<std::string>& paths);

}  // namespace munchkinc
