#include "report/page_parts.h"

#include <algorithm>

#include "report/html_text.h"
#include "report/page_assets.h"
#include "report/sortable_table.h"
#include "report/svg_charts.h"

namespace munchkinc::report {

std::string pageDocument(const std::string& title, const std::string& subtitle, const std::string& main) {
  std::string html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  // Nothing but what is inline may load: the page works offline, and a card
  // name cannot make it fetch anything.
  html += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
          "script-src 'unsafe-inline'\">\n";
  html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  html += "<title>" + escapeHtml(title) + "</title>\n<style>" + std::string(pageStyle()) + "</style>\n</head>\n<body>\n";
  html += "<header><h1>" + escapeHtml(title) + "</h1><p>" + escapeHtml(subtitle) + "</p></header>\n<main>\n";
  html += main;
  html += "</main>\n<script>" + std::string(pageScript()) + "</script>\n</body>\n</html>\n";
  return html;
}

std::string warningList(const std::vector<PageWarning>& warnings) {
  std::string html = "<section id=\"warnings\">\n<h2>Warnings</h2>\n";
  if (warnings.empty()) return html + "<p class=\"none\">None: the report's checks found nothing to look at.</p>\n</section>\n";
  html += "<ul>";
  for (const PageWarning& w : warnings) {
    html += std::string(w.error ? "<li class=\"error\">" : "<li>") + escapeHtml(w.text) + "</li>\n";
  }
  return html + "</ul>\n</section>\n";
}

std::string figure(const std::string& caption, const std::string& note, const std::string& body) {
  std::string html = "<figure><figcaption>" + escapeHtml(caption) + "</figcaption>\n";
  if (!note.empty()) html += "<p class=\"note\">" + escapeHtml(note) + "</p>\n";
  return html + body + "\n</figure>\n";
}

const char* policyName(munchkin::BotPolicy policy) {
  switch (policy) {
    case munchkin::BotPolicy::Greedy: return "greedy";
    case munchkin::BotPolicy::Random: return "random";
    case munchkin::BotPolicy::Mixed: return "mixed";
  }
  return "greedy";
}

std::string impactSection(const PageExtras& extras) {
  std::vector<CardImpact> impacts = extras.impacts;
  // Strongest first; ties by name, so the page does not depend on the input's order.
  std::stable_sort(impacts.begin(), impacts.end(), [](const CardImpact& a, const CardImpact& b) {
    return a.impact != b.impact ? a.impact > b.impact : a.card < b.card;
  });
  BarChart chart{"chart-impacts", "Card impact on win rate", " pp", 1, {}, 0.0, "no effect"};
  Table table{"table-impacts", "Card impacts",
              {{"card", false, ""},
               {"impact", true, "change of the win rate, in percentage points"},
               {"95% low", true, ""},
               {"95% high", true, ""}},
              {}};
  for (const CardImpact& i : impacts) {
    chart.rows.push_back({i.card, i.impact, i.low, i.high, ""});
    const bool significant = i.low > 0 || i.high < 0;
    table.rows.push_back({{i.card, {}, ""},
                          numberCell(fixed(i.impact, 1), i.impact, significant ? "warn" : ""),
                          numberCell(fixed(i.low, 1), i.low),
                          numberCell(fixed(i.high, 1), i.high)});
  }
  const std::string note = extras.impactNote.empty()
                               ? "How many percentage points a seat's win rate changes when its bot may play the card "
                                 "rather than not, in the same games (restricted play); the whiskers are 95% "
                                 "intervals, and an interval that does not hold 0 is a real effect."
                               : extras.impactNote;
  return "<section id=\"impacts\">\n<h2>Card impacts</h2>\n" +
         figure("Card impact on win rate, strongest first", note, barChartSvg(chart)) + sortableTableHtml(table) +
         "\n</section>\n";
}

}  // namespace munchkinc::report
