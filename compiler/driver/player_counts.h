// The player counts --players asks for: "4" or "3..6". A range prints a list
// of reports, one per count, even when it holds one count.
#pragma once

#include <string>

namespace munchkinc {

struct PlayerCounts {
  int low = 0, high = 0;
  bool range = false;  // written as A..B
};

// False when `text` is neither a count nor a range A..B with A <= B.
bool parsePlayers(const std::string& text, PlayerCounts& counts);

}  // namespace munchkinc
