// "Whose card, whose choice" (docs/semantics.md): every choice inside an
// action is asked of the player it belongs to, among the legal options and
// nothing else, and what the player picks is what happens.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* kCards = R"(
set choices { title "Choices"; players 3..6; }
uses core;
param powers_within_level = true;
kind power "Power" is power in door;
tag Fire;

oneshot "Giant Potion" { value 100; copies 4; play in_combat { combat_bonus +50 to any_player; } }
oneshot "Hex" { play in_combat { combat_bonus -3 to other_player; } }
oneshot "Sap" { play any_time { lose_levels 1 to other_player; } }
oneshot "Topple" { play any_time { lose_levels 1 to highest_level; } }
oneshot "Side Switcher" { bonus +5; copies 2; }
levelup "Catch Up" { play { gain_levels 1 max_level kill_level - 1 to lowest_level; } }
curse "Bad Hat" { play { lose_item headgear; } }
curse "Butterfingers" { play { lose_item choice; } }
curse "Fumble" { play { lose_item hands all; } }
curse "Tax" { play { lose_item most_valuable; } }
curse "Pyre" { play { lose_item tag Fire value 100..600; } }
curse "Rummage" { play { lose_item big in_hand; } }
curse "Demotion" { play { lose_class; } }
curse "Identity Crisis" { play { lose_race; } }
special "Banish" { play in_combat { cancel monster; } }
special "Wanderer" { play in_combat { add_monster; } }
special "Pickpocket" { play { steal item from other_player; } }
special "Cutpurse" { play { steal card from other_player; } }
special "Gift" { play { give item to player_left; } }
special "Card Gift" { play { give card to player_left; } }
special "Recall" { supersedes no_return_to_hand; play { return_to_hand item; } }
special "Ogre Grip" { play { equip big; } }
special "Yard Sale" { play { sell_items max_gain 1; } }
special "Spring Clean" { play { discard_cards 2; } }
enhancer "Huge" { bonus +10; treasures +1; }
class "Knight" { }
class "Wizard" { }
race "Elf" { }
race "Dwarf" { }
race "Ogre" { while { grant big_items +1; } }
power "Strong" { rank 2; }
power "Fast" { rank 2; }
item "Cap" { bonus +1; slot headgear; value 100; }
item "Crown" { bonus +3; slot headgear; value 600; }
item "Boots" { bonus +1; slot footgear; value 200; }
item "Sword" { bonus +2; slot one_hand; value 400; }
item "Cart" { slot none; size big; value 600; }
item "Axe" { bonus +2; slot one_hand; value 600; tags Fire; }
item "Torch" { bonus +1; slot one_hand; value 100; tags Fire; }
item "Brand" { bonus +1; slot none; value none; tags Fire; }
item "Wagon" { slot none; size big; value 500; }
item "Ladder" { slot none; size big; value 300; }
item "Throne" { slot none; value 1000; }
monster "Rat" { level 1; treasures 1; bad_stuff { lose_levels 1; } }
monster "Ogre Boss" { level 12; treasures 2; bad_stuff { lose_levels 1; } }
monster "Colossus" { level 30; treasures 5; bad_stuff { lose_levels 1; } }
monster "Slug" { level 2; treasures 1; bad_stuff { lose_levels 1; } }
)";

// Records what it is asked and answers as told: a card by name, a seat, a side.
class AskedBot final : public Bot {
 public:
  std::string_view name() const override { return "asked"; }
  int choose(Game& game, int, Choice choice, std::span<const CardId> options) override {
    offered[choice] = names(game, options);
    const auto wanted = picks.find(choice);
    if (wanted != picks.end()) {
      for (std::size_t i = 0; i < options.size(); ++i) {
        const auto& names = wanted->second;
        if (std::find(names.begin(), names.end(), game.def(options[i]).name) != names.end()) return static_cast<int>(i);
      }
    }
    return mustPick(choice) ? 0 : -1;
  }
  int choosePlayer(Game&, int, const TargetRequest&, std::span<const int> seats) override {
    players.assign(seats.begin(), seats.end());
    const auto at = std::find(seats.begin(), seats.end(), playerPick);
    return at == seats.end() ? 0 : static_cast<int>(at - seats.begin());
  }
  bool backsMonsters(Game&, int, CardId) override { return monsters; }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }

  static std::vector<std::string> names(Game& game, std::span<const CardId> options) {
    std::vector<std::string> out;
    for (CardId card : options) out.emplace_back(game.def(card).name);
    std::sort(out.begin(), out.end());
    return out;
  }

  std::map<Choice, std::vector<std::string>> picks;  // the cards it picks when offered, by choice
  std::map<Choice, std::vector<std::string>> offered;  // the options last offered, sorted
  int playerPick = -1;                    // the seat to pick
  std::vector<int> players;               // the seats last offered
  bool monsters = false;
};

using Names = std::vector<std::string>;

// Three (or more) players at Level 1 with nothing, seat 0 to play.
struct Table {
  // With `greedy`, the greedy bot plays every seat instead.
  explicit Table(int count = 3, bool greedy = false) : set(engine_test::setFromText(kCards)), game(set) {
    for (int i = 0; i < count; ++i) {
      owned.push_back(std::make_unique<AskedBot>());
      greedyBots.push_back(makeGreedyBot());
      bots.push_back(greedy ? greedyBots.back().get() : owned.back().get());
    }
    start();
  }
  void start() {
    game.reset(7, bots);
    engine_test::clearTable(game);
  }
  AskedBot& bot(int seat) { return *owned[static_cast<std::size_t>(seat)]; }
  CardId card(const std::string& name) { return engine_test::takeCard(game, name); }
  CardId give(int seat, const std::string& name) {
    const CardId c = card(name);
    game.moveTo(c, Zone::Hand, seat);
    return c;
  }
  CardId equip(int seat, const std::string& name) {
    const CardId c = card(name);
    game.moveTo(c, Zone::InPlay, seat);
    return c;
  }
  bool carries(int seat, CardId c) const {
    return game.where[c].zone == Zone::InPlay && game.where[c].owner == seat;
  }
  bool holds(int seat, CardId c) const { return game.where[c].zone == Zone::Hand && game.where[c].owner == seat; }

  const PreparedSet& set;
  Game game;
  std::vector<std::unique_ptr<AskedBot>> owned;
  std::vector<std::unique_ptr<Bot>> greedyBots;
  std::vector<Bot*> bots;
};

}  // namespace

TEST_CASE("combat_bonus +N to any_player played by the fighter is offered the fighter alone and lands on them") {
  Table t;
  t.game.players[2].level = 5;  // the Level leader, not in the fight
  t.game.beginCombat(0);
  t.game.addMonster(t.card("Colossus"));
  t.game.playCard(0, t.give(0, "Giant Potion"), 0);
  CHECK(t.game.combat.playerBonus == 50);
  CHECK(t.game.fighterSideStrength() == 51);
  t.game.resolveCombat();
}

TEST_CASE("combat_bonus to any_player in a fight with a helper offers the fighter and the helper, and the pick counts") {
  Table t;
  t.game.beginCombat(0);
  t.game.combat.helper = 1;
  t.game.addMonster(t.card("Colossus"));
  t.bot(2).playerPick = 1;
  t.game.playCard(2, t.give(2, "Giant Potion"), 0);  // a player outside the fight
  CHECK(t.bot(2).players == std::vector<int>{0, 1});
  CHECK(t.game.combat.playerBonus == 50);
  t.game.resolveCombat();
}

TEST_CASE("combat_bonus -N to other_player played by the fighter with a helper reaches the helper only") {
  Table t;
  t.game.beginCombat(0);
  t.game.combat.helper = 2;
  t.game.addMonster(t.card("Rat"));
  t.game.playCard(0, t.give(0, "Hex"), 0);
  CHECK(t.game.combat.playerBonus == -3);
  t.game.resolveCombat();
}

TEST_CASE("greedy: four +50 potions of any_player win the fighter's fight against a Level 30 monster") {
  Table t(4, true);
  t.game.players[1].level = 6;  // the leader, whom the potions used to reach
  for (int i = 0; i < 4; ++i) t.give(0, "Giant Potion");
  t.game.startCombat(0, t.card("Colossus"));
  CHECK(t.game.players[0].level == 2);  // the kill's level
  CHECK(t.game.players[1].level == 6);
}

TEST_CASE("greedy: a boon goes to its partner in the fight, a bane to the Level leader among the others") {
  Table t(4, true);
  t.game.players[1].level = 6;
  t.game.players[3].level = 3;
  t.game.beginCombat(0);
  t.game.combat.helper = 1;
  t.game.addMonster(t.card("Rat"));
  t.game.playCard(1, t.give(1, "Giant Potion"), 0);  // the helper: fighter or itself, both count
  CHECK(t.game.combat.playerBonus == 50);
  t.game.resolveCombat();
  t.game.playCard(2, t.give(2, "Sap"), -1);  // offered seats 3, 0 and 1, in turn order
  CHECK(t.game.players[1].level == 5);
  CHECK(t.game.players[3].level == 3);
  CHECK(t.game.players[0].level == 2);  // the Rat's level, untouched
}

TEST_CASE("greedy: a bane among tied players goes to another of them, never to itself") {
  Table t(4, true);
  for (int seat : {0, 1, 3}) t.game.players[static_cast<std::size_t>(seat)].level = 4;
  t.game.playCard(0, t.give(0, "Topple"), -1);  // seats 0, 1 and 3 tie at Level 4
  CHECK(t.game.players[0].level == 4);
  CHECK(t.game.players[1].level + t.game.players[3].level == 7);
}

TEST_CASE("greedy: loses its least valuable item, steals the most valuable, cancels the monster that turns the fight") {
  Table t(3, true);
  const CardId crown = t.equip(1, "Crown");
  const CardId boots = t.equip(1, "Boots");
  t.game.applyCurse(t.give(0, "Butterfingers"), 1);
  CHECK(t.game.where[boots].zone == Zone::Discard);
  CHECK(t.carries(1, crown));
  t.equip(1, "Cap");
  t.game.players[1].level = 4;  // the leader, whom the thief robs
  t.game.playCard(0, t.give(0, "Pickpocket"), -1);
  CHECK(t.carries(0, crown));
  t.game.beginCombat(2);
  t.game.addMonster(t.card("Slug"));
  const CardId boss = t.card("Ogre Boss");
  t.game.addMonster(boss);
  t.game.playCard(2, t.give(2, "Banish"), 2);
  CHECK(t.game.where[boss].zone == Zone::Discard);
  CHECK(t.game.combat.monsters.size() == 1);
  t.game.resolveCombat();
}

TEST_CASE("other_player: the card's player picks among the others, not the Level leader") {
  Table t;
  t.game.players[1].level = 3;
  t.game.players[2].level = 5;
  t.bot(0).playerPick = 1;
  t.game.playCard(0, t.give(0, "Sap"), -1);
  CHECK(t.bot(0).players == std::vector<int>{1, 2});
  CHECK(t.game.players[1].level == 2);
  CHECK(t.game.players[2].level == 5);
}

TEST_CASE("lowest_level: a tie is the card's player's choice among the tied players only") {
  Table t(4);
  t.game.players[0].level = 3;
  t.game.players[1].level = 2;
  t.game.players[2].level = 4;
  t.game.players[3].level = 2;
  t.bot(0).playerPick = 3;
  t.game.playCard(0, t.give(0, "Catch Up"), -1);
  CHECK(t.bot(0).players == std::vector<int>{1, 3});
  CHECK(t.game.players[3].level == 3);
  CHECK(t.game.players[1].level == 2);
}

TEST_CASE("lose_item headgear: the loser picks among their headgear only") {
  Table t;
  const CardId cap = t.equip(1, "Cap");
  const CardId crown = t.equip(1, "Crown");
  t.equip(1, "Boots");
  t.bot(1).picks[Choice::LoseItem] = {"Cap"};
  t.game.applyCurse(t.give(0, "Bad Hat"), 1);
  CHECK(t.bot(1).offered[Choice::LoseItem] == Names{"Cap", "Crown"});
  CHECK(t.game.where[cap].zone == Zone::Discard);
  CHECK(t.carries(1, crown));
}

TEST_CASE("lose_item choice: any carried item, of the loser's choice") {
  Table t;
  const CardId crown = t.equip(1, "Crown");
  const CardId boots = t.equip(1, "Boots");
  t.bot(1).picks[Choice::LoseItem] = {"Boots"};
  t.game.applyCurse(t.give(0, "Butterfingers"), 1);
  CHECK(t.bot(1).offered[Choice::LoseItem] == Names{"Boots", "Crown"});
  CHECK(t.game.where[boots].zone == Zone::Discard);
  CHECK(t.carries(1, crown));
}

TEST_CASE("lose_item hands all: every item in the hands goes, nobody is asked, the others stay") {
  Table t;
  const CardId sword = t.equip(1, "Sword");
  const CardId axe = t.equip(1, "Axe");
  const CardId crown = t.equip(1, "Crown");
  t.game.applyCurse(t.give(0, "Fumble"), 1);
  CHECK(t.bot(1).offered.count(Choice::LoseItem) == 0);
  CHECK(t.game.where[sword].zone == Zone::Discard);
  CHECK(t.game.where[axe].zone == Zone::Discard);
  CHECK(t.carries(1, crown));
}

TEST_CASE("lose_item most_valuable: the loser picks among the tied most valuable items only") {
  Table t;
  t.equip(1, "Cap");
  const CardId crown = t.equip(1, "Crown");
  const CardId cart = t.equip(1, "Cart");
  t.equip(1, "Sword");
  t.bot(1).picks[Choice::LoseItem] = {"Crown"};
  t.game.applyCurse(t.give(0, "Tax"), 1);
  CHECK(t.bot(1).offered[Choice::LoseItem] == Names{"Cart", "Crown"});
  CHECK(t.game.where[crown].zone == Zone::Discard);
  CHECK(t.carries(1, cart));
}

TEST_CASE("lose_item most_valuable: a single most valuable item goes without asking") {
  Table t;
  const CardId cap = t.equip(1, "Cap");
  const CardId sword = t.equip(1, "Sword");
  t.equip(1, "Brand");  // no value: counts as 0
  t.game.applyCurse(t.give(0, "Tax"), 1);
  CHECK(t.bot(1).offered.count(Choice::LoseItem) == 0);
  CHECK(t.game.where[sword].zone == Zone::Discard);
  CHECK(t.carries(1, cap));
}

TEST_CASE("lose_item tag and value range: only items with the tag and a value in the range are offered") {
  Table t;
  t.equip(1, "Axe");
  const CardId torch = t.equip(1, "Torch");
  t.equip(1, "Brand");  // Fire, but no value: never in a range
  t.equip(1, "Crown");  // in the range, but not Fire
  t.bot(1).picks[Choice::LoseItem] = {"Torch"};
  t.game.applyCurse(t.give(0, "Pyre"), 1);
  CHECK(t.bot(1).offered[Choice::LoseItem] == Names{"Axe", "Torch"});
  CHECK(t.game.where[torch].zone == Zone::Discard);
}

TEST_CASE("lose_item in_hand: the Item cards of the hand are the candidates, not the carried ones") {
  Table t;
  const CardId cart = t.give(1, "Cart");
  const CardId wagon = t.equip(1, "Wagon");
  t.give(1, "Cap");  // in the hand, but not Big
  t.game.applyCurse(t.give(0, "Rummage"), 1);
  CHECK(t.bot(1).offered.count(Choice::LoseItem) == 0);
  CHECK(t.game.where[cart].zone == Zone::Discard);
  CHECK(t.carries(1, wagon));
}

TEST_CASE("lose_class and lose_race: with several, the loser picks which") {
  Table t;
  t.game.players[1].grants[static_cast<int>(Resource::Classes)] = 1;
  t.game.players[1].grants[static_cast<int>(Resource::Races)] = 1;
  const CardId knight = t.equip(1, "Knight");
  const CardId wizard = t.equip(1, "Wizard");
  const CardId elf = t.equip(1, "Elf");
  const CardId dwarf = t.equip(1, "Dwarf");
  t.bot(1).picks[Choice::LoseCard] = {"Knight"};
  t.game.applyCurse(t.give(0, "Demotion"), 1);
  CHECK(t.bot(1).offered[Choice::LoseCard] == Names{"Knight", "Wizard"});
  CHECK(t.game.where[knight].zone == Zone::Discard);
  CHECK(t.carries(1, wizard));
  t.bot(1).picks[Choice::LoseCard] = {"Elf"};
  t.game.applyCurse(t.give(0, "Identity Crisis"), 1);
  CHECK(t.bot(1).offered[Choice::LoseCard] == Names{"Dwarf", "Elf"});
  CHECK(t.game.where[elf].zone == Zone::Discard);
  CHECK(t.carries(1, dwarf));
}

TEST_CASE("Powers whose Rank no longer fits: the player picks which goes") {
  Table t;
  t.game.players[0].level = 4;
  const CardId strong = t.equip(0, "Strong");
  const CardId fast = t.equip(0, "Fast");
  t.bot(0).picks[Choice::LoseCard] = {"Strong"};
  t.game.loseLevels(0, 1, 0);
  CHECK(t.bot(0).offered[Choice::LoseCard] == Names{"Fast", "Strong"});
  CHECK(t.game.where[strong].zone == Zone::Discard);
  CHECK(t.carries(0, fast));
}

TEST_CASE("cancel monster: the player picks which monster leaves the fight") {
  Table t;
  t.game.beginCombat(0);
  const CardId rat = t.card("Rat");
  const CardId boss = t.card("Ogre Boss");
  t.game.addMonster(rat);
  t.game.addMonster(boss);
  t.bot(0).picks[Choice::TargetMonster] = {"Ogre Boss"};
  t.game.playCard(0, t.give(0, "Banish"), 0);
  CHECK(t.bot(0).offered[Choice::TargetMonster] == Names{"Ogre Boss", "Rat"});
  REQUIRE(t.game.combat.monsters.size() == 1);
  CHECK(t.game.combat.monsters[0].card == rat);
  CHECK(t.game.where[boss].zone == Zone::Discard);
  t.game.resolveCombat();
}

TEST_CASE("add_monster: the player picks which monster of the hand joins the fight") {
  Table t;
  t.game.beginCombat(0);
  t.game.addMonster(t.card("Rat"));
  t.give(1, "Slug");
  const CardId boss = t.give(1, "Ogre Boss");
  t.bot(1).picks[Choice::AddMonster] = {"Ogre Boss"};
  t.game.playCard(1, t.give(1, "Wanderer"), 0);
  CHECK(t.bot(1).offered[Choice::AddMonster] == Names{"Ogre Boss", "Slug"});
  REQUIRE(t.game.combat.monsters.size() == 2);
  CHECK(t.game.combat.monsters[1].card == boss);
  t.game.resolveCombat();
}

TEST_CASE("an enhancer goes on the monster the player picks") {
  Table t;
  t.game.beginCombat(0);
  t.game.addMonster(t.card("Rat"));
  t.game.addMonster(t.card("Slug"));
  t.bot(1).picks[Choice::TargetMonster] = {"Slug"};
  t.game.playCard(1, t.give(1, "Huge"), 0);
  CHECK(t.game.combat.monsters[0].bonus == 0);
  CHECK(t.game.combat.monsters[1].bonus == 10);
  CHECK(t.game.combat.monsters[1].treasures == 1);
  t.game.resolveCombat();
}

TEST_CASE("a one-shot's bonus helps the side its player picks") {
  Table t;
  t.game.beginCombat(0);
  t.game.addMonster(t.card("Rat"));
  t.bot(0).monsters = true;  // the fighter backs the monster, however odd
  t.game.playCard(0, t.give(0, "Side Switcher"), 0);
  CHECK(t.game.combat.monsterBonus == 5);
  t.bot(2).monsters = false;  // an outsider backs the fighter
  t.game.playCard(2, t.give(2, "Side Switcher"), 0);
  CHECK(t.game.combat.playerBonus == 5);
  t.game.resolveCombat();
}

TEST_CASE("discard_cards: the player picks which cards of the hand go") {
  Table t;
  const CardId cap = t.give(0, "Cap");
  const CardId boots = t.give(0, "Boots");
  const CardId sword = t.give(0, "Sword");
  t.bot(0).picks[Choice::Discard] = {"Sword"};
  t.game.playCard(0, t.give(0, "Spring Clean"), -1);
  CHECK(t.game.where[sword].zone == Zone::Discard);
  CHECK(t.game.players[0].hand.size() == 1);
  CHECK(t.holds(0, cap) != t.holds(0, boots));
}

TEST_CASE("steal item from other_player: the thief picks the victim and the item, and carries it") {
  Table t;
  t.game.players[2].level = 5;  // the leader carries nothing worth taking
  const CardId crown = t.equip(1, "Crown");
  t.equip(1, "Boots");
  t.bot(0).playerPick = 1;
  t.bot(0).picks[Choice::StealItem] = {"Crown"};
  t.game.playCard(0, t.give(0, "Pickpocket"), 2);
  CHECK(t.bot(0).offered[Choice::StealItem] == Names{"Boots", "Crown"});
  CHECK(t.carries(0, crown));
}

TEST_CASE("steal card from other_player: a blind card from the picked player's hand") {
  Table t;
  const CardId cap = t.give(1, "Cap");
  t.give(2, "Boots");
  t.bot(0).playerPick = 1;
  t.game.playCard(0, t.give(0, "Cutpurse"), 2);
  CHECK(t.holds(0, cap));
  CHECK(t.game.players[2].hand.size() == 1);
}

TEST_CASE("give item to player_left: a carried item of the giver's choice, carried by the receiver") {
  Table t;
  t.give(0, "Boots");  // a card in hand is no item carried
  t.equip(0, "Cap");
  const CardId sword = t.equip(0, "Sword");
  t.bot(0).picks[Choice::GiveItem] = {"Sword"};
  t.game.playCard(0, t.give(0, "Gift"), -1);
  CHECK(t.bot(0).offered[Choice::GiveItem] == Names{"Cap", "Sword"});
  CHECK(t.carries(1, sword));
}

TEST_CASE("give card to player_left: a card of the giver's hand, of their choice") {
  Table t;
  t.give(0, "Boots");
  const CardId cap = t.give(0, "Cap");
  t.bot(0).picks[Choice::GiveItem] = {"Cap"};
  t.game.playCard(0, t.give(0, "Card Gift"), -1);
  CHECK(t.holds(1, cap));
}

TEST_CASE("return_to_hand item: a carried item of the player's choice goes back to the hand") {
  Table t;
  t.equip(0, "Cap");
  const CardId boots = t.equip(0, "Boots");
  t.bot(0).picks[Choice::ReturnItem] = {"Boots"};
  const CardId recall = t.give(0, "Recall");
  t.game.playCard(0, recall, -1);
  CHECK(t.bot(0).offered[Choice::ReturnItem] == Names{"Boots", "Cap"});
  CHECK(t.holds(0, boots));
  CHECK(t.game.where[recall].zone == Zone::Discard);
}

TEST_CASE("equip big: a Big item of the player's choice is carried with one more Big item than the room") {
  Table t;
  const CardId cart = t.equip(0, "Cart");
  t.give(0, "Ladder");
  const CardId wagon = t.give(0, "Wagon");
  t.give(0, "Cap");  // not Big
  t.bot(0).picks[Choice::EquipItem] = {"Wagon"};
  t.game.playCard(0, t.give(0, "Ogre Grip"), -1);
  t.game.settleCarryLimits();
  CHECK(t.bot(0).offered[Choice::EquipItem] == Names{"Ladder", "Wagon"});
  CHECK(t.carries(0, wagon));
  CHECK(t.carries(0, cart));
  CHECK(t.game.slotUse(0).big == 2);
}

TEST_CASE("the greedy bot's whole sale at once is the one it builds an item at a time") {
  Table t(3, true);
  Bot& greedy = *t.bots[0];
  std::vector<CardId> offered = {t.give(0, "Wagon"), t.give(0, "Crown"), t.give(0, "Cap")};
  const auto both = [&] {
    CardId atOnce[kMaxOptions], oneByOne[kMaxOptions];
    const int count = greedy.chooseSale(t.game, 0, offered, atOnce);
    // Bot::chooseSale asks choose(Sell) for one item at a time.
    const int asked = greedy.Bot::chooseSale(t.game, 0, offered, oneByOne);
    CHECK(std::vector<CardId>(atOnce, atOnce + count) == std::vector<CardId>(oneByOne, oneByOne + asked));
    return count;
  };
  CHECK(both() == 2);  // the Crown and the Wagon: the most worth first, until the sale is worth a level
  offered.push_back(t.give(0, "Throne"));
  CHECK(both() == 1);  // the Throne alone is worth a level
  // A carried item in use is never spare; an item not worth a level with the rest is not sold.
  offered = {t.equip(0, "Cart"), t.give(0, "Ladder")};
  CHECK(both() == 0);
}

TEST_CASE("sell_items: items of the player's choice, from the hand or carried, for at most the cap") {
  Table t;
  const CardId crown = t.equip(0, "Crown");  // 600, carried
  const CardId wagon = t.give(0, "Wagon");   // 500
  const CardId throne = t.give(0, "Throne"); // 1000
  const CardId cart = t.give(0, "Cart");     // 600, kept
  t.bot(0).picks[Choice::Sell] = {"Crown", "Wagon", "Throne"};
  t.game.playCard(0, t.give(0, "Yard Sale"), -1);
  CHECK(t.bot(0).offered[Choice::Sell] == Names{"Cart"});  // the last question: what else
  CHECK(t.game.where[crown].zone == Zone::Discard);
  CHECK(t.game.where[wagon].zone == Zone::Discard);
  CHECK(t.game.where[throne].zone == Zone::Discard);
  CHECK(t.holds(0, cart));
  CHECK(t.game.players[0].level == 2);  // 2,100 gold, but `max 1`
}
