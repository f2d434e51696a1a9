// `once_per_target`: a block acts at most once on each player it chooses in a
// turn, and is not offered once nobody is left (docs/semantics.md, "Timings
// and limits").
#include <catch2/catch.hpp>

#include <vector>

#include "test_table.h"

using namespace munchkin;

namespace {

const char* const kSet = R"(
set targets { title "Targets"; players 3..6; }
uses core;
class "Bully" { play own_turn once_per_target { lose_levels 1 to other_player; } }
class "Picky Bully" { play own_turn once_per_target { lose_levels 1 to other_player level >= 3; } }
class "Sore Winner" { play after_win once_per_target { lose_levels 1 to other_player level >= 3; } }
class "Heckler" { on card_drawn other_player once_per_target { lose_levels 1 to other_player; } }
oneshot "Parting Shot" { play after_win once_per_target { lose_levels 1 to other_player level >= 3; } }
)";

// Takes the first player offered and writes down the seats it was offered.
class FirstBot final : public Bot {
 public:
  std::string_view name() const override { return "first"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override { return mustPick(choice) ? 0 : -1; }
  int choosePlayer(Game&, int, const TargetRequest&, std::span<const int> seats) override {
    offered.emplace_back(seats.begin(), seats.end());
    return 0;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
  int chooseAlternative(Game&, int, const AlternativeRequest&, std::span<const Range>) override { return 0; }
  std::vector<std::vector<int>> offered;
};

struct Table : engine_test::TestTable<FirstBot> {
  Table() : TestTable(kSet) {
    game.current = 0;
    for (Player& p : game.players) p.level = 5;
    bully = equip(0, "Bully");
  }
  CardId bully;
};

}  // namespace

TEST_CASE("once_per_target: each use offers only the players not yet acted on, then the ability is spent") {
  Table t;
  REQUIRE(t.game.mayUseAbility(0, {t.bully, 0}));
  REQUIRE(t.game.useAbility(0, {t.bully, 0}));
  CHECK(t.owned[0].offered.back() == std::vector<int>{1, 2});
  CHECK(t.level(1) == 4);
  // The second use has one player left: no question, and it lands there.
  REQUIRE(t.game.useAbility(0, {t.bully, 0}));
  CHECK(t.owned[0].offered.size() == 1);
  CHECK(t.level(2) == 4);
  CHECK(t.level(1) == 4);
  // Nobody is left: the ability cannot act.
  CHECK_FALSE(t.game.mayUseAbility(0, {t.bully, 0}));
  CHECK_FALSE(t.game.useAbility(0, {t.bully, 0}));
  CHECK(t.level(1) == 4);
  CHECK(t.level(2) == 4);
}

TEST_CASE("once_per_target with a selector: offered only the unmarked players its filters keep") {
  Table t;
  const CardId picky = t.equip(0, "Picky Bully");
  REQUIRE(t.game.useAbility(0, {picky, 0}));
  CHECK(t.owned[0].offered.back() == std::vector<int>{1, 2});
  CHECK(t.level(1) == 4);
  // Seat 1 still passes `level >= 3` but is marked: seat 2 is the only one left, asked of nobody.
  REQUIRE(t.game.useAbility(0, {picky, 0}));
  CHECK(t.owned[0].offered.size() == 1);
  CHECK(t.level(2) == 4);
  CHECK(t.level(1) == 4);
  CHECK_FALSE(t.game.mayUseAbility(0, {picky, 0}));
}

TEST_CASE("once_per_target in a window: a card or ability with nobody left to act on is not offered") {
  Table t;
  const CardId winner = t.equip(0, "Sore Winner");
  const CardId shot = t.card("Parting Shot");
  t.game.moveTo(shot, Zone::Hand, 0);
  CHECK(t.game.windowAbilityBlock(0, winner, Timing::AfterWin) == 0);
  CHECK(t.game.windowPlayable(0, shot, Timing::AfterWin));
  // Nobody passes `level >= 3` any more: played, the one-shot would be spent for nothing.
  t.game.players[1].level = 2;
  t.game.players[2].level = 1;
  CHECK(t.game.windowAbilityBlock(0, winner, Timing::AfterWin) == -1);
  CHECK_FALSE(t.game.windowPlayable(0, shot, Timing::AfterWin));
}

TEST_CASE("once_per_target on a card_drawn reaction: each player at most once a turn, then it stays silent") {
  Table t;
  t.equip(0, "Heckler");
  // Seat 1 draws three times: the reactions pick seat 1 (offered first), then the only one left, then nobody.
  for (int i = 0; i < 3; ++i) t.game.cardDrawn(t.card("Parting Shot"), 1, true);
  CHECK(t.level(1) == 4);
  CHECK(t.level(2) == 4);
}
