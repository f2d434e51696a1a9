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

}  // namespace munchkin
