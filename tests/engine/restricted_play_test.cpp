// Restricted play on the bundled sets (munchkin/restricted_bot.h): a watched
// game is the game the bots play unwrapped, and a seat forbidden a card it
// never had the chance to play plays the watched game move for move,
// whatever the card; windows, abilities, curses stopped and equip choices
// included. This is what lets `munchkinc balance` skip those
// replays.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/restricted_bot.h"

using namespace munchkin;
using engine_test::bundledSet;

namespace {

constexpr const char* kSets[] = {"apocalypse", "star", "warhammer-aos", "zombies", "crossovers/all-four",
                                 "crossovers/apocalypse-epic"};

GameResult play(Game& game, std::span<Bot* const> bots, int index) {
  game.reset(gameSeed(31, static_cast<std::uint64_t>(index)), bots, nullptr, static_cast<std::uint64_t>(index));
  return game.play(400);
}

}  // namespace

TEST_CASE("a replay without a chance is the watched game on every bundled set") {
  for (const char* path : kSets) {
    const PreparedSet& set = bundledSet(path);
    const std::size_t designs = set.tables().cards.size();
    for (bool mixed : {false, true}) {
      std::vector<std::unique_ptr<Bot>> inner;
      std::vector<std::unique_ptr<RestrictingBot>> wrapped;
      std::vector<Bot*> bots;
      for (int seat = 0; seat < 4; ++seat) {
        inner.push_back(mixed && seat % 2 ? makeRandomBot() : makeGreedyBot());
        wrapped.push_back(std::make_unique<RestrictingBot>(*inner.back()));
        bots.push_back(wrapped.back().get());
      }
      std::vector<ChanceSheet> sheets(4);
      Game game(set);
      long long replays = 0;
      for (int index = 0; index < 3; ++index) {
        for (int seat = 0; seat < 4; ++seat) {
          sheets[static_cast<std::size_t>(seat)].reset(designs, {});
          wrapped[static_cast<std::size_t>(seat)]->watch(&sheets[static_cast<std::size_t>(seat)]);
        }
        const GameResult watched = play(game, bots, index);
        // Watching changes nothing: balance's baselines are simulate's games.
        std::vector<Bot*> unwrapped;
        for (const auto& bot : inner) unwrapped.push_back(bot.get());
        const GameResult plain = play(game, unwrapped, index);
        CHECK(plain.winner == watched.winner);
        CHECK(plain.turns == watched.turns);
        for (const auto& bot : wrapped) bot->restrict(RestrictingBot::kNoDesign);
        for (int seat = 0; seat < 4; ++seat) {
          for (std::size_t d = 0; d < designs; ++d) {
            if (sheets[static_cast<std::size_t>(seat)].noted(d)) continue;
            wrapped[static_cast<std::size_t>(seat)]->restrict(static_cast<int>(d));
            const GameResult forbidden = play(game, bots, index);
            INFO(path << (mixed ? ", mixed" : ", greedy") << ", game " << index << ", seat " << seat << ", "
                      << set.tables().cards[d].name);
            CHECK(forbidden.winner == watched.winner);
            CHECK(forbidden.turns == watched.turns);
            CHECK(forbidden.errors.empty());
            ++replays;
          }
          wrapped[static_cast<std::size_t>(seat)]->restrict(RestrictingBot::kNoDesign);
        }
      }
      CHECK(replays > 0);
    }
  }
}
