#include "driver/shard_run.h"

#include <iostream>
#include <stdexcept>

#include "driver/counter_json.h"
#include "driver/partial_result.h"
#include "driver/session.h"
#include "source/atomic_file.h"
#include "source/progress_bar.h"

namespace munchkinc {

bool parseShard(const std::string& text, ShardSpec& shard) {
  const auto slash = text.find('/');
  if (slash == std::string::npos || slash == 0 || slash + 1 == text.size()) return false;
  if (text.find_first_not_of("0123456789/") != std::string::npos || text.find('/', slash + 1) != std::string::npos) {
    return false;
  }
  try {
    shard.index = std::stoi(text.substr(0, slash));
    shard.count = std::stoi(text.substr(slash + 1));
  } catch (const std::exception&) {
    return false;
  }
  return shard.count >= 1 && shard.index < shard.count;
}

int playShard(const ShardRun& run) {
  PartialResult part;
  part.tablesHash = setTablesHash(run.set.tables());
  part.options = partialOptions(run.options, run.playersText);
  part.shardIndex = run.shard.index;
  part.shardCount = run.shard.count;
  part.games = munchkin::shardRange(run.options.games, run.shard.index, run.shard.count);
  part.catalogue = munchkin::ReportCatalogue::of(run.set.tables());
  munchkin::SimulationOptions options = run.options;
  const std::string label = "simulate shard " + std::to_string(run.shard.index) + "/" + std::to_string(run.shard.count);
  try {
    for (int players = run.counts.low; players <= run.counts.high; ++players) {
      options.players = players;
      munchkin::checkSimulationOptions(run.set, options);
    }
    for (int players = run.counts.low; players <= run.counts.high; ++players) {
      options.players = players;
      ProgressBar progress(true, part.games.size(),
                           run.counts.range ? label + " " + std::to_string(players) + " players" : label, "games");
      options.progress = [&progress](int done) { progress.set(done); };
      part.counts.push_back({players, countersToJson(munchkin::playGames(run.set, options, part.games))});
      options.progress = nullptr;
      progress.finish();
    }
  } catch (const std::invalid_argument& e) {
    std::cerr << "munchkinc: error: " << e.what() << '\n';
    return kExitUsage;
  }
  if (const std::string failure = writeFileAtomically(run.output, partialResultText(part)); !failure.empty()) {
    std::cerr << "munchkinc: error: " << failure << '\n';
    return kExitUsage;
  }
  std::cerr << "wrote shard " << run.shard.index << "/" << run.shard.count << " (" << part.games.size()
            << (part.games.size() == 1 ? " game" : " games");
  if (part.games.size() > 0) std::cerr << ", " << part.games.first << " to " << part.games.end - 1;
  std::cerr << " of " << run.options.games << (run.counts.range ? " at each count" : "") << ") to " << run.output
            << '\n';
  return 0;
}

}  // namespace munchkinc
