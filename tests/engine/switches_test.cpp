// The switches on the combat and on restrictions (docs/semantics.md,
// "Switches"): ignore level, count_only, double_strength, forbid run_away,
// forbid help, ignore drawbacks, ignore restrictions, each on a card.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_table.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"mkn(set switches {
  title "Switches";
  players 3..6;
}

uses core;

monster "Goblin" { copies 4; level 2; treasures 1; bad_stuff { lose_levels 1; } }
monster "Ogre" { copies 4; level 12; treasures 3; levels 2; bad_stuff { lose_levels 2; } }
monster "Slowpoke" { copies 2; level 30; treasures 1; no_pursuit if level >= 1; bad_stuff { die; } }
monster "Knight Eater" { copies 2; level 6; treasures 2; while { combat_bonus +5 to monster vs class Warrior; } bad_stuff { lose_levels 1; } }
monster "Squire Snack" { copies 2; level 8; treasures 2; while { combat_bonus -3 to monster vs class Warrior; } bad_stuff { lose_levels 1; } }
class "Warrior" { copies 2; }
class "Thief" { copies 2; }
item "Broadsword" { copies 2; slot one_hand; bonus +3; not_usable_by class Thief; }
item "Holy Mace" { copies 2; slot one_hand; bonus +4; usable_by class Warrior; }
item "Chain Mail" { copies 2; slot armor; bonus +2; }
item "Helmet" { copies 2; slot headgear; bonus +1; }
oneshot "Amnesia" { copies 2; play in_combat { ignore level to any_player; } }
oneshot "Naked Truth" { copies 2; play in_combat { count_only armor to any_player; } }
oneshot "Berserk" { copies 4; play in_combat { double_strength; } }
oneshot "Berserk Amnesia" { copies 2; play in_combat { double_strength; ignore level; } }
oneshot "Howl" { copies 2; play in_combat { forbid help to any_player; } }
oneshot "Flask" { copies 2; bonus +3; }
curse "Leg Irons" { copies 2; while { forbid run_away; } }
curse "Loner" { copies 2; while { forbid help; } }
class "Cripple" { copies 2; while level >= 3 { forbid run_away; } }
modifier "Free For All" { copies 2; attaches item; while { ignore restrictions; } }
modifier "Super Munchkin" { copies 2; attaches class; while { grant classes +1; ignore drawbacks class; } }
)mkn";

// Plays nothing unless told; always agrees to help, for nothing.
class QuietBot final : public Bot {
 public:
  int helper = -1;  // whom to ask for help
  std::string_view name() const override { return "quiet"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override {
    return choice == Choice::RunFrom || choice == Choice::AttachTo ? 0 : -1;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int> candidates) override {
    for (int seat : candidates) {
      if (seat == helper) return {seat, 0};
    }
    return {};
  }
  bool acceptHelp(Game&, int, int, int) override { return true; }
  bool sacrificeSidekick(Game&, int) override { return false; }
};

struct Table : engine_test::TestTable<QuietBot> {
  Table() : TestTable(kSet) {}
};

}  // namespace

TEST_CASE("ignore level takes the Level out of the target's strength, for this fight only") {
  Table t;
  t.game.players[0].level = 5;
  t.equip(0, "Chain Mail");
  t.fight(0, {"Goblin"});
  CHECK(t.game.fighterSideStrength() == 7);
  t.play(0, "Amnesia");
  CHECK(t.game.fighterSideStrength() == 2);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
  t.fight(0, {"Goblin"});
  CHECK(t.game.fighterSideStrength() == 7);  // the next fight is not switched
}

TEST_CASE("count_only armor: only the armor's bonus counts; the side's one-shot still does") {
  Table t;
  t.game.players[0].level = 5;
  t.equip(0, "Chain Mail");
  t.equip(0, "Helmet");
  t.fight(0, {"Goblin"});
  t.play(0, "Flask");  // +3 for the side
  CHECK(t.game.fighterSideStrength() == 5 + 2 + 1 + 3);
  t.play(0, "Naked Truth");
  CHECK(t.game.fighterSideStrength() == 2 + 3);
}

TEST_CASE("double_strength doubles the player's own strength once, not the side's one-shots") {
  Table t;
  t.game.players[0].level = 5;
  t.equip(0, "Chain Mail");
  t.fight(0, {"Ogre"});
  t.play(0, "Flask");
  t.play(0, "Berserk");
  CHECK(t.game.fighterSideStrength() == 2 * 7 + 3);
  t.play(0, "Berserk");  // a switch is on or off: doubled once
  CHECK(t.game.fighterSideStrength() == 2 * 7 + 3);
  CHECK(t.game.playerWinsCombat());
}

TEST_CASE("ignore level comes before the doubling") {
  Table t;
  t.game.players[0].level = 5;
  t.equip(0, "Chain Mail");
  t.fight(0, {"Goblin"});
  t.play(0, "Berserk Amnesia");
  CHECK(t.game.fighterSideStrength() == 4);
}

TEST_CASE("forbid run_away: every monster catches; no_pursuit still lets the player go") {
  SECTION("caught without a roll") {
    Table t;
    t.game.players[0].level = 3;
    t.equip(0, "Leg Irons");
    for (int i = 0; i < 20; ++i) {
      t.fight(0, {"Ogre"});
      t.game.resolveCombat();
      if (t.level(0) <= 1) break;
    }
    CHECK(t.level(0) == 1);  // caught every time, never escaped
  }
  SECTION("a monster that does not pursue") {
    Table t;
    t.game.players[0].level = 3;
    t.equip(0, "Leg Irons");
    t.fight(0, {"Slowpoke"});
    t.game.resolveCombat();
    CHECK_FALSE(t.game.isDead(0));
  }
  SECTION("a while condition read at the roll") {
    Table t;
    t.game.players[0].level = 2;
    t.equip(0, "Cripple");  // while level >= 3
    CHECK_FALSE(t.game.runAwayForbidden(0));
    t.game.players[0].level = 3;
    CHECK(t.game.runAwayForbidden(0));
  }
}

TEST_CASE("forbid help: no helper may join the fight; one who joined before stays") {
  Table t;
  t.owned[0].helper = 1;
  t.fight(0, {"Ogre"});
  CHECK(t.game.helperRoom() == 1);
  t.play(0, "Howl");
  CHECK(t.game.helperRoom() == 0);
  t.game.playIntoCombat();  // the fighter would ask player 2, who would agree
  CHECK(t.game.combat.helper < 0);
}

TEST_CASE("forbid help in a while: nobody may help the fighter who carries it") {
  Table t;
  t.equip(0, "Loner");
  t.fight(0, {"Ogre"});
  CHECK(t.game.helperRoom() == 0);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
  t.fight(1, {"Ogre"});  // another fighter, whom nothing forbids help
  CHECK(t.game.helperRoom() == 1);
}

TEST_CASE("ignore drawbacks class: with one Class its forbidden items and the monsters' bonuses against it go") {
  SECTION("a not_usable_by item becomes usable") {
    Table t;
    t.equip(0, "Thief");
    const CardId sword = t.equip(0, "Broadsword");
    CHECK_FALSE(t.game.usable(0, sword));
    t.play(0, "Super Munchkin");
    CHECK(t.game.usable(0, sword));
    t.equip(0, "Warrior");  // two Classes: both have all their drawbacks again
    CHECK_FALSE(t.game.usable(0, sword));
  }
  SECTION("a monster's bonus vs the class no longer counts; its perks stay") {
    Table t;
    t.equip(0, "Warrior");
    const CardId mace = t.equip(0, "Holy Mace");
    t.fight(0, {"Knight Eater"});
    CHECK(t.game.monsterStrength() == 6 + 5);
    t.game.combat.cancelBadStuff = true;
    t.game.resolveCombat();
    t.play(0, "Super Munchkin");
    t.fight(0, {"Knight Eater"});
    CHECK(t.game.monsterStrength() == 6);
    CHECK(t.game.usable(0, mace));
  }
  SECTION("a monster's penalty vs the class is an advantage, and stays") {
    Table t;
    t.equip(0, "Warrior");
    t.play(0, "Super Munchkin");
    t.fight(0, {"Squire Snack"});
    CHECK(t.game.monsterStrength() == 8 - 3);
  }
}

TEST_CASE("ignore restrictions: the attached item may be used by anyone, and only that one") {
  Table t;
  t.equip(0, "Thief");
  const CardId sword = t.equip(0, "Broadsword");
  const CardId mace = t.equip(0, "Holy Mace");
  CHECK_FALSE(t.game.usable(0, sword));
  CHECK_FALSE(t.game.usable(0, mace));
  t.play(0, "Free For All");  // the bot attaches it to the first item offered
  CHECK(t.game.usable(0, sword) != t.game.usable(0, mace));
}
