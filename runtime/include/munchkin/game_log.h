// The readable game log: one sentence per event, turn and actor first:
//   Turn 12: Player 3 kicks open the door and finds Ghoul (Monster).
//   Setup: Player 1 plays Club (Item).
//   Turn 12: Player 2 uses Blogger (Class).      (an ability of a card in play)
// Players are numbered from 1, as people count seats; a line about the table
// itself has no player. Formatting is done by hand (no locale, no floats) so
// the same seed and tables give byte-identical logs everywhere. A disabled
// log costs a branch per event; callers test enabled() before building a line.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>

namespace munchkin {

// `log << Seat{2}` writes "Player 3".
struct Seat {
  int index;
};

// `log << Count{n, "Treasure"}` writes "1 Treasure" or "3 Treasures".
struct Count {
  int n;
  std::string_view singular;
};

class GameLog {
 public:
  explicit GameLog(std::ostream* out = nullptr) : out_(out) {}
  bool enabled() const { return out_ != nullptr; }

  // Starts a line for `player` (-1: the table) at `turn` (0: the deal).
  // Cold: most games are played unlogged, and a call to a cold function tells the compiler that the sentence
  // built after it is off the hot path, so it moves the code that builds it out of the engine's hot code.
  [[gnu::cold]] GameLog& begin(int turn, int player);
  GameLog& operator<<(std::string_view text) { line_.append(text); return *this; }
  GameLog& operator<<(const char* text) { line_.append(text ? text : ""); return *this; }
  GameLog& operator<<(int value);
  GameLog& operator<<(Seat seat);
  GameLog& operator<<(Count count);
  void end();  // ends the sentence and writes the line

 private:
  std::ostream* out_;
  std::string line_;
};

}  // namespace munchkin
