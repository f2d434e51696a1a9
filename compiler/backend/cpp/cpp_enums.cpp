#include "backend/cpp/cpp_enums.h"

#include <iterator>
#include <stdexcept>

namespace munchkinc {
namespace {

// The vocabulary's X-macros list every enumerator, so these tables cannot
// fall behind it.
#define MUNCHKIN_SHAPE_NAME(name, spelling) "Shape::" #name,
#define MUNCHKIN_TRIGGER_NAME(name, spelling) "Trigger::" #name,
#define MUNCHKIN_TIMING_NAME(name, spelling) "Timing::" #name,
#define MUNCHKIN_LIMIT_NAME(name, spelling) "Limit::" #name,
#define MUNCHKIN_TARGET_NAME(name, spelling) "Target::" #name,
#define MUNCHKIN_ACTION_NAME(name, spelling) "Action::" #name,
#define MUNCHKIN_PREDICATE_NAME(name, spelling) "Predicate::" #name,
#define MUNCHKIN_SUBJECT_NAME(name, spelling) "Subject::" #name,
#define MUNCHKIN_SLOT_NAME(name, spelling) "Slot::" #name,
#define MUNCHKIN_COMPARISON_NAME(name, spelling) "Comparison::" #name,
#define MUNCHKIN_QUANTITY_NAME(name, spelling) "Quantity::" #name,
#define MUNCHKIN_FUNCTION_NAME(name, spelling) "AmountFunction::" #name,

constexpr std::string_view kShapes[] = {MUNCHKIN_SHAPES(MUNCHKIN_SHAPE_NAME)};
constexpr std::string_view kTriggers[] = {MUNCHKIN_TRIGGERS(MUNCHKIN_TRIGGER_NAME)};
constexpr std::string_view kTimings[] = {MUNCHKIN_TIMINGS(MUNCHKIN_TIMING_NAME)};
constexpr std::string_view kLimits[] = {"Limit::None", MUNCHKIN_LIMITS(MUNCHKIN_LIMIT_NAME)};
constexpr std::string_view kTargets[] = {MUNCHKIN_TARGETS(MUNCHKIN_TARGET_NAME)};
constexpr std::string_view kActions[] = {MUNCHKIN_ACTIONS(MUNCHKIN_ACTION_NAME)};
constexpr std::string_view kPredicates[] = {MUNCHKIN_PREDICATES(MUNCHKIN_PREDICATE_NAME)};
constexpr std::string_view kSubjects[] = {MUNCHKIN_SUBJECTS(MUNCHKIN_SUBJECT_NAME)};
constexpr std::string_view kSlots[] = {MUNCHKIN_SLOTS(MUNCHKIN_SLOT_NAME)};
constexpr std::string_view kComparisons[] = {MUNCHKIN_COMPARISONS(MUNCHKIN_COMPARISON_NAME)};
constexpr std::string_view kQuantities[] = {MUNCHKIN_QUANTITIES(MUNCHKIN_QUANTITY_NAME)};
constexpr std::string_view kAmountFunctions[] = {MUNCHKIN_AMOUNT_FUNCTIONS(MUNCHKIN_FUNCTION_NAME)};
constexpr std::string_view kAmountOps[] = {"AmountOp::Constant", "AmountOp::Quantity", "AmountOp::Add",
                                           "AmountOp::Subtract", "AmountOp::Multiply", "AmountOp::Call"};
constexpr std::string_view kEffectKinds[] = {"EffectKind::Play", "EffectKind::On", "EffectKind::While",
                                             "EffectKind::BadStuff"};
constexpr std::string_view kCondOps[] = {"CondOp::Test", "CondOp::Compare", "CondOp::And", "CondOp::Or",
                                         "CondOp::Not"};

#undef MUNCHKIN_SHAPE_NAME
#undef MUNCHKIN_TRIGGER_NAME
#undef MUNCHKIN_TIMING_NAME
#undef MUNCHKIN_LIMIT_NAME
#undef MUNCHKIN_TARGET_NAME
#undef MUNCHKIN_ACTION_NAME
#undef MUNCHKIN_PREDICATE_NAME
#undef MUNCHKIN_SUBJECT_NAME
#undef MUNCHKIN_SLOT_NAME
#undef MUNCHKIN_COMPARISON_NAME
#undef MUNCHKIN_QUANTITY_NAME
#undef MUNCHKIN_FUNCTION_NAME

// Tables whose values did not come from the vocabulary's lists (a corrupt
// SetTables) must not read past an array.
template <typename Enum, std::size_t N>
std::string_view lookup(const std::string_view (&names)[N], Enum value) {
  const auto index = static_cast<std::size_t>(value);
  if (index >= N) throw std::out_of_range("an enum value outside its vocabulary");
  return names[index];
}

}  // namespace

std::string_view cppEnumerator(munchkin::Shape value) { return lookup(kShapes, value); }
std::string_view cppEnumerator(munchkin::Trigger value) { return lookup(kTriggers, value); }
std::string_view cppEnumerator(munchkin::Timing value) { return lookup(kTimings, value); }
std::string_view cppEnumerator(munchkin::Limit value) { return lookup(kLimits, value); }
std::string_view cppEnumerator(munchkin::Target value) { return lookup(kTargets, value); }
std::string_view cppEnumerator(munchkin::Action value) { return lookup(kActions, value); }
std::string_view cppEnumerator(munchkin::Predicate value) { return lookup(kPredicates, value); }
std::string_view cppEnumerator(munchkin::Subject value) { return lookup(kSubjects, value); }
std::string_view cppEnumerator(munchkin::Slot value) { return lookup(kSlots, value); }
std::string_view cppEnumerator(munchkin::Comparison value) { return lookup(kComparisons, value); }
std::string_view cppEnumerator(munchkin::EffectKind value) { return lookup(kEffectKinds, value); }
std::string_view cppEnumerator(munchkin::CondOp value) { return lookup(kCondOps, value); }

constexpr std::string_view kItemQuantities[] = {"ItemQuantity::One", "ItemQuantity::All", "ItemQuantity::MostValuable"};
std::string_view cppEnumerator(munchkin::ItemQuantity value) { return lookup(kItemQuantities, value); }
std::string_view cppEnumerator(munchkin::Quantity value) { return lookup(kQuantities, value); }
std::string_view cppEnumerator(munchkin::AmountFunction value) { return lookup(kAmountFunctions, value); }
std::string_view cppEnumerator(munchkin::AmountOp value) { return lookup(kAmountOps, value); }
constexpr std::string_view kDrawnBy[] = {"DrawnBy::Holder", "DrawnBy::AnyPlayer", "DrawnBy::OtherPlayer"};
std::string_view cppEnumerator(munchkin::DrawnBy value) { return lookup(kDrawnBy, value); }

}  // namespace munchkinc
