// Owned storage behind a SetTables built at run time (rather than emitted as
// constant data): one vector per pool and the strings the `const char*`
// fields point into. The compiler's lowering and hand-built test tables both
// fill one of these.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "munchkin/tables.h"

namespace munchkin {

struct TableStorage {
  TableStorage() = default;
  // `tables` points into the pools. Moving keeps every element where it is
  // (vector and deque moves steal the storage); a copy would point into its source.
  TableStorage(TableStorage&&) noexcept = default;
  TableStorage& operator=(TableStorage&&) noexcept = default;
  TableStorage(const TableStorage&) = delete;
  TableStorage& operator=(const TableStorage&) = delete;

  // Keeps a copy of `text` alive as long as this object; returns its C string.
  const char* keep(std::string_view text);
  // Points the spans of `tables` at the pools; call once they are final.
  void bind();

  SetTables tables;
  std::deque<std::string> strings;  // a deque never moves its elements
  std::vector<ParamDef> params;
  std::vector<DeckDef> decks;
  std::vector<SlotDef> slots;
  std::vector<KindDef> kinds;
  std::vector<TagDef> tags;
  std::vector<RuleDef> rules;
  std::vector<const char*> names;
  std::vector<CardDef> cards;
  std::vector<EffectDef> effects;
  std::vector<CondInstr> conditions;
  std::vector<ActionDef> actions;
  std::vector<RefDef> refs;
  std::vector<std::int16_t> indexPool;
  std::vector<ItemSelectDef> itemSelects;
  std::vector<SelectDef> selects;
  std::vector<ComputedDef> computed;
  std::vector<AmountInstr> amountInstrs;
};

}  // namespace munchkin
