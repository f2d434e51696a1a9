// `munchkinc merge PARTS...`: checks that the partial results are the shards
// of one run (same set, options and shard count; every shard once) and
// prints the report that run would have printed, to the byte.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include "driver/commands.h"
#include "driver/counter_json.h"
#include "driver/partial_result.h"
#include "driver/player_counts.h"
#include "driver/report_output.h"
#include "source/atomic_file.h"
#include "source/progress_bar.h"

namespace munchkinc {
namespace {

struct Part {
  std::string path;
  PartialResult result;
};

// A reason the parts do not make one run; merge prints it and exits 2.
struct MergeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

Part readPart(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  if (!in || !(text << in.rdbuf())) throw MergeError("cannot read " + path);
  try {
    return {path, parsePartialResult(text.str())};
  } catch (const PartialError& e) {
    throw MergeError(path + ": " + e.what());
  }
}

std::string shardName(const PartialResult& part) {
  return std::to_string(part.shardIndex) + "/" + std::to_string(part.shardCount);
}

// The first option two parts disagree on, as "seed 3 and 4".
std::string optionDifference(const nlohmann::json& a, const nlohmann::json& b) {
  for (const auto& [key, value] : a.items()) {
    if (!b.contains(key)) return key + " (missing from the second)";
    if (b[key] != value) return key + " " + value.dump() + " and " + b[key].dump();
  }
  for (const auto& [key, value] : b.items()) {
    if (!a.contains(key)) return key + " (missing from the first)";
  }
  return "";
}

// Throws MergeError unless `part` belongs to the same run as `first`.
void checkSameRun(const Part& first, const Part& part) {
  const PartialResult &a = first.result, &b = part.result;
  const std::string pair = first.path + " and " + part.path;
  if (a.command != b.command) throw MergeError(pair + " are parts of different commands: " + a.command + " and " + b.command);
  if (a.tablesHash != b.tablesHash) {
    throw MergeError(pair + " played different sets: '" + a.catalogue.setId + "' (tables " + a.tablesHash + ") and '" +
                     b.catalogue.setId + "' (tables " + b.tablesHash + ")");
  }
  if (const std::string difference = optionDifference(a.options, b.options); !difference.empty()) {
    throw MergeError(pair + " were played with different options: " + difference);
  }
  if (a.shardCount != b.shardCount) {
    throw MergeError(pair + " split the games differently: shard " + shardName(a) + " and shard " + shardName(b));
  }
}

// Throws MergeError unless every shard of the run is there once, each with
// the games its number stands for, counted at every player count.
void checkShards(const std::vector<Part>& parts, int games) {
  const int count = parts.front().result.shardCount;
  std::vector<const Part*> byIndex(static_cast<std::size_t>(std::max(count, 0)), nullptr);
  for (const Part& part : parts) {
    const PartialResult& p = part.result;
    if (p.shardIndex < 0 || p.shardIndex >= count) throw MergeError(part.path + ": shard " + shardName(p) + " does not exist");
    const Part*& seen = byIndex[static_cast<std::size_t>(p.shardIndex)];
    if (seen) throw MergeError(seen->path + " and " + part.path + " are both shard " + shardName(p));
    seen = &part;
    if (p.games != munchkin::shardRange(games, p.shardIndex, count)) {
      throw MergeError(part.path + ": shard " + shardName(p) + " holds the wrong games");
    }
  }
  std::string missing;
  int missed = 0;
  for (int k = 0; k < count; ++k) {
    if (byIndex[static_cast<std::size_t>(k)]) continue;
    if (++missed <= 10) missing += (missing.empty() ? "" : ", ") + std::to_string(k);
  }
  if (missed > 0) {
    throw MergeError(std::to_string(missed) + " of the " + std::to_string(count) + " shards " +
                     (missed == 1 ? "is" : "are") + " missing: " + missing + (missed > 10 ? ", ..." : "") +
                     " (numbered from 0)");
  }
}

munchkin::SimulationOptions simulationOptions(const nlohmann::json& options) {
  munchkin::SimulationOptions simulation;
  try {
    simulation.games = options.at("games").get<int>();
    simulation.seed = options.at("seed").get<std::uint64_t>();
    simulation.turnCap = options.at("turn_cap").get<int>();
    const std::string bots = options.at("bots").get<std::string>();
    simulation.policy = bots == "random"  ? munchkin::BotPolicy::Random
                        : bots == "mixed" ? munchkin::BotPolicy::Mixed
                                          : munchkin::BotPolicy::Greedy;
    const std::string sexes = options.at("sexes").get<std::string>();
    if (sexes != "chosen") {
      for (char letter : sexes) simulation.sexes.push_back(letter == 'f' ? 1 : 0);
    }
    simulation.coverage = options.at("coverage").get<bool>();
  } catch (const nlohmann::json::exception&) {
    throw MergeError("the options of the parts lack a field or hold one of the wrong type");
  }
  if (simulation.games < 1 || simulation.turnCap < 1) throw MergeError("the options of the parts are out of range");
  return simulation;
}

// The reports of the run, one per player count, from the parts' summed tallies.
std::vector<munchkin::SimulationReport> mergedReports(std::vector<Part>& parts, PlayerCounts& counts) {
  for (const Part& part : parts) checkSameRun(parts.front(), part);
  if (parts.front().result.command != "simulate") {
    throw MergeError(parts.front().path + " is a part of `" + parts.front().result.command +
                     "`, which this munchkinc cannot merge");
  }
  const nlohmann::json& options = parts.front().result.options;
  munchkin::SimulationOptions simulation = simulationOptions(options);
  const std::string players = options.value("players", "");
  if (!parsePlayers(players, counts)) throw MergeError("the parts' player counts '" + players + "' make no sense");
  checkShards(parts, simulation.games);
  std::sort(parts.begin(), parts.end(),
            [](const Part& a, const Part& b) { return a.result.shardIndex < b.result.shardIndex; });

  std::vector<munchkin::SimulationReport> reports;
  const munchkin::ReportCatalogue& catalogue = parts.front().result.catalogue;
  for (int players = counts.low; players <= counts.high; ++players) {
    simulation.players = players;
    munchkin::SimulationTally total = munchkin::SimulationTally::zero(simulation, catalogue.cards.size(), catalogue.blocks.size());
    for (const Part& part : parts) {
      const auto& list = part.result.counts;
      const auto it = std::find_if(list.begin(), list.end(), [&](const auto& c) { return c.players == players; });
      if (it == list.end()) throw MergeError(part.path + " holds no games at " + std::to_string(players) + " players");
      munchkin::SimulationTally tally;
      try {
        countersFromJson(it->counters, tally);
        total.add(tally);
      } catch (const std::exception& e) {  // CounterError, or std::invalid_argument for other sizes
        throw MergeError(part.path + ": " + e.what());
      }
      if (tally.games != part.result.games.size()) {
        throw MergeError(part.path + ": shard " + shardName(part.result) + " counted " + std::to_string(tally.games) +
                         " games at " + std::to_string(players) + " players, not " +
                         std::to_string(part.result.games.size()));
      }
    }
    reports.push_back(munchkin::finishReport(catalogue, simulation, total));
  }
  return reports;
}

}  // namespace

int runMerge(const MergeCommandOptions& options) {
  std::vector<munchkin::SimulationReport> reports;
  PlayerCounts counts;
  try {
    std::vector<Part> parts;
    // A run of a thousand shards takes seconds to read: a bar, on a terminal only.
    ProgressBar progress(options.parts.size() >= 100, static_cast<int>(options.parts.size()), "merge", "parts");
    for (const std::string& path : options.parts) {
      parts.push_back(readPart(path));
      progress.advance();
    }
    progress.finish();
    reports = mergedReports(parts, counts);
  } catch (const MergeError& e) {
    std::cerr << "munchkinc: error: " << e.what() << '\n';
    return kExitUsage;
  }
  std::ostringstream text;
  writeReports(reports, counts.range, options.json, text);
  if (options.output.empty()) {
    std::cout << text.str();
  } else if (const std::string failure = writeFileAtomically(options.output, text.str()); !failure.empty()) {
    std::cerr << "munchkinc: error: " << failure << '\n';
    return kExitUsage;
  }
  const bool invariantErrors = std::any_of(reports.begin(), reports.end(),
                                           [](const munchkin::SimulationReport& r) { return r.errorCount > 0; });
  return invariantErrors ? kExitErrors : kExitClean;
}

}  // namespace munchkinc
