// The scripted bot's questions as a case names them, for the choices no case
// shows yet (the engine does not ask them, or no case has been written).
#include <catch2/catch.hpp>

#include "case_set.h"
#include "conformance_case.h"
#include "scripted_bot.h"

using namespace conformance;
using munchkin::CardId;

namespace {

struct Table {
  Table() : set(buildCaseSet(readText(CONFORMANCE_BASE), "")), game(*set->prepared), script(YAML::Load("[]")) {
    bots = {&bot, &bot, &bot};
    game.reset(1, bots);
    script.quiet = false;
  }
  CardId card(const std::string& name) {
    const auto cards = set->prepared->tables().cards;
    for (std::size_t i = 0; i < cards.size(); ++i) {
      if (name == cards[i].name) return game.takeFromDeck(static_cast<std::uint16_t>(i));
    }
    FAIL("no card " << name);
    return 0;
  }
  std::unique_ptr<CaseSet> set;
  munchkin::Game game;
  Script script;
  ScriptedBot bot{script};
  std::vector<munchkin::Bot*> bots;
};

}  // namespace

TEST_CASE("The giver's choice is give_card among cards of the hand, give_item among carried items") {
  Table t;
  const CardId inHand = t.card("Pebble"), carried = t.card("Plain Sword");
  t.game.moveTo(inHand, munchkin::Zone::Hand, 0);
  t.game.moveTo(carried, munchkin::Zone::InPlay, 0);
  const CardId hand[] = {inHand}, play[] = {carried};
  CHECK(t.bot.choose(t.game, 0, munchkin::Choice::GiveItem, hand) == 0);
  CHECK(t.bot.choose(t.game, 0, munchkin::Choice::GiveItem, play) == 0);
  REQUIRE(t.script.asked().size() == 2);
  CHECK(t.script.asked()[0].ask == "give_card");
  CHECK(t.script.asked()[1].ask == "give_item");
}

TEST_CASE("A choice on a card is asked as `choose` with the places written from 1, a `may` as true/false") {
  Table t;
  t.script = Script(YAML::Load("[{seat: 0, ask: choose, pick: '3'}, {seat: 1, ask: may, pick: true}]"));
  t.script.quiet = false;
  const std::uint8_t written[] = {0, 2};
  const munchkin::Range alternatives[2] = {};
  const munchkin::AlternativeRequest choose{munchkin::Choice::Alternative, 0, 0, written};
  CHECK(t.bot.chooseAlternative(t.game, 0, choose, alternatives) == 1);
  const munchkin::AlternativeRequest may{munchkin::Choice::Optional, 0, 1, {written, 1}};
  CHECK(t.bot.chooseAlternative(t.game, 1, may, {alternatives, 1}) == 0);
  // Unscripted, a `may` is declined.
  CHECK(t.bot.chooseAlternative(t.game, 1, may, {alternatives, 1}) == -1);
  REQUIRE(t.script.asked().size() == 3);
  CHECK(t.script.asked()[0].options == std::vector<std::string>{"1", "3"});
  CHECK(t.script.asked()[1].ask == "may");
}
