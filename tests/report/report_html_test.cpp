// The report page's HTML, from a hand-made report: what it shows, in which
// order, escaped, and that it names nothing outside itself.
#include <catch2/catch.hpp>

#include <regex>
#include <string>

#include "report/balance_html.h"
#include "report/html_text.h"
#include "report/report_html.h"
#include "report/svg_charts.h"
#include "sample_report.h"

namespace {

using munchkinc::report::reportHtml;

std::string samplePage() {
  const munchkin::SimulationReport report = munchkin_test::sampleReport();
  return reportHtml({&report, 1}, munchkin_test::sampleExtras());
}

// The text of the element with this id, up to its closing tag.
std::string element(const std::string& page, const std::string& id, const std::string& tag) {
  const auto start = page.find("id=\"" + id + "\"");
  REQUIRE(start != std::string::npos);
  const auto end = page.find("</" + tag + ">", start);
  REQUIRE(end != std::string::npos);
  return page.substr(start, end - start);
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("the page is one document that loads nothing", "[report]") {
  const std::string page = samplePage();
  CHECK(page.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(page.find("Content-Security-Policy") != std::string::npos);
  CHECK(page.find("http://") == std::string::npos);
  CHECK(page.find("https://") == std::string::npos);
  CHECK(page.find(" src=") == std::string::npos);
  CHECK(page.find(" href=") == std::string::npos);
  CHECK(page.find("@import") == std::string::npos);
  CHECK(page.find("url(") == std::string::npos);
  CHECK(count(page, "<script>") == 1);  // the page's own, at the end
}

TEST_CASE("text from the set is escaped", "[report]") {
  const std::string page = samplePage();
  CHECK(page.find("<script>alert") == std::string::npos);
  CHECK(page.find("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;") != std::string::npos);
  CHECK(page.find("Sample &lt;Set&gt; &amp; Co (sample)") != std::string::npos);
}

TEST_CASE("the warnings come first, with their numbers", "[report]") {
  const std::string page = samplePage();
  const auto warnings = page.find("id=\"warnings\"");
  REQUIRE(warnings != std::string::npos);
  CHECK(warnings < page.find("<svg"));
  CHECK(warnings < page.find("<table"));
  const std::string list = element(page, "warnings", "section");
  // The report's own warnings (report_stats.h), each once, then the invariant errors.
  CHECK(list.find("<li>12 of 200 games (6.0%) hit the turn cap of 60 turns: 4 stalled with a deck run out and no "
                  "discards to reshuffle (Treasure in 4); 8 with cards left to draw, where nobody could win</li>") !=
        std::string::npos);
  CHECK(count(list, "turn cap") == 1);
  CHECK(list.find("<li>1 card drawn but never played: Zebra Stripes</li>") != std::string::npos);
  CHECK(list.find("<li>1 monster never defeated: Dragon &lt;Boss&gt; (25 fights)</li>") != std::string::npos);
  CHECK(list.find("<li>1 of 2 blocks never ran (listed under coverage)</li>") != std::string::npos);
  CHECK(list.find("<li class=\"error\">1 invariant error") != std::string::npos);
  CHECK(count(list, "<li") == 5);
}

TEST_CASE("a seat imbalance is a warning and is marked under the seats chart", "[report]") {
  munchkin::SimulationReport report = munchkin_test::sampleReport();
  report.winsBySeat = {120, 28, 20, 20};
  report.stats.seatTest = munchkin::chiSquareTest(report.winsBySeat, {47, 47, 47, 47});
  report.stats.warnings = munchkin::reportWarnings(report.stats, report.winsBySeat, 200, 60, 0, 0);
  const std::string page = reportHtml({&report, 1});
  CHECK(element(page, "warnings", "section").find("<li>seats win unevenly beyond the first-player advantage") !=
        std::string::npos);
  CHECK(page.find("<p class=\"note test warn\" id=\"test-seats\">Seat balance: chi-square ") != std::string::npos);
}

TEST_CASE("the seat balance and first-player tests are shown under their charts", "[report]") {
  const std::string page = samplePage();
  const std::string seats = element(page, "test-seats", "p");
  CHECK(seats.find("Seat balance: chi-square 4.10 with 3 degrees of freedom, p = 0.2511 (wins by seat against those "
                   "expected from who went first and the wins by turn order).") != std::string::npos);
  CHECK(page.find("<p class=\"note test\" id=\"test-seats\">") != std::string::npos);  // not marked: no imbalance
  CHECK(page.find("id=\"chart-seats\"") < page.find("id=\"test-seats\""));
  CHECK(element(page, "test-turn-order", "p").find("First-player advantage: chi-square ") != std::string::npos);
  munchkin::SimulationReport few = munchkin_test::sampleReport();
  few.stats.seatTest = {};
  CHECK(element(reportHtml({&few, 1}), "test-seats", "p").find("too few games won to test") != std::string::npos);
}

TEST_CASE("invariant errors not checked say so in the headline", "[report]") {
  munchkin::SimulationReport report = munchkin_test::sampleReport();
  CHECK(samplePage().find("<dt>invariant errors</dt><dd>1</dd>") != std::string::npos);
  report.options.checkInvariants = false;
  report.errorCount = 0;
  report.errors.clear();
  CHECK(reportHtml({&report, 1}).find("<dt>invariant errors</dt><dd>not checked</dd>") != std::string::npos);
}

TEST_CASE("monsters: a defeat-rate bar a monster met, the hardest first, and a table of all", "[report]") {
  const std::string page = samplePage();
  const std::string chart = element(page, "chart-monsters", "svg");
  CHECK(count(chart, "<rect class=\"bar") == 3);  // the monster never met is in the table only
  CHECK(count(chart, "class=\"interval\"") == 3);
  const auto dragon = chart.find("<title>Dragon &lt;Boss&gt;: 0.0% [");
  const auto goblin = chart.find("<title>Goblin: 65.0% [");
  const auto plant = chart.find("<title>Plant: 90.0% [");
  REQUIRE(dragon != std::string::npos);
  REQUIRE(goblin != std::string::npos);
  REQUIRE(plant != std::string::npos);
  CHECK(dragon < goblin);
  CHECK(goblin < plant);
  CHECK(chart.find("defeated in 39 of 60 fights, escaped 12, caught 9</title>") != std::string::npos);
  const std::string table = element(page, "table-monsters", "table");
  CHECK(count(table, "<tr>") == 5);  // the header and four monsters
  CHECK(table.find(">Never Met</td>") != std::string::npos);
  CHECK(table.find("number warn\" data-value=\"0.000000\">0.0%<") != std::string::npos);  // the unbeaten Dragon
  CHECK(page.find("id=\"report\"") < page.find("id=\"chart-monsters\""));
}

TEST_CASE("cards drawn, played and in hand at the end, the unplayed marked", "[report]") {
  const std::string table = element(samplePage(), "table-card-play", "table");
  CHECK(count(table, "<tr>") == 4);
  CHECK(table.find("<td>Apple</td><td class=\"number\" data-value=\"310.000000\">310</td><td class=\"number\" "
                   "data-value=\"250.000000\">250</td><td class=\"number\" data-value=\"40.000000\">40</td>") !=
        std::string::npos);
  // Zebra Stripes was drawn and never played; a monster is not played from a hand, so Goblin is not marked.
  CHECK(count(table, "number warn") == 1);
  CHECK(table.find("number warn\" data-value=\"0.000000\">0<") != std::string::npos);
}

TEST_CASE("a report without warnings says so", "[report]") {
  munchkin::SimulationReport report = munchkin_test::sampleReport();
  report.winsByReason[static_cast<int>(munchkin::WinReason::TurnCap)] = 0;
  report.stats.warnings.clear();
  report.errorCount = 0;
  report.errors.clear();
  const std::string page = reportHtml({&report, 1});
  CHECK(element(page, "warnings", "section").find("None") != std::string::npos);
  CHECK(page.find("id=\"impacts\"") == std::string::npos);  // no impacts given: no section
}

TEST_CASE("win rates by seat: a bar and an interval a seat, and a fair share", "[report]") {
  const std::string seats = element(samplePage(), "chart-seats", "svg");
  CHECK(count(seats, "<rect class=\"bar") == 4);
  CHECK(count(seats, "class=\"interval\"") == 4);
  CHECK(count(seats, "class=\"reference\"") == 1);
  CHECK(seats.find("seat p0: 31.0%") != std::string::npos);  // 62 of 200 games
  CHECK(seats.find("a fair share: 25.0%") != std::string::npos);
}

TEST_CASE("the game length histogram sets the capped games apart", "[report]") {
  const std::string histogram = element(samplePage(), "chart-length", "svg");
  // Turns 18..43 in bins of two (26 turns, about 24 bins), then the cap.
  CHECK(count(histogram, "<rect class=\"bar\"") == 13);
  CHECK(count(histogram, "<rect class=\"bar highlight\"") == 1);
  CHECK(histogram.find("cap 60: 12") != std::string::npos);
  CHECK(histogram.find("18-19: ") != std::string::npos);
}

TEST_CASE("card impacts are drawn and listed strongest first", "[report]") {
  const std::string chart = element(samplePage(), "chart-impacts", "svg");
  const auto sword = chart.find("Sword of Testing +10: 14.2 pp [11.8, 16.6]");
  const auto markup = chart.find("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;: 2.5 pp");
  const auto apple = chart.find("Apple: 0.4 pp [-1.1, 1.9]");
  const auto curse = chart.find("Curse of Nothing: -3.5 pp");
  REQUIRE(sword != std::string::npos);
  REQUIRE(markup != std::string::npos);
  REQUIRE(apple != std::string::npos);
  REQUIRE(curse != std::string::npos);
  CHECK(sword < markup);
  CHECK(markup < apple);
  CHECK(apple < curse);
  CHECK(count(chart, "class=\"bar negative\"") == 1);
  // Significant impacts (an interval without 0) are marked in the table.
  const std::string table = element(samplePage(), "table-impacts", "table");
  CHECK(count(table, "number warn") == 3);
}

TEST_CASE("tables are sortable: numeric columns carry their values", "[report]") {
  const std::string page = samplePage();
  const std::string cards = element(page, "table-cards", "table");
  CHECK(cards.find("<table") == std::string::npos);  // element() starts inside the tag
  CHECK(count(cards, "<th scope=\"col\" class=\"number\" data-type=\"number\"") == 4);
  CHECK(count(cards, "<tr>") == 5);  // the header and four cards
  CHECK(cards.find("data-value=\"120.000000\"") != std::string::npos);
  CHECK(element(page, "table-coverage", "table").find("number warn\" data-value=\"0.000000\">0<") != std::string::npos);
  CHECK(page.find("table.sortable th") != std::string::npos);  // the script that sorts them
}

TEST_CASE("a range of player counts gives a section each, ids apart", "[report]") {
  munchkin::SimulationReport three = munchkin_test::sampleReport(), four = three;
  three.options.players = 3;
  three.winsBySeat = {70, 60, 58};
  three.winsByTurnOrder = {80, 58, 50};
  const munchkin::SimulationReport both[] = {three, four};
  const std::string page = reportHtml(both);
  CHECK(page.find("id=\"3p-chart-seats\"") != std::string::npos);
  CHECK(page.find("id=\"4p-chart-seats\"") != std::string::npos);
  CHECK(page.find("<h2>3 players</h2>") != std::string::npos);
  CHECK(page.find("3 players: 12 of 200 games") != std::string::npos);
  CHECK(page.find("3 to 4 players") != std::string::npos);
}

TEST_CASE("the same report gives the same bytes", "[report]") { CHECK(samplePage() == samplePage()); }

TEST_CASE("axis ticks are round numbers covering the range", "[report]") {
  using munchkinc::report::axisTicks;
  CHECK(axisTicks(0, 31, 5) == std::vector<double>{0, 10, 20, 30});
  CHECK(axisTicks(-5.2, 16.6, 5) == std::vector<double>{-5, 0, 5, 10, 15});
  CHECK(axisTicks(0, 1, 4) == std::vector<double>{0, 0.5, 1});
  CHECK(munchkinc::report::fixed(-0.01, 1) == "0.0");
}

TEST_CASE("a long label is cut in the chart and whole on hover", "[report]") {
  munchkinc::report::BarChart chart;
  chart.id = "long";
  const std::string name = "The Extremely Long Name of a Card Nobody Can Read In One Go";  // 59 characters
  chart.rows.push_back({name, 1.5, {}, {}, ""});  // cut to 39 characters and an ellipsis
  chart.rows.push_back({"Épée à deux mains", 0.5, {}, {}, ""});
  const std::string svg = munchkinc::report::barChartSvg(chart);
  CHECK(svg.find(">The Extremely Long Name of a Card Nobod\u2026</text>") != std::string::npos);
  CHECK(svg.find("<title>" + name + ": 1.5") != std::string::npos);
  CHECK(svg.find(">Épée à deux mains</text>") != std::string::npos);
}

TEST_CASE("the balance page: warnings for a card beyond the threshold, the cap and errors", "[report][balance]") {
  const std::string page = munchkinc::report::balanceHtml(munchkin_test::sampleBalance());
  CHECK(page.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(page.find("<title>Sample &lt;Set&gt; (sample): card balance</title>") != std::string::npos);
  const std::string list = element(page, "warnings", "section");
  CHECK(list.find("<li>Sword of Testing changes its player&#39;s win rate by +14.2 points [11.8, 16.6], beyond 5.0</li>") !=
        std::string::npos);
  CHECK(list.find("<li>Curse of &lt;Nothing&gt; changes its player&#39;s win rate by -8.2 points [-10.2, -6.2], beyond "
                  "5.0</li>") != std::string::npos);
  // Lucky Guess: +6.1 but its interval holds 0; Apple: a real effect, below the threshold.
  CHECK(list.find("Lucky Guess") == std::string::npos);
  CHECK(list.find("Apple") == std::string::npos);
  CHECK(list.find("<li>2 of 400 games (0.5%) hit the turn cap of 60 turns") != std::string::npos);
  CHECK(list.find("<li class=\"error\">1 invariant error") != std::string::npos);
  CHECK(count(list, "<li") == 4);
  CHECK(page.find("<dt>invariant errors</dt><dd>1</dd>") != std::string::npos);
  CHECK(page.find("<li>game 9 turn 4: a card in two places</li>") != std::string::npos);
}

TEST_CASE("the balance page draws the impacts on win rate and on game length, sorted", "[report][balance]") {
  const std::string page = munchkinc::report::balanceHtml(munchkin_test::sampleBalance());
  const std::string wins = element(page, "chart-impacts", "svg");
  CHECK(count(wins, "<rect class=\"bar") == 4);  // the card never playable is not drawn
  const auto sword = wins.find("<title>Sword of Testing: 14.2 pp [11.8, 16.6]");
  const auto lucky = wins.find("<title>Lucky Guess: 6.1 pp [-1.0, 13.2]");
  const auto apple = wins.find("<title>Apple: 3.1 pp [1.9, 4.3]");
  const auto curse = wins.find("<title>Curse of &lt;Nothing&gt;: -8.2 pp [-10.2, -6.2]");
  REQUIRE(sword != std::string::npos);
  REQUIRE(lucky != std::string::npos);
  REQUIRE(apple != std::string::npos);
  REQUIRE(curse != std::string::npos);
  CHECK(sword < lucky);
  CHECK(lucky < apple);
  CHECK(apple < curse);
  const std::string turns = element(page, "chart-impact-turns", "svg");
  CHECK(count(turns, "class=\"interval\"") == 4);
  const auto longer = turns.find("<title>Curse of &lt;Nothing&gt;: 2.75 turns [2.25, 3.25], 200 chances to play it");
  const auto shorter = turns.find("<title>Sword of Testing: -1.25 turns [-1.75, -0.75]");
  REQUIRE(longer != std::string::npos);
  REQUIRE(shorter != std::string::npos);
  CHECK(longer < shorter);
  CHECK(page.find(munchkinc::report::escapeHtml(munchkin::kBalanceNote)) != std::string::npos);
  CHECK(element(page, "unplayable", "p").find("Never playable in these games, so not measured: Never Played.") !=
        std::string::npos);
  CHECK(count(element(page, "table-impacts", "table"), "<tr>") == 5);
}

TEST_CASE("the balance page without invariant checks says so", "[report][balance]") {
  munchkin::BalanceReport report = munchkin_test::sampleBalance();
  report.options.simulation.checkInvariants = false;
  report.errorCount = 0;
  report.errors.clear();
  report.cappedGames = 0;
  report.cards = {report.cards[2]};
  const std::string page = munchkinc::report::balanceHtml(report);
  CHECK(page.find("<dt>invariant errors</dt><dd>not checked</dd>") != std::string::npos);
  CHECK(element(page, "warnings", "section").find("None") != std::string::npos);
}

TEST_CASE("Level curves: the winner's and the others' mean Level by round", "[report]") {
  const std::string chart = element(samplePage(), "chart-levels", "svg");
  CHECK(count(chart, "<path class=\"line series-") == 2);
  CHECK(chart.find("<text class=\"legend series-0\"") != std::string::npos);
  CHECK(chart.find(">the winner</text>") != std::string::npos);
  CHECK(chart.find(">the others</text>") != std::string::npos);
  // Rounds 1 to 11: the twelfth has fewer than a twentieth of the first round's 173 games.
  const std::string winner = chart.substr(chart.find("<path class=\"line series-0\" d=\"M") + 33);
  CHECK(count(winner.substr(0, winner.find('"')), "L") == 10);
  CHECK(chart.find(">round</text>") != std::string::npos);
}
