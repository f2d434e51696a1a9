// Computed amounts (docs/semantics.md, "Amounts"): evaluated when their
// action runs, reading the block's `self`, the monster aimed at, the game's
// counts; each on a card written for it.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_table.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"mkn(set amounts {
  title "Amounts";
  players 3..6;
}

uses core;

monster "Goblin" { copies 4; level 2; treasures 1; bad_stuff { lose_levels 1; } }
monster "Ogre" { copies 4; level 12; treasures 3; levels 2; bad_stuff { lose_levels 2; } }
monster "Doppelganger" { copies 2; level 1; treasures 2; on combat_start { combat_bonus (level - 1) to monster; } bad_stuff { lose_levels 1; } }
class "Cleric" { copies 4; }
item "Crown" { copies 2; slot headgear; value 800; }
item "Club" { copies 4; slot hands 1; value 300; }
oneshot "Growth Potion" { copies 4; play in_combat { combat_bonus (monster.level) to monster; } }
oneshot "Heavy Purse" { copies 4; play in_combat { combat_bonus (min(items, 5) * 2); } }
oneshot "Treasure Sense" { copies 4; play in_combat { treasures (half_up(monster.treasures)); } }
levelup "Class Reunion" { copies 4; play { gain_levels (players class Cleric) max_level min(6, win_level - 1); } }
levelup "Sure Step" { copies 4; play { gain_levels 5 max_level (level + 1); } }
curse "Income Tax" { copies 4; play { lose_levels (half_down(level)); } }
curse "Appraisal" { copies 4; play { draw (half_down(highest_value) - 300) treasure; } }
)mkn";

class AimingBot final : public Bot {
 public:
  std::string aim;
  std::string_view name() const override { return "aiming"; }
  int choose(Game& game, int, Choice choice, std::span<const CardId> options) override {
    if (choice != Choice::TargetMonster) return choice == Choice::RunFrom ? 0 : -1;
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (aim == game.def(options[i]).name) return static_cast<int>(i);
    }
    return 0;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return true; }
  bool sacrificeSidekick(Game&, int) override { return false; }
};

struct Table : engine_test::TestTable<AimingBot> {
  Table() : TestTable(kSet) {}
};

}  // namespace

TEST_CASE("the monster's Level is doubled: the amount reads the monster the bonus is aimed at") {
  Table t;
  t.owned[0].aim = "Ogre";
  t.fight(0, {"Goblin", "Ogre"});
  t.play(0, "Growth Potion");
  CHECK(t.bonusOf("Ogre") == 12);
  CHECK(t.bonusOf("Goblin") == 0);
  t.owned[0].aim = "Goblin";
  t.play(0, "Growth Potion");
  CHECK(t.bonusOf("Goblin") == 2);  // its printed Level, not its strength
}

TEST_CASE("a monster's own block reads the player it runs for: the Doppelganger fights at the fighter's Level") {
  Table t;
  t.game.players[0].level = 7;
  t.fight(0, {"Doppelganger"});
  CHECK(t.bonusOf("Doppelganger") == 6);
  CHECK(t.game.monsterStrength() >= 7);
}

TEST_CASE("counts and functions are read when the action runs") {
  Table t;
  t.equip(0, "Club");
  t.equip(0, "Club");
  t.equip(0, "Crown");
  t.fight(0, {"Goblin"});
  const int before = t.game.combat.playerBonus;
  t.play(0, "Heavy Purse");
  CHECK(t.game.combat.playerBonus - before == 6);  // min(3 items, 5) * 2
  const int treasures = t.game.combat.treasureBonus;
  t.play(0, "Treasure Sense");
  CHECK(t.game.combat.treasureBonus - treasures == 1);  // half_up(1)
}

TEST_CASE("players class C counts the players who are C; a computed max caps the Level") {
  Table t;
  t.equip(1, "Cleric");
  t.equip(2, "Cleric");
  t.game.players[0].level = 5;
  t.play(0, "Class Reunion");
  CHECK(t.level(0) == 6);  // 2 levels, capped at min(6, 9)
  t.game.players[1].level = 3;
  t.play(1, "Sure Step");
  CHECK(t.level(1) == 4);  // capped at its own Level + 1, read before it rises
}

TEST_CASE("a curse reads the cursed player; a value of 0 or less does nothing") {
  Table t;
  t.game.players[1].level = 7;
  t.play(0, "Income Tax", 1);
  CHECK(t.level(1) == 4);  // half_down(7) = 3 levels lost
  t.equip(1, "Club");      // half_down(300) - 300 < 0: nothing drawn
  const std::size_t hand = t.hand(1);
  t.play(0, "Appraisal", 1);
  CHECK(t.hand(1) == hand);
  t.equip(1, "Crown");     // half_down(800) - 300 = 100 cards: as many as the deck has
  t.play(0, "Appraisal", 1);
  CHECK(t.hand(1) > hand);
}
