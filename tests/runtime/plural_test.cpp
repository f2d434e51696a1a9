#include "munchkin/plural.h"

#include <catch2/catch.hpp>

using namespace munchkin;

TEST_CASE("a number takes the singular only for one") {
  CHECK(counted(1, "Treasure") == "1 Treasure");
  CHECK(counted(2, "Treasure") == "2 Treasures");
  CHECK(counted(0, "Treasure") == "0 Treasures");
  CHECK(counted(-1, "level") == "-1 level");
  CHECK(counted(-3, "level") == "-3 levels");
}

TEST_CASE("plurals follow the regular English endings") {
  CHECK(pluralOf("card") == "cards");
  CHECK(pluralOf("Class") == "Classes");
  CHECK(pluralOf("Army") == "Armies");
  CHECK(pluralOf("Key") == "Keys");
  CHECK(pluralOf("Mojo") == "Mojos");
  CHECK(pluralOf("Big item") == "Big items");
  CHECK(pluralOf("Sidekick") == "Sidekicks");
  CHECK(pluralOf("Match") == "Matches");
  CHECK(pluralOf("") == "");
}

TEST_CASE("an irregular noun passes its plural") {
  CHECK(counted(1, "Headgear", "Headgear") == "1 Headgear");
  CHECK(counted(2, "Headgear", "Headgear") == "2 Headgear");
  std::string line = "takes ";
  appendCounted(line, 3, "Treasure");
  CHECK(line == "takes 3 Treasures");
}
