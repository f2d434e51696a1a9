// Setup (docs/semantics.md, "The game in brief"): each player's sex is drawn
// from the seed, then their bot may choose another once it has seen its
// opening hand, unless the caller of the engine fixed it.
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* kCards = R"(
item "Tiara" { bonus +3; slot headgear; value 400; usable_by sex female; copies 8; }
item "Beard Comb" { bonus +1; slot none; value 100; usable_by sex male; copies 8; }
class "Amazon" { copies 8; play in_combat once_per_combat if sex female { combat_bonus +2; } }
item "Stick" { bonus +1; slot one_hand; value 100; copies 40; }
)";

// Chooses the sex it is told, and counts the times it is asked.
class SexBot final : public Bot {
 public:
  explicit SexBot(int sex) : sex_(sex) {}
  std::string_view name() const override { return "sex"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override { return mustPick(choice) ? 0 : -1; }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
  int chooseSex(Game& game, int seat) override {
    ++asked;
    handSeen = game.players[static_cast<std::size_t>(seat)].hand.size();
    return sex_;
  }
  int asked = 0;
  std::size_t handSeen = 0;

 private:
  int sex_;
};

}  // namespace

TEST_CASE("a bot chooses its sex once it has seen its opening hand, and one that keeps the drawn one gets the seed's") {
  const PreparedSet& set = engine_test::textSet(kCards);
  Game game(set);
  SexBot female(1), male(0), keeps(-1);
  Bot* bots[] = {&female, &male, &keeps};
  int drawnFemale = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    game.reset(seed, bots);
    CHECK(game.players[0].sex == 1);
    CHECK(game.players[1].sex == 0);
    drawnFemale += game.players[2].sex;
  }
  CHECK(female.asked == 40);
  CHECK(female.handSeen == 8);  // asked after the deal, before any opening play
  CHECK(drawnFemale > 8);
  CHECK(drawnFemale < 32);
}

TEST_CASE("sexes the caller fixes are not asked of the bots") {
  const PreparedSet& set = engine_test::textSet(kCards);
  Game game(set);
  SexBot female(1), male(0), keeps(-1);
  Bot* bots[] = {&female, &male, &keeps};
  const std::uint8_t sexes[] = {0, 1, 1};
  game.reset(3, bots, nullptr, 0, sexes);
  CHECK(game.players[0].sex == 0);
  CHECK(game.players[1].sex == 1);
  CHECK(game.players[2].sex == 1);
  CHECK(female.asked + male.asked + keeps.asked == 0);
}

TEST_CASE("greedy chooses the sex its hand favours, and keeps the drawn one when it favours neither") {
  const PreparedSet& set = engine_test::textSet(kCards);
  Game game(set);
  const auto greedy = makeGreedyBot();
  Bot* bots[] = {greedy.get(), greedy.get(), greedy.get()};
  game.reset(5, bots);
  engine_test::clearTable(game);
  const auto give = [&](int seat, const char* name) { game.moveTo(engine_test::takeCard(game, name), Zone::Hand, seat); };
  give(0, "Tiara");
  give(0, "Beard Comb");  // +3 usable by a woman outweighs +1 by a man
  give(1, "Beard Comb");
  give(2, "Stick");
  give(2, "Amazon");
  give(2, "Beard Comb");  // the Amazon's block (+1) and the comb (-2): a man
  CHECK(greedy->chooseSex(game, 0) == 1);
  CHECK(greedy->chooseSex(game, 1) == 0);
  CHECK(greedy->chooseSex(game, 2) == 0);
  engine_test::clearTable(game);
  give(0, "Stick");
  CHECK(greedy->chooseSex(game, 0) == -1);
}
