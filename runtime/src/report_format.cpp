// Writing a SimulationReport as JSON or as a text table. Numbers are
// formatted with std::to_chars so the output never depends on the locale.
#include "munchkin/simulator.h"

#include <algorithm>
#include <charconv>
#include <sstream>
#include <string_view>

#include "json_text.h"
#include "munchkin/coverage.h"
#include "munchkin/plural.h"

namespace munchkin {
namespace {

std::string fixed(double value, int digits = 4) {
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, digits);
  return std::string(buffer, result.ptr);
}

const char* policyName(BotPolicy policy) {
  switch (policy) {
    case BotPolicy::Greedy: return "greedy";
    case BotPolicy::Random: return "random";
    case BotPolicy::Mixed: return "mixed";
  }
  return "greedy";
}

// "1st", "2nd", ...: a place in turn order, counted from the first player.
std::string ordinal(std::size_t place) {
  static constexpr const char* kFirstThree[] = {"1st", "2nd", "3rd"};
  return place < 3 ? kFirstThree[place] : std::to_string(place + 1) + "th";
}

// The sexes the caller fixed, one letter a seat ("mfmf"), or "chosen" (by the bots, else drawn).
std::string sexesText(const SimulationOptions& options) {
  if (options.sexes.empty()) return "chosen";
  std::string letters;
  for (std::uint8_t sex : options.sexes) letters += sex ? 'f' : 'm';
  return letters;
}

constexpr WinReason kReasons[] = {WinReason::KillToWinLevel, WinReason::SeventhSeal, WinReason::Epic,
                                  WinReason::CardWin, WinReason::TurnCap};

void writeGroups(std::ostream& out, const char* key, const std::vector<GroupStat>& groups) {
  out << "  " << jsonString(key) << ": [";
  for (std::size_t i = 0; i < groups.size(); ++i) {
    const GroupStat& g = groups[i];
    out << (i ? ",\n" : "\n") << "    {\"id\": " << jsonString(g.id) << ", \"name\": " << jsonString(g.name)
        << ", \"players\": " << g.players << ", \"wins\": " << g.wins << ", \"win_rate\": "
        << fixed(g.players ? static_cast<double>(g.wins) / static_cast<double>(g.players) : 0) << "}";
  }
  out << (groups.empty() ? "]" : "\n  ]");
}

// A table for writeReportsText: a label and one cell per report; a row
// without cells is a heading.
struct Row {
  std::string label;
  std::vector<std::string> cells;
};

std::string percent(long long wins, long long trials) {
  return fixed(trials ? 100.0 * static_cast<double>(wins) / static_cast<double>(trials) : 0, 1) + "%";
}

// The count of invariant errors, or `unchecked` for games that did not check them (a Release build's default).
std::string invariantErrors(const SimulationReport& r, const char* unchecked) {
  return r.options.checkInvariants ? std::to_string(r.errorCount) : unchecked;
}
constexpr const char* kNotChecked = "not checked (simulate --check-invariants checks them)";

// One row per class or race any report saw, in order of first appearance.
void addGroupRows(std::vector<Row>& rows, std::span<const SimulationReport> reports,
                  std::vector<GroupStat> SimulationReport::*groups) {
  std::vector<std::string> ids;
  for (const SimulationReport& r : reports) {
    for (const GroupStat& g : r.*groups) {
      if (std::find(ids.begin(), ids.end(), g.id) != ids.end()) continue;
      ids.push_back(g.id);
      Row row{"  " + g.name, {}};
      for (const SimulationReport& each : reports) {
        const auto& list = each.*groups;
        const auto it = std::find_if(list.begin(), list.end(), [&](const GroupStat& x) { return x.id == g.id; });
        row.cells.push_back(it == list.end() ? "-" : percent(it->wins, it->players) + " of " + std::to_string(it->players));
      }
      rows.push_back(std::move(row));
    }
  }
}

void printRows(const std::vector<Row>& rows, std::size_t columns, std::ostream& out) {
  std::size_t labelWidth = 0;
  std::vector<std::size_t> widths(columns, 0);
  for (const Row& row : rows) {
    if (row.cells.empty()) continue;
    labelWidth = std::max(labelWidth, row.label.size());
    for (std::size_t c = 0; c < row.cells.size(); ++c) widths[c] = std::max(widths[c], row.cells[c].size());
  }
  for (const Row& row : rows) {
    std::string line = row.label;
    if (!row.cells.empty()) line.resize(labelWidth, ' ');
    for (std::size_t c = 0; c < row.cells.size(); ++c) {
      line += std::string(widths[c] - row.cells[c].size() + 3, ' ') + row.cells[c];
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out << line << '\n';
  }
}

// Cards no player ever held (Seals are opened, never held) have no win rate
// to show; the text reports name them on one line instead of a row each.
bool neverHeld(std::span<const SimulationReport> reports, std::size_t card) {
  return std::all_of(reports.begin(), reports.end(), [&](const SimulationReport& r) { return r.cards[card].held == 0; });
}

void writeNeverHeld(std::span<const SimulationReport> reports, std::ostream& out) {
  std::string names;
  for (std::size_t i = 0; i < reports.front().cards.size(); ++i) {
    if (neverHeld(reports, i)) names += (names.empty() ? "" : ", ") + reports.front().cards[i].name;
  }
  if (!names.empty()) out << "never held: " << names << "\n";
}

// "warning at N players: ...", each count's warnings in turn.
void writeRangeWarnings(std::span<const SimulationReport> reports, std::ostream& out) {
  for (const SimulationReport& r : reports) {
    for (const ReportWarning& w : r.stats.warnings) {
      out << "warning at " << counted(r.options.players, "player") << ": " << w.message << " [" << w.kind << "]\n";
    }
  }
}

// The rows of ReportStats for the table of a range (docs/report.md): the
// reports list the set's monsters and cards in the same order.
void addStatsRows(std::vector<Row>& rows, std::span<const SimulationReport> reports) {
  const ReportStats& first = reports.front().stats;
  const auto row = [&](std::string label, auto cell) {
    Row r{std::move(label), {}};
    for (const SimulationReport& each : reports) r.cells.push_back(cell(each.stats));
    rows.push_back(std::move(r));
  };
  row("turn cap reached", [](const ReportStats& s) { return std::to_string(s.capped.deckRanOut + s.capped.noWinner); });
  row("seat balance, p", [](const ReportStats& s) { return s.seatTest.done ? fixed(s.seatTest.pValue, 4) : "-"; });
  rows.push_back({"monsters (defeated % of fights):", {}});
  for (std::size_t i = 0; i < first.monsters.size(); ++i) {
    row("  " + first.monsters[i].name, [&](const ReportStats& s) {
      const MonsterCounts& c = s.monsters[i].counts;
      return percent(c.defeated, c.fights) + " of " + std::to_string(c.fights);
    });
  }
  rows.push_back({"cards (played of drawn):", {}});
  for (std::size_t i = 0; i < first.cards.size(); ++i) {
    if (std::all_of(reports.begin(), reports.end(), [&](const SimulationReport& r) { return r.stats.cards[i].counts.drawn == 0; })) {
      continue;
    }
    row("  " + first.cards[i].name, [&](const ReportStats& s) {
      return std::to_string(s.cards[i].counts.played) + " of " + std::to_string(s.cards[i].counts.drawn);
    });
  }
}

}  // namespace

void writeReportJson(const SimulationReport& r, std::ostream& out) {
  const SimulationOptions& o = r.options;
  out << "{\n  \"set\": " << jsonString(r.setId) << ",\n  \"title\": " << jsonString(r.setTitle) << ",\n";
  out << "  \"games\": " << o.games << ",\n  \"players\": " << o.players << ",\n  \"seed\": " << o.seed
      << ",\n  \"turn_cap\": " << o.turnCap << ",\n  \"bots\": " << jsonString(policyName(o.policy))
      << ",\n  \"sexes\": " << jsonString(sexesText(o)) << ",\n";
  out << "  \"mean_turns\": " << fixed(r.meanTurns) << ",\n  \"median_turns\": " << fixed(r.medianTurns, 1) << ",\n";
  out << "  \"win_reasons\": {";
  for (std::size_t i = 0; i < std::size(kReasons); ++i) {
    out << (i ? ", " : "") << jsonString(winReasonName(kReasons[i])) << ": " << r.winsByReason[static_cast<int>(kReasons[i])];
  }
  out << "},\n  \"wins_by_seat\": [";
  for (std::size_t s = 0; s < r.winsBySeat.size(); ++s) out << (s ? ", " : "") << r.winsBySeat[s];
  out << "],\n  \"wins_by_turn_order\": [";
  for (std::size_t s = 0; s < r.winsByTurnOrder.size(); ++s) out << (s ? ", " : "") << r.winsByTurnOrder[s];
  out << "],\n";
  writeGroups(out, "by_class", r.byClass);
  out << ",\n";
  writeGroups(out, "by_race", r.byRace);
  out << ",\n  \"cards\": [";
  for (std::size_t i = 0; i < r.cards.size(); ++i) {
    const CardStat& c = r.cards[i];
    out << (i ? ",\n" : "\n") << "    {\"id\": " << jsonString(c.id) << ", \"name\": " << jsonString(c.name)
        << ", \"held\": " << c.held << ", \"held_wins\": " << c.heldWins << ", \"held_win_rate\": " << fixed(c.heldRate)
        << ", \"held_ci95\": [" << fixed(c.low) << ", " << fixed(c.high) << "], \"not_held\": " << c.notHeld
        << ", \"not_held_wins\": " << c.notHeldWins << ", \"not_held_win_rate\": " << fixed(c.notHeldRate) << "}";
  }
  out << (r.cards.empty() ? "]" : "\n  ]");
  writeReportStatsJson(r.stats, out);
  out << ",\n  \"invariant_errors\": " << invariantErrors(r, "null") << ",\n  \"errors\": [";
  for (std::size_t i = 0; i < r.errors.size(); ++i) out << (i ? ", " : "") << jsonString(r.errors[i]);
  out << "]";
  if (r.options.coverage) {
    out << ",\n  \"coverage\": ";
    writeCoverageJson(r.coverage, out);
  }
  out << "\n}\n";
}

void writeReportText(const SimulationReport& r, std::ostream& out) {
  const SimulationOptions& o = r.options;
  out << r.setTitle << " (" << r.setId << "): " << counted(o.games, "game") << ", " << counted(o.players, "player")
      << ", seed " << o.seed
      << ", " << policyName(o.policy) << " bots" << (o.sexes.empty() ? "" : ", sexes " + sexesText(o)) << "\n";
  writeWarningsText(r.stats.warnings, out);
  out << "turns: mean " << fixed(r.meanTurns, 2) << ", median " << fixed(r.medianTurns, 1) << "\n";
  out << "win reasons:";
  for (WinReason reason : kReasons) out << " " << winReasonName(reason) << " " << r.winsByReason[static_cast<int>(reason)];
  out << "\nwins by seat:";
  for (std::size_t s = 0; s < r.winsBySeat.size(); ++s) out << " p" << s << " " << r.winsBySeat[s];
  out << "\nwins by turn order:";
  for (std::size_t s = 0; s < r.winsByTurnOrder.size(); ++s) out << " " << ordinal(s) << " " << r.winsByTurnOrder[s];
  out << "\n";
  for (const auto* groups : {&r.byClass, &r.byRace}) {
    out << (groups == &r.byClass ? "by class:\n" : "by race:\n");
    for (const GroupStat& g : *groups) {
      out << "  " << g.name << ": " << g.wins << "/" << g.players << " won ("
          << fixed(g.players ? 100.0 * static_cast<double>(g.wins) / static_cast<double>(g.players) : 0, 1) << "%)\n";
    }
  }
  // The win rate of a card's holders is left out: it follows how many cards a
  // player draws, not what the card does (docs/report.md; `balance` measures that).
  writeReportStatsText(r.stats, out);
  writeNeverHeld({&r, 1}, out);
  out << "invariant errors: " << invariantErrors(r, kNotChecked) << "\n";
  for (const std::string& e : r.errors) out << "  " << e << "\n";
  if (o.coverage) writeCoverageText(r.coverage, out);
}

void writeReportsJson(std::span<const SimulationReport> reports, std::ostream& out) {
  out << "[\n";
  for (std::size_t i = 0; i < reports.size(); ++i) {
    if (i) out << ",\n";
    std::ostringstream one;
    writeReportJson(reports[i], one);
    std::string text = one.str();
    text.pop_back();  // the newline after its closing brace
    out << text;
  }
  out << "\n]\n";
}

void writeReportsText(std::span<const SimulationReport> reports, std::ostream& out) {
  if (reports.empty()) return;
  const SimulationReport& first = reports.front();
  const SimulationOptions& o = first.options;
  out << first.setTitle << " (" << first.setId << "): " << counted(o.games, "game") << " at each player count, seed "
      << o.seed
      << ", " << policyName(o.policy) << " bots" << (o.sexes.empty() ? "" : ", sexes " + sexesText(o)) << "\n";
  writeRangeWarnings(reports, out);
  std::vector<Row> rows;
  const auto row = [&](std::string label, auto cell) {
    Row r{std::move(label), {}};
    for (const SimulationReport& each : reports) r.cells.push_back(cell(each));
    rows.push_back(std::move(r));
  };
  row("", [](const SimulationReport& r) { return std::to_string(r.options.players) + " players"; });
  row("turns, mean", [](const SimulationReport& r) { return fixed(r.meanTurns, 2); });
  row("turns, median", [](const SimulationReport& r) { return fixed(r.medianTurns, 1); });
  rows.push_back({"win reasons:", {}});
  for (WinReason reason : kReasons) {
    row(std::string("  ") + winReasonName(reason),
        [&](const SimulationReport& r) { return std::to_string(r.winsByReason[static_cast<int>(reason)]); });
  }
  rows.push_back({"wins by seat:", {}});
  std::size_t seats = 0;
  for (const SimulationReport& r : reports) seats = std::max(seats, r.winsBySeat.size());
  for (std::size_t seat = 0; seat < seats; ++seat) {
    row("  p" + std::to_string(seat), [&](const SimulationReport& r) {
      return seat < r.winsBySeat.size() ? std::to_string(r.winsBySeat[seat]) : std::string("-");
    });
  }
  rows.push_back({"wins by turn order:", {}});
  for (std::size_t place = 0; place < seats; ++place) {
    row("  " + ordinal(place), [&](const SimulationReport& r) {
      return place < r.winsByTurnOrder.size() ? std::to_string(r.winsByTurnOrder[place]) : std::string("-");
    });
  }
  rows.push_back({"by class (win rate of those who ended with it):", {}});
  addGroupRows(rows, reports, &SimulationReport::byClass);
  rows.push_back({"by race:", {}});
  addGroupRows(rows, reports, &SimulationReport::byRace);
  addStatsRows(rows, reports);
  row("invariant errors", [](const SimulationReport& r) { return invariantErrors(r, "not checked"); });
  printRows(rows, reports.size(), out);
  writeNeverHeld(reports, out);
  for (const SimulationReport& r : reports) {
    for (const std::string& e : r.errors) out << "  " << r.options.players << " players: " << e << "\n";
  }
  if (o.coverage) {
    // One section for the whole range: a block ran if it ran at any count.
    std::vector<BlockCoverage> total = first.coverage;
    for (std::size_t i = 1; i < reports.size(); ++i) addCoverage(total, reports[i].coverage);
    writeCoverageText(total, out);
  }
}

}  // namespace munchkin
