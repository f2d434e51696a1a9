// Game::offeredNow answers what the turn structure offers a player to play
// from the hand (the conformance suite's `play` step asks it). Checked against
// the lists the engine really builds: random bots play bundled games, and
// every own-turn, combat and interference question is compared card by card.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

// A random bot that, before each answer, compares the options with offeredNow.
class CheckingBot final : public Bot {
 public:
  explicit CheckingBot(std::vector<std::string>& mismatches) : mismatches_(mismatches) {}
  std::string_view name() const override { return "checking"; }
  int choose(Game& game, int seat, Choice choice, std::span<const CardId> options) override {
    // Opening plays come before the first turn, for every seat.
    const bool listsPlays = choice == Choice::CombatPlay || choice == Choice::Interfere ||
                            choice == Choice::OffTurnPlay || (choice == Choice::OwnTurnPlay && game.turn > 0);
    if (listsPlays) {
      for (CardId card : game.players[static_cast<std::size_t>(seat)].hand) {
        ++compared;
        const bool listed = std::find(options.begin(), options.end(), card) != options.end();
        if (listed != game.offeredNow(seat, card)) {
          mismatches_.push_back(std::string(game.def(card).name) + " for seat " + std::to_string(seat) +
                                (listed ? ": offered, but offeredNow says no" : ": offeredNow says yes, not offered"));
        }
      }
    }
    return random_->choose(game, seat, choice, options);
  }
  HelpRequest askForHelp(Game& game, int seat, std::span<const int> candidates) override {
    return random_->askForHelp(game, seat, candidates);
  }
  bool acceptHelp(Game& game, int seat, int asker, int share) override { return random_->acceptHelp(game, seat, asker, share); }
  bool sacrificeSidekick(Game& game, int seat) override { return random_->sacrificeSidekick(game, seat); }
  long long compared = 0;  // cards compared

 private:
  std::unique_ptr<Bot> random_ = makeRandomBot();
  std::vector<std::string>& mismatches_;
};

}  // namespace

TEST_CASE("Game::offeredNow agrees with the cards the turn and the fight offer") {
  for (const char* path : {"zombies", "crossovers/all-four"}) {
    const PreparedSet& set = engine_test::bundledSet(path);
    Game game(set);
    std::vector<std::string> mismatches;
    CheckingBot a(mismatches), b(mismatches), c(mismatches), d(mismatches);
    std::vector<Bot*> bots = {&a, &b, &c, &d};
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
      game.reset(seed, bots);
      game.play(150);
    }
    INFO(path << ": " << (mismatches.empty() ? std::string() : mismatches.front()));
    CHECK(mismatches.empty());
    CHECK(a.compared + b.compared + c.compared + d.compared > 10000);
  }
}
