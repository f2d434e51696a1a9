// Plain-English descriptions of effect steps, for cards whose source gives a
// Bad Stuff block but no words for it.
#pragma once

#include <string>

#include "model/model.h"

namespace munchkinc::sheets {

std::string describeCondition(const model::Condition& condition);
std::string describeStep(const model::ActionStep& step);
// Steps one after another ("lose 1 level, then ..."), a choice among them in
// words: "choose one: A; or B", "you may A", "+3 in combat to either side".
std::string describeSteps(const std::vector<model::ActionStep>& steps);
// "Lose 2 levels. If you are a Elf: lose your headgear." — one sentence per block.
std::string describeBadStuff(const model::Card& card);
// The `play` blocks of a window, one sentence each, saying when the card is
// played: "Play after your Run Away roll fails, before its Bad Stuff: escape
// that monster automatically." Empty when the card waits for no window.
std::string describeWindowPlays(const model::Card& card);

}  // namespace munchkinc::sheets
