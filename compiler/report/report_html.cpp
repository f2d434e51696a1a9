#include "report/report_html.h"

#include <algorithm>

#include "munchkin/plural.h"
#include "report/html_text.h"
#include "report/page_parts.h"
#include "report/sortable_table.h"
#include "report/svg_charts.h"

namespace munchkinc::report {
namespace {

using munchkin::SimulationReport;

constexpr munchkin::WinReason kReasons[] = {munchkin::WinReason::KillToWinLevel, munchkin::WinReason::SeventhSeal,
                                            munchkin::WinReason::Epic, munchkin::WinReason::CardWin,
                                            munchkin::WinReason::TurnCap};

long long cappedGames(const SimulationReport& r) {
  return r.winsByReason[static_cast<int>(munchkin::WinReason::TurnCap)];
}

std::string ordinal(std::size_t place) {
  static constexpr const char* kFirstThree[] = {"1st", "2nd", "3rd"};
  return place < 3 ? kFirstThree[place] : std::to_string(place + 1) + "th";
}

double rate(long long part, long long whole) {
  return whole > 0 ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0;
}

// "4p-" before the ids of a report's elements when the page holds several.
std::string prefixOf(const SimulationReport& r, bool several) {
  return several ? std::to_string(r.options.players) + "p-" : "";
}

std::string headline(const SimulationReport& r) {
  const auto item = [](const std::string& label, const std::string& value) {
    return "<div><dt>" + escapeHtml(label) + "</dt><dd>" + escapeHtml(value) + "</dd></div>";
  };
  const long long games = r.options.games;
  std::string html = "<dl class=\"headline\">";
  html += item("games", std::to_string(games));
  html += item("players", std::to_string(r.options.players));
  html += item("turns, mean", fixed(r.meanTurns, 1));
  html += item("turns, median", fixed(r.medianTurns, 1));
  if (!r.winsByTurnOrder.empty()) html += item("first player wins", percentOf(r.winsByTurnOrder.front(), games));
  html += item("stopped by the turn cap", percentOf(cappedGames(r), games));
  html += item("invariant errors", r.options.checkInvariants ? std::to_string(r.errorCount) : "not checked");
  return html + "</dl>\n";
}

// Win rate of each seat (or place in turn order) over all games, with its
// Wilson interval, against a fair share.
BarChart winRateChart(const SimulationReport& r, const std::vector<long long>& wins, bool byTurnOrder,
                      const std::string& id) {
  BarChart chart;
  chart.id = id;
  chart.title = byTurnOrder ? "Win rate by place in turn order" : "Win rate by seat";
  chart.unit = "%";
  const long long games = r.options.games;
  for (std::size_t s = 0; s < wins.size(); ++s) {
    double low = 0, high = 0;
    munchkin::wilsonInterval(wins[s], games, low, high);
    chart.rows.push_back({byTurnOrder ? ordinal(s) + " to play" : "seat p" + std::to_string(s), rate(wins[s], games),
                          100 * low, 100 * high, std::to_string(wins[s]) + " of " + std::to_string(games) + " games"});
  }
  chart.reference = 100.0 / r.options.players;
  chart.referenceLabel = "a fair share: " + fixed(*chart.reference, 1) + "%";
  return chart;
}

// About 24 bins of whole turns over the games that ended, then the games the
// turn cap stopped in a bin of their own.
Histogram lengthHistogram(const SimulationReport& r, const std::string& id) {
  Histogram histogram;
  histogram.id = id;
  histogram.title = "Game length";
  histogram.xLabel = "turns";
  histogram.yLabel = "games";
  std::vector<long long> ended = r.stats.gamesByTurns;
  const long long capped = cappedGames(r);
  if (!ended.empty()) ended.back() -= std::min(capped, ended.back());
  std::size_t first = ended.size(), last = 0;
  for (std::size_t t = 0; t < ended.size(); ++t) {
    if (ended[t] == 0) continue;
    first = std::min(first, t);
    last = t;
  }
  if (first <= last) {
    const std::size_t width = std::max<std::size_t>(1, (last - first + 24) / 24);
    for (std::size_t from = first; from <= last; from += width) {
      const std::size_t to = std::min(last, from + width - 1);
      HistogramBin bin{width == 1 ? std::to_string(from) : std::to_string(from) + "-" + std::to_string(to), 0, false};
      for (std::size_t t = from; t <= to; ++t) bin.count += ended[t];
      histogram.bins.push_back(std::move(bin));
    }
  }
  if (capped > 0) histogram.bins.push_back({"cap " + std::to_string(r.options.turnCap), capped, true});
  return histogram;
}

// The mean Level of the winner and of the others at the end of each round,
// while enough games last (a twentieth of those of the first round, as the
// text report cuts its table).
LineChart levelChart(const SimulationReport& r, const std::string& id) {
  LineChart chart{id, "Level by round", "round", "mean Level", {}, {{"the winner", {}}, {"the others", {}}}};
  const std::vector<munchkin::LevelCurvePoint>& curve = r.stats.levelCurve;
  const long long enough = curve.empty() ? 1 : std::max(1LL, curve.front().games / 20);
  for (const munchkin::LevelCurvePoint& p : curve) {
    if (p.games < enough) break;
    chart.x.push_back(p.round);
    chart.series[0].values.push_back(p.winner);
    chart.series[1].values.push_back(p.others);
  }
  return chart;
}

Table winReasonTable(const SimulationReport& r, const std::string& id) {
  Table table{id, "Win reasons", {{"reason", false, ""}, {"games", true, ""}, {"share", true, ""}}, {}};
  for (munchkin::WinReason reason : kReasons) {
    const long long n = r.winsByReason[static_cast<int>(reason)];
    table.rows.push_back({{munchkin::winReasonName(reason), {}, ""},
                          numberCell(std::to_string(n), static_cast<double>(n)),
                          numberCell(percentOf(n, r.options.games), rate(n, r.options.games),
                                     reason == munchkin::WinReason::TurnCap && n > 0 ? "warn" : "")});
  }
  return table;
}

Table cardTable(const SimulationReport& r, const std::string& id) {
  Table table{id, "Cards",
              {{"card", false, ""},
               {"held", true, "player-games in which a player held the card"},
               {"holders won", true, "win rate of the players who held it"},
               {"95% CI", true, "Wilson interval of the holders' win rate; sorts by its low end"},
               {"others won", true, "win rate of the players who never held it"}},
              {}};
  for (const munchkin::CardStat& c : r.cards) {
    table.rows.push_back({{c.name, {}, ""},
                          numberCell(std::to_string(c.held), static_cast<double>(c.held), c.held == 0 ? "warn" : ""),
                          numberCell(c.held ? fixed(100 * c.heldRate, 1) + "%" : "-", 100 * c.heldRate),
                          numberCell(c.held ? fixed(100 * c.low, 1) + "-" + fixed(100 * c.high, 1) + "%" : "-", 100 * c.low),
                          numberCell(fixed(100 * c.notHeldRate, 1) + "%", 100 * c.notHeldRate)});
  }
  return table;
}

Table groupTable(const std::vector<munchkin::GroupStat>& groups, const std::string& what, const std::string& title,
                 const std::string& id) {
  Table table{id, title + " (win rate of the players who ended the game with one)",
              {{what, false, ""}, {"players", true, ""}, {"won", true, ""}, {"win rate", true, ""}}, {}};
  for (const munchkin::GroupStat& g : groups) {
    table.rows.push_back({{g.name, {}, ""},
                          numberCell(std::to_string(g.players), static_cast<double>(g.players)),
                          numberCell(std::to_string(g.wins), static_cast<double>(g.wins)),
                          numberCell(percentOf(g.wins, g.players), rate(g.wins, g.players))});
  }
  return table;
}

// Each monster met, the hardest first: the share of its fights the fighters
// won, with its Wilson interval; escaped and caught on hover.
BarChart monsterChart(const SimulationReport& r, const std::string& id) {
  std::vector<const munchkin::MonsterStat*> met;
  for (const munchkin::MonsterStat& m : r.stats.monsters) {
    if (m.counts.fights > 0) met.push_back(&m);
  }
  const auto share = [](const munchkin::MonsterStat* m) { return rate(m->counts.defeated, m->counts.fights); };
  std::stable_sort(met.begin(), met.end(), [&](const munchkin::MonsterStat* a, const munchkin::MonsterStat* b) {
    return share(a) != share(b) ? share(a) < share(b) : a->name < b->name;
  });
  BarChart chart;
  chart.id = id;
  chart.title = "Monsters defeated, the hardest first";
  chart.unit = "%";
  for (const munchkin::MonsterStat* m : met) {
    const munchkin::MonsterCounts& c = m->counts;
    double low = 0, high = 0;
    munchkin::wilsonInterval(c.defeated, c.fights, low, high);
    chart.rows.push_back({m->name, share(m), 100 * low, 100 * high,
                          "defeated in " + std::to_string(c.defeated) + " of " + munchkin::counted(c.fights, "fight") +
                              ", escaped " + std::to_string(c.escaped) + ", caught " + std::to_string(c.caught)});
  }
  return chart;
}

Table monsterTable(const SimulationReport& r, const std::string& id) {
  Table table{id, "Monsters",
              {{"monster", false, ""},
               {"fights", true, "fights it joined, from the door, a hand or a card"},
               {"fighter Level", true, "the fighter's mean Level as it joined"},
               {"defeated", true, ""},
               {"escaped", true, "fights lost in which the fighter ran away"},
               {"caught", true, "fights lost in which it caught the fighter"},
               {"deaths", true, "players who died of its bad stuff"},
               {"defeat rate", true, ""}},
              {}};
  for (const munchkin::MonsterStat& m : r.stats.monsters) {
    const munchkin::MonsterCounts& c = m.counts;
    const auto count = [](long long n) { return numberCell(std::to_string(n), static_cast<double>(n)); };
    const bool unbeaten = c.fights >= munchkin::kUnbeatableFights && c.defeated == 0;
    const double level = c.fights ? static_cast<double>(c.fighterLevels) / static_cast<double>(c.fights) : 0;
    table.rows.push_back({{m.name, {}, ""},
                          count(c.fights),
                          numberCell(c.fights ? fixed(level, 1) : "-", level),
                          count(c.defeated),
                          count(c.escaped),
                          count(c.caught),
                          count(c.deaths),
                          numberCell(c.fights ? percentOf(c.defeated, c.fights) : "-", rate(c.defeated, c.fights),
                                     unbeaten ? "warn" : "")});
  }
  return table;
}

// How each card came and went: drawn, played from a hand, still in one at the end.
Table cardPlayTable(const SimulationReport& r, const std::string& id) {
  Table table{id, "Cards drawn and played",
              {{"card", false, ""},
               {"drawn", true, "times a copy came to a hand (the deal and door kicks too)"},
               {"played", true, "times a player played a copy from their hand"},
               {"in hand at end", true, "copies in a hand as the game ended"}},
              {}};
  for (const munchkin::CardPlayStat& c : r.stats.cards) {
    // As the warning has it: a monster meets its players at the door, a Seal is opened.
    const bool unplayed = c.counts.drawn > 0 && c.counts.played == 0 && c.shape != munchkin::Shape::Monster &&
                          c.shape != munchkin::Shape::Seal;
    table.rows.push_back({{c.name, {}, ""},
                          numberCell(std::to_string(c.counts.drawn), static_cast<double>(c.counts.drawn)),
                          numberCell(std::to_string(c.counts.played), static_cast<double>(c.counts.played),
                                     unplayed ? "warn" : ""),
                          numberCell(std::to_string(c.counts.inHandAtEnd), static_cast<double>(c.counts.inHandAtEnd))});
  }
  return table;
}

// A chi-square test's figures under the chart it is about.
std::string testNote(const std::string& id, const std::string& label, const std::string& against,
                     const munchkin::ChiSquareTest& test, bool imbalanced) {
  std::string text = label + ": ";
  if (!test.done) {
    text += "too few games won to test (fewer than 5 expected in some place).";
  } else {
    text += "chi-square " + fixed(test.statistic, 2) + " with " + std::to_string(test.degreesOfFreedom) +
            " degrees of freedom, " + (test.pValue < 0.0001 ? std::string("p < 0.0001") : "p = " + fixed(test.pValue, 4)) +
            " (" + against + ").";
  }
  return "<p class=\"note test" + std::string(imbalanced ? " warn" : "") + "\" id=\"" + id + "\">" + escapeHtml(text) +
         "</p>\n";
}

Table coverageTable(const SimulationReport& r, const std::string& id) {
  Table table{id, "Blocks run (--coverage)",
              {{"card", false, ""}, {"block", false, ""}, {"where", false, ""}, {"runs", true, ""}}, {}};
  for (const munchkin::BlockCoverage& b : r.coverage) {
    table.rows.push_back({{b.card, {}, ""},
                          {munchkin::blockWords(b), {}, ""},
                          {b.file + ":" + std::to_string(b.line), {}, ""},
                          numberCell(std::to_string(b.count), static_cast<double>(b.count), b.count == 0 ? "warn" : "")});
  }
  return table;
}

std::string reportSection(const SimulationReport& r, bool several) {
  const std::string p = prefixOf(r, several);
  std::string html = "<section class=\"report\" id=\"" + p + "report\">\n";
  if (several) html += "<h2>" + escapeHtml(munchkin::counted(r.options.players, "player")) + "</h2>\n";
  html += headline(r);
  const std::string fairNote = "The bars are the share of all games each won, the whiskers its 95% Wilson interval, "
                               "the dashed line a fair share (one game in " +
                               std::to_string(r.options.players) + ").";
  const munchkin::ChiSquareTest& seat = r.stats.seatTest;
  html += figure("Win rate by seat", fairNote,
                 barChartSvg(winRateChart(r, r.winsBySeat, false, p + "chart-seats")) +
                     testNote(p + "test-seats", "Seat balance",
                              "wins by seat against those expected from who went first and the wins by turn order",
                              seat, seat.done && seat.pValue < munchkin::kSeatImbalanceP));
  html += figure("Win rate by place in turn order",
                 "Seats take turns from a first player drawn each game: this shows the first player's advantage.",
                 barChartSvg(winRateChart(r, r.winsByTurnOrder, true, p + "chart-turn-order")) +
                     testNote(p + "test-turn-order", "First-player advantage",
                              "wins by turn order against an even share", r.stats.turnOrderTest, false));
  html += figure("Game length", cappedGames(r) ? "The last bar: games the turn cap stopped, with no winner." : "",
                 histogramSvg(lengthHistogram(r, p + "chart-length")));
  if (r.stats.levelCurve.size() > 1) {
    html += figure("Level by round",
                   "The mean Level at the end of each round, of the game's winner and of the other players, over the "
                   "games with a winner still going then.",
                   lineChartSvg(levelChart(r, p + "chart-levels")));
  }
  html += sortableTableHtml(winReasonTable(r, p + "table-win-reasons")) + "\n";
  if (!r.byClass.empty()) html += sortableTableHtml(groupTable(r.byClass, "class", "Classes", p + "table-classes")) + "\n";
  if (!r.byRace.empty()) html += sortableTableHtml(groupTable(r.byRace, "race", "Races", p + "table-races")) + "\n";
  if (!r.stats.monsters.empty()) {
    html += figure("Monsters defeated",
                   "The share of each monster's fights that its fighters won, the hardest first; the whiskers are "
                   "95% Wilson intervals (wide for a monster met in few fights). Monsters never met are only in the "
                   "table.",
                   barChartSvg(monsterChart(r, p + "chart-monsters")));
    html += sortableTableHtml(monsterTable(r, p + "table-monsters")) + "\n";
  }
  if (!r.stats.cards.empty()) html += sortableTableHtml(cardPlayTable(r, p + "table-card-play")) + "\n";
  html += "<p class=\"note\">Holding a card goes with drawing more cards, whatever the card does: a holder's win "
          "rate is not the card's effect (card impacts are).</p>\n";
  html += sortableTableHtml(cardTable(r, p + "table-cards")) + "\n";
  if (r.options.coverage) html += sortableTableHtml(coverageTable(r, p + "table-coverage")) + "\n";
  if (!r.errors.empty()) {
    html += "<h3>Invariant errors</h3>\n<ul class=\"errors\">";
    for (const std::string& e : r.errors) html += "<li>" + escapeHtml(e) + "</li>";
    html += "</ul>\n";
  }
  return html + "</section>\n";
}

std::string warningSection(std::span<const SimulationReport> reports, const PageExtras& extras) {
  std::vector<PageWarning> warnings = extras.warnings;
  for (const SimulationReport& r : reports) {
    for (PageWarning& w : reportWarnings(r)) {
      if (reports.size() > 1) w.text = munchkin::counted(r.options.players, "player") + ": " + w.text;
      warnings.push_back(std::move(w));
    }
  }
  return warningList(warnings);
}

}  // namespace

std::vector<PageWarning> reportWarnings(const SimulationReport& r) {
  // The report's own warnings (report_stats.h), as the text report prints
  // them: one source of truth for the turn cap, seats, cards and monsters.
  std::vector<PageWarning> warnings;
  for (const munchkin::ReportWarning& w : r.stats.warnings) warnings.push_back({w.message, false});
  if (r.errorCount > 0) {
    warnings.push_back({munchkin::counted(r.errorCount, "invariant error") +
                            ": the engine broke a rule of the game (listed below the tables)",
                        true});
  }
  return warnings;
}

std::string reportHtml(std::span<const SimulationReport> reports, const PageExtras& extras) {
  if (reports.empty()) return {};
  const SimulationReport& first = reports.front();
  const munchkin::SimulationOptions& o = first.options;
  const bool several = reports.size() > 1;
  std::string players = munchkin::counted(o.players, "player");
  if (several) players = std::to_string(o.players) + " to " + munchkin::counted(reports.back().options.players, "player");
  const std::string title = first.setTitle + " (" + first.setId + "): simulation report";

  const std::string subtitle = munchkin::counted(o.games, "game") + (several ? " at each player count" : "") + ", " +
                               players + ", seed " + std::to_string(o.seed) + ", " + policyName(o.policy) +
                               " bots, turn cap " + std::to_string(o.turnCap);
  std::string main = warningSection(reports, extras);
  if (!extras.impacts.empty()) main += impactSection(extras);
  for (const SimulationReport& r : reports) main += reportSection(r, several);
  return pageDocument(title, subtitle, main);
}

}  // namespace munchkinc::report
