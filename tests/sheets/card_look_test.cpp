#include "backend/sheets/card_look.h"

#include <catch2/catch.hpp>

#include "sheet_fixtures.h"

using namespace munchkinc;
using namespace munchkinc::sheets;

TEST_CASE("a box takes the fields of the styles its card meets, later ones over earlier", "[sheets][look]") {
  SourceManager sources;
  model::Model model = sheets_test::smallSet(sources);
  const model::Card& ants = model.cards[0];  // a monster tagged Fire
  const model::Card& curse = model.cards[2];
  Box box;
  box.size = 9;
  box.content = "{name}";
  auto style = [](Condition::Subject subject, std::string name, double size, std::vector<std::string> fields) {
    auto values = std::make_shared<Box>();
    values->size = size;
    values->content = "{kind}";
    return BoxStyle{{subject, std::move(name)}, std::move(fields), values};
  };
  box.styles.push_back(style(Condition::Subject::Kind, "monster", 11, {"size"}));
  box.styles.push_back(style(Condition::Subject::Tag, "Fire", 14, {"size", "content"}));
  box.styles.push_back(style(Condition::Subject::Deck, "treasure", 20, {"size"}));
  CHECK(matchingStyles(box, ants) == 0b011);
  CHECK(matchingStyles(box, curse) == 0);
  Box styled = styledBox(box, matchingStyles(box, ants));
  CHECK(styled.size == 14);
  CHECK(styled.content == "{kind}");
  CHECK(styledBox(box, 0b001).size == 11);
  CHECK(styledBox(box, 0b001).content == "{name}");  // fields a style does not name stay
}

TEST_CASE("each deck of each set has its own stable colour", "[sheets][look]") {
  SourceManager sources;
  model::Model model = sheets_test::smallSet(sources);
  const Colour door = deckColour(model, model.cards[0]), treasure = deckColour(model, model.cards[4]);
  auto differ = [](const Colour& a, const Colour& b) {
    return std::abs(a.red - b.red) + std::abs(a.green - b.green) + std::abs(a.blue - b.blue) > 0.3;
  };
  CHECK(differ(door, treasure));
  model::Card elsewhere = model.cards[0];
  elsewhere.unit = "another_set";
  CHECK(differ(door, deckColour(model, elsewhere)));
  // The same on every run: the hue comes from the set's id alone.
  CHECK(deckColour(model, model.cards[0]) == door);
  const Colour light = resolveTone({0, 0, 0, 1, Tone::DeckLight}, door);
  const Colour dark = resolveTone({0, 0, 0, 1, Tone::DeckDark}, door);
  CHECK(light.red + light.green + light.blue > door.red + door.green + door.blue);
  CHECK(dark.red + dark.green + dark.blue < door.red + door.green + door.blue);
  const Colour fixed{0.1, 0.2, 0.3, 1, Tone::Fixed};
  CHECK(resolveTone(fixed, door) == fixed);
}

TEST_CASE("a box grows over a neighbour below, above or beside it", "[sheets][look]") {
  Box text;
  text.x = 5, text.y = 40, text.width = 50, text.height = 20;
  Box below = text, above = text, right = text;
  below.y = 62, below.height = 10;
  above.y = 30, above.height = 8;
  right.x = 57, right.width = 4;
  Box grown = text;
  growOver(grown, below);
  CHECK(grown.y == 40);
  CHECK(grown.height == 32);
  grown = text;
  growOver(grown, above);
  CHECK(grown.y == 30);
  CHECK(grown.height == 30);
  grown = text;
  growOver(grown, right);
  CHECK(grown.width == 56);
  CHECK(grown.height == 20);
}
