// The readable game log: one line per event, "turn 12 p2: kicks open the
// door: Ghoul". Formatting is done by hand (no locale, no floats) so the same
// seed and tables give byte-identical logs everywhere. A disabled log costs a
// branch per event; callers test enabled() before building a line.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>

namespace munchkin {

class GameLog {
 public:
  explicit GameLog(std::ostream* out = nullptr) : out_(out) {}
  bool enabled() const { return out_ != nullptr; }

  // Starts a line for `player` (-1: the table) at `turn`.
  GameLog& begin(int turn, int player);
  GameLog& operator<<(std::string_view text) { line_.append(text); return *this; }
  GameLog& operator<<(const char* text) { line_.append(text ? text : ""); return *this; }
  GameLog& operator<<(int value);
  void end();  // writes the line

 private:
  std::ostream* out_;
  std::string line_;
};

}  // namespace munchkin
