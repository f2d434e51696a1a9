#include "tables_compare.h"

#include <cstring>
#include <span>
#include <sstream>

namespace codegen_test {
namespace {

using namespace munchkin;

// A field appended to tables.h changes these sizes; the comparison below
// must then learn the new field, or equal-looking tables could differ.
static_assert(sizeof(CardDef) == 184, "CardDef changed: compare its new fields in tables_compare.cpp");
static_assert(sizeof(EffectDef) == 36, "EffectDef changed: compare its new fields in tables_compare.cpp");
static_assert(sizeof(ActionDef) == 28, "ActionDef changed: compare its new fields in tables_compare.cpp");
static_assert(sizeof(CondInstr) == 12, "CondInstr changed: compare its new fields in tables_compare.cpp");
static_assert(sizeof(ItemSelectDef) == 16, "ItemSelectDef changed: compare its new fields in tables_compare.cpp");

class Comparer {
 public:
  std::string difference;

  bool failed() const { return !difference.empty(); }

  void field(const std::string& path, const char* a, const char* b) {
    if (failed()) return;
    if ((a == nullptr) != (b == nullptr) || (a && std::strcmp(a, b) != 0)) {
      difference = path + ": \"" + (a ? a : "(null)") + "\" != \"" + (b ? b : "(null)") + "\"";
    }
  }

  template <typename T>
  void field(const std::string& path, T a, T b) {
    if (failed() || a == b) return;
    std::ostringstream out;
    out << path << ": " << +static_cast<long long>(a) << " != " << +static_cast<long long>(b);
    difference = out.str();
  }

  void field(const std::string& path, Range a, Range b) {
    field(path + ".first", a.first, b.first);
    field(path + ".count", a.count, b.count);
  }

  void field(const std::string& path, RefDef a, RefDef b) {
    field(path + ".what", a.what, b.what);
    field(path + ".name", a.name, b.name);
  }

  template <typename T, typename Each>
  void list(const std::string& path, std::span<const T> a, std::span<const T> b, Each each) {
    if (failed()) return;
    if (a.size() != b.size()) {
      difference = path + ": " + std::to_string(a.size()) + " items != " + std::to_string(b.size());
      return;
    }
    for (std::size_t i = 0; i < a.size() && !failed(); ++i) each(path + "[" + std::to_string(i) + "]", a[i], b[i]);
  }
};

}  // namespace

std::string firstDifference(const SetTables& a, const SetTables& b) {
  Comparer c;
  c.field("formatVersion", a.formatVersion, b.formatVersion);
  c.field("id", a.id, b.id);
  c.field("title", a.title, b.title);
  c.field("version", a.version, b.version);
  c.field("minPlayers", a.minPlayers, b.minPlayers);
  c.field("maxPlayers", a.maxPlayers, b.maxPlayers);
  c.list("params", a.params, b.params, [&](const std::string& p, const ParamDef& x, const ParamDef& y) {
    c.field(p + ".name", x.name, y.name);
    c.field(p + ".value", x.value, y.value);
    c.field(p + ".isBool", x.isBool, y.isBool);
  });
  c.list("decks", a.decks, b.decks, [&](const std::string& p, const DeckDef& x, const DeckDef& y) {
    c.field(p + ".name", x.name, y.name);
    c.field(p + ".title", x.title, y.title);
  });
  c.list("slots", a.slots, b.slots, [&](const std::string& p, const SlotDef& x, const SlotDef& y) {
    c.field(p + ".name", x.name, y.name);
    c.field(p + ".limit", x.limit, y.limit);
    c.field(p + ".slot", x.slot, y.slot);
  });
  c.list("kinds", a.kinds, b.kinds, [&](const std::string& p, const KindDef& x, const KindDef& y) {
    c.field(p + ".name", x.name, y.name);
    c.field(p + ".shape", x.shape, y.shape);
    c.field(p + ".deck", x.deck, y.deck);
    c.field(p + ".canonical", x.canonical, y.canonical);
    c.field(p + ".limit", x.limit, y.limit);
    c.field(p + ".title", x.title, y.title);
  });
  c.list("tags", a.tags, b.tags, [&](const std::string& p, const TagDef& x, const TagDef& y) {
    c.field(p + ".name", x.name, y.name);
    c.field(p + ".display", x.display, y.display);
    c.field(p + ".canonical", x.canonical, y.canonical);
    c.field(p + ".horde", x.horde, y.horde);
  });
  c.list("rules", a.rules, b.rules, [&](const std::string& p, const RuleDef& x, const RuleDef& y) {
    c.field(p + ".id", x.id, y.id);
    c.field(p + ".text", x.text, y.text);
  });
  c.list("names", a.names, b.names,
         [&](const std::string& p, const char* x, const char* y) { c.field(p, x, y); });
  c.list("cards", a.cards, b.cards, [&](const std::string& p, const CardDef& x, const CardDef& y) {
    c.field(p + ".id", x.id, y.id);
    c.field(p + ".name", x.name, y.name);
    c.field(p + ".kind", x.kind, y.kind);
    c.field(p + ".canonicalKind", x.canonicalKind, y.canonicalKind);
    c.field(p + ".unit", x.unit, y.unit);
    c.field(p + ".shape", x.shape, y.shape);
    c.field(p + ".kindIndex", x.kindIndex, y.kindIndex);
    c.field(p + ".deck", x.deck, y.deck);
    c.field(p + ".copies", x.copies, y.copies);
    c.field(p + ".level", x.level, y.level);
    c.field(p + ".treasures", x.treasures, y.treasures);
    c.field(p + ".levels", x.levels, y.levels);
    c.field(p + ".bonus", x.bonus, y.bonus);
    c.field(p + ".rank", x.rank, y.rank);
    c.field(p + ".value", x.value, y.value);
    c.field(p + ".slot", x.slot, y.slot);
    c.field(p + ".slotIndex", x.slotIndex, y.slotIndex);
    c.field(p + ".slotAmount", x.slotAmount, y.slotAmount);
    c.field(p + ".big", x.big, y.big);
    c.field(p + ".complex", x.complex, y.complex);
    c.field(p + ".isDefault", x.isDefault, y.isDefault);
    c.field(p + ".attaches", x.attaches, y.attaches);
    c.field(p + ".tags", x.tags, y.tags);
    c.field(p + ".usableBy", x.usableBy, y.usableBy);
    c.field(p + ".notUsableBy", x.notUsableBy, y.notUsableBy);
    c.field(p + ".requirement", x.requirement, y.requirement);
    c.field(p + ".noPursuit", x.noPursuit, y.noPursuit);
    c.field(p + ".supersedes", x.supersedes, y.supersedes);
    c.field(p + ".effects", x.effects, y.effects);
    c.field(p + ".text", x.text, y.text);
    c.field(p + ".flavor", x.flavor, y.flavor);
    c.field(p + ".art", x.art, y.art);
    c.field(p + ".source", x.source, y.source);
  });
  c.list("effects", a.effects, b.effects, [&](const std::string& p, const EffectDef& x, const EffectDef& y) {
    c.field(p + ".kind", x.kind, y.kind);
    c.field(p + ".trigger", x.trigger, y.trigger);
    c.field(p + ".timing", x.timing, y.timing);
    c.field(p + ".limit", x.limit, y.limit);
    c.field(p + ".condition", x.condition, y.condition);
    c.field(p + ".actions", x.actions, y.actions);
    c.field(p + ".ownTurnOnly", x.ownTurnOnly, y.ownTurnOnly);
    c.field(p + ".line", x.line, y.line);
    c.field(p + ".drawnDeck", x.drawnDeck, y.drawnDeck);
    c.field(p + ".drawnKind", x.drawnKind, y.drawnKind);
    c.field(p + ".drawnBy", x.drawnBy, y.drawnBy);
    c.field(p + ".drawnFace", x.drawnFace, y.drawnFace);
  });
  c.list("conditions", a.conditions, b.conditions, [&](const std::string& p, const CondInstr& x, const CondInstr& y) {
    c.field(p + ".op", x.op, y.op);
    c.field(p + ".subject", x.subject, y.subject);
    c.field(p + ".predicate", x.predicate, y.predicate);
    c.field(p + ".soleOf", x.soleOf, y.soleOf);
    c.field(p + ".comparison", x.comparison, y.comparison);
    c.field(p + ".name", x.name, y.name);
    c.field(p + ".value", x.value, y.value);
  });
  c.list("actions", a.actions, b.actions, [&](const std::string& p, const ActionDef& x, const ActionDef& y) {
    c.field(p + ".action", x.action, y.action);
    c.field(p + ".target", x.target, y.target);
    c.field(p + ".flags", x.flags, y.flags);
    c.field(p + ".hasAmount", x.hasAmount, y.hasAmount);
    c.field(p + ".amount", x.amount, y.amount);
    c.field(p + ".what", x.what, y.what);
    c.field(p + ".versus", x.versus, y.versus);
    c.field(p + ".cap", x.cap, y.cap);
    c.field(p + ".items", x.items, y.items);
    c.field(p + ".select", x.select, y.select);
    c.field(p + ".computed", x.computed, y.computed);
  });
  c.list("refs", a.refs, b.refs, [&](const std::string& p, const RefDef& x, const RefDef& y) { c.field(p, x, y); });
  c.list("indexPool", a.indexPool, b.indexPool,
         [&](const std::string& p, std::int16_t x, std::int16_t y) { c.field(p, x, y); });
  c.list("itemSelects", a.itemSelects, b.itemSelects, [&](const std::string& p, const ItemSelectDef& x, const ItemSelectDef& y) {
    c.field(p + ".slot", x.slot, y.slot);
    c.field(p + ".tag", x.tag, y.tag);
    c.field(p + ".big", x.big, y.big);
    c.field(p + ".quantity", x.quantity, y.quantity);
    c.field(p + ".inHand", x.inHand, y.inHand);
    c.field(p + ".minValue", x.minValue, y.minValue);
    c.field(p + ".maxValue", x.maxValue, y.maxValue);
  });
  c.list("selects", a.selects, b.selects, [&](const std::string& p, const SelectDef& x, const SelectDef& y) {
    c.field(p + ".players", x.players, y.players);
    c.field(p + ".className", x.className, y.className);
    c.field(p + ".raceName", x.raceName, y.raceName);
    c.field(p + ".armyName", x.armyName, y.armyName);
    c.field(p + ".mojoName", x.mojoName, y.mojoName);
    c.field(p + ".sex", x.sex, y.sex);
    c.field(p + ".wears", x.wears, y.wears);
    c.field(p + ".minLevel", x.minLevel, y.minLevel);
    c.field(p + ".maxLevel", x.maxLevel, y.maxLevel);
    c.field(p + ".fighting", x.fighting, y.fighting);
    c.field(p + ".helping", x.helping, y.helping);
    c.field(p + ".exceptSelf", x.exceptSelf, y.exceptSelf);
    c.field(p + ".exceptFighter", x.exceptFighter, y.exceptFighter);
    c.field(p + ".allTied", x.allTied, y.allTied);
    c.field(p + ".monsters", x.monsters, y.monsters);
    c.field(p + ".monsterTag", x.monsterTag, y.monsterTag);
    c.field(p + ".monsterName", x.monsterName, y.monsterName);
    c.field(p + ".monsterMinLevel", x.monsterMinLevel, y.monsterMinLevel);
    c.field(p + ".monsterMaxLevel", x.monsterMaxLevel, y.monsterMaxLevel);
    c.field(p + ".allMonsters", x.allMonsters, y.allMonsters);
  });
  c.list("computed", a.computed, b.computed, [&](const std::string& p, const ComputedDef& x, const ComputedDef& y) {
    c.field(p + ".amount", x.amount, y.amount);
    c.field(p + ".cap", x.cap, y.cap);
  });
  c.list("amountInstrs", a.amountInstrs, b.amountInstrs, [&](const std::string& p, const AmountInstr& x, const AmountInstr& y) {
    c.field(p + ".op", x.op, y.op);
    c.field(p + ".quantity", x.quantity, y.quantity);
    c.field(p + ".subject", x.subject, y.subject);
    c.field(p + ".function", x.function, y.function);
    c.field(p + ".operands", x.operands, y.operands);
    c.field(p + ".value", x.value, y.value);
    c.field(p + ".filter", x.filter, y.filter);
  });
  return c.difference;
}

}  // namespace codegen_test
