// Plays one game of each compiled set with the installed engine.
#include <iostream>

#include "apocalypse_tables.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"
#include "small_tables.h"

int main() {
  for (const munchkin::SetTables* tables : {&munchkin::sets::small_tables(), &munchkin::sets::apocalypse_tables()}) {
    std::string error;
    const auto set = munchkin::PreparedSet::prepare(*tables, error);
    if (!set) {
      std::cerr << tables->id << ": " << error << '\n';
      return 1;
    }
    auto a = munchkin::makeGreedyBot(), b = munchkin::makeRandomBot(), c = munchkin::makeGreedyBot();
    munchkin::Bot* bots[] = {a.get(), b.get(), c.get()};
    munchkin::Game game(*set);
    game.reset(1, bots);
    const munchkin::GameResult result = game.play(400);
    std::cout << tables->id << ": " << tables->cards.size() << " designs, game over after " << result.turns
              << " turns\n";
  }
  return 0;
}
