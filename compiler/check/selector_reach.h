// What a selector can reach in a build (docs/semantics.md, Selectors), for
// the checks that bound an action by whom or what it can act on.
#pragma once

#include <optional>
#include <vector>

#include "model/model.h"

namespace munchkinc::check {

// The monster cards of the build that `select` keeps: its tag (or a tag
// merged with it by `equiv`), its name and its level bounds all hold.
std::vector<const model::Card*> monstersMatching(const model::Model& model, const model::MonsterSelect& select);

// The most levels a monster the step's selector keeps gives for its kill; 0
// when it keeps none. Without a selector, nullopt: any monster may be the one.
std::optional<int> mostLevelsSelected(const model::Model& model, const model::ActionStep& step);

// The highest Level a player the step reaches can be at, by its selector's
// `level` filters; nullopt when they set no upper bound.
std::optional<int> highestLevelSelected(const model::ActionStep& step);

}  // namespace munchkinc::check
