// The words of the card-effect language, shared by the compiler (which checks
// and lowers them) and the runtime (which executes them). Each list is an
// X-macro so that the enum, its spelling in .mkn sources and its spelling in
// game logs can never drift apart.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace munchkin {

// Card shapes: the built-in schemas a declared kind is built on
// (`kind disaster is curse in door;`).
#define MUNCHKIN_SHAPES(X) \
  X(Monster, "monster")    \
  X(Enhancer, "enhancer")  \
  X(Curse, "curse")        \
  X(Class, "class")        \
  X(Race, "race")          \
  X(Army, "army")          \
  X(Mojo, "mojo")          \
  X(Power, "power")        \
  X(Item, "item")          \
  X(OneShot, "oneshot")    \
  X(LevelUp, "levelup")    \
  X(Special, "special")    \
  X(Sidekick, "sidekick")  \
  X(Steed, "steed")        \
  X(Seal, "seal")          \
  X(Modifier, "modifier")  \
  X(Feat, "feat")

// Events an `on <trigger> { ... }` block reacts to.
#define MUNCHKIN_TRIGGERS(X)          \
  X(DoorKicked, "door_kicked")        \
  X(CombatStart, "combat_start")      \
  X(CombatWon, "combat_won")          \
  X(CombatLost, "combat_lost")        \
  X(Escaped, "escaped")               \
  X(Caught, "caught")                 \
  X(Died, "died")                     \
  X(Looted, "looted")                 \
  X(SealOpened, "seal_opened")        \
  X(SealClosed, "seal_closed")        \
  X(LevelGained, "level_gained")      \
  X(LevelLost, "level_lost")          \
  X(TurnStart, "turn_start")          \
  X(TurnEnd, "turn_end")              \
  X(Helping, "helping")               \
  X(MonsterKilled, "monster_killed")  \
  X(CursePlayed, "curse_played")      \
  X(Rolled, "rolled")                 \
  X(CardDrawn, "card_drawn")          \
  X(ItemLost, "item_lost")

// When a `play <timing> { ... }` block may be used.
#define MUNCHKIN_TIMINGS(X)            \
  X(AnyTime, "any_time")               \
  X(OwnTurn, "own_turn")               \
  X(InCombat, "in_combat")             \
  X(OutsideCombat, "outside_combat")   \
  /* windows: the engine opens each at a named moment (docs/semantics.md, "Windows") */ \
  X(RunFailed, "run_failed")           \
  X(AfterEscape, "after_escape")       \
  X(AfterDeath, "after_death")         \
  X(AfterWin, "after_win")             \
  X(BeforeTreasure, "before_treasure") \
  X(WhenDrawn, "when_drawn")           \
  X(InAnswer, "in_answer")

// How often a block may fire.
#define MUNCHKIN_LIMITS(X)             \
  X(OncePerTurn, "once_per_turn")      \
  X(OncePerCombat, "once_per_combat")  \
  X(OncePerGame, "once_per_game")      \
  X(OncePerTarget, "once_per_target")

// Who or what an action applies to (`lose_levels 1 to any_player;`).
#define MUNCHKIN_TARGETS(X)              \
  X(Self, "self")                        \
  X(Victim, "victim")                    \
  X(AnyPlayer, "any_player")             \
  X(OtherPlayer, "other_player")         \
  X(AllPlayers, "all_players")           \
  X(AllOthers, "all_others")             \
  X(Monster, "monster")                  \
  X(Helper, "helper")                    \
  X(PlayerLeft, "player_left")           \
  X(PlayerRight, "player_right")         \
  X(LowestLevel, "lowest_level")         \
  X(HighestLevel, "highest_level")       \
  X(Fighter, "fighter")                  \
  X(FightingSide, "fighting_side")

// Actions. The comment after each names its operands in source order;
// `amount` is a signed integer, `what` a selector word (see selectors below).
#define MUNCHKIN_ACTIONS(X)                                               \
  X(GainLevels, "gain_levels")      /* amount [max expr] */               \
  X(LoseLevels, "lose_levels")      /* amount */                          \
  X(SetLevel, "set_level")          /* amount */                          \
  X(CombatBonus, "combat_bonus")    /* amount [vs ref] */                 \
  X(Treasures, "treasures")         /* amount: extra treasures won */     \
  X(RunAway, "run_away")            /* amount [vs ref] */                 \
  X(AutoEscape, "auto_escape")      /* [all] */                           \
  X(Draw, "draw")                   /* amount deck [face_up|face_down] */ \
  X(LoseItem, "lose_item")          /* what: slot name|big|choice|all */  \
  X(LoseClass, "lose_class")                                              \
  X(LoseRace, "lose_race")                                                \
  X(DiscardHand, "discard_hand")                                          \
  X(DiscardCards, "discard_cards")  /* amount */                          \
  X(Die, "die")                                                           \
  X(OpenSeal, "open_seal")          /* [amount] */                        \
  X(CloseSeal, "close_seal")        /* [amount] */                        \
  X(Win, "win")                                                           \
  X(Steal, "steal")                 /* what: item|card from target */     \
  X(Give, "give")                   /* what: item|card to target */       \
  X(LookAtHand, "look_at_hand")     /* of target */                       \
  X(ForceHelp, "force_help")        /* [except_win] to target */          \
  X(ReturnToHand, "return_to_hand") /* what: item|card */                 \
  X(Sacrifice, "sacrifice")         /* discard this card */               \
  X(SellItems, "sell_items")        /* [max expr] */                      \
  X(Grant, "grant")                 /* what: resource, amount */          \
  X(Cancel, "cancel")               /* what: curse|seal|seventh_seal|bad_stuff|monster */ \
  X(AddMonster, "add_monster")      /* wandering monster from hand */     \
  X(Equip, "equip")                 /* what: big|slot name|any */         \
  X(TriggerSeal, "apply_seal")      /* apply an open seal's effects */    \
  X(KillMonster, "kill_monster")    /* [treasure_only]: killed outright */ \
  X(TakeTreasure, "take_treasure")  /* defeated for its Treasure, no kill */ \
  X(EndCombat, "end_combat")        /* the fight ends at once */           \
  /* Switches (docs/semantics.md, Switches): `what` names the switch;      \
     `ignore drawbacks SHAPE` keeps its shape in versus.what. */            \
  X(Ignore, "ignore")               /* what: level|drawbacks|restrictions */ \
  X(Forbid, "forbid")               /* what: run_away|help */              \
  X(CountOnly, "count_only")        /* what: a slot */                     \
  X(DoubleStrength, "double_strength")                                    \
  X(WinTies, "win_ties")            /* a tied comparison goes to the side */ \
  X(RollBonus, "roll_bonus")        /* amount: added to the roll's result */ \
  X(Reroll, "reroll")               /* the die under way is rolled again */ \
  X(DiscardDrawn, "discard_drawn")  /* in on card_drawn: the drawn card */ \
  X(ChangeSex, "change_sex")        /* the target's sex flips */           \
  X(SalePrice, "sale_price")        /* amount: gold more per item sold (while) */ \
  /* A choice, flattened: `choose` (amount: alternatives) or `may` (one),  \
     target the chooser, each alternative an `or` step (amount: how many    \
     steps follow in it, nested choices included) before its actions.      \
     A die roll is flattened the same way: `roll` (amount: rows), each row \
     an `on` step (amount: its length; cap: the faces it covers, bit f-1   \
     for face f). These steps stay last: the engine tests them as a range. */ \
  X(Choose, "choose")                                                     \
  X(May, "may")                                                           \
  X(Alternative, "or")                                                    \
  X(Roll, "roll")                                                         \
  X(RollRow, "on")

// Condition predicates (`if class Blogger and level >= 5`). A predicate is
// either a test of a named thing or a comparison of a quantity.
#define MUNCHKIN_PREDICATES(X)            \
  X(Class, "class")        /* name */     \
  X(Race, "race")          /* name */     \
  X(Army, "army")          /* name */     \
  X(Mojo, "mojo")          /* name */     \
  X(Sex, "sex")            /* male|female */ \
  X(Tag, "tag")            /* tag name */ \
  X(Sole, "sole")          /* class|race|army|mojo name: the only one in the game */ \
  X(InCombat, "in_combat")                \
  X(OwnTurn, "own_turn")                  \
  X(Helping, "helping")                   \
  X(HasSidekick, "has_sidekick")          \
  X(HasSteed, "has_steed")                \
  X(Level, "level")        /* compared */ \
  X(OpenSeals, "open_seals") /* compared */ \
  X(Players, "players")    /* compared */ \
  X(HandSize, "hand_size") /* compared */ \
  X(TotalRank, "total_rank") /* compared */ \
  X(Losing, "losing")      /* the fight's side would lose it now */

// Whose predicate it is: `monster.tag Undead`, `helper.class Elf`.
#define MUNCHKIN_SUBJECTS(X)    \
  X(Self, "self")               \
  X(Monster, "monster")         \
  X(Helper, "helper")           \
  X(Victim, "victim")

// Resources a `grant` can raise.
#define MUNCHKIN_RESOURCES(X)           \
  X(BigItems, "big_items")              \
  X(Hands, "hands")                     \
  X(Headgear, "headgear")               \
  X(Armor, "armor")                     \
  X(Footgear, "footgear")               \
  X(Classes, "classes")                 \
  X(Races, "races")                     \
  X(Armies, "armies")                   \
  X(Mojos, "mojos")                     \
  X(Sidekicks, "sidekicks")             \
  X(Steeds, "steeds")                   \
  X(ComplexItems, "complex_items")      \
  X(HandLimit, "hand_limit")            \
  X(PowerRank, "power_rank")            \
  X(Helpers, "helpers")

// Equipment slots. `hands` holds two 1-hand items or one 2-hand item.
#define MUNCHKIN_SLOTS(X)     \
  X(None, "none")             \
  X(Headgear, "headgear")     \
  X(Armor, "armor")           \
  X(Footgear, "footgear")     \
  X(Hands, "hands")

// The words of a `lose_item` selector (docs/language.md, ITEMS): filters
// (a slot, big or small, `tag T`, `value LOW..HIGH`, in_hand), quantifiers
// (all, most_valuable) and `choice`, which stands alone.
#define MUNCHKIN_ITEM_WORDS(X)          \
  X(Headgear, "headgear")               \
  X(Armor, "armor")                     \
  X(Footgear, "footgear")               \
  X(Hands, "hands")                     \
  X(Big, "big")                         \
  X(Small, "small")                     \
  X(Tag, "tag")                         \
  X(Value, "value")                     \
  X(InHand, "in_hand")                  \
  X(All, "all")                         \
  X(MostValuable, "most_valuable")      \
  X(Choice, "choice")

// The words of a player selector, after a player target (`to all_players
// class Cleric`), and of a monster selector (`cancel monster tag Undead all`):
// docs/language.md, "Player selectors" and "Monster selectors".
#define MUNCHKIN_PLAYER_WORDS(X)        \
  X(Class, "class")                     \
  X(Race, "race")                       \
  X(Army, "army")                       \
  X(Mojo, "mojo")                       \
  X(Sex, "sex")                         \
  X(Level, "level")                     \
  X(Wears, "wears")                     \
  X(Fighting, "fighting")               \
  X(Helping, "helping")                 \
  X(Except, "except")                   \
  X(All, "all")

#define MUNCHKIN_MONSTER_WORDS(X)       \
  X(Tag, "tag")                         \
  X(Name, "name")                       \
  X(Level, "level")                     \
  X(All, "all")

// What a computed amount reads of the game state (`monster.level`,
// `hand_size`, `players class Cleric`; docs/semantics.md, Amounts).
#define MUNCHKIN_QUANTITIES(X)          \
  X(Level, "level")                     \
  X(Treasures, "treasures")             \
  X(HandSize, "hand_size")              \
  X(Items, "items")                     \
  X(HighestValue, "highest_value")      \
  X(TotalRank, "total_rank")            \
  X(OpenSeals, "open_seals")            \
  X(Players, "players")

// The functions of an amount: `min(A, B, ...)`, `max(...)`, `half_up(A)`,
// `half_down(A)`.
#define MUNCHKIN_AMOUNT_FUNCTIONS(X)    \
  X(Min, "min")                         \
  X(Max, "max")                         \
  X(HalfUp, "half_up")                  \
  X(HalfDown, "half_down")

#define MUNCHKIN_COMPARISONS(X) \
  X(Lt, "<")                    \
  X(Le, "<=")                   \
  X(Eq, "==")                   \
  X(Ne, "!=")                   \
  X(Ge, ">=")                   \
  X(Gt, ">")

#define MUNCHKIN_ENUM_ENTRY(name, spelling) name,
enum class Shape : std::uint8_t { MUNCHKIN_SHAPES(MUNCHKIN_ENUM_ENTRY) };
enum class Trigger : std::uint8_t { MUNCHKIN_TRIGGERS(MUNCHKIN_ENUM_ENTRY) };
enum class Timing : std::uint8_t { MUNCHKIN_TIMINGS(MUNCHKIN_ENUM_ENTRY) };
// Whether a timing is a window, a moment the engine opens after a named event
// rather than a span of the game (docs/semantics.md, "Windows"); each window
// has one bit of a window mask.
constexpr bool isWindow(Timing t) { return t >= Timing::RunFailed; }
constexpr std::uint8_t windowBit(Timing t) {
  return isWindow(t) ? static_cast<std::uint8_t>(1u << (static_cast<unsigned>(t) - static_cast<unsigned>(Timing::RunFailed)))
                     : std::uint8_t{0};
}
enum class Limit : std::uint8_t { None, MUNCHKIN_LIMITS(MUNCHKIN_ENUM_ENTRY) };
enum class Target : std::uint8_t { MUNCHKIN_TARGETS(MUNCHKIN_ENUM_ENTRY) };
enum class Action : std::uint8_t { MUNCHKIN_ACTIONS(MUNCHKIN_ENUM_ENTRY) };
enum class Predicate : std::uint8_t { MUNCHKIN_PREDICATES(MUNCHKIN_ENUM_ENTRY) };
enum class Subject : std::uint8_t { MUNCHKIN_SUBJECTS(MUNCHKIN_ENUM_ENTRY) };
enum class Resource : std::uint8_t { MUNCHKIN_RESOURCES(MUNCHKIN_ENUM_ENTRY) };
enum class Slot : std::uint8_t { MUNCHKIN_SLOTS(MUNCHKIN_ENUM_ENTRY) };
enum class Comparison : std::uint8_t { MUNCHKIN_COMPARISONS(MUNCHKIN_ENUM_ENTRY) };
enum class ItemWord : std::uint8_t { MUNCHKIN_ITEM_WORDS(MUNCHKIN_ENUM_ENTRY) };
enum class PlayerWord : std::uint8_t { MUNCHKIN_PLAYER_WORDS(MUNCHKIN_ENUM_ENTRY) };
enum class MonsterWord : std::uint8_t { MUNCHKIN_MONSTER_WORDS(MUNCHKIN_ENUM_ENTRY) };
enum class Quantity : std::uint8_t { MUNCHKIN_QUANTITIES(MUNCHKIN_ENUM_ENTRY) };
enum class AmountFunction : std::uint8_t { MUNCHKIN_AMOUNT_FUNCTIONS(MUNCHKIN_ENUM_ENTRY) };
#undef MUNCHKIN_ENUM_ENTRY

// Whose draws an `on card_drawn` block answers (docs/semantics.md, Draws and
// losses): the holder's (no word), anyone's (`any_player`), or anyone's but
// the holder's (`other_player`).
enum class DrawnBy : std::uint8_t { Holder, AnyPlayer, OtherPlayer };

// Spelling <-> enum. `spelling(Limit::None)` is "".
std::string_view spelling(Shape);
std::string_view spelling(Trigger);
std::string_view spelling(Timing);
std::string_view spelling(Limit);
std::string_view spelling(Target);
std::string_view spelling(Action);
std::string_view spelling(Predicate);
std::string_view spelling(Subject);
std::string_view spelling(Resource);
std::string_view spelling(Slot);
std::string_view spelling(Comparison);
std::string_view spelling(ItemWord);
std::string_view spelling(PlayerWord);
std::string_view spelling(MonsterWord);
std::string_view spelling(Quantity);
std::string_view spelling(AmountFunction);

template <typename Enum>
std::optional<Enum> parseWord(std::string_view word);

// What players call a card of this shape ("One-Shot", "Go Up a Level"): the
// title of a kind that declares none of its own.
const char* shapeTitle(Shape);

// Every spelling of an enum, in declaration order; used for "did you mean".
template <typename Enum>
const std::string_view* allSpellings(std::size_t& count);

}  // namespace munchkin
