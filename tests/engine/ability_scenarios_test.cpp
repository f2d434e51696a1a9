// The `play` blocks of cards in play as abilities, the timings of every
// shape, who may play what in a fight, how the blocks of one card combine,
// prices and limits: docs/semantics.md, "play", "Timings and limits", "Whose
// card, whose choice", "How the blocks of one card combine" and "Actions".
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kCards = R"(
monster "Blob" { level 3; treasures 1; bad_stuff { lose_levels 1; } }
monster "Brute" { level 4; treasures 1; bad_stuff { lose_levels 1; } }
monster "Ogre" { level 12; treasures 3; bad_stuff { lose_levels 1; } }
item "Stick" { copies 2; bonus +1; slot one_hand; value 100; }
item "Wand" { copies 2; usable_by sex female; slot one_hand; play in_combat once_per_combat { combat_bonus +2; } }
item "Hat" { bonus +1; slot headgear; value 100; }
class "Brawler" { play in_combat once_per_combat { combat_bonus +3; } }
class "Scholar" { play outside_combat once_per_turn { gain_levels 1; } }
class "Seer" { play in_combat once_per_combat { combat_bonus +4 to monster; } }
class "Twin" {
  play in_combat once_per_combat { combat_bonus +1; }
  play in_combat once_per_combat { combat_bonus +2; }
}
class "Miser" { play in_combat { discard_cards 2; combat_bonus +3; } }
race "Hatter" { play in_combat { lose_item headgear; combat_bonus +5; } }
class "Many" {
  play outside_combat once_per_game { draw 1 treasure; }
  play outside_combat once_per_game { draw 1 treasure; }
  play outside_combat once_per_game { draw 1 treasure; }
  play outside_combat once_per_game { draw 1 treasure; }
  play outside_combat once_per_game { draw 1 treasure; }
  play outside_combat once_per_game { draw 1 treasure; }
  play outside_combat once_per_game { draw 1 treasure; }
  play outside_combat once_per_game { draw 1 treasure; }
  play outside_combat once_per_game { draw 1 treasure; }
}
oneshot "Lucky Find" { play any_time { draw 2 treasure; } }
oneshot "Potion" { copies 2; bonus +2; }
oneshot "Flex" { play any_time { combat_bonus +2; } }
oneshot "Split" {
  play outside_combat { draw 1 treasure; }
  play in_combat { gain_levels 1; }
}
oneshot "Ladies' Tonic" { copies 2; usable_by sex female; play any_time { draw 1 treasure; } }
special "Omen" { play own_turn { draw 1 door; } }
special "Banner" { play in_combat { combat_bonus +1; } on combat_won { draw 1 treasure; } }
levelup "Switch" {
  play if level == 1 { gain_levels 1; }
  play if level == 2 { gain_levels 3; }
}
enhancer "Huge" { bonus +5; }
curse "Hex" { play { lose_levels 1; } }
)";

// Declines everything it may, takes the first option where it must, uses
// the first ability offered when `usesAbilities`, and writes down what it
// was offered.
class ScriptBot final : public Bot {
 public:
  std::string_view name() const override { return "script"; }
  int choose(Game& game, int, Choice choice, std::span<const CardId> options) override {
    if (choice == Choice::CombatPlay || choice == Choice::Interfere) {
      for (CardId card : options) offeredCards.push_back(game.def(card).name);
    }
    return mustPick(choice) ? 0 : -1;
  }
  int chooseAbility(Game& game, int seat, std::span<const Ability> options) override {
    for (const Ability& a : options) {
      offeredAbilities.push_back({game.def(a.card).name, a.block, game.combat.active, seat == game.current});
    }
    return usesAbilities && !options.empty() ? 0 : -1;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {asks, 1}; }
  bool acceptHelp(Game&, int, int, int) override { return helps; }
  bool sacrificeSidekick(Game&, int) override { return false; }

  struct Offer {
    std::string card;
    int block = 0;
    bool inCombat = false, ownTurn = false;
  };
  bool usesAbilities = true;
  int asks = -1;       // the seat it asks for help
  bool helps = false;  // whether it helps when asked
  std::vector<std::string> offeredCards;
  std::vector<Offer> offeredAbilities;
};

// Three players of the test's cards, empty hands, seat 0's turn.
struct Table {
  Table() : set(engine_test::textSet(kCards)), game(set) {
    for (auto& bot : owned) bots.push_back(&bot);
    game.reset(3, bots);
    engine_test::clearTable(game);
  }
  CardId card(const std::string& name) { return engine_test::takeCard(game, name); }
  CardId inPlay(int seat, const std::string& name) {
    const CardId c = card(name);
    game.moveTo(c, Zone::InPlay, seat);
    return c;
  }
  CardId inHand(int seat, const std::string& name) {
    const CardId c = card(name);
    game.moveTo(c, Zone::Hand, seat);
    return c;
  }
  // A fight of `seat` against the named monster, no card played yet.
  void fightAgainst(int seat, const std::string& monster) {
    game.beginCombat(seat);
    game.addMonster(card(monster));
  }
  // `seat` fights the named monster to the end.
  void fight(int seat, const std::string& monster) { game.startCombat(seat, card(monster)); }
  std::size_t hand(int seat) const { return game.players[static_cast<std::size_t>(seat)].hand.size(); }

  const PreparedSet& set;
  Game game;
  ScriptBot owned[3];
  std::vector<Bot*> bots;
};

// The same table with greedy bots, and a log to read what they did.
struct GreedyTable {
  GreedyTable() : set(engine_test::textSet(kCards)), game(set), log(&text) {
    for (auto& bot : owned) {
      bot = makeGreedyBot();
      bots.push_back(bot.get());
    }
    game.reset(3, bots, &log);
    for (auto& p : game.players) {
      while (!p.hand.empty()) game.discard(p.hand.back());
      while (!p.inPlay.empty()) game.discard(p.inPlay.back());
      p.level = 1;
    }
    game.current = 0;
    text.str("");
  }
  CardId card(const std::string& name) { return engine_test::takeCard(game, name); }
  bool logged(const std::string& sentence) const { return text.str().find(sentence) != std::string::npos; }

  const PreparedSet& set;
  Game game;
  std::ostringstream text;
  GameLog log;
  std::unique_ptr<Bot> owned[3];
  std::vector<Bot*> bots;
};

int abilitiesOf(const ScriptBot& bot, const std::string& card, bool inCombat) {
  int n = 0;
  for (const auto& offer : bot.offeredAbilities) n += offer.card == card && offer.inCombat == inCombat;
  return n;
}

}  // namespace

// --- 1. abilities of cards in play ---

TEST_CASE("Abilities: putting a Class into play does not use its ability") {
  Table t;
  t.game.playCard(0, t.inHand(0, "Scholar"), 1);
  CHECK(t.game.players[0].level == 1);
}

TEST_CASE("Abilities: the fighter is offered an in-combat ability in the fight and uses it to win") {
  Table t;
  t.inPlay(0, "Brawler");
  t.fight(0, "Blob");  // 1 against 3: the +3 turns it (4 > 3)
  CHECK(abilitiesOf(t.owned[0], "Brawler", true) == 1);
  CHECK(t.game.players[0].level == 2);  // the kill
}

TEST_CASE("Abilities: the other players and the helper are offered their in-combat abilities in a fight") {
  Table t;
  t.inPlay(1, "Seer");
  t.inPlay(2, "Brawler");
  t.owned[0].asks = 2;
  t.owned[2].helps = true;
  t.owned[1].usesAbilities = t.owned[2].usesAbilities = false;
  t.fight(0, "Ogre");
  CHECK(abilitiesOf(t.owned[1], "Seer", true) >= 1);
  CHECK(abilitiesOf(t.owned[2], "Brawler", true) >= 1);
}

TEST_CASE("Abilities: asked again after each use, two abilities of one card are both used in one fight") {
  Table t;
  t.inPlay(0, "Twin");
  t.game.players[0].level = 2;
  t.fight(0, "Brute");  // 2 + 1 + 2 beats 4; either ability alone ties, and the monster wins ties
  CHECK(abilitiesOf(t.owned[0], "Twin", true) == 3);  // both, then the one left
  CHECK(t.game.players[0].level == 3);
}

TEST_CASE("Abilities: an outside-combat ability is offered on its holder's own turn, not in a fight") {
  Table t;
  t.inPlay(0, "Scholar");
  t.game.playTurn();
  CHECK(abilitiesOf(t.owned[0], "Scholar", false) >= 1);
  CHECK(abilitiesOf(t.owned[0], "Scholar", true) == 0);
  for (const auto& offer : t.owned[0].offeredAbilities) CHECK(offer.ownTurn);
}

TEST_CASE("Abilities: an item's ability waits for the item to be in use") {
  Table t;
  t.game.players[0].sex = 0;
  t.game.players[1].sex = 1;
  const CardId his = t.inPlay(0, "Wand");
  t.fightAgainst(1, "Ogre");
  const CardId hers = t.inPlay(1, "Wand");
  CHECK_FALSE(t.game.mayUseAbility(0, {his, 0}));
  CHECK(t.game.mayUseAbility(1, {hers, 0}));
}

TEST_CASE("Abilities: the log says when an ability is used") {
  Table t;
  std::ostringstream text;
  GameLog log(&text);
  t.game.log = &log;
  t.inPlay(0, "Scholar");
  t.game.useAbility(0, {t.game.players[0].inPlay[0], 0});
  CHECK(text.str().find("Player 1 uses Scholar (Class).") != std::string::npos);
}

TEST_CASE("Abilities: the greedy bot uses an in-combat ability that turns a fight it is losing") {
  GreedyTable t;
  t.game.moveTo(t.card("Brawler"), Zone::InPlay, 0);
  t.game.startCombat(0, t.card("Blob"));
  CHECK(t.logged("Player 1 uses Brawler (Class)."));
  CHECK(t.game.players[0].level == 2);
}

TEST_CASE("Abilities: the greedy bot keeps a once-per-combat ability that cannot turn the fight") {
  GreedyTable t;
  t.game.moveTo(t.card("Brawler"), Zone::InPlay, 0);
  t.game.startCombat(0, t.card("Ogre"));  // 1 + 3 against 12, and nobody strong enough to help
  CHECK_FALSE(t.logged("uses Brawler"));
}

TEST_CASE("Abilities: the greedy bot declines the abilities of a fight they cannot turn, so none is listed") {
  const auto declinesAgainst = [](const std::string& monster) {
    GreedyTable t;
    t.game.moveTo(t.card("Brawler"), Zone::InPlay, 0);
    t.game.beginCombat(0);
    t.game.addMonster(t.card(monster));
    return t.bots[0]->declines(t.game, 0, Choice::UseAbility);
  };
  CHECK(declinesAgainst("Ogre"));        // 1 + 3 against 12: chooseAbility would pick nothing
  CHECK_FALSE(declinesAgainst("Blob"));  // 1 + 3 against 3: Brawler turns it
}

TEST_CASE("Abilities: the greedy bot uses a free outside-combat ability that gains it a level") {
  GreedyTable t;
  t.game.moveTo(t.card("Scholar"), Zone::InPlay, 0);
  t.game.playTurn();
  CHECK(t.logged("Player 1 uses Scholar (Class)."));
}

// --- 2. timings of every shape ---

TEST_CASE("Timings: a one-shot whose timing allows it is played outside a fight, when its blocks make sense there") {
  Table t;
  CHECK(t.game.canPlayOnOwnTurn(0, t.inHand(0, "Lucky Find")));
  CHECK_FALSE(t.game.canPlayNow(0, t.inHand(0, "Flex"), false));  // a combat bonus needs a fight
  CHECK_FALSE(t.game.canPlayNow(0, t.inHand(0, "Potion"), false));
}

TEST_CASE("Timings: own_turn means the player's own turn") {
  Table t;
  const CardId omen = t.inHand(1, "Omen");
  CHECK_FALSE(t.game.canPlayNow(1, omen, false));
  t.game.current = 1;
  CHECK(t.game.canPlayNow(1, omen, false));
}

TEST_CASE("Timings: only the play blocks whose timing fits act when a one-shot is played") {
  Table t;
  t.game.playCard(0, t.inHand(0, "Split"), 1);
  CHECK(t.hand(0) == 1);                  // the outside_combat block drew
  CHECK(t.game.players[0].level == 1);    // the in_combat block did not act
}

TEST_CASE("Timings: a one-shot's usable_by is read") {
  Table t;
  t.game.players[0].sex = 0;
  t.game.players[1].sex = 1;
  CHECK_FALSE(t.game.canPlayNow(0, t.inHand(0, "Ladies' Tonic"), false));
  t.game.current = 1;
  CHECK(t.game.canPlayNow(1, t.inHand(1, "Ladies' Tonic"), false));
}

TEST_CASE("Timings: a special with an `on` block played in a fight stays in play with its player") {
  Table t;
  t.fightAgainst(0, "Blob");
  const CardId banner = t.inHand(0, "Banner");
  t.game.playCard(0, banner, 1);
  t.game.resolveCombat();
  CHECK(t.game.where[banner].zone == Zone::InPlay);
  CHECK(t.game.where[banner].owner == 0);
}

// --- 3. who may play what in a fight ---

TEST_CASE("Fights: the fighter is offered enhancers of any bonus, the others one-shots, the helper its cards") {
  Table t;
  t.inHand(0, "Huge");
  t.inHand(1, "Potion");
  t.inHand(2, "Potion");
  t.owned[0].asks = 2;
  t.owned[2].helps = true;
  t.fight(0, "Ogre");
  const auto offered = [&](int seat, const std::string& name) {
    const auto& cards = t.owned[seat].offeredCards;
    return std::find(cards.begin(), cards.end(), name) != cards.end();
  };
  CHECK(offered(0, "Huge"));
  CHECK(offered(1, "Potion"));
  CHECK(offered(2, "Potion"));
}

// --- 4. how the blocks of one card combine ---

TEST_CASE("Blocks: every condition is read before any block acts, so alternatives never both act") {
  Table t;
  t.game.playCard(0, t.inHand(0, "Switch"), 1);
  CHECK(t.game.players[0].level == 2);
}

// --- 5. prices ---

TEST_CASE("Prices: an ability whose discard cannot be paid in full may not be used, and the runner refuses it") {
  Table t;
  const CardId miser = t.inPlay(0, "Miser");
  t.fightAgainst(0, "Ogre");
  t.inHand(0, "Stick");
  CHECK_FALSE(t.game.mayUseAbility(0, {miser, 0}));
  const int before = t.game.fighterSideStrength();
  t.game.useAbility(0, {miser, 0});
  CHECK(t.game.fighterSideStrength() == before);
  CHECK(t.hand(0) == 1);
  t.inHand(0, "Stick");
  CHECK(t.game.mayUseAbility(0, {miser, 0}));
  t.game.useAbility(0, {miser, 0});
  CHECK(t.game.fighterSideStrength() == before + 3);
  CHECK(t.hand(0) == 0);
}

TEST_CASE("Prices: an ability that costs a headgear needs one") {
  Table t;
  const CardId hatter = t.inPlay(0, "Hatter");
  t.fightAgainst(0, "Ogre");
  CHECK_FALSE(t.game.mayUseAbility(0, {hatter, 0}));
  t.inPlay(0, "Hat");
  CHECK(t.game.mayUseAbility(0, {hatter, 0}));
}

// --- 6. limits ---

TEST_CASE("Limits: the marks are per card and per block, block 8 is not block 0") {
  Table t;
  const CardId many = t.inPlay(0, "Many");
  t.game.useAbility(0, {many, 0});
  CHECK_FALSE(t.game.mayUseAbility(0, {many, 0}));
  CHECK(t.game.mayUseAbility(0, {many, 8}));
}

TEST_CASE("Limits: a card with more blocks than the engine can name is refused, not cut short") {
  std::string cards = "class \"Legion\" {\n";
  for (int i = 0; i < 257; ++i) cards += "  play outside_combat once_per_game { draw 1 treasure; }\n";
  cards += "}\n";
  // The checker refuses it (E0018) before the engine would.
  CHECK_THROWS_WITH(engine_test::textSet(cards), Catch::Contains("a card may have at most 256"));
}
