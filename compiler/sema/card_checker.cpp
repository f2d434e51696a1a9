// Pass 3: cards. Resolves each card's kind, checks its fields against the
// shape's schema, and types its effect blocks.
#include <algorithm>
#include <cctype>

#include "sema/analysis.h"
#include "sema/effects.h"
#include "sema/schema.h"
#include "sema/switch_checker.h"
#include "source/name_index.h"
#include "source/spelling.h"

namespace munchkinc {
namespace {

using schema::ValueType;

std::string slug(const std::string& name) {
  std::string out;
  for (char c : name) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) {
      out += static_cast<char>(std::tolower(u));
    } else if (!out.empty() && out.back() != '_') {
      out += '_';
    }
  }
  while (!out.empty() && out.back() == '_') out.pop_back();
  return out.empty() ? "card" : out;
}

const char* article(Shape shape) {
  const std::string_view s = spelling(shape);
  return (s[0] == 'a' || s[0] == 'e' || s[0] == 'i' || s[0] == 'o') ? "an" : "a";
}

// The fields a card gives, in order: a handful, so a flat list beats a map.
using Seen = std::vector<std::pair<std::string_view, SourceRange>>;

std::size_t cardCount(const SourceUnit& unit) {
  std::size_t count = 0;
  for (const ast::File& file : unit.files) {
    for (const ast::Declaration& decl : file.declarations) count += std::holds_alternative<ast::Card>(decl.node);
  }
  return count;
}

Seen::const_iterator given(const Seen& seen, std::string_view field) {
  return std::find_if(seen.begin(), seen.end(), [&](const auto& entry) { return entry.first == field; });
}

// Whether `field` is given, misspelt: an unknown field close to it was
// reported with "did you mean", so saying it is missing too would repeat that.
bool misspelt(const Seen& seen, std::string_view field, Shape shape) {
  return std::any_of(seen.begin(), seen.end(), [&](const auto& entry) {
    return !schema::findField(entry.first, shape) && !closestMatch(entry.first, {field}).empty();
  });
}

class CardChecker {
 public:
  explicit CardChecker(Analysis& a) : a_(a) {}

  void run() {
    // The model's cards are most of its memory: one allocation, not a
    // doubling series of copies.
    std::size_t declared = 0;
    for (const SourceUnit* unit : a_.units) declared += cardCount(*unit);
    a_.model.cards.reserve(a_.model.cards.size() + declared);
    ids_ = NameIndex(declared);
    for (const SourceUnit* unit : a_.units) {
      std::vector<const ast::Card*> named;  // the unit's cards, each name's first
      named.reserve(cardCount(*unit));
      NameIndex names(named.capacity());
      const auto nameOf = [&](std::size_t i) { return std::string_view(named[i]->name); };
      for (const ast::File& file : unit->files) {
        for (const ast::Declaration& decl : file.declarations) {
          const auto* card = std::get_if<ast::Card>(&decl.node);
          if (!card) continue;
          if (const auto first = names.findOrAdd(card->name, named.size(), nameOf)) {
            a_.duplicate("card", card->name, card->nameRange, named[*first]->nameRange);
            continue;
          }
          named.push_back(card);
          check(*unit, *card, decl);
        }
      }
    }
  }

 private:
  // Checks everything the card gives. A card with an error is left out of
  // the model (see Model::leftOut), so the rule-conflict checks, which run on
  // a model despite errors, see only cards that checked cleanly.
  void check(const SourceUnit& unit, const ast::Card& c, const ast::Declaration& decl) {
    const std::size_t errorsBefore = a_.diagnostics.errorsReported();
    const model::Kind* kind = a_.model.findKind(c.kind.text);
    if (!kind) {
      unknownKind(unit, c);
      a_.model.leftOut.push_back({c.name, std::nullopt});
      return;
    }
    const std::size_t brokenBefore = a_.brokenNameUses;
    model::Card card;
    card.name = c.name;
    card.kind = kind->name;
    card.canonicalKind = kind->canonical;
    card.shape = kind->shape;
    card.deck = kind->deck;
    card.unit = unit.id;
    card.range = decl.range;
    card.nameRange = c.nameRange;

    Seen seen;
    for (const ast::Member& m : c.members) {
      if (const auto* f = std::get_if<ast::Field>(&m.node)) {
        if (auto it = given(seen, f->name.text); it != seen.end()) {
          Diagnostic& d = a_.diagnostics.report(DiagCode::E0207, f->name.range,
                                                "field '" + f->name.text + "' is given twice");
          a_.diagnostics.note(d, it->second, "first given here");
          continue;
        }
        seen.emplace_back(f->name.text, f->name.range);
        field(*f, card);
      }
    }
    for (const schema::FieldSpec& spec : schema::fields()) {
      // A card with a syntax error may well give the field in the part
      // that could not be read.
      if (decl.poisoned) break;
      if (spec.required && schema::fieldAllowed(spec, card.shape) && given(seen, spec.name) == seen.end() &&
          !misspelt(seen, spec.name, card.shape)) {
        a_.diagnostics.report(DiagCode::E0205, c.nameRange,
                              std::string(spelling(card.shape)) + " '" + card.name + "' needs a '" +
                                  std::string(spec.name) + "' field");
      }
    }
    if (card.shape == Shape::Item) checkSlotAndSize(card, seen);
    card.effects.reserve(c.members.size() - seen.size());
    for (const ast::Member& m : c.members) {
      if (const auto* b = std::get_if<ast::Block>(&m.node)) {
        if (auto effect = checkBlock(*b, card, a_)) card.effects.push_back(std::move(*effect));
      }
    }
    if (discardedWhenPlayed(c, card.shape)) refuseGrantsOutsideCombat(card);
    refuseSwitchesSaidTwice(card, a_);
    if (card.shape == Shape::Class || card.shape == Shape::Race || card.shape == Shape::Army ||
        card.shape == Shape::Mojo) {
      a_.namesByShape[card.shape].push_back(card.name);
    }
    if (decl.poisoned || a_.brokenNameUses > brokenBefore || a_.diagnostics.errorsReported() > errorsBefore) {
      a_.model.leftOut.push_back({card.name, card.shape});
      return;
    }
    card.id = uniqueId(unit.id + "." + slug(c.name));
    a_.model.cards.push_back(std::move(card));
  }

  // A kind that is not declared. When the build declares no kinds at all,
  // the unit lacks `uses core;`: said once, not once per card.
  void unknownKind(const SourceUnit& unit, const ast::Card& c) {
    if (a_.usesBroken(c.kind.text)) return;  // its declaration's error was reported
    if (a_.model.kinds.empty()) {
      if (!a_.toldToUseCore.insert(&unit).second) return;
      Diagnostic& d = a_.diagnostics.report(
          DiagCode::E0114, c.kind.range,
          "unknown card kind '" + c.kind.text + "': no card kind is declared at all; add `uses core;` "
          "after the header for the core rules' kinds (reported once for all this unit's cards)");
      if (unit.header) {
        const SourceRange afterHeader{unit.headerRange.file, unit.headerRange.end, unit.headerRange.end};
        a_.diagnostics.fixIt(d, afterHeader, "\nuses core;");
      }
      return;
    }
    a_.diagnostics.report(DiagCode::E0101, c.kind.range,
                          "unknown card kind '" + c.kind.text + "'" + didYouMean(c.kind.text, a_.keys(a_.kindAt)));
  }

  // One-shots, Go Up a Level, enhancers, and curses and specials with no
  // `while` or `on` block leave play as soon as their `play` blocks acted.
  static bool discardedWhenPlayed(const ast::Card& c, Shape shape) {
    if (shape == Shape::OneShot || shape == Shape::LevelUp || shape == Shape::Enhancer) return true;
    if (shape != Shape::Curse && shape != Shape::Special) return false;
    return std::none_of(c.members.begin(), c.members.end(), [](const ast::Member& m) {
      const auto* b = std::get_if<ast::Block>(&m.node);
      return b && (b->kind == ast::Block::Kind::While || b->kind == ast::Block::Kind::On);
    });
  }

  // A grant lasts while its card is in play, or until the end of the fight
  // it was made in; from a discarded card outside a fight, it lasts nowhere.
  void refuseGrantsOutsideCombat(const model::Card& card) {
    for (const model::Effect& effect : card.effects) {
      if (effect.kind != model::Effect::Kind::Play || effect.timing != Timing::OutsideCombat) continue;
      for (const model::ActionStep& step : effect.steps) {
        if (step.action != Action::Grant) continue;
        a_.diagnostics.report(DiagCode::E0311, step.range,
                              "'grant' from " + std::string(spelling(card.shape)) + " '" + card.name +
                                  "' lasts only until the end of a fight, since the card is discarded when played, "
                                  "but a 'play outside_combat' block never acts during one");
      }
    }
  }

  // Called once per card that check() goes on to add to the model, so the
  // id is stored with the index that card will have there.
  std::string uniqueId(const std::string& id) {
    const std::size_t index = a_.model.cards.size();
    const auto idOf = [&](std::size_t i) { return std::string_view(a_.model.cards[i].id); };
    std::string candidate = id;
    for (int n = 2; ids_.findOrAdd(candidate, index, idOf); ++n) candidate = id + "_" + std::to_string(n);
    return candidate;
  }

  void field(const ast::Field& f, model::Card& card) {
    const schema::FieldSpec* spec = schema::findField(f.name.text, card.shape);
    if (!spec) {
      std::vector<std::string_view> names;
      for (const schema::FieldSpec& s : schema::fields()) {
        if (schema::fieldAllowed(s, card.shape)) names.push_back(s.name);
      }
      a_.diagnostics.report(DiagCode::E0200, f.name.range,
                            "unknown field '" + f.name.text + "' for " + std::string(spelling(card.shape)) + " '" + card.name +
                                "'" + didYouMean(f.name.text, names));
      return;
    }
    if (!schema::fieldAllowed(*spec, card.shape)) {
      a_.diagnostics.report(DiagCode::E0201, f.name.range,
                            std::string(article(card.shape)) + " " + std::string(spelling(card.shape)) +
                                " has no '" + f.name.text + "' field");
      return;
    }
    if (spec->type != ValueType::ConditionOnly && f.condition) {
      a_.diagnostics.report(DiagCode::E0202, f.condition->range, "field '" + f.name.text + "' takes no condition");
      return;
    }
    switch (spec->type) {
      case ValueType::Count:
      case ValueType::Signed: {
        const auto value = integer(f, spec->type == ValueType::Signed);
        if (!value) return;
        if (spec->type == ValueType::Count && *value < spec->min) {
          a_.diagnostics.report(DiagCode::E0203, f.values[0].range,
                                "'" + f.name.text + "' must be at least " + std::to_string(spec->min) + ", not " +
                                    std::to_string(*value));
          return;
        }
        assignNumber(f.name.text, *value, card);
        return;
      }
      case ValueType::Text: {
        if (f.values.size() != 1 || f.values[0].atoms.size() != 1 || f.values[0].atoms[0].kind != ast::Atom::Kind::String) {
          a_.diagnostics.report(DiagCode::E0202, f.range, "'" + f.name.text + "' takes one string");
          return;
        }
        const std::string& text = f.values[0].atoms[0].text;
        (f.name.text == "text" ? card.text : f.name.text == "flavor" ? card.flavor : card.art) = text;
        if (f.name.text == "art") card.artRange = f.values[0].atoms[0].range;
        return;
      }
      case ValueType::Flag:
        if (!f.values.empty()) {
          a_.diagnostics.report(DiagCode::E0202, f.values[0].range, "'" + f.name.text + "' takes no value");
          return;
        }
        (f.name.text == "complex" ? card.complex : card.isDefault) = true;
        return;
      case ValueType::Gold: gold(f, card); return;
      case ValueType::SlotSpec: slot(f, card); return;
      case ValueType::Size: {
        const std::string word = singleWord(f);
        if (word != "small" && word != "big") {
          a_.diagnostics.report(DiagCode::E0202, f.range, "'size' is small or big");
          return;
        }
        card.big = word == "big";
        return;
      }
      case ValueType::RefList:
      case ValueType::Ref: refs(f, card, spec->type == ValueType::Ref); return;
      case ValueType::TagList: names(f, card.tags, a_.tagAt, DiagCode::E0102, "tag", nullptr); return;
      case ValueType::RuleList:
        names(f, card.supersedes, a_.ruleAt, DiagCode::E0104, "rule", &card.supersedesRanges);
        return;
      case ValueType::ShapeWord: {
        const std::string word = singleWord(f);
        static const std::vector<std::string_view> kTargets = {"class", "race", "army", "mojo", "item"};
        if (word == "monster") {
          a_.diagnostics.report(DiagCode::E0202, f.values[0].range,
                                "a modifier is played onto a card its player has in play, and a monster is never "
                                "in anyone's play; it attaches to a class, race, army, mojo or item");
          return;
        }
        if (std::find(kTargets.begin(), kTargets.end(), word) == kTargets.end()) {
          a_.diagnostics.report(DiagCode::E0202, f.range,
                                "'attaches' names what the card attaches to: class, race, army, mojo or item" +
                                    didYouMean(word, kTargets));
          return;
        }
        card.attaches = word;
        return;
      }
      case ValueType::ConditionOnly: {
        if (!f.values.empty() || !f.condition) {
          a_.diagnostics.report(DiagCode::E0202, f.range, "'" + f.name.text + "' takes only a condition: `" +
                                                              f.name.text + " if level <= 3;`");
          return;
        }
        card.noPursuit = checkCondition(*f.condition, a_, false);
        return;
      }
    }
  }

  std::optional<int> integer(const ast::Field& f, bool allowSign) {
    if (f.values.size() != 1 || f.values[0].atoms.size() != 1 || f.values[0].atoms[0].kind != ast::Atom::Kind::Int) {
      a_.diagnostics.report(DiagCode::E0202, f.range, "'" + f.name.text + "' takes one number");
      return std::nullopt;
    }
    const ast::Atom& atom = f.values[0].atoms[0];
    if (!allowSign && (atom.explicitPlus || atom.value < 0)) {
      a_.diagnostics.report(DiagCode::E0203, atom.range, "'" + f.name.text + "' cannot be negative or signed");
      return std::nullopt;
    }
    return static_cast<int>(atom.value);
  }

  static std::string singleWord(const ast::Field& f) {
    if (f.values.size() == 1 && f.values[0].atoms.size() == 1 && f.values[0].atoms[0].kind == ast::Atom::Kind::Word) {
      return f.values[0].atoms[0].text;
    }
    return {};
  }

  static void assignNumber(const std::string& name, int value, model::Card& card) {
    if (name == "copies") card.copies = value;
    else if (name == "level") card.level = value;
    else if (name == "treasures") card.treasures = value;
    else if (name == "levels") card.levels = value;
    else if (name == "bonus") card.bonus = value;
    else if (name == "rank") card.rank = value;
  }

  void gold(const ast::Field& f, model::Card& card) {
    if (singleWord(f) == "none") return;
    const auto value = integer(f, false);
    if (!value) return;
    if (*value % 100 != 0) {
      a_.diagnostics.report(DiagCode::E0204, f.values[0].range,
                            "gold value " + std::to_string(*value) + " is not a multiple of 100");
      return;
    }
    card.value = *value;
  }

  void slot(const ast::Field& f, model::Card& card) {
    if (f.values.size() != 1 || f.values[0].atoms.empty() || f.values[0].atoms.size() > 2 ||
        f.values[0].atoms[0].kind != ast::Atom::Kind::Word) {
      a_.diagnostics.report(DiagCode::E0202, f.range,
                            "'slot' takes headgear, armor, footgear, one_hand, two_hands, none, or a slot and a count");
      return;
    }
    const std::vector<ast::Atom>& atoms = f.values[0].atoms;
    std::string name = atoms[0].text;
    int amount = 1;
    if (name == "one_hand" || name == "two_hands") {
      amount = name == "one_hand" ? 1 : 2;
      name = "hands";
    }
    if (atoms.size() == 2) {
      if (atoms[1].kind != ast::Atom::Kind::Int || atoms[1].value < 1 || atoms[0].text != name) {
        a_.diagnostics.report(DiagCode::E0202, atoms[1].range, "a slot count is a number of at least 1");
        return;
      }
      amount = static_cast<int>(atoms[1].value);
    }
    const auto slotValue = parseWord<Slot>(name);
    if (!slotValue || (*slotValue != Slot::None && !a_.slotAt.count(name))) {
      std::vector<std::string_view> names = {"none", "one_hand", "two_hands"};
      for (const auto& s : a_.keys(a_.slotAt)) names.push_back(s);
      a_.diagnostics.report(DiagCode::E0112, atoms[0].range, "unknown slot '" + name + "'" + didYouMean(name, names));
      return;
    }
    card.slot = *slotValue;
    card.slotAmount = *slotValue == Slot::None ? 0 : amount;
  }

  void checkSlotAndSize(const model::Card& card, const Seen& seen) {
    // Footgear and headgear are worn, so they cannot be Big.
    if (card.big && (card.slot == Slot::Headgear || card.slot == Slot::Footgear)) {
      a_.diagnostics.report(DiagCode::E0206, given(seen, "size")->second,
                            "a " + std::string(spelling(card.slot)) + " item cannot be big");
    }
  }

  void refs(const ast::Field& f, model::Card& card, bool single) {
    if (single && f.values.size() != 1) {
      a_.diagnostics.report(DiagCode::E0202, f.range, "'" + f.name.text + "' takes one reference such as `class Kid`");
      return;
    }
    for (const ast::ValueSeq& seq : f.values) {
      const auto ref = reference(seq);
      if (!ref) continue;
      if (f.name.text == "usable_by") card.usableBy.push_back(*ref);
      else if (f.name.text == "not_usable_by") card.notUsableBy.push_back(*ref);
      else card.requirement = *ref;
    }
  }

  std::optional<model::Ref> reference(const ast::ValueSeq& seq) {
    static const std::vector<std::string_view> kWhat = {"class", "race", "army", "mojo", "sex"};
    if (seq.atoms.size() != 2 || seq.atoms[0].kind != ast::Atom::Kind::Word ||
        seq.atoms[1].kind == ast::Atom::Kind::Int || seq.atoms[1].kind == ast::Atom::Kind::Range) {
      a_.diagnostics.report(DiagCode::E0202, seq.range,
                            "expected a reference such as `class Kid`, `race \"Half-Elf\"` or `sex female`");
      return std::nullopt;
    }
    const std::string& what = seq.atoms[0].text;
    const auto predicate = parseWord<Predicate>(what);
    if (!predicate || std::find(kWhat.begin(), kWhat.end(), what) == kWhat.end()) {
      a_.diagnostics.report(DiagCode::E0202, seq.atoms[0].range,
                            "'" + what + "' is not class, race, army, mojo or sex" + didYouMean(what, kWhat));
      return std::nullopt;
    }
    const std::string& name = seq.atoms[1].text;
    if (*predicate == Predicate::Sex && name != "male" && name != "female") {
      a_.diagnostics.report(DiagCode::E0202, seq.atoms[1].range, "sex is male or female");
      return std::nullopt;
    }
    return model::Ref{*predicate, name, seq.range};
  }

  void names(const ast::Field& f, std::vector<std::string>& out, const std::map<std::string, SourceRange>& table,
             DiagCode unknown, const std::string& what, std::vector<SourceRange>* ranges) {
    for (const ast::ValueSeq& seq : f.values) {
      if (seq.atoms.size() != 1 || seq.atoms[0].kind != ast::Atom::Kind::Word) {
        a_.diagnostics.report(DiagCode::E0202, seq.range, "expected a " + what + " name");
        continue;
      }
      const std::string& name = seq.atoms[0].text;
      if (!table.count(name) && a_.usesBroken(name)) continue;
      if (!table.count(name)) {
        a_.diagnostics.report(unknown, seq.range, "unknown " + what + " '" + name + "'" + didYouMean(name, a_.keys(table)));
        continue;
      }
      out.push_back(name);
      if (ranges) ranges->push_back(seq.range);
    }
  }

  Analysis& a_;
  NameIndex ids_;
};

}  // namespace

void checkCards(Analysis& analysis) { CardChecker(analysis).run(); }

}  // namespace munchkinc
