// A shard's partial result (`simulate --shard K/N -o PART.json`): which games
// of which run it played and what they counted, as a JSON document that
// `munchkinc merge` sums into the run's report. It carries the set's
// catalogue (cards, blocks) so merge needs no set, and a hash of the set's
// compiled tables so parts of different sets never mix.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "munchkin/simulator.h"

namespace munchkinc {

inline constexpr int kPartialFormatVersion = 2;

// A part that cannot be read: not JSON, another format or version, a field
// missing or of the wrong type.
struct PartialError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct PartialResult {
  std::string command = "simulate";  // the command whose run it is a share of
  std::string tablesHash;            // setTablesHash() of the set played
  // The options the report depends on, as the run's parts must share them:
  // {"games", "players" (as --players gave it), "seed", "turn_cap", "bots", "sexes", "coverage"}.
  nlohmann::json options;
  int shardIndex = 0, shardCount = 1;
  munchkin::GameRange games;
  munchkin::ReportCatalogue catalogue;
  // The counters stay JSON here (countersToJson of the command's tally), so
  // the file is the same for any command that counts with forEachCounter:
  // `simulate`'s SimulationTally, or balance's own.
  struct Count {
    int players = 0;
    nlohmann::json counters;
  };
  std::vector<Count> counts;  // one per player count, in increasing order
};

// The JSON text of a partial result.
std::string partialResultText(const PartialResult& part);
// Throws PartialError.
PartialResult parsePartialResult(const std::string& text);

// A hash of the set's compiled tables (FNV-1a of the C++ the back end emits
// for them), 16 hex digits: equal for sets compiled to the same tables.
std::string setTablesHash(const munchkin::SetTables& tables);

// The `options` of a partial result for a run's options and --players text.
nlohmann::json partialOptions(const munchkin::SimulationOptions& options, const std::string& players);

}  // namespace munchkinc
