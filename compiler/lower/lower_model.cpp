#include "lower/lower_model.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <numeric>
#include <string>
#include <unordered_map>

namespace munchkinc {

using namespace munchkin;

// Fills one LoweredSet. Every list a card refers to is a Range over a pool,
// appended to in one walk, so a card's items are contiguous and in source
// order.
class Lowering {
 public:
  Lowering(const model::Model& model, const SourceManager& sources) : model_(model), sources_(sources) {}

  LoweredSet run() {
    const model::Unit& root = model_.root;
    SetTables& t = out_.storage_.tables;
    t.id = out_.storage_.keep(root.id);
    t.title = out_.storage_.keep(root.title);
    t.version = out_.storage_.keep(root.version);
    // A module has no player range of its own; it plays in the default one.
    if (root.maxPlayers > 0) {
      t.minPlayers = root.minPlayers;
      t.maxPlayers = root.maxPlayers;
    }
    lowerDeclarations();
    for (const model::Card& card : model_.cards) lowerCard(card);
    out_.storage_.bind();
    return std::move(out_);
  }

 private:
  void lowerDeclarations() {
    checkCount(model_.kinds.size(), "kinds");
    checkCount(model_.decks.size(), "decks");
    checkCount(model_.slots.size(), "slots");
    checkCount(model_.tags.size(), "tags");
    checkCount(model_.rules.size(), "rules");
    for (const model::Param& p : model_.params) out_.storage_.params.push_back({out_.storage_.keep(p.name), p.value, p.isBool});
    for (const model::Named& d : model_.decks) out_.storage_.decks.push_back({out_.storage_.keep(d.name), out_.storage_.keep(d.display)});
    for (const model::SlotDecl& s : model_.slots) {
      out_.storage_.slots.push_back({out_.storage_.keep(s.name), s.limit, parseWord<Slot>(s.name).value_or(Slot::None)});
    }
    for (const model::Kind& k : model_.kinds) {
      KindDef kind;
      kind.name = out_.storage_.keep(k.name);
      kind.shape = k.shape;
      kind.deck = indexOf(model_.decks, k.deck, "deck", k.name);
      kind.canonical = indexOf(model_.kinds, k.canonical.empty() ? k.name : k.canonical, "kind", k.name);
      kind.limit = k.limit.value_or(-1);
      kind.title = out_.storage_.keep(k.title);
      out_.storage_.kinds.push_back(kind);
    }
    const std::vector<std::int16_t> canonicalTags = tagRepresentatives();
    for (std::size_t i = 0; i < model_.tags.size(); ++i) {
      const model::Named& tag = model_.tags[i];
      out_.storage_.tags.push_back(
          {out_.storage_.keep(tag.name), out_.storage_.keep(tag.display), canonicalTags[i], tag.horde});
    }
    for (const model::Named& r : model_.rules) out_.storage_.rules.push_back({out_.storage_.keep(r.name), out_.storage_.keep(r.display)});
  }

  // Tags merged by `equiv` share the representative declared first.
  std::vector<std::int16_t> tagRepresentatives() const {
    std::vector<std::size_t> parent(model_.tags.size());
    std::iota(parent.begin(), parent.end(), std::size_t{0});
    auto find = [&](std::size_t i) {
      while (parent[i] != i) i = parent[i] = parent[parent[i]];
      return i;
    };
    for (const model::Equivalence& e : model_.equivalences) {
      std::size_t first = parent.size();
      for (const std::string& name : e.names) {
        const auto it = std::find_if(model_.tags.begin(), model_.tags.end(),
                                     [&](const model::Named& tag) { return tag.name == name; });
        if (it == model_.tags.end()) continue;  // a kind or trait equivalence
        const std::size_t index = static_cast<std::size_t>(it - model_.tags.begin());
        if (first == parent.size()) {
          first = index;
          continue;
        }
        const std::size_t a = find(first), b = find(index);
        parent[std::max(a, b)] = std::min(a, b);
      }
    }
    std::vector<std::int16_t> out(parent.size());
    for (std::size_t i = 0; i < parent.size(); ++i) out[i] = static_cast<std::int16_t>(find(i));
    return out;
  }

  void lowerCard(const model::Card& c) {
    CardDef card;
    card.id = out_.storage_.keep(c.id);
    card.name = out_.storage_.keep(c.name);
    card.kind = out_.storage_.keep(c.kind);
    card.canonicalKind = out_.storage_.keep(c.canonicalKind);
    card.unit = out_.storage_.keep(c.unit);
    card.shape = c.shape;
    card.kindIndex = indexOf(model_.kinds, c.kind, "kind", c.name);
    card.deck = indexOf(model_.decks, c.deck, "deck", c.name);
    card.copies = c.copies;
    card.level = c.level;
    card.treasures = c.treasures;
    card.levels = c.levels;
    card.bonus = c.bonus;
    card.rank = c.rank;
    card.value = c.value.value_or(-1);
    card.slot = c.slot;
    card.slotIndex = slotIndex(c.slot);
    card.slotAmount = c.slotAmount;
    card.big = c.big;
    card.complex = c.complex;
    card.isDefault = c.isDefault;
    card.attaches = out_.storage_.keep(c.attaches);

    card.tags = startRange(out_.storage_.indexPool);
    for (const std::string& tag : c.tags) out_.storage_.indexPool.push_back(indexOf(model_.tags, tag, "tag", c.name));
    card.tags = finish(out_.storage_.indexPool, card.tags);
    card.usableBy = lowerRefs(c.usableBy);
    card.notUsableBy = lowerRefs(c.notUsableBy);
    if (c.requirement) card.requirement = lowerRef(*c.requirement);
    if (c.noPursuit) card.noPursuit = lowerCondition(*c.noPursuit);
    card.supersedes = startRange(out_.storage_.indexPool);
    for (const std::string& rule : c.supersedes) out_.storage_.indexPool.push_back(indexOf(model_.rules, rule, "rule", c.name));
    card.supersedes = finish(out_.storage_.indexPool, card.supersedes);

    // An effect's condition and actions go to their pools first, so the
    // effects of one card stay contiguous in theirs.
    std::vector<EffectDef> effects;
    for (const model::Effect& e : c.effects) effects.push_back(lowerEffect(e));
    card.effects = startRange(out_.storage_.effects);
    out_.storage_.effects.insert(out_.storage_.effects.end(), effects.begin(), effects.end());
    card.effects = finish(out_.storage_.effects, card.effects);

    card.text = out_.storage_.keep(c.text);
    card.flavor = out_.storage_.keep(c.flavor);
    card.art = out_.storage_.keep(c.art);
    card.source = out_.storage_.keep(sourceName(c));
    out_.storage_.cards.push_back(card);
  }

  EffectDef lowerEffect(const model::Effect& e) {
    EffectDef effect;
    switch (e.kind) {
      case model::Effect::Kind::Play: effect.kind = EffectKind::Play; break;
      case model::Effect::Kind::On: effect.kind = EffectKind::On; break;
      case model::Effect::Kind::While: effect.kind = EffectKind::While; break;
      case model::Effect::Kind::BadStuff: effect.kind = EffectKind::BadStuff; break;
    }
    effect.trigger = e.trigger;
    effect.timing = e.timing;
    effect.limit = e.limit;
    effect.ownTurnOnly = e.ownTurnOnly;
    if (!e.drawnDeck.empty()) effect.drawnDeck = indexOf(model_.decks, e.drawnDeck, "deck", e.drawnDeck);
    if (!e.drawnKind.empty()) {
      // The kind's representative, so that a kind merged by `equiv` matches its equals.
      const model::Kind& kind = model_.kinds[static_cast<std::size_t>(indexOf(model_.kinds, e.drawnKind, "kind", e.drawnKind))];
      effect.drawnKind = indexOf(model_.kinds, kind.canonical.empty() ? kind.name : kind.canonical, "kind", kind.name);
    }
    effect.drawnBy = e.drawnBy;
    if (!e.drawnFace.empty()) effect.drawnFace = flagBit(e.drawnFace);
    if (e.range.valid()) {
      effect.line = static_cast<std::int32_t>(sources_.lineColumn(e.range.file, e.range.begin).line);
    }
    if (e.condition) effect.condition = lowerCondition(*e.condition);
    effect.actions = startRange(out_.storage_.actions);
    for (const model::ActionStep& step : e.steps) out_.storage_.actions.push_back(lowerAction(step));
    effect.actions = finish(out_.storage_.actions, effect.actions);
    return effect;
  }

  // The card's file relative to the folder holding its unit, so the tables
  // say "star/monsters.mkn" wherever the set was built from.
  std::string sourceName(const model::Card& card) const {
    if (!card.range.valid()) return {};
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path given(sources_.path(card.range.file));
    const fs::path file = fs::weakly_canonical(given, ec);
    const auto unit = std::find_if(model_.units.begin(), model_.units.end(),
                                   [&](const model::Unit& u) { return u.id == card.unit; });
    if (ec || unit == model_.units.end() || unit->directory.empty()) return given.filename().generic_string();
    const fs::path home = fs::weakly_canonical(unit->directory, ec).parent_path();
    const fs::path relative = file.lexically_relative(home);
    if (ec || relative.empty() || *relative.begin() == "..") return given.filename().generic_string();
    return relative.generic_string();
  }

  ActionDef lowerAction(const model::ActionStep& step) {
    ActionDef action;
    action.action = step.action;
    action.target = step.target;
    for (const std::string& flag : step.flags) action.flags |= flagBit(flag);
    action.hasAmount = step.hasAmount;
    action.amount = step.amount;
    if (!step.what.empty()) action.what = intern(step.what);
    if (step.versus) action.versus = lowerRef(*step.versus);
    if (step.cap) action.cap = *step.cap;
    if (step.floor) action.floor = static_cast<std::int16_t>(*step.floor);
    if (step.items) action.items = lowerItems(*step.items);
    if (step.players || step.monsters) action.select = lowerSelect(step);
    if (step.computed || step.computedCap) action.computed = lowerComputed(step);
    if (step.computed) action.amount = 1;  // the weight the bots give it (tables.h, ActionDef::computed)
    return action;
  }

  std::int16_t lowerSelect(const model::ActionStep& step) {
    SelectDef select;
    if (const auto& p = step.players) {
      select.players = true;
      NameId* named[4] = {&select.className, &select.raceName, &select.armyName, &select.mojoName};
      for (int i = 0; i < 4; ++i) {
        if (p->named[i]) *named[i] = p->named[i]->empty() ? kAnyName : intern(*p->named[i]);
      }
      if (!p->sex.empty()) select.sex = intern(p->sex);
      if (!p->wears.empty()) select.wears = intern(p->wears);
      if (p->level.min) select.minLevel = *p->level.min;
      if (p->level.max) select.maxLevel = *p->level.max;
      select.fighting = p->fighting;
      select.helping = p->helping;
      select.exceptSelf = p->exceptSelf;
      select.exceptFighter = p->exceptFighter;
      select.allTied = p->allTied;
    }
    if (const auto& m = step.monsters) {
      select.monsters = true;
      if (!m->tag.empty()) select.monsterTag = intern(m->tag);
      if (!m->name.empty()) select.monsterName = intern(m->name);
      if (m->level.min) select.monsterMinLevel = *m->level.min;
      if (m->level.max) select.monsterMaxLevel = *m->level.max;
      select.allMonsters = m->all;
    }
    checkCount(out_.storage_.selects.size() + 1, "selectors");
    out_.storage_.selects.push_back(select);
    return static_cast<std::int16_t>(out_.storage_.selects.size() - 1);
  }

  // A computed number and `max` become postfix programs (operands first);
  // equal ones share their entry, so a large set with the same amount on
  // many cards stays within the index's range.
  std::int16_t lowerComputed(const model::ActionStep& step) {
    ComputedDef def;
    std::string key;
    const auto program = [&](const std::optional<model::Amount>& amount) {
      Range range{static_cast<std::uint32_t>(out_.storage_.amountInstrs.size()), 0};
      if (amount) lowerAmount(*amount);
      range.count = static_cast<std::uint32_t>(out_.storage_.amountInstrs.size()) - range.first;
      for (std::uint32_t i = range.first; i < range.first + range.count; ++i) {
        const AmountInstr& in = out_.storage_.amountInstrs[i];
        key += std::to_string(static_cast<int>(in.op)) + ":" + std::to_string(static_cast<int>(in.quantity)) + ":" +
               std::to_string(static_cast<int>(in.subject)) + ":" + std::to_string(static_cast<int>(in.function)) +
               ":" + std::to_string(in.operands) + ":" + std::to_string(in.value) + ":" +
               std::to_string(static_cast<int>(in.filter.what)) + ":" + std::to_string(in.filter.name) + ",";
      }
      key += ";";
      return range;
    };
    const std::size_t before = out_.storage_.amountInstrs.size();
    def.amount = program(step.computed);
    def.cap = program(step.computedCap);
    if (const auto seen = computedIds_.find(key); seen != computedIds_.end()) {
      out_.storage_.amountInstrs.resize(before);
      return seen->second;
    }
    checkCount(out_.storage_.computed.size() + 1, "computed amounts");
    out_.storage_.computed.push_back(def);
    const auto id = static_cast<std::int16_t>(out_.storage_.computed.size() - 1);
    computedIds_.emplace(std::move(key), id);
    return id;
  }

  void lowerAmount(const model::Amount& amount) {
    for (const model::Amount& operand : amount.operands) lowerAmount(operand);
    AmountInstr in;
    switch (amount.op) {
      case model::Amount::Op::Constant: in.op = AmountOp::Constant; in.value = amount.value; break;
      case model::Amount::Op::Quantity:
        in.op = AmountOp::Quantity;
        in.quantity = amount.quantity;
        in.subject = amount.subject;
        if (amount.filter) in.filter = lowerRef(*amount.filter);
        break;
      case model::Amount::Op::Add: in.op = AmountOp::Add; break;
      case model::Amount::Op::Subtract: in.op = AmountOp::Subtract; break;
      case model::Amount::Op::Multiply: in.op = AmountOp::Multiply; break;
      case model::Amount::Op::Call:
        in.op = AmountOp::Call;
        in.function = amount.function;
        in.operands = static_cast<std::uint8_t>(amount.operands.size());
        break;
    }
    out_.storage_.amountInstrs.push_back(in);
  }

  std::int16_t lowerItems(const model::ItemSelect& items) {
    ItemSelectDef select;
    if (!items.slot.empty()) select.slot = intern(items.slot);
    if (!items.tag.empty()) select.tag = intern(items.tag);
    if (items.big) select.big = *items.big ? 1 : 0;
    switch (items.quantity) {
      case model::ItemSelect::Quantity::One: select.quantity = ItemQuantity::One; break;
      case model::ItemSelect::Quantity::All: select.quantity = ItemQuantity::All; break;
      case model::ItemSelect::Quantity::MostValuable: select.quantity = ItemQuantity::MostValuable; break;
    }
    select.inHand = items.inHand;
    if (items.minValue) select.minValue = *items.minValue;
    if (items.maxValue) select.maxValue = *items.maxValue;
    checkCount(out_.storage_.itemSelects.size() + 1, "item selectors");
    out_.storage_.itemSelects.push_back(select);
    return static_cast<std::int16_t>(out_.storage_.itemSelects.size() - 1);
  }

  static std::uint8_t flagBit(const std::string& flag) {
    if (flag == "face_up") return kFlagFaceUp;
    if (flag == "face_down") return kFlagFaceDown;
    if (flag == "all") return kFlagAll;
    if (flag == "except_win") return kFlagExceptWin;
    if (flag == "treasure_only") return kFlagTreasureOnly;
    if (flag == "discard") return kFlagDiscard;
    if (flag == "times") return kFlagTimes;
    throw LoweringError("unknown action flag '" + flag + "'");
  }

  // Conditions become postfix programs: operands first, then the operator;
  // `a and b and c` is `a b And c And`.
  Range lowerCondition(const model::Condition& condition) {
    Range range = startRange(out_.storage_.conditions);
    emitCondition(condition);
    range = finish(out_.storage_.conditions, range);
    return range;
  }

  void emitCondition(const model::Condition& c) {
    CondInstr op;
    op.subject = c.subject;
    op.predicate = c.predicate;
    switch (c.op) {
      case model::Condition::Op::Test:
        op.op = CondOp::Test;
        op.soleOf = c.soleOf;
        if (!c.name.empty()) op.name = intern(c.name);
        out_.storage_.conditions.push_back(op);
        return;
      case model::Condition::Op::Compare:
        op.op = CondOp::Compare;
        op.comparison = c.comparison;
        op.value = c.value;
        out_.storage_.conditions.push_back(op);
        return;
      case model::Condition::Op::Not:
        if (c.operands.size() != 1) throw LoweringError("a 'not' condition needs one operand");
        emitCondition(c.operands.front());
        out_.storage_.conditions.push_back(CondInstr{.op = CondOp::Not});
        return;
      case model::Condition::Op::And:
      case model::Condition::Op::Or: {
        if (c.operands.empty()) throw LoweringError("an 'and' or 'or' condition needs operands");
        const CondOp join = c.op == model::Condition::Op::And ? CondOp::And : CondOp::Or;
        for (std::size_t i = 0; i < c.operands.size(); ++i) {
          emitCondition(c.operands[i]);
          if (i > 0) out_.storage_.conditions.push_back(CondInstr{.op = join});
        }
        return;
      }
    }
  }

  Range lowerRefs(const std::vector<model::Ref>& refs) {
    Range range = startRange(out_.storage_.refs);
    for (const model::Ref& ref : refs) out_.storage_.refs.push_back(lowerRef(ref));
    range = finish(out_.storage_.refs, range);
    return range;
  }

  // A shape with no name (`ignore drawbacks class`) names no card: kNoName.
  RefDef lowerRef(const model::Ref& ref) { return {ref.what, ref.name.empty() ? kNoName : intern(ref.name)}; }

  NameId intern(const std::string& name) {
    const auto [it, added] = nameIds_.try_emplace(name, static_cast<NameId>(out_.storage_.names.size()));
    if (added) {
      if (out_.storage_.names.size() >= static_cast<std::size_t>(std::numeric_limits<NameId>::max())) {
        throw LoweringError("the set mentions more than " +
                            std::to_string(std::numeric_limits<NameId>::max()) + " distinct names");
      }
      out_.storage_.names.push_back(out_.storage_.keep(name));
    }
    return it->second;
  }

  std::int16_t slotIndex(Slot slot) const {
    if (slot == Slot::None) return kNone;
    for (std::size_t i = 0; i < out_.storage_.slots.size(); ++i) {
      if (out_.storage_.slots[i].slot == slot) return static_cast<std::int16_t>(i);
    }
    return kNone;
  }

  template <typename T>
  static std::int16_t indexOf(const std::vector<T>& items, const std::string& name, const char* what,
                              const std::string& user) {
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (items[i].name == name) return static_cast<std::int16_t>(i);
    }
    throw LoweringError("'" + user + "' names " + what + " '" + name + "', which the build does not declare");
  }

  static void checkCount(std::size_t count, const char* what) {
    if (count > static_cast<std::size_t>(std::numeric_limits<std::int16_t>::max())) {
      throw LoweringError(std::string("the build declares more ") + what + " than the tables can index");
    }
  }

  template <typename T>
  static Range startRange(const std::vector<T>& pool) {
    if (pool.size() >= std::numeric_limits<std::uint32_t>::max()) throw LoweringError("a table pool is too large");
    return {static_cast<std::uint32_t>(pool.size()), 0};
  }

  // Closes a range opened by startRange. Empty lists are all {0, 0}, so
  // the tables do not depend on where in a pool nothing was added.
  template <typename T>
  static Range finish(const std::vector<T>& pool, Range range) {
    range.count = static_cast<std::uint32_t>(pool.size() - range.first);
    return range.count == 0 ? Range{} : range;
  }

  const model::Model& model_;
  const SourceManager& sources_;
  LoweredSet out_;
  std::unordered_map<std::string, NameId> nameIds_;
  std::unordered_map<std::string, std::int16_t> computedIds_;
};

LoweredSet lowerModel(const model::Model& model, const SourceManager& sources) {
  return Lowering(model, sources).run();
}

}  // namespace munchkinc
