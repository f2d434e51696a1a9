// Reference decks: every deck but door, treasure and seal. Each card of one
// is in force for every player who meets its `requires`, while they meet
// it, each with their own limits; it is never dealt or discarded
// (docs/semantics.md, "Reference decks").
#include <catch2/catch.hpp>

#include <string>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* const kSet = R"(
set reference_test {
  title "Reference Test";
  players 3..6;
}

uses core;

deck boons "Boons";
kind boon "Boon" is feat in boons;

monster "Blob" { level 4; treasures 1; bad_stuff { lose_levels 1; } }
class "Brawler" { copies 2; }
class "Scholar" {}
boon "War Cry" { requires class Brawler; play in_combat once_per_turn { combat_bonus +3; } }
boon "Iron Skin" { requires class Brawler; while level >= 3 { combat_bonus +2; } }
boon "Grace" { requires sex female; play outside_combat once_per_turn { draw 1 treasure; } }
)";

// Uses the first ability offered, declines every card, and counts the offers.
class UsingBot final : public Bot {
 public:
  std::string_view name() const override { return "using"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override { return mustPick(choice) ? 0 : -1; }
  int chooseAbility(Game&, int, std::span<const Ability> options) override {
    ++offers;
    return options.empty() ? -1 : 0;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {-1, 0}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
  int offers = 0;
};

struct Table {
  Table() : set(engine_test::setFromText(kSet)), game(set) {
    for (auto& bot : owned) bots.push_back(&bot);
    game.reset(3, bots);
    engine_test::clearTable(game);
    for (auto& p : game.players) p.sex = 0;  // no Grace unless a test says so
  }
  CardId inPlay(int seat, const std::string& name) {
    const CardId c = engine_test::takeCard(game, name);
    game.moveTo(c, Zone::InPlay, seat);
    return c;
  }
  // The copy of `name` in `seat`'s play, or none.
  bool has(int seat, const std::string& name) const {
    for (CardId c : game.players[static_cast<std::size_t>(seat)].inPlay) {
      if (name == game.def(c).name) return true;
    }
    return false;
  }
  CardId copyOf(int seat, const std::string& name) const {
    for (CardId c : game.players[static_cast<std::size_t>(seat)].inPlay) {
      if (name == game.def(c).name) return c;
    }
    FAIL("no " << name << " in play for seat " << seat);
    return 0;
  }

  const PreparedSet& set;
  Game game;
  UsingBot owned[3];
  std::vector<Bot*> bots;
};

}  // namespace

TEST_CASE("Reference decks: only door, treasure and seal are dealt; each reference card has a copy per seat") {
  const PreparedSet& set = engine_test::setFromText(kSet);
  REQUIRE(set.referenceCards().size() == 3);
  for (const ReferenceCard& reference : set.referenceCards()) {
    for (int seat = 0; seat < kMaxPlayers; ++seat) CHECK(set.physical()[reference.firstCard + seat] == reference.design);
  }
  CHECK_FALSE(set.isReferenceDeck(set.doorDeck()));
  CHECK_FALSE(set.isReferenceDeck(set.treasureDeck()));
}

TEST_CASE("Reference decks: a feat is in force for each player who has the required class, while they have it") {
  Table t;
  CHECK_FALSE(t.has(0, "War Cry"));
  const CardId brawler = t.inPlay(0, "Brawler");
  t.inPlay(1, "Scholar");
  CHECK(t.has(0, "War Cry"));
  CHECK(t.has(0, "Iron Skin"));
  CHECK_FALSE(t.has(1, "War Cry"));
  t.game.discard(brawler);
  CHECK_FALSE(t.has(0, "War Cry"));
  CHECK_FALSE(t.has(0, "Iron Skin"));
  // Having the class again brings the feat back.
  t.game.moveTo(engine_test::takeCard(t.game, "Brawler"), Zone::InPlay, 0);
  CHECK(t.has(0, "War Cry"));
}

TEST_CASE("Reference decks: the fighter is offered the feat's ability in a fight and wins with it") {
  Table t;
  t.inPlay(0, "Brawler");
  t.game.players[0].level = 2;
  t.game.startCombat(0, engine_test::takeCard(t.game, "Blob"));  // 2 + 3 beats 4
  CHECK(t.owned[0].offers >= 1);
  CHECK(t.game.players[0].level == 3);
}

TEST_CASE("Reference decks: two players who meet a feat each have it, each with their own limit") {
  Table t;
  t.inPlay(0, "Brawler");
  t.inPlay(1, "Brawler");
  const CardId mine = t.copyOf(0, "War Cry"), theirs = t.copyOf(1, "War Cry");
  CHECK(mine != theirs);
  t.game.beginCombat(0);
  t.game.addMonster(engine_test::takeCard(t.game, "Blob"));
  const std::uint8_t block = 0;
  REQUIRE(t.game.useAbility(0, {mine, block}));
  CHECK_FALSE(t.game.mayUseAbility(0, {mine, block}));  // once per turn, for seat 0
  CHECK(t.game.mayUseAbility(1, {theirs, block}));      // seat 1's own copy is unused
}

TEST_CASE("Reference decks: a `while` on a feat acts when its condition on the holder's Level holds") {
  Table t;
  t.inPlay(0, "Brawler");
  t.game.players[0].level = 2;
  CHECK(t.game.playerStrength(0) == 2);
  t.game.players[0].level = 3;
  CHECK(t.game.playerStrength(0) == 5);
}

TEST_CASE("Reference decks: a feat that requires a sex is in force from the deal, and no reference card is ever discarded") {
  const PreparedSet& set = engine_test::setFromText(kSet);
  UsingBot owned[3];
  std::vector<Bot*> bots{&owned[0], &owned[1], &owned[2]};
  Game game(set);
  const std::uint8_t sexes[] = {1, 0, 1};
  game.reset(5, bots, nullptr, 0, sexes);
  for (int seat = 0; seat < 3; ++seat) {
    bool grace = false;
    for (CardId c : game.players[static_cast<std::size_t>(seat)].inPlay) grace |= std::string(game.def(c).name) == "Grace";
    CHECK(grace == (sexes[seat] == 1));
  }
  for (const auto& pile : game.discardPiles) {
    for (CardId c : pile) CHECK(game.shapeOf(c) != Shape::Feat);
  }
  const GameResult result = game.play(300);
  CHECK(result.errors.empty());
  for (const auto& pile : game.discardPiles) {
    for (CardId c : pile) CHECK(game.shapeOf(c) != Shape::Feat);
  }
}

TEST_CASE("Reference decks: in Apocalypse + Epic, a Blogger has Breaking News") {
  const PreparedSet& set = engine_test::bundledSet("crossovers/apocalypse-epic");
  UsingBot owned[4];
  std::vector<Bot*> bots{&owned[0], &owned[1], &owned[2], &owned[3]};
  Game game(set);
  game.reset(1, bots);
  engine_test::clearTable(game);
  game.moveTo(engine_test::takeCard(game, "Blogger"), Zone::InPlay, 2);
  bool news = false;
  for (CardId c : game.players[2].inPlay) news |= std::string(game.def(c).name) == "Breaking News";
  CHECK(news);
}
