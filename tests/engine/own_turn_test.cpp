// A player's own turn outside fights: what the greedy bot plays and sells,
// and the engine's summaries its choices read.
#include <catch2/catch.hpp>

#include <memory>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* kCards = R"(
item "Tiara" { bonus +3; slot headgear; value 600; usable_by sex female; copies 8; }
item "Stick" { bonus +1; slot one_hand; value 500; copies 40; }
item "Boulder" { bonus +2; size big; value 100; copies 8; }
class "Weakling" { copies 4; while { grant big_items -1; } }
class "Mule" { copies 4; while { grant big_items +1; } }
)";

struct Table {
  Table() : game(engine_test::textSet(kCards)) {
    Bot* bots[] = {greedy.get(), greedy.get(), greedy.get()};
    game.reset(5, bots);
    engine_test::clearTable(game);
  }
  CardId put(int seat, const char* name, Zone zone) {
    const CardId card = engine_test::takeCard(game, name);
    game.moveTo(card, zone, seat);
    return card;
  }
  std::unique_ptr<Bot> greedy = makeGreedyBot();
  Game game;
};

}  // namespace

TEST_CASE("the gold of the items a player carries but may not use follows their cards in play") {
  Table t;
  t.game.players[0].sex = 0;
  t.game.players[1].sex = 1;
  const CardId tiara = t.put(0, "Tiara", Zone::InPlay);
  t.put(0, "Stick", Zone::InPlay);  // anyone may use it
  CHECK(t.game.unusableItemGold(0) == 600);
  CHECK(t.game.unusableItemGold(0) == 600);  // asked again, the cards unchanged
  t.put(0, "Tiara", Zone::InPlay);
  CHECK(t.game.unusableItemGold(0) == 1200);
  t.game.discard(tiara);
  CHECK(t.game.unusableItemGold(0) == 600);
  t.game.moveTo(t.game.players[0].inPlay.back(), Zone::InPlay, 1);  // to a woman, who may use it
  CHECK(t.game.unusableItemGold(0) == 0);
  CHECK(t.game.unusableItemGold(1) == 0);
}

TEST_CASE("greedy sells a carried item it may not use with one from hand, and keeps one it may use") {
  Table t;
  Player& p = t.game.players[0];
  p.sex = 0;
  const CardId tiara = t.put(0, "Tiara", Zone::InPlay);
  const CardId stick = t.put(0, "Stick", Zone::Hand);  // 600 + 500: a level
  t.game.ownTurnSales(0);
  CHECK(p.level == 2);
  CHECK(t.game.where[tiara].zone == Zone::Discard);
  CHECK(t.game.where[stick].zone == Zone::Discard);
  // A woman uses the Tiara: the Stick alone is not worth a level.
  p.sex = 1;
  const CardId worn = t.put(0, "Tiara", Zone::InPlay);
  const CardId kept = t.put(0, "Stick", Zone::Hand);
  t.game.ownTurnSales(0);
  CHECK(p.level == 2);
  CHECK(t.game.where[worn].zone == Zone::InPlay);
  CHECK(t.game.where[kept].zone == Zone::Hand);
}

TEST_CASE("a while grant that lowers the Big items allowed makes its holder give up a Big item within the base") {
  Table t;
  CHECK(t.game.whileMayLower(Resource::BigItems));
  CHECK_FALSE(t.game.whileMayLower(Resource::ComplexItems));
  t.game.current = 1;  // not seat 0's turn: the Boulder is given away, not sold
  const CardId boulder = t.put(0, "Boulder", Zone::InPlay);
  t.game.settleCarryLimits();
  CHECK(t.game.where[boulder].owner == 0);  // one Big item, as the base allows
  t.put(0, "Weakling", Zone::InPlay);       // none allowed now
  t.game.settleCarryLimits();
  CHECK(t.game.where[boulder].zone == Zone::InPlay);
  CHECK(t.game.where[boulder].owner != 0);
}

TEST_CASE("a while grant that raises the Big items allowed lets its holder keep a second one") {
  Table t;
  t.game.current = 1;
  t.put(0, "Mule", Zone::InPlay);
  const CardId first = t.put(0, "Boulder", Zone::InPlay), second = t.put(0, "Boulder", Zone::InPlay);
  t.game.settleCarryLimits();
  CHECK(t.game.where[first].owner == 0);
  CHECK(t.game.where[second].owner == 0);
  t.game.discard(t.game.players[0].inPlay.front());  // the Mule goes: one Boulder must go too
  t.game.settleCarryLimits();
  CHECK(t.game.players[0].inPlay.size() == 1);
}

TEST_CASE("greedy above the hand limit at Charity sells what is worth levels before giving the rest away") {
  Table t;
  Player& p = t.game.players[0];
  p.level = 3;
  t.game.current = 0;
  for (int i = 0; i < 7; ++i) t.put(0, "Stick", Zone::Hand);  // 3,500 gold, two over the limit of 5
  t.game.charity(0);
  // Three sales of two Sticks each; the last Stick is worth no level, and one card is within the limit.
  CHECK(p.level == 6);
  CHECK(p.hand.size() == 1);
  CHECK(t.game.players[1].hand.empty());
  CHECK(t.game.players[2].hand.empty());
}
