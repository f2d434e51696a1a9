// What a simulation's games have counted, before any report is computed from
// it. Every statistic is an integer sum over games (a median from a
// histogram), so the tallies of any split of the games -- threads, or shards
// on other machines -- add up to exactly the tally of a single run, and the
// report finished from the sum is the same to the byte.
//
// forEachCounter() names every counter once; adding, writing and reading a
// tally (munchkinc's partial results) all go through it, so a new counter is
// one member and one line there.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "munchkin/report_counters.h"

namespace munchkin {

struct SimulationOptions;

// An invariant the engine found broken, with the game it broke in.
struct ReportedError {
  std::uint64_t game = 0;
  std::string message;
  bool operator==(const ReportedError&) const = default;
};

struct SimulationTally {
  long long games = 0;
  std::vector<long long> gamesByTurns;  // [t]: games that took t turns, 0..turnCap
  std::array<long long, 6> winsByReason{};  // indexed by WinReason
  std::vector<long long> winsBySeat;
  std::vector<long long> winsByTurnOrder;  // [0]: the first player's wins
  long long playerGames = 0, playerWins = 0;
  std::vector<long long> held, heldWins;            // by design: player-games that held it, and won
  std::vector<long long> endedWith, endedWithWins;  // by design (classes, races): ended a game with it
  std::vector<std::uint64_t> blockRuns;  // by block of the tables; empty without coverage
  long long errorCount = 0;
  std::vector<ReportedError> errors;  // the first kMaxReportedErrors, in game order
  ReportCounters report;  // per card and monster, stalls, seats, Level curves (report_counters.h)

  // All zero, sized for a set of `designs` cards, `decks` decks and `blocks` blocks.
  static SimulationTally zero(const SimulationOptions& options, std::size_t designs, std::size_t decks,
                              std::size_t blocks);

  // Adds `other`'s counts; throws std::invalid_argument if its sizes differ.
  void add(const SimulationTally& other);
};

// Calls visit(name, member...) for each counter of the tallies given, the
// same member of each: visit("games", a.games, b.games) adds b to a, say.
// The names are those of munchkinc's partial result files.
template <class Visit, class... Tallies>
void forEachCounter(Visit&& visit, Tallies&... tallies) {
  visit("games", tallies.games...);
  visit("games_by_turns", tallies.gamesByTurns...);
  visit("wins_by_reason", tallies.winsByReason...);
  visit("wins_by_seat", tallies.winsBySeat...);
  visit("wins_by_turn_order", tallies.winsByTurnOrder...);
  visit("player_games", tallies.playerGames...);
  visit("player_wins", tallies.playerWins...);
  visit("held", tallies.held...);
  visit("held_wins", tallies.heldWins...);
  visit("ended_with", tallies.endedWith...);
  visit("ended_with_wins", tallies.endedWithWins...);
  visit("block_runs", tallies.blockRuns...);
  visit("error_count", tallies.errorCount...);
  visit("errors", tallies.errors...);
  visit("card_counts", tallies.report.cards...);
  visit("monster_counts", tallies.report.monsters...);
  visit("games_by_first_seat", tallies.report.gamesByFirstSeat...);
  visit("turn_cap_counts", tallies.report.capped...);
  visit("deck_ran_out_by_deck", tallies.report.deckRanOutByDeck...);
  visit("curve_games", tallies.report.curveGames...);
  visit("winner_levels", tallies.report.winnerLevels...);
  visit("others_levels", tallies.report.othersLevels...);
}

}  // namespace munchkin
