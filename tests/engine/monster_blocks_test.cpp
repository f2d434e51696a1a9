// The contract's monster blocks, triggers, durations and `while` targets
// (docs/semantics.md, "Monster blocks", "Triggers", "How long things last",
// "`while`"), each on a card written for the purpose.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"mkn(set monsterrules {
  title "Monster rules";
  players 3..6;
}

uses core;

tag Slimy;

kind sidekick "Sidekick" is sidekick in door;

sidekick "Loyal Dog" {
  copies 3;
}

race "Elf" { copies 3; }
class "Kid" { copies 3; }
class "Cheerleader" {
  copies 3;
  on monster_killed { gain_levels 1; }
}
class "Mourner" {
  copies 3;
  on combat_lost { draw 1 treasure; }
}
class "Bard" {
  copies 3;
  while { combat_bonus -1 to all_others; }
}
class "Mentor" {
  copies 3;
  while { combat_bonus +3 to helper; }
}
class "Underdog Fan" {
  copies 3;
  while { combat_bonus +2 to lowest_level; }
}
class "Monster Fan" {
  copies 3;
  while { combat_bonus +2 to monster; }
}
class "Collector" {
  copies 3;
  on level_gained { grant hand_limit +2; }
}
item "Lucky Charm" {
  slot headgear;
  usable_by class Kid;
  while { treasures +1; }
}
item "Cloak of Leaving" {
  slot armor;
  while { auto_escape; }
}
class "Eager" {
  copies 3;
  on helping { draw 1 door; }
}
oneshot "Conscript" {
  play in_combat { force_help except_win to player_left; }
}
item "Coin" {
  value 100;
  copies 30;
}
item "Helmet" {
  slot headgear;
  bonus +2;
}
item "Backpack" {
  slot headgear;
  while { grant hand_limit +2; }
}
item "Greasy Boots" {
  slot footgear;
  on combat_start { run_away +3 vs tag Slimy; }
}

monster "Bully" {
  copies 3;
  level 4;
  treasures 1;
  while class Kid { combat_bonus +2; }
  bad_stuff { lose_levels 1; }
}
monster "Elf Hater" {
  copies 3;
  level 3;
  treasures 1;
  on combat_start { combat_bonus +3 to monster vs race Elf; }
  bad_stuff { lose_levels 1; }
}
monster "Pinata" {
  copies 3;
  level 1;
  treasures 1;
  on combat_won { treasures +2; }
  on monster_killed { gain_levels 1; }
  bad_stuff { lose_levels 1; }
}
monster "Sore Loser" {
  copies 3;
  level 30;
  treasures 1;
  on combat_lost { lose_levels 1; }
  bad_stuff { lose_levels 1; }
}
monster "Chaser" {
  copies 3;
  level 30;
  treasures 1;
  on combat_start { run_away -10; }
  on escaped { draw 1 treasure; }
  on caught { auto_escape; }
  bad_stuff { die; }
}
monster "Kid Eater" {
  copies 3;
  level 4;
  treasures 1;
  on combat_start if class Kid { combat_bonus +4 to monster; }
  bad_stuff { lose_levels 1; }
}
monster "Giver" {
  copies 3;
  level 1;
  treasures 1;
  on combat_start { grant hand_limit +2; }
  bad_stuff { lose_levels 1; }
}
monster "Sticky" {
  copies 3;
  level 30;
  treasures 1;
  on combat_start { run_away -10; }
  bad_stuff { lose_levels 1; }
}
monster "Slime" {
  copies 3;
  level 30;
  treasures 1;
  tags Slimy;
  bad_stuff { lose_levels 1; }
}
monster "Small Fry" {
  copies 3;
  level 1;
  treasures 1;
  on combat_start if monster.level >= 5 { combat_bonus +5 to monster; }
  on combat_start if monster.tag Slimy { run_away +1; }
  bad_stuff { lose_levels 1; }
}
monster "Killer" {
  copies 8;
  level 30;
  treasures 1;
  bad_stuff { die; }
}
)mkn";

// Plays nothing; asks `helper` for help (if set) and always agrees to help.
class HelpfulBot final : public Bot {
 public:
  int helper = -1;
  bool sacrifices = false;
  std::string_view name() const override { return "helpful"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override {
    return choice == Choice::Discard || choice == Choice::Loot ? 0 : -1;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {helper, 0}; }
  bool acceptHelp(Game&, int, int, int) override { return true; }
  bool sacrificeSidekick(Game&, int) override { return sacrifices; }
};

struct Table {
  Table() : set(engine_test::setFromText(kSet)), game(set) {
    for (auto& bot : owned) bots.push_back(&bot);
    game.reset(11, bots);
    engine_test::clearTable(game);
  }
  CardId card(const std::string& name) { return engine_test::takeCard(game, name); }
  CardId equip(int seat, const std::string& name) {
    const CardId c = card(name);
    game.moveTo(c, Zone::InPlay, seat);
    return c;
  }
  // A fight of `seat` against the named monsters, nobody playing anything yet.
  void fight(int seat, std::initializer_list<const char*> monsters) {
    game.beginCombat(seat);
    for (const char* monster : monsters) game.addMonster(card(monster));
  }

  const PreparedSet& set;
  Game game;
  HelpfulBot owned[3];
  std::vector<Bot*> bots;
};

}  // namespace

TEST_CASE("a monster's while is in force for each player of the side for whom it holds, while it is in the fight") {
  Table t;
  t.equip(0, "Kid");
  t.equip(1, "Kid");
  t.fight(0, {"Bully"});  // `while class Kid { combat_bonus +2; }`
  CHECK(t.game.fighterSideStrength() == 1 + 2);
  t.game.combat.helper = 1;
  CHECK(t.game.fighterSideStrength() == 1 + 2 + 1 + 2);
  t.game.resolveCombat();  // 6 against 4: won
  CHECK(t.game.players[0].level == 2);
  CHECK(t.game.combatBonusInPlay(0) == 0);
}

TEST_CASE("a monster's combat_start runs again for a helper who joins, and a change to the monster counts once") {
  SECTION("only the helper qualifies") {
    Table t;
    t.owned[0].helper = 1;
    t.equip(1, "Kid");
    t.game.players[1].level = 5;
    t.game.startCombat(0, t.card("Kid Eater"));  // +4 to monster if class Kid: 6 against 8
    CHECK(t.game.players[0].level == 1);
    CHECK(t.game.players[0].hand.empty());  // no Treasure
  }
  SECTION("both qualify") {
    Table t;
    t.owned[0].helper = 1;
    t.equip(0, "Kid");
    t.equip(1, "Kid");
    t.game.players[1].level = 8;
    t.game.startCombat(0, t.card("Kid Eater"));  // 1 + 8 against 4 + 4, not 4 + 4 + 4
    CHECK(t.game.players[0].level == 2);
  }
}

TEST_CASE("a monster-side bonus with vs race counts while the fighter or the helper is one, once") {
  Table t;
  t.fight(0, {"Elf Hater"});  // +3 to monster vs race Elf
  CHECK(t.game.monsterStrength() == 3);
  t.equip(1, "Elf");
  t.game.combat.helper = 1;
  CHECK(t.game.monsterStrength() == 6);
  t.equip(0, "Elf");
  CHECK(t.game.monsterStrength() == 6);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
}

TEST_CASE("combat_won counts before the Treasures, and the fighter's monster_killed levels come from the kill") {
  Table t;
  t.game.players[0].level = 9;
  t.fight(0, {"Pinata"});  // on combat_won { treasures +2; } on monster_killed { gain_levels 1; }
  t.game.resolveCombat();
  CHECK(t.game.players[0].hand.size() == 3);
  CHECK(t.game.players[0].level == 11);  // 10 from the trigger, then the kill's level
  CHECK(t.game.isOver());
}

TEST_CASE("monster_killed reaches the helper once per monster killed, but the helper's levels stop below the kill level") {
  Table t;
  t.game.players[0].level = 5;
  t.equip(1, "Cheerleader");  // on monster_killed { gain_levels 1; }
  t.game.players[1].level = 5;
  t.fight(0, {"Giver", "Giver"});
  t.game.combat.helper = 1;
  t.game.resolveCombat();
  CHECK(t.game.players[1].level == 7);
  t.game.players[1].level = 9;
  t.fight(0, {"Giver"});
  t.game.combat.helper = 1;
  t.game.resolveCombat();
  CHECK(t.game.players[1].level == 9);
}

TEST_CASE("combat_lost reaches the helper's cards and the monster's block for both, before they run") {
  Table t;
  t.game.players[0].level = 5;
  t.game.players[1].level = 5;
  t.equip(1, "Mourner");  // on combat_lost { draw 1 treasure; }
  t.fight(0, {"Sore Loser"});  // on combat_lost { lose_levels 1; }
  t.game.combat.helper = 1;
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
  CHECK(t.game.players[0].level == 4);
  CHECK(t.game.players[1].level == 4);
  CHECK(t.game.players[1].hand.size() == 1);
}

TEST_CASE("a monster's on caught auto_escape undoes the catch, and its on escaped fires") {
  Table t;
  t.fight(0, {"Chaser"});  // run_away -10, so caught; on caught { auto_escape; } on escaped { draw 1 treasure; }
  t.game.resolveCombat();
  CHECK(t.game.players[0].hand.size() == 1);  // escaped after all, and not dead (bad_stuff { die; })
}

TEST_CASE("a grant from a monster ends with the fight; one from a card in play lasts while the card stays") {
  Table t;
  const int normal = t.game.handLimit(0);
  t.game.players[0].level = 5;
  t.fight(0, {"Giver"});  // on combat_start { grant hand_limit +2; }
  CHECK(t.game.handLimit(0) == normal + 2);
  t.game.resolveCombat();
  CHECK(t.game.handLimit(0) == normal);
  const CardId collector = t.equip(1, "Collector");  // on level_gained { grant hand_limit +2; }
  t.game.gainLevels(1, 1, false, 0);
  CHECK(t.game.handLimit(1) == normal + 2);
  t.game.discard(collector);
  CHECK(t.game.handLimit(1) == normal);
}

TEST_CASE("run_away: a monster's own against it only, vs tag against tagged monsters only, each for its target") {
  Table t;
  t.equip(0, "Greasy Boots");  // on combat_start { run_away +3 vs tag Slimy; }
  t.fight(0, {"Sticky", "Slime"});  // Sticky: on combat_start { run_away -10; }
  t.game.fireTrigger(Trigger::CombatStart, 0);
  const CardId sticky = t.game.combat.monsters[0].card, slime = t.game.combat.monsters[1].card;
  CHECK(t.game.runAwayBonus(0, sticky) == -10);
  CHECK(t.game.runAwayBonus(0, slime) == 3);
  t.game.combat.helper = 1;
  CHECK(t.game.runAwayBonus(1, slime) == 0);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
}

TEST_CASE("while targets: all_others, helper, lowest_level (every tied player) and monster") {
  Table t;
  t.equip(0, "Bard");  // combat_bonus -1 to all_others
  CHECK(t.game.combatBonusInPlay(0) == 0);
  CHECK(t.game.combatBonusInPlay(1) == -1);
  CHECK(t.game.combatBonusInPlay(2) == -1);
  t.equip(2, "Underdog Fan");  // +2 to lowest_level
  t.game.players[2].level = 3;
  CHECK(t.game.combatBonusInPlay(0) == 2);
  CHECK(t.game.combatBonusInPlay(1) == 1);
  CHECK(t.game.combatBonusInPlay(2) == -1);
  t.equip(0, "Mentor");  // +3 to helper
  t.equip(2, "Monster Fan");  // +2 to monster
  t.fight(0, {"Slime"});
  CHECK(t.game.monsterStrength() == 32);
  t.game.combat.helper = 1;
  CHECK(t.game.playerStrength(1) == 1 + 1 + 3);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
}

TEST_CASE("treasures and auto_escape act in a while, an item's only while it is in use") {
  Table t;
  t.equip(0, "Lucky Charm");  // usable by Kids: while { treasures +1; }
  t.game.players[0].level = 2;
  t.fight(0, {"Pinata"});
  t.game.resolveCombat();
  CHECK(t.game.players[0].hand.size() == 3);  // not in use
  t.equip(0, "Kid");
  t.game.players[0].level = 2;
  for (auto& p : t.game.players) while (!p.hand.empty()) t.game.discard(p.hand.back());
  t.fight(0, {"Pinata"});
  t.game.resolveCombat();
  CHECK(t.game.players[0].hand.size() == 4);
  for (auto& p : t.game.players) while (!p.hand.empty()) t.game.discard(p.hand.back());
  t.equip(1, "Cloak of Leaving");  // while { auto_escape; }
  t.fight(1, {"Killer"});
  t.game.resolveCombat();
  CHECK(t.game.where[t.game.players[1].inPlay.front()].zone == Zone::InPlay);  // not dead: nothing looted
  CHECK(t.game.players[1].inPlay.size() == 1);
}

TEST_CASE("a forced helper gets helping, and the monsters' combat_start runs for them") {
  Table t;
  t.equip(1, "Eager");  // on helping { draw 1 door; }
  t.equip(1, "Kid");
  t.fight(0, {"Kid Eater"});
  CHECK(t.game.monsterStrength() == 4);
  const CardId conscript = t.card("Conscript");  // force_help except_win to player_left
  t.game.moveTo(conscript, Zone::Hand, 0);
  t.game.playCard(0, conscript, -1);
  CHECK(t.game.combat.helper == 1);
  CHECK(t.game.players[1].hand.size() == 1);
  CHECK(t.game.monsterStrength() == 8);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
}

TEST_CASE("a helper who dies stops running away") {
  Table t;
  t.game.players[1].level = 3;
  t.fight(0, {"Killer", "Killer", "Killer", "Killer", "Killer", "Killer"});  // bad_stuff { die; }
  t.game.combat.helper = 1;
  t.equip(0, "Cloak of Leaving");
  std::ostringstream text;
  GameLog log(&text);
  t.game.log = &log;
  t.game.resolveCombat();
  t.game.log = nullptr;
  const std::string lines = text.str();
  std::size_t deaths = 0;
  for (std::size_t at = lines.find("Player 2 dies"); at != std::string::npos; at = lines.find("Player 2 dies", at + 1)) ++deaths;
  CHECK(deaths == 1);
}

TEST_CASE("in a monster's own block, monster is that monster: its printed level and its tags") {
  Table t;
  t.fight(0, {"Killer", "Slime", "Small Fry"});  // Small Fry: +5 to monster if monster.level >= 5; run_away +1 if monster.tag Slimy
  CHECK(t.game.monsterStrength() == 30 + 30 + 1);
  for (const CombatMonster& m : t.game.combat.monsters) CHECK(t.game.runAwayBonus(0, m.card) == 0);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
}

TEST_CASE("a sacrificed sidekick's escape fires escaped, for each monster") {
  Table t;
  const CardId dog = t.equip(0, "Loyal Dog");
  t.owned[0].sacrifices = true;
  t.fight(0, {"Chaser", "Chaser"});  // on escaped { draw 1 treasure; }
  t.game.resolveCombat();
  CHECK(t.game.where[dog].zone == Zone::Discard);
  CHECK(t.game.players[0].hand.size() == 2);
}

TEST_CASE("an item's while grant counts only while the item is in use") {
  Table t;
  const int normal = t.game.handLimit(0);
  const CardId backpack = t.equip(0, "Backpack");  // headgear: while { grant hand_limit +2; }
  CHECK(t.game.handLimit(0) == normal + 2);
  t.equip(0, "Helmet");  // the better headgear is the one in use
  CHECK_FALSE(t.game.itemInUse(0, backpack));
  CHECK(t.game.handLimit(0) == normal);
}

TEST_CASE("the log says for whom a monster's on block acts and what it does") {
  Table t;
  t.equip(0, "Kid");
  std::ostringstream text;
  GameLog log(&text);
  t.game.log = &log;
  t.fight(0, {"Kid Eater"});  // on combat_start if class Kid { combat_bonus +4 to monster; }
  t.game.log = nullptr;
  CHECK(text.str().find("Player 1 is reached by Kid Eater as the fight starts: give +4 to the monsters.") !=
        std::string::npos);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
}
