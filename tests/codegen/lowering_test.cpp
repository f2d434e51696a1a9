#include <catch2/catch.hpp>

#include <cstring>
#include <string_view>

#include "lower/lower_model.h"
#include "munchkin/prepared_set.h"
#include "model_loader.h"
#include "tables_compare.h"

using namespace munchkin;

namespace {

const std::string kSmall = std::string(MUNCHKIN_CODEGEN_GOLDEN_DIR) + "/small/input.mkn";

const CardDef& card(const SetTables& t, std::string_view name) {
  for (const CardDef& c : t.cards) {
    if (name == c.name) return c;
  }
  FAIL("no card " << name);
  throw std::logic_error("unreachable");
}

std::string_view nameOf(const SetTables& t, NameId id) {
  REQUIRE(id >= 0);
  REQUIRE(static_cast<std::size_t>(id) < t.names.size());
  return t.names[static_cast<std::size_t>(id)];
}

int indexOf(std::span<const TagDef> tags, std::string_view name) {
  for (std::size_t i = 0; i < tags.size(); ++i) {
    if (name == tags[i].name) return static_cast<int>(i);
  }
  return -1;
}

struct Small {
  std::unique_ptr<codegen_test::LoadedModel> loaded = codegen_test::loadModel(kSmall);
  munchkinc::LoweredSet lowered = lower();
  const SetTables& t = lowered.tables();

  munchkinc::LoweredSet lower() {
    INFO(loaded->diagnosticsText);
    REQUIRE(loaded->model);
    return munchkinc::lowerModel(*loaded->model, loaded->sources);
  }
};

}  // namespace

TEST_CASE("lowering copies the header, parameters and declarations") {
  Small s;
  CHECK(std::string_view(s.t.id) == "small");
  CHECK(std::string_view(s.t.title) == "Small Fixture");
  CHECK(s.t.minPlayers == 3);
  CHECK(s.t.maxPlayers == 4);
  CHECK(paramValue(s.t, "win_level", 0) == 8);
  CHECK(s.t.formatVersion == kTableFormatVersion);
  REQUIRE(s.t.decks.size() >= 2);
  CHECK(std::string_view(s.t.decks[0].name) == "door");
}

TEST_CASE("equivalences give kinds and tags their first-declared representative") {
  Small s;
  const CardDef& shoes = card(s.t, "Lose Your Shoes");
  REQUIRE(shoes.kindIndex >= 0);
  const KindDef& hazard = s.t.kinds[static_cast<std::size_t>(shoes.kindIndex)];
  CHECK(std::string_view(hazard.name) == "hazard");
  CHECK(std::string_view(s.t.kinds[static_cast<std::size_t>(hazard.canonical)].name) == "curse");
  CHECK(std::string_view(shoes.canonicalKind) == "curse");
  const int ghostly = indexOf(s.t.tags, "Ghostly"), spectral = indexOf(s.t.tags, "Spectral");
  REQUIRE(ghostly >= 0);
  REQUIRE(spectral >= 0);
  CHECK(s.t.tags[static_cast<std::size_t>(spectral)].canonical == ghostly);
  CHECK(s.t.tags[static_cast<std::size_t>(ghostly)].canonical == ghostly);
  const int undead = indexOf(s.t.tags, "Undead");
  CHECK(s.t.tags[static_cast<std::size_t>(undead)].canonical == undead);
}

TEST_CASE("a horde tag is lowered as declared, and the engine reads it for its whole equivalence class") {
  Small s;
  const int ghostly = indexOf(s.t.tags, "Ghostly"), spectral = indexOf(s.t.tags, "Spectral");
  const int undead = indexOf(s.t.tags, "Undead");
  CHECK(s.t.tags[static_cast<std::size_t>(spectral)].horde);  // `tag Spectral horde;`
  CHECK_FALSE(s.t.tags[static_cast<std::size_t>(ghostly)].horde);
  CHECK_FALSE(s.t.tags[static_cast<std::size_t>(undead)].horde);
  std::string error;
  const auto prepared = PreparedSet::prepare(s.t, error);
  REQUIRE(prepared);
  // Fire Ants are Undead and Ghostly: only Ghostly, merged with Spectral, is a horde.
  const int ants = static_cast<int>(&card(s.t, "Fire Ants") - s.t.cards.data());
  CHECK(prepared->info(static_cast<std::uint16_t>(ants)).hordeMask == (1ULL << ghostly));
}

TEST_CASE("conditions become postfix programs") {
  Small s;
  const CardDef& ants = card(s.t, "Fire Ants");
  REQUIRE(ants.effects.count == 2);
  const EffectDef& onStart = s.t.effects[ants.effects.first];
  CHECK(onStart.kind == EffectKind::On);
  CHECK(onStart.trigger == Trigger::CombatStart);
  REQUIRE(onStart.condition.count == 4);  // class Cleric, race Elf, not, and
  const CondInstr* program = &s.t.conditions[onStart.condition.first];
  CHECK(program[0].op == CondOp::Test);
  CHECK(program[0].predicate == Predicate::Class);
  CHECK(nameOf(s.t, program[0].name) == "Cleric");
  CHECK(program[1].predicate == Predicate::Race);
  CHECK(nameOf(s.t, program[1].name) == "Elf");
  CHECK(program[2].op == CondOp::Not);
  CHECK(program[3].op == CondOp::And);
  REQUIRE(ants.noPursuit.count == 1);
  const CondInstr& pursuit = s.t.conditions[ants.noPursuit.first];
  CHECK(pursuit.op == CondOp::Compare);
  CHECK(pursuit.predicate == Predicate::Level);
  CHECK(pursuit.comparison == Comparison::Le);
  CHECK(pursuit.value == 2);
}

TEST_CASE("actions keep targets, flags, references and evaluated caps") {
  Small s;
  const CardDef& cleric = card(s.t, "Cleric");
  REQUIRE(cleric.effects.count == 2);
  const EffectDef& aura = s.t.effects[cleric.effects.first];
  CHECK(aura.kind == EffectKind::While);
  const ActionDef& bonus = s.t.actions[aura.actions.first];
  CHECK(bonus.action == Action::CombatBonus);
  CHECK(bonus.amount == 3);
  CHECK(bonus.versus.what == Predicate::Tag);
  CHECK(nameOf(s.t, bonus.versus.name) == "Undead");
  const EffectDef& play = s.t.effects[cleric.effects.first + 1];
  CHECK(play.timing == Timing::OutsideCombat);
  CHECK(play.ownTurnOnly);
  CHECK(play.limit == Limit::OncePerTurn);
  const ActionDef& draw = s.t.actions[play.actions.first];
  CHECK(draw.flags == kFlagFaceUp);
  CHECK(nameOf(s.t, draw.what) == "door");

  const CardDef& level = card(s.t, "Go Up a Level");
  CHECK(s.t.actions[s.t.effects[level.effects.first].actions.first].cap == 7);  // win_level - 1
  const CardDef& bribe = card(s.t, "Bribe the Referee");
  CHECK(s.t.actions[s.t.effects[bribe.effects.first].actions.first].cap == kNoCap);
  REQUIRE(bribe.supersedes.count == 1);
  CHECK(std::string_view(s.t.rules[static_cast<std::size_t>(s.t.indexPool[bribe.supersedes.first])].id) ==
        "win_by_kill");

  const CardDef& curse = card(s.t, "Lose Your Shoes");
  CHECK(s.t.actions[s.t.effects[curse.effects.first].actions.first].target == Target::Victim);
}

TEST_CASE("item fields, references and empty lists") {
  Small s;
  const CardDef& mace = card(s.t, "Mace of Wrath");
  CHECK(mace.slot == Slot::Hands);
  REQUIRE(mace.slotIndex >= 0);
  CHECK(s.t.slots[static_cast<std::size_t>(mace.slotIndex)].slot == Slot::Hands);
  CHECK(mace.slotAmount == 1);
  CHECK(mace.value == 400);
  REQUIRE(mace.usableBy.count == 1);
  CHECK(s.t.refs[mace.usableBy.first].what == Predicate::Class);
  CHECK(nameOf(s.t, s.t.refs[mace.usableBy.first].name) == "Cleric");
  REQUIRE(mace.notUsableBy.count == 1);
  CHECK(nameOf(s.t, s.t.refs[mace.notUsableBy.first].name) == "Elf");
  CHECK(mace.effects.count == 0);
  CHECK(mace.effects.first == 0);  // empty lists are {0, 0} wherever they would have started
  CHECK(card(s.t, "Human").isDefault);
  CHECK(card(s.t, "Human").copies == 0);
  CHECK(card(s.t, "Fire Ants").value == -1);
}

TEST_CASE("names are interned once, in first-use order") {
  Small s;
  for (std::size_t i = 0; i < s.t.names.size(); ++i) {
    for (std::size_t j = i + 1; j < s.t.names.size(); ++j) CHECK(std::strcmp(s.t.names[i], s.t.names[j]) != 0);
  }
  // Fire Ants is the first card with references: class Cleric, then race Elf.
  REQUIRE(s.t.names.size() >= 2);
  CHECK(std::string_view(s.t.names[0]) == "Cleric");
  CHECK(std::string_view(s.t.names[1]) == "Elf");
}

TEST_CASE("lowering is deterministic and survives a move") {
  Small s;
  munchkinc::LoweredSet again = munchkinc::lowerModel(*s.loaded->model, s.loaded->sources);
  CHECK(codegen_test::firstDifference(s.t, again.tables()).empty());
  munchkinc::LoweredSet moved = std::move(again);
  munchkinc::LoweredSet assigned;
  assigned = std::move(moved);
  CHECK(codegen_test::firstDifference(s.t, assigned.tables()).empty());
}

TEST_CASE("the field comparison notices a changed field") {
  Small s;
  std::vector<CardDef> cards(s.t.cards.begin(), s.t.cards.end());
  cards.back().bonus += 1;
  SetTables changed = s.t;
  changed.cards = cards;
  const std::string difference = codegen_test::firstDifference(s.t, changed);
  CHECK(difference.find(".bonus") != std::string::npos);
}

TEST_CASE("a model the tables cannot hold is a LoweringError, not a crash") {
  Small s;
  munchkinc::model::Model broken = *s.loaded->model;
  broken.cards.front().tags.push_back("NoSuchTag");
  CHECK_THROWS_AS(munchkinc::lowerModel(broken, s.loaded->sources), munchkinc::LoweringError);
  broken = *s.loaded->model;
  broken.cards.front().deck = "nowhere";
  CHECK_THROWS_AS(munchkinc::lowerModel(broken, s.loaded->sources), munchkinc::LoweringError);
}

TEST_CASE("each card keeps its file, relative to the folder holding its unit, and each block its line") {
  Small s;
  const CardDef& ants = card(s.t, "Fire Ants");
  CHECK(std::string_view(ants.source) == "input.mkn");
  REQUIRE(ants.effects.count == 2);
  CHECK(s.t.effects[ants.effects.first].line == 25);      // on combat_start
  CHECK(s.t.effects[ants.effects.first + 1].line == 26);  // bad_stuff

  const auto loaded = codegen_test::loadModel(std::string(MUNCHKIN_CODEGEN_SETS_DIR) + "/crossovers/all-four");
  INFO(loaded->diagnosticsText);
  REQUIRE(loaded->model);
  const munchkinc::LoweredSet lowered = munchkinc::lowerModel(*loaded->model, loaded->sources);
  const SetTables& t = lowered.tables();
  CHECK(std::string_view(card(t, "Gadgeteer").source) == "star/classes.mkn");
  CHECK(std::string_view(card(t, "Shopkeeper").source) == "zombies/monsters.mkn");
  for (const EffectDef& effect : t.effects) CHECK(effect.line > 0);
}
