// A small hand-built set for the engine's tests: about a hundred cards
// covering monsters, curses, classes, races, items (with lasers), one-shots,
// sidekicks, powers and, optionally, a Seal deck.
#pragma once

#include <string>
#include <vector>

#include "munchkin/prepared_set.h"
#include "munchkin/table_storage.h"

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
  const munchkin::SetTables& tables() const { return storage_.tables; }
  const munchkin::PreparedSet& prepared() const { return *prepared_; }
  // The design index of the card called `name`.
  std::uint16_t design(const std::string& name) const;

 private:
  munchkin::NameId name(const std::string& text);
  void addCard(munchkin::CardDef card, std::initializer_list<munchkin::EffectDef> effects = {},
               std::initializer_list<std::int16_t> tags = {});
  munchkin::EffectDef effect(munchkin::EffectKind kind, std::initializer_list<munchkin::ActionDef> actions,
                             munchkin::Trigger trigger = munchkin::Trigger::DoorKicked);

  munchkin::TableStorage storage_;
  std::optional<munchkin::PreparedSet> prepared_;
};

}  // namespace fixture
