// Rules the engine once broke (the first two caught by 300-game runs of the
// bundled sets), replayed on the real cards.
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

// Chooses nothing it can decline; discards and loots the first option.
// Counts the times the engine let it ask for help, and asks nobody.
class PassiveBot final : public Bot {
 public:
  std::string_view name() const override { return "passive"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override {
    return choice == Choice::Discard || choice == Choice::Loot ? 0 : -1;
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override {
    ++helpChances;
    return {};
  }
  int helpChances = 0;
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
};

// A three-player game of a bundled set with empty hands.
struct Table {
  explicit Table(const std::string& path) : set(engine_test::bundledSet(path)), game(set) {
    for (auto& bot : owned) bots.push_back(&bot);
    game.reset(11, bots);
    for (auto& p : game.players) {
      while (!p.hand.empty()) game.discard(p.hand.back());
    }
  }
  CardId card(const std::string& name) {
    const CardId c = game.takeFromDeck(engine_test::designNamed(set, name));
    REQUIRE(c < game.where.size());
    return c;
  }
  CardId equip(int seat, const std::string& name) {
    const CardId c = card(name);
    game.moveTo(c, Zone::InPlay, seat);
    return c;
  }
  // Lays the named Seal on top of the open ones without running its opening effects.
  CardId openSealNamed(const std::string& name) {
    const CardId c = card(name);
    game.moveTo(c, Zone::OpenSeals, 0);
    return c;
  }

  const PreparedSet& set;
  Game game;
  PassiveBot owned[3];
  std::vector<Bot*> bots;
};

}  // namespace

TEST_CASE("Apocalypse: the Hand-Cranked Radio's Door arrives before Charity, when the third level closes a Seal") {
  Table t("apocalypse");
  t.game.openSeal(1);
  t.game.openSeal(1);
  REQUIRE(t.game.openSealCount() == 2);
  t.equip(0, "Hand-Cranked Radio");
  auto& hand = t.game.players[0].hand;
  while (static_cast<int>(hand.size()) < t.game.handLimit(0)) t.game.drawInto(t.set.treasureDeck(), 0);
  const std::size_t full = hand.size();
  t.game.gainLevels(0, 2, true, 0);
  CHECK(t.game.openSealCount() == 2);
  t.game.gainLevels(0, 1, true, 0);
  CHECK(t.game.openSealCount() == 1);
  CHECK(hand.size() == full + 1);
  t.game.charity(0);
  CHECK(static_cast<int>(hand.size()) <= t.game.handLimit(0));
}

TEST_CASE("Zombies: losing Strong as Level drops sells the extra Big item on your own turn") {
  Table t("zombies");
  t.game.current = 0;
  t.game.players[0].level = 4;
  t.equip(0, "Strong");
  const CardId mower = t.equip(0, "Riding Lawnmower");
  const CardId door = t.equip(0, "Car Door");  // 500 gold
  const CardId doll = t.card("Voodoo Doll");    // 500 gold in hand makes the sale worth a level
  t.game.moveTo(doll, Zone::Hand, 0);
  t.game.loseLevels(0, 3, 0);  // Level 1 cannot keep a rank-2 Power
  CHECK(t.game.slotUse(0).big == 1);
  CHECK(t.game.where[mower].zone == Zone::InPlay);  // the better one stays
  CHECK(t.game.where[door].zone == Zone::Discard);  // sold
  CHECK(t.game.where[doll].zone == Zone::Discard);
  CHECK(t.game.players[0].level == 2);
}

TEST_CASE("Zombies: an extra Big item worth less than a level with the hand is given away, even on your own turn") {
  Table t("zombies");
  t.game.current = 0;
  t.game.players[0].level = 4;
  t.game.players[2].level = 3;
  t.equip(0, "Strong");
  t.equip(0, "Riding Lawnmower");
  const CardId door = t.equip(0, "Car Door");  // 500 gold, and nothing else to sell
  t.game.loseLevels(0, 3, 0);
  CHECK(t.game.slotUse(0).big == 1);
  CHECK(t.game.where[door].zone == Zone::InPlay);
  CHECK(t.game.where[door].owner == 1);  // the lowest Level who can carry it
  CHECK(t.game.players[0].level == 1);
}

TEST_CASE("Zombies: off your own turn the extra Big item goes to the lowest Level who can carry it") {
  Table t("zombies");
  t.game.current = 2;
  t.game.players[0].level = 4;
  t.game.players[1].level = 1;
  t.game.players[2].level = 3;
  t.equip(0, "Strong");
  t.equip(0, "Riding Lawnmower");
  const CardId door = t.equip(0, "Car Door");
  t.game.loseLevels(0, 3, 0);
  CHECK(t.game.slotUse(0).big == 1);
  CHECK(t.game.where[door].zone == Zone::InPlay);
  CHECK(t.game.where[door].owner == 1);
}

TEST_CASE("Zombies: losing the Shopping Cart in combat gives the extra Big item away") {
  Table t("zombies");
  t.game.current = 0;
  t.game.players[1].level = 2;
  t.game.players[2].level = 5;
  const CardId cart = t.equip(0, "Shopping Cart");
  t.equip(0, "Riding Lawnmower");
  const CardId door = t.equip(0, "Car Door");
  t.game.beginCombat(0);
  t.game.discard(cart);
  t.game.settleCarryLimits();
  CHECK(t.game.slotUse(0).big == 1);
  CHECK(t.game.where[door].zone == Zone::InPlay);
  CHECK(t.game.where[door].owner == 1);
  t.game.resolveCombat();
}

TEST_CASE("Apocalypse: Famine lowers every hand limit while it is the top Seal, not under another nor once closed") {
  Table t("apocalypse");
  const int normal = t.game.handLimit(0);
  t.openSealNamed("Famine");
  for (int seat = 0; seat < 3; ++seat) CHECK(t.game.handLimit(seat) == normal - 1);
  t.openSealNamed("Pestilence");  // Famine is no longer the top Seal
  CHECK(t.game.handLimit(2) == normal);
  t.game.closeSeal();
  t.game.closeSeal();
  CHECK(t.game.openSealCount() == 0);
  for (int seat = 0; seat < 3; ++seat) CHECK(t.game.handLimit(seat) == normal);
}

TEST_CASE("Apocalypse: Solar Flare costs Bloggers 2 only while open; War under it no longer helps monsters") {
  Table t("apocalypse");
  t.equip(0, "Blogger");
  const int before0 = t.game.combatBonusInPlay(0), before1 = t.game.combatBonusInPlay(1);
  t.openSealNamed("War");
  t.openSealNamed("Solar Flare");
  CHECK(t.game.combatBonusInPlay(0) == before0 - 2);
  CHECK(t.game.combatBonusInPlay(1) == before1);  // not a Blogger
  t.game.beginCombat(1);
  const CardId sheep = t.card("Glowing Sheep");
  t.game.addMonster(sheep);
  // Level 1, +1 for each of two open Seals; War below the top is not in force.
  CHECK(t.game.monsterStrength() == 1 + 2);
  t.game.resolveCombat();
  t.game.closeSeal();  // Solar Flare
  CHECK(t.game.combatBonusInPlay(0) == before0);
}

TEST_CASE("Star: losing the Gadgeteer sells the Complex items past the limit on your own turn") {
  Table t("star");
  t.game.current = 0;
  const CardId gadgeteer = t.equip(0, "Gadgeteer");
  const CardId field = t.equip(0, "Personal Force Field");
  const CardId tracker = t.equip(0, "Bounty Hunter's Tracker");  // 300 gold
  const CardId decoy = t.equip(0, "Holo-Decoy");                 // 500 gold
  t.game.settleCarryLimits();
  CHECK(t.game.slotUse(0).complex == 3);  // a Gadgeteer carries three
  // Items in hand make each sale worth a level.
  const CardId caseCard = t.card("Trader's Sample Case");  // 800 gold
  const CardId bobaser = t.card("Bobaser");                // 700 gold
  t.game.moveTo(caseCard, Zone::Hand, 0);
  t.game.moveTo(bobaser, Zone::Hand, 0);
  t.game.discard(gadgeteer);
  t.game.settleCarryLimits();
  CHECK(t.game.slotUse(0).complex == 1);
  CHECK(t.game.where[field].zone == Zone::InPlay);  // the best one stays
  CHECK(t.game.where[tracker].zone == Zone::Discard);
  CHECK(t.game.where[decoy].zone == Zone::Discard);
  CHECK(t.game.players[0].hand.empty());
  CHECK(t.game.players[0].level == 3);
}

TEST_CASE("Star: off your own turn the extra Complex item goes to the lowest Level who can carry it") {
  Table t("star");
  t.game.current = 2;
  t.game.players[1].level = 1;
  t.game.players[2].level = 3;
  const CardId gadgeteer = t.equip(0, "Gadgeteer");
  t.equip(0, "Personal Force Field");
  const CardId tracker = t.equip(0, "Bounty Hunter's Tracker");
  t.game.discard(gadgeteer);
  t.game.settleCarryLimits();
  CHECK(t.game.slotUse(0).complex == 1);
  CHECK(t.game.where[tracker].zone == Zone::InPlay);
  CHECK(t.game.where[tracker].owner == 1);
}

TEST_CASE("Apocalypse: under Blood Moon nobody may be asked to help, but not once another Seal covers it") {
  Table t("apocalypse");
  t.game.current = 0;
  t.openSealNamed("War");
  t.game.startCombat(0, t.card("Tiamutt"));  // level 12: the fighter needs help
  CHECK(t.owned[0].helpChances > 0);
  t.owned[0].helpChances = 0;
  t.openSealNamed("Blood Moon");
  t.game.startCombat(0, t.card("Tiamutt"));
  CHECK(t.owned[0].helpChances == 0);
  t.openSealNamed("Famine");
  t.game.startCombat(0, t.card("Tiamutt"));
  CHECK(t.owned[0].helpChances > 0);
}

TEST_CASE("Star: a Mutant who loses the race keeps the second headgear carried, but only the best one counts") {
  Table t("star");
  t.game.current = 0;
  t.equip(0, "Psychic");
  const CardId mutant = t.equip(0, "Mutant");
  const CardId amplifier = t.equip(0, "Psionic Amplifier");  // +3, Psychics only
  const CardId helmet = t.equip(0, "Space Helmet");          // +1
  t.game.settleCarryLimits();
  CHECK(t.game.combatBonusInPlay(0) == 4);
  t.game.discard(mutant);
  t.game.settleCarryLimits();
  CHECK(t.game.where[amplifier].zone == Zone::InPlay);
  CHECK(t.game.where[helmet].zone == Zone::InPlay);  // carried, not in use
  CHECK(t.game.where[helmet].owner == 0);
  CHECK(t.game.combatBonusInPlay(0) == 3);
  CHECK(t.game.players[0].level == 1);  // nothing was sold
  // A Mutant again, the helmet is back in use.
  t.equip(0, "Mutant");
  CHECK(t.game.combatBonusInPlay(0) == 4);
}

// A card joining the cards in play updates the summaries by itself unless it
// changes what the others may use (a class, race, army or mojo, a new tag).
TEST_CASE("Apocalypse: a Kids-only item counts exactly while its carrier is a Kid, whichever card came first") {
  Table t("apocalypse");
  const int bare = t.game.combatBonusInPlay(0);
  const CardId slingshot = t.equip(0, "Double-Barreled Slingshot");  // +3, Kids only
  CHECK(t.game.combatBonusInPlay(0) == bare);
  const CardId kid = t.equip(0, "Kid");
  CHECK(t.game.combatBonusInPlay(0) == bare + 3);
  t.game.discard(slingshot);
  CHECK(t.game.combatBonusInPlay(0) == bare);
  t.game.moveTo(slingshot, Zone::InPlay, 0);  // joins a Kid
  CHECK(t.game.combatBonusInPlay(0) == bare + 3);
  t.game.discard(kid);
  CHECK(t.game.combatBonusInPlay(0) == bare);
}

TEST_CASE("Apocalypse: a hand's sale gold follows every card into and out of the hand") {
  Table t("apocalypse");
  auto& hand = t.game.players[0].hand;
  const auto recount = [&] {
    int gold = 0;
    for (CardId card : hand) gold += t.game.facts(card).saleGold;
    return gold;
  };
  CHECK(t.game.handGold(0) == 0);
  // Enough draws to reshuffle the Treasure discards back in, twice over.
  for (int round = 0; round < 40; ++round) {
    for (int i = 0; i < 6; ++i) t.game.drawInto(t.set.treasureDeck(), 0);
    CHECK(t.game.handGold(0) == recount());
    t.game.moveTo(hand.front(), Zone::Hand, 1);
    while (hand.size() > 1) t.game.discard(hand[hand.size() / 2]);
    CHECK(t.game.handGold(0) == recount());
    t.game.discard(hand.front());
    CHECK(t.game.handGold(0) == 0);
  }
  const auto& other = t.game.players[1].hand;
  int gold = 0;
  for (CardId card : other) gold += t.game.facts(card).saleGold;
  CHECK(t.game.handGold(1) == gold);
}

TEST_CASE("Apocalypse: a Seal's bonus to the monsters reads its condition for the helper too, once") {
  Table t("apocalypse");
  t.openSealNamed("Peanut Butter Shortage");  // monsters +3 against the only Kid in the game
  t.equip(1, "Kid");
  t.game.beginCombat(0);
  t.game.addMonster(t.card("Glowing Sheep"));
  CHECK(t.game.monsterStrength() == 1 + 1);
  t.game.combat.helper = 1;
  CHECK(t.game.monsterStrength() == 1 + 1 + 3);
  t.game.combat.cancelBadStuff = true;
  t.game.resolveCombat();
}
