#include "munchkin/tables.h"

#include <catch2/catch.hpp>

using namespace munchkin;

namespace {

// Generated code declares its tables exactly like this: constant arrays and
// one SetTables aggregate pointing at them.
constexpr ParamDef kParams[] = {{"win_level", 10, false}, {"seal_roll_each_turn", 1, true}};
constexpr const char* kNames[] = {"Undead"};
constexpr CardDef kCards[] = {{.id = "t.ghoul", .name = "Ghoul", .shape = Shape::Monster, .level = 4}};
constexpr SetTables kTables{.id = "t", .title = "Test", .params = kParams, .names = kNames, .cards = kCards};
static_assert(kTables.cards[0].level == 4);
static_assert(kTables.formatVersion == kTableFormatVersion);

}  // namespace

TEST_CASE("tables can be constant data and answer parameter lookups") {
  CHECK(paramValue(kTables, "win_level", 0) == 10);
  CHECK(paramValue(kTables, "seal_roll_each_turn", 0) == 1);
  CHECK(paramValue(kTables, "hand_limit", 5) == 5);
  CHECK(kTables.cards[0].value == -1);
}

TEST_CASE("a card's kind reads by its title, or its shape's when the tables give none") {
  // The second kind is as tables generated before KindDef::title read.
  static constexpr KindDef kinds[] = {{.name = "boon", .shape = Shape::LevelUp, .title = "Lucky Break"},
                               {.name = "trick", .shape = Shape::OneShot}};
  static constexpr CardDef cards[] = {{.name = "Found a Coin", .shape = Shape::LevelUp, .kindIndex = 0},
                               {.name = "Sleight", .shape = Shape::OneShot, .kindIndex = 1},
                               {.name = "Stray", .shape = Shape::Curse}};
  constexpr SetTables tables{.kinds = kinds, .cards = cards};
  CHECK(std::string_view(kindTitle(tables, cards[0])) == "Lucky Break");
  CHECK(std::string_view(kindTitle(tables, cards[1])) == "One-Shot");
  CHECK(std::string_view(kindTitle(tables, cards[2])) == "Curse");
}
