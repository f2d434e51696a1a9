#include "munchkin/table_storage.h"

namespace munchkin {

const char* TableStorage::keep(std::string_view text) {
  if (text.empty()) return "";
  return strings.emplace_back(text).c_str();
}

void TableStorage::bind() {
  tables.params = params;
  tables.decks = decks;
  tables.slots = slots;
  tables.kinds = kinds;
  tables.tags = tags;
  tables.rules = rules;
  tables.names = names;
  tables.cards = cards;
  tables.effects = effects;
  tables.conditions = conditions;
  tables.actions = actions;
  tables.refs = refs;
  tables.indexPool = indexPool;
  tables.itemSelects = itemSelects;
  tables.selects = selects;
  tables.computed = computed;
  tables.amountInstrs = amountInstrs;
}

}  // namespace munchkin
