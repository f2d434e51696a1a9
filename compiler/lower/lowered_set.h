// The rule tables of one build, owned: the vectors behind every pool of
// munchkin::SetTables and the strings its `const char*` fields point into.
// This is the "loaded at run time straight from the checked model" path; the
// C++ back end prints the same object as constant data, so both paths hand
// the engine identical tables by construction.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "munchkin/tables.h"

namespace munchkinc {

class LoweredSet {
 public:
  LoweredSet() = default;
  // `tables()` points into this object's vectors and strings. Moving keeps
  // every element where it is (vector and deque moves steal the storage), so
  // a moved-to LoweredSet is valid; a copy would point into its source.
  LoweredSet(LoweredSet&&) noexcept = default;
  LoweredSet& operator=(LoweredSet&&) noexcept = default;
  LoweredSet(const LoweredSet&) = delete;
  LoweredSet& operator=(const LoweredSet&) = delete;

  const munchkin::SetTables& tables() const { return tables_; }

 private:
  friend class Lowering;

  // Keeps a copy of `text` alive as long as this object; returns its C string.
  const char* keep(std::string_view text);
  // Points the spans of tables_ at the pools; called once they are final.
  void bind();

  munchkin::SetTables tables_;
  std::deque<std::string> strings_;  // a deque never moves its elements
  std::vector<munchkin::ParamDef> params_;
  std::vector<munchkin::DeckDef> decks_;
  std::vector<munchkin::SlotDef> slots_;
  std::vector<munchkin::KindDef> kinds_;
  std::vector<munchkin::TagDef> tags_;
  std::vector<munchkin::RuleDef> rules_;
  std::vector<const char*> names_;
  std::vector<munchkin::CardDef> cards_;
  std::vector<munchkin::EffectDef> effects_;
  std::vector<munchkin::CondInstr> conditions_;
  std::vector<munchkin::ActionDef> actions_;
  std::vector<munchkin::RefDef> refs_;
  std::vector<std::int16_t> indexPool_;
};

}  // namespace munchkinc
