// A case's set: base.mkn followed by the case's own `mkn:`, built by the front
// end exactly as `munchkinc check` builds a set, lowered and prepared for the
// engine the way `munchkinc simulate` loads one at run time.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "lower/lowered_set.h"
#include "model/model.h"
#include "munchkin/prepared_set.h"

namespace conformance {

struct CaseSet {
  munchkinc::model::Model model;  // the checked model (the vocabulary walk reads it)
  munchkinc::LoweredSet lowered;  // what `prepared` points into
  std::optional<munchkin::PreparedSet> prepared;
};

// Writes the set into a temporary folder and builds it. Throws CaseError with
// the diagnostics when it does not check cleanly (any error or warning), or
// the engine's reason when it refuses the tables.
std::unique_ptr<CaseSet> buildCaseSet(const std::string& baseText, const std::string& caseMkn);

}  // namespace conformance
