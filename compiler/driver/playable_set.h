// A checked set made ready for the engine, for the commands that play games
// (simulate, balance): lowered to rule tables, then prepared.
#pragma once

#include <memory>
#include <optional>
#include <string_view>

#include "lower/lower_model.h"
#include "model/model.h"
#include "munchkin/prepared_set.h"

namespace munchkinc {

struct PlayableSet {
  LoweredSet lowered;  // the tables `prepared` reads: they live and die together
  std::optional<munchkin::PreparedSet> prepared;
};

// Null after saying why on stderr, with the exit status in `status`: a module
// (rules layered onto sets, whose games never end) is a usage error naming
// `command`; tables the engine refuses are an internal error.
std::unique_ptr<PlayableSet> playableSet(const model::Model& model, const SourceManager& sources,
                                         std::string_view command, int& status);

}  // namespace munchkinc
