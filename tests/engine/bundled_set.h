// A bundled set of sets/ the way `munchkinc simulate` runs it: built by the
// front end, lowered to SetTables at run time and prepared for the engine.
#pragma once

#include <cstdint>
#include <string>

#include "munchkin/engine.h"
#include "munchkin/prepared_set.h"

namespace engine_test {

// The set at `relativePath` under sets/ ("zombies", "crossovers/all-four"),
// built once per process and kept (not thread-safe); throws
// std::runtime_error, with the diagnostics, when it does not build or prepare.
const munchkin::PreparedSet& bundledSet(const std::string& relativePath);

// A set written in .mkn by a test (it may `uses core;`), built the same way
// and kept like the bundled ones.
const munchkin::PreparedSet& setFromText(const std::string& text);
// A set made of `cards` (.mkn text) on top of the core rules: setFromText
// with a small set header in front.
const munchkin::PreparedSet& textSet(const std::string& cards);

// The design index of the card called `name`; throws std::runtime_error when missing.
std::uint16_t designNamed(const munchkin::PreparedSet& set, const std::string& name);

// A bare table for a scenario: every hand and every card in play discarded,
// every player at Level 1, seat 0's turn.
void clearTable(munchkin::Game& game);

// A copy of the card called `name` still in a deck; throws std::runtime_error when every copy is out.
munchkin::CardId takeCard(munchkin::Game& game, const std::string& name);

}  // namespace engine_test
