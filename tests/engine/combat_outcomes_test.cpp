// Combat outcomes other than the comparison (docs/semantics.md, "Combat
// outcomes"): kill_monster [treasure_only], take_treasure, cancel monster,
// end_combat and auto_escape of one monster, each on a card written for it.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_table.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"mkn(set outcomes {
  title "Outcomes";
  players 3..6;
}

uses core;

monster "Goblin" { copies 4; level 2; treasures 1; bad_stuff { lose_levels 1; } }
monster "Ogre" { copies 4; level 12; treasures 3; levels 2; bad_stuff { lose_levels 2; } }
monster "Glass Golem" {
  copies 2;
  level 20;
  treasures 2;
  on combat_start if level <= 7 { kill_monster; }
  on monster_killed { draw 1 door; }
  bad_stuff { die; }
}
oneshot "Vorpal Blade" { copies 4; play in_combat if level <= 7 { kill_monster; } }
oneshot "Disintegrate" { copies 4; play in_combat { kill_monster treasure_only; } }
oneshot "Charm" { copies 4; play in_combat { take_treasure; } }
oneshot "Banish" { copies 4; play in_combat { cancel monster; } }
oneshot "Truce" { copies 4; play in_combat { end_combat; } }
oneshot "Smoke Bomb" { copies 4; play in_combat { auto_escape; } }
oneshot "Teleport" { copies 4; play in_combat { auto_escape all; } }
oneshot "Samurai Edge" { copies 2; supersedes win_by_kill; play in_combat { kill_monster; } }
class "Trophy Hunter" { copies 2; on monster_killed { draw 1 treasure; } }
class "Victor" { copies 2; on combat_won { draw 1 door; } }
class "Runner" { copies 2; on escaped { draw 1 door; } }
)mkn";

// Plays nothing unless told; aims at the monster named `aim`, runs in the
// order the options come.
class AimingBot final : public Bot {
 public:
  std::string aim;
  std::vector<std::vector<std::string>> asked;  // the options of each TargetMonster question
  std::string_view name() const override { return "aiming"; }
  int choose(Game& game, int, Choice choice, std::span<const CardId> options) override {
    if (choice != Choice::TargetMonster) return choice == Choice::RunFrom ? 0 : -1;
    asked.emplace_back();
    int pick = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
      asked.back().emplace_back(game.def(options[i]).name);
      if (aim == game.def(options[i]).name) pick = static_cast<int>(i);
    }
    return pick;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return true; }
  bool sacrificeSidekick(Game&, int) override { return false; }
};

struct Table : engine_test::TestTable<AimingBot> {
  Table() : TestTable(kSet) {}
};

}  // namespace

TEST_CASE("kill_monster on the only monster wins the fight at once: its levels, its Treasure, monster_killed and combat_won") {
  Table t;
  t.game.players[0].level = 3;
  t.equip(0, "Trophy Hunter");  // on monster_killed { draw 1 treasure; }
  t.equip(0, "Victor");         // on combat_won { draw 1 door; }
  t.fight(0, {"Ogre"});
  t.play(0, "Vorpal Blade");
  CHECK_FALSE(t.game.combat.active);
  CHECK(t.game.combat.outcome == 1);
  CHECK(t.level(0) == 5);       // the Ogre's 2 levels
  CHECK(t.hand(0) == 3 + 1 + 1);  // 3 Treasures, and one card from each trigger
}

TEST_CASE("kill_monster treasure_only pays the Treasure, no level; monster_killed fires") {
  Table t;
  t.game.players[0].level = 3;
  t.equip(0, "Trophy Hunter");
  t.fight(0, {"Ogre"});
  t.play(0, "Disintegrate");
  CHECK_FALSE(t.game.combat.active);
  CHECK(t.level(0) == 3);
  CHECK(t.hand(0) == 3 + 1);
}

TEST_CASE("take_treasure pays the Treasure, no level, and is no kill") {
  Table t;
  t.game.players[0].level = 3;
  t.equip(0, "Trophy Hunter");
  t.equip(0, "Victor");
  t.fight(0, {"Ogre"});
  t.play(0, "Charm");
  CHECK_FALSE(t.game.combat.active);
  CHECK(t.level(0) == 3);
  CHECK(t.hand(0) == 3 + 1);  // the Treasures and combat_won's door; no monster_killed
}

TEST_CASE("a monster set aside is paid for only if the fight is then won against the rest") {
  SECTION("won") {
    Table t;
    t.game.players[0].level = 5;
    t.owned[0].aim = "Ogre";
    t.fight(0, {"Goblin", "Ogre"});
    t.play(0, "Vorpal Blade");
    REQUIRE(t.game.combat.active);
    CHECK(t.game.monsterStrength() == 2);  // the Ogre left the fight
    t.game.resolveCombat();               // 5 against 2
    CHECK(t.level(0) == 5 + 2 + 1);
    CHECK(t.hand(0) == 3 + 1);
  }
  SECTION("lost") {
    Table t;
    t.game.players[0].level = 5;
    t.owned[0].aim = "Goblin";
    t.fight(0, {"Goblin", "Ogre"});
    t.play(0, "Vorpal Blade");
    t.game.combat.cancelBadStuff = true;
    t.game.resolveCombat();  // 5 against 12: lost, the Goblin's kill gives nothing
    CHECK(t.level(0) == 5);
    CHECK(t.hand(0) == 0);
  }
}

TEST_CASE("the player of the card chooses which monster, asked only when there are two or more") {
  Table t;
  t.owned[0].aim = "Ogre";
  t.fight(0, {"Goblin", "Ogre"});
  t.play(0, "Banish");
  REQUIRE(t.owned[0].asked.size() == 1);
  CHECK(t.owned[0].asked[0] == std::vector<std::string>{"Goblin", "Ogre"});
  CHECK(t.game.monsterStrength() == 2);
  t.play(0, "Charm");  // one monster left: nobody is asked
  CHECK(t.owned[0].asked.size() == 1);
  CHECK_FALSE(t.game.combat.active);
  CHECK(t.hand(0) == 1);  // the Goblin's Treasure; the Ogre was sent away for nothing
}

TEST_CASE("end_combat ends the fight neither won nor lost, or won when a monster was set aside") {
  SECTION("nothing set aside") {
    Table t;
    t.fight(0, {"Goblin", "Ogre"});
    t.play(0, "Truce");
    CHECK_FALSE(t.game.combat.active);
    CHECK(t.game.combat.outcome == 0);
    CHECK(t.level(0) == 1);
    CHECK(t.hand(0) == 0);
  }
  SECTION("after take_treasure") {
    Table t;
    t.owned[0].aim = "Ogre";
    t.fight(0, {"Goblin", "Ogre"});
    t.play(0, "Charm");
    t.play(0, "Truce");
    CHECK_FALSE(t.game.combat.active);
    CHECK(t.game.combat.outcome == 1);
    CHECK(t.hand(0) == 3);
  }
}

TEST_CASE("auto_escape outside a roll escapes the one monster chosen; the other is rolled against") {
  Table t;
  t.game.players[0].level = 5;
  t.equip(0, "Runner");  // on escaped { draw 1 door; }
  t.owned[0].aim = "Ogre";
  t.fight(0, {"Goblin", "Ogre"});
  t.play(0, "Smoke Bomb");
  t.game.combat.runAways.push_back({0, -10, false, 0, -1});  // every roll fails
  t.game.resolveCombat();
  CHECK(t.level(0) == 4);  // the Goblin caught them (-1); the Ogre's -2 never came
  CHECK(t.hand(0) == 1);   // escaped the Ogre
}

TEST_CASE("auto_escape all outside a roll escapes every monster") {
  Table t;
  t.game.players[0].level = 4;
  t.fight(0, {"Goblin", "Ogre"});
  t.play(0, "Teleport");
  t.game.combat.runAways.push_back({0, -10, false, 0, -1});
  t.game.resolveCombat();
  CHECK(t.level(0) == 4);
}

TEST_CASE("a monster's own kill_monster kills that monster as it enters; its on monster_killed acts when the fight is won") {
  Table t;
  t.game.players[0].level = 2;
  t.game.startCombat(0, t.card("Glass Golem"));  // on combat_start if level <= 7 { kill_monster; }
  CHECK_FALSE(t.game.combat.active);
  CHECK(t.level(0) == 3);
  CHECK(t.hand(0) == 2 + 1);  // its 2 Treasures and its own on monster_killed's door
}

TEST_CASE("an outright kill's levels stop below kill_level unless the card supersedes win_by_kill") {
  SECTION("capped") {
    Table t;
    t.game.players[0].level = 9;
    t.fight(0, {"Ogre"});
    t.play(0, "Disintegrate");  // no levels at all
    t.fight(0, {"Ogre"});
    t.play(0, "Charm");
    CHECK(t.level(0) == 9);
    CHECK_FALSE(t.game.isOver());
  }
  SECTION("capped kill") {
    Table t;
    t.game.players[0].level = 8;
    t.fight(0, {"Ogre"});
    t.game.players[0].level = 8;
    // Vorpal Blade asks level <= 7, so the holder here is a second player at Level 1 playing it for the fighter.
    t.play(1, "Vorpal Blade");
    CHECK(t.level(0) == 9);
    CHECK_FALSE(t.game.isOver());
  }
  SECTION("superseded") {
    Table t;
    t.game.players[0].level = 8;
    t.fight(0, {"Ogre"});
    t.play(0, "Samurai Edge");
    CHECK(t.level(0) == 10);
    CHECK(t.game.isOver());
  }
}
