// Each card's causal impact by restricted play (`munchkinc balance`,
// docs/balance.md; Jaffe et al., "Evaluating Competitive Game Balance with
// Restricted Play", AIIDE 2012). Every game is played once as it is (the
// baseline), then replayed from the same seed once for each seat and card
// that seat could have played in it, with that seat's bot forbidden the card
// (RestrictingBot). A replay is the baseline move for move until the card's
// first chance, so a seat that never had one needs no replay: its
// difference is 0. The impact of a card is the seat's win rate with the card
// allowed minus forbidden, over every seat of every game.
//
// Everything is counted per game in integers and summed (BalanceCounters),
// so that the counts of games split in any way add up to exactly those of
// one run; the report is worked out from them at the end (finishBalance).
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "munchkin/simulator.h"

namespace munchkin {

struct BalanceOptions {
  // games, players, seed, jobs, turnCap, policy and sexes as for simulate();
  // with untilHalfwidth, `games` is the most that may be played.
  SimulationOptions simulation;
  // The designs measured (indices of SetTables::cards); empty: every card.
  std::vector<std::uint16_t> designs;
  // Above 0: play games in batches until every card's 95% interval is at
  // most this wide on each side (a fraction: 0.015 for 1.5 points), or
  // simulation.games are played. The first batch is `batch` games; each next
  // one what the widest interval says is still needed (at least `batch`).
  double untilHalfwidth = 0;
  int batch = 250;
  // Called on the calling thread before each batch, with the games played
  // before it and the number the run will have played at its end;
  // simulation.progress then counts the games of the batch.
  std::function<void(int gamesBefore, int gamesTarget)> batchStarted;
};

// One card's counts. A game's difference for the card is the sum over its
// seats of (won as played) - (won with the card forbidden), from -1 to 1 in
// a game one seat wins; and likewise for its length in turns (as played
// minus forbidden).
struct CardCounters {
  long long chances = 0;        // seat-games in which the seat could play the card: the replays
  long long winnerChanged = 0;  // replays won by another seat (or by nobody) than the baseline
  long long forbiddenWins = 0;  // seat-games won with the card forbidden (the baseline's where not replayed)
  long long sumDiff = 0, sumDiffSquares = 0;    // of the games' win differences
  long long sumTurns = 0, sumTurnSquares = 0;   // of the games' length differences
};

struct BalanceCounters {
  long long games = 0;
  long long seatWins = 0;     // baseline games won by some seat (each a seat-game won)
  long long turnSum = 0;      // baseline turns
  long long cappedGames = 0;  // baseline games that hit the turn cap
  std::vector<CardCounters> cards;  // by position in the measured designs
  long long errorCount = 0;
  std::vector<std::pair<std::uint64_t, std::string>> errors;  // (game, message), the first kMaxReportedErrors in game order

  // Adds the counts of other games (of the same set and options).
  void add(const BalanceCounters& more);
};

struct CardImpact {
  std::string id, name;
  long long chances = 0, winnerChanged = 0;
  // Win rate of the seat with the card allowed, forbidden; impact = their
  // difference, with its paired 95% interval (games as the unit).
  double allowedRate = 0, forbiddenRate = 0;
  double impact = 0, low = 0, high = 0;
  double turns = 0, turnsLow = 0, turnsHigh = 0;  // game length, allowed minus forbidden
  // How many times as many games two independent runs (allowed, forbidden,
  // each from seeds of its own) would need for the same interval; 0 when the
  // card never made a difference (the common random numbers' interval is 0).
  double independentGamesFactor = 0;
  bool significant() const { return low > 0 || high < 0; }
};

struct BalanceReport {
  std::string setId, setTitle;
  BalanceOptions options;
  long long games = 0;
  long long replays = 0;         // games replayed with a card forbidden
  long long replaysSkipped = 0;  // seat-games of a measured card with no chance: difference 0, not replayed
  double meanTurns = 0;
  long long cappedGames = 0;
  std::vector<CardImpact> cards;  // by impact, the largest first
  double widestHalfwidth = 0;     // of the win-rate intervals
  // CardImpact::independentGamesFactor over the cards that made a
  // difference: the median, the least and the most (0 when none did).
  double independentMedian = 0, independentLeast = 0, independentMost = 0;
  long long errorCount = 0;
  std::vector<std::string> errors;
};

// Throws std::invalid_argument as checkSimulationOptions() does, and for a
// design out of range or an untilHalfwidth below 0.
void checkBalanceOptions(const PreparedSet& set, const BalanceOptions& options);

// Plays games [first, last) of the run: each baseline game and its replays.
// The counters of any split of the games add up to those of one call.
BalanceCounters playBalanceGames(const PreparedSet& set, const BalanceOptions& options, int first, int last);

// The report from the counters of all the games played.
BalanceReport finishBalance(const PreparedSet& set, const BalanceOptions& options, const BalanceCounters& counters);

// Plays the games (batches of them with untilHalfwidth) and reports.
BalanceReport balance(const PreparedSet& set, const BalanceOptions& options);

// The note every report carries: what the impact measures and what it does not.
extern const char* const kBalanceNote;

void writeBalanceText(const BalanceReport& report, std::ostream& out);
void writeBalanceJson(const BalanceReport& report, std::ostream& out);

}  // namespace munchkin
