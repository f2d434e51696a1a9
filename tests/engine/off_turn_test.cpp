// Plays outside one's own turn (docs/semantics.md, "When a player may act"):
// the others' windows of a turn, curses aimed at a player of the curser's
// choice, and a curse stopped by its victim as it strikes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

using namespace munchkin;

namespace {

const char* kCards = R"(
set offturn { title "Off turn"; players 3..6; }
uses core;

levelup "Boost" { copies 3; }
curse "Hex" { copies 3; play { lose_levels 1; } }
curse "Heavy Hex" { play { lose_levels 2; } }
curse "Backfire" { play { lose_levels 2 to self; } }
oneshot "Ward" { value 100; copies 2; play any_time { cancel curse; } }
oneshot "Study" { value 100; copies 3; play any_time { draw 1 door; } }
oneshot "Homework" { value 100; play { draw 1 door; } }
oneshot "Potion" { value 100; play in_combat { combat_bonus +3; } }
class "Knight" { copies 4; }
class "Warden" { play any_time { discard_cards 1; cancel curse; } }
class "Scholar" { play outside_combat once_per_turn { draw 1 door; } }
class "Brawler" { play any_time { combat_bonus +2; } }
item "Cap" { bonus +1; slot headgear; value 100; }
)";

struct Question {
  int seat;
  Choice choice;
  std::vector<std::string> options;
};

// Answers as told, and records every card question (and the curse questions)
// in one log shared by the table.
class TellBot final : public Bot {
 public:
  explicit TellBot(std::vector<Question>& log) : log_(log) {}
  std::string_view name() const override { return "tell"; }
  int choose(Game& game, int seat, Choice choice, std::span<const CardId> options) override {
    std::vector<std::string> names;
    for (CardId card : options) names.emplace_back(game.def(card).name);
    log_.push_back({seat, choice, names});
    if (choice == Choice::OffTurnPlay || choice == Choice::OwnTurnPlay) {
      for (std::size_t i = 0; i < names.size(); ++i) {
        if (!plays.empty() && names[i] == plays.front()) {
          plays.erase(plays.begin());
          return static_cast<int>(i);
        }
      }
      return -1;
    }
    return mustPick(choice) ? 0 : -1;
  }
  int chooseCurseVictim(Game&, int, CardId, std::span<const int> seats) override {
    victims.assign(seats.begin(), seats.end());
    const auto at = std::find(seats.begin(), seats.end(), victim);
    return at == seats.end() ? 0 : static_cast<int>(at - seats.begin());
  }
  int stopCurse(Game& game, int, CardId, std::span<const Ability> options) override {
    stops.clear();
    for (const Ability& a : options) stops.emplace_back(game.def(a.card).name);
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (stops[i] == stopWith) return static_cast<int>(i);
    }
    return -1;
  }
  int chooseAbility(Game& game, int, std::span<const Ability> options) override {
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (!uses.empty() && game.def(options[i].card).name == uses.front()) {
        uses.erase(uses.begin());
        return static_cast<int>(i);
      }
    }
    return -1;
  }
  bool declines(Game&, int, Choice choice) override {
    if (choice != Choice::UseAbility) return false;
    ++abilityAsks;
    return declinesAbilities;
  }
  bool abilityDeclineStands() const override { return declineStands; }
  HelpRequest askForHelp(Game&, int, std::span<const int>) override { return {}; }
  bool acceptHelp(Game&, int, int, int) override { return false; }
  bool sacrificeSidekick(Game&, int) override { return false; }

  bool declinesAbilities = false;  // its answer to declines(UseAbility)
  bool declineStands = false;      // its answer to abilityDeclineStands()
  int abilityAsks = 0;             // how often declines(UseAbility) was asked

  std::vector<std::string> plays;  // cards to play when offered, in order
  std::vector<std::string> uses;   // abilities to use when offered, in order
  int victim = -1;                 // the seat a curse of this bot strikes
  std::vector<int> victims;        // the seats last offered for a curse
  std::string stopWith;            // the card or ability that stops a curse striking this bot
  std::vector<std::string> stops;  // the options last offered to stop one

 private:
  std::vector<Question>& log_;
};

struct Table {
  explicit Table(int count = 3) : set(engine_test::setFromText(kCards)), game(set) {
    for (int i = 0; i < count; ++i) owned.push_back(std::make_unique<TellBot>(log));
    for (auto& bot : owned) bots.push_back(bot.get());
    game.reset(11, bots);
    engine_test::clearTable(game);
    log.clear();
    // Kick Open the Door and Loot the Room find classes, which go to the hand.
    for (int i = 0; i < 2; ++i) game.moveTo(card("Knight"), Zone::DrawPile, game.set().doorDeck());
  }
  TellBot& bot(int seat) { return *owned[static_cast<std::size_t>(seat)]; }
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
  // The seats asked `choice`, in order.
  std::vector<int> asked(Choice choice) const {
    std::vector<int> seats;
    for (const Question& q : log) {
      if (q.choice == choice) seats.push_back(q.seat);
    }
    return seats;
  }

  std::vector<Question> log;
  const PreparedSet& set;
  Game game;
  std::vector<std::unique_ptr<TellBot>> owned;
  std::vector<Bot*> bots;
};

}  // namespace

TEST_CASE("the others' windows: after step 2, after the door and after step 5, from the current player's left") {
  Table t(4);
  t.game.current = 2;
  for (int seat : {0, 1, 3}) t.give(seat, "Study");  // an any_time one-shot each, kept
  t.game.playTurn();
  // Three windows, each asking seat 3, then 0, then 1; never the current player.
  CHECK(t.asked(Choice::OffTurnPlay) == std::vector<int>{3, 0, 1, 3, 0, 1, 3, 0, 1});
}

TEST_CASE("a Go Up a Level is played on another player's turn, outside a fight") {
  Table t;
  t.give(1, "Boost");
  t.bot(1).plays = {"Boost"};
  t.game.playTurn();  // seat 0's turn
  CHECK(t.game.players[1].level == 2);
  CHECK(t.game.players[0].level == 1);
}

TEST_CASE("cards that stay in play, own_turn one-shots and fight-only one-shots are not offered off turn") {
  Table t;
  const CardId knight = t.give(1, "Knight");
  const CardId cap = t.give(1, "Cap");
  const CardId homework = t.give(1, "Homework");
  const CardId potion = t.give(1, "Potion");
  const CardId study = t.give(1, "Study");
  for (CardId c : {knight, cap, homework, potion}) CHECK_FALSE(t.game.offeredNow(1, c));
  CHECK(t.game.offeredNow(1, study));
  // The same cards on seat 1's own turn.
  t.game.current = 1;
  CHECK(t.game.offeredNow(1, knight));
  CHECK(t.game.offeredNow(1, homework));
}

TEST_CASE("a hand with nothing that may be played off turn is not offered anything") {
  Table t;
  t.give(1, "Cap");
  t.give(2, "Potion");
  t.game.playTurn();
  CHECK(t.asked(Choice::OffTurnPlay).empty());
}

TEST_CASE("a curse from the hand strikes the player the curser picks, from their left, themself last") {
  Table t(4);
  t.game.players[2].level = 3;
  t.game.players[3].level = 5;  // the Level leader is not the one picked
  t.give(1, "Hex");
  t.bot(1).plays = {"Hex"};
  t.bot(1).victim = 2;
  t.game.playTurn();  // seat 0's turn: seat 1 plays it in the first window
  CHECK(t.bot(1).victims == std::vector<int>{2, 3, 0, 1});
  CHECK(t.game.players[2].level == 2);
  CHECK(t.game.players[3].level == 5);
}

TEST_CASE("a curse's play block acts for the cursed player") {
  Table t;
  t.game.players[1].level = 4;
  t.game.players[2].level = 4;
  const CardId hex = t.give(2, "Backfire");  // `to self`: the cursed player
  t.game.playCard(2, hex, 1);
  CHECK(t.game.players[1].level == 2);
  CHECK(t.game.players[2].level == 4);
}

TEST_CASE("the cursed player is asked whether to stop a curse, with the hand's cards and the abilities in play") {
  Table t;
  t.game.players[1].level = 4;
  t.give(1, "Ward");
  t.equip(1, "Warden");
  t.give(1, "Cap");  // the Warden's price
  SECTION("declining lets it strike") {
    t.game.applyCurse(t.card("Heavy Hex"), 1);
    std::vector<std::string> offered = t.bot(1).stops;
    std::sort(offered.begin(), offered.end());
    CHECK(offered == std::vector<std::string>{"Ward", "Warden"});
    CHECK(t.game.players[1].level == 2);
  }
  SECTION("a one-shot of the hand stops it and is discarded") {
    t.bot(1).stopWith = "Ward";
    const CardId hex = t.card("Heavy Hex");
    t.game.applyCurse(hex, 1);
    CHECK(t.game.players[1].level == 4);
    CHECK(t.game.where[hex].zone == Zone::Discard);
    CHECK(t.game.players[1].hand.size() == 1);  // the Cap: the Ward is spent
  }
  SECTION("an ability in play stops it, its price paid") {
    t.bot(1).stopWith = "Warden";
    t.game.applyCurse(t.card("Heavy Hex"), 1);
    CHECK(t.game.players[1].level == 4);
    CHECK(t.game.players[1].hand.size() == 1);  // one card discarded for the Warden: the Ward or the Cap
  }
}

TEST_CASE("an ability whose timing allows it is offered in the others' window, a fight's one is not") {
  Table t;
  t.equip(1, "Scholar");
  t.equip(2, "Brawler");
  t.bot(1).uses = {"Scholar"};
  t.game.playTurn();
  CHECK(t.game.players[1].hand.size() == 1);  // drawn by the Scholar on seat 0's turn, once (once_per_turn)
}

TEST_CASE("outside fights a decline of abilities that stands is not asked again until the cards in play change") {
  Table t;
  // Seat 0's turn, with Knights to find at the door and in the room, and
  // Seat 1 holding an any_time ability: it is asked in each of the three windows.
  const auto seatZeroTurn = [&] {
    for (int i = 0; i < 2; ++i) t.game.moveTo(t.card("Knight"), Zone::DrawPile, t.game.set().doorDeck());
    t.game.current = 0;
    t.game.playTurn();
  };
  const auto deal = [&] {
    t.game.reset(11, t.bots);  // the bots' word is read as a game starts
    engine_test::clearTable(t.game);
    t.equip(1, "Warden");
    t.bot(1).abilityAsks = 0;
  };
  t.bot(1).declinesAbilities = true;
  deal();
  seatZeroTurn();
  CHECK(t.bot(1).abilityAsks == 3);  // a decline that does not stand is asked each time
  t.bot(1).declineStands = true;
  deal();
  seatZeroTurn();
  CHECK(t.bot(1).abilityAsks == 1);
  t.equip(1, "Cap");  // its cards in play change: asked again, once
  seatZeroTurn();
  CHECK(t.bot(1).abilityAsks == 2);
}

TEST_CASE("the greedy bot curses the player it most needs to slow and stops a curse that hurts it") {
  Table t(4);
  std::unique_ptr<Bot> greedy = makeGreedyBot();
  const CardId hex = t.give(1, "Hex");
  const int seats[4] = {2, 3, 0, 1};
  t.game.players[1].level = 3;
  t.game.players[2].level = 5;
  t.game.players[3].level = 4;
  // Seat 2 leads: cursed, on its own turn (before its door and its fight), not on another's.
  CHECK(seats[greedy->chooseCurseVictim(t.game, 1, hex, seats)] == 2);
  const CardId options[1] = {hex};
  t.game.current = 3;
  CHECK(greedy->choose(t.game, 1, Choice::OffTurnPlay, options) == -1);
  t.game.current = 2;
  CHECK(greedy->choose(t.game, 1, Choice::OffTurnPlay, options) == 0);
  // Nobody ahead of it and nobody about to win: it keeps the curse.
  t.game.players[1].level = 6;
  CHECK(greedy->choose(t.game, 1, Choice::OffTurnPlay, options) == -1);
  // Level with it, but about to win: cursed at once, whoever's turn it is.
  t.game.players[1].level = t.game.params().winLevel - 1;
  t.game.players[3].level = t.game.params().winLevel - 1;
  CHECK(seats[greedy->chooseCurseVictim(t.game, 1, hex, seats)] == 3);
  CHECK(greedy->choose(t.game, 1, Choice::OffTurnPlay, options) == 0);
  // It stops the curse with the card in hand.
  const CardId ward = t.give(1, "Ward");
  const Ability stop[1] = {{ward, 0}};
  CHECK(greedy->stopCurse(t.game, 1, hex, stop) == 0);
}

TEST_CASE("the greedy bot's off-turn pick from its hand is choose()'s among the cards playable there") {
  Table t(4);
  std::unique_ptr<Bot> greedy = makeGreedyBot();
  // The position choose(OffTurnPlay) picks among the cards Game::playableOffTurn allows.
  const auto viaChoose = [&](int seat) {
    const std::vector<CardId>& hand = t.game.players[static_cast<std::size_t>(seat)].hand;
    std::vector<CardId> options;
    std::vector<int> positions;
    for (std::size_t i = 0; i < hand.size(); ++i) {
      if (t.game.playableOffTurn(seat, hand[i])) options.push_back(hand[i]), positions.push_back(static_cast<int>(i));
    }
    if (options.empty()) return -1;
    const int pick = greedy->choose(t.game, seat, Choice::OffTurnPlay, options);
    return pick < 0 ? -1 : positions[static_cast<std::size_t>(pick)];
  };
  const auto& hand = t.game.players[1].hand;
  const auto picked = [&] { return hand[static_cast<std::size_t>(greedy->chooseOffTurnPlay(t.game, 1, hand))]; };
  t.give(1, "Knight");
  t.give(1, "Study");
  CHECK(greedy->chooseOffTurnPlay(t.game, 1, hand) == -1);  // a class and a one-shot: nothing it plays there
  CHECK(viaChoose(1) == -1);
  const CardId hex = t.give(1, "Hex");
  t.game.players[1].level = 3;
  t.game.players[2].level = 5;
  t.game.current = 3;  // the leader's turn is not now: the curse is kept
  CHECK(greedy->chooseOffTurnPlay(t.game, 1, hand) == -1);
  CHECK(viaChoose(1) == -1);
  t.game.current = 2;  // on the leader's turn it curses
  CHECK(picked() == hex);
  CHECK(greedy->chooseOffTurnPlay(t.game, 1, hand) == viaChoose(1));
  const CardId boost = t.give(1, "Boost");
  CHECK(picked() == boost);  // a level before a curse
  CHECK(greedy->chooseOffTurnPlay(t.game, 1, hand) == viaChoose(1));
  // Go Up a Level cannot give the winning level: the curse is played instead.
  t.game.players[1].level = t.game.params().winLevel - 1;
  t.game.players[2].level = t.game.params().winLevel - 1;
  CHECK(!t.game.playableOffTurn(1, boost));
  CHECK(picked() == hex);
  CHECK(greedy->chooseOffTurnPlay(t.game, 1, hand) == viaChoose(1));
}
