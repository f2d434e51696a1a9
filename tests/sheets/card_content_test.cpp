#include "backend/sheets/card_content.h"

#include <catch2/catch.hpp>

#include "backend/sheets/effect_text.h"
#include "backend/sheets/rules_sheet.h"
#include "backend/sheets/wording.h"
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

TEST_CASE("a number placeholder counts its noun in the form the number calls for", "[sheets][content]") {
  SourceManager sources;
  model::Model model = sheets_test::smallSet(sources);
  std::vector<PrintedCard> cards = sheets::printedCards(model);
  const PrintedCard& ants = findPrinted(cards, "Fire Ants");
  const PrintedCard& lich = findPrinted(cards, "Lawyer Lich");
  const PrintedCard& tiny = findPrinted(cards, "Tiny");
  CHECK(sheets::expandContent("{treasures:Treasure}", model, ants) == "3 Treasures");
  CHECK(sheets::expandContent("{levels:Level}", model, lich) == "2 Levels");
  CHECK(sheets::expandContent("{treasures:Treasure}", model, tiny) == "-1 Treasure");
  model.cards.front().treasures = 1;
  CHECK(sheets::expandContent("{treasures:Treasure}", model, ants) == "1 Treasure");
  CHECK_FALSE(sheets::expandContent("{levels:Level}", model, ants).has_value());
}

TEST_CASE("a card's kind prints as the title its set declares", "[sheets][content]") {
  SourceManager sources;
  model::Model model = sheets_test::smallSet(sources);
  std::vector<PrintedCard> cards = sheets::printedCards(model);
  const PrintedCard& potion = findPrinted(cards, "Sleep Potion");
  CHECK(sheets::placeholderValue(model, potion, "kind") == "One-Shot");
  for (model::Kind& kind : model.kinds) {
    if (kind.name == "oneshot") kind.title = "Quick Trick";
  }
  CHECK(sheets::placeholderValue(model, potion, "kind") == "Quick Trick");
  bool inGlossary = false;
  for (const sheets::RulesParagraph& p : sheets::rulesReference(model, cards)) {
    inGlossary |= p.markup.find("<b>Quick Trick</b>: a Treasure used once, then discarded (played as a One-Shot card).") !=
                  std::string::npos;
  }
  CHECK(inGlossary);
}

TEST_CASE("the article goes by the sound of the noun", "[sheets][content]") {
  CHECK(sheets::withArticle("Curse") == "a Curse");
  CHECK(sheets::withArticle("item") == "an item");
  CHECK(sheets::withArticle("One-Shot") == "a One-Shot");
  CHECK(sheets::withArticle("Army") == "an Army");
  CHECK(sheets::withArticle("Unicorn") == "a Unicorn");
}

TEST_CASE("generated rules text agrees numbers with their nouns", "[sheets][content]") {
  auto step = [](munchkin::Action action, int amount, std::string what = "") {
    model::ActionStep s;
    s.action = action;
    s.amount = amount;
    s.hasAmount = true;
    s.what = std::move(what);
    return sheets::describeStep(s);
  };
  using munchkin::Action;
  CHECK(step(Action::Treasures, 1) == "+1 Treasure");
  CHECK(step(Action::Treasures, -2) == "-2 Treasures");
  CHECK(step(Action::LoseLevels, 1) == "lose 1 level");
  CHECK(step(Action::DiscardCards, 2) == "discard 2 cards");
  CHECK(step(Action::Draw, 1, "treasure") == "draw 1 Treasure card");
  CHECK(step(Action::Grant, 1, "big_items") == "+1 Big item");
  CHECK(step(Action::Grant, 2, "armies") == "+2 Armies");
  CHECK(step(Action::Grant, 2, "headgear") == "+2 Headgear");
  CHECK(step(Action::Steal, 0, "item") == "steal an item");
  CHECK(step(Action::Cancel, 0, "curse") == "cancel a Curse");
  CHECK(step(Action::LoseItem, 0, "hands") == "lose an item held in your hands");
  CHECK(step(Action::Cancel, 0, "seventh_seal") == "cancel the Seventh Seal");
}

TEST_CASE("item selectors are worded from their filters and quantifier", "[sheets][content]") {
  auto lose = [](model::ItemSelect items) {
    model::ActionStep s;
    s.action = munchkin::Action::LoseItem;
    s.items = std::move(items);
    return sheets::describeStep(s);
  };
  using Q = model::ItemSelect::Quantity;
  model::ItemSelect handsAll;
  handsAll.quantity = Q::All;
  handsAll.slot = "hands";
  CHECK(lose(handsAll) == "lose every item held in your hands");
  model::ItemSelect richest;
  richest.quantity = Q::MostValuable;
  CHECK(lose(richest) == "lose your most valuable item");
  model::ItemSelect bigArmor;
  bigArmor.slot = "armor";
  bigArmor.big = true;
  CHECK(lose(bigArmor) == "lose a Big item worn as armor");
  model::ItemSelect fire;
  fire.tag = "Fire";
  fire.minValue = 100;
  fire.maxValue = 600;
  CHECK(lose(fire) == "lose a Fire item worth 100 to 600 gold");
  model::ItemSelect smallInHand;
  smallInHand.big = false;
  smallInHand.inHand = true;
  CHECK(lose(smallInHand) == "discard a small item from your hand");
}

TEST_CASE("generated rules text words a choice: choose one, you may, either side, who chooses", "[sheets][content]") {
  using munchkin::Action;
  using munchkin::Target;
  auto step = [](Action action, int amount, Target target = Target::Self) {
    model::ActionStep s;
    s.action = action;
    s.amount = amount;
    s.hasAmount = true;
    s.target = target;
    return s;
  };
  const std::vector<model::ActionStep> either = {
      step(Action::Choose, 2), step(Action::Alternative, 1), step(Action::CombatBonus, 3, Target::AnyPlayer),
      step(Action::Alternative, 1), step(Action::CombatBonus, 3, Target::Monster)};
  CHECK(sheets::describeSteps(either) == "+3 in combat to either side");
  const std::vector<model::ActionStep> toll = {step(Action::Choose, 2, Target::Victim), step(Action::Alternative, 1),
                                               step(Action::DiscardCards, 2), step(Action::Alternative, 1),
                                               step(Action::LoseLevels, 1)};
  CHECK(sheets::describeSteps(toll) == "the victim chooses one: discard 2 cards; or lose 1 level");
  const std::vector<model::ActionStep> maybe = {step(Action::May, 1), step(Action::Alternative, 2),
                                                step(Action::Sacrifice, 0), step(Action::AutoEscape, 0),
                                                step(Action::LoseLevels, 1)};
  CHECK(sheets::describeSteps(maybe) == "you may discard this card, then escape a monster automatically, then lose 1 level");
}

TEST_CASE("combat outcomes are worded in plain words", "[sheets][content]") {
  auto step = [](munchkin::Action action, std::vector<std::string> flags = {}, std::string what = "") {
    model::ActionStep s;
    s.action = action;
    s.flags = std::move(flags);
    s.what = std::move(what);
    return sheets::describeStep(s);
  };
  using munchkin::Action;
  CHECK(step(Action::KillMonster) == "kill a monster outright");
  CHECK(step(Action::KillMonster, {"treasure_only"}) == "kill a monster outright, for its Treasure only (no level)");
  CHECK(step(Action::TakeTreasure) == "take a monster's Treasure without fighting it");
  CHECK(step(Action::Cancel, {}, "monster") == "cancel a monster");
  CHECK(step(Action::EndCombat) == "end the combat");
  CHECK(step(Action::AutoEscape) == "escape a monster automatically");
  CHECK(step(Action::AutoEscape, {"all"}) == "escape every monster automatically");
}

TEST_CASE("player and monster selectors are worded from their filters", "[sheets][content]") {
  using munchkin::Action;
  using munchkin::Target;
  auto players = [](Action action, int amount, Target target, model::PlayerSelect select) {
    model::ActionStep s;
    s.action = action;
    s.amount = amount;
    s.hasAmount = true;
    s.target = target;
    s.players = std::move(select);
    return sheets::describeStep(s);
  };
  auto monsters = [](Action action, int amount, Target target, model::MonsterSelect select) {
    model::ActionStep s;
    s.action = action;
    s.amount = amount;
    s.hasAmount = amount != 0;
    s.target = target;
    s.what = action == Action::Cancel ? "monster" : "";
    s.monsters = std::move(select);
    return sheets::describeStep(s);
  };
  // The examples.
  model::PlayerSelect clerics;
  clerics.named[0] = "Cleric";
  CHECK(players(Action::LoseLevels, 1, Target::AllPlayers, clerics) == "lose 1 level (every Cleric)");
  model::PlayerSelect top;
  top.allTied = true;
  top.exceptSelf = true;
  CHECK(players(Action::LoseLevels, 1, Target::HighestLevel, top) ==
        "lose 1 level (every player at the highest Level, except you)");
  model::MonsterSelect undead;
  undead.tag = "Undead";
  CHECK(monsters(Action::CombatBonus, -3, Target::Monster, undead) == "-3 in combat (an Undead monster)");
  // Filters together, and a quantifier.
  model::PlayerSelect elves;
  elves.named[1] = "Elf";
  elves.level.min = 3;
  elves.wears = "footgear";
  CHECK(players(Action::CombatBonus, 2, Target::AnyPlayer, elves) ==
        "+2 in combat (an Elf of Level 3 or more wearing footgear of your choice)");
  model::MonsterSelect everyUndead = undead;
  everyUndead.all = true;
  CHECK(monsters(Action::Cancel, 0, Target::Self, everyUndead) == "cancel every Undead monster");
  model::MonsterSelect weak;
  weak.level.max = 4;
  CHECK(monsters(Action::KillMonster, 0, Target::Self, weak) == "kill a monster of level 4 or less outright");
}

TEST_CASE("computed amounts are worded as what they equal", "[sheets][content]") {
  using munchkin::Action;
  using munchkin::AmountFunction;
  using munchkin::Quantity;
  using munchkin::Subject;
  using Op = model::Amount::Op;
  auto constant = [](int value) {
    model::Amount a;
    a.value = value;
    return a;
  };
  auto quantity = [](Quantity q, Subject subject = Subject::Self) {
    model::Amount a;
    a.op = Op::Quantity;
    a.quantity = q;
    a.subject = subject;
    return a;
  };
  auto call = [](AmountFunction f, std::vector<model::Amount> operands) {
    model::Amount a;
    a.op = Op::Call;
    a.function = f;
    a.operands = std::move(operands);
    return a;
  };
  auto binary = [](Op op, model::Amount l, model::Amount r) {
    model::Amount a;
    a.op = op;
    a.operands = {std::move(l), std::move(r)};
    return a;
  };
  auto step = [](Action action, std::optional<model::Amount> amount, std::optional<model::Amount> cap = {},
                 std::string what = "") {
    model::ActionStep s;
    s.action = action;
    s.hasAmount = amount.has_value();
    s.amount = amount ? 0 : 1;
    s.computed = std::move(amount);
    s.computedCap = std::move(cap);
    s.what = std::move(what);
    return s;
  };
  model::Amount clerics = quantity(Quantity::Players);
  clerics.filter = model::Ref{munchkin::Predicate::Class, "Cleric", {}};

  CHECK(sheets::describeStep(step(Action::LoseLevels, call(AmountFunction::HalfDown, {quantity(Quantity::Level)}))) ==
        "lose levels equal to half your Level, rounded down");
  model::ActionStep doubled = step(Action::CombatBonus, quantity(Quantity::Level, Subject::Monster));
  doubled.target = munchkin::Target::Monster;
  CHECK(sheets::describeStep(doubled) == "a bonus equal to the monster's Level in combat (the monster)");
  CHECK(sheets::describeStep(step(Action::GainLevels, clerics, call(AmountFunction::Min, {constant(9), quantity(Quantity::OpenSeals)}))) ==
        "go up levels equal to the number of Cleric players (not above a Level equal to the lower of 9 and the number "
        "of open Seals)");
  CHECK(sheets::describeStep(step(Action::GainLevels, std::nullopt, binary(Op::Add, quantity(Quantity::Level), constant(1)))) ==
        "go up 1 level (not above a Level equal to your Level plus 1)");
  CHECK(sheets::describeStep(step(Action::Draw, binary(Op::Subtract, quantity(Quantity::HighestValue), constant(300)), {}, "treasure")) ==
        "draw a number of Treasure cards equal to the value of your most valuable item minus 300");
  CHECK(sheets::describeStep(step(Action::CombatBonus, binary(Op::Multiply, constant(2), quantity(Quantity::Items, Subject::Helper)))) ==
        "a bonus equal to twice the number of items the helper carries in combat");
  CHECK(sheets::describeStep(step(Action::SetLevel, call(AmountFunction::Max, {quantity(Quantity::HandSize), quantity(Quantity::TotalRank), constant(1)}))) ==
        "go to a Level equal to the highest of the number of cards in your hand, the total Rank of your Powers and 1");
  CHECK(sheets::describeStep(step(Action::Treasures, call(AmountFunction::HalfUp, {quantity(Quantity::Treasures, Subject::Monster)}))) ==
        "extra Treasures equal to half the monster's Treasures, rounded up");
  CHECK(sheets::describeStep(step(Action::SellItems, std::nullopt, binary(Op::Multiply, quantity(Quantity::Level), constant(3)))) ==
        "sell items for levels (at most your Level times 3)");
}

TEST_CASE("switches are worded as the rule sheets say them", "[sheets][content]") {
  using munchkin::Action;
  auto step = [](Action action, std::string what = "", munchkin::Target target = munchkin::Target::Self) {
    model::ActionStep s;
    s.action = action;
    s.what = std::move(what);
    s.target = target;
    return s;
  };
  CHECK(sheets::describeStep(step(Action::Ignore, "level")) == "your Level does not count in combat");
  CHECK(sheets::describeStep(step(Action::CountOnly, "armor", munchkin::Target::AnyPlayer)) ==
        "only your armor counts in combat (any player)");
  CHECK(sheets::describeStep(step(Action::CountOnly, "hands")) == "only the items in your hands count in combat");
  CHECK(sheets::describeStep(step(Action::DoubleStrength)) == "your combat strength is doubled");
  CHECK(sheets::describeStep(step(Action::WinTies)) == "you win ties in combat");
  CHECK(sheets::describeStep(step(Action::Forbid, "run_away")) == "you cannot Run Away");
  CHECK(sheets::describeStep(step(Action::Forbid, "help")) == "nobody may help in the fight");
  CHECK(sheets::describeStep(step(Action::Ignore, "restrictions")) == "the attached item may be used by anyone");
  model::ActionStep drawbacks = step(Action::Ignore, "drawbacks");
  drawbacks.versus = model::Ref{munchkin::Predicate::Race, "", {}};
  CHECK(sheets::describeStep(drawbacks) ==
        "with a single Race, ignore its drawbacks: items it may not use and monsters' bonuses against it");
}

TEST_CASE("a roll is worded row by row, in the order written; its modifiers and re-rolls in plain words", "[sheets][content]") {
  using munchkin::Action;
  auto step = [](Action action, int amount, int faces = 0) {
    model::ActionStep s;
    s.action = action;
    s.amount = amount;
    s.hasAmount = true;
    if (faces != 0) s.cap = faces;
    return s;
  };
  // roll { on 3..6 { gain_levels 1; } on 1..2 { lose_levels 1; } }, then a card drawn
  const std::vector<model::ActionStep> wheel = {step(Action::Roll, 2),          step(Action::RollRow, 1, 0b111100),
                                                step(Action::GainLevels, 1),    step(Action::RollRow, 1, 0b000011),
                                                step(Action::LoseLevels, 1),    step(Action::Draw, 1)};
  std::vector<model::ActionStep> withDraw = wheel;
  withDraw.back().what = "door";
  CHECK(sheets::describeSteps(withDraw) ==
        "roll a die: on 3-6, go up 1 level; on 1-2, lose 1 level, then draw 1 Door card");
  // roll { on 1 { die; } on 2..6 { } }
  const std::vector<model::ActionStep> ghost = {step(Action::Roll, 2), step(Action::RollRow, 1, 0b000001),
                                                step(Action::Die, 0), step(Action::RollRow, 0, 0b111110)};
  CHECK(sheets::describeSteps(ghost) == "roll a die: on 1, die; on 2-6, nothing");
  CHECK(sheets::describeStep(step(Action::RollBonus, 2)) == "+2 to the die roll");
  CHECK(sheets::describeStep(step(Action::RollBonus, -1)) == "-1 to the die roll");
  CHECK(sheets::describeStep(step(Action::Reroll, 0)) == "roll the die again");
}

TEST_CASE("the fight's small gaps are worded: a floor, losing, the helper", "[sheets][content]") {
  using munchkin::Action;
  model::ActionStep shrink;
  shrink.action = Action::CombatBonus;
  shrink.amount = -5;
  shrink.hasAmount = true;
  shrink.target = munchkin::Target::Monster;
  shrink.floor = 1;
  CHECK(sheets::describeStep(shrink) == "-5 in combat; its strength cannot go below 1 (the monster)");

  model::Condition losing;
  losing.op = model::Condition::Op::Test;
  losing.predicate = munchkin::Predicate::Losing;
  CHECK(sheets::describeCondition(losing) == "the fighter is losing");

  model::Condition elfHelper;
  elfHelper.op = model::Condition::Op::Test;
  elfHelper.subject = munchkin::Subject::Helper;
  elfHelper.predicate = munchkin::Predicate::Race;
  elfHelper.name = "Elf";
  CHECK(sheets::describeCondition(elfHelper) == "the helper is Elf");

  model::Condition notHelping;
  notHelping.op = model::Condition::Op::Not;
  model::Condition helping;
  helping.op = model::Condition::Op::Test;
  helping.predicate = munchkin::Predicate::Helping;
  notHelping.operands.push_back(helping);
  model::Card pack;
  pack.name = "Pack Leader";
  model::Effect bad;
  bad.kind = model::Effect::Kind::BadStuff;
  bad.condition = notHelping;
  model::ActionStep hit;
  hit.action = Action::LoseLevels;
  hit.amount = 1;
  hit.hasAmount = true;
  hit.target = munchkin::Target::Helper;
  bad.steps.push_back(hit);
  pack.effects.push_back(bad);
  CHECK(sheets::describeBadStuff(pack) == "If not helping: lose 1 level (the helper).");
}

TEST_CASE("draws and losses are worded in plain words: the card just drawn, the discard pile, a change of sex", "[sheets][content]") {
  using munchkin::Action;
  auto step = [](Action action, int amount, std::string what = "", std::vector<std::string> flags = {}) {
    model::ActionStep s;
    s.action = action;
    s.amount = amount;
    s.hasAmount = amount != 0;
    s.what = std::move(what);
    s.flags = std::move(flags);
    return sheets::describeStep(s);
  };
  CHECK(step(Action::DiscardDrawn, 0) == "discard the card just drawn");
  CHECK(step(Action::ChangeSex, 0) == "change sex");
  CHECK(step(Action::Draw, 1, "treasure", {"discard"}) == "take the top Treasure card of the discard pile");
  CHECK(step(Action::Draw, 2, "door", {"discard"}) == "take the top 2 Door cards of the discard pile");
}

TEST_CASE("a card that waits for a window says when it is played", "[sheets][content]") {
  using munchkin::Action;
  using munchkin::Timing;
  auto card = [](Timing timing, std::vector<model::ActionStep> steps) {
    model::Card c;
    c.shape = munchkin::Shape::OneShot;
    model::Effect play;
    play.timing = timing;
    play.steps = std::move(steps);
    c.effects.push_back(play);
    return c;
  };
  auto step = [](Action action, std::string what = {}) {
    model::ActionStep s;
    s.action = action;
    s.what = std::move(what);
    return s;
  };
  CHECK(sheets::describeWindowPlays(card(Timing::RunFailed, {step(Action::AutoEscape)})) ==
        "Play after your Run Away roll fails, before its Bad Stuff: escape that monster automatically.");
  CHECK(sheets::describeWindowPlays(card(Timing::InAnswer, {step(Action::Cancel, "curse")})) ==
        "Play as any Curse is played: cancel it.");
  model::ActionStep draw = step(Action::Draw, "door");
  draw.amount = 1;
  draw.hasAmount = true;
  CHECK(sheets::describeWindowPlays(card(Timing::AfterEscape, {draw})) ==
        "Play when any player escapes a monster: draw 1 Door card.");
  CHECK(sheets::describeWindowPlays(card(Timing::WhenDrawn, {draw})) == "Play at once when you draw this card: draw 1 Door card.");
  model::Card once = card(Timing::AfterDeath, {step(Action::LoseLevels, "")});
  once.effects[0].steps[0].amount = 1;
  once.effects[0].steps[0].hasAmount = true;
  once.effects[0].steps[0].target = munchkin::Target::OtherPlayer;
  once.effects[0].limit = munchkin::Limit::OncePerTarget;
  CHECK(sheets::describeWindowPlays(once) ==
        "Play when any player dies: lose 1 level (another player), once per player each turn.");
  // An ordinary timing is not a window: no generated line.
  CHECK(sheets::describeWindowPlays(card(Timing::AnyTime, {draw})).empty());
}

TEST_CASE("sale_price is worded as the gold each item sold is worth, raised or lowered", "[sheets][content]") {
  using munchkin::Action;
  auto step = [](int amount) {
    model::ActionStep s;
    s.action = Action::SalePrice;
    s.amount = amount;
    s.hasAmount = true;
    return sheets::describeStep(s);
  };
  CHECK(step(200) == "each item sold is worth 200 gold more");
  CHECK(step(-100) == "each item sold is worth 100 gold less");
}

TEST_CASE("sale_price times N is worded as a multiple of each item's value", "[sheets][content]") {
  using munchkin::Action;
  auto step = [](int amount) {
    model::ActionStep s;
    s.action = Action::SalePrice;
    s.amount = amount;
    s.hasAmount = true;
    s.flags = {"times"};
    return sheets::describeStep(s);
  };
  CHECK(step(2) == "each item sold is worth twice its value");
  CHECK(step(3) == "each item sold is worth 3 times its value");
}
