#include <filesystem>

#include "lsp/card_summary.h"
#include "lsp/features.h"

namespace munchkinc::lsp {

namespace {

const char* kindWord(SymbolKind kind) {
  switch (kind) {
    case SymbolKind::Kind: return "kind";
    case SymbolKind::Tag: return "tag";
    case SymbolKind::Deck: return "deck";
    case SymbolKind::Rule: return "rule";
    case SymbolKind::Phase: return "phase";
    case SymbolKind::Slot: return "slot";
    case SymbolKind::Param: return "parameter";
    case SymbolKind::Card: return "card";
    case SymbolKind::Unit: return "unit";
  }
  return "";
}

// "apocalypse/classes.mkn:12": the file relative to the folder holding its unit.
std::string placeOf(const SourceManager& sources, SourceRange range) {
  const std::filesystem::path path(sources.path(range.file));
  const std::string shown = (path.parent_path().filename() / path.filename()).string();
  return shown + ":" + std::to_string(sources.lineColumn(range.file, range.begin).line);
}

// Each declaration as written, with where it is.
std::string declarationsText(const UnitCheck& check, const std::vector<const Occurrence*>& declarations) {
  std::string text;
  for (const Occurrence* d : declarations) {
    text += "\n```mkn\n" + std::string(check.sources.slice(d->declarationRange)) + "\n```\n" +
            placeOf(check.sources, d->declarationRange) + "\n";
  }
  return text;
}

const model::Card* cardNamed(const model::Model& model, const std::string& name, const UnitCheck& check) {
  const model::Card* found = nullptr;
  for (const model::Card& card : model.cards) {
    if (card.name != name) continue;
    // A reprint in the checked unit itself is the one its author means.
    if (!found || (check.root && card.unit == check.root->id)) found = &card;
  }
  return found;
}

std::string paramText(const model::Model& model, const std::string& name) {
  const model::Param* p = model.findParam(name);
  if (!p) return {};
  const std::string value = p->isBool ? (p->value ? "true" : "false") : std::to_string(p->value);
  return "parameter `" + name + "` = " + value + " in this build (set by " + p->unit + ")";
}

std::string unitText(const model::Model& model, const std::string& id) {
  for (const model::Unit& unit : model.units) {
    if (unit.id != id) continue;
    std::string text = std::string(unit.isModule ? "module" : "set") + " `" + id + "`";
    if (!unit.title.empty()) text += ": **" + unit.title + "**";
    if (!unit.version.empty()) text += ", version " + unit.version;
    if (!unit.isModule) text += ", " + std::to_string(unit.minPlayers) + " to " + std::to_string(unit.maxPlayers) + " players";
    std::size_t cards = 0;
    for (const model::Card& card : model.cards) cards += card.unit == id ? 1 : 0;
    text += "\n\n" + std::to_string(cards) + " cards; " + unit.directory;
    return text;
  }
  return {};
}

}  // namespace

std::optional<HoverText> hoverAt(const UnitCheck& check, const SymbolIndex& index, FileId file, std::uint32_t offset) {
  const Occurrence* o = index.at(file, offset);
  if (!o) return std::nullopt;
  const model::Model* model = check.model ? &*check.model : nullptr;
  std::string text;
  if (o->kind == SymbolKind::Card && model) {
    if (const model::Card* card = cardNamed(*model, o->name, check)) text = cardSummary(*model, *card);
  } else if (o->kind == SymbolKind::Unit && model) {
    text = unitText(*model, o->name);
  } else if (o->kind == SymbolKind::Param && model) {
    text = paramText(*model, o->name);
  }
  const std::vector<const Occurrence*> declarations = index.declarationsOf(o->kind, o->name);
  if (text.empty()) {
    if (declarations.empty()) return std::nullopt;
    text = std::string(kindWord(o->kind)) + " `" + o->name + "`";
    if (o->kind == SymbolKind::Tag && model) {
      std::size_t cards = 0;
      for (const model::Card& card : model->cards) {
        for (const std::string& tag : card.tags) cards += tag == o->name ? 1 : 0;
      }
      text += ", on " + std::to_string(cards) + (cards == 1 ? " card" : " cards");
    }
    text += "\n" + declarationsText(check, declarations);
  } else if (o->kind == SymbolKind::Param) {
    text += "\n" + declarationsText(check, declarations);
  }
  return HoverText{text, o->range};
}

}  // namespace munchkinc::lsp
