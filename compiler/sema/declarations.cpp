// Pass 1: everything declared outside cards — unit headers, parameters,
// kinds, tags, decks, slots, rules, phases, equivalences.
#include <algorithm>

#include "munchkin/tables.h"
#include "sema/analysis.h"
#include "source/spelling.h"

namespace munchkinc {

void Analysis::duplicate(const std::string& what, const std::string& name, SourceRange here, SourceRange previous) {
  Diagnostic& d = diagnostics.report(DiagCode::E0100, here, "duplicate " + what + " '" + name + "'");
  diagnostics.note(d, previous, "previous definition is here");
}

bool Analysis::usesBroken(const std::string& name) {
  if (!brokenNames.count(name)) return false;
  ++brokenNameUses;
  return true;
}

std::vector<std::string_view> Analysis::keys(const std::map<std::string, SourceRange>& table) const {
  std::vector<std::string_view> out;
  for (const auto& [name, range] : table) out.push_back(name);
  return out;
}

namespace {

const std::vector<std::string_view> kHeaderFields = {"title", "version", "players", "author", "description", "art"};

std::optional<std::string> singleString(const ast::Field& f) {
  if (f.values.size() == 1 && f.values[0].atoms.size() == 1 && f.values[0].atoms[0].kind == ast::Atom::Kind::String) {
    return f.values[0].atoms[0].text;
  }
  return std::nullopt;
}

// `art KIND_OR_DECK "path";`. Whether the name is a kind or a deck, and the
// file, are checked with the cards (art_files.cpp), once every kind is known.
void readDefaultArt(Analysis& a, const ast::Field& f, model::Unit& out) {
  const bool shaped = f.values.size() == 1 && f.values[0].atoms.size() == 2 &&
                      f.values[0].atoms[0].kind == ast::Atom::Kind::Word &&
                      f.values[0].atoms[1].kind == ast::Atom::Kind::String;
  if (!shaped) {
    a.diagnostics.report(DiagCode::E0202, f.range,
                         "a header's 'art' takes a kind or deck and a path: `art monster \"art/monster.png\";`");
    return;
  }
  const ast::Atom& target = f.values[0].atoms[0];
  const ast::Atom& path = f.values[0].atoms[1];
  for (const model::Unit::DefaultArt& earlier : out.defaultArt) {
    if (earlier.target != target.text) continue;
    Diagnostic& d = a.diagnostics.report(DiagCode::E0207, target.range,
                                         "default art for '" + target.text + "' is given twice");
    a.diagnostics.note(d, earlier.targetRange, "first given here");
    return;
  }
  out.defaultArt.push_back({target.text, path.text, target.range, path.range});
}

void readHeader(Analysis& a, const SourceUnit& unit, model::Unit& out) {
  const ast::Header& h = *unit.header;
  out.isModule = h.isModule;
  out.range = unit.headerRange;
  bool hasTitle = false;
  std::map<std::string, SourceRange> seen;
  for (const ast::Member& m : h.fields) {
    const ast::Field& f = std::get<ast::Field>(m.node);
    const std::string& name = f.name.text;
    if (name == "art") {  // one per kind or deck, so it may come more than once
      readDefaultArt(a, f, out);
      continue;
    }
    if (auto it = seen.find(name); it != seen.end()) {
      Diagnostic& d = a.diagnostics.report(DiagCode::E0207, f.name.range, "field '" + name + "' is given twice");
      a.diagnostics.note(d, it->second, "first given here");
      continue;
    }
    seen.emplace(name, f.name.range);
    if (name == "players") {
      if (h.isModule) {
        a.diagnostics.report(DiagCode::E0201, f.name.range, "a module has no player range; only a set does");
        continue;
      }
      if (f.values.size() != 1 || f.values[0].atoms.size() != 1 || f.values[0].atoms[0].kind != ast::Atom::Kind::Range) {
        a.diagnostics.report(DiagCode::E0202, f.range, "'players' takes a range such as 3..6");
        continue;
      }
      const ast::Atom& r = f.values[0].atoms[0];
      // The engine's limits: every count a header allows can be simulated.
      if (r.value < munchkin::kMinPlayers || r.high < r.value || r.high > munchkin::kMaxPlayers) {
        a.diagnostics.report(DiagCode::E0210, r.range,
                             "player range " + std::to_string(r.value) + ".." + std::to_string(r.high) +
                                 " is not valid (" + std::to_string(munchkin::kMinPlayers) + " to " +
                                 std::to_string(munchkin::kMaxPlayers) + " players, low end first)");
        continue;
      }
      out.minPlayers = static_cast<int>(r.value);
      out.maxPlayers = static_cast<int>(r.high);
      continue;
    }
    if (std::find(kHeaderFields.begin(), kHeaderFields.end(), name) == kHeaderFields.end()) {
      a.diagnostics.report(DiagCode::E0200, f.name.range,
                           "unknown header field '" + name + "'" + didYouMean(name, kHeaderFields));
      continue;
    }
    const auto text = singleString(f);
    if (!text) {
      a.diagnostics.report(DiagCode::E0202, f.range, "'" + name + "' takes one string");
      continue;
    }
    if (name == "title") {
      out.title = *text;
      hasTitle = true;
    } else if (name == "version") {
      out.version = *text;
    } else if (name == "author") {
      out.author = *text;
    } else {
      out.description = *text;
    }
  }
  if (!hasTitle && !unit.headerPoisoned) {
    a.diagnostics.report(DiagCode::E0205, h.name.range, "'" + h.name.text + "' needs a title: `title \"...\";`");
  }
}

struct ParamSetting {
  const SourceUnit* unit;
  int value;
  SourceRange range;
};

class DeclarationCollector {
 public:
  explicit DeclarationCollector(Analysis& a) : a_(a) {}

  void run() {
    for (const SourceUnit* unit : a_.units) {
      model::Unit info;
      info.id = unit->id;
      info.directory = unit->location;
      for (const SourceUnit* dep : unit->uses) info.uses.push_back(dep->id);
      if (unit->header) readHeader(a_, *unit, info);
      a_.model.units.push_back(info);
      unitParams_.clear();
      for (const ast::File& file : unit->files) {
        for (const ast::Declaration& decl : file.declarations) {
          if (decl.poisoned) {
            std::visit([&](const auto& node) { broken(node); }, decl.node);
            continue;
          }
          std::visit([&](const auto& node) { collect(*unit, decl, node); }, decl.node);
        }
      }
    }
    a_.model.root = a_.model.units.back();
    settleParams();
  }

 private:
  // A declaration with a syntax error declares only its name (if that much
  // was read), as broken: see Analysis::brokenNames. Cards are the card
  // checker's; a header is read like any other.
  void broken(const ast::KindDecl& k) { brokenName(k.name); }
  void broken(const ast::NamedDecl& n) { brokenName(n.name); }
  void broken(const ast::SlotDecl& s) { brokenName(s.name); }
  template <typename Node>
  void broken(const Node&) {}
  void brokenName(const ast::Word& name) {
    if (!name.empty()) a_.brokenNames.insert(name.text);
  }

  void collect(const SourceUnit&, const ast::Declaration&, const ast::Header&) {}
  void collect(const SourceUnit&, const ast::Declaration&, const ast::Uses&) {}
  void collect(const SourceUnit&, const ast::Declaration&, const ast::Card&) {}

  void collect(const SourceUnit& unit, const ast::Declaration& decl, const ast::Param& p) {
    const std::string& name = p.name.text;
    if (name == "undead_horde") {
      // Retired: it gave a horde to Undead alone, while the rule sheets give
      // one to other tags (Sharks, Chaos) too.
      a_.diagnostics.report(DiagCode::E0317, p.name.range,
                            "parameter 'undead_horde' is retired; declare the tags whose monsters join one another's "
                            "fights as hordes instead: `tag Undead horde;`");
      return;
    }
    if (auto it = unitParams_.find(name); it != unitParams_.end()) {
      a_.duplicate("parameter", name, p.name.range, it->second);
      return;
    }
    unitParams_.emplace(name, p.name.range);
    auto found = std::find_if(a_.model.params.begin(), a_.model.params.end(),
                              [&](const model::Param& q) { return q.name == name; });
    if (found == a_.model.params.end()) {
      if (!unit.uses.empty()) {
        a_.diagnostics.report(DiagCode::E0105, p.name.range,
                              "unknown parameter '" + name + "'" + didYouMean(name, a_.keys(a_.paramAt)));
        return;
      }
      a_.model.params.push_back({name, static_cast<int>(p.value), p.isBool, unit.id, decl.range, decl.range});
      a_.paramAt.emplace(name, p.name.range);
      return;
    }
    if (found->isBool != p.isBool) {
      Diagnostic& d = a_.diagnostics.report(
          DiagCode::E0208, decl.range,
          "parameter '" + name + "' is " + (found->isBool ? "true or false" : "a number") + ", not " +
              (p.isBool ? "true or false" : "a number"));
      a_.diagnostics.note(d, found->declared, "declared here");
      return;
    }
    settings_[name].push_back({&unit, static_cast<int>(p.value), decl.range});
  }

  // The root's own setting wins; otherwise the last unit to set a parameter
  // wins, unless two units disagree, which the root must settle.
  void settleParams() {
    const SourceUnit* root = a_.units.back();
    for (model::Param& param : a_.model.params) {
      auto it = settings_.find(param.name);
      if (it == settings_.end()) continue;
      const std::vector<ParamSetting>& all = it->second;
      auto own = std::find_if(all.begin(), all.end(), [&](const ParamSetting& s) { return s.unit == root; });
      const ParamSetting& chosen = own != all.end() ? *own : all.back();
      if (own == all.end()) {
        for (const ParamSetting& s : all) {
          if (s.value == chosen.value) continue;
          Diagnostic& d = a_.diagnostics.report(
              DiagCode::E1025, root->headerRange.valid() ? root->headerRange : chosen.range,
              "'" + s.unit->id + "' and '" + chosen.unit->id + "' set parameter '" + param.name +
                  "' differently; set it in '" + root->id + "' to choose");
          a_.diagnostics.note(d, s.range, "'" + s.unit->id + "' sets " + std::to_string(s.value) + " here");
          a_.diagnostics.note(d, chosen.range, "'" + chosen.unit->id + "' sets " + std::to_string(chosen.value) + " here");
          break;
        }
      }
      param.value = chosen.value;
      param.unit = chosen.unit->id;
      param.range = chosen.range;
    }
  }

  void collect(const SourceUnit& unit, const ast::Declaration& decl, const ast::KindDecl& k) {
    const auto shape = parseWord<Shape>(k.shape.text);
    if (!shape) {
      std::size_t count = 0;
      const std::string_view* words = allSpellings<Shape>(count);
      a_.diagnostics.report(DiagCode::E0107, k.shape.range,
                            "unknown card shape '" + k.shape.text + "'" +
                                didYouMean(k.shape.text, std::vector<std::string_view>(words, words + count)));
      brokenName(k.name);
      return;
    }
    if (k.limit && *k.limit < 1) {
      a_.diagnostics.report(DiagCode::E0203, k.limitRange, "a kind's limit must be at least 1");
      brokenName(k.name);
      return;
    }
    std::string deck = k.deck.text;
    if (deck.empty()) {
      deck = "door";
    } else if (!a_.deckAt.count(deck)) {
      a_.diagnostics.report(DiagCode::E0106, k.deck.range,
                            "unknown deck '" + deck + "'" + didYouMean(deck, a_.keys(a_.deckAt)));
      brokenName(k.name);
      return;
    }
    if (model::isReferenceDeck(deck) && *shape != Shape::Feat) {
      // Kept, so that its cards are checked too; the set has an error all the same.
      a_.diagnostics.report(DiagCode::E0213, k.deck.range,
                            "deck '" + deck + "' is a reference deck, which the game never deals from (it deals "
                            "from door and treasure, and opens Seals from seal): " + std::string(spelling(*shape)) +
                                " cards there could never reach a player; only feats may sit in it, each in force "
                                "for whoever meets its `requires`");
    }
    // An empty title is no title, as an empty tag display name is.
    std::string title = k.title && !k.title->empty() ? *k.title : std::string(shapeTitle(*shape));
    model::Kind kind{k.name.text, std::move(title), *shape, deck,
                     k.limit ? std::optional<int>(static_cast<int>(*k.limit)) : std::nullopt, k.name.text, unit.id,
                     decl.range};
    if (auto it = a_.kindAt.find(kind.name); it != a_.kindAt.end()) {
      const model::Kind* previous = a_.model.findKind(kind.name);
      const bool alike = previous && previous->shape == kind.shape && previous->deck == kind.deck &&
                         previous->limit == kind.limit && previous->unit != unit.id;
      if (alike && previous->title != kind.title) {
        // Combined sets that agree on everything but the name players see.
        Diagnostic& d = a_.diagnostics.report(DiagCode::E0100, k.name.range,
                                              "duplicate kind '" + kind.name + "': titled \"" + kind.title +
                                                  "\" here but \"" + previous->title + "\" in '" + previous->unit +
                                                  "'; give both the same title");
        a_.diagnostics.note(d, it->second, "previous definition is here");
      } else if (!alike) {
        a_.duplicate("kind", kind.name, k.name.range, it->second);
      }
      return;
    }
    a_.kindAt.emplace(kind.name, k.name.range);
    a_.model.kinds.push_back(std::move(kind));
  }

  void collect(const SourceUnit& unit, const ast::Declaration& decl, const ast::NamedDecl& n) {
    static const char* const kWhat[] = {"tag", "deck", "rule", "phase"};
    std::map<std::string, SourceRange>* tables[] = {&a_.tagAt, &a_.deckAt, &a_.ruleAt, &a_.phaseAt};
    std::vector<model::Named>* lists[] = {&a_.model.tags, &a_.model.decks, &a_.model.rules, &a_.model.phases};
    const auto index = static_cast<std::size_t>(n.kind);
    auto& table = *tables[index];
    if (auto it = table.find(n.name.text); it != table.end()) {
      // The same tag or deck in two combined sets is one tag or deck; inside
      // one unit, or for rule ids, a second declaration is a mistake.
      auto& list = *lists[index];
      auto previous = std::find_if(list.begin(), list.end(), [&](const model::Named& x) { return x.name == n.name.text; });
      const bool merge = previous != list.end() && previous->unit != unit.id &&
                         (n.kind == ast::NamedDecl::Kind::Tag || n.kind == ast::NamedDecl::Kind::Deck ||
                          n.kind == ast::NamedDecl::Kind::Phase);
      if (!merge) {
        a_.duplicate(kWhat[index], n.name.text, n.name.range, it->second);
      } else if (n.hordeRange.valid()) {
        // One set's horde rule reaches the same tag's monsters from every
        // set (the Zombies rule sheet: "the Undead from those sets can join
        // the horde, too!").
        previous->horde = true;
      }
      return;
    }
    table.emplace(n.name.text, n.name.range);
    lists[index]->push_back({n.name.text, n.text.value_or(n.name.text), unit.id, decl.range, n.hordeRange.valid()});
  }

  void collect(const SourceUnit& unit, const ast::Declaration& decl, const ast::SlotDecl& s) {
    if (s.limit < 1) {
      a_.diagnostics.report(DiagCode::E0203, s.limitRange, "a slot's limit must be at least 1");
      return;
    }
    if (!parseWord<Slot>(s.name.text) || s.name.text == "none") {
      a_.diagnostics.report(DiagCode::E0112, s.name.range,
                            "unknown slot '" + s.name.text + "'; slots are headgear, armor, footgear and hands");
      return;
    }
    if (auto it = a_.slotAt.find(s.name.text); it != a_.slotAt.end()) {
      auto previous = std::find_if(a_.model.slots.begin(), a_.model.slots.end(),
                                   [&](const model::SlotDecl& x) { return x.name == s.name.text; });
      if (previous->unit == unit.id || previous->limit != s.limit) a_.duplicate("slot", s.name.text, s.name.range, it->second);
      return;
    }
    a_.slotAt.emplace(s.name.text, s.name.range);
    a_.model.slots.push_back({s.name.text, static_cast<int>(s.limit), unit.id, decl.range});
  }

  // Equivalences need every kind and tag first; resolveEquivalences() reads them.
  void collect(const SourceUnit&, const ast::Declaration&, const ast::Equivalence&) {}
  void collect(const SourceUnit&, const ast::Declaration&, const ast::Distinction&) {}

  Analysis& a_;
  std::map<std::string, SourceRange> unitParams_;
  std::map<std::string, std::vector<ParamSetting>> settings_;
};

}  // namespace

void collectDeclarations(Analysis& analysis) { DeclarationCollector(analysis).run(); }

}  // namespace munchkinc
