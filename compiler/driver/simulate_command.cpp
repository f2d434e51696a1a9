#include <iostream>
#include <sstream>

#include "driver/commands.h"
#include "lower/lower_model.h"
#include "munchkin/simulator.h"
#include "source/atomic_file.h"
#include "source/progress_bar.h"

namespace munchkinc {

namespace {

bool parsePlayers(const std::string& text, int& low, int& high) {
  const auto dots = text.find("..");
  try {
    std::size_t used = 0;
    if (dots == std::string::npos) {
      low = high = std::stoi(text, &used);
      return used == text.size();
    }
    low = std::stoi(text.substr(0, dots), &used);
    if (used != dots) return false;
    high = std::stoi(text.substr(dots + 2), &used);
    return used == text.size() - dots - 2 && low <= high;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace

int runSimulate(const CommonOptions& common, const SimulateCommandOptions& options) {
  int lowPlayers = 0, highPlayers = 0;
  if (!parsePlayers(options.players, lowPlayers, highPlayers)) {
    std::cerr << "munchkinc: error: --players takes a count or a range such as 3..6, not '" << options.players << "'\n";
    return kExitUsage;
  }
  Session session(common);
  const auto model = session.checkedModel(options.path);
  if (!model) return session.finish();
  const int status = session.finish();

  LoweredSet lowered = lowerModel(*model);
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
  simulation.policy = options.policy == "random" ? munchkin::BotPolicy::Random
                      : options.policy == "mixed" ? munchkin::BotPolicy::Mixed
                                                  : munchkin::BotPolicy::Greedy;
  bool invariantErrors = false;
  for (int players = lowPlayers; players <= highPlayers; ++players) {
    simulation.players = players;
    try {
      if (options.logGame >= 0) {
        std::ostringstream log;
        munchkin::playLoggedGame(*prepared, simulation, options.logGame, log);
        const std::string path = options.logFile.empty()
                                     ? model->root.id + "-game-" + std::to_string(options.logGame) + "-p" +
                                           std::to_string(players) + ".log"
                                     : options.logFile;
        if (const std::string failure = writeFileAtomically(path, log.str()); !failure.empty()) {
          std::cerr << "munchkinc: error: " << failure << '\n';
          return kExitUsage;
        }
        std::cerr << "wrote the log of game " << options.logGame << " to " << path << '\n';
      }
      ProgressBar progress(true, simulation.games, "simulate", "games");
      simulation.progress = [&progress](int done) { progress.set(done); };
      const munchkin::SimulationReport report = munchkin::simulate(*prepared, simulation);
      simulation.progress = nullptr;
      if (options.json) {
        munchkin::writeReportJson(report, std::cout);
      } else {
        munchkin::writeReportText(report, std::cout);
      }
      invariantErrors = invariantErrors || report.errorCount > 0;
    } catch (const std::invalid_argument& e) {
      std::cerr << "munchkinc: error: " << e.what() << '\n';
      return kExitUsage;
    }
  }
  if (invariantErrors) return kExitErrors;
  return status;
}

}  // namespace munchkinc
