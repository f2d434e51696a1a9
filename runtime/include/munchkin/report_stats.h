// What a designer asks of a simulation (docs/report.md): per monster and per
// card counts, the game length distribution, Level curves, why capped games
// stalled, whether a seat wins more than chance allows, and the warnings
// those raise. Worked out once, from the summed counters (report_counters.h),
// by finishReportStats, for `simulate` and `balance` alike.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "munchkin/report_catalogue.h"
#include "munchkin/report_counters.h"

namespace munchkin {

struct MonsterStat {
  std::string id, name;
  MonsterCounts counts;
};

struct CardPlayStat {
  std::string id, name;
  Shape shape = Shape::Special;
  CardCounts counts;
};

// The mean Level at the end of round `round` (1 = the first), over the games
// with a winner that were still going then: of their winner, and of the others.
struct LevelCurvePoint {
  int round = 0;
  long long games = 0;
  double winner = 0, others = 0;
};

// Pearson's chi-square goodness-of-fit test of observed counts against expected ones.
struct ChiSquareTest {
  bool done = false;  // false when some expected count is below 5 (the test would not hold)
  double statistic = 0;
  int degreesOfFreedom = 0;
  double pValue = 1;
  std::vector<double> expected;
};

// A warning shown above a report: `kind` names it for programs (docs/report.md), `message` for people.
struct ReportWarning {
  std::string kind, message;
};

// Below this p-value, wins by seat count as imbalanced.
inline constexpr double kSeatImbalanceP = 0.001;
// A monster met this often and never defeated is called unbeatable.
inline constexpr long long kUnbeatableFights = 20;

// The derived part of a report: filled by finishReportStats.
struct ReportStats {
  std::vector<long long> gamesByTurns;  // [t]: games of t turns
  double medianTurns = 0;               // from gamesByTurns
  std::vector<MonsterStat> monsters;    // the set's monsters, in card order
  std::vector<CardPlayStat> cards;      // by design, as SimulationReport::cards
  TurnCapCounts capped;
  std::vector<std::pair<std::string, long long>> deckRanOut;  // (deck title, capped games) for each deck that ran out
  std::vector<LevelCurvePoint> levelCurve;
  // Wins by seat against what the wins by turn order and who went first lead
  // to expect (the first-player advantage accounted for); and wins by place
  // in turn order against an even share (the advantage itself).
  ChiSquareTest seatTest, turnOrderTest;
  std::vector<ReportWarning> warnings;
};

// The upper tail P(X >= x) of a chi-square distribution with `degreesOfFreedom`.
double chiSquarePValue(double x, int degreesOfFreedom);
// Pearson's test of `observed` against `expected` (same length, at least 2).
ChiSquareTest chiSquareTest(const std::vector<long long>& observed, const std::vector<double>& expected);

// The report's derived figures from the summed counters; `gamesByTurns`,
// `winsBySeat` and `winsByTurnOrder` as the tally and the report have them.
ReportStats finishReportStats(const ReportCatalogue& catalogue, const ReportCounters& counters,
                              const std::vector<long long>& gamesByTurns, const std::vector<long long>& winsBySeat,
                              const std::vector<long long>& winsByTurnOrder, int games, int turnCap);

// The warnings of a finished report; `blocksNeverRun` and `blocks` from its
// coverage (0 and 0 without --coverage).
std::vector<ReportWarning> reportWarnings(const ReportStats& stats, const std::vector<long long>& winsBySeat, int games,
                                          int turnCap, std::size_t blocksNeverRun, std::size_t blocks);

// The hook for `balance`: a warning when a card's measured impact on its
// player's win rate (in percentage points, with its interval) exceeds
// `threshold` either way; none otherwise.
bool cardImpactWarning(const std::string& card, double impact, double low, double high, double threshold,
                       ReportWarning& warning);

// Text: the warnings (each "warning: ..."), and the sections after the
// existing report; JSON: the members the sections add to a report object,
// each line starting ",\n  ".
void writeWarningsText(const std::vector<ReportWarning>& warnings, std::ostream& out);
void writeReportStatsText(const ReportStats& stats, std::ostream& out);
void writeReportStatsJson(const ReportStats& stats, std::ostream& out);

}  // namespace munchkin
