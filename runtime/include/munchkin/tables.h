// The rule tables a compiled set becomes: the contract between munchkinc and
// the game engine. The compiler fills these structs either at run time (from
// its checked model) or as C++ constant data in generated code, so every type
// here is a plain aggregate: no constructors, no owning members, strings as
// `const char*`, lists as `std::span` over arrays that outlive the tables.
//
// Lists that belong to one card or effect (its tags, its effects, the
// op-codes of a condition) are `Range`s into one flat pool per kind of item
// held by `SetTables`, so generated code is a handful of arrays rather than a
// web of small ones. Names the effect language mentions (class "Blogger",
// tag "Undead", deck "treasure", slot "hands", resource "big_items") are
// `NameId`s: indices into `SetTables::names`.
//
// Compatibility: fields are only ever appended. Bump kTableFormatVersion when
// a change would make older generated data mean something different.
#pragma once

#include <cstdint>
#include <span>

#include "munchkin/vocabulary.h"

namespace munchkin {

inline constexpr int kTableFormatVersion = 1;

// Index into SetTables::names; kNoName when absent.
using NameId = std::int16_t;
inline constexpr NameId kNoName = -1;

// Index into one of SetTables' lists (decks, slots, kinds, tags, rules);
// kNone when absent.
inline constexpr std::int16_t kNone = -1;

// A run of `count` items starting at `first` in one of SetTables' pools.
struct Range {
  std::uint32_t first = 0;
  std::uint32_t count = 0;
};

// A named parameter in force for the build (`param win_level = 10;`).
// Booleans are 0 or 1 with isBool set.
struct ParamDef {
  const char* name = "";
  std::int32_t value = 0;
  bool isBool = false;
};

// `deck door "Door";`
struct DeckDef {
  const char* name = "";
  const char* title = "";
};

// `slot hands limit 2;` — the vocabulary Slot it corresponds to, or
// Slot::None for a slot the set declared itself.
struct SlotDef {
  const char* name = "";
  std::int32_t limit = 1;
  Slot slot = Slot::None;
};

// `kind disaster "Disaster" is curse in door limit 1;`. `canonical` is the
// index of the representative kind of its equivalence class (itself when not
// merged); `limit` is -1 when the kind has no per-player limit. `title` is
// what players call it; "" in tables generated before it existed (read it
// with kindTitle).
struct KindDef {
  const char* name = "";
  Shape shape = Shape::Special;
  std::int16_t deck = kNone;
  std::int16_t canonical = kNone;
  std::int32_t limit = -1;
  const char* title = "";
};

// `tag Undead "undead" horde;`. `canonical` is the representative tag of its
// equivalence class (itself when not merged). `horde`: a monster with the tag
// may join a fight against another one from any hand; a class merged by
// `equiv` is a horde when one of its tags is.
struct TagDef {
  const char* name = "";
  const char* display = "";
  std::int16_t canonical = kNone;
  bool horde = false;
};

// `rule monster_wins_ties "...";` — cards name rules in `supersedes`.
struct RuleDef {
  const char* id = "";
  const char* text = "";
};

// A reference to a class, race, army, mojo (by card name), a sex ("male",
// "female") or a tag: `usable_by race Elf`, `vs tag Undead`. `name` is
// kNoName for "no reference".
struct RefDef {
  Predicate what = Predicate::Class;  // Class, Race, Army, Mojo, Sex or Tag
  NameId name = kNoName;
};

// One op-code of a condition. A condition is a postfix program over a stack
// of booleans: Test and Compare push, And and Or pop two and push one, Not
// flips the top. An empty range means "always true".
enum class CondOp : std::uint8_t {
  Test,     // subject has `name` (predicate Class/Race/Army/Mojo/Sex/Tag/Sole)
            // or the flag (InCombat, OwnTurn, Helping, HasSidekick, HasSteed)
  Compare,  // quantity(subject, predicate) comparison operand
  And,
  Or,
  Not,
};

struct CondInstr {
  CondOp op = CondOp::Test;
  Subject subject = Subject::Self;
  Predicate predicate = Predicate::InCombat;
  Predicate soleOf = Predicate::Class;  // Sole only: what kind of name
  Comparison comparison = Comparison::Eq;
  NameId name = kNoName;  // Test: the named thing
  std::int32_t value = 0; // Compare: right-hand side, already evaluated
};

// Bits of ActionDef::flags, the flag words an action may carry.
enum ActionFlag : std::uint8_t {
  kFlagFaceUp = 1u << 0,
  kFlagFaceDown = 1u << 1,
  kFlagAll = 1u << 2,
  kFlagExceptWin = 1u << 3,
  kFlagTreasureOnly = 1u << 4,  // kill_monster: the Treasure without the levels
  kFlagDiscard = 1u << 5,       // draw: from the top of the deck's discard pile
  kFlagTimes = 1u << 6,         // sale_price: `amount` multiplies the value instead of adding to it
};

inline constexpr std::int32_t kNoCap = INT32_MIN;

// One step of an effect: `lose_levels 2 to victim;`,
// `combat_bonus 3 vs tag Undead;`, `draw 2 treasure face_up;`.
// `what` is the selector word (deck, slot, "big", "item", "card", resource,
// "curse", ...) as a NameId; `cap` is the evaluated `max EXPR` or kNoCap.
struct ActionDef {
  Action action = Action::Win;
  Target target = Target::Self;
  std::uint8_t flags = 0;
  bool hasAmount = false;
  std::int32_t amount = 0;
  NameId what = kNoName;
  RefDef versus{};
  std::int32_t cap = kNoCap;
  // `lose_item` with a selector of more than one word: an index into
  // SetTables::itemSelects; kNone for the one-word selectors in `what`.
  std::int16_t items = kNone;
  // A selector after the target or on the monster the action picks (`to
  // all_players class Cleric`, `cancel monster tag Undead all`): an index
  // into SetTables::selects; kNone without one.
  std::int16_t select = kNone;
  // A number or `max` computed from the game state (`gain_levels
  // (monster.level)`): an index into SetTables::computed, whose programs
  // replace `amount` and `cap` when the action runs; kNone for the written
  // numbers, which cost nothing more than before. A computed number leaves
  // `amount` at 1: what the bots weigh the action at before it runs (they
  // read `amount` and know nothing of programs).
  std::int16_t computed = kNone;
  // `combat_bonus ... to monster floor N` (0..100): the least strength of each
  // monster the bonus reaches, while it is in the fight; kNone without one.
  std::int16_t floor = kNone;
};

// In a SelectDef's class, race, army or mojo filter: any card of that shape
// (`class any`).
inline constexpr NameId kAnyName = -2;

// The filters of a player selector and of a monster selector
// (docs/semantics.md, Selectors); a filter at its default keeps everyone.
struct SelectDef {
  bool players = false;  // a player selector is said
  NameId className = kNoName;  // `class C`; kAnyName: `class any`
  NameId raceName = kNoName;
  NameId armyName = kNoName;
  NameId mojoName = kNoName;
  NameId sex = kNoName;        // male, female
  NameId wears = kNoName;      // a slot name: an item of it in use
  std::int32_t minLevel = kNoCap, maxLevel = kNoCap;  // inclusive; kNoCap: unbounded
  bool fighting = false;       // the fighter or a helper
  bool helping = false;        // a helper
  bool exceptSelf = false, exceptFighter = false;
  bool allTied = false;        // `highest_level all`: each player tied at the extreme
  bool monsters = false;       // a monster selector is said
  NameId monsterTag = kNoName;
  NameId monsterName = kNoName;  // a monster card's name
  std::int32_t monsterMinLevel = kNoCap, monsterMaxLevel = kNoCap;
  bool allMonsters = false;    // each matching monster, not one chosen
};

// One op-code of a computed amount (docs/semantics.md, Amounts): a postfix
// program over a stack of integers. Constant and Quantity push; Add,
// Subtract and Multiply pop two and push one; Call pops `operands` values
// and pushes the function's result.
enum class AmountOp : std::uint8_t { Constant, Quantity, Add, Subtract, Multiply, Call };
// The most values a program holds on its stack at once.
inline constexpr int kMaxAmountStack = 32;

struct AmountInstr {
  AmountOp op = AmountOp::Constant;
  Quantity quantity = Quantity::Level;          // Quantity
  Subject subject = Subject::Self;              // Quantity
  AmountFunction function = AmountFunction::Min;  // Call
  std::uint8_t operands = 0;                    // Call: how many values it takes
  std::int32_t value = 0;                       // Constant
  RefDef filter{};                              // `players class C`; name kNoName: every player
};

// An action's computed number and computed `max`, as ranges of
// SetTables::amountInstrs; an empty range leaves the written one.
struct ComputedDef {
  Range amount{};
  Range cap{};
};

// How many of the items an ItemSelectDef matches go.
enum class ItemQuantity : std::uint8_t {
  One,           // one, of the loser's choice
  All,           // every one
  MostValuable,  // one of the highest value; among equals, of the loser's choice
};

// `lose_item hands all`, `lose_item most_valuable`, `lose_item tag Fire
// value 200..600 in_hand` (docs/semantics.md, lose_item): the filters all
// hold for an item taken.
struct ItemSelectDef {
  NameId slot = kNoName;  // a slot name (headgear, armor, footgear, hands); kNoName: any
  NameId tag = kNoName;   // kNoName: any
  std::int8_t big = -1;   // 1: Big only; 0: not Big; -1: either
  ItemQuantity quantity = ItemQuantity::One;
  bool inHand = false;    // the Item cards of the hand, not the carried ones
  std::int32_t minValue = -1;  // `value LOW..HIGH`; -1: no range (then valueless items match too)
  std::int32_t maxValue = -1;
};

enum class EffectKind : std::uint8_t {
  Play,      // `play [timing] [limit] [if ...] { ... }`
  On,        // `on trigger [limit] [if ...] { ... }`
  While,     // `while [condition] { ... }` continuing effect
  BadStuff,  // `bad_stuff [if ...] { ... }`, monsters only
};

// One block of a card. `condition` indexes SetTables::conditions,
// `actions` indexes SetTables::actions.
struct EffectDef {
  EffectKind kind = EffectKind::Play;
  Trigger trigger = Trigger::DoorKicked;  // On only
  Timing timing = Timing::AnyTime;        // Play only
  Limit limit = Limit::None;
  Range condition{};
  Range actions{};
  // Play only: `play own_turn in_combat` (or outside_combat) — `timing` holds
  // the combat half and this flag adds "and only on the player's own turn".
  bool ownTurnOnly = false;
  // The 1-based line of the block in its card's file (CardDef::source); 0
  // when unknown (tables generated before it existed). For reports only.
  std::int32_t line = 0;  // `on card_drawn` only, its filters: the deck (into SetTables::decks), the
  // kind (the canonical one, into SetTables::kinds), kNone for any; whose
  // draws; kFlagFaceUp or kFlagFaceDown, 0 for either.
  std::int16_t drawnDeck = kNone;
  std::int16_t drawnKind = kNone;
  DrawnBy drawnBy = DrawnBy::Holder;
  std::uint8_t drawnFace = 0;
};

// One card design (with `copies` physical copies). Numbers mean something only
// for the shapes that have the field; see docs/language.md.
//   tags, supersedes   -> SetTables::indexPool (tag / rule indices)
//   usableBy, notUsableBy -> SetTables::refs
//   noPursuit          -> SetTables::conditions
//   effects            -> SetTables::effects
struct CardDef {
  const char* id = "";            // stable: "<unit>.<slug of name>"
  const char* name = "";
  const char* kind = "";          // declared kind name, e.g. "disaster"
  const char* canonicalKind = ""; // after equivalences, e.g. "curse"
  const char* unit = "";          // set or module that declares it
  Shape shape = Shape::Special;
  std::int16_t kindIndex = kNone; // into SetTables::kinds
  std::int16_t deck = kNone;      // into SetTables::decks
  std::int32_t copies = 1;

  std::int32_t level = 0;      // monster
  std::int32_t treasures = 0;  // monster, enhancer
  std::int32_t levels = 1;     // monster: levels for the kill
  std::int32_t bonus = 0;      // enhancer, item, oneshot, sidekick, steed
  std::int32_t rank = 0;       // power
  std::int32_t value = -1;     // gold; -1 = no value
  Slot slot = Slot::None;
  std::int16_t slotIndex = kNone;  // into SetTables::slots, also for set slots
  std::int32_t slotAmount = 0;     // hands used (1 or 2) or N of `slot NAME N`
  bool big = false;
  bool complex = false;
  bool isDefault = false;          // race: the race of a player with none
  const char* attaches = "";       // modifier: class|race|army|mojo|item

  Range tags{};
  Range usableBy{};
  Range notUsableBy{};
  RefDef requirement{};            // feat: `requires REF`
  Range noPursuit{};               // monster: condition that stops pursuit
  Range supersedes{};
  Range effects{};

  const char* text = "";
  const char* flavor = "";
  const char* art = "";
  // The file the card is declared in, relative to the folder holding its
  // unit ("star/monsters.mkn" for a set folder, "cards.mkn" for a one-file
  // unit); "" when unknown. For reports only.
  const char* source = "";
};

// The player counts the engine plays. The compiler accepts a set header's
// `players` range only within these, so whatever a set declares can be
// simulated.
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 8;

// Everything one build of a set compiles to.
struct SetTables {
  int formatVersion = kTableFormatVersion;
  const char* id = "";
  const char* title = "";
  const char* version = "";
  std::int32_t minPlayers = 3;
  std::int32_t maxPlayers = 6;

  std::span<const ParamDef> params{};
  std::span<const DeckDef> decks{};
  std::span<const SlotDef> slots{};
  std::span<const KindDef> kinds{};
  std::span<const TagDef> tags{};
  std::span<const RuleDef> rules{};
  std::span<const char* const> names{};

  std::span<const CardDef> cards{};
  std::span<const EffectDef> effects{};
  std::span<const CondInstr> conditions{};
  std::span<const ActionDef> actions{};
  std::span<const RefDef> refs{};
  std::span<const std::int16_t> indexPool{};
  std::span<const ItemSelectDef> itemSelects{};
  std::span<const SelectDef> selects{};
  std::span<const ComputedDef> computed{};
  std::span<const AmountInstr> amountInstrs{};
};

// The parameter's value, or `fallback` when the tables do not declare it.
int paramValue(const SetTables& tables, const char* name, int fallback);

// What players call the card's kind ("Go Up a Level"): its kind's title, or
// the title of its shape when the tables give none.
const char* kindTitle(const SetTables& tables, const CardDef& card);

}  // namespace munchkin
