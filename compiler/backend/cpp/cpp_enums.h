// How generated code names the runtime's enumerators: `Shape::Monster`,
// `Action::LoseLevels`. Generated code lives in namespace munchkin::sets, so
// the names are written relative to namespace munchkin.
#pragma once

#include <string_view>

#include "munchkin/tables.h"

namespace munchkinc {

std::string_view cppEnumerator(munchkin::Shape value);
std::string_view cppEnumerator(munchkin::Trigger value);
std::string_view cppEnumerator(munchkin::Timing value);
std::string_view cppEnumerator(munchkin::Limit value);
std::string_view cppEnumerator(munchkin::Target value);
std::string_view cppEnumerator(munchkin::Action value);
std::string_view cppEnumerator(munchkin::Predicate value);
std::string_view cppEnumerator(munchkin::Subject value);
std::string_view cppEnumerator(munchkin::Slot value);
std::string_view cppEnumerator(munchkin::Comparison value);
std::string_view cppEnumerator(munchkin::EffectKind value);
std::string_view cppEnumerator(munchkin::CondOp value);
std::string_view cppEnumerator(munchkin::ItemQuantity value);
std::string_view cppEnumerator(munchkin::DrawnBy value);
std::string_view cppEnumerator(munchkin::Quantity value);
std::string_view cppEnumerator(munchkin::AmountFunction value);
std::string_view cppEnumerator(munchkin::AmountOp value);

}  // namespace munchkinc
