#include "driver/player_counts.h"

#include <exception>

namespace munchkinc {

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

}  // namespace munchkinc
