#include <filesystem>
#include <iostream>
#include <optional>
#include <sstream>

#include "driver/commands.h"
#include "driver/playable_set.h"
#include "driver/player_counts.h"
#include "driver/report_output.h"
#include "driver/shard_run.h"
#include "munchkin/simulator.h"
#include "source/atomic_file.h"
#include "source/progress_bar.h"

namespace munchkinc {

namespace {

// --log-file names one file; with a range of player counts each count gets
// its own, "-pP" before the extension (game.log: game-p3.log, game-p4.log).
std::string logPath(const SimulateCommandOptions& options, const std::string& setId, int players, bool range) {
  const std::string suffix = "-p" + std::to_string(players);
  if (options.logFile.empty()) return setId + "-game-" + std::to_string(options.logGame) + suffix + ".log";
  if (!range) return options.logFile;
  const std::filesystem::path given(options.logFile);
  std::filesystem::path path = given;
  path.replace_filename(given.stem().string() + suffix + given.extension().string());
  return path.string();
}

munchkin::BotPolicy policyFrom(const std::string& name) {
  return name == "random" ? munchkin::BotPolicy::Random
         : name == "mixed" ? munchkin::BotPolicy::Mixed
                           : munchkin::BotPolicy::Greedy;
}

// With --diagnostics-format=json stdout holds one JSON document, so the
// diagnostics and the report (as JSON, null when there is none) share it.
void printJsonDocument(const Session& session, const std::vector<munchkin::SimulationReport>& reports, bool range) {
  std::cout << "{\"diagnostics\": ";
  session.printTo(std::cout);
  std::cout << ", \"report\": ";
  if (reports.empty()) {
    std::cout << "null\n";
  } else {
    writeReports(reports, range, true, std::cout);
  }
  std::cout << "}\n";
}

// Plays the games at each count, writing --log-game's logs as it goes;
// returns 0, or the exit status of a usage or I/O error it reported.
int playEachCount(const munchkin::PreparedSet& prepared, munchkin::SimulationOptions simulation,
                  const SimulateCommandOptions& options, const std::string& setId, const PlayerCounts& counts,
                  std::vector<munchkin::SimulationReport>& reports) {
  try {
    // Every count is checked before any is played, so a bad one costs no time.
    for (int players = counts.low; players <= counts.high; ++players) {
      simulation.players = players;
      munchkin::checkSimulationOptions(prepared, simulation);
    }
    for (int players = counts.low; players <= counts.high; ++players) {
      simulation.players = players;
      if (options.logGame >= 0) {
        std::ostringstream log;
        munchkin::playLoggedGame(prepared, simulation, options.logGame, log);
        const std::string path = logPath(options, setId, players, counts.range);
        if (const std::string failure = writeFileAtomically(path, log.str()); !failure.empty()) {
          std::cerr << "munchkinc: error: " << failure << '\n';
          return kExitUsage;
        }
        std::cerr << "wrote the log of game " << options.logGame << " to " << path << '\n';
      }
      const std::string label = counts.range ? "simulate " + std::to_string(players) + " players" : "simulate";
      ProgressBar progress(true, simulation.games, label, "games");
      simulation.progress = [&progress](int done) { progress.set(done); };
      reports.push_back(munchkin::simulate(prepared, simulation));
      simulation.progress = nullptr;
      progress.finish();
    }
  } catch (const std::invalid_argument& e) {
    std::cerr << "munchkinc: error: " << e.what() << '\n';
    return kExitUsage;
  }
  return 0;
}

// --shard needs -o for its partial result, which is not a report: the
// options that shape a report or log a game belong to a whole run.
int checkShardOptions(const SimulateCommandOptions& options, ShardSpec& shard) {
  const char* problem = nullptr;
  if (options.shard.empty()) {
    if (!options.output.empty()) problem = "-o writes a shard's partial result: give --shard K/N too";
  } else if (!parseShard(options.shard, shard)) {
    problem = "--shard takes K/N, shard K of N numbered from 0 (0/4 to 3/4)";
  } else if (options.output.empty()) {
    problem = "--shard needs -o PART.json, the file its partial result goes to";
  } else if (options.json) {
    problem = "--json shapes a report, and a shard writes a partial result: give it to `munchkinc merge`";
  } else if (options.logGame >= 0) {
    problem = "--log-game logs a game of a whole run: run simulate without --shard";
  } else if (!options.htmlFile.empty()) {
    problem = "--html draws a whole run's report: give it to `munchkinc merge`";
  }
  if (!problem) return 0;
  std::cerr << "munchkinc: error: " << problem;
  if (!options.shard.empty() && !parseShard(options.shard, shard)) std::cerr << ", not '" << options.shard << "'";
  std::cerr << '\n';
  return kExitUsage;
}

}  // namespace

int runSimulate(const CommonOptions& common, const SimulateCommandOptions& options) {
  PlayerCounts counts;
  if (!parsePlayers(options.players, counts)) {
    std::cerr << "munchkinc: error: --players takes a count or a range such as 3..6, not '" << options.players << "'\n";
    return kExitUsage;
  }
  if (!options.sexes.empty() && options.sexes.size() != static_cast<std::size_t>(counts.high)) {
    std::cerr << "munchkinc: error: --sexes gives " << options.sexes.size() << " seats for " << counts.high
              << " players: write one letter, m or f, a seat\n";
    return kExitUsage;
  }
  ShardSpec shard;
  if (const int misused = checkShardOptions(options, shard)) return misused;
  if (options.logGame >= options.games) {
    std::cerr << "munchkinc: error: --log-game " << options.logGame << " is not one of the " << options.games
              << " games played (they are numbered from 0 to " << options.games - 1 << ")\n";
    return kExitUsage;
  }
  Session session(common);
  std::vector<munchkin::SimulationReport> reports;
  const auto model = session.checkedModel(options.path);
  if (!model) {
    if (!session.jsonDiagnostics()) return session.finish();
    printJsonDocument(session, reports, counts.range);
    return session.status();
  }
  // Warnings come before the report; with JSON they go into its document.
  if (!session.jsonDiagnostics()) session.finish();
  int status = kExitClean;
  const auto playable = playableSet(*model, session.sources(), "simulate", status);
  if (!playable) return status;
  const munchkin::PreparedSet& prepared = *playable->prepared;

  munchkin::SimulationOptions simulation;
  simulation.games = options.games;
  simulation.seed = options.seed;
  simulation.jobs = options.jobs;
  simulation.turnCap = options.turnCap;
  simulation.policy = policyFrom(options.policy);
  for (char letter : options.sexes) simulation.sexes.push_back(letter == 'f' ? 1 : 0);
  simulation.coverage = options.coverage;
  if (options.checkInvariants) simulation.checkInvariants = true;
  if (options.noCheckInvariants) simulation.checkInvariants = false;
  if (!options.shard.empty()) {
    const int status = playShard({prepared, simulation, options.players, counts, shard, options.output});
    if (session.jsonDiagnostics()) printJsonDocument(session, reports, counts.range);
    return status ? status : session.status();
  }
  std::optional<AtomicFile> page;
  if (!openHtmlPage(options.htmlFile, page)) return kExitUsage;
  if (const int failed = playEachCount(prepared, simulation, options, model->root.id, counts, reports)) return failed;
  if (page && !writeHtmlPage(*page, options.htmlFile, reports)) return kExitUsage;

  if (session.jsonDiagnostics()) {
    printJsonDocument(session, reports, counts.range);
  } else {
    writeReports(reports, counts.range, options.json, std::cout);
  }
  const bool invariantErrors = std::any_of(reports.begin(), reports.end(),
                                           [](const munchkin::SimulationReport& r) { return r.errorCount > 0; });
  if (invariantErrors) return kExitErrors;
  return session.status();
}

}  // namespace munchkinc
