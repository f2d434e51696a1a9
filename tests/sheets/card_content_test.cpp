#include "backend/sheets/card_content.h"

#include <catch2/catch.hpp>

#include "backend/sheets/effect_text.h"
#include "sheet_fixtures.h"

using namespace munchkinc;
using sheets::PrintedCard;

namespace {

const PrintedCard& findPrinted(const std::vector<PrintedCard>& cards, const std::string& name) {
  for (const PrintedCard& p : cards) {
    if (p.card->name == name) return p;
  }
  FAIL("no card named " << name);
  throw;
}

}  // namespace

TEST_CASE("copies are expanded and grouped by deck in declaration order", "[sheets][content]") {
  SourceManager sources;
  model::Model model = sheets_test::smallSet(sources);
  std::vector<PrintedCard> cards = sheets::printedCards(model);
  REQUIRE(cards.size() == 10);
  std::vector<std::string> names;
  for (const PrintedCard& p : cards) names.push_back(p.card->name);
  CHECK(names == std::vector<std::string>{"Fire Ants", "Lawyer Lich", "Duck of Gloom", "Duck of Gloom", "Tiny",
                                          "Tire Iron", "Long Ladder", "Sleep Potion", "Sleep Potion", "Sleep Potion"});
  CHECK(findPrinted(cards, "Tire Iron").number == 5);
  CHECK(findPrinted(cards, "Sleep Potion").number == 7);
  CHECK(findPrinted(cards, "Sleep Potion").total == 7);
}

TEST_CASE("placeholders show only what the card's shape holds", "[sheets][content]") {
  SourceManager sources;
  model::Model model = sheets_test::smallSet(sources);
  std::vector<PrintedCard> cards = sheets::printedCards(model);
  const PrintedCard& ants = findPrinted(cards, "Fire Ants");
  const PrintedCard& iron = findPrinted(cards, "Tire Iron");
  const PrintedCard& lich = findPrinted(cards, "Lawyer Lich");
  const PrintedCard& tiny = findPrinted(cards, "Tiny");

  CHECK(sheets::placeholderValue(model, ants, "level") == "10");
  CHECK(sheets::placeholderValue(model, ants, "treasures") == "3");
  CHECK(sheets::placeholderValue(model, ants, "levels").empty());
  CHECK(sheets::placeholderValue(model, lich, "levels") == "2");
  CHECK(sheets::placeholderValue(model, ants, "bonus").empty());
  CHECK(sheets::placeholderValue(model, iron, "level").empty());
  CHECK(sheets::placeholderValue(model, iron, "bonus") == "+2");
  CHECK(sheets::placeholderValue(model, iron, "slot") == "1 Hand");
  CHECK(sheets::placeholderValue(model, iron, "value") == "300");
  CHECK(sheets::placeholderValue(model, tiny, "bonus") == "-5");
  CHECK(sheets::placeholderValue(model, tiny, "treasures") == "-1");
  CHECK(sheets::placeholderValue(model, ants, "tags") == "Fire");
  CHECK(sheets::placeholderValue(model, ants, "set") == "Test Set");
  CHECK(sheets::placeholderValue(model, ants, "deck") == "Door");
  CHECK(sheets::placeholderValue(model, iron, "number") == "5");
  CHECK(sheets::placeholderValue(model, iron, "total") == "7");
}

TEST_CASE("bad stuff is described from its steps unless the text already covers it", "[sheets][content]") {
  SourceManager sources;
  model::Model model = sheets_test::smallSet(sources);
  std::vector<PrintedCard> cards = sheets::printedCards(model);
  CHECK(sheets::placeholderValue(model, findPrinted(cards, "Fire Ants"), "bad_stuff") == "Lose 2 levels.");
  CHECK(sheets::placeholderValue(model, findPrinted(cards, "Lawyer Lich"), "bad_stuff") ==
        "Lose your headgear, then lose 1 level.");

  model::Card& ants = model.cards.front();
  ants.text = "Bad Stuff: they eat your shoes.";
  PrintedCard printed{&ants, 1, 7};
  CHECK(sheets::placeholderValue(model, printed, "bad_stuff").empty());

  model::Condition elf;
  elf.op = model::Condition::Op::Test;
  elf.predicate = munchkin::Predicate::Race;
  elf.name = "Elf";
  ants.effects.front().condition = elf;
  CHECK(sheets::describeBadStuff(ants) == "If Elf: lose 2 levels.");
}

TEST_CASE("content leaves a box out when a placeholder is empty and escapes user text", "[sheets][content]") {
  SourceManager sources;
  model::Model model = sheets_test::smallSet(sources);
  model.cards.front().name = "Ants & <Uncles>";
  std::vector<PrintedCard> cards = sheets::printedCards(model);
  const PrintedCard& ants = cards.front();
  CHECK(sheets::expandContent("<b>{name}</b>", model, ants) == "<b>Ants &amp; &lt;Uncles&gt;</b>");
  CHECK(sheets::expandContent("Level {level} {{x}", model, ants) == "Level 10 {x}");
  CHECK_FALSE(sheets::expandContent("Bonus {bonus}", model, ants).has_value());
}
