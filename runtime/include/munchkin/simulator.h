// Many games at once: N games of P players from one seed, spread over J
// threads. Game i is seeded from (seed, i) and results are merged in game
// order, so the report is the same whatever J is.
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "munchkin/coverage.h"
#include "munchkin/engine.h"
#include "munchkin/report_catalogue.h"
#include "munchkin/simulation_tally.h"
#include "munchkin/report_stats.h"

namespace munchkin {

enum class BotPolicy : std::uint8_t { Greedy, Random, Mixed };  // Mixed: even seats greedy

struct SimulationOptions {
  int games = 1000;
  int players = 4;  // kMinPlayers..kMaxPlayers
  std::uint64_t seed = 1;
  int jobs = 1;
  int turnCap = 400;
  BotPolicy policy = BotPolicy::Greedy;
  // Each seat's sex (0 male, 1 female) in every game, at least one per
  // player (the first `players` are used); empty: each bot chooses
  // (Bot::chooseSex), or keeps the one drawn from the game's seed.
  std::vector<std::uint8_t> sexes;
  // Count how often each block of each card acts (SimulationReport::coverage).
  // Off, the games count nothing and run as fast as ever.
  bool coverage = false;
  // Check the engine's bookkeeping every turn (Game::setInvariantChecks);
  // off, the report says the invariants were not checked.
  bool checkInvariants = invariantChecksByDefault();
  // Called (from any worker thread, possibly concurrently) with the number of
  // games finished so far, about a hundred times per run; for progress bars.
  std::function<void(int gamesDone)> progress;
};

// Players who ended a game with a given class or race, or who held a card.
struct GroupStat {
  std::string id, name;
  long long players = 0, wins = 0;
};

struct CardStat {
  std::string id, name;
  long long held = 0, heldWins = 0;        // player-games that held the card
  long long notHeld = 0, notHeldWins = 0;  // player-games that never did
  double heldRate = 0, low = 0, high = 0;  // win rate of holders, 95% Wilson interval
  double notHeldRate = 0;
};

struct SimulationReport {
  std::string setId, setTitle;
  SimulationOptions options;
  double meanTurns = 0, medianTurns = 0;
  long long winsByReason[6] = {};  // indexed by WinReason
  std::vector<long long> winsBySeat;
  // By place in turn order: [0] the first player's wins, [1] the next one's...
  std::vector<long long> winsByTurnOrder;
  std::vector<GroupStat> byClass, byRace;
  std::vector<CardStat> cards;
  long long errorCount = 0;
  std::vector<std::string> errors;  // the first kMaxReportedErrors, in game order (SimulationTally)
  // With SimulationOptions::coverage, one entry per block of the set's cards
  // (munchkin/coverage.h); empty otherwise.
  std::vector<BlockCoverage> coverage;
  // Per monster and card, game lengths, Level curves, seat balance and the
  // warnings (report_stats.h; docs/report.md).
  ReportStats stats;
};

inline constexpr std::size_t kMaxReportedErrors = 50;

// Throws std::invalid_argument for options out of range (players outside
// kMinPlayers..kMaxPlayers or the set's own range, games < 1, jobs < 1,
// turnCap < 1, fewer sexes than players), with a message that says which.
void checkSimulationOptions(const PreparedSet& set, const SimulationOptions& options);

// Throws as checkSimulationOptions() does.
SimulationReport simulate(const PreparedSet& set, const SimulationOptions& options);

// The games [first, end) of a simulation's options.games, a share of them.
struct GameRange {
  int first = 0, end = 0;
  int size() const { return end - first; }
  bool operator==(const GameRange&) const = default;
};

// Shard `index` of `count` (0 <= index < count): a contiguous share of the
// games, the shards in order covering them all once; a shard beyond the
// games (count > games) is empty.
GameRange shardRange(int games, int index, int count);

// Plays the games of `range` (spread over options.jobs threads) and counts
// them; options.progress gets the games of the range done. Game i is the
// same game whatever range holds it, so the tallies of ranges that split
// the games add up to the tally of all of them. Throws as
// checkSimulationOptions() does, or for a range outside the games.
SimulationTally playGames(const PreparedSet& set, const SimulationOptions& options, GameRange range);

// The report of all options.games games from their summed tally: the
// finish step shared by simulate() and `munchkinc merge`.
SimulationReport finishReport(const ReportCatalogue& catalogue, const SimulationOptions& options,
                              const SimulationTally& tally);

// Plays game `gameIndex` of a simulation alone, exactly as simulate() would,
// writing its readable log to `out`: the replay of one game of a report.
// Throws as checkSimulationOptions() does.
GameResult playLoggedGame(const PreparedSet& set, const SimulationOptions& options, int gameIndex, std::ostream& out);

// The 95% Wilson score interval for `wins` out of `trials`.
void wilsonInterval(long long wins, long long trials, double& low, double& high);

void writeReportJson(const SimulationReport& report, std::ostream& out);
void writeReportText(const SimulationReport& report, std::ostream& out);

// The reports of one set at several player counts (same games, seed and
// bots): a JSON array of the reports, in the order given, and a text table
// with one column per player count.
void writeReportsJson(std::span<const SimulationReport> reports, std::ostream& out);
void writeReportsText(std::span<const SimulationReport> reports, std::ostream& out);

}  // namespace munchkin
