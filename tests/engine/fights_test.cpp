// A fight as docs/semantics.md ("A combat", "Asking for help", combat_bonus,
// cancel monster, force_help, running away) describes it: bonuses that follow
// the monsters, a fight that ends with its last monster, helpers asked one at
// a time and as many as allowed, forced helpers who back out of a fight for
// the win, and runners who choose their order.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* kCards = R"(
set fights { title "Fights"; players 3..6; }
uses core;
tag Undead;
param escape_roll = 7;

oneshot "Holy Water" { copies 2; play in_combat { combat_bonus +4 vs tag Undead; } }
oneshot "Tamer" { copies 2; play in_combat { combat_bonus +3 to monster; } }
oneshot "Spite" { copies 2; play in_combat { combat_bonus +2 to monster vs class Knight; } }
oneshot "Banish" { copies 2; play in_combat { cancel monster; } }
oneshot "Conscript" { copies 2; play in_combat { force_help except_win to other_player; } }
oneshot "Rally" { copies 2; play in_combat { combat_bonus +2 to helper; } }
oneshot "Knightly Aid" { copies 2; play in_combat if helper.class Knight { combat_bonus +10; } }
class "Knight" { }
class "Trophy Hunter" { on monster_killed { gain_levels 1 max_level kill_level - 1; } }
monster "Rat" { level 1; treasures 1; bad_stuff { lose_levels 1; } }
monster "Ghoul" { level 3; treasures 1; tags Undead; bad_stuff { lose_levels 1; } }
monster "Troll" { level 8; treasures 4; bad_stuff { lose_levels 1; } }
monster "Colossus" { level 30; treasures 2; bad_stuff { lose_levels 1; } }
)";

// The same cards where two helpers are allowed.
std::string twoHelperCards() {
  std::string text = kCards;
  return text.replace(text.find("param escape_roll"), 0, "param max_helpers = 2;\n");
}

// Answers as told and records what it is asked.
class FightBot final : public Bot {
 public:
  std::string_view name() const override { return "fight"; }
  int choose(Game& game, int, Choice choice, std::span<const CardId> options) override {
    std::vector<std::string> names;
    for (CardId card : options) names.emplace_back(game.def(card).name);
    asked.push_back({choice, names});
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (names[i] == pickCard) return static_cast<int>(i);
    }
    return mustPick(choice) ? 0 : -1;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int> candidates) override {
    offeredHelpers.emplace_back(candidates.begin(), candidates.end());
    if (helpAsks.empty()) return {};
    const int seat = helpAsks.front();
    helpAsks.erase(helpAsks.begin());
    return {seat, share};
  }
  bool acceptHelp(Game&, int, int, int) override {
    ++timesAsked;
    return accepts;
  }
  bool sacrificeSidekick(Game&, int) override { return false; }
  int choosePlayer(Game&, int, const TargetRequest&, std::span<const int> seats) override {
    for (std::size_t i = 0; i < seats.size(); ++i) {
      if (seats[i] == playerPick) return static_cast<int>(i);
    }
    return 0;
  }
  bool backsOutOfForcedHelp(Game&, int) override {
    ++backOutAsked;
    return backsOut;
  }

  struct Asked {
    Choice choice;
    std::vector<std::string> options;
  };
  std::vector<Asked> asked;
  std::string pickCard;                         // the card to pick when offered
  std::vector<int> helpAsks;                    // whom it asks for help, one after another
  std::vector<std::vector<int>> offeredHelpers;  // the candidates it was offered, each time
  int share = 0;
  bool accepts = false;
  int timesAsked = 0;
  int playerPick = -1;
  bool backsOut = true;
  int backOutAsked = 0;
};

struct Table {
  explicit Table(const std::string& cards = kCards, int count = 3)
      : set(engine_test::setFromText(cards)), game(set) {
    for (int i = 0; i < count; ++i) {
      owned.push_back(std::make_unique<FightBot>());
      bots.push_back(owned.back().get());
    }
    game.reset(7, bots, &log);
    engine_test::clearTable(game);
    text.str("");
  }
  FightBot& bot(int seat) { return *owned[static_cast<std::size_t>(seat)]; }
  CardId card(const std::string& name) { return engine_test::takeCard(game, name); }
  CardId give(int seat, const std::string& name) {
    const CardId c = card(name);
    game.moveTo(c, Zone::Hand, seat);
    return c;
  }
  void fight(int seat, std::initializer_list<const char*> monsters) {
    std::vector<CardId> ids;
    for (const char* monster : monsters) ids.push_back(card(monster));
    game.enterCombat(seat, ids);
  }
  bool logged(const std::string& line) const { return text.str().find(line) != std::string::npos; }

  const PreparedSet& set;
  Game game;
  std::ostringstream text;
  GameLog log{&text};
  std::vector<std::unique_ptr<FightBot>> owned;
  std::vector<Bot*> bots;
};

}  // namespace

TEST_CASE("a player's combat_bonus vs tag counts while a monster with the tag is in the fight, not as it was when given") {
  Table t;
  t.fight(0, {"Rat"});
  t.game.playCard(0, t.give(0, "Holy Water"), 0);
  CHECK(t.game.fighterSideStrength() == 1);  // no Undead yet
  t.game.addMonster(t.card("Ghoul"));        // an Undead wanders in: now it counts
  CHECK(t.game.fighterSideStrength() == 5);
  t.bot(0).pickCard = "Ghoul";
  t.game.playCard(0, t.give(0, "Banish"), 0);  // and stops counting when the Ghoul goes
  CHECK(t.game.fighterSideStrength() == 1);
  t.game.resolveCombat();
}

TEST_CASE("combat_bonus to monster from a player's card goes on the monster its player picks, and leaves with it") {
  Table t;
  t.fight(0, {"Rat", "Ghoul"});
  t.bot(1).pickCard = "Ghoul";
  t.game.playCard(1, t.give(1, "Tamer"), 0);
  REQUIRE(!t.bot(1).asked.empty());
  CHECK(t.bot(1).asked.back().choice == Choice::TargetMonster);
  CHECK(t.bot(1).asked.back().options == std::vector<std::string>{"Rat", "Ghoul"});
  CHECK(t.game.combat.monsters[1].bonus == 3);
  CHECK(t.game.monsterStrength() == 7);
  t.bot(0).pickCard = "Ghoul";
  t.game.playCard(0, t.give(0, "Banish"), 0);
  CHECK(t.game.monsterStrength() == 1);  // the Rat alone: the +3 went with the Ghoul
  t.game.resolveCombat();
}

TEST_CASE("a monster-side vs bonus from a player's card leaves the fight with its monster") {
  Table t;
  t.game.moveTo(t.card("Knight"), Zone::InPlay, 0);
  t.fight(0, {"Rat", "Ghoul"});
  t.bot(1).pickCard = "Ghoul";
  t.game.playCard(1, t.give(1, "Spite"), 0);
  CHECK(t.game.monsterStrength() == 6);
  t.bot(0).pickCard = "Ghoul";
  t.game.playCard(0, t.give(0, "Banish"), 0);
  CHECK(t.game.monsterStrength() == 1);
  t.game.resolveCombat();
}

TEST_CASE("cancel monster on the last monster ends the fight at once, neither won nor lost") {
  Table t;
  const CardId hunter = t.card("Trophy Hunter");
  t.game.moveTo(hunter, Zone::InPlay, 0);
  t.fight(0, {"Colossus"});
  const CardId banish = t.give(0, "Banish");
  t.game.playCard(0, banish, 0);
  CHECK_FALSE(t.game.combat.active);
  CHECK(t.game.where[banish].zone == Zone::Discard);
  CHECK(t.game.players[0].level == 1);  // no kill, no level, no Bad Stuff
  CHECK(t.game.players[0].hand.empty());  // no Treasure
  CHECK(t.logged("Player 1 has no monster left to fight: the fight ends, neither won nor lost."));
  t.game.resolveCombat();  // nothing left to resolve
  CHECK(t.game.players[0].level == 1);
}

TEST_CASE("after a refusal the fighter asks another player; nobody is asked twice in a fight") {
  Table t;
  t.game.players[1].level = 9;
  t.game.players[2].level = 5;
  t.fight(0, {"Troll"});
  t.bot(0).helpAsks = {1, 1, 2};  // asks seat 1 again: not among the candidates, so it stops there
  t.bot(2).accepts = true;
  t.game.playIntoCombat();
  CHECK(t.bot(1).timesAsked == 1);
  CHECK(t.bot(2).timesAsked == 0);
  REQUIRE(t.bot(0).offeredHelpers.size() >= 2);
  CHECK(t.bot(0).offeredHelpers[0] == std::vector<int>{1, 2});
  CHECK(t.bot(0).offeredHelpers[1] == std::vector<int>{2});  // seat 1 refused: not offered again
  CHECK(t.game.combat.helper == -1);
  CHECK(t.logged("Player 2 refuses to help Player 1."));
  t.game.resolveCombat();
}

TEST_CASE("a refusal, then another player agrees: the fight is won with the second") {
  Table t;
  t.game.players[2].level = 8;
  t.fight(0, {"Troll"});
  t.bot(0).helpAsks = {1, 2};
  t.bot(2).accepts = true;
  t.game.playIntoCombat();
  CHECK(t.bot(1).timesAsked == 1);
  CHECK(t.bot(2).timesAsked == 1);
  CHECK(t.game.combat.helper == 2);
  CHECK(t.game.playerWinsCombat());
  t.game.resolveCombat();
  CHECK(t.game.players[0].level == 2);
}

TEST_CASE("max_helpers 2: two helpers join, both count, and each gets the share agreed") {
  Table t(twoHelperCards(), 4);
  t.game.players[1].level = 3;
  t.game.players[2].level = 3;
  t.game.players[0].level = 3;  // 3 + 3 = 6 loses to the Troll's 8, 3 + 3 + 3 = 9 wins
  t.fight(0, {"Troll"});
  t.bot(0).helpAsks = {1, 2};
  t.bot(0).share = 1;
  t.bot(1).accepts = t.bot(2).accepts = true;
  t.game.playIntoCombat();
  CHECK(t.game.combat.helper == 1);
  CHECK(t.game.combat.helps(2));
  CHECK(t.game.fighterSideStrength() == 9);
  t.game.resolveCombat();
  CHECK(t.game.players[0].level == 4);
  CHECK(t.game.players[1].hand.size() == 1);  // a share each; the fighter keeps the other 2
  CHECK(t.game.players[2].hand.size() == 1);
  CHECK(t.game.players[0].hand.size() == 2);
  CHECK(t.game.players[3].hand.empty());
}

TEST_CASE("one helper by default: nobody else is asked once someone helps") {
  Table t(kCards, 4);
  t.fight(0, {"Colossus"});
  t.bot(0).helpAsks = {1, 2};
  t.bot(1).accepts = t.bot(2).accepts = true;
  t.game.playIntoCombat();
  CHECK(t.game.combat.helper == 1);
  CHECK_FALSE(t.game.combat.helps(2));
  CHECK(t.bot(2).timesAsked == 0);
  t.game.resolveCombat();
}

TEST_CASE("a forced helper is logged as helping, and backs out when the fight becomes one for the win") {
  Table t;
  t.game.players[0].level = 8;  // the Rat's level takes the fighter to 9: not for the win
  t.fight(0, {"Rat"});
  t.bot(0).playerPick = 2;
  t.game.playCard(0, t.give(0, "Conscript"), 0);
  CHECK(t.game.combat.helper == 2);
  CHECK(t.logged("Player 3 helps Player 1, forced by Conscript."));
  t.game.gainLevels(0, 1, false, 0);  // Level 9: the kill would win
  t.game.resolveCombat();
  CHECK(t.bot(2).backOutAsked == 1);
  CHECK(t.logged("Player 3 backs out of helping Player 1: the fight is for the win."));
}

TEST_CASE("a forced helper who stays when the fight becomes one for the win is asked once and stays") {
  Table t;
  t.game.players[0].level = 8;
  t.fight(0, {"Rat"});
  t.bot(0).playerPick = 2;
  t.bot(2).backsOut = false;
  t.game.playCard(0, t.give(0, "Conscript"), 0);
  t.game.gainLevels(0, 1, false, 0);
  t.game.playIntoCombat();
  CHECK(t.bot(2).backOutAsked == 1);
  CHECK(t.game.combat.helper == 2);
  t.game.resolveCombat();
  CHECK(t.bot(2).backOutAsked == 1);
}

TEST_CASE("force_help in a fight already for the win does nothing (except_win)") {
  Table t;
  t.game.players[0].level = 9;
  t.fight(0, {"Rat"});
  t.game.playCard(0, t.give(0, "Conscript"), 0);
  CHECK(t.game.combat.helper == -1);
  t.game.resolveCombat();
}

TEST_CASE("running away: the runner picks which monster to run from first") {
  Table t;
  t.fight(0, {"Troll", "Colossus"});
  t.bot(0).pickCard = "Colossus";
  t.game.resolveCombat();  // escape_roll 7: caught by both
  bool askedOrder = false;
  for (const FightBot::Asked& a : t.bot(0).asked) {
    if (a.choice == Choice::RunFrom) {
      askedOrder = true;
      CHECK(a.options == std::vector<std::string>{"Troll", "Colossus"});
      break;
    }
  }
  CHECK(askedOrder);
  const std::string log = t.text.str();
  const auto colossus = log.find("is caught by Colossus");
  const auto troll = log.find("is caught by Troll");
  REQUIRE(colossus != std::string::npos);
  REQUIRE(troll != std::string::npos);
  CHECK(colossus < troll);
}

TEST_CASE("greedy runs from the strongest monster first; random picks among the monsters") {
  Table t;
  std::unique_ptr<Bot> greedy = makeGreedyBot();
  t.fight(0, {"Troll", "Colossus", "Rat"});
  std::vector<CardId> options;
  for (const CombatMonster& m : t.game.combat.monsters) options.push_back(m.card);
  CHECK(greedy->choose(t.game, 0, Choice::RunFrom, options) == 1);
  CHECK(greedy->backsOutOfForcedHelp(t.game, 1));
  std::unique_ptr<Bot> random = makeRandomBot();
  for (int i = 0; i < 20; ++i) {
    const int pick = random->choose(t.game, 0, Choice::RunFrom, options);
    CHECK((pick >= 0 && pick < 3));
  }
  t.game.resolveCombat();
}

TEST_CASE("with two helpers, `to helper` reaches each and a condition about the helper holds if it holds for either") {
  Table t(twoHelperCards(), 4);
  t.game.moveTo(t.card("Knight"), Zone::InPlay, 2);  // the second helper is the Knight
  t.fight(0, {"Colossus"});
  t.game.joinCombat(1, 0);
  t.game.joinCombat(2, 0);
  REQUIRE(t.game.combat.helps(2));
  const int before = t.game.fighterSideStrength();
  t.game.playCard(0, t.give(0, "Rally"), 0);
  CHECK(t.game.fighterSideStrength() == before + 4);
  t.game.playCard(0, t.give(0, "Knightly Aid"), 0);
  CHECK(t.game.fighterSideStrength() == before + 14);
  t.game.resolveCombat();
}

TEST_CASE("the greedy bot's pick for a fight from its hand is choose()'s among the cards playable in the fight") {
  // Enhancers and a curse beside the one-shots: cards against the side.
  Table t(std::string(kCards) + R"(
enhancer "Giant" { bonus +10; }
enhancer "Tiny" { bonus -5; }
enhancer "Huge" { bonus +10; }
curse "Hex" { play { lose_levels 1; } }
)");
  std::unique_ptr<Bot> greedy = makeGreedyBot();
  // Bot's own chooseFightPlay lists what Game::playableInFight allows and asks choose().
  const auto viaChoose = [&](int seat, Choice choice) {
    return greedy->Bot::chooseFightPlay(t.game, seat, choice, t.game.players[static_cast<std::size_t>(seat)].hand);
  };
  const auto pick = [&](int seat, Choice choice) {
    return greedy->chooseFightPlay(t.game, seat, choice, t.game.players[static_cast<std::size_t>(seat)].hand);
  };
  const auto& fighterHand = t.game.players[0].hand;
  t.fight(0, {"Troll"});  // Level 1 against 8: the fighter loses
  CHECK(pick(0, Choice::CombatPlay) == -1);  // nothing in hand
  t.give(0, "Knight");
  t.give(0, "Rat");
  CHECK(pick(0, Choice::CombatPlay) == -1);  // a class and a monster of no horde: nothing to play
  CHECK(viaChoose(0, Choice::CombatPlay) == -1);
  // Knightly Aid asks for a Knight helping: not playable, however much it is worth.
  t.give(0, "Knightly Aid");
  CHECK(pick(0, Choice::CombatPlay) == viaChoose(0, Choice::CombatPlay));
  t.give(0, "Tamer");
  t.give(0, "Holy Water");
  t.give(0, "Tiny");  // an enhancer that weakens the monster helps the side
  CHECK(pick(0, Choice::CombatPlay) >= 0);
  CHECK(pick(0, Choice::CombatPlay) == viaChoose(0, Choice::CombatPlay));
  t.give(0, "Tamer");  // the same worth again: the first in the hand
  CHECK(fighterHand[static_cast<std::size_t>(pick(0, Choice::CombatPlay))] != fighterHand.back());
  CHECK(pick(0, Choice::CombatPlay) == viaChoose(0, Choice::CombatPlay));
  // Against the side: a threatening fighter who wins (Level 6 against a Rat, the other at Level 1).
  engine_test::clearTable(t.game);
  t.game.players[0].level = 6;
  t.game.players[1].level = 1;
  t.fight(0, {"Rat"});
  t.give(1, "Tamer");
  t.give(1, "Colossus");  // a monster of no horde tag: never playable into a fight
  CHECK(pick(1, Choice::Interfere) == -1);  // a one-shot it keeps for its own side
  CHECK(viaChoose(1, Choice::Interfere) == -1);
  // Holding nothing against the side, it declines the turn whoever wins.
  CHECK(greedy->declines(t.game, 1, Choice::Interfere));
  t.give(1, "Hex");
  CHECK(!greedy->declines(t.game, 1, Choice::Interfere));
  t.give(1, "Giant");
  t.give(1, "Huge");
  CHECK(pick(1, Choice::Interfere) >= 0);
  CHECK(pick(1, Choice::Interfere) == viaChoose(1, Choice::Interfere));
  // Winning, the fighter plays nothing.
  t.give(0, "Holy Water");
  CHECK(pick(0, Choice::CombatPlay) == -1);
  CHECK(viaChoose(0, Choice::CombatPlay) == -1);
}
