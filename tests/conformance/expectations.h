// The `expect:` blocks of a case (README.md, "Expectations"): each key
// compared with the game as it is, every mismatch collected.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "munchkin/engine.h"
#include "scripted_bot.h"

namespace conformance {

// What an expectation is compared with.
struct GameState {
  const munchkin::Game& game;
  const std::vector<Question>& asked;  // every question asked so far
  std::optional<bool> won;             // how the fight of the step ended, if one was resolved
  const std::string& where;            // "step 2 (...)", for the messages
};

// Adds "<where>: <key>: expected E, actual A" to `mismatches` for each key of
// `expect` that does not hold. Throws CaseError on an unknown or malformed key.
void checkExpectations(const YAML::Node& expect, const GameState& state, std::vector<std::string>& mismatches);

}  // namespace conformance
