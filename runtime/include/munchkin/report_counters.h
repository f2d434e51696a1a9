// The integer counters a simulation report is computed from (docs/report.md).
// Every figure of a report is a sum of per-game counts, so counters of
// separate runs (threads, shards) add up to exactly those of one run, and the
// report is worked out from them once, at the end (finishReportStats). They
// are part of a SimulationTally (simulation_tally.h), which writes, reads and
// adds them through forEachCounter and, for the records below, forEachCount.
#pragma once

#include <cstdint>
#include <type_traits>
#include <vector>

namespace munchkin {

// One monster design, over every fight it was in.
struct MonsterCounts {
  long long fights = 0;          // fights it joined (from the door, a hand or a card)
  long long fighterLevels = 0;   // the sum of the fighter's Level as it joined them
  long long defeated = 0;        // fights won with it in them (or it killed by a card)
  long long escaped = 0;         // fights lost in which the fighter ran away from it
  long long caught = 0;          // fights lost in which it caught the fighter
  long long deaths = 0;          // players of the fighting side who died of its bad stuff
};

// One card design, over every player-game.
struct CardCounts {
  long long drawn = 0;        // times a copy came to a hand from a deck or its discards (the deal and door kicks too)
  long long played = 0;       // times a player played a copy from their hand (a monster: into a fight)
  long long inHandAtEnd = 0;  // copies in a hand as the game ended
};

// What the engine counts as it plays (Game::countStatsInto), where it already
// knows the event: a draw, a play, a fight's outcome, the end of a turn. By
// physical card, so that counting needs no look-up of the design; the
// simulator adds them up by design (addByDesign) after its last game.
struct PlayCounters {
  std::vector<CardCounts> cards;        // by physical card (PreparedSet::physical)
  std::vector<MonsterCounts> monsters;  // by physical card (zero for cards that are not monsters)
  // The game under way only: [t] the Level of the player whose turn t + 1
  // was, as it ended (room for the turn cap); read up to the game's turns.
  std::vector<int> turnLevels;

  void reset(std::size_t cards, int turnCap);
};

// Why the games that reached the turn cap did not end, read from their final state.
struct TurnCapCounts {
  long long deckRanOut = 0;  // some deck had no card left to draw and no discards to reshuffle
  long long noWinner = 0;    // every deck could still be drawn from: nobody managed to win
};

// Calls visit(name, field...) for each count of the records given, the same
// field of each, as forEachCounter does for a tally.
template <class Visit, class... Counts>
  requires(std::is_same_v<std::remove_const_t<Counts>, MonsterCounts> && ...)
void forEachCount(Visit&& visit, Counts&... counts) {
  visit("fights", counts.fights...);
  visit("fighter_levels", counts.fighterLevels...);
  visit("defeated", counts.defeated...);
  visit("escaped", counts.escaped...);
  visit("caught", counts.caught...);
  visit("deaths", counts.deaths...);
}
template <class Visit, class... Counts>
  requires(std::is_same_v<std::remove_const_t<Counts>, CardCounts> && ...)
void forEachCount(Visit&& visit, Counts&... counts) {
  visit("drawn", counts.drawn...);
  visit("played", counts.played...);
  visit("in_hand_at_end", counts.inHandAtEnd...);
}
template <class Visit, class... Counts>
  requires(std::is_same_v<std::remove_const_t<Counts>, TurnCapCounts> && ...)
void forEachCount(Visit&& visit, Counts&... counts) {
  visit("deck_ran_out", counts.deckRanOut...);
  visit("no_winner", counts.noWinner...);
}

// A record of counts that forEachCount names field by field.
template <class Counts>
concept CountRecord = requires(Counts& counts) { forEachCount([](const char*, long long&) {}, counts); };

struct ReportCounters {
  std::vector<CardCounts> cards;        // by design
  std::vector<MonsterCounts> monsters;  // by design
  std::vector<long long> gamesByFirstSeat;  // decided games (with a winner) by the seat that went first
  TurnCapCounts capped;
  std::vector<long long> deckRanOutByDeck;  // capped games by the deck that ran out (SetTables::decks)
  // The Level curves, by round (index 0: the end of the first round), over the
  // games with a winner still going at the end of that round.
  std::vector<long long> curveGames, winnerLevels, othersLevels;

  // Sized for `designs` cards, `decks` decks, `players` seats and `turnCap`.
  void reset(std::size_t designs, std::size_t decks, int players, int turnCap);
  // Adds the engine's counts of physical cards to their designs (`designOf`: PreparedSet::physical).
  void addByDesign(const PlayCounters& play, const std::vector<std::uint16_t>& designOf);
};

}  // namespace munchkin
