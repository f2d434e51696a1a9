// Block coverage of a simulation (`simulate --coverage`): how often each
// block of each card acted over all the games, and where it is written.
// Game::countBlocksInto says when a block counts.
#pragma once

#include <cstdint>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "munchkin/tables.h"

namespace munchkin {

struct BlockCoverage {
  std::string cardId, card;  // CardDef::id and name
  int block = 0;             // index among the card's blocks (CardDef::effects)
  EffectKind kind = EffectKind::Play;
  std::string when;          // "combat_start" for `on`, "own_turn in_combat" for `play`, "" otherwise
  std::string file;          // CardDef::source
  int line = 0;              // EffectDef::line
  long long count = 0;
};

// One entry per block of `tables`, in table order, from one counter per
// block (SetTables::effects).
std::vector<BlockCoverage> blockCoverage(const SetTables& tables, std::span<const std::uint64_t> counters);

// Adds the counts of `more` (of the same tables) to `total`.
void addCoverage(std::vector<BlockCoverage>& total, std::span<const BlockCoverage> more);

// "play", "on", "while", "bad_stuff".
const char* blockKindWord(EffectKind kind);
// The block as the reports name it: its kind and `when` ("on combat_won", "while").
std::string blockWords(const BlockCoverage& block);

// The text section: per card, each block with its place and count, then the
// blocks that never ran.
void writeCoverageText(std::span<const BlockCoverage> coverage, std::ostream& out);
// The value of the JSON key "coverage": a list of
// {"card", "id", "block", "kind", "when", "file", "line", "count"}, indented
// as a member of a report object.
void writeCoverageJson(std::span<const BlockCoverage> coverage, std::ostream& out);

}  // namespace munchkin
