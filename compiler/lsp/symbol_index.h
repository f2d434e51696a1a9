// Every place a unit's files name something: kinds, tags, decks, rules,
// phases, slots, parameters, cards and units, each a declaration or a use.
// Built from the syntax trees of one check, for hover, go to definition,
// find references and the outline.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lsp/unit_check.h"

namespace munchkinc::lsp {

enum class SymbolKind { Kind, Tag, Deck, Rule, Phase, Slot, Param, Card, Unit };

struct Occurrence {
  SymbolKind kind = SymbolKind::Card;
  std::string name;
  SourceRange range;           // the name as written
  bool declaration = false;
  SourceRange declarationRange;  // declaration: the whole statement
};

class SymbolIndex {
 public:
  explicit SymbolIndex(const UnitCheck& check);

  // The occurrence whose name holds byte `offset` of `file` (its end too,
  // where an editor's cursor stands after typing a word).
  const Occurrence* at(FileId file, std::uint32_t offset) const;
  std::vector<const Occurrence*> occurrencesOf(SymbolKind kind, const std::string& name) const;
  std::vector<const Occurrence*> declarationsOf(SymbolKind kind, const std::string& name) const;
  const std::vector<Occurrence>& all() const { return occurrences_; }

 private:
  void add(SymbolKind kind, std::string name, SourceRange range, bool declaration = false,
           SourceRange declarationRange = {});
  void file(const ast::File& file, const SourceUnit& unit);
  void card(const ast::Card& card);
  void field(const ast::Field& field);
  void condition(const ast::Condition& condition);
  void expr(const ast::Expr& expr);
  void actions(const std::vector<ast::Action>& actions);
  void uses(const ast::Uses& uses, SourceRange range, FileId from);
  // `class Elf` and the like: a card name after a shape word, or a tag.
  void named(const std::string& what, const std::string& name, SourceRange range);

  const UnitCheck& check_;
  std::vector<Occurrence> occurrences_;
};

}  // namespace munchkinc::lsp
