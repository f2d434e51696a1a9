#include "munchkin/vocabulary.h"

#include <array>

namespace munchkin {
namespace {

#define MUNCHKIN_SPELLING_ENTRY(name, spelling) std::string_view{spelling},
constexpr std::array kShapeWords{MUNCHKIN_SHAPES(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kTriggerWords{MUNCHKIN_TRIGGERS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kTimingWords{MUNCHKIN_TIMINGS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kLimitWords{std::string_view{}, MUNCHKIN_LIMITS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kTargetWords{MUNCHKIN_TARGETS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kActionWords{MUNCHKIN_ACTIONS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kPredicateWords{MUNCHKIN_PREDICATES(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kSubjectWords{MUNCHKIN_SUBJECTS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kResourceWords{MUNCHKIN_RESOURCES(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kSlotWords{MUNCHKIN_SLOTS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kComparisonWords{MUNCHKIN_COMPARISONS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kItemWords{MUNCHKIN_ITEM_WORDS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kPlayerWords{MUNCHKIN_PLAYER_WORDS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kMonsterWords{MUNCHKIN_MONSTER_WORDS(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kQuantityWords{MUNCHKIN_QUANTITIES(MUNCHKIN_SPELLING_ENTRY)};
constexpr std::array kAmountFunctionWords{MUNCHKIN_AMOUNT_FUNCTIONS(MUNCHKIN_SPELLING_ENTRY)};
#undef MUNCHKIN_SPELLING_ENTRY

template <typename Enum>
struct Words;
#define MUNCHKIN_WORDS(Enum, table) \
  template <>                       \
  struct Words<Enum> {              \
    static constexpr const auto& list = table; \
  };
MUNCHKIN_WORDS(Shape, kShapeWords)
MUNCHKIN_WORDS(Trigger, kTriggerWords)
MUNCHKIN_WORDS(Timing, kTimingWords)
MUNCHKIN_WORDS(Limit, kLimitWords)
MUNCHKIN_WORDS(Target, kTargetWords)
MUNCHKIN_WORDS(Action, kActionWords)
MUNCHKIN_WORDS(Predicate, kPredicateWords)
MUNCHKIN_WORDS(Subject, kSubjectWords)
MUNCHKIN_WORDS(Resource, kResourceWords)
MUNCHKIN_WORDS(Slot, kSlotWords)
MUNCHKIN_WORDS(Comparison, kComparisonWords)
MUNCHKIN_WORDS(ItemWord, kItemWords)
MUNCHKIN_WORDS(PlayerWord, kPlayerWords)
MUNCHKIN_WORDS(MonsterWord, kMonsterWords)
MUNCHKIN_WORDS(Quantity, kQuantityWords)
MUNCHKIN_WORDS(AmountFunction, kAmountFunctionWords)
#undef MUNCHKIN_WORDS

template <typename Enum>
std::string_view lookup(Enum value) {
  const auto& list = Words<Enum>::list;
  const auto index = static_cast<std::size_t>(value);
  return index < list.size() ? list[index] : std::string_view{};
}

}  // namespace

std::string_view spelling(Shape v) { return lookup(v); }
std::string_view spelling(Trigger v) { return lookup(v); }
std::string_view spelling(Timing v) { return lookup(v); }
std::string_view spelling(Limit v) { return lookup(v); }
std::string_view spelling(Target v) { return lookup(v); }
std::string_view spelling(Action v) { return lookup(v); }
std::string_view spelling(Predicate v) { return lookup(v); }
std::string_view spelling(Subject v) { return lookup(v); }
std::string_view spelling(Resource v) { return lookup(v); }
std::string_view spelling(Slot v) { return lookup(v); }
std::string_view spelling(Comparison v) { return lookup(v); }
std::string_view spelling(ItemWord v) { return lookup(v); }
std::string_view spelling(PlayerWord v) { return lookup(v); }
std::string_view spelling(MonsterWord v) { return lookup(v); }
std::string_view spelling(Quantity v) { return lookup(v); }
std::string_view spelling(AmountFunction v) { return lookup(v); }

const char* shapeTitle(Shape shape) {
  switch (shape) {
    case Shape::Monster: return "Monster";
    case Shape::Enhancer: return "Monster Enhancer";
    case Shape::Curse: return "Curse";
    case Shape::Class: return "Class";
    case Shape::Race: return "Race";
    case Shape::Army: return "Army";
    case Shape::Mojo: return "Mojo";
    case Shape::Power: return "Power";
    case Shape::Item: return "Item";
    case Shape::OneShot: return "One-Shot";
    case Shape::LevelUp: return "Go Up a Level";
    case Shape::Special: return "Special";
    case Shape::Sidekick: return "Sidekick";
    case Shape::Steed: return "Steed";
    case Shape::Seal: return "Seal";
    case Shape::Modifier: return "Modifier";
    case Shape::Feat: return "Feat";
  }
  return "";
}

template <typename Enum>
std::optional<Enum> parseWord(std::string_view word) {
  const auto& list = Words<Enum>::list;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!list[i].empty() && list[i] == word) return static_cast<Enum>(i);
  }
  return std::nullopt;
}

template <typename Enum>
const std::string_view* allSpellings(std::size_t& count) {
  const auto& list = Words<Enum>::list;
  count = list.size();
  return list.data();
}

#define MUNCHKIN_INSTANTIATE(Enum)                                  \
  template std::optional<Enum> parseWord<Enum>(std::string_view);   \
  template const std::string_view* allSpellings<Enum>(std::size_t&);
MUNCHKIN_INSTANTIATE(Shape)
MUNCHKIN_INSTANTIATE(Trigger)
MUNCHKIN_INSTANTIATE(Timing)
MUNCHKIN_INSTANTIATE(Limit)
MUNCHKIN_INSTANTIATE(Target)
MUNCHKIN_INSTANTIATE(Action)
MUNCHKIN_INSTANTIATE(Predicate)
MUNCHKIN_INSTANTIATE(Subject)
MUNCHKIN_INSTANTIATE(Resource)
MUNCHKIN_INSTANTIATE(Slot)
MUNCHKIN_INSTANTIATE(Comparison)
MUNCHKIN_INSTANTIATE(ItemWord)
MUNCHKIN_INSTANTIATE(PlayerWord)
MUNCHKIN_INSTANTIATE(MonsterWord)
MUNCHKIN_INSTANTIATE(Quantity)
MUNCHKIN_INSTANTIATE(AmountFunction)
#undef MUNCHKIN_INSTANTIATE

}  // namespace munchkin
