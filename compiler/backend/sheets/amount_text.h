// Computed amounts (docs/semantics.md, Amounts) in plain words, for the rules
// text the sheets generate: `half_down(level)` is "half your Level, rounded
// down", `players class Cleric` "the number of Cleric players".
#pragma once

#include <string>

#include "model/model.h"

namespace munchkinc::sheets {

// A noun phrase for the amount, as the card's player reads it.
std::string describeAmount(const model::Amount& amount);

}  // namespace munchkinc::sheets
