#include "lsp/symbol_index.h"

#include <filesystem>

#include "lsp/documents.h"

namespace munchkinc::lsp {

SymbolIndex::SymbolIndex(const UnitCheck& check) : check_(check) {
  for (const SourceUnit* unit : check.units) {
    for (const ast::File& f : unit->files) file(f, *unit);
  }
}

void SymbolIndex::add(SymbolKind kind, std::string name, SourceRange range, bool declaration,
                      SourceRange declarationRange) {
  if (name.empty() || !range.valid()) return;
  occurrences_.push_back({kind, std::move(name), range, declaration, declarationRange});
}

const Occurrence* SymbolIndex::at(FileId file, std::uint32_t offset) const {
  const Occurrence* best = nullptr;
  for (const Occurrence& o : occurrences_) {
    if (o.range.file != file || offset < o.range.begin || offset > o.range.end) continue;
    // The narrowest wins: a card name inside the `uses` statement's range never is, but be sure.
    if (!best || o.range.end - o.range.begin < best->range.end - best->range.begin) best = &o;
  }
  return best;
}

std::vector<const Occurrence*> SymbolIndex::occurrencesOf(SymbolKind kind, const std::string& name) const {
  std::vector<const Occurrence*> found;
  for (const Occurrence& o : occurrences_) {
    if (o.kind == kind && o.name == name) found.push_back(&o);
  }
  return found;
}

std::vector<const Occurrence*> SymbolIndex::declarationsOf(SymbolKind kind, const std::string& name) const {
  std::vector<const Occurrence*> found;
  for (const Occurrence* o : occurrencesOf(kind, name)) {
    if (o->declaration) found.push_back(o);
  }
  return found;
}

void SymbolIndex::named(const std::string& what, const std::string& name, SourceRange range) {
  if (what == "tag") add(SymbolKind::Tag, name, range);
  else if (name != "any" && (what == "class" || what == "race" || what == "army" || what == "mojo" || what == "name"))
    add(SymbolKind::Card, name, range);
}

void SymbolIndex::file(const ast::File& file, const SourceUnit& unit) {
  const model::Model* model = check_.model ? &*check_.model : nullptr;
  for (const ast::Declaration& decl : file.declarations) {
    std::visit(
        [&](const auto& node) {
          using T = std::decay_t<decltype(node)>;
          if constexpr (std::is_same_v<T, ast::Header>) {
            add(SymbolKind::Unit, unit.id, node.name.range, true, decl.range);
          } else if constexpr (std::is_same_v<T, ast::Uses>) {
            uses(node, decl.range, file.id);
          } else if constexpr (std::is_same_v<T, ast::Param>) {
            // Declared where core declares it; every other `param` line sets it.
            bool declaration = false;
            if (model) {
              const model::Param* p = model->findParam(node.name.text);
              declaration = p && p->declared.file == file.id && p->declared.begin <= node.name.range.begin &&
                            node.name.range.end <= p->declared.end;
            }
            add(SymbolKind::Param, node.name.text, node.name.range, declaration, decl.range);
          } else if constexpr (std::is_same_v<T, ast::KindDecl>) {
            add(SymbolKind::Kind, node.name.text, node.name.range, true, decl.range);
            add(SymbolKind::Deck, node.deck.text, node.deck.range);
          } else if constexpr (std::is_same_v<T, ast::NamedDecl>) {
            static constexpr SymbolKind kKinds[] = {SymbolKind::Tag, SymbolKind::Deck, SymbolKind::Rule,
                                                    SymbolKind::Phase};
            add(kKinds[static_cast<int>(node.kind)], node.name.text, node.name.range, true, decl.range);
          } else if constexpr (std::is_same_v<T, ast::SlotDecl>) {
            add(SymbolKind::Slot, node.name.text, node.name.range, true, decl.range);
          } else if constexpr (std::is_same_v<T, ast::Equivalence> || std::is_same_v<T, ast::Distinction>) {
            std::vector<ast::Word> names;
            if constexpr (std::is_same_v<T, ast::Equivalence>) names = node.names;
            else names = {node.left, node.right};
            for (const ast::Word& w : names) {
              const bool isKind = model && model->findKind(w.text);
              if (isKind) add(SymbolKind::Kind, w.text, w.range);
              else if (w.text != "big" && w.text != "complex") add(SymbolKind::Tag, w.text, w.range);
            }
          } else if constexpr (std::is_same_v<T, ast::Card>) {
            add(SymbolKind::Card, node.name, node.nameRange, true, decl.range);
            card(node);
          }
        },
        decl.node);
  }
}

void SymbolIndex::uses(const ast::Uses& uses, SourceRange range, FileId from) {
  // The unit it names, as the loader found it: by path, or by id.
  std::string id = uses.target;
  if (uses.isPath) {
    namespace fs = std::filesystem;
    const std::string target =
        canonicalPath((fs::path(check_.sources.path(from)).parent_path() / uses.target).lexically_normal().string());
    for (const SourceUnit* unit : check_.units) {
      if (unit->location == target) id = unit->id;
    }
  }
  add(SymbolKind::Unit, id, range);
}

void SymbolIndex::card(const ast::Card& card) {
  add(SymbolKind::Kind, card.kind.text, card.kind.range);
  for (const ast::Member& member : card.members) {
    if (const auto* f = std::get_if<ast::Field>(&member.node)) {
      field(*f);
      continue;
    }
    const auto& block = std::get<ast::Block>(member.node);
    if (block.condition) condition(*block.condition);
    actions(block.actions);
  }
}

void SymbolIndex::field(const ast::Field& f) {
  const std::string& name = f.name.text;
  for (const ast::ValueSeq& seq : f.values) {
    const std::vector<ast::Atom>& atoms = seq.atoms;
    if (name == "tags") {
      for (const ast::Atom& a : atoms) add(SymbolKind::Tag, a.text, a.range);
    } else if (name == "supersedes") {
      for (const ast::Atom& a : atoms) add(SymbolKind::Rule, a.text, a.range);
    } else if (name == "slot" && !atoms.empty()) {
      add(SymbolKind::Slot, atoms[0].text, atoms[0].range);
    } else if ((name == "usable_by" || name == "not_usable_by" || name == "requires") && atoms.size() >= 2) {
      named(atoms[0].text, atoms[1].text, atoms[1].range);
    }
  }
  if (f.condition) condition(*f.condition);
}

void SymbolIndex::condition(const ast::Condition& c) {
  for (const ast::Condition& operand : c.operands) condition(operand);
  if (c.kind == ast::Condition::Kind::Test && !c.args.empty()) {
    const std::string& p = c.predicate.text;
    named(p == "sole" && c.args.size() >= 2 ? c.args[0].text : p, c.args.back().text, c.args.back().range);
  }
  if (c.rhs) expr(*c.rhs);
}

void SymbolIndex::expr(const ast::Expr& e) {
  for (const ast::Expr& operand : e.operands) expr(operand);
  if (e.kind != ast::Expr::Kind::Name) return;
  if (e.subject.empty() && check_.model && check_.model->findParam(e.name)) add(SymbolKind::Param, e.name, e.range);
  if (!e.filter.empty()) named(e.filter.text, e.filterName.text, e.filterName.range);
}

void SymbolIndex::actions(const std::vector<ast::Action>& list) {
  for (const ast::Action& a : list) {
    for (const std::vector<ast::Action>& alternative : a.alternatives) actions(alternative);
    for (std::size_t i = 0; i < a.args.size(); ++i) {
      const ast::ActionArg& arg = a.args[i];
      if (arg.expr) expr(*arg.expr);
      if (arg.kind == ast::ActionArg::Kind::Versus) named(arg.word.text, arg.name.text, arg.name.range);
      if (i == 0 || a.args[i - 1].kind != ast::ActionArg::Kind::Word) continue;
      // A filter's operand: `tag Undead`, `class Cleric`, `name "Zombie"`.
      const std::string& what = a.args[i - 1].word.text;
      if (arg.kind == ast::ActionArg::Kind::Word) named(what, arg.word.text, arg.word.range);
      if (arg.kind == ast::ActionArg::Kind::Text) named(what, arg.text, arg.range);
    }
    if (a.name.text == "draw") {
      for (const ast::ActionArg& arg : a.args) {
        if (arg.kind == ast::ActionArg::Kind::Word && check_.model) {
          for (const model::Named& deck : check_.model->decks) {
            if (deck.name == arg.word.text) add(SymbolKind::Deck, arg.word.text, arg.word.range);
          }
        }
      }
    }
  }
}

}  // namespace munchkinc::lsp
