// Writing ReportStats: the warnings on top of a text report, its sections
// below, and the members they add to a JSON report (docs/report.md).
#include <algorithm>
#include <charconv>

#include "json_text.h"
#include "munchkin/report_stats.h"

namespace munchkin {
namespace {

std::string fixed(double value, int digits) {
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, digits);
  return std::string(buffer, result.ptr);
}

std::string percent(long long part, long long whole) {
  return fixed(whole ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0, 1) + "%";
}

// A p-value as people read it: "p = 0.0123", or "p < 0.0001".
std::string pText(double p) { return p < 0.0001 ? "p < 0.0001" : "p = " + fixed(p, 4); }

double rate(long long part, long long whole) {
  return whole ? static_cast<double>(part) / static_cast<double>(whole) : 0;
}

// Rows of cells under a heading: the first column left-aligned, the rest
// right-aligned but a last one of bars (`barsLast`).
void printTable(const std::vector<std::vector<std::string>>& rows, std::ostream& out, bool barsLast = false) {
  std::vector<std::size_t> widths;
  for (const auto& row : rows) {
    widths.resize(std::max(widths.size(), row.size()), 0);
    for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], row[c].size());
  }
  for (const auto& row : rows) {
    std::string line = "  " + row[0] + std::string(widths[0] - row[0].size(), ' ');
    for (std::size_t c = 1; c < row.size(); ++c) {
      if (barsLast && c + 1 == row.size()) line += "  " + row[c];
      else line += std::string(widths[c] - row[c].size() + 2, ' ') + row[c];
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out << line << '\n';
  }
}

void writeMonstersText(const ReportStats& stats, std::ostream& out) {
  if (stats.monsters.empty()) return;
  out << "monsters (fights; defeated, escaped by the fighter, caught the fighter: % of its fights; deaths it caused;"
         " the fighter's mean Level when it joined):\n";
  std::vector<std::vector<std::string>> rows{{"", "fights", "defeated", "escaped", "caught", "deaths", "Level"}};
  for (const MonsterStat& m : stats.monsters) {
    const MonsterCounts& c = m.counts;
    rows.push_back({m.name, std::to_string(c.fights), percent(c.defeated, c.fights), percent(c.escaped, c.fights),
                    percent(c.caught, c.fights), std::to_string(c.deaths),
                    c.fights ? fixed(rate(c.fighterLevels, c.fights), 2) : "-"});
  }
  printTable(rows, out);
}

void writeCardsText(const ReportStats& stats, std::ostream& out) {
  out << "cards (times drawn, played from a hand, in a hand as the game ended):\n";
  std::vector<std::vector<std::string>> rows{{"", "drawn", "played", "in hand"}};
  for (const CardPlayStat& card : stats.cards) {
    const CardCounts& c = card.counts;
    if (c.drawn == 0 && c.played == 0 && c.inHandAtEnd == 0) continue;
    rows.push_back({card.name, std::to_string(c.drawn), std::to_string(c.played), std::to_string(c.inHandAtEnd)});
  }
  printTable(rows, out);
}

// The histogram in at most ten bins of equal width, each with a bar; the
// games that lasted to the turn cap (the histogram's last place) on a row of
// their own, so that they do not stretch the bins.
void writeGameLengthText(const ReportStats& stats, std::ostream& out) {
  const auto& games = stats.gamesByTurns;
  if (games.empty()) return;
  const std::size_t cap = games.size() - 1;
  std::size_t first = cap, last = 0;
  for (std::size_t t = 0; t < cap; ++t) {
    if (games[t] == 0) continue;
    first = std::min(first, t);
    last = t;
  }
  out << "game length (games by turns):\n";
  const std::size_t width = first > last ? 1 : (last - first + 10) / 10;
  std::vector<std::pair<std::string, long long>> bins;
  long long most = std::max(1LL, games[cap]);
  for (std::size_t from = first; from <= last && first <= last; from += width) {
    const std::size_t to = std::min(last, from + width - 1);
    long long n = 0;
    for (std::size_t t = from; t <= to; ++t) n += games[t];
    bins.emplace_back(from == to ? std::to_string(from) : std::to_string(from) + "-" + std::to_string(to), n);
    most = std::max(most, n);
  }
  if (games[cap] > 0) bins.emplace_back(std::to_string(cap) + " (the cap)", games[cap]);
  std::vector<std::vector<std::string>> rows{{"turns", "games", ""}};
  for (const auto& [label, n] : bins) {
    rows.push_back({label, std::to_string(n), std::string(static_cast<std::size_t>((n * 40 + most - 1) / most), '#')});
  }
  printTable(rows, out, true);
}

void writeLevelCurveText(const ReportStats& stats, std::ostream& out) {
  if (stats.levelCurve.empty()) return;
  out << "Level curves (mean Level at the end of each player's turn of the round, over the games with a winner that played it whole):\n";
  std::vector<std::vector<std::string>> rows{{"round", "games", "winner", "others"}};
  // Rounds that few games reached say little: stop below 5% of the first.
  const long long enough = std::max(1LL, stats.levelCurve.front().games / 20);
  for (const LevelCurvePoint& p : stats.levelCurve) {
    if (p.games < enough) break;
    rows.push_back({std::to_string(p.round), std::to_string(p.games), fixed(p.winner, 2), fixed(p.others, 2)});
  }
  printTable(rows, out);
}

void writeTestText(const char* label, const char* against, const ChiSquareTest& test, std::ostream& out) {
  out << label << ": ";
  if (!test.done) {
    out << "too few games won to test (fewer than 5 expected in some place)\n";
    return;
  }
  out << "chi-square " << fixed(test.statistic, 2) << " with " << test.degreesOfFreedom << " degrees of freedom, "
      << pText(test.pValue) << " (" << against << ")\n";
}

void writeTestJson(const char* key, const ChiSquareTest& test, std::ostream& out) {
  out << ",\n  " << jsonString(key) << ": {\"test\": \"pearson_chi_square\", \"done\": " << (test.done ? "true" : "false")
      << ", \"statistic\": " << fixed(test.statistic, 4) << ", \"degrees_of_freedom\": " << test.degreesOfFreedom
      << ", \"p_value\": " << fixed(test.pValue, 6) << ", \"expected_wins\": [";
  for (std::size_t i = 0; i < test.expected.size(); ++i) out << (i ? ", " : "") << fixed(test.expected[i], 4);
  out << "]}";
}

}  // namespace

void writeWarningsText(const std::vector<ReportWarning>& warnings, std::ostream& out) {
  for (const ReportWarning& w : warnings) out << "warning: " << w.message << " [" << w.kind << "]\n";
}

void writeReportStatsText(const ReportStats& stats, std::ostream& out) {
  writeGameLengthText(stats, out);
  out << "turn cap reached: " << stats.capped.deckRanOut + stats.capped.noWinner << " (a deck ran out "
      << stats.capped.deckRanOut << ", nobody won with cards left " << stats.capped.noWinner << ")\n";
  writeTestText("seat balance", "wins by seat against those expected from who went first and the wins by turn order",
                stats.seatTest, out);
  writeTestText("first-player advantage", "wins by turn order against an even share", stats.turnOrderTest, out);
  writeLevelCurveText(stats, out);
  writeMonstersText(stats, out);
  writeCardsText(stats, out);
}

void writeReportStatsJson(const ReportStats& stats, std::ostream& out) {
  out << ",\n  \"game_length\": {\"median_turns\": " << fixed(stats.medianTurns, 1) << ", \"games_by_turns\": [";
  bool any = false;
  for (std::size_t t = 0; t < stats.gamesByTurns.size(); ++t) {
    if (stats.gamesByTurns[t] == 0) continue;
    out << (any ? ", " : "") << "{\"turns\": " << t << ", \"games\": " << stats.gamesByTurns[t] << "}";
    any = true;
  }
  out << "]}";
  out << ",\n  \"turn_cap_games\": {\"deck_ran_out\": " << stats.capped.deckRanOut
      << ", \"nobody_won\": " << stats.capped.noWinner << ", \"by_deck\": [";
  for (std::size_t i = 0; i < stats.deckRanOut.size(); ++i) {
    out << (i ? ", " : "") << "{\"deck\": " << jsonString(stats.deckRanOut[i].first)
        << ", \"games\": " << stats.deckRanOut[i].second << "}";
  }
  out << "]}";
  writeTestJson("seat_balance", stats.seatTest, out);
  writeTestJson("turn_order_balance", stats.turnOrderTest, out);
  out << ",\n  \"level_curves\": [";
  for (std::size_t i = 0; i < stats.levelCurve.size(); ++i) {
    const LevelCurvePoint& p = stats.levelCurve[i];
    out << (i ? ",\n" : "\n") << "    {\"round\": " << p.round << ", \"games\": " << p.games
        << ", \"winner_mean_level\": " << fixed(p.winner, 4) << ", \"others_mean_level\": " << fixed(p.others, 4) << "}";
  }
  out << (stats.levelCurve.empty() ? "]" : "\n  ]") << ",\n  \"monsters\": [";
  for (std::size_t i = 0; i < stats.monsters.size(); ++i) {
    const MonsterStat& m = stats.monsters[i];
    const MonsterCounts& c = m.counts;
    out << (i ? ",\n" : "\n") << "    {\"id\": " << jsonString(m.id) << ", \"name\": " << jsonString(m.name)
        << ", \"fights\": " << c.fights << ", \"defeated\": " << c.defeated << ", \"defeated_rate\": "
        << fixed(rate(c.defeated, c.fights), 4) << ", \"escaped\": " << c.escaped << ", \"escaped_rate\": "
        << fixed(rate(c.escaped, c.fights), 4) << ", \"caught\": " << c.caught << ", \"deaths\": " << c.deaths
        << ", \"fighter_level_sum\": " << c.fighterLevels << ", \"mean_fighter_level\": "
        << fixed(rate(c.fighterLevels, c.fights), 4) << "}";
  }
  out << (stats.monsters.empty() ? "]" : "\n  ]") << ",\n  \"card_play\": [";
  for (std::size_t i = 0; i < stats.cards.size(); ++i) {
    const CardPlayStat& card = stats.cards[i];
    out << (i ? ",\n" : "\n") << "    {\"id\": " << jsonString(card.id) << ", \"name\": " << jsonString(card.name)
        << ", \"drawn\": " << card.counts.drawn << ", \"played\": " << card.counts.played
        << ", \"in_hand_at_end\": " << card.counts.inHandAtEnd << "}";
  }
  out << (stats.cards.empty() ? "]" : "\n  ]") << ",\n  \"warnings\": [";
  for (std::size_t i = 0; i < stats.warnings.size(); ++i) {
    out << (i ? ",\n" : "\n") << "    {\"kind\": " << jsonString(stats.warnings[i].kind)
        << ", \"message\": " << jsonString(stats.warnings[i].message) << "}";
  }
  out << (stats.warnings.empty() ? "]" : "\n  ]");
}

}  // namespace munchkin
