#include "report/balance_html.h"

#include <algorithm>

#include "munchkin/plural.h"
#include "munchkin/report_stats.h"
#include "report/html_text.h"
#include "report/page_parts.h"
#include "report/sortable_table.h"
#include "report/svg_charts.h"

namespace munchkinc::report {
namespace {

using munchkin::BalanceReport;

std::string headline(const BalanceReport& r) {
  const auto item = [](const std::string& label, const std::string& value) {
    return "<div><dt>" + escapeHtml(label) + "</dt><dd>" + escapeHtml(value) + "</dd></div>";
  };
  std::string html = "<dl class=\"headline\">";
  html += item("games", std::to_string(r.games));
  html += item("players", std::to_string(r.options.simulation.players));
  html += item("replays", std::to_string(r.replays));
  html += item("cards measured", std::to_string(r.cards.size()));
  html += item("turns, mean", fixed(r.meanTurns, 1));
  html += item("stopped by the turn cap", percentOf(r.cappedGames, r.games));
  html += item("widest interval", "\u00b1" + fixed(100 * r.widestHalfwidth, 1) + " pp");
  html += item("invariant errors",
               r.options.simulation.checkInvariants ? std::to_string(r.errorCount) : "not checked");
  return html + "</dl>\n";
}

// Each playable card's change of the game's length, the longest first.
std::string lengthSection(const BalanceReport& r) {
  std::vector<const munchkin::CardImpact*> cards;
  for (const munchkin::CardImpact& c : r.cards) {
    if (c.chances > 0) cards.push_back(&c);
  }
  std::stable_sort(cards.begin(), cards.end(), [](const munchkin::CardImpact* a, const munchkin::CardImpact* b) {
    return a->turns != b->turns ? a->turns > b->turns : a->name < b->name;
  });
  BarChart chart{"chart-impact-turns", "Card impact on game length", " turns", 2, {}, 0.0, "no effect"};
  for (const munchkin::CardImpact* c : cards) {
    chart.rows.push_back({c->name, c->turns, c->turnsLow, c->turnsHigh,
                          std::to_string(c->chances) + " chances to play it"});
  }
  return figure("Card impact on game length, the longest first",
                "How many turns longer a game is when the seat's bot may play the card than when it may not, in the "
                "same games; the whiskers are paired 95% intervals.",
                barChartSvg(chart));
}

}  // namespace

std::vector<PageWarning> balanceWarnings(const BalanceReport& r) {
  std::vector<PageWarning> warnings;
  for (const munchkin::CardImpact& c : r.cards) {
    munchkin::ReportWarning w;
    if (c.significant() &&
        munchkin::cardImpactWarning(c.name, 100 * c.impact, 100 * c.low, 100 * c.high, kCardImpactWarningPoints, w)) {
      warnings.push_back({w.message, false});
    }
  }
  if (r.cappedGames > 0) {
    warnings.push_back({std::to_string(r.cappedGames) + " of " + munchkin::counted(r.games, "game") + " (" +
                            percentOf(r.cappedGames, r.games) + ") hit the turn cap of " +
                            std::to_string(r.options.simulation.turnCap) +
                            " turns and ended with no winner (the baseline games; `simulate` tells why)",
                        false});
  }
  if (r.errorCount > 0) {
    warnings.push_back({munchkin::counted(r.errorCount, "invariant error") +
                            ": the engine broke a rule of the game (listed at the end)",
                        true});
  }
  return warnings;
}

std::string balanceHtml(const BalanceReport& r) {
  const munchkin::SimulationOptions& o = r.options.simulation;
  const std::string title = r.setTitle + " (" + r.setId + "): card balance";
  const std::string subtitle = munchkin::counted(r.games, "game") + ", " + munchkin::counted(o.players, "player") +
                               ", seed " + std::to_string(o.seed) + ", " + policyName(o.policy) + " bots, turn cap " +
                               std::to_string(o.turnCap);
  PageExtras extras;
  extras.impactNote = munchkin::kBalanceNote;
  std::vector<std::string> unplayable;
  for (const munchkin::CardImpact& c : r.cards) {
    if (c.chances == 0) {
      unplayable.push_back(c.name);
    } else {
      extras.impacts.push_back({c.name, 100 * c.impact, 100 * c.low, 100 * c.high});
    }
  }
  std::string main = warningList(balanceWarnings(r));
  main += "<section class=\"report\" id=\"report\">\n" + headline(r) + "</section>\n";
  if (!extras.impacts.empty()) main += impactSection(extras);
  if (!unplayable.empty()) {
    std::string names;
    for (const std::string& n : unplayable) names += (names.empty() ? "" : ", ") + n;
    main += "<p class=\"note\" id=\"unplayable\">" +
            escapeHtml("Never playable in these games, so not measured: " + names + ".") + "</p>\n";
  }
  if (!extras.impacts.empty()) main += "<section id=\"impact-turns\">\n" + lengthSection(r) + "</section>\n";
  if (!r.errors.empty()) {
    main += "<h3>Invariant errors</h3>\n<ul class=\"errors\">";
    for (const std::string& e : r.errors) main += "<li>" + escapeHtml(e) + "</li>";
    main += "</ul>\n";
  }
  return pageDocument(title, subtitle, main);
}

}  // namespace munchkinc::report
