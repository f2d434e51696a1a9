#include "driver/playable_set.h"

#include <iostream>
#include <string>

#include "driver/session.h"

namespace munchkinc {

std::unique_ptr<PlayableSet> playableSet(const model::Model& model, const SourceManager& sources,
                                         std::string_view command, int& status) {
  if (model.root.isModule) {
    // A module's games never end (core has no cards, epic no monsters).
    std::cerr << "munchkinc: error: '" << model.root.id << "' is a module, rules layered onto sets: " << command
              << " a set or crossover that uses it\n";
    status = kExitUsage;
    return nullptr;
  }
  auto playable = std::make_unique<PlayableSet>(PlayableSet{lowerModel(model, sources), std::nullopt});
  std::string error;
  playable->prepared = munchkin::PreparedSet::prepare(playable->lowered.tables(), error);
  if (!playable->prepared) {
    std::cerr << "munchkinc: internal error: the engine refused the tables of '" << model.root.id << "': " << error
              << '\n';
    status = kExitErrors;
    return nullptr;
  }
  return playable;
}

}  // namespace munchkinc
