#include "munchkin/game_log.h"

#include <charconv>

#include "munchkin/plural.h"

namespace munchkin {

GameLog& GameLog::begin(int turn, int player) {
  line_.clear();
  if (turn > 0) {
    *this << "Turn " << turn << ": ";
  } else {
    *this << "Setup: ";
  }
  if (player >= 0) *this << Seat{player} << " ";
  return *this;
}

GameLog& GameLog::operator<<(int value) {
  char buffer[16];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  line_.append(buffer, result.ptr);
  return *this;
}

GameLog& GameLog::operator<<(Seat seat) { return *this << "Player " << seat.index + 1; }

GameLog& GameLog::operator<<(Count count) {
  appendCounted(line_, count.n, count.singular);
  return *this;
}

void GameLog::end() {
  // A card name may end the sentence with its own mark ("Run!").
  const char last = line_.empty() ? '.' : line_.back();
  if (last != '.' && last != '!' && last != '?') line_.push_back('.');
  line_.push_back('\n');
  out_->write(line_.data(), static_cast<std::streamsize>(line_.size()));
}

}  // namespace munchkin
