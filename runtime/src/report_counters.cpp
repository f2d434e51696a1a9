#include "munchkin/report_counters.h"

namespace munchkin {
namespace {

void addEach(std::vector<long long>& to, const std::vector<long long>& from) {
  for (std::size_t i = 0; i < to.size() && i < from.size(); ++i) to[i] += from[i];
}

}  // namespace

void add(CardCounts& to, const CardCounts& from) {
  to.drawn += from.drawn;
  to.played += from.played;
  to.inHandAtEnd += from.inHandAtEnd;
}

void add(MonsterCounts& to, const MonsterCounts& from) {
  to.fights += from.fights;
  to.fighterLevels += from.fighterLevels;
  to.defeated += from.defeated;
  to.escaped += from.escaped;
  to.caught += from.caught;
  to.deaths += from.deaths;
}

void PlayCounters::reset(std::size_t cardCount, int turnCap) {
  cards.assign(cardCount, {});
  monsters.assign(cardCount, {});
  turnLevels.assign(static_cast<std::size_t>(turnCap), 0);
}

void ReportCounters::reset(std::size_t designs, std::size_t decks, int players, int turnCap) {
  cards.assign(designs, {});
  monsters.assign(designs, {});
  gamesByTurns.assign(static_cast<std::size_t>(turnCap) + 1, 0);
  gamesByFirstSeat.assign(static_cast<std::size_t>(players), 0);
  capped = {};
  deckRanOutByDeck.assign(decks, 0);
  // A round is a turn of every player: the cap allows this many to end.
  const std::size_t rounds = static_cast<std::size_t>(turnCap / players);
  curveGames.assign(rounds, 0);
  winnerLevels.assign(rounds, 0);
  othersLevels.assign(rounds, 0);
}

void ReportCounters::add(const ReportCounters& other) {
  for (std::size_t d = 0; d < cards.size() && d < other.cards.size(); ++d) {
    munchkin::add(cards[d], other.cards[d]);
    munchkin::add(monsters[d], other.monsters[d]);
  }
  addEach(gamesByTurns, other.gamesByTurns);
  addEach(gamesByFirstSeat, other.gamesByFirstSeat);
  capped.deckRanOut += other.capped.deckRanOut;
  capped.noWinner += other.capped.noWinner;
  addEach(deckRanOutByDeck, other.deckRanOutByDeck);
  addEach(curveGames, other.curveGames);
  addEach(winnerLevels, other.winnerLevels);
  addEach(othersLevels, other.othersLevels);
}

void ReportCounters::addByDesign(const PlayCounters& play, const std::vector<std::uint16_t>& designOf) {
  for (std::size_t card = 0; card < play.cards.size() && card < designOf.size(); ++card) {
    munchkin::add(cards[designOf[card]], play.cards[card]);
    munchkin::add(monsters[designOf[card]], play.monsters[card]);
  }
}

}  // namespace munchkin
