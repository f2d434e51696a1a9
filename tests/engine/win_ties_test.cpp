// `win_ties` (docs/semantics.md, Switches): a tie of the side's strength
// with the monsters' goes to the side when the switch holds for the
// fighter, from a `while` (the Warrior) or played into the fight; a
// helper's does not count, and a `supersedes monster_wins_ties` is no
// longer read as the ability.
#include <catch2/catch.hpp>

#include <string>

#include "test_table.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"mkn(set winties {
  title "Win ties";
  players 3..6;
}

uses core;

class "Warrior" { copies 2; while { win_ties; } }
class "Old Warrior" { copies 2; supersedes monster_wins_ties; }
monster "Goblin" { copies 6; level 2; treasures 1; bad_stuff { lose_levels 1; } }
oneshot "Photo Finish" { copies 4; play in_combat { win_ties; } }
oneshot "Conscript" { copies 4; play in_combat { force_help except_win to player_left; } }
)mkn";

// Plays nothing unless told; always agrees to help, for nothing; runs from the first monster.
class QuietBot final : public Bot {
 public:
  std::string_view name() const override { return "quiet"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override {
    return choice == Choice::RunFrom || choice == Choice::TargetMonster ? 0 : -1;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return true; }
  bool sacrificeSidekick(Game&, int) override { return false; }
};

struct Table : engine_test::TestTable<QuietBot> {
  Table() : TestTable(kSet) {}
  // Seat 0 fights a Goblin (2) at Level 2: a tie.
  void tiedFight() {
    game.players[0].level = 2;
    fight(0, {"Goblin"});
  }
  void endFight() {
    game.combat.cancelBadStuff = true;
    game.resolveCombat();
  }
};

}  // namespace

TEST_CASE("win_ties: a tie goes to the monster unless the fighter wins ties") {
  Table t;
  t.tiedFight();
  CHECK(t.game.fighterSideStrength() == t.game.monsterStrength());
  CHECK_FALSE(t.game.playerWinsCombat());
  t.endFight();

  t.equip(0, "Warrior");
  t.tiedFight();
  CHECK(t.game.fighterSideStrength() == 2);  // the strength is not changed
  CHECK(t.game.playerWinsCombat());
  t.endFight();
}

TEST_CASE("win_ties: a helper's Warrior does not win the fighter's tie") {
  Table t;
  t.equip(1, "Warrior");
  t.game.players[0].level = 1;
  t.game.players[1].level = 1;
  t.fight(0, {"Goblin"});
  t.play(0, "Conscript");  // seat 1 helps: 1 + 1 against 2
  REQUIRE(t.game.combat.helper == 1);
  CHECK(t.game.fighterSideStrength() == 2);
  CHECK_FALSE(t.game.playerWinsCombat());
  t.endFight();
}

TEST_CASE("win_ties played into the fight: the fighter's counts for this fight only, a helper's not at all") {
  Table t;
  t.game.players[0].level = 1;
  t.game.players[1].level = 1;
  t.fight(0, {"Goblin"});
  t.play(0, "Conscript");
  REQUIRE(t.game.combat.helper == 1);
  t.play(1, "Photo Finish");  // the helper's own
  CHECK_FALSE(t.game.playerWinsCombat());
  t.play(0, "Photo Finish");  // the fighter's
  CHECK(t.game.playerWinsCombat());
  t.endFight();

  t.tiedFight();  // the next fight: it lasted until the end of the last
  CHECK_FALSE(t.game.playerWinsCombat());
  t.endFight();
}

TEST_CASE("supersedes monster_wins_ties is no ability: the tie still goes to the monster") {
  Table t;
  t.equip(0, "Old Warrior");
  t.tiedFight();
  CHECK_FALSE(t.game.playerWinsCombat());
  t.endFight();
}
