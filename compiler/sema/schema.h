// What each card shape may contain: its fields, its blocks, the triggers it
// can see, and what each action takes. The checkers are driven by these
// tables so the rules of the language live in one place.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "model/vocabulary.h"

namespace munchkinc::schema {

using namespace munchkin;

enum class ValueType {
  Count,       // integer >= min
  Signed,      // signed integer (bonus +3)
  Text,        // one string
  Flag,        // no value
  Gold,        // integer multiple of 100, or `none`
  SlotSpec,    // headgear|armor|footgear|one_hand|two_hands|none or NAME N
  Size,        // small|big
  RefList,     // class NAME, race NAME, ... separated by commas
  Ref,         // one reference
  TagList,     // declared tags
  RuleList,    // declared rule ids
  ShapeWord,   // class|race|army|mojo|item
  ConditionOnly,  // no values, an `if` condition
};

struct FieldSpec {
  std::string_view name;
  ValueType type = ValueType::Flag;
  std::vector<Shape> shapes = {};  // empty: every shape
  bool required = false;
  int min = 0;
};

const std::vector<FieldSpec>& fields();
// The spec for `name` on `shape`, or any spec of that name (which the shape
// then does not allow), or nullptr for an unknown field.
const FieldSpec* findField(std::string_view name, Shape shape);
bool fieldAllowed(const FieldSpec& spec, Shape shape);

enum class AmountRule { None, Required, Optional };

struct ActionSpec {
  Action action = Action::Win;
  AmountRule amount = AmountRule::None;
  bool signedAmount = false;   // `+3`/`-3` meaningful
  std::vector<std::string_view> words = {};  // allowed selector words (plus decks/slots where noted)
  bool wordRequired = false;
  bool wordsIncludeDecks = false;
  bool wordsAreResources = false;
  // The word of the action's cap, empty when it takes none: `max_level` caps
  // the Level reached, `max_gain` the levels a sale buys (`max`, their old
  // spelling, is deprecated: W0345).
  std::string_view capWord = {};
  bool allowsVersus = false;
  bool monsterTarget = false;  // may target the monster
  bool playerTarget = true;    // may target a player
};

const ActionSpec& actionSpec(Action action);

// Whether `on <trigger>` can ever fire for a card of this shape.
bool triggerPossible(Shape shape, Trigger trigger);
// Whether a card of this shape is laid out for looting when its holder dies
// (docs/semantics.md, Death), rather than kept.
bool diesWithTheirHolder(Shape shape);
// Whether a block kind is allowed for a shape.
enum class BlockKind { Play, On, While, BadStuff };
bool blockAllowed(Shape shape, BlockKind kind);

// Whether an action may stand in a block of this kind at all (E0310): a
// `while` holds only actions that describe a state, and `add_monster` acts
// only when its card is played.
bool actionAllowedIn(Action action, BlockKind kind);
// `ignore drawbacks` and `ignore restrictions`: who may use which item, said
// only in a `while` with no condition (E0328; docs/semantics.md, Switches).
bool isLastingSwitch(Action action, std::string_view what);

// Whether `a` may stand in a block of `kind` as far as dice go: `reroll` and
// `roll_bonus` reach a roll under way, only in an `on` block (`on rolled`)
// and, for `roll_bonus`, in `while` (every roll); E0335 elsewhere.
bool reachesARoll(Action a, BlockKind kind);

// Whether `a` may stand in a block of `kind` as far as draws go:
// `discard_drawn` acts on the card a draw brought, only in an `on` block (`on
// card_drawn`); E0342 elsewhere.
bool answersADraw(Action a, BlockKind kind);

// Whether `a` may stand in a block of `kind` as far as sale prices go:
// `sale_price` is a state read at each sale, only in a `while`; E0344 elsewhere.
bool changesSalesHere(Action a, BlockKind kind);

// The part of a fight an action changes (docs/semantics.md, "Combat values
// outside a combat"): the strengths, the running away, the reward, the Bad
// Stuff, who is in the fight; None for actions that do not change a fight.
// Roll is a bonus to run-away rolls: written in Bad Stuff it is a monster's
// own, which reaches only the roll against that monster, already over.
enum class FightPart { None, Strength, Escape, Roll, Reward, BadStuff, Sides };
FightPart fightPart(Action action, std::string_view what);
// Whether a block of this kind (trigger, timing) can act before that part of
// a fight is over. Elsewhere the action has nothing left to change.
bool canActBefore(FightPart part, BlockKind kind, Trigger trigger, Timing timing);
// The `on` trigger of the moment a window opens (docs/semantics.md,
// "Windows"): a window's block may change what that trigger's block may.
Trigger windowMoment(Timing window);
// Whether a window word may stand on a card of this shape: one played from
// the hand for its `play` block, or one whose `play` block is an ability of a
// card in play; not a curse or an enhancer, played on somebody (E0336).
// `when_drawn` only on the cards played from the hand.
bool windowAllowed(Shape shape, Timing window);

// Predicates that compare a number (`level >= 5`) rather than test a name.
bool isComparison(Predicate predicate);
// Predicates with no argument (`in_combat`).
bool isBare(Predicate predicate);

// Computed amounts (docs/language.md, Amounts). The actions whose number or
// `max` may be computed (E0324 elsewhere, and in any `while`).
bool takesComputedAmount(Action action);
// Which quantities a subject has (E0211): a monster its level and treasures;
// a player every other but the game's, open_seals and players, which are
// written with no subject.
bool monsterHas(Quantity quantity);
bool playerHas(Quantity quantity);
bool gameHas(Quantity quantity);

}  // namespace munchkinc::schema
