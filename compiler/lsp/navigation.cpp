#include "lsp/features.h"

namespace munchkinc::lsp {

std::vector<SourceRange> definitionAt(const SymbolIndex& index, FileId file, std::uint32_t offset) {
  std::vector<SourceRange> ranges;
  const Occurrence* o = index.at(file, offset);
  if (!o) return ranges;
  for (const Occurrence* d : index.declarationsOf(o->kind, o->name)) ranges.push_back(d->range);
  return ranges;
}

std::vector<SourceRange> referencesAt(const SymbolIndex& index, FileId file, std::uint32_t offset,
                                      bool includeDeclaration) {
  std::vector<SourceRange> ranges;
  const Occurrence* o = index.at(file, offset);
  if (!o) return ranges;
  for (const Occurrence* r : index.occurrencesOf(o->kind, o->name)) {
    if (includeDeclaration || !r->declaration) ranges.push_back(r->range);
  }
  return ranges;
}

namespace {

// LSP SymbolKind numbers.
constexpr int kModule = 2, kNamespace = 3, kClass = 5, kProperty = 7, kFunction = 12, kConstant = 14, kStruct = 23,
              kEvent = 24;

OutlineEntry block(const ast::Block& b) {
  static const char* const kWords[] = {"on", "play", "while", "bad_stuff"};
  std::string name = kWords[static_cast<int>(b.kind)];
  for (const ast::Word& w : b.words) name += " " + w.text;
  return {name, "", b.kind == ast::Block::Kind::On ? kEvent : kFunction, b.range, b.keyword, {}};
}

}  // namespace

std::vector<OutlineEntry> outlineOf(const UnitCheck& check, FileId file) {
  std::vector<OutlineEntry> entries;
  const ast::File* tree = nullptr;
  for (const SourceUnit* unit : check.units) {
    for (const ast::File& f : unit->files) {
      if (f.id == file) tree = &f;
    }
  }
  if (!tree) return entries;
  for (const ast::Declaration& decl : tree->declarations) {
    std::visit(
        [&](const auto& node) {
          using T = std::decay_t<decltype(node)>;
          if constexpr (std::is_same_v<T, ast::Header>) {
            entries.push_back({node.name.text, node.isModule ? "module" : "set", kModule, decl.range, node.name.range, {}});
          } else if constexpr (std::is_same_v<T, ast::Uses>) {
            entries.push_back({"uses " + node.target, "", kNamespace, decl.range, decl.range, {}});
          } else if constexpr (std::is_same_v<T, ast::Param>) {
            entries.push_back({node.name.text, "param", kProperty, decl.range, node.name.range, {}});
          } else if constexpr (std::is_same_v<T, ast::KindDecl>) {
            entries.push_back({node.name.text, "kind", kClass, decl.range, node.name.range, {}});
          } else if constexpr (std::is_same_v<T, ast::NamedDecl>) {
            static const char* const kWords[] = {"tag", "deck", "rule", "phase"};
            entries.push_back({node.name.text, kWords[static_cast<int>(node.kind)], kConstant, decl.range,
                               node.name.range, {}});
          } else if constexpr (std::is_same_v<T, ast::SlotDecl>) {
            entries.push_back({node.name.text, "slot", kConstant, decl.range, node.name.range, {}});
          } else if constexpr (std::is_same_v<T, ast::Card>) {
            OutlineEntry card{node.name, node.kind.text, kStruct, decl.range, node.nameRange, {}};
            for (const ast::Member& member : node.members) {
              if (const auto* b = std::get_if<ast::Block>(&member.node)) card.children.push_back(block(*b));
            }
            entries.push_back(std::move(card));
          }
        },
        decl.node);
  }
  // An editor refuses an entry without a name or with its name outside its range.
  std::erase_if(entries, [](const OutlineEntry& e) { return e.name.empty() || !e.range.valid(); });
  return entries;
}

}  // namespace munchkinc::lsp
