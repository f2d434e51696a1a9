// The checked model of one build: a root unit (set or module) together with
// everything it uses. Back ends and the rule-conflict checker read only this;
// it carries source ranges so they can still point at the card's line.
#pragma once

#include <algorithm>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/vocabulary.h"
#include "source/source_manager.h"

namespace munchkinc::model {

// Whether the game never deals from `deck`: it deals from door and treasure
// and opens Seals from seal; any other deck is a reference deck, whose cards
// are in force for whoever meets their `requires` (docs/semantics.md, "Reference decks").
inline bool isReferenceDeck(std::string_view deck) { return deck != "door" && deck != "treasure" && deck != "seal"; }

// A reference to a class, race, army or mojo card name, or a sex.
struct Ref {
  Predicate what = Predicate::Class;  // Class, Race, Army, Mojo, Sex or Tag
  std::string name;
  SourceRange range;
};

struct Condition {
  enum class Op { Test, Compare, And, Or, Not };
  Op op = Op::Test;
  Subject subject = Subject::Self;
  Predicate predicate = Predicate::InCombat;
  // Test: the named thing (class name, tag, sex, ...); Sole also sets soleOf.
  std::string name;
  Predicate soleOf = Predicate::Class;
  // Compare: `predicate comparison value`, value already evaluated.
  Comparison comparison = Comparison::Eq;
  int value = 0;
  std::vector<Condition> operands;  // And, Or: two or more; Not: one
  SourceRange range;
};

// The items a `lose_item` takes beyond one word (docs/language.md, ITEMS):
// filters that must all hold, and how many of the matching items go.
struct ItemSelect {
  enum class Quantity { One, All, MostValuable };
  Quantity quantity = Quantity::One;
  std::string slot;          // headgear, armor, footgear, hands; empty: any
  std::optional<bool> big;   // true: Big only; false: not Big; none: either
  std::string tag;           // empty: any
  std::optional<int> minValue, maxValue;  // `value LOW..HIGH`
  bool inHand = false;       // the Item cards of the hand, not those carried
  SourceRange range;         // the selector's words
  bool operator==(const ItemSelect& o) const {
    return quantity == o.quantity && slot == o.slot && big == o.big && tag == o.tag && minValue == o.minValue &&
           maxValue == o.maxValue && inHand == o.inHand;
  }
};

// The inclusive bounds `level OP EXPR` filters put on a Level (at most two
// comparisons, docs/language.md, selectors); none when not said.
struct LevelBounds {
  std::optional<int> min, max;
  bool operator==(const LevelBounds&) const = default;
};

// The filters after a player target (docs/semantics.md, Selectors): every one
// must hold for a player to be reached.
struct PlayerSelect {
  // By namedShapeIndex order: class, race, army, mojo. nullopt: no filter;
  // an empty name: `class any`, any card of that shape.
  std::optional<std::string> named[4];
  std::string sex;                 // male, female; empty: either
  LevelBounds level;
  std::string wears;               // a slot (headgear, armor, footgear, hands); empty: no filter
  bool fighting = false, helping = false;
  bool exceptSelf = false, exceptFighter = false;
  bool allTied = false;            // `highest_level all`: every player at the extreme
  SourceRange range;
  bool operator==(const PlayerSelect& o) const {
    return std::equal(std::begin(named), std::end(named), std::begin(o.named)) && sex == o.sex &&
           level == o.level && wears == o.wears && fighting == o.fighting && helping == o.helping &&
           exceptSelf == o.exceptSelf && exceptFighter == o.exceptFighter && allTied == o.allTied;
  }
};

// The filters on the monsters of a fight an action picks among.
struct MonsterSelect {
  std::string tag;   // empty: any
  std::string name;  // a monster card's name; empty: any
  LevelBounds level;
  bool all = false;  // each matching monster, not one chosen
  SourceRange range;
  bool operator==(const MonsterSelect& o) const {
    return tag == o.tag && name == o.name && level == o.level && all == o.all;
  }
};

// A number computed from the game state (docs/semantics.md, Amounts):
// `monster.level`, `players class Cleric`, `half_up(level) + 1`.
struct Amount {
  enum class Op { Constant, Quantity, Add, Subtract, Multiply, Call };
  Op op = Op::Constant;
  int value = 0;                          // Constant
  Quantity quantity = Quantity::Level;    // Quantity
  Subject subject = Subject::Self;        // Quantity
  std::optional<Ref> filter;              // Quantity `players class C`
  AmountFunction function = AmountFunction::Min;  // Call
  std::vector<Amount> operands;           // Add, Subtract, Multiply: two; Call: its arguments
  SourceRange range;
  bool operator==(const Amount& o) const;
};

struct ActionStep {
  Action action = Action::Win;
  int amount = 0;             // levels, bonus, cards, ...; 0 when not given
  bool hasAmount = false;
  Target target = Target::Self;
  std::string what;           // selector word: deck, slot, "big", "item", resource, ...
  std::vector<std::string> flags;   // face_up, face_down, all, except_win
  std::optional<Ref> versus;        // `vs tag Undead`
  std::optional<int> cap;           // `max EXPR`, evaluated with the build's parameters
  std::optional<int> floor;         // `combat_bonus ... to monster floor N`: the monster's least strength
  // A number or `max` that names a quantity of the game state, evaluated
  // when the action runs; `amount` (with hasAmount set) and `cap` then hold 0
  // and nothing.
  std::optional<Amount> computed;
  std::optional<Amount> computedCap;
  // `lose_item` with more than one of the words it always took (`hands all`,
  // `most_valuable`, `tag Fire`); `what` is then empty.
  std::optional<ItemSelect> items;
  // Filters after the target (`to all_players class Cleric`) and on the
  // monster it picks (`cancel monster tag Undead all`).
  std::optional<PlayerSelect> players;
  std::optional<MonsterSelect> monsters;
  SourceRange range;
};

struct Effect {
  enum class Kind { Play, On, While, BadStuff };
  Kind kind = Kind::Play;
  Trigger trigger = Trigger::DoorKicked;   // On only
  Timing timing = Timing::AnyTime;         // Play only
  bool ownTurnOnly = false;                // Play: `own_turn` combined with in/outside_combat
  Limit limit = Limit::None;
  // `on card_drawn` filters (docs/language.md, Draws and losses): the deck
  // and kind named ("" for any), whose draws, and `face_up`/`face_down`
  // ("" for either).
  std::string drawnDeck;
  std::string drawnKind;
  DrawnBy drawnBy = DrawnBy::Holder;
  std::string drawnFace;
  std::optional<Condition> condition;
  std::vector<ActionStep> steps;
  SourceRange range;
};

struct Card {
  std::string id;        // stable: "<unit>.<slug of name>"
  std::string name;
  std::string kind;      // declared kind name, e.g. "disaster"
  std::string canonicalKind;  // after equivalences, e.g. "curse"
  Shape shape = Shape::Special;
  std::string deck;
  std::string unit;      // id of the set or module that declares it
  int copies = 1;

  // Numbers; each is meaningful only for the shapes that have the field.
  int level = 0;
  int treasures = 0;
  int levels = 1;
  int bonus = 0;
  int rank = 0;
  std::optional<int> value;  // gold; nullopt for "no value" or no field
  Slot slot = Slot::None;
  int slotAmount = 0;        // hands used: 1 or 2, or the N of `slot NAME N`
  bool big = false;
  bool complex = false;
  bool isDefault = false;    // race: the race of a player with none
  std::string attaches;      // modifier: class, race, army, mojo, item
  std::vector<std::string> tags;
  std::vector<Ref> usableBy;
  std::vector<Ref> notUsableBy;
  std::optional<Ref> requirement;           // feat
  std::optional<Condition> noPursuit;     // monster
  std::vector<std::string> supersedes;
  std::vector<SourceRange> supersedesRanges;
  std::string text;
  std::string flavor;
  std::string art;          // as written on the card
  // The image the card prints: its own `art` or its unit's default, as a
  // path from the working folder; "" for none.
  std::string artFile;
  SourceRange artRange;     // the `art` string that named artFile
  std::vector<Effect> effects;

  SourceRange range;      // the whole declaration
  SourceRange nameRange;  // the name string
};

struct Kind {
  std::string name;
  std::string title;  // what players call it: declared, else the shape's title
  Shape shape = Shape::Special;
  std::string deck;
  std::optional<int> limit;
  std::string canonical;  // the representative of its equivalence class
  std::string unit;
  SourceRange range;
};

struct Named {
  std::string name;
  std::string display;  // tag display name, deck title, rule or phase text
  std::string unit;
  SourceRange range;
  // Tags only: `tag Undead horde;` in any unit declaring it (docs/semantics.md, Hordes).
  bool horde = false;
};

struct SlotDecl {
  std::string name;
  int limit = 1;
  std::string unit;
  SourceRange range;
};

struct Param {
  std::string name;
  int value = 0;
  bool isBool = false;
  std::string unit;       // where the value in force was set
  SourceRange range;      // that setting
  SourceRange declared;   // the declaration in core
};

struct Equivalence {
  std::vector<std::string> names;
  SourceRange range;
};

struct Distinction {
  std::string left, right;
  SourceRange range;
};

struct Unit {
  std::string id;
  bool isModule = false;
  std::string title;
  std::string version;
  std::string author;
  std::string description;
  int minPlayers = 0, maxPlayers = 0;
  std::string directory;            // folder or file the unit came from
  std::vector<std::string> uses;    // ids of units used directly
  // `art monster "art/monster.png";` in the header: the image for this
  // unit's cards of a kind or deck that name none.
  struct DefaultArt {
    std::string target;  // a kind or a deck
    std::string file;    // from the working folder
    SourceRange targetRange, range;  // the name, the path string
  };
  std::vector<DefaultArt> defaultArt;
  SourceRange range;
};

// A card whose declaration has an error, left out of Model::cards; kept by
// name so that cards naming it are not reported for naming nothing.
struct LeftOutCard {
  std::string name;
  std::optional<Shape> shape;  // unknown when its kind is
};

struct Model {
  Unit root;
  std::vector<Unit> units;  // every unit in the build, dependencies first; root last
  std::vector<Kind> kinds;
  std::vector<Named> tags, decks, rules, phases;
  std::vector<SlotDecl> slots;
  std::vector<Param> params;  // the values in force for this build
  std::vector<Equivalence> equivalences;
  std::vector<Distinction> distinctions;
  std::vector<Card> cards;    // in declaration order, dependencies first
  // Only in the model of a build with errors (analyseModel), which the
  // rule-conflict checks read; a checked model has none.
  std::vector<LeftOutCard> leftOut;

  const Kind* findKind(std::string_view name) const;
  const Param* findParam(std::string_view name) const;
  const Named* findRule(std::string_view id) const;
  int param(std::string_view name, int fallback = 0) const;
};

}  // namespace munchkinc::model
