// `supersedes` is the author's acknowledgement of a rule the card's own
// effects break, never an ability (docs/semantics.md, "Rules a card
// breaks"): a card in play or sold that names one_big_item, slot_limits,
// hand_limit or no_sell_to_win changes no limit; a `grant` does, and a
// card's own `sell_items` may buy the winning level only when the card names
// no_sell_to_win.
#include <catch2/catch.hpp>

#include <string_view>

#include "test_table.h"

using namespace munchkin;

namespace {

const char* kSet = R"mkn(
set story { title "Supersedes story"; players 3..6; }
uses core;

race "Stubborn Dwarf" { supersedes one_big_item, slot_limits, hand_limit, no_sell_to_win; }
race "Dwarf" { while { grant big_items +1; grant hand_limit +2; } }
special "Fire Sale" { supersedes no_sell_to_win; play { sell_items; } }
special "Yard Sale" { play { sell_items; } }
item "Anvil" { slot none; size big; value 1000; }
item "Cart" { slot none; size big; value 1000; }
oneshot "Pebble" { copies 8; bonus +1; }
)mkn";

// Plays nothing and takes only the options it must; sells everything offered.
class QuietBot final : public Bot {
 public:
  std::string_view name() const override { return "quiet"; }
  int choose(Game&, int, Choice choice, std::span<const CardId>) override { return mustPick(choice) ? 0 : -1; }
  int chooseSale(Game&, int, std::span<const CardId> options, CardId* sale) override {
    for (std::size_t i = 0; i < options.size(); ++i) sale[i] = options[i];
    return static_cast<int>(options.size());
  }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }
  int chooseAlternative(Game&, int, const AlternativeRequest&, std::span<const Range>) override { return 0; }
};

struct Table : engine_test::TestTable<QuietBot> {
  Table() : TestTable(kSet) {}
};

}  // namespace

namespace {

int carried(const Table& t, int seat, const char* name) {
  int count = 0;
  for (CardId card : t.game.players[static_cast<std::size_t>(seat)].inPlay) count += std::string_view(t.game.def(card).name) == name;
  return count;
}

}  // namespace

TEST_CASE("supersedes: a card in play that names one_big_item carries no second Big item; a grant does") {
  Table t;
  t.equip(0, "Stubborn Dwarf");
  t.equip(0, "Anvil");
  t.equip(0, "Cart");
  t.game.settleCarryLimits();  // one Big item stays
  CHECK(carried(t, 0, "Anvil") + carried(t, 0, "Cart") == 1);
  Table granted;
  granted.equip(0, "Dwarf");
  granted.equip(0, "Anvil");
  granted.equip(0, "Cart");
  granted.game.settleCarryLimits();
  CHECK(carried(granted, 0, "Anvil") + carried(granted, 0, "Cart") == 2);
}

TEST_CASE("supersedes: a card in play that names hand_limit keeps no extra card after Charity; a grant does") {
  Table t;
  t.equip(0, "Stubborn Dwarf");
  for (int i = 0; i < 8; ++i) t.game.moveTo(t.card("Pebble"), Zone::Hand, 0);
  t.game.players[0].level = 1;
  t.game.players[1].level = 1;
  t.game.players[2].level = 1;
  t.game.charity(0);
  CHECK(t.hand(0) == 5);
  Table granted;
  granted.equip(0, "Dwarf");
  for (int i = 0; i < 8; ++i) granted.game.moveTo(granted.card("Pebble"), Zone::Hand, 0);
  granted.game.charity(0);
  CHECK(granted.hand(0) == 7);
}

TEST_CASE("supersedes: only a card's own sell_items that names no_sell_to_win buys the winning level") {
  Table t;
  t.game.players[0].level = 9;
  t.equip(0, "Stubborn Dwarf");
  const CardId anvil = t.card("Anvil");
  t.game.moveTo(anvil, Zone::Hand, 0);
  CHECK_FALSE(t.game.maySell(0, std::vector<CardId>{anvil}));  // a card in play that names the rule is no licence
  t.play(0, "Yard Sale");
  CHECK(t.level(0) == 9);  // the sale's level stops below the winning one
  CHECK_FALSE(t.game.isOver());
  t.game.moveTo(t.card("Cart"), Zone::Hand, 0);
  t.play(0, "Fire Sale");
  CHECK(t.level(0) == 10);
  CHECK(t.game.isOver());
}
