#include "model/model.h"

#include <algorithm>

namespace munchkinc::model {
namespace {

template <typename T>
const T* findByName(const std::vector<T>& items, std::string_view name) {
  auto it = std::find_if(items.begin(), items.end(), [&](const T& t) { return t.name == name; });
  return it == items.end() ? nullptr : &*it;
}

}  // namespace

const Kind* Model::findKind(std::string_view name) const { return findByName(kinds, name); }
const Param* Model::findParam(std::string_view name) const { return findByName(params, name); }
const Named* Model::findRule(std::string_view id) const { return findByName(rules, id); }

int Model::param(std::string_view name, int fallback) const {
  const Param* p = findParam(name);
  return p ? p->value : fallback;
}

}  // namespace munchkinc::model
