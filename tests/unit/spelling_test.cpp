#include "source/spelling.h"

#include <catch2/catch.hpp>

using munchkinc::closestMatch;

TEST_CASE("suggestions tolerate one typo, a swap, and case", "[spelling]") {
  const std::vector<std::string_view> fields = {"level", "treasures", "levels", "tags"};
  CHECK(closestMatch("levle", fields) == "level");
  CHECK(closestMatch("treasure", fields) == "treasures");
  CHECK(closestMatch("TAGS", fields) == "tags");
}

TEST_CASE("no suggestion for unrelated words or exact matches", "[spelling]") {
  const std::vector<std::string_view> fields = {"level", "treasures"};
  CHECK(closestMatch("flavor", fields).empty());
  CHECK(closestMatch("level", fields).empty());
  CHECK(munchkinc::didYouMean("x", {}).empty());
}

TEST_CASE("a huge word is compared in linear memory and finds its near twin only", "[spelling]") {
  // The old full table was |word| x |candidate| cells: 30 KB against 30 KB was 7 GB.
  const std::string huge(30000, 'x');
  std::string twin = huge;
  twin[15000] = 'y';
  const std::vector<std::string_view> names = {"level", twin};
  CHECK(closestMatch(huge, names) == twin);
  CHECK(closestMatch(huge, {"level", "treasures"}).empty());
}

TEST_CASE("the closest of several candidates wins, the earliest among equals", "[spelling]") {
  CHECK(closestMatch("armour", {"armor", "armory", "amour"}) == "armor");
  CHECK(closestMatch("cabinet", {"cabinets", "cabinetz"}) == "cabinets");
}
