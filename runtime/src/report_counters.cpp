#include "munchkin/report_counters.h"

namespace munchkin {
namespace {

template <CountRecord Counts>
void add(Counts& to, const Counts& from) {
  forEachCount([](const char*, long long& total, const long long& more) { total += more; }, to, from);
}

}  // namespace

void PlayCounters::reset(std::size_t cardCount, int turnCap) {
  cards.assign(cardCount, {});
  monsters.assign(cardCount, {});
  turnLevels.assign(static_cast<std::size_t>(turnCap), 0);
}

void ReportCounters::reset(std::size_t designs, std::size_t decks, int players, int turnCap) {
  cards.assign(designs, {});
  monsters.assign(designs, {});
  gamesByFirstSeat.assign(static_cast<std::size_t>(players), 0);
  capped = {};
  deckRanOutByDeck.assign(decks, 0);
  // A round is a turn of every player: the cap allows this many to end.
  const std::size_t rounds = static_cast<std::size_t>(turnCap / players);
  curveGames.assign(rounds, 0);
  winnerLevels.assign(rounds, 0);
  othersLevels.assign(rounds, 0);
}

void ReportCounters::addByDesign(const PlayCounters& play, const std::vector<std::uint16_t>& designOf) {
  for (std::size_t card = 0; card < play.cards.size() && card < designOf.size(); ++card) {
    add(cards[designOf[card]], play.cards[card]);
    add(monsters[designOf[card]], play.monsters[card]);
  }
}

}  // namespace munchkin
