#include "munchkin/prepared_set.h"

#include <algorithm>
#include <cstring>
#include <string_view>

namespace munchkin {
namespace {

// Whether a `while` action aimed at `target` reaches the player who has the
// card (a curse's victim is its holder), so that it is summarised with their cards.
bool reachesHolder(Target target) { return target == Target::Self || target == Target::Victim; }


constexpr const char* kRuleIds[] = {
    "level_floor", "kill_for_levels", "no_mid_combat_rewards", "win_by_kill",
    "no_forced_help_for_win", "no_sell_to_win", "monster_wins_ties", "run_away_roll",
    "hand_limit", "one_big_item", "slot_limits", "no_return_to_hand"};
static_assert(std::size(kRuleIds) == static_cast<std::size_t>(CoreRule::Count));

// Whether a `while` condition reads anything but its holder's own cards and
// Level, so what it gives can change without the holder's cards changing.
bool readsTable(const SetTables& t, Range condition) {
  for (std::uint32_t i = 0; i < condition.count; ++i) {
    const CondInstr& op = t.conditions[condition.first + i];
    if (op.op != CondOp::Test && op.op != CondOp::Compare) continue;
    if (op.subject != Subject::Self && op.subject != Subject::Victim) return true;  // victim is the holder here
    switch (op.predicate) {
      case Predicate::Class:
      case Predicate::Race:
      case Predicate::Army:
      case Predicate::Mojo:
      case Predicate::Sex:
      case Predicate::Tag:
      case Predicate::Level:
      case Predicate::HasSidekick:
      case Predicate::HasSteed:
      case Predicate::TotalRank:
      case Predicate::Players: break;
      default: return true;
    }
  }
  return false;
}

bool readsHands(const SetTables& t, Range condition) {
  for (std::uint32_t i = 0; i < condition.count; ++i) {
    if (t.conditions[condition.first + i].predicate == Predicate::HandSize) return true;
  }
  return false;
}

bool rangeFits(Range range, std::size_t size) {
  return range.first <= size && range.count <= size - range.first;
}

// The interpreter of computed amounts (amounts.cpp) trusts its programs:
// each stays inside the pool, never pops more than it pushed, never holds
// more than its stack's 32 values, names a valid filter, and leaves one value.
bool amountWellFormed(const SetTables& t, Range program) {
  if (program.first > t.amountInstrs.size() || program.count > t.amountInstrs.size() - program.first) return false;
  int depth = 0;
  for (std::uint32_t i = 0; i < program.count; ++i) {
    const AmountInstr& in = t.amountInstrs[program.first + i];
    switch (in.op) {
      case AmountOp::Constant: ++depth; break;
      case AmountOp::Quantity:
        if (in.filter.name != kNoName && (in.filter.name < 0 || static_cast<std::size_t>(in.filter.name) >= t.names.size())) {
          return false;
        }
        ++depth;
        break;
      case AmountOp::Add:
      case AmountOp::Subtract:
      case AmountOp::Multiply:
        if (depth < 2) return false;
        --depth;
        break;
      case AmountOp::Call:
        if (in.operands < 1 || depth < in.operands) return false;
        depth -= in.operands - 1;
        break;
      default: return false;
    }
    if (depth > kMaxAmountStack) return false;
  }
  return program.count == 0 || depth == 1;
}

bool computedWellFormed(const SetTables& t, std::int16_t index) {
  if (index < 0 || static_cast<std::size_t>(index) >= t.computed.size()) return false;
  const ComputedDef& computed = t.computed[static_cast<std::size_t>(index)];
  return amountWellFormed(t, computed.amount) && amountWellFormed(t, computed.cap);
}

// The interpreter trusts a choice's lengths (card_choices.cpp), so each is
// checked here: a `choose` has two to eight alternatives and a `may` one, each
// alternative is an Alternative step whose length stays inside `range`, and
// no Alternative step stands outside a choice.
bool choicesWellFormed(const SetTables& t, Range range) {
  for (std::uint32_t a = 0; a < range.count;) {
    const ActionDef& head = t.actions[range.first + a];
    if (head.action == Action::Alternative || head.action == Action::RollRow) return false;
    const bool roll = head.action == Action::Roll;
    if (head.action != Action::Choose && head.action != Action::May && !roll) {
      ++a;
      continue;
    }
    const bool may = head.action == Action::May;
    if (roll ? head.amount < 1 || head.amount > 6 : may ? head.amount != 1 : head.amount < 2 || head.amount > 8) return false;
    const Action marker = roll ? Action::RollRow : Action::Alternative;
    // A roll's rows cover each face of the die once (dice.cpp reads the first that does).
    std::int32_t faces = 0;
    std::uint32_t next = a + 1;
    for (int k = 0; k < head.amount; ++k) {
      if (next >= range.count || t.actions[range.first + next].action != marker) return false;
      const std::int32_t length = t.actions[range.first + next].amount;
      if (length < 0 || static_cast<std::uint32_t>(length) > range.count - next - 1) return false;
      if (roll) {
        const std::int32_t row = t.actions[range.first + next].cap;
        if (row <= 0 || row > 0x3F || (faces & row) != 0) return false;
        faces |= row;
      }
      if (!choicesWellFormed(t, {range.first + next + 1, static_cast<std::uint32_t>(length)})) return false;
      next += 1 + static_cast<std::uint32_t>(length);
    }
    if (roll && faces != 0x3F) return false;
    a = next;
  }
  return true;
}

// The evaluator trusts the stack depth, so every program is checked here:
// each op has its operands, names are in range, one value is left.
bool conditionWellFormed(const SetTables& t, Range range) {
  if (!rangeFits(range, t.conditions.size())) return false;
  int depth = 0;
  for (std::uint32_t i = 0; i < range.count; ++i) {
    const CondInstr& op = t.conditions[range.first + i];
    if (op.name != kNoName && (op.name < 0 || static_cast<std::size_t>(op.name) >= t.names.size())) return false;
    switch (op.op) {
      case CondOp::Test:
      case CondOp::Compare: ++depth; break;
      case CondOp::And:
      case CondOp::Or:
        if (depth < 2) return false;
        --depth;
        break;
      case CondOp::Not:
        if (depth < 1) return false;
        break;
      default: return false;
    }
    if (depth > kMaxAmountStack) return false;
  }
  return range.count == 0 || depth == 1;
}

Params readParams(const SetTables& t) {
  Params p;
  p.startLevel = paramValue(t, "start_level", p.startLevel);
  p.winLevel = paramValue(t, "win_level", p.winLevel);
  p.killLevel = paramValue(t, "kill_level", p.winLevel);
  p.handLimit = paramValue(t, "hand_limit", p.handLimit);
  p.escapeRoll = paramValue(t, "escape_roll", p.escapeRoll);
  p.goldPerLevel = paramValue(t, "gold_per_level", p.goldPerLevel);
  p.bigItems = paramValue(t, "big_items", p.bigItems);
  p.maxHelpers = paramValue(t, "max_helpers", p.maxHelpers);
  p.epicLevel = paramValue(t, "epic_level", p.epicLevel);
  p.epicDoors = paramValue(t, "epic_doors", p.epicDoors);
  p.startDoors = paramValue(t, "start_doors", p.startDoors);
  p.startTreasures = paramValue(t, "start_treasures", p.startTreasures);
  p.sealsToEnd = paramValue(t, "seals_to_end", p.sealsToEnd);
  p.sealRollEachTurn = paramValue(t, "seal_roll_each_turn", 0) != 0;
  p.sidekickLimit = paramValue(t, "sidekick_limit", p.sidekickLimit);
  p.steedLimit = paramValue(t, "steed_limit", p.steedLimit);
  p.complexLimit = paramValue(t, "complex_limit", p.complexLimit);
  p.powersWithinLevel = paramValue(t, "powers_within_level", 0) != 0;
  p.firstPlayerRoll = paramValue(t, "first_player_roll", 0) != 0;
  return p;
}

Selector selectorOf(std::string_view word) {
  struct Entry { std::string_view word; Selector selector; };
  static constexpr Entry kEntries[] = {
      {"item", Selector::Item},         {"card", Selector::Card},   {"big", Selector::Big},
      {"choice", Selector::Choice},     {"all", Selector::All},     {"any", Selector::Any},
      {"curse", Selector::Curse},       {"seal", Selector::Seal},
      {"seventh_seal", Selector::SeventhSeal}, {"bad_stuff", Selector::BadStuff},
      {"monster", Selector::Monster}};
  for (const Entry& e : kEntries) {
    if (e.word == word) return e.selector;
  }
  return Selector::None;
}

int findDeck(const SetTables& t, std::string_view name) {
  for (std::size_t i = 0; i < t.decks.size(); ++i) {
    if (name == t.decks[i].name) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace

const char* ruleId(CoreRule rule) { return kRuleIds[static_cast<std::size_t>(rule)]; }

std::uint16_t PreparedSet::switchBit(const ActionDef& action) const {
  const auto word = [&] {
    return action.what == kNoName ? std::string_view{} : std::string_view(tables_->names[static_cast<std::size_t>(action.what)]);
  };
  switch (action.action) {
    case Action::DoubleStrength: return kSwitchDoubleStrength;
    case Action::WinTies: return kSwitchWinTies;
    case Action::Forbid: return word() == "help" ? kSwitchNoHelp : word() == "reward" ? kSwitchNoReward : kSwitchNoRunAway;
    case Action::CountOnly: {
      const auto slot = parseWord<Slot>(word());
      if (!slot || *slot == Slot::None) return 0;
      return static_cast<std::uint16_t>(kSwitchOnlyHeadgear << (static_cast<int>(*slot) - static_cast<int>(Slot::Headgear)));
    }
    case Action::Ignore: {
      if (word() == "level") return kSwitchIgnoreLevel;
      if (word() == "restrictions") return kSwitchRestrictions;
      const int shape = namedShapeIndex(action.versus.what == Predicate::Race   ? Shape::Race
                                        : action.versus.what == Predicate::Army ? Shape::Army
                                        : action.versus.what == Predicate::Mojo ? Shape::Mojo
                                                                                : Shape::Class);
      return static_cast<std::uint16_t>(kSwitchDrawbacks << shape);
    }
    default: return 0;
  }
}

int PreparedSet::tagIndex(const char* tagName) const {
  const std::string_view wanted{tagName};
  for (std::size_t i = 0; i < tables_->tags.size(); ++i) {
    if (wanted == tables_->tags[i].name) {
      const int canonical = tables_->tags[i].canonical;
      return canonical >= 0 ? canonical : static_cast<int>(i);
    }
  }
  return -1;
}

std::optional<PreparedSet> PreparedSet::prepare(const SetTables& t, std::string& error) {
  auto fail = [&](std::string message) {
    error = std::move(message);
    return std::nullopt;
  };
  if (t.formatVersion != kTableFormatVersion) {
    return fail("rule tables have format version " + std::to_string(t.formatVersion) +
                ", this runtime reads version " + std::to_string(kTableFormatVersion));
  }
  if (t.tags.size() > kMaxTags) return fail("more than 64 tags are not supported");
  if (t.cards.size() > kMaxDesigns) return fail("more than 60000 card designs are not supported");

  PreparedSet set;
  set.tables_ = &t;
  set.params_ = readParams(t);
  set.doorDeck_ = findDeck(t, "door");
  set.treasureDeck_ = findDeck(t, "treasure");
  set.sealDeck_ = findDeck(t, "seal");
  if (set.doorDeck_ < 0 || set.treasureDeck_ < 0) {
    return fail("the set declares no 'door' or no 'treasure' deck");
  }
  if (set.params_.winLevel < 2 || set.params_.startLevel < 1 ||
      set.params_.startLevel >= set.params_.winLevel) {
    return fail("parameters need 1 <= start_level < win_level");
  }
  if (set.params_.goldPerLevel <= 0) return fail("gold_per_level must be positive");
  for (const SlotDef& slot : t.slots) {
    if (slot.slot != Slot::None) set.slotLimits_[static_cast<std::size_t>(slot.slot)] = slot.limit;
  }

  // The canonical tags whose equivalence class has a tag declared a horde.
  std::uint64_t hordeTags = 0;
  for (std::size_t i = 0; i < t.tags.size(); ++i) {
    if (t.tags[i].canonical >= static_cast<int>(t.tags.size())) {
      return fail("tag '" + std::string(t.tags[i].name) + "' has a bad canonical index");
    }
    if (t.tags[i].horde) hordeTags |= 1ULL << (t.tags[i].canonical >= 0 ? t.tags[i].canonical : static_cast<int>(i));
  }

  // What each name means.
  set.names_.resize(t.names.size());
  for (std::size_t i = 0; i < t.names.size(); ++i) {
    if (t.names[i] == nullptr) return fail("name " + std::to_string(i) + " is null");
    const std::string_view word{t.names[i]};
    NameInfo& info = set.names_[i];
    info.tag = static_cast<std::int16_t>(set.tagIndex(t.names[i]));
    info.deck = static_cast<std::int16_t>(findDeck(t, word));
    for (std::size_t s = 0; s < t.slots.size(); ++s) {
      if (word == t.slots[s].name) info.slot = static_cast<std::int16_t>(s);
    }
    if (auto resource = parseWord<Resource>(word)) info.resource = static_cast<std::int8_t>(*resource);
    if (word == "male") info.sex = 0;
    if (word == "female") info.sex = 1;
    info.selector = selectorOf(word);
  }

  auto nameOk = [&](NameId id) { return id == kNoName || (id >= 0 && static_cast<std::size_t>(id) < t.names.size()); };
  const int laserTag = set.tagIndex("laser");

  set.designs_.resize(t.cards.size());
  for (std::size_t c = 0; c < t.cards.size(); ++c) {
    const CardDef& card = t.cards[c];
    DesignInfo& info = set.designs_[c];
    const std::string where = std::string("card '") + (card.name ? card.name : "?") + "'";
    if (card.deck < 0 || static_cast<std::size_t>(card.deck) >= t.decks.size()) return fail(where + " has no valid deck");
    if (card.copies < 0 || card.copies > kMaxCopies) return fail(where + " has a bad number of copies");
    if (card.slotIndex >= static_cast<int>(t.slots.size())) return fail(where + " has a bad slot index");
    if (!rangeFits(card.tags, t.indexPool.size()) || !rangeFits(card.supersedes, t.indexPool.size()) ||
        !rangeFits(card.usableBy, t.refs.size()) || !rangeFits(card.notUsableBy, t.refs.size()) ||
        !rangeFits(card.noPursuit, t.conditions.size()) || !rangeFits(card.effects, t.effects.size())) {
      return fail(where + " has a list range outside the tables");
    }
    // A block is named by a byte (Ability::block, the limit marks' chosen blocks).
    if (card.effects.count > kMaxBlocksPerCard) return fail(where + " has more than 256 blocks");
    // A monster's blocks are marked once per fight in a 32-bit word (CombatMonster::changedMonster).
    if (card.shape == Shape::Monster && card.effects.count > kMaxBlocksPerMonster) {
      return fail(where + " is a monster with more than 32 blocks");
    }
    if (!nameOk(card.requirement.name)) return fail(where + " requires an unknown name");
    for (std::uint32_t i = 0; i < card.tags.count; ++i) {
      const int tag = t.indexPool[card.tags.first + i];
      if (tag < 0 || static_cast<std::size_t>(tag) >= t.tags.size()) return fail(where + " has a bad tag index");
      const int canonical = t.tags[static_cast<std::size_t>(tag)].canonical >= 0 ? t.tags[static_cast<std::size_t>(tag)].canonical : tag;
      info.tagMask |= 1ULL << canonical;
      if (canonical == laserTag) info.isLaser = true;
    }
    info.hordeMask = info.tagMask & hordeTags;
    for (std::uint32_t i = 0; i < card.supersedes.count; ++i) {
      const int rule = t.indexPool[card.supersedes.first + i];
      if (rule < 0 || static_cast<std::size_t>(rule) >= t.rules.size()) return fail(where + " supersedes a bad rule index");
      const std::string_view id{t.rules[static_cast<std::size_t>(rule)].id};
      for (std::size_t r = 0; r < std::size(kRuleIds); ++r) {
        if (id == kRuleIds[r]) info.supersedes |= static_cast<std::uint16_t>(1u << r);
      }
    }
    for (Range refs : {card.usableBy, card.notUsableBy}) {
      for (std::uint32_t i = 0; i < refs.count; ++i) {
        if (!nameOk(t.refs[refs.first + i].name)) return fail(where + " refers to an unknown name");
      }
    }
    for (std::size_t n = 0; n < t.names.size(); ++n) {
      if (card.name && std::strcmp(card.name, t.names[n]) == 0) info.nameId = static_cast<NameId>(n);
    }
    if (info.nameId != kNoName) {
      NameInfo& name = set.names_[static_cast<std::size_t>(info.nameId)];
      const int shapeIndex = namedShapeIndex(card.shape);
      if (shapeIndex >= 0) {
        if (name.named[shapeIndex] < 0) {
          if (set.namedCount_ == INT16_MAX) return fail("too many named classes, races, armies and mojos");
          name.named[shapeIndex] = static_cast<std::int16_t>(set.namedCount_++);
        }
        info.namedIndex = name.named[shapeIndex];
      }
      name.defaultRace |= card.isDefault;
    }
    for (std::uint32_t e = 0; e < card.effects.count; ++e) {
      const EffectDef& effect = t.effects[card.effects.first + e];
      if (!rangeFits(effect.condition, t.conditions.size()) || !rangeFits(effect.actions, t.actions.size())) {
        return fail(where + " has an effect range outside the tables");
      }
      const bool conditionReadsTable = effect.kind == EffectKind::While && conditionWellFormed(t, effect.condition) &&
                                       readsTable(t, effect.condition);
      if (effect.kind == EffectKind::While) {
        info.hasWhile = true;
        info.whileReadsHands |= readsHands(t, effect.condition);
      }
      if (effect.kind == EffectKind::Play) {
        info.hasPlay = true;
        info.windows |= windowBit(effect.timing);
      }
      if (effect.kind == EffectKind::On) info.triggerMask |= 1u << static_cast<unsigned>(effect.trigger);
      if (!choicesWellFormed(t, effect.actions)) return fail(where + " has a malformed choice");
      for (std::uint32_t a = 0; a < effect.actions.count; ++a) {
        const ActionDef& action = t.actions[effect.actions.first + a];
        if (!nameOk(action.what) || !nameOk(action.versus.name)) return fail(where + " has an action naming an unknown name");
        if (action.items != kNone) {
          if (action.items < 0 || static_cast<std::size_t>(action.items) >= t.itemSelects.size()) {
            return fail(where + " has a bad item selector index");
          }
          const ItemSelectDef& items = t.itemSelects[static_cast<std::size_t>(action.items)];
          if (!nameOk(items.slot) || !nameOk(items.tag)) return fail(where + " has an item selector naming an unknown name");
        }
        if (action.select != kNone) {
          if (action.select < 0 || static_cast<std::size_t>(action.select) >= t.selects.size()) {
            return fail(where + " has a bad selector index");
          }
          const SelectDef& s = t.selects[static_cast<std::size_t>(action.select)];
          const auto named = [&](NameId id) { return id == kAnyName || nameOk(id); };
          if (!named(s.className) || !named(s.raceName) || !named(s.armyName) || !named(s.mojoName) || !nameOk(s.sex) ||
              !nameOk(s.wears) || !nameOk(s.monsterTag) || !nameOk(s.monsterName)) {
            return fail(where + " has a selector naming an unknown name");
          }
        }
        if (action.computed != kNone && !computedWellFormed(t, action.computed)) {
          return fail(where + " has a malformed computed amount");
        }
        if (action.floor != kNone && (action.floor < 0 || action.action != Action::CombatBonus || action.target != Target::Monster)) {
          return fail(where + " has a floor that is not on a bonus to a monster");
        }
        if (const std::uint16_t bit = set.switchBit(action)) {
          info.switches |= bit;
          if (effect.kind == EffectKind::While) info.whileSwitches |= bit;
          set.switches_ |= bit;
          if (effect.kind == EffectKind::While) set.whileSwitches_ |= bit;
        }
        if (effect.kind == EffectKind::While) {
          info.whileTreasures |= action.action == Action::Treasures;
          info.whileAutoEscape |= action.action == Action::AutoEscape;
        }
        if (effect.kind == EffectKind::While && !reachesHolder(action.target)) {
          // Aimed at other players or at the monsters: read by whoever it reaches (while_reach.cpp).
          info.whileReachesOthers = true;
          info.whileReachesPlayers |= action.target != Target::Monster;
          if (action.action == Action::Grant && action.what != kNoName && set.names_[static_cast<std::size_t>(action.what)].resource >= 0) {
            info.reachGrantMask |= 1u << set.names_[static_cast<std::size_t>(action.what)].resource;
          }
          info.whileMonsterBonus |= action.action == Action::CombatBonus && action.target == Target::Monster;
        } else if (effect.kind == EffectKind::While) {
          if (action.action == Action::Grant && action.what != kNoName && set.names_[static_cast<std::size_t>(action.what)].resource >= 0) {
            info.grantMask |= 1u << set.names_[static_cast<std::size_t>(action.what)].resource;
            info.grantReadsTable |= conditionReadsTable;
          }
          const bool holderBonus = (action.action == Action::CombatBonus || action.action == Action::RunAway) &&
                                   action.target != Target::Monster;
          const bool unconditionalVersus = effect.condition.count == 0 && action.versus.name != kNoName;
          if (action.action == Action::CombatBonus && action.target != Target::Monster) {
            info.whileCombatBonus = true;
            if (effect.condition.count == 0 && action.versus.name == kNoName) {
              info.fixedCombatBonus += action.amount;
            } else if (unconditionalVersus) {
              // Only a tag can match a monster; any other `vs` never applies.
              const int tag = action.versus.what == Predicate::Tag ? set.names_[static_cast<std::size_t>(action.versus.name)].tag : -1;
              if (tag >= 0) {
                if (info.versusCount == 0) info.versusFirst = static_cast<std::uint32_t>(set.versus_.size());
                set.versus_.push_back({static_cast<std::int16_t>(tag), action.amount});
                ++info.versusCount;
                info.versusTags |= 1ULL << tag;
              }
            } else {
              info.variableCombatBonus = true;
            }
          }
          // A conditional `vs tag T` reads the monsters' tags.
          if (holderBonus) {
            const bool versusKept = unconditionalVersus && action.action == Action::CombatBonus;
            info.bonusReadsTable |= conditionReadsTable || (action.versus.name != kNoName && !versusKept);
          }
          info.whileRunAway |= action.action == Action::RunAway;
        }
        if (effect.kind != EffectKind::Play) continue;
        if (action.action == Action::AddMonster) info.addsMonster = true;
        if (action.action == Action::CombatBonus && action.target != Target::Monster) info.playBonus += action.amount;
        if (action.action == Action::GainLevels) info.gainLevels += action.amount;
        if (action.action == Action::Cancel && action.what != kNoName &&
            set.names_[static_cast<std::size_t>(action.what)].selector == Selector::Curse) {
          info.cancelsCurse = true;
        }
      }
    }
    if (card.kindIndex >= 0) {
      if (static_cast<std::size_t>(card.kindIndex) >= t.kinds.size()) return fail(where + " has a bad kind index");
      const KindDef& kind = t.kinds[static_cast<std::size_t>(card.kindIndex)];
      if (kind.canonical >= static_cast<int>(t.kinds.size())) return fail(where + "'s kind has a bad canonical index");
      info.kindCanonical = kind.canonical >= 0 ? kind.canonical : card.kindIndex;
      info.kindLimit = kind.limit;
    }
    if (card.attaches != nullptr) {
      if (auto shape = parseWord<Shape>(card.attaches)) info.attachesShape = static_cast<std::int8_t>(*shape);
    }
    if (!conditionWellFormed(t, card.noPursuit)) return fail(where + " has a malformed no_pursuit condition");
    if (set.isReferenceDeck(card.deck)) {
      // Laid out after the others, once every named card is known.
      if (card.copies > 0) set.referenceCards_.push_back({static_cast<std::uint16_t>(c), 0});
      continue;
    }
    for (int copy = 0; copy < card.copies; ++copy) set.physical_.push_back(static_cast<std::uint16_t>(c));
  }
  // A reference card has one copy per seat, whatever its `copies` says (0
  // keeps it out of the game); one whose required card is in no deck of this
  // set could never be in force, and is left out.
  std::erase_if(set.referenceCards_, [&](const ReferenceCard& reference) {
    const RefDef& needs = t.cards[reference.design].requirement;
    if (needs.what == Predicate::Sex || needs.name == kNoName) return false;
    const Shape shape = needs.what == Predicate::Race ? Shape::Race
                        : needs.what == Predicate::Army ? Shape::Army
                        : needs.what == Predicate::Mojo ? Shape::Mojo
                                                        : Shape::Class;
    return set.names_[static_cast<std::size_t>(needs.name)].named[namedShapeIndex(shape)] < 0;
  });
  for (ReferenceCard& reference : set.referenceCards_) {
    reference.firstCard = static_cast<std::uint16_t>(std::min(set.physical_.size(), std::size_t{UINT16_MAX}));
    for (int seat = 0; seat < kMaxPlayers; ++seat) set.physical_.push_back(reference.design);
  }
  for (const EffectDef& effect : t.effects) {
    if (!conditionWellFormed(t, effect.condition)) return fail("a condition program is malformed");
  }
  // The windows of the cards dealt or laid out as reference cards: the only ones this game opens.
  for (const std::uint16_t design : set.physical_) set.windows_ |= set.designs_[design].windows;
  if (set.physical_.size() > kMaxPhysicalCards) return fail("more than 60000 physical cards are not supported");
  return set;
}

}  // namespace munchkin
