// Sale prices (docs/semantics.md, "Levels", sale_price): a `while`
// sale_price adds its gold to each item its target sells, read at the sale
// for every item before any goes, under its condition, and stacks; a
// `sale_price times N` multiplies the value first ("sells for double").
#include <catch2/catch.hpp>

#include "test_table.h"

using namespace munchkin;

namespace {

const char* kSet = R"mkn(
set prices { title "Prices"; players 3..6; }
uses core;

class "Pawnbroker" { while { sale_price +200; } }
race "Haggler" { while level >= 3 { sale_price -300; } }
item "Golden Idol" { slot none; value 800; while { sale_price +200; } }
item "Trinket" { copies 4; slot none; value 800; }
class "Fence" { while { sale_price times 2; } }
item "Gilded Frame" { slot none; value 500; while { sale_price times 2; } }
)mkn";

// Plays nothing and takes only the options it must.
class QuietBot final : public Bot {
 public:
  std::string_view name() const override { return "quiet"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override { return mustPick(choice) ? 0 : -1; }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
  int chooseAlternative(Game&, int, const AlternativeRequest&, std::span<const Range>) override { return 0; }
};

struct Table : engine_test::TestTable<QuietBot> {
  Table() : TestTable(kSet) {}
  bool sell(int seat, std::initializer_list<CardId> cards) {
    const std::vector<CardId> sale(cards);
    return game.trySell(seat, sale);
  }
};

}  // namespace

TEST_CASE("sale_price: a class's raise makes an 800-gold item worth a level") {
  Table t;
  const CardId trinket = t.card("Trinket");
  t.game.moveTo(trinket, Zone::Hand, 0);
  CHECK(t.game.saleGold(0, trinket) == 800);
  CHECK_FALSE(t.sell(0, {trinket}));
  t.equip(0, "Pawnbroker");
  CHECK(t.game.saleGold(0, trinket) == 1000);
  CHECK(t.game.saleGold(1, trinket) == 800);  // the raise reaches its holder only
  CHECK(t.sell(0, {trinket}));
  CHECK(t.level(0) == 2);
}

TEST_CASE("sale_price: an item sold that carries the raise counts it for the whole sale, and raises stack") {
  Table t;
  const CardId idol = t.equip(0, "Golden Idol");
  const CardId trinket = t.card("Trinket");
  t.game.moveTo(trinket, Zone::Hand, 0);
  t.equip(0, "Pawnbroker");
  CHECK(t.game.saleGold(0, trinket) == 1200);
  CHECK(t.sell(0, {idol, trinket}));  // 2 x (800 + 400)
  CHECK(t.level(0) == 3);
}

TEST_CASE("sale_price: a lowering under a condition counts only while it holds") {
  Table t;
  const CardId trinket = t.card("Trinket");
  t.game.moveTo(trinket, Zone::Hand, 0);
  t.equip(0, "Haggler");
  CHECK(t.game.saleGold(0, trinket) == 800);
  t.game.players[0].level = 3;
  CHECK(t.game.saleGold(0, trinket) == 500);
}

TEST_CASE("sale_price times 2: each item sold sells for double, and multipliers multiply") {
  Table t;
  const CardId trinket = t.card("Trinket");
  t.game.moveTo(trinket, Zone::Hand, 0);
  t.equip(0, "Fence");
  CHECK(t.game.saleGold(0, trinket) == 1600);
  CHECK(t.game.saleGold(1, trinket) == 800);  // the multiplier reaches its holder only
  t.equip(0, "Gilded Frame");
  CHECK(t.game.saleGold(0, trinket) == 3200);
  CHECK(t.sell(0, {trinket}));  // 3,200 gold: three levels
  CHECK(t.level(0) == 4);
}

TEST_CASE("sale_price times: the value is multiplied first, raises and lowerings are added after") {
  Table t;
  const CardId trinket = t.card("Trinket");
  t.game.moveTo(trinket, Zone::Hand, 0);
  t.equip(0, "Fence");
  t.equip(0, "Pawnbroker");
  CHECK(t.game.saleGold(0, trinket) == 1800);  // 800 x 2 + 200, not (800 + 200) x 2
  t.equip(0, "Haggler");
  t.game.players[0].level = 3;
  CHECK(t.game.saleGold(0, trinket) == 1500);
}
