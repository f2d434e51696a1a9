#include <catch2/catch.hpp>

#include "test_support.h"

using namespace munchkinc;
using test::BuiltText;
using test::kHeader;

TEST_CASE("fields become typed card data", "[sema]") {
  BuiltText b(std::string(kHeader) +
              "class \"Kid\" {}\n"
              "item \"Big Stick\" { bonus +3; slot two_hands; size big; value 400; usable_by class Kid; }\n"
              "item \"Cheap Hat\" { slot headgear; value none; complex; }\n"
              "monster \"Rat\" { level 2; treasures 1; levels 2; copies 3; no_pursuit if level <= 3; }\n");
  REQUIRE(b.model);
  const model::Card& stick = b.card("Big Stick");
  CHECK(stick.id == "demo.big_stick");
  CHECK(stick.shape == Shape::Item);
  CHECK(stick.deck == "treasure");
  CHECK(stick.bonus == 3);
  CHECK(stick.slot == Slot::Hands);
  CHECK(stick.slotAmount == 2);
  CHECK(stick.big);
  CHECK(stick.value == 400);
  REQUIRE(stick.usableBy.size() == 1);
  CHECK(stick.usableBy[0].name == "Kid");
  const model::Card& hat = b.card("Cheap Hat");
  CHECK_FALSE(hat.value.has_value());
  CHECK(hat.complex);
  const model::Card& rat = b.card("Rat");
  CHECK(rat.copies == 3);
  CHECK(rat.levels == 2);
  REQUIRE(rat.noPursuit);
  CHECK(rat.noPursuit->comparison == Comparison::Le);
  CHECK(rat.noPursuit->value == 3);
}

TEST_CASE("card ids are unique even when names slug alike", "[sema]") {
  BuiltText b(std::string(kHeader) +
              "item \"Big Stick\" { value 400; }\n"
              "item \"Big-Stick\" { value 400; }\n"
              "item \"big stick!\" { value 400; }\n");
  REQUIRE(b.model);
  CHECK(b.card("Big Stick").id == "demo.big_stick");
  CHECK(b.card("Big-Stick").id == "demo.big_stick_2");
  CHECK(b.card("big stick!").id == "demo.big_stick_3");
}

TEST_CASE("effects are typed, with caps evaluated against the build's parameters", "[sema]") {
  BuiltText b(std::string(kHeader) +
              "levelup \"Boost\" { play any_time { gain_levels 1 max_level win_level - 1; } }\n"
              "curse \"Hex\" { play { lose_levels 1; } }\n"
              "oneshot \"Potion\" { play own_turn outside_combat once_per_turn { draw 2 treasure face_down; } }\n");
  REQUIRE(b.model);
  const model::Effect& boost = b.card("Boost").effects.at(0);
  CHECK(boost.kind == model::Effect::Kind::Play);
  CHECK(boost.timing == Timing::AnyTime);
  CHECK(boost.steps.at(0).action == Action::GainLevels);
  CHECK(boost.steps.at(0).cap == 9);
  // Curses hit their victim unless told otherwise.
  CHECK(b.card("Hex").effects.at(0).steps.at(0).target == Target::Victim);
  const model::Effect& potion = b.card("Potion").effects.at(0);
  CHECK(potion.timing == Timing::OutsideCombat);
  CHECK(potion.ownTurnOnly);
  CHECK(potion.limit == Limit::OncePerTurn);
  CHECK(potion.steps.at(0).what == "treasure");
  CHECK(potion.steps.at(0).flags == std::vector<std::string>{"face_down"});
}

TEST_CASE("equivalences give merged kinds one canonical name", "[sema]") {
  BuiltText b(std::string(kHeader) +
              "kind trap is curse in door;\nkind disaster is curse in door;\n"
              "equiv trap == curse == disaster;\ndistinct complex != big;\n"
              "trap \"Snare\" { play { lose_item footgear; } }\n");
  REQUIRE(b.model);
  CHECK(b.model->findKind("trap")->canonical == "curse");
  CHECK(b.model->findKind("disaster")->canonical == "curse");
  CHECK(b.card("Snare").canonicalKind == "curse");
}

TEST_CASE("a kind shows its declared title, else its shape's", "[sema]") {
  BuiltText b(std::string(kHeader) +
              "kind boon \"Lucky Break\" is levelup in treasure;\n"
              "kind hazard is curse in door;\n"
              "kind blank \"\" is oneshot in treasure;\n");
  REQUIRE(b.model);
  CHECK(b.model->findKind("boon")->title == "Lucky Break");
  CHECK(b.model->findKind("hazard")->title == "Curse");
  CHECK(b.model->findKind("blank")->title == "One-Shot");
  CHECK(b.model->findKind("levelup")->title == "Go Up a Level");  // core declares it
}

TEST_CASE("a unit's own parameters win over core", "[sema]") {
  BuiltText b(std::string(kHeader) + "param hand_limit = 6;\nparam seal_roll_each_turn = true;\n");
  REQUIRE(b.model);
  CHECK(b.model->param("hand_limit") == 6);
  CHECK(b.model->param("seal_roll_each_turn") == 1);
  CHECK(b.model->param("win_level") == 10);
  CHECK(b.model->findParam("hand_limit")->unit == "demo");
}

TEST_CASE("bundled sets build into models", "[sema][sets]") {
  for (const char* set : {"core", "apocalypse", "star", "warhammer-aos", "zombies", "epic"}) {
    SourceManager sources;
    DiagnosticEngine diagnostics;
    UnitLoader loader(sources, diagnostics, {}, nullptr);
    const auto model = buildModel(test::sourceDir() + "/sets/" + set, loader, sources, diagnostics);
    INFO(set);
    CHECK(model.has_value());
    CHECK(diagnostics.errorCount() == 0);
  }
}

namespace {

// Like BuiltText, but through analyseModel: the model despite errors.
struct AnalysedText {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  std::optional<model::Model> model;
  std::optional<model::Model> checked;

  explicit AnalysedText(const std::string& text) {
    const std::string path = test::writeTempUnit(text, "analysed");
    UnitLoader loader(sources, diagnostics, {test::sourceDir() + "/sets"}, nullptr);
    model = analyseModel(path, loader, sources, diagnostics);
    DiagnosticEngine again;
    SourceManager againSources;
    UnitLoader againLoader(againSources, again, {test::sourceDir() + "/sets"}, nullptr);
    checked = buildModel(path, againLoader, againSources, again);
    std::filesystem::remove(path);
  }

  bool has(const std::string& name) const {
    return std::any_of(model->cards.begin(), model->cards.end(), [&](const model::Card& c) { return c.name == name; });
  }
  bool leftOut(const std::string& name) const {
    return std::any_of(model->leftOut.begin(), model->leftOut.end(),
                       [&](const model::LeftOutCard& c) { return c.name == name; });
  }
  std::vector<DiagCode> codes() const {
    std::vector<DiagCode> out;
    for (const Diagnostic& d : diagnostics.all()) out.push_back(d.code);
    return out;
  }
};

}  // namespace

TEST_CASE("cards with errors are left out of the model, the rest checked", "[sema][recovery]") {
  AnalysedText a(std::string(kHeader) +
                 "class \"Kid\" { whiel { combat_bonus +1; } }\n"                    // syntax error
                 "item \"Stick\" { bonus 1; slot one_hand; usable_by class Kid; }\n"  // names it: fine
                 "monster \"Rat\" { level 1; treasures 1; tags Undaed; }\n"          // sema error
                 "monster \"Bat\" { level 2; treasures 1; }\n"
                 "race \"Elf\" { levle 1; }\n"
                 "item \"Bow\" { bonus 1; slot two_hands; usable_by race Elf; }\n");
  REQUIRE(a.model);
  CHECK(a.codes() == std::vector<DiagCode>{DiagCode::E0305, DiagCode::E0102, DiagCode::E0200});
  CHECK(a.has("Stick"));
  CHECK(a.has("Bat"));
  CHECK(a.has("Bow"));
  CHECK(a.leftOut("Kid"));
  CHECK(a.leftOut("Rat"));
  CHECK(a.leftOut("Elf"));
  CHECK_FALSE(a.has("Rat"));
  CHECK_FALSE(a.checked);  // the back ends never see it
}

TEST_CASE("a card naming a typo is left out; a broken kind's cards stay quiet", "[sema][recovery]") {
  AnalysedText a(std::string(kHeader) +
                 "class \"Wizard\" {}\n"
                 "item \"Staff\" { bonus 1; slot one_hand; usable_by class Wizzard; }\n"
                 "kind gizmo is gadget;\n"
                 "gizmo \"Widget\" {}\n"
                 "tag Fire \"Fire\" extra;\n"
                 "monster \"Ember\" { level 1; treasures 1; tags Fire; }\n"
                 "oneshot \"Hose\" { play { combat_bonus +2 vs tag Fire; } }\n");
  REQUIRE(a.model);
  CHECK(a.codes() == std::vector<DiagCode>{DiagCode::E0010, DiagCode::E0107, DiagCode::E0103});
  CHECK(a.leftOut("Staff"));
  CHECK(a.leftOut("Widget"));
  CHECK(a.leftOut("Ember"));
  CHECK(a.leftOut("Hose"));
  CHECK(a.has("Wizard"));
}

TEST_CASE("a unit with cards and no uses core is told once", "[sema][recovery]") {
  AnalysedText a("set demo { title \"Demo\"; }\n"
                 "monster \"Rat\" { level 1; treasures 1; }\n"
                 "item \"Stick\" { bonus 1; }\n");
  REQUIRE(a.model);
  CHECK(a.codes() == std::vector<DiagCode>{DiagCode::E0114});
  REQUIRE(a.diagnostics.all()[0].fixIts.size() == 1);
  CHECK(a.diagnostics.all()[0].fixIts[0].replacement == "\nuses core;");
  CHECK(a.model->cards.empty());
}

namespace {

const model::Named& tagNamed(const model::Model& m, const std::string& name) {
  for (const model::Named& tag : m.tags) {
    if (tag.name == name) return tag;
  }
  throw std::runtime_error("no tag " + name);
}

}  // namespace

TEST_CASE("a tag declared `horde` is a horde; other tags are not", "[sema][horde]") {
  BuiltText b(std::string(kHeader) + "tag Undead horde;\ntag Shark \"shark\" horde;\ntag Fire;\n");
  REQUIRE(b.model);
  CHECK(tagNamed(*b.model, "Undead").horde);
  CHECK(tagNamed(*b.model, "Shark").horde);
  CHECK(tagNamed(*b.model, "Shark").display == "shark");
  CHECK_FALSE(tagNamed(*b.model, "Fire").horde);
}

TEST_CASE("a tag combined units declare is a horde if any of them says so", "[sema][horde]") {
  // apocalypse declares `tag Undead horde;` and a plain `tag Alien;`.
  BuiltText b("set combo { title \"Combo\"; players 3..6; }\nuses apocalypse;\ntag Undead;\ntag Alien horde;\n");
  REQUIRE(b.model);
  CHECK(b.diagnostics.errorCount() == 0);
  CHECK(tagNamed(*b.model, "Undead").horde);
  CHECK(tagNamed(*b.model, "Alien").horde);
  CHECK_FALSE(tagNamed(*b.model, "Fire").horde);
}

TEST_CASE("param undead_horde is retired with its own code", "[sema][horde]") {
  AnalysedText a(std::string(kHeader) + "param undead_horde = true;\ntag Undead;\n");
  CHECK(a.codes() == std::vector<DiagCode>{DiagCode::E0317});
}
