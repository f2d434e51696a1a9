// A SetTables checked and indexed once, before any game is played: names are
// resolved to the decks, tags, slots and selector words they denote, card
// designs get bit masks the hot paths test in one instruction, and the
// physical deck (designs times copies) is laid out. Games only read it, so
// one PreparedSet serves every thread of a simulation.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "munchkin/tables.h"

namespace munchkin {

// The core rule ids of sets/core/core.mkn that a card may supersede.
enum class CoreRule : std::uint8_t {
  LevelFloor,
  KillForLevels,
  NoMidCombatRewards,
  WinByKill,
  NoForcedHelpForWin,
  NoSellToWin,
  MonsterWinsTies,
  RunAwayRoll,
  HandLimit,
  OneBigItem,
  SlotLimits,
  NoReturnToHand,
  Count,
};
const char* ruleId(CoreRule rule);

// The selector words actions take (`lose_item big`, `cancel curse`).
enum class Selector : std::uint8_t {
  None, Item, Card, Big, Choice, All, Any, Curse, Seal, SeventhSeal, BadStuff, Monster,
};

// The parameters of sets/core/core.mkn, typed.
struct Params {
  int startLevel = 1, winLevel = 10, killLevel = 10, handLimit = 5, escapeRoll = 5;
  int goldPerLevel = 1000, bigItems = 1, maxHelpers = 1, epicLevel = 0, epicDoors = 1;
  int sealsToEnd = 0, sidekickLimit = 1, steedLimit = 1, complexLimit = 1;
  int startDoors = 4, startTreasures = 4;  // the starting hand, from each deck
  bool sealRollEachTurn = false, powersWithinLevel = false;
  bool firstPlayerRoll = false;
};

// What one entry of SetTables::names denotes; -1 where it is not that thing.
// The switches (docs/semantics.md, Switches), one bit each: what a player's
// strength, running away, help and item use have switched.
enum SwitchBit : std::uint16_t {
  kSwitchIgnoreLevel = 1u << 0,
  kSwitchDoubleStrength = 1u << 1,
  kSwitchNoRunAway = 1u << 2,
  kSwitchNoHelp = 1u << 3,
  kSwitchOnlyHeadgear = 1u << 4,  // count_only SLOT: 1u << (4 + the Slot - Slot::Headgear)
  kSwitchOnlyArmor = 1u << 5,
  kSwitchOnlyFootgear = 1u << 6,
  kSwitchOnlyHands = 1u << 7,
  kSwitchDrawbacks = 1u << 8,  // ignore drawbacks SHAPE: 1u << (8 + namedShapeIndex)
  kSwitchRestrictions = 1u << 12,
  kSwitchNoReward = 1u << 13,  // forbid reward: no share of the Treasures for helping
  kSwitchWinTies = 1u << 14,   // win_ties: a tie goes to the side, when the fighter has it
};
inline constexpr std::uint16_t kSwitchCountOnly = kSwitchOnlyHeadgear | kSwitchOnlyArmor | kSwitchOnlyFootgear | kSwitchOnlyHands;
inline constexpr std::uint16_t kStrengthSwitches = kSwitchIgnoreLevel | kSwitchDoubleStrength | kSwitchCountOnly;
inline constexpr std::uint16_t kLastingSwitches = 0xFu << 8 | kSwitchRestrictions;

// A switch that reaches a player only in a fight (all but the lasting ones,
// which stand only in `while` blocks).
inline bool isCombatSwitch(const ActionDef& action) {
  return action.action == Action::Ignore || action.action == Action::Forbid || action.action == Action::CountOnly ||
         action.action == Action::DoubleStrength || action.action == Action::WinTies;
}

// An action that, in a fight, reaches only the fighting side (the fighter and
// helpers): a change to the fight itself (docs/semantics.md, "combat_bonus").
inline bool reachesOnlyTheFight(const ActionDef& action) {
  return action.action == Action::CombatBonus || action.action == Action::RunAway ||
         action.action == Action::AutoEscape || isCombatSwitch(action);
}

struct NameInfo {
  std::int16_t tag = -1;       // canonical tag index
  std::int16_t deck = -1;
  std::int16_t slot = -1;      // index into SetTables::slots
  std::int8_t resource = -1;   // Resource
  std::int8_t sex = -1;        // 0 male, 1 female
  Selector selector = Selector::None;
  // By namedShapeIndex: the PreparedSet::namedIndex of the cards of that
  // shape with this name, -1 when no such card exists.
  std::int16_t named[4] = {-1, -1, -1, -1};
  bool defaultRace = false;  // the race of a player with no race card
};

// Class, Race, Army and Mojo cards are matched by name (`usable_by race Elf`,
// `if self has class Blogger`): their index 0-3, else -1.
inline int namedShapeIndex(Shape shape) {
  switch (shape) {
    case Shape::Class: return 0;
    case Shape::Race: return 1;
    case Shape::Army: return 2;
    case Shape::Mojo: return 3;
    default: return -1;
  }
}

// `while { combat_bonus N vs tag T; }` with no condition: N whenever a
// monster in the fight has tag T.
struct VersusBonus {
  std::int16_t tag = -1;  // canonical
  std::int32_t amount = 0;
};

// The most blocks (`play`, `on`, `while`, `bad_stuff`) a card may have: the
// engine names a block of a card by a byte.
inline constexpr std::uint32_t kMaxBlocksPerCard = 256;
inline constexpr std::uint32_t kMaxBlocksPerMonster = 32;  // CombatMonster::changedMonster has a bit per block
// The other limits of what the engine plays; the checker refuses a set beyond
// them (E0018), so `check` never accepts what `simulate` would refuse.
inline constexpr std::size_t kMaxTags = 64;        // a card's tags are one 64-bit mask
inline constexpr std::size_t kMaxDesigns = 60000;  // card designs in a set
inline constexpr std::size_t kMaxPhysicalCards = 60000;  // copies of all designs together
inline constexpr int kMaxCopies = 1000;            // of one design
// The largest size of a card's numbers (level, bonus, treasures, levels,
// rank, value) and of an action's amount: the engine sums them over every
// card in 32-bit integers, and 60,000 cards of 10,000 stay far inside.
inline constexpr int kMaxCardNumber = 10000;

// A card of a reference deck (docs/semantics.md, "Reference decks"): never
// dealt, it is in force for each player who meets its `requires`. The engine
// lays out one physical copy per seat, firstCard + seat, so that each player
// has their own limit marks; a copy not in force rests in its deck's pile.
struct ReferenceCard {
  std::uint16_t design = 0;
  std::uint16_t firstCard = 0;  // the copy of seat 0
};

// Per-design facts derived from the tables.
struct DesignInfo {
  std::uint64_t tagMask = 0;        // canonical tags, one bit each
  std::uint64_t hordeMask = 0;      // those of its tags that are hordes (`tag Undead horde;`)
  std::uint32_t triggerMask = 0;    // Triggers some `on` block reacts to
  std::uint16_t supersedes = 0;     // CoreRule bits
  NameId nameId = kNoName;          // the card's name, if effects mention it
  bool hasWhile = false;
  std::uint16_t switches = 0;       // SwitchBits of its blocks, any kind
  std::uint16_t whileSwitches = 0;  // SwitchBits of its `while` blocks
  bool hasPlay = false;             // some `play` block: an ability, on a card that stays in play
  bool isLaser = false;             // tagged "laser": lasers share one pair of hands
  bool addsMonster = false;         // a play block with add_monster (Wandering Monster)
  bool cancelsCurse = false;
  std::uint8_t windows = 0;         // windowBit of the timings of its `play` blocks (docs/semantics.md, "Windows")
  std::int32_t playBonus = 0;       // combat_bonus of its play blocks, for bots
  std::int32_t gainLevels = 0;      // gain_levels of its play blocks, for bots
  // What its `while` blocks can do, so strength and grant queries skip the
  // cards that cannot matter without reading their effects.
  std::uint32_t grantMask = 0;      // Resources granted, one bit each
  bool whileCombatBonus = false;      // a combat bonus to its holder's side
  bool whileMonsterBonus = false;     // a combat bonus to the monsters
  std::int32_t fixedCombatBonus = 0;  // its `while` combat bonuses with no condition and no `vs`
  bool variableCombatBonus = false;   // some have a condition, and must be evaluated each time
  // Its unconditional `vs tag` combat bonuses: PreparedSet::versus(), and their tags.
  std::uint32_t versusFirst = 0, versusCount = 0;
  std::uint64_t versusTags = 0;
  bool whileRunAway = false;
  bool whileTreasures = false, whileAutoEscape = false;  // read when a fight is won, when a player runs
  // Some `while` action is aimed at others than the holder (all_others,
  // helper, lowest_level, monster, ...): the fields above leave it out.
  bool whileReachesOthers = false;
  bool whileReachesPlayers = false;  // one of them is aimed at players (not `monster`)
  std::uint32_t reachGrantMask = 0;  // Resources such actions grant
  std::int8_t attachesShape = -1;   // modifier: the Shape it attaches to, -1 for none
  // Whether what its `while` blocks grant, or the combat and run-away bonuses
  // they give the holder, depend on more than the holder's own cards and
  // Level (the turn, the combat, other players, open Seals, hand size).
  bool grantReadsTable = false;
  bool bonusReadsTable = false;      // not counting the unconditional `vs tag` bonuses
  bool whileReadsHands = false;      // some `while` condition reads a hand size
  std::int16_t kindCanonical = -1;  // the representative of its kind, -1 for none
  std::int32_t kindLimit = -1;      // how many of its kind a player may have in play, -1: any
  // For a Class, Race, Army or Mojo card that effects name: a small index
  // shared by the cards of that shape and name, so the engine can count them
  // per player (Player::namedCount) instead of searching the cards in play.
  std::int16_t namedIndex = -1;
};

class PreparedSet {
 public:
  // Checks every index and range in `tables`; on failure returns nullopt and
  // explains the first problem in `error`. `tables` must outlive the result.
  static std::optional<PreparedSet> prepare(const SetTables& tables, std::string& error);

  const SetTables& tables() const { return *tables_; }
  const Params& params() const { return params_; }
  const CardDef& design(std::uint16_t index) const { return tables_->cards[index]; }
  const DesignInfo& info(std::uint16_t index) const { return designs_[index]; }
  const NameInfo& name(NameId id) const { return names_[static_cast<std::size_t>(id)]; }
  const VersusBonus* versus(const DesignInfo& design) const { return versus_.data() + design.versusFirst; }
  // Physical cards: the design of each, copies laid out in design order.
  const std::vector<std::uint16_t>& physical() const { return physical_; }
  bool supersedes(std::uint16_t design, CoreRule rule) const {
    return (designs_[design].supersedes >> static_cast<unsigned>(rule)) & 1u;
  }
  int doorDeck() const { return doorDeck_; }
  int treasureDeck() const { return treasureDeck_; }
  int sealDeck() const { return sealDeck_; }  // -1: seals come from the door deck
  // Every deck but door, treasure and seal is a reference deck: the game never deals from it.
  bool isReferenceDeck(int deck) const { return deck != doorDeck_ && deck != treasureDeck_ && deck != sealDeck_; }
  // The designs of the reference decks, in design order; mostly none.
  const std::vector<ReferenceCard>& referenceCards() const { return referenceCards_; }
  // Base limit of a vocabulary slot (0 when the set does not declare it).
  int slotLimit(Slot slot) const { return slotLimits_[static_cast<std::size_t>(slot)]; }
  int tagIndex(const char* tagName) const;  // canonical, or -1
  int namedCount() const { return namedCount_; }  // how many DesignInfo::namedIndex values there are
  // SwitchBits some card of the set says (any block; `while` blocks): none, mostly.
  std::uint16_t switches() const { return switches_; }
  std::uint16_t whileSwitches() const { return whileSwitches_; }
  // windowBit of every window some card dealt in this game has: the engine
  // opens no other (docs/semantics.md, "Windows"); none, mostly.
  std::uint8_t windows() const { return windows_; }
  // The SwitchBit of a switch action (Ignore, Forbid, CountOnly, DoubleStrength, WinTies); 0 for any other.
  std::uint16_t switchBit(const ActionDef& action) const;

 private:
  const SetTables* tables_ = nullptr;
  Params params_;
  std::vector<DesignInfo> designs_;
  std::vector<NameInfo> names_;
  std::vector<VersusBonus> versus_;
  std::vector<std::uint16_t> physical_;
  std::vector<ReferenceCard> referenceCards_;
  int doorDeck_ = -1, treasureDeck_ = -1, sealDeck_ = -1;
  int slotLimits_[5] = {0, 0, 0, 0, 0};
  int namedCount_ = 0;
  std::uint16_t switches_ = 0, whileSwitches_ = 0;
  std::uint8_t windows_ = 0;
};

}  // namespace munchkin
