// conformance_walk: walks the language's vocabulary and finds, for every
// combination the checker accepts, a conformance case whose set uses it.
//
//   conformance_walk BASE_MKN CASES_DIR GAPS_FILE [--covered]
//
// (--covered also lists each covered combination with a case that uses it.)
//
// "Accepted" is computed from the checker's own tables (compiler/sema/schema.h:
// blockAllowed for E0306, triggerPossible for E0304, actionAllowedIn for
// E0310, fightPart and canActBefore for E0311), not from a copy, along these
// dimensions:
//   block:     every (shape, block kind) the shape may have
//   action:    every action in every block kind it may stand in somewhere
//   target:    every target
//   trigger:   every trigger on every shape that may react to it
//   timing:    every timing of a `play` block, own_turn's two combinations too
//   limit:     every limit
//   predicate: every predicate; subject: every subject of a condition
//   items:     every word of a `lose_item` selector (munchkin::ItemWord)
//   players:   every word of a player selector (munchkin::PlayerWord), with
//              `except self` and `except fighter` apart
//   monsters:  every word of a monster selector (munchkin::MonsterWord), and
//              every action that takes one (`monster selector: kill_monster`)
//   switch:    every switch (`ignore level`, `count_only armor`, `ignore
//              drawbacks race`, ...), from the words the checker takes
//   chooser:   `choose` and `may` with every chooser `by` may name (self by
//              default); an alternative's `or` is part of `choose`, and a
//              row `on N` part of `roll`, no action
//   word:      every optional word of an action that may stand somewhere
//              (`auto_escape all`, `force_help except_win`, `kill_monster
//              treasure_only`, `combat_bonus floor`)
//   amount:    every action whose number (or cap: `max_level`, `max_gain`) may be computed
//              (schema::takesComputedAmount, E0324)
//   quantity:  every quantity of every subject that has it (schema::monsterHas,
//              playerHas, gameHas: E0211), `players` with each filter
//   function:  every function of an amount; operator: `+`, `-`, `*`
// A case uses the cards of its own `mkn:` and the cards of base.mkn it names.
// The gaps must be exactly those listed in GAPS_FILE (whose `# gaps: N` line
// counts them): a new gap fails, and so does a listed one that a case now
// covers, so the list only shrinks.
#include <algorithm>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "case_set.h"
#include "conformance_case.h"
#include "sema/schema.h"

namespace {

using namespace conformance;
using munchkinc::model::Card;
using munchkinc::model::Condition;
using munchkinc::model::Effect;
namespace schema = munchkinc::schema;
using munchkin::Action;
using munchkin::AmountFunction;
using munchkin::ItemWord;
using munchkin::MonsterWord;
using munchkin::PlayerWord;
using munchkin::Limit;
using munchkin::Predicate;
using munchkin::Quantity;
using munchkin::Shape;
using munchkin::Subject;
using munchkin::Target;
using munchkin::Timing;
using munchkin::Trigger;

template <typename Enum>
std::vector<Enum> every() {
  std::size_t count = 0;
  munchkin::allSpellings<Enum>(count);
  std::vector<Enum> out;
  for (std::size_t i = 0; i < count; ++i) out.push_back(static_cast<Enum>(i));
  return out;
}

template <typename Enum>
std::string word(Enum value) {
  return std::string(munchkin::spelling(value));
}

const schema::BlockKind kBlockKinds[] = {schema::BlockKind::Play, schema::BlockKind::On, schema::BlockKind::While,
                                         schema::BlockKind::BadStuff};

std::string word(schema::BlockKind kind) {
  switch (kind) {
    case schema::BlockKind::Play: return "play";
    case schema::BlockKind::On: return "on";
    case schema::BlockKind::While: return "while";
    case schema::BlockKind::BadStuff: return "bad_stuff";
  }
  return "?";
}

schema::BlockKind blockKind(Effect::Kind kind) {
  switch (kind) {
    case Effect::Kind::Play: return schema::BlockKind::Play;
    case Effect::Kind::On: return schema::BlockKind::On;
    case Effect::Kind::While: return schema::BlockKind::While;
    case Effect::Kind::BadStuff: return schema::BlockKind::BadStuff;
  }
  return schema::BlockKind::Play;
}

std::string timingWord(Timing timing, bool ownTurnOnly) {
  return ownTurnOnly ? "own_turn " + word(timing) : word(timing);
}

// Whether `action` can stand in a block of `kind` on some card: the block
// exists on some shape, E0310 allows it there, and E0311 allows it under some
// trigger or timing (for `cancel`, with some selector word).
bool actionAccepted(Action action, schema::BlockKind kind) {
  if (!schema::actionAllowedIn(action, kind) || !schema::reachesARoll(action, kind) ||
      !schema::answersADraw(action, kind) || !schema::changesSalesHere(action, kind)) {
    return false;
  }
  bool someShape = false;
  for (Shape shape : every<Shape>()) someShape |= schema::blockAllowed(shape, kind);
  if (!someShape) return false;
  std::vector<std::string_view> words = {""};
  if (action == Action::Cancel || action == Action::Ignore || action == Action::Forbid) {
    words = schema::actionSpec(action).words;
  }
  for (std::string_view what : words) {
    if (schema::isLastingSwitch(action, what) && kind != schema::BlockKind::While) continue;
    const schema::FightPart part = schema::fightPart(action, what);
    for (Trigger trigger : every<Trigger>()) {
      for (Timing timing : every<Timing>()) {
        if (schema::canActBefore(part, kind, trigger, timing)) return true;
      }
    }
  }
  return false;
}

// "quantity: level", "quantity: monster.treasures": a quantity as its subject
// has it (`self` is the subject not written).
std::string quantityWord(Subject subject, Quantity quantity) {
  return "quantity: " + (subject == Subject::Self ? std::string() : word(subject) + ".") + word(quantity);
}

// The filters `players` counts by (E0211 refuses the others).
const Predicate kPlayerFilters[] = {Predicate::Class, Predicate::Race, Predicate::Army, Predicate::Mojo, Predicate::Sex};

// The computed amounts the checker accepts: in every action that takes one
// and may stand in a block other than `while`, of every quantity its
// subjects have, with every function and operator.
void computedAccepted(std::set<std::string>& out) {
  for (Action action : every<Action>()) {
    if (!schema::takesComputedAmount(action)) continue;
    bool stands = false;
    for (schema::BlockKind kind : kBlockKinds) stands |= kind != schema::BlockKind::While && actionAccepted(action, kind);
    if (!stands) continue;
    const schema::ActionSpec& spec = schema::actionSpec(action);
    if (spec.amount != schema::AmountRule::None) out.insert("amount: " + word(action));
    if (!spec.capWord.empty()) out.insert("amount: " + word(action) + " " + std::string(spec.capWord));
  }
  for (Quantity quantity : every<Quantity>()) {
    for (Subject subject : every<Subject>()) {
      const bool has = subject == Subject::Monster ? schema::monsterHas(quantity)
                                                   : schema::playerHas(quantity) ||
                                                         (subject == Subject::Self && schema::gameHas(quantity));
      if (has) out.insert(quantityWord(subject, quantity));
    }
  }
  for (Predicate filter : kPlayerFilters) out.insert("quantity: players " + word(filter));
  for (AmountFunction function : every<AmountFunction>()) out.insert("function: " + word(function));
  for (const char* op : {"+", "-", "*"}) out.insert("operator: " + std::string(op));
}

// The switches a switch action may say (`ignore drawbacks` once for each
// shape), from the words the checker takes.
std::vector<std::string> switchWords(Action action, const std::vector<std::string_view>& words) {
  std::vector<std::string> out;
  if (words.empty()) out.push_back(word(action));
  for (std::string_view what : words) {
    if (what != "drawbacks") out.push_back(word(action) + " " + std::string(what));
    else for (const char* shape : {"class", "race", "army", "mojo"}) out.push_back(word(action) + " drawbacks " + shape);
  }
  return out;
}

// Every combination the checker accepts.
std::set<std::string> accepted() {
  std::set<std::string> out;
  for (Shape shape : every<Shape>()) {
    for (schema::BlockKind kind : kBlockKinds) {
      if (schema::blockAllowed(shape, kind)) out.insert("block: " + word(shape) + " " + word(kind));
    }
    if (!schema::blockAllowed(shape, schema::BlockKind::On)) continue;
    for (Trigger trigger : every<Trigger>()) {
      if (schema::triggerPossible(shape, trigger)) out.insert("trigger: " + word(shape) + " on " + word(trigger));
    }
  }
  for (schema::BlockKind kind : kBlockKinds) {
    for (Action action : every<Action>()) {
      if (action == Action::Alternative || action == Action::RollRow || !actionAccepted(action, kind)) continue;
      out.insert("action: " + word(kind) + " " + word(action));
      // The words an action may be given or not change what it does.
      const schema::ActionSpec& spec = schema::actionSpec(action);
      if (spec.wordRequired || spec.wordsAreResources) continue;
      for (std::string_view optional : spec.words) out.insert("word: " + word(action) + " " + std::string(optional));
    }
  }
  // `floor N` on a bonus to a monster (sema/monster_floor.h), read apart from the action's words.
  out.insert("word: combat_bonus floor");
  // The choosers the checker accepts after `by` (E0314 refuses the others).
  for (Action choice : {Action::Choose, Action::May}) {
    for (Target chooser : {Target::Self, Target::Victim, Target::PlayerLeft, Target::PlayerRight}) {
      out.insert("chooser: " + word(choice) + " by " + word(chooser));
    }
  }
  for (Target target : every<Target>()) out.insert("target: " + word(target));
  for (Timing timing : every<Timing>()) out.insert("timing: " + word(timing));
  out.insert("timing: own_turn in_combat");
  out.insert("timing: own_turn outside_combat");
  for (Limit limit : every<Limit>()) {
    if (limit != Limit::None) out.insert("limit: " + word(limit));
  }
  for (Predicate predicate : every<Predicate>()) out.insert("predicate: " + word(predicate));
  for (Subject subject : every<Subject>()) out.insert("subject: " + word(subject));
  for (ItemWord item : every<ItemWord>()) out.insert("items: " + word(item));
  for (PlayerWord w : every<PlayerWord>()) {
    if (w != PlayerWord::Except) out.insert("players: " + word(w));
  }
  out.insert("players: except self");
  out.insert("players: except fighter");
  for (MonsterWord w : every<MonsterWord>()) out.insert("monsters: " + word(w));
  for (Action action : {Action::CombatBonus, Action::Cancel, Action::KillMonster, Action::TakeTreasure, Action::AutoEscape}) {
    out.insert("monster selector: " + word(action));
  }
  computedAccepted(out);
  // The filters of `on card_drawn` (docs/language.md, Draws and losses) and a
  // draw from a discard pile.
  for (const char* filter : {"any_player", "other_player", "deck", "kind", "face_up", "face_down"}) {
    out.insert(std::string("drawn: ") + filter);
  }
  out.insert("word: draw discard");
  for (Action action : {Action::Ignore, Action::Forbid, Action::CountOnly, Action::DoubleStrength}) {
    for (const std::string& used : switchWords(action, schema::actionSpec(action).words)) out.insert("switch: " + used);
  }
  return out;
}

// The words of a player or monster selector the step has.
void selectorWordsUsed(const munchkinc::model::ActionStep& step, std::set<std::string>& out) {
  if (const auto& p = step.players) {
    static const char* const kNamed[4] = {"class", "race", "army", "mojo"};
    for (int i = 0; i < 4; ++i) {
      if (p->named[i]) out.insert(std::string("players: ") + kNamed[i]);
    }
    if (!p->sex.empty()) out.insert("players: sex");
    if (p->level.min || p->level.max) out.insert("players: level");
    if (!p->wears.empty()) out.insert("players: wears");
    if (p->fighting) out.insert("players: fighting");
    if (p->helping) out.insert("players: helping");
    if (p->exceptSelf) out.insert("players: except self");
    if (p->exceptFighter) out.insert("players: except fighter");
    if (p->allTied) out.insert("players: all");
  }
  if (const auto& m = step.monsters) {
    out.insert("monster selector: " + word(step.action));
    if (!m->tag.empty()) out.insert("monsters: tag");
    if (!m->name.empty()) out.insert("monsters: name");
    if (m->level.min || m->level.max) out.insert("monsters: level");
    if (m->all) out.insert("monsters: all");
  }
}

// The words of a `lose_item` selector: its one word, or each filter and
// quantifier of its ItemSelect.
void itemWordsUsed(const munchkinc::model::ActionStep& step, std::set<std::string>& out) {
  if (step.action != Action::LoseItem) return;
  if (!step.items) {
    if (!step.what.empty()) out.insert("items: " + step.what);
    return;
  }
  const auto& items = *step.items;
  using Q = munchkinc::model::ItemSelect::Quantity;
  if (!items.slot.empty()) out.insert("items: " + items.slot);
  if (items.big) out.insert(*items.big ? "items: big" : "items: small");
  if (!items.tag.empty()) out.insert("items: tag");
  if (items.minValue) out.insert("items: value");
  if (items.inHand) out.insert("items: in_hand");
  if (items.quantity == Q::All) out.insert("items: all");
  if (items.quantity == Q::MostValuable) out.insert("items: most_valuable");
}

void amountUses(const munchkinc::model::Amount& a, std::set<std::string>& out) {
  using Op = munchkinc::model::Amount::Op;
  switch (a.op) {
    case Op::Constant: break;
    case Op::Quantity:
      out.insert(quantityWord(a.subject, a.quantity));
      if (a.filter) out.insert("quantity: players " + word(a.filter->what));
      break;
    case Op::Add: out.insert("operator: +"); break;
    case Op::Subtract: out.insert("operator: -"); break;
    case Op::Multiply: out.insert("operator: *"); break;
    case Op::Call: out.insert("function: " + word(a.function)); break;
  }
  for (const auto& operand : a.operands) amountUses(operand, out);
}

void conditionUses(const Condition& c, std::set<std::string>& out) {
  if (c.op == Condition::Op::Test || c.op == Condition::Op::Compare) {
    out.insert("predicate: " + word(c.predicate));
    out.insert("subject: " + word(c.subject));
  }
  for (const Condition& operand : c.operands) conditionUses(operand, out);
}

void cardUses(const Card& card, std::set<std::string>& out) {
  if (card.noPursuit) conditionUses(*card.noPursuit, out);
  for (const Effect& effect : card.effects) {
    const schema::BlockKind kind = blockKind(effect.kind);
    out.insert("block: " + word(card.shape) + " " + word(kind));
    if (kind == schema::BlockKind::On) out.insert("trigger: " + word(card.shape) + " on " + word(effect.trigger));
    if (kind == schema::BlockKind::Play) out.insert("timing: " + timingWord(effect.timing, effect.ownTurnOnly));
    if (effect.limit != Limit::None) out.insert("limit: " + word(effect.limit));
    if (effect.drawnBy != munchkin::DrawnBy::Holder) {
      out.insert(effect.drawnBy == munchkin::DrawnBy::AnyPlayer ? "drawn: any_player" : "drawn: other_player");
    }
    if (!effect.drawnDeck.empty()) out.insert("drawn: deck");
    if (!effect.drawnKind.empty()) out.insert("drawn: kind");
    if (!effect.drawnFace.empty()) out.insert("drawn: " + effect.drawnFace);
    if (effect.condition) conditionUses(*effect.condition, out);
    for (const auto& step : effect.steps) {
      if (step.action == Action::Alternative || step.action == Action::RollRow) continue;
      out.insert("action: " + word(kind) + " " + word(step.action));
      // A choice's target is its chooser.
      if (step.action == Action::Choose || step.action == Action::May) {
        out.insert("chooser: " + word(step.action) + " by " + word(step.target));
      } else {
        out.insert("target: " + word(step.target));
        itemWordsUsed(step, out);
        selectorWordsUsed(step, out);
        if (step.action == Action::Ignore || step.action == Action::Forbid || step.action == Action::CountOnly ||
            step.action == Action::DoubleStrength) {
          std::string used = word(step.action);
          if (!step.what.empty()) used += " " + step.what;
          if (step.versus && step.versus->name.empty()) used += " " + word(step.versus->what);
          out.insert("switch: " + used);
        }
      }
      for (const std::string& flag : step.flags) out.insert("word: " + word(step.action) + " " + flag);
      if (step.floor) out.insert("word: " + word(step.action) + " floor");
      if (step.computed) {
        out.insert("amount: " + word(step.action));
        amountUses(*step.computed, out);
      }
      if (step.computedCap) {
        out.insert("amount: " + word(step.action) + " " + std::string(schema::actionSpec(step.action).capWord));
        amountUses(*step.computedCap, out);
      }
    }
  }
}

void scalars(const YAML::Node& node, std::set<std::string>& out) {
  if (!node) return;
  if (node.IsScalar()) out.insert(node.Scalar());
  if (node.IsSequence()) {
    for (const YAML::Node& item : node) scalars(item, out);
  }
  if (node.IsMap()) {
    for (const auto& entry : node) scalars(entry.second, out);
  }
}

std::set<std::string> caseFiles(const std::string& dir) {
  std::set<std::string> out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".yaml") out.insert(entry.path().string());
  }
  return out;
}

// What the cases use: each combination with the first case (by path) that uses it.
std::map<std::string, std::string> used(const std::string& basePath, const std::string& casesDir) {
  const std::string base = readText(basePath);
  const auto baseSet = buildCaseSet(base, "");
  std::set<std::string> baseNames;
  for (const Card& card : baseSet->model.cards) baseNames.insert(card.name);
  std::map<std::string, std::string> out;
  for (const std::string& path : caseFiles(casesDir)) {
    try {
      const Case c = loadCase(path, casesDir);
      const YAML::Node mkn = c.root["mkn"];
      const auto own = mkn ? buildCaseSet(base, asString(mkn, "mkn")) : nullptr;
      const CaseSet& set = own ? *own : *baseSet;
      std::set<std::string> named;
      scalars(c.root["table"], named);
      scalars(c.root["steps"], named);
      std::set<std::string> uses;
      for (const Card& card : set.model.cards) {
        if (card.unit != set.model.root.id) continue;  // not the core rules' cards
        // The case's own cards, and the cards of base.mkn it names.
        if (!baseNames.count(card.name) || named.count(card.name)) cardUses(card, uses);
      }
      for (const std::string& combination : uses) out.emplace(combination, c.id);
    } catch (const CaseError& e) {
      // The case fails in its own test; here it covers nothing.
      std::cerr << "note: " << path << " is left out: " << std::string(e.what()).substr(0, 200) << '\n';
    }
  }
  return out;
}

struct GapList {
  std::set<std::string> entries;
  int count = -1;
};

GapList readGaps(const std::string& path) {
  GapList list;
  std::istringstream text(readText(path));
  std::string line;
  while (std::getline(text, line)) {
    if (line.rfind("# gaps: ", 0) == 0) list.count = std::stoi(line.substr(8));
    if (line.empty() || line[0] == '#') continue;
    list.entries.insert(line);
  }
  return list;
}

}  // namespace

int main(int argc, char** argv) {
  const bool listCovered = argc == 5 && std::string(argv[4]) == "--covered";
  if (argc != 4 && !listCovered) {
    std::cerr << "usage: conformance_walk BASE_MKN CASES_DIR GAPS_FILE [--covered]\n";
    return 2;
  }
  try {
    const std::set<std::string> all = accepted();
    const std::map<std::string, std::string> firstUse = used(argv[1], argv[2]);
    std::set<std::string> covered;
    for (const auto& [combination, id] : firstUse) {
      covered.insert(combination);
      if (listCovered) std::cout << combination << "  (" << id << ")\n";
    }
    std::vector<std::string> gaps;
    std::set_difference(all.begin(), all.end(), covered.begin(), covered.end(), std::back_inserter(gaps));
    const GapList allowed = readGaps(argv[3]);
    int failures = 0;
    for (const std::string& gap : gaps) {
      if (!allowed.entries.count(gap)) {
        std::cout << "no case uses " << gap << '\n';
        ++failures;
      }
    }
    for (const std::string& entry : allowed.entries) {
      if (!all.count(entry)) {
        std::cout << argv[3] << ": '" << entry << "' is not a combination the checker accepts: remove it\n";
        ++failures;
      } else if (covered.count(entry)) {
        std::cout << argv[3] << ": '" << entry << "' is covered now: remove it\n";
        ++failures;
      }
    }
    if (allowed.count != static_cast<int>(allowed.entries.size())) {
      std::cout << argv[3] << ": its '# gaps: N' line should say " << allowed.entries.size() << '\n';
      ++failures;
    }
    std::cout << all.size() << " combinations the checker accepts, " << all.size() - gaps.size() << " covered by a case, "
              << gaps.size() << " gaps (" << allowed.entries.size() << " allowed in " << argv[3] << ")\n";
    if (failures > 0) {
      std::cout << "\nThe gaps now, in the allow-list's form:\n# gaps: " << gaps.size() << '\n';
      for (const std::string& gap : gaps) std::cout << gap << '\n';
    }
    return failures == 0 ? 0 : 1;
  } catch (const CaseError& e) {
    std::cout << e.what() << '\n';
    return 1;
  }
}
