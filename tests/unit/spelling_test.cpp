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
