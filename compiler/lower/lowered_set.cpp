#include "lower/lowered_set.h"

namespace munchkinc {

const char* LoweredSet::keep(std::string_view text) {
  if (text.empty()) return "";
  return strings_.emplace_back(text).c_str();
}

void LoweredSet::bind() {
  tables_.params = params_;
  tables_.decks = decks_;
  tables_.slots = slots_;
  tables_.kinds = kinds_;
  tables_.tags = tags_;
  tables_.rules = rules_;
  tables_.names = names_;
  tables_.cards = cards_;
  tables_.effects = effects_;
  tables_.conditions = conditions_;
  tables_.actions = actions_;
  tables_.refs = refs_;
  tables_.indexPool = indexPool_;
}

}  // namespace munchkinc
