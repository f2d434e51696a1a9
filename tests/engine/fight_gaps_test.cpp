// The fight-side small gaps of real cards (docs/semantics.md, "Monster
// blocks", "Predicates", "Combat"): monsters reacting to a helper (`on
// helping`, `helper.` in their blocks), the `losing` condition, and a
// `floor` under a monster's strength, each on a card written for the purpose.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_table.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"mkn(set fightgaps {
  title "Fight gaps";
  players 3..6;
}

uses core;

race "Elf" { copies 3; }
class "Warrior" { copies 2; while { win_ties; } }
monster "Goblin" { copies 4; level 2; treasures 1; bad_stuff { lose_levels 1; } }
monster "Ogre" { copies 4; level 12; treasures 3; levels 2; bad_stuff { lose_levels 2; } }
monster "Elf Hater" { copies 2; level 8; treasures 2; while helper.race Elf { combat_bonus +5 to monster; } bad_stuff { lose_levels 1; } }
monster "Snob" {
  copies 2;
  level 4;
  treasures 1;
  on helping { lose_levels 1; }
  on helping if helper.race Elf { combat_bonus +3 to monster; }
  bad_stuff { lose_levels 1; }
}
oneshot "Thankless" { copies 2; play in_combat { forbid reward to helper; } }
class "Elf Friend" { copies 2; on combat_won if helping { gain_levels 1; } }
oneshot "Conscript" { copies 4; play in_combat { force_help except_win to player_left; } }
oneshot "Last Stand" { copies 4; play in_combat if losing { combat_bonus +5 to fighter; } }
oneshot "Shrink Ray" { copies 4; play in_combat { combat_bonus -5 to monster floor 1; } }
oneshot "Big Shrink" { copies 4; play in_combat { combat_bonus -20 to monster floor 3; } }
oneshot "Shrink All" { copies 2; play in_combat { combat_bonus -10 to monster level >= 1 all floor 2; } }
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
};

}  // namespace

TEST_CASE("a monster's while reads the helper: +5 from the moment an Elf helps") {
  Table t;
  t.equip(1, "Elf");
  t.fight(0, {"Elf Hater"});
  CHECK(t.game.monsterStrength() == 8);
  t.play(0, "Conscript");  // seat 1 helps
  REQUIRE(t.game.combat.helper == 1);
  CHECK(t.game.monsterStrength() == 13);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
  t.fight(2, {"Elf Hater"});
  t.play(2, "Conscript");  // seat 0 helps: no Elf
  REQUIRE(t.game.combat.helper == 0);
  CHECK(t.game.monsterStrength() == 8);
}

TEST_CASE("a monster's on helping runs for the helper who joins, and helper. names that helper") {
  Table t;
  t.game.players[1].level = 3;
  t.game.players[0].level = 3;
  t.fight(0, {"Snob"});
  CHECK(t.level(0) == 3);  // the fighter does not meet it
  CHECK(t.game.monsterStrength() == 4);
  t.play(0, "Conscript");
  REQUIRE(t.game.combat.helper == 1);
  CHECK(t.level(1) == 2);
  CHECK(t.level(0) == 3);
  CHECK(t.game.monsterStrength() == 4);  // the helper is no Elf
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
  t.equip(2, "Elf");
  t.game.players[2].level = 3;
  t.fight(1, {"Snob"});
  t.play(1, "Conscript");  // seat 2, an Elf, helps
  REQUIRE(t.game.combat.helper == 2);
  CHECK(t.level(2) == 2);
  CHECK(t.game.monsterStrength() == 7);
}

TEST_CASE("losing: the side would lose now; a tie loses unless the fighter wins ties") {
  Table t;
  t.game.players[0].level = 5;
  t.fight(0, {"Goblin"});
  t.play(0, "Last Stand");  // winning: nothing
  CHECK(t.game.fighterSideStrength() == 5);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();

  t.game.players[0].level = 5;
  t.fight(0, {"Ogre"});
  t.play(0, "Last Stand");  // 5 against 12: losing
  CHECK(t.game.fighterSideStrength() == 10);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();

  t.game.players[0].level = 2;
  t.fight(0, {"Goblin"});
  t.play(0, "Last Stand");  // 2 against 2: the monster wins ties
  CHECK(t.game.fighterSideStrength() == 7);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();

  t.equip(0, "Warrior");
  t.game.players[0].level = 2;
  t.fight(0, {"Goblin"});
  t.play(0, "Last Stand");  // a Warrior wins ties: not losing
  CHECK(t.game.fighterSideStrength() == 2);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
}

TEST_CASE("a floor keeps the monster's strength from going below it, whatever lowers it later") {
  Table t;
  t.fight(0, {"Goblin"});
  t.play(0, "Shrink Ray");  // -5 floor 1 on a level 2
  CHECK(t.bonusOf("Goblin") == -5);
  CHECK(t.game.monsterStrength() == 1);
  t.play(0, "Shrink Ray");
  CHECK(t.game.monsterStrength() == 1);
  t.play(0, "Big Shrink");  // floor 3: the higher floor counts
  CHECK(t.game.monsterStrength() == 3);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();

  t.fight(0, {"Ogre"});
  t.play(0, "Shrink Ray");  // 12 - 5 = 7, above the floor
  CHECK(t.game.monsterStrength() == 7);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();

  t.fight(0, {"Goblin", "Ogre"});
  t.play(0, "Shrink All");  // -10 floor 2 on each
  CHECK(t.game.monsterStrength() == 2 + 2);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();

  t.fight(0, {"Goblin"});  // a new fight: no floor left
  CHECK(t.game.monsterStrength() == 2);
}

TEST_CASE("forbid reward: the helper's share stays with the fighter; the helper's own abilities still act") {
  // Asks seat 1 for help for 1 Treasure; seat 1 agrees.
  class AskingBot final : public Bot {
   public:
    std::string_view name() const override { return "asking"; }
    int choose(Game&, int, Choice choice, std::span<const CardId>) override {
      return choice == Choice::RunFrom || choice == Choice::TargetMonster ? 0 : -1;
    }
    HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {1, 1}; }
    bool acceptHelp(Game&, int, int, int) override { return true; }
    bool sacrificeSidekick(Game&, int) override { return false; }
  };
  const PreparedSet& set = engine_test::setFromText(kSet);
  AskingBot bots[3];
  std::vector<Bot*> seats{&bots[0], &bots[1], &bots[2]};
  for (const bool forbidden : {false, true}) {
    Game game(set);
    game.reset(5, seats);
    engine_test::clearTable(game);
    game.players[0].level = 1;
    game.players[1].level = 3;
    game.moveTo(engine_test::takeCard(game, "Elf Friend"), Zone::InPlay, 1);
    game.beginCombat(0);
    game.addMonster(engine_test::takeCard(game, "Ogre"));  // 12, 3 Treasures
    game.playIntoCombat();
    REQUIRE(game.combat.helper == 1);
    REQUIRE(game.combat.helperShare == 1);
    if (forbidden) {
      const CardId thankless = engine_test::takeCard(game, "Thankless");
      game.moveTo(thankless, Zone::Hand, 0);
      game.playCard(0, thankless, 0);
    }
    game.combat.playerBonus += 20;
    game.resolveCombat();
    CHECK(game.players[1].level == 4);  // the Elf Friend's level for helping, either way
    CHECK(game.players[1].hand.size() == (forbidden ? 0u : 1u));
    CHECK(game.players[0].hand.size() == (forbidden ? 3u : 2u));
  }
}
