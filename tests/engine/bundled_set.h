// A bundled set of sets/ the way `munchkinc simulate` runs it: built by the
// front end, lowered to SetTables at run time and prepared for the engine.
#pragma once

#include <cstdint>
#include <string>

#include "munchkin/prepared_set.h"

namespace engine_test {

// The set at `relativePath` under sets/ ("zombies", "crossovers/all-four"),
// built once per process and kept (not thread-safe); throws
// std::runtime_error, with the diagnostics, when it does not build or prepare.
const munchkin::PreparedSet& bundledSet(const std::string& relativePath);

// A set written in a test (a whole unit, `uses core;` and all), built like
// bundledSet and kept by its text.
const munchkin::PreparedSet& textSet(const std::string& text);

// The design index of the card called `name`; throws std::runtime_error when missing.
std::uint16_t designNamed(const munchkin::PreparedSet& set, const std::string& name);

}  // namespace engine_test
