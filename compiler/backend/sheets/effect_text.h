// Plain-English descriptions of effect steps, for cards whose source gives a
// Bad Stuff block but no words for it.
#pragma once

#include <string>

#include "model/model.h"

namespace munchkinc::sheets {

std::string describeCondition(const model::Condition& condition);
std::string describeStep(const model::ActionStep& step);
// "Lose 2 levels. If you are a Elf: lose your headgear." — one sentence per block.
std::string describeBadStuff(const model::Card& card);

}  // namespace munchkinc::sheets
