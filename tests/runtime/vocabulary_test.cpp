#include "munchkin/vocabulary.h"

#include <catch2/catch.hpp>

using namespace munchkin;

TEST_CASE("every word round-trips through its spelling") {
  std::size_t count = 0;
  const std::string_view* words = allSpellings<Action>(count);
  REQUIRE(count > 10);
  for (std::size_t i = 0; i < count; ++i) {
    auto parsed = parseWord<Action>(words[i]);
    REQUIRE(parsed.has_value());
    CHECK(spelling(*parsed) == words[i]);
  }
  CHECK(parseWord<Trigger>("combat_won") == Trigger::CombatWon);
  CHECK_FALSE(parseWord<Trigger>("combat_wonn").has_value());
  CHECK(spelling(Limit::None).empty());
}
