#include "check/selector_reach.h"

#include <algorithm>
#include <set>
#include <string>

namespace munchkinc::check {
namespace {

// `tag` and every tag `equiv` makes equal to it, however many steps away.
std::set<std::string> mergedTags(const model::Model& model, const std::string& tag) {
  std::set<std::string> tags = {tag};
  for (bool grew = true; grew;) {
    grew = false;
    for (const model::Equivalence& e : model.equivalences) {
      const bool touches = std::any_of(e.names.begin(), e.names.end(), [&](const std::string& n) { return tags.count(n) > 0; });
      if (!touches) continue;
      for (const std::string& n : e.names) grew |= tags.insert(n).second;
    }
  }
  return tags;
}

}  // namespace

std::vector<const model::Card*> monstersMatching(const model::Model& model, const model::MonsterSelect& select) {
  const std::set<std::string> tags = select.tag.empty() ? std::set<std::string>() : mergedTags(model, select.tag);
  std::vector<const model::Card*> out;
  for (const model::Card& card : model.cards) {
    if (card.shape != Shape::Monster) continue;
    if (!select.name.empty() && card.name != select.name) continue;
    if (!tags.empty() && std::none_of(card.tags.begin(), card.tags.end(), [&](const std::string& t) { return tags.count(t) > 0; })) {
      continue;
    }
    if (select.level.min && card.level < *select.level.min) continue;
    if (select.level.max && card.level > *select.level.max) continue;
    out.push_back(&card);
  }
  return out;
}

std::optional<int> mostLevelsSelected(const model::Model& model, const model::ActionStep& step) {
  if (!step.monsters) return std::nullopt;
  int most = 0;
  for (const model::Card* monster : monstersMatching(model, *step.monsters)) most = std::max(most, monster->levels);
  return most;
}

std::optional<int> highestLevelSelected(const model::ActionStep& step) {
  if (!step.players) return std::nullopt;
  return step.players->level.max;
}

}  // namespace munchkinc::check
