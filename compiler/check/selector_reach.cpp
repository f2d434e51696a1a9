#include "check/selector_reach.h"

#include <algorithm>

namespace munchkinc::check {

MonsterReach::MonsterReach(const model::Model& model) : model_(model) {
  for (const model::Card& card : model.cards) {
    if (card.shape == Shape::Monster) monsters_.push_back(&card);
  }
}

const std::set<std::string>& MonsterReach::mergedTags(const std::string& tag) {
  const auto known = tags_.find(tag);
  if (known != tags_.end()) return known->second;
  // The tag and every tag `equiv` makes equal to it, however many steps away.
  std::set<std::string> tags = {tag};
  for (bool grew = true; grew;) {
    grew = false;
    for (const model::Equivalence& e : model_.equivalences) {
      const bool touches = std::any_of(e.names.begin(), e.names.end(), [&](const std::string& n) { return tags.count(n) > 0; });
      if (!touches) continue;
      for (const std::string& n : e.names) grew |= tags.insert(n).second;
    }
  }
  return tags_.emplace(tag, std::move(tags)).first->second;
}

int MonsterReach::mostLevels(const model::MonsterSelect& select) {
  const auto key = std::make_tuple(select.tag, select.name, select.level.min, select.level.max);
  const auto known = answers_.find(key);
  if (known != answers_.end()) return known->second;
  const std::set<std::string>* tags = select.tag.empty() ? nullptr : &mergedTags(select.tag);
  int most = 0;
  for (const model::Card* monster : monsters_) {
    if (!select.name.empty() && monster->name != select.name) continue;
    if (tags && std::none_of(monster->tags.begin(), monster->tags.end(), [&](const std::string& t) { return tags->count(t) > 0; })) {
      continue;
    }
    if (select.level.min && monster->level < *select.level.min) continue;
    if (select.level.max && monster->level > *select.level.max) continue;
    most = std::max(most, monster->levels);
  }
  answers_.emplace(key, most);
  return most;
}

}  // namespace munchkinc::check
