// Runs one case: sets up its table, runs its steps through the engine's
// public API with scripted bots, and compares its expectations (README.md).
#pragma once

#include <string>
#include <vector>

#include "case_set.h"
#include "conformance_case.h"

namespace conformance {

// The mismatches of the case, each "<where>: <key>: expected E, actual A";
// empty when it passes. The run stops after the first expectation block that
// has mismatches. Throws CaseError when the case cannot be set up or a step
// fails (a refused play, an unscripted choice, an engine error).
std::vector<std::string> runCase(const Case& c, const CaseSet& set);

}  // namespace conformance
