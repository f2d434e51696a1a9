#include <filesystem>
#include <iostream>
#include <sstream>

#include "driver/commands.h"
#include "lower/lower_model.h"
#include "munchkin/simulator.h"
#include "source/atomic_file.h"
#include "source/progress_bar.h"

namespace munchkinc {

namespace {

// The player counts --players asked for: "4" or "3..6". A range prints a
// list of reports, one per count, even when it holds one count.
struct PlayerCounts {
  int low = 0, high = 0;
  bool range = false;  // written as A..B
};

bool parsePlayers(const std::string& text, PlayerCounts& counts) {
  const auto dots = text.find("..");
  counts.range = dots != std::string::npos;
  try {
    std::size_t used = 0;
    if (!counts.range) {
      counts.low = counts.high = std::stoi(text, &used);
      return used == text.size();
    }
    counts.low = std::stoi(text.substr(0, dots), &used);
    if (used != dots) return false;
    counts.high = std::stoi(text.substr(dots + 2), &used);
    return used == text.size() - dots - 2 && counts.low <= counts.high;
  } catch (const std::exception&) {
    return false;
  }
}

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

void writeReports(const std::vector<munchkin::SimulationReport>& reports, bool range, bool json, std::ostream& out) {
  if (!json) {
    if (range) {
      munchkin::writeReportsText(reports, out);
    } else {
      munchkin::writeReportText(reports.front(), out);
    }
  } else if (range) {
    munchkin::writeReportsJson(reports, out);
  } else {
    munchkin::writeReportJson(reports.front(), out);
  }
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
  if (model->root.isModule) {
    // A module's games never end (core has no cards, epic no monsters).
    std::cerr << "munchkinc: error: '" << model->root.id
              << "' is a module, rules layered onto sets: simulate a set or crossover that uses it\n";
    return kExitUsage;
  }

  LoweredSet lowered = lowerModel(*model, session.sources());
  std::string error;
  const auto prepared = munchkin::PreparedSet::prepare(lowered.tables(), error);
  if (!prepared) {
    std::cerr << "munchkinc: internal error: the engine refused the tables of '" << model->root.id << "': " << error
              << '\n';
    return kExitErrors;
  }

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
  if (const int failed = playEachCount(*prepared, simulation, options, model->root.id, counts, reports)) return failed;

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
