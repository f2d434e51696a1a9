// Checks run after every turn when the run asks for them (Game::setInvariantChecks:
// on in every build but Release, and in `simulate --check-invariants`). A
// violation is an engine bug (or a card the engine let break a rule), so it
// is reported with the game and turn rather than asserted: a simulation of
// thousands of games lists them all.
//
// Card places are checked cheaply every turn and in full at the end of a
// game. Every turn: each container that gained or lost cards holds exactly
// as many cards as `where` puts there (moveTo keeps the counts), and each
// card moved during the turn is in the container `where` names. Since cards move only through moveTo
// and drawInto, that keeps every card in exactly one place; the sweep at the
// end visits every card to prove it.
#include "munchkin/engine.h"

#include <algorithm>
#include <bit>
#include <string>

#include "engine_internal.h"
#include "munchkin/plural.h"

namespace munchkin {
namespace {

const char* zoneName(Zone zone) {
  switch (zone) {
    case Zone::DrawPile: return "draw pile";
    case Zone::Discard: return "discard pile";
    case Zone::Hand: return "hand";
    case Zone::InPlay: return "cards in play";
    case Zone::Combat: return "combat";
    case Zone::OpenSeals: return "open seals";
  }
  return "?";
}

// "p2". Built by appending: GCC 12 at -O3 warns (wrongly) about "p" + string.
std::string seatName(int seat) {
  std::string name(1, 'p');
  name += std::to_string(seat);
  return name;
}

}  // namespace

// MUNCHKIN_INVARIANT_CHECKS comes from the build (runtime/CMakeLists.txt); a build that does not say checks.
#ifndef MUNCHKIN_INVARIANT_CHECKS
#define MUNCHKIN_INVARIANT_CHECKS 1
#endif
bool invariantChecksByDefault() { return MUNCHKIN_INVARIANT_CHECKS != 0; }

std::string Game::describePlace(int place) const {
  int zone = 0;
  for (int z = 1; z < 6; ++z) {
    if (zoneBase_[z] <= place) zone = z;
  }
  const int owner = zoneStride_[zone] ? place - zoneBase_[zone] : 0;
  return std::string(zoneName(static_cast<Zone>(zone))) + " " + std::to_string(owner);
}

void Game::reportPlaceCount(std::size_t place) {
  const int recorded = placeCount_[place];
  error("the " + describePlace(static_cast<int>(place)) + " holds " +
        counted(static_cast<long long>(places_[place]->size()), "card") + ", but " + std::to_string(recorded) +
        (takesSingular(recorded) ? " is" : " are") + " recorded there");
}

void Game::reportMisplaced(CardId card) {
  error(std::string("card '") + def(card).name + "' is not where the engine thinks it is");
}

void Game::checkHandAfterCharity(int seat) {
  // Read right after Charity: an `on turn_end` that draws afterwards is the card's doing, not Charity's.
  const Player& p = players[static_cast<std::size_t>(seat)];
  if (!isOver() && static_cast<int>(p.hand.size()) > std::max(0, handLimit(seat))) {
    error(seatName(seat) + " holds more than the hand limit after Charity");
  }
}

void Game::checkInvariants() {
  // Sizes against the counts `where` implies, for the containers that changed.
  // (The messages are built out of line: this runs every turn.)
  std::vector<CardId>* const* const containers = places_.data();
  const int* const counts = placeCount_.data();
  const auto checkSize = [&](std::size_t place) {
    if (containers[place] != nullptr && static_cast<int>(containers[place]->size()) != counts[place]) reportPlaceCount(place);
  };
  if (places_.size() > 64) {
    for (std::size_t place = 0; place < places_.size(); ++place) checkSize(place);
  } else {
    for (std::uint64_t bits = placesTouched_; bits != 0; bits &= bits - 1) {
      checkSize(static_cast<std::size_t>(std::countr_zero(bits)));
    }
  }
  placesTouched_ = 0;
  // The cards that moved are where `where` says: mostly still at the index
  // they arrived at; if not (a card before them left, a pile was shuffled),
  // searched for from the back, where recent arrivals sit.
  // (Plain pointers, read once: the loop runs for every card moved.)
  const CardId* const moved = movedThisTurn_.data();
  const Location* const places = where.data();
  const std::uint16_t* const arrived = arrivedAt_.data();
  for (std::size_t i = 0, count = movedCount_; i < count; ++i) {
    const CardId card = moved[i];
    const std::vector<CardId>& cards = *containers[static_cast<std::size_t>(placeIndex(places[card]))];
    std::size_t at = arrived[card];
    if (at < cards.size() && cards[at] == card) [[likely]] continue;
    at = cards.size();
    while (at > 0 && cards[at - 1] != card) --at;
    if (at == 0) reportMisplaced(card);
  }
  movedCount_ = 0;
  if (++moveStamp_ == 0) {
    std::fill(movedMark_.begin(), movedMark_.end(), 0u);
    moveStamp_ = 1;
  }
  if (combat.active) error("a combat is still open at the end of the turn");

  for (int seat = 0, n = playerCount(); seat < n; ++seat) {
    const Player& p = players[static_cast<std::size_t>(seat)];
    if (p.level < 1 && !p.belowFloorAllowed) [[unlikely]] error(seatName(seat) + " is below level 1");
    // Slot use and allowances change only with the player's cards and Level,
    // unless some `while` block reads the rest of the table.
    if (!slotsKnownToFit(seat)) {
      if (slotLimitsHold(*this, seat)) rememberSlotsFit(seat);
      else error(seatName(seat) + " carries more Big or Complex items than allowed");
    }
  }
  if (result_.winner >= 0 && result_.reason == WinReason::CardWin) {
    // A win without a kill needs a card that breaks win_by_kill or kill_for_levels.
    bool allowed = false;
    auto allows = [&](CardId card) {
      return set_.supersedes(designOf(card), CoreRule::WinByKill) || set_.supersedes(designOf(card), CoreRule::KillForLevels) ||
             set_.supersedes(designOf(card), CoreRule::NoSellToWin);
    };
    for (const Player& p : players) {
      for (CardId card : p.inPlay) allowed |= allows(card);
    }
    for (auto& pile : discardPiles) {
      for (CardId card : pile) allowed |= allows(card);
    }
    if (!allowed) error(seatName(result_.winner) + " won without a kill and no card allowed it");
  }
}

void Game::checkEveryCard() {
  // A fresh stamp per sweep saves clearing `seen_`.
  if (++seenStamp_ == 0) {
    std::fill(seen_.begin(), seen_.end(), 0u);
    seenStamp_ = 1;
  }
  const std::uint32_t stamp = seenStamp_;
  // Every card of every game passes here: the loop reads locals, not the
  // members (nor the lambda's captures), which the stamps it writes could
  // alias and make it load again for each card.
  std::uint32_t* const seen = seen_.data();
  const std::size_t cardCount = seen_.size();
  const Location* const at = where.data();
  // Cards in the combat zone belong to whoever played them, so owner is -1 there.
  auto visit = [&](const std::vector<CardId>& cards, Zone zone, int owner) {
    std::uint32_t* const marks = seen;
    const std::uint32_t mark = stamp;
    const std::size_t count = cardCount;
    const Location* const places = at;
    for (CardId card : cards) {
      if (card >= count) [[unlikely]] {
        error("a card id is out of range");
        continue;
      }
      if (marks[card] == mark) [[unlikely]] error(std::string("card '") + def(card).name + "' is in two places");
      marks[card] = mark;
      const Location place = places[card];
      if (place.zone != zone || (owner >= 0 && place.owner != owner)) [[unlikely]] reportMisplaced(card);
    }
  };
  for (std::size_t deck = 0; deck < drawPiles.size(); ++deck) {
    visit(drawPiles[deck], Zone::DrawPile, static_cast<int>(deck));
    visit(discardPiles[deck], Zone::Discard, static_cast<int>(deck));
  }
  for (int seat = 0; seat < playerCount(); ++seat) {
    const Player& p = players[static_cast<std::size_t>(seat)];
    visit(p.hand, Zone::Hand, seat);
    visit(p.inPlay, Zone::InPlay, seat);
    // The others' windows trust this count to skip a hand (moveTo keeps it).
    const auto offTurn = std::count_if(p.hand.begin(), p.hand.end(), [&](CardId card) { return facts_[card].offTurn; });
    if (offTurn != offTurnInHand_[seat] || (offTurn > 0) != (((offTurnHandSeats_ >> seat) & 1u) != 0)) {
      error("the count of cards playable off turn in hand " + std::to_string(seat) + " is wrong");
    }
    const bool offTurnAbility =
        std::any_of(p.abilityCards.begin(), p.abilityCards.end(), [&](CardId card) { return facts_[card].offTurnAbility; });
    if (offTurnAbility != (((offTurnAbilitySeats_ >> seat) & 1u) != 0)) {
      error("the seats with an ability off turn are wrong at " + std::to_string(seat));
    }
  }
  visit(combat.cards, Zone::Combat, -1);
  visit(openSeals, Zone::OpenSeals, 0);
  for (std::size_t card = 0; card < cardCount; ++card) {
    if (seen[card] != stamp) [[unlikely]] error(std::string("card '") + def(static_cast<CardId>(card)).name + "' is nowhere");
  }
}

}  // namespace munchkin
