// The rule-conflict checker: static analysis of a checked model for cards
// that break the core rules without superseding them, cards that contradict
// each other, and clashes between combined sets.
#pragma once

#include "model/model.h"
#include "source/diagnostics.h"

namespace munchkinc {

void checkConflicts(const model::Model& model, const SourceManager& sources, DiagnosticEngine& diagnostics);

}  // namespace munchkinc
