#include "munchkin/game_log.h"

#include <charconv>

namespace munchkin {

GameLog& GameLog::begin(int turn, int player) {
  line_.clear();
  *this << "turn " << turn;
  if (player >= 0) *this << " p" << player;
  line_.append(": ");
  return *this;
}

GameLog& GameLog::operator<<(int value) {
  char buffer[16];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  line_.append(buffer, result.ptr);
  return *this;
}

void GameLog::end() {
  line_.push_back('\n');
  out_->write(line_.data(), static_cast<std::streamsize>(line_.size()));
}

}  // namespace munchkin
