// `munchkinc merge PARTS...`: the report of the run the parts are the shards
// of (driver/shard_parts.h checks they are), to the byte the report a single
// run would have printed.
#include <algorithm>
#include <iostream>
#include <optional>
#include <sstream>

#include "driver/commands.h"
#include "driver/counter_json.h"
#include "driver/player_counts.h"
#include "driver/report_output.h"
#include "driver/shard_parts.h"
#include "source/atomic_file.h"

namespace munchkinc {
namespace {

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
    simulation.checkInvariants = options.at("check_invariants").get<bool>();
  } catch (const nlohmann::json::exception&) {
    throw MergeError("the options of the parts lack a field or hold one of the wrong type");
  }
  // As simulate's command line limits them: a doctored part must not make merge allocate without bound.
  if (simulation.games < 1 || simulation.turnCap < 1 || simulation.turnCap > 100000) {
    throw MergeError("the options of the parts are out of range");
  }
  return simulation;
}

// The reports of a `simulate` run, one per player count, from its parts'
// summed tallies.
std::vector<munchkin::SimulationReport> mergedReports(const std::vector<Part>& parts, PlayerCounts& counts) {
  const nlohmann::json& options = parts.front().result.options;
  munchkin::SimulationOptions simulation = simulationOptions(options);
  const std::string players = options.value("players", "");
  if (!parsePlayers(players, counts) || counts.low < munchkin::kMinPlayers || counts.high > munchkin::kMaxPlayers) {
    throw MergeError("the parts' player counts '" + players + "' make no sense");
  }

  std::vector<munchkin::SimulationReport> reports;
  const munchkin::ReportCatalogue& catalogue = parts.front().result.catalogue;
  for (int players = counts.low; players <= counts.high; ++players) {
    simulation.players = players;
    munchkin::SimulationTally total = munchkin::SimulationTally::zero(simulation, catalogue.cards.size(), catalogue.deckTitles.size(),
                                                                      catalogue.blocks.size());
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
  std::optional<AtomicFile> page;
  if (!openHtmlPage(options.htmlFile, page)) return kExitUsage;
  std::vector<munchkin::SimulationReport> reports;
  PlayerCounts counts;
  try {
    const std::vector<Part> parts = readShardParts(options.parts);
    // Each command's parts are merged by its own code; balance's will join here.
    const std::string& command = parts.front().result.command;
    if (command != "simulate") {
      throw MergeError(parts.front().path + " is a part of `" + command + "`, which this munchkinc cannot merge");
    }
    reports = mergedReports(parts, counts);
  } catch (const MergeError& e) {
    std::cerr << "munchkinc: error: " << e.what() << '\n';
    return kExitUsage;
  }
  if (page && !writeHtmlPage(*page, options.htmlFile, reports)) return kExitUsage;
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
