// Block coverage: from the per-block counters of the games to the report's
// entries, and those written as text or JSON.
#include "munchkin/coverage.h"

#include <algorithm>

#include "json_text.h"

namespace munchkin {
namespace {

std::string whenWords(const EffectDef& effect) {
  switch (effect.kind) {
    case EffectKind::On: return std::string(spelling(effect.trigger));
    case EffectKind::Play: {
      const std::string timing(spelling(effect.timing));
      return effect.ownTurnOnly && effect.timing != Timing::OwnTurn ? "own_turn " + timing : timing;
    }
    case EffectKind::While:
    case EffectKind::BadStuff: return "";
  }
  return "";
}

std::string place(const BlockCoverage& block) {
  return (block.file.empty() ? std::string("?") : block.file) + ":" + std::to_string(block.line);
}

}  // namespace

const char* blockKindWord(EffectKind kind) {
  switch (kind) {
    case EffectKind::Play: return "play";
    case EffectKind::On: return "on";
    case EffectKind::While: return "while";
    case EffectKind::BadStuff: return "bad_stuff";
  }
  return "play";
}

std::string blockWords(const BlockCoverage& block) {
  std::string text = blockKindWord(block.kind);
  if (!block.when.empty()) text += " " + block.when;
  return text;
}

std::vector<BlockCoverage> blockCoverage(const SetTables& tables, std::span<const std::uint64_t> counters) {
  std::vector<BlockCoverage> out;
  for (const CardDef& card : tables.cards) {
    for (std::uint32_t e = 0; e < card.effects.count; ++e) {
      const std::size_t index = card.effects.first + e;
      const EffectDef& effect = tables.effects[index];
      BlockCoverage block;
      block.cardId = card.id;
      block.card = card.name;
      block.block = static_cast<int>(e);
      block.kind = effect.kind;
      block.when = whenWords(effect);
      block.file = card.source ? card.source : "";
      block.line = effect.line;
      block.count = index < counters.size() ? static_cast<long long>(counters[index]) : 0;
      out.push_back(std::move(block));
    }
  }
  return out;
}

void addCoverage(std::vector<BlockCoverage>& total, std::span<const BlockCoverage> more) {
  for (std::size_t i = 0; i < total.size() && i < more.size(); ++i) total[i].count += more[i].count;
}

void writeCoverageText(std::span<const BlockCoverage> coverage, std::ostream& out) {
  out << "coverage (times each block acted; a `while` block: fights whose outcome it was read for, and turn ends "
         "for its grants):\n";
  std::size_t placeWidth = 0, whatWidth = 0, countWidth = 1;
  for (const BlockCoverage& block : coverage) {
    placeWidth = std::max(placeWidth, place(block).size());
    whatWidth = std::max(whatWidth, blockWords(block).size());
    countWidth = std::max(countWidth, std::to_string(block.count).size());
  }
  const auto padRight = [](std::string text, std::size_t width) {
    return text + std::string(width - text.size(), ' ');
  };
  const auto padLeft = [](std::string text, std::size_t width) { return std::string(width - text.size(), ' ') + text; };
  std::size_t never = 0;
  for (std::size_t i = 0; i < coverage.size(); ++i) {
    const BlockCoverage& block = coverage[i];
    if (i == 0 || coverage[i - 1].cardId != block.cardId) out << "  " << block.card << "\n";
    out << "    " << padRight(place(block), placeWidth) << "   " << padRight(blockWords(block), whatWidth) << "   "
        << padLeft(std::to_string(block.count), countWidth) << "\n";
    never += block.count == 0;
  }
  out << "never ran: " << never << " of " << coverage.size() << " blocks\n";
  for (const BlockCoverage& block : coverage) {
    if (block.count == 0) out << "  " << block.card << ": " << blockWords(block) << " (" << place(block) << ")\n";
  }
}

void writeCoverageJson(std::span<const BlockCoverage> coverage, std::ostream& out) {
  out << "[";
  for (std::size_t i = 0; i < coverage.size(); ++i) {
    const BlockCoverage& b = coverage[i];
    out << (i ? ",\n" : "\n") << "    {\"card\": " << jsonString(b.card) << ", \"id\": " << jsonString(b.cardId)
        << ", \"block\": " << b.block << ", \"kind\": " << jsonString(blockKindWord(b.kind))
        << ", \"when\": " << jsonString(b.when) << ", \"file\": " << jsonString(b.file) << ", \"line\": " << b.line
        << ", \"count\": " << b.count << "}";
  }
  out << (coverage.empty() ? "]" : "\n  ]");
}

}  // namespace munchkin
