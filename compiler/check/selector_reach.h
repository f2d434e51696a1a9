// What a selector can reach in a build (docs/semantics.md, Selectors), for
// the checks that bound an action by whom or what it can act on.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "model/model.h"

namespace munchkinc::check {

// The monster cards of a build, asked which of them a monster selector keeps:
// its tag (or a tag merged with it by `equiv`), its name and its level bounds
// must all hold. Answers are kept, so a build of many cards that say the same
// selector pays for it once.
class MonsterReach {
 public:
  explicit MonsterReach(const model::Model& model);

  // The most levels a monster the selector keeps gives for its kill; 0 when
  // it keeps none (every monster gives at least 1).
  int mostLevels(const model::MonsterSelect& select);

 private:
  const std::set<std::string>& mergedTags(const std::string& tag);

  const model::Model& model_;
  std::vector<const model::Card*> monsters_;
  std::map<std::string, std::set<std::string>> tags_;
  std::map<std::tuple<std::string, std::string, std::optional<int>, std::optional<int>>, int> answers_;
};

}  // namespace munchkinc::check
