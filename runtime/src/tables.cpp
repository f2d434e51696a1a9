#include "munchkin/tables.h"

#include <string_view>

namespace munchkin {

int paramValue(const SetTables& tables, const char* name, int fallback) {
  const std::string_view wanted{name};
  for (const ParamDef& param : tables.params) {
    if (wanted == param.name) return param.value;
  }
  return fallback;
}

const char* kindTitle(const SetTables& tables, const CardDef& card) {
  if (card.kindIndex >= 0 && static_cast<std::size_t>(card.kindIndex) < tables.kinds.size()) {
    const char* title = tables.kinds[static_cast<std::size_t>(card.kindIndex)].title;
    if (title && *title) return title;
  }
  return shapeTitle(card.shape);
}

}  // namespace munchkin
