// Writing a SimulationReport as JSON or as a text table. Numbers are
// formatted with std::to_chars so the output never depends on the locale.
#include "munchkin/simulator.h"

#include <charconv>
#include <string_view>

namespace munchkin {
namespace {

std::string fixed(double value, int digits = 4) {
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, digits);
  return std::string(buffer, result.ptr);
}

std::string jsonString(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          static constexpr char kHex[] = "0123456789abcdef";
          out += "\\u00";
          out += kHex[(c >> 4) & 0xf];
          out += kHex[c & 0xf];
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

const char* policyName(BotPolicy policy) {
  switch (policy) {
    case BotPolicy::Greedy: return "greedy";
    case BotPolicy::Random: return "random";
    case BotPolicy::Mixed: return "mixed";
  }
  return "greedy";
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

}  // namespace

void writeReportJson(const SimulationReport& r, std::ostream& out) {
  const SimulationOptions& o = r.options;
  out << "{\n  \"set\": " << jsonString(r.setId) << ",\n  \"title\": " << jsonString(r.setTitle) << ",\n";
  out << "  \"games\": " << o.games << ",\n  \"players\": " << o.players << ",\n  \"seed\": " << o.seed
      << ",\n  \"turn_cap\": " << o.turnCap << ",\n  \"bots\": " << jsonString(policyName(o.policy)) << ",\n";
  out << "  \"mean_turns\": " << fixed(r.meanTurns) << ",\n  \"median_turns\": " << fixed(r.medianTurns, 1) << ",\n";
  out << "  \"win_reasons\": {";
  for (std::size_t i = 0; i < std::size(kReasons); ++i) {
    out << (i ? ", " : "") << jsonString(winReasonName(kReasons[i])) << ": " << r.winsByReason[static_cast<int>(kReasons[i])];
  }
  out << "},\n  \"wins_by_seat\": [";
  for (std::size_t s = 0; s < r.winsBySeat.size(); ++s) out << (s ? ", " : "") << r.winsBySeat[s];
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
  out << (r.cards.empty() ? "]" : "\n  ]") << ",\n  \"invariant_errors\": " << r.errorCount << ",\n  \"errors\": [";
  for (std::size_t i = 0; i < r.errors.size(); ++i) out << (i ? ", " : "") << jsonString(r.errors[i]);
  out << "]\n}\n";
}

void writeReportText(const SimulationReport& r, std::ostream& out) {
  const SimulationOptions& o = r.options;
  out << r.setTitle << " (" << r.setId << "): " << o.games << " games, " << o.players << " players, seed " << o.seed
      << ", " << policyName(o.policy) << " bots\n";
  out << "turns: mean " << fixed(r.meanTurns, 2) << ", median " << fixed(r.medianTurns, 1) << "\n";
  out << "win reasons:";
  for (WinReason reason : kReasons) out << " " << winReasonName(reason) << " " << r.winsByReason[static_cast<int>(reason)];
  out << "\nwins by seat:";
  for (std::size_t s = 0; s < r.winsBySeat.size(); ++s) out << " p" << s << " " << r.winsBySeat[s];
  out << "\n";
  for (const auto* groups : {&r.byClass, &r.byRace}) {
    out << (groups == &r.byClass ? "by class:\n" : "by race:\n");
    for (const GroupStat& g : *groups) {
      out << "  " << g.name << ": " << g.wins << "/" << g.players << " won ("
          << fixed(g.players ? 100.0 * static_cast<double>(g.wins) / static_cast<double>(g.players) : 0, 1) << "%)\n";
    }
  }
  out << "cards (win rate of holders [95% CI] vs others):\n";
  for (const CardStat& c : r.cards) {
    out << "  " << c.name << ": " << fixed(100 * c.heldRate, 1) << "% [" << fixed(100 * c.low, 1) << ", "
        << fixed(100 * c.high, 1) << "] of " << c.held << " vs " << fixed(100 * c.notHeldRate, 1) << "% of " << c.notHeld
        << "\n";
  }
  out << "invariant errors: " << r.errorCount << "\n";
  for (const std::string& e : r.errors) out << "  " << e << "\n";
}

}  // namespace munchkin
