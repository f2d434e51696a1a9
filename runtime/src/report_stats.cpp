// The finish step of a report's statistics: everything derived from the summed
// counters (report_counters.h), worked out once after the last game.
#include "munchkin/report_stats.h"

#include <charconv>

#include "munchkin/plural.h"

namespace munchkin {
namespace {

// The median of the games' lengths, from their histogram: the middle game, or
// the mean of the two middle ones.
double histogramMedian(const std::vector<long long>& gamesByTurns) {
  long long total = 0;
  for (long long n : gamesByTurns) total += n;
  if (total == 0) return 0;
  // The 0-based ranks of the middle game(s) in length order.
  const long long low = (total - 1) / 2, high = total / 2;
  long long seen = 0;
  double lowTurns = -1;
  for (std::size_t t = 0; t < gamesByTurns.size(); ++t) {
    seen += gamesByTurns[t];
    if (lowTurns < 0 && seen > low) lowTurns = static_cast<double>(t);
    if (seen > high) return (lowTurns + static_cast<double>(t)) / 2;
  }
  return lowTurns;
}

// Seat s's expected wins: the games seat f went first, times the share of the
// wins that went to the player (s - f) places after the first.
std::vector<double> expectedSeatWins(const std::vector<long long>& gamesByFirstSeat,
                                     const std::vector<long long>& winsByTurnOrder) {
  const std::size_t seats = gamesByFirstSeat.size();
  long long decided = 0;
  for (long long w : winsByTurnOrder) decided += w;
  std::vector<double> expected(seats, 0);
  if (decided == 0) return expected;
  for (std::size_t seat = 0; seat < seats; ++seat) {
    for (std::size_t first = 0; first < seats; ++first) {
      const long long place = winsByTurnOrder[(seat + seats - first) % seats];
      expected[seat] += static_cast<double>(gamesByFirstSeat[first]) * static_cast<double>(place) / static_cast<double>(decided);
    }
  }
  return expected;
}

std::string number(double value, int digits) {
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, digits);
  return std::string(buffer, result.ptr);
}

std::string share(long long part, long long whole) {
  return number(whole ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0, 1) + "%";
}

// A p-value as people read it: "p = 0.0123", or "p < 0.0001".
std::string pText(double p) { return p < 0.0001 ? "p < 0.0001" : "p = " + number(p, 4); }

std::string namesList(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

}  // namespace

ReportStats finishReportStats(const ReportCatalogue& catalogue, const ReportCounters& counters,
                              const std::vector<long long>& gamesByTurns, const std::vector<long long>& winsBySeat,
                              const std::vector<long long>& winsByTurnOrder, int games, int turnCap) {
  ReportStats stats;
  stats.gamesByTurns = gamesByTurns;
  stats.medianTurns = histogramMedian(gamesByTurns);
  for (std::size_t d = 0; d < catalogue.cards.size(); ++d) {
    const CatalogueCard& card = catalogue.cards[d];
    stats.cards.push_back({card.id, card.name, card.shape, counters.cards[d]});
    if (card.shape == Shape::Monster) stats.monsters.push_back({card.id, card.name, counters.monsters[d]});
  }
  stats.capped = counters.capped;
  for (std::size_t deck = 0; deck < counters.deckRanOutByDeck.size(); ++deck) {
    if (counters.deckRanOutByDeck[deck] > 0) {
      stats.deckRanOut.emplace_back(catalogue.deckTitles[deck], counters.deckRanOutByDeck[deck]);
    }
  }
  const std::size_t players = winsBySeat.size();
  for (std::size_t round = 0; round < counters.curveGames.size(); ++round) {
    const long long n = counters.curveGames[round];
    if (n == 0) break;  // no later round has a game either
    stats.levelCurve.push_back({static_cast<int>(round + 1), n,
                                static_cast<double>(counters.winnerLevels[round]) / static_cast<double>(n),
                                static_cast<double>(counters.othersLevels[round]) /
                                    static_cast<double>(n * static_cast<long long>(players - 1))});
  }
  stats.seatTest = chiSquareTest(winsBySeat, expectedSeatWins(counters.gamesByFirstSeat, winsByTurnOrder));
  long long decided = 0;
  for (long long w : winsByTurnOrder) decided += w;
  stats.turnOrderTest = chiSquareTest(
      winsByTurnOrder, std::vector<double>(players, static_cast<double>(decided) / static_cast<double>(players)));
  stats.warnings = reportWarnings(stats, winsBySeat, games, turnCap, 0, 0);
  return stats;
}

std::vector<ReportWarning> reportWarnings(const ReportStats& stats, const std::vector<long long>& winsBySeat, int games,
                                          int turnCap, std::size_t blocksNeverRun, std::size_t blocks) {
  std::vector<ReportWarning> warnings;
  const long long capped = stats.capped.deckRanOut + stats.capped.noWinner;
  if (capped > 0) {
    std::string message = std::to_string(capped) + " of " + counted(games, "game") + " (" + share(capped, games) +
                          ") hit the turn cap of " + std::to_string(turnCap) + " turns:";
    if (stats.capped.deckRanOut > 0) {
      std::string decks;
      for (const auto& [title, count] : stats.deckRanOut) {
        decks += (decks.empty() ? "" : ", ") + title + " in " + std::to_string(count);
      }
      message += " " + std::to_string(stats.capped.deckRanOut) +
                 " stalled with a deck run out and no discards to reshuffle (" + decks + ")";
    }
    if (stats.capped.noWinner > 0) {
      message += std::string(stats.capped.deckRanOut > 0 ? ";" : "") + " " + std::to_string(stats.capped.noWinner) +
                 " with cards left to draw, where nobody could win";
    }
    warnings.push_back({"turn_cap", message});
  }
  const ChiSquareTest& seat = stats.seatTest;
  if (seat.done && seat.pValue < kSeatImbalanceP) {
    std::string observed, expected;
    for (std::size_t s = 0; s < winsBySeat.size(); ++s) {
      observed += (s ? " " : "") + std::to_string(winsBySeat[s]);
      expected += (s ? " " : "") + number(seat.expected[s], 1);
    }
    warnings.push_back({"seat_imbalance", "seats win unevenly beyond the first-player advantage: wins by seat " +
                                              observed + " against " + expected + " expected, chi-square " +
                                              number(seat.statistic, 2) + " with " +
                                              std::to_string(seat.degreesOfFreedom) + " degrees of freedom, " +
                                              pText(seat.pValue)});
  }
  std::vector<std::string> unplayed;
  for (const CardPlayStat& card : stats.cards) {
    // A monster meets its players at the door and a Seal is opened, not played.
    if (card.shape == Shape::Monster || card.shape == Shape::Seal) continue;
    if (card.counts.drawn > 0 && card.counts.played == 0) unplayed.push_back(card.name);
  }
  if (!unplayed.empty()) {
    warnings.push_back({"cards_never_played", counted(static_cast<int>(unplayed.size()), "card") +
                                                  " drawn but never played: " + namesList(unplayed)});
  }
  std::vector<std::string> unbeaten;
  for (const MonsterStat& m : stats.monsters) {
    if (m.counts.fights >= kUnbeatableFights && m.counts.defeated == 0) {
      unbeaten.push_back(m.name + " (" + counted(static_cast<int>(m.counts.fights), "fight") + ")");
    }
  }
  if (!unbeaten.empty()) {
    warnings.push_back({"monsters_never_defeated", counted(static_cast<int>(unbeaten.size()), "monster") +
                                                       " never defeated: " + namesList(unbeaten)});
  }
  if (blocksNeverRun > 0) {
    warnings.push_back({"blocks_never_ran", std::to_string(blocksNeverRun) + " of " +
                                                counted(static_cast<int>(blocks), "block") +
                                                " never ran (listed under coverage)"});
  }
  return warnings;
}

bool cardImpactWarning(const std::string& card, double impact, double low, double high, double threshold,
                       ReportWarning& warning) {
  if (impact <= threshold && impact >= -threshold) return false;
  warning = {"card_impact", card + " changes its player's win rate by " + (impact > 0 ? "+" : "") + number(impact, 1) +
                                " points [" + number(low, 1) + ", " + number(high, 1) + "], beyond " +
                                number(threshold, 1)};
  return true;
}

}  // namespace munchkin
