// Writing a BalanceReport as text or JSON (docs/balance.md). Numbers are
// formatted with std::to_chars so the output never depends on the locale.
#include <algorithm>
#include <charconv>

#include "json_text.h"
#include "munchkin/balance.h"

namespace munchkin {

const char* const kBalanceNote =
    "impact: how many more games in a hundred a seat wins when its bot may play the card than when it may not "
    "(restricted play, Jaffe et al. 2012): the same games replayed from the same seeds, each seat in turn "
    "forbidden the card, the interval paired game by game. It measures the card in this bot's hands, at this "
    "player count, among this set's cards: not what a person would make of it. A card the bot seldom gets to "
    "play scores near 0 however strong it is, and one the bot plays badly scores low; forbidding it does not "
    "take it out of the deck (the seat still draws it, and may sell, discard or give it away).";

namespace {

std::string fixed(double value, int digits) {
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, digits);
  return std::string(buffer, result.ptr);
}

// Percentage points with a sign: "+4.2", "-0.3", "0.0".
std::string points(double fraction) {
  const std::string text = fixed(100 * fraction, 1);
  return text == "0.0" || text == "-0.0" ? "0.0" : (fraction > 0 ? "+" : "") + text;
}

std::string signedTurns(double turns) {
  const std::string text = fixed(turns, 2);
  return text == "0.00" || text == "-0.00" ? "0.00" : (turns > 0 ? "+" : "") + text;
}

std::string column(std::string text, std::size_t width, bool right) {
  if (text.size() >= width) return text;
  const std::string pad(width - text.size(), ' ');
  return right ? pad + text : text + pad;
}

const char* policyWord(BotPolicy policy) {
  switch (policy) {
    case BotPolicy::Greedy: return "greedy";
    case BotPolicy::Random: return "random";
    case BotPolicy::Mixed: return "mixed";
  }
  return "greedy";
}

}  // namespace

void writeBalanceText(const BalanceReport& report, std::ostream& out) {
  const SimulationOptions& sim = report.options.simulation;
  out << "balance of " << report.setTitle << " (" << report.setId << "): " << report.games << " games of "
      << sim.players << " players, " << policyWord(sim.policy) << " bots, seed " << sim.seed << "\n";
  out << "replays: " << report.replays << ", one for each seat and card it had the chance to play in a game; the other "
      << report.replaysSkipped << " seat-games of a card, without a chance, differ by 0 and were not replayed\n";
  out << "baseline: " << fixed(report.meanTurns, 1) << " turns a game on average, " << report.cappedGames
      << " games at the turn cap\n";
  if (report.independentMedian > 0) {
    out << "common random numbers: two independent runs would need " << fixed(report.independentMedian, 1)
        << " times as many games for the same intervals (the median over the cards; from "
        << fixed(report.independentLeast, 1) << " to " << fixed(report.independentMost, 1) << ")\n";
  }
  if (report.options.untilHalfwidth > 0) {
    out << "played until every interval was at most +/-" << fixed(100 * report.options.untilHalfwidth, 1)
        << " points: the widest is +/-" << fixed(100 * report.widestHalfwidth, 2) << "\n";
  }
  out << "\n" << kBalanceNote << "\n\n";
  std::size_t nameWidth = 4;
  for (const CardImpact& card : report.cards) nameWidth = std::max(nameWidth, card.name.size());
  out << column("card", nameWidth, false) << "  impact  95% interval       turns  95% interval    chances  CRN\n";
  for (const CardImpact& card : report.cards) {
    out << column(card.name, nameWidth, false) << "  ";
    if (card.chances == 0) {
      out << "never playable in these games\n";
      continue;
    }
    out << column(points(card.impact), 6, true) << "  "
        << column("[" + points(card.low) + ", " + points(card.high) + "]", 15, false) << (card.significant() ? "*" : " ")
        << column(signedTurns(card.turns), 7, true) << "  "
        << column("[" + signedTurns(card.turnsLow) + ", " + signedTurns(card.turnsHigh) + "]", 16, false)
        << column(std::to_string(card.chances), 7, true) << "  "
        << (card.independentGamesFactor > 0 ? fixed(card.independentGamesFactor, 1) + "x" : "-") << "\n";
  }
  out << "\n* the interval excludes 0. impact and intervals in percentage points of the seat's win rate; turns: the "
         "game's length with the card allowed minus forbidden. chances: seat-games in which the seat could play "
         "it (each replayed). CRN: how many times as many games two independent runs would need for the same "
         "interval.\n";
  if (report.errorCount > 0) {
    out << "\n" << report.errorCount << " invariant violations, the first:\n";
    for (const std::string& error : report.errors) out << "  " << error << "\n";
  }
}

void writeBalanceJson(const BalanceReport& report, std::ostream& out) {
  const SimulationOptions& sim = report.options.simulation;
  out << "{\n  \"set\": " << jsonString(report.setId) << ",\n  \"title\": " << jsonString(report.setTitle)
      << ",\n  \"players\": " << sim.players << ",\n  \"policy\": " << jsonString(policyWord(sim.policy))
      << ",\n  \"seed\": " << sim.seed << ",\n  \"turn_cap\": " << sim.turnCap << ",\n  \"games\": " << report.games
      << ",\n  \"until_halfwidth\": " << fixed(report.options.untilHalfwidth, 4)
      << ",\n  \"replays\": " << report.replays << ",\n  \"replays_skipped\": " << report.replaysSkipped
      << ",\n  \"mean_turns\": " << fixed(report.meanTurns, 4) << ",\n  \"capped_games\": " << report.cappedGames
      << ",\n  \"widest_halfwidth\": " << fixed(report.widestHalfwidth, 6)
      << ",\n  \"independent_games_factor\": {\"median\": " << fixed(report.independentMedian, 3)
      << ", \"least\": " << fixed(report.independentLeast, 3) << ", \"most\": " << fixed(report.independentMost, 3)
      << "}" << ",\n  \"note\": " << jsonString(kBalanceNote)
      << ",\n  \"cards\": [";
  for (std::size_t i = 0; i < report.cards.size(); ++i) {
    const CardImpact& card = report.cards[i];
    out << (i ? ",\n" : "\n") << "    {\"id\": " << jsonString(card.id) << ", \"name\": " << jsonString(card.name)
        << ", \"chances\": " << card.chances << ", \"winner_changed\": " << card.winnerChanged
        << ", \"allowed_win_rate\": " << fixed(card.allowedRate, 6) << ", \"forbidden_win_rate\": "
        << fixed(card.forbiddenRate, 6) << ", \"impact\": " << fixed(card.impact, 6) << ", \"low\": "
        << fixed(card.low, 6) << ", \"high\": " << fixed(card.high, 6) << ", \"significant\": "
        << (card.significant() ? "true" : "false") << ", \"turns\": " << fixed(card.turns, 4)
        << ", \"turns_low\": " << fixed(card.turnsLow, 4) << ", \"turns_high\": " << fixed(card.turnsHigh, 4)
        << ", \"independent_games_factor\": " << fixed(card.independentGamesFactor, 3) << "}";
  }
  out << (report.cards.empty() ? "]" : "\n  ]") << ",\n  \"error_count\": " << report.errorCount << ",\n  \"errors\": [";
  for (std::size_t i = 0; i < report.errors.size(); ++i) out << (i ? ", " : "") << jsonString(report.errors[i]);
  out << "]\n}\n";
}

}  // namespace munchkin
