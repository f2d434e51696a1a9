// A small hand-built set for the engine's tests: about a hundred cards
// covering monsters, curses, classes, races, items (with lasers), one-shots,
// sidekicks, powers and, optionally, a Seal deck.
#pragma once

#include <deque>
#include <string>
#include <vector>

#include "munchkin/prepared_set.h"
#include "munchkin/tables.h"

namespace fixture {

struct Options {
  int sealsToEnd = 0;             // > 0 adds a Seal deck of seven seals
  bool powersWithinLevel = false;
  int winLevel = 10;
};

// Owns every array the SetTables points into.
class FixtureSet {
 public:
  explicit FixtureSet(Options options = {});
  const munchkin::SetTables& tables() const { return tables_; }
  const munchkin::PreparedSet& prepared() const { return *prepared_; }
  // The design index of the card called `name`.
  std::uint16_t design(const std::string& name) const;

 private:
  munchkin::NameId name(const std::string& text);
  void addCard(munchkin::CardDef card, std::initializer_list<munchkin::EffectDef> effects = {},
               std::initializer_list<std::int16_t> tags = {});
  munchkin::EffectDef effect(munchkin::EffectKind kind, std::initializer_list<munchkin::ActionDef> actions,
                             munchkin::Trigger trigger = munchkin::Trigger::DoorKicked);

  std::deque<std::string> strings_;
  std::vector<const char*> names_;
  std::vector<munchkin::ParamDef> params_;
  std::vector<munchkin::DeckDef> decks_;
  std::vector<munchkin::SlotDef> slots_;
  std::vector<munchkin::KindDef> kinds_;
  std::vector<munchkin::TagDef> tags_;
  std::vector<munchkin::RuleDef> rules_;
  std::vector<munchkin::CardDef> cards_;
  std::vector<munchkin::EffectDef> effects_;
  std::vector<munchkin::CondInstr> conditions_;
  std::vector<munchkin::ActionDef> actions_;
  std::vector<munchkin::RefDef> refs_;
  std::vector<std::int16_t> indexPool_;
  munchkin::SetTables tables_;
  std::optional<munchkin::PreparedSet> prepared_;
};

}  // namespace fixture
