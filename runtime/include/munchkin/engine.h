// The game engine: plays one game of any PreparedSet, turn by turn, with bots
// making every choice. State is public so bots can read it and tests can set
// up a scenario; it changes only through Game's methods, which keep every
// card in exactly one place. A Game is meant to be reused: reset() keeps the
// containers' capacity, so a simulation allocates nothing per game.
#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "munchkin/game_log.h"
#include "munchkin/prepared_set.h"
#include "munchkin/report_counters.h"
#include "munchkin/rng.h"

namespace munchkin {

class Bot;
enum class Choice : std::uint8_t;  // bot.h
struct TargetRequest;

using CardId = std::uint16_t;  // a physical card: index into PreparedSet::physical()
inline constexpr int kMaxOptions = 64;  // legal options offered to a bot at once
// Resource bits of the grants that change a vocabulary slot's limit.
inline constexpr std::uint32_t kSlotGrantBits =
    (1u << static_cast<unsigned>(Resource::Hands)) | (1u << static_cast<unsigned>(Resource::Headgear)) |
    (1u << static_cast<unsigned>(Resource::Armor)) | (1u << static_cast<unsigned>(Resource::Footgear));
inline constexpr int kResourceCount = 15;
#define MUNCHKIN_COUNT_ENTRY(name, word) +1
inline constexpr int kShapeCount = 0 MUNCHKIN_SHAPES(MUNCHKIN_COUNT_ENTRY);
#undef MUNCHKIN_COUNT_ENTRY

// One `play` ability of a card in play: the card and the index of the block
// among the card's effects (CardDef::effects).
struct Ability {
  CardId card;  // no default values: the engine fills arrays of them often, never reading unset ones
  std::uint8_t block;
};

enum class Zone : std::uint8_t { DrawPile, Discard, Hand, InPlay, Combat, OpenSeals };

struct Location {
  Zone zone = Zone::DrawPile;
  std::int8_t owner = 0;  // player for Hand/InPlay, deck for DrawPile/Discard
};

enum class WinReason : std::uint8_t { None, KillToWinLevel, SeventhSeal, Epic, CardWin, TurnCap };
const char* winReasonName(WinReason reason);

struct Player {
  int level = 1;
  int sex = 0;  // 0 male, 1 female
  std::vector<CardId> hand;
  std::vector<CardId> inPlay;
  int grants[kResourceCount] = {};  // lasting grants from played cards
  int levelsThisTurn = 0;
  bool belowFloorAllowed = false;   // a card superseding level_floor hit this player
  std::vector<std::uint64_t> held;  // designs ever held or played, one bit each
  // Summaries of the cards in play, kept by the engine whenever they change.
  std::uint32_t grantBits = 0;      // Resources some card in play may grant
  std::uint32_t triggerBits = 0;    // Triggers some card in play reacts to
  // The cards in play with a `play` block, in play order: the abilities to offer.
  std::vector<CardId> abilityCards;
  // Some card's `while` grants or bonuses read more than this player's own cards and Level.
  bool grantReadsTable = false, bonusReadsTable = false;
  bool readsHands = false;          // some card's `while` reads a hand size
  // Some card's `while` is aimed at others (DesignInfo::whileReachesOthers), and the grants it makes.
  bool reachesOthers = false;
  std::uint32_t reachGrantBits = 0;
  std::uint64_t versusTags = 0;     // tags some card's unconditional `vs tag` bonus is against
  bool overSlotBase = false;        // more items of some slot than its limit before `while` grants
  // Some item in play has a value; some such item also has usable_by or not_usable_by lists.
  bool valuedItemInPlay = false, restrictedValuedItemInPlay = false;
  // fixedBonus is the whole combat bonus of the cards in play: nothing is
  // conditional or `vs`, and no slot may hold an item it cannot use.
  bool fixedBonusOnly = true;
  std::uint64_t cardsVersion = 0;   // changes whenever the cards in play do
  std::uint8_t shapeCount[kShapeCount] = {};
  int rankTotal = 0;                    // of the Powers in play
  int fixedBonus = 0;           // combat bonus of carried things and unconditional `while` blocks
  bool variableBonus = false;   // some `while` combat bonus has a condition or a `vs`
  std::vector<std::uint8_t> kindCount;  // cards in play by canonical kind (kept by moveTo)
  std::uint64_t tagsInPlay = 0;         // canonical tags of the cards in play
  std::vector<std::uint8_t> namedCount;  // cards in play by DesignInfo::namedIndex (kept by moveTo)
};

// How much of each slot a player's carried items use. Lasers snap together
// into one weapon, so together they use the hands of the largest.
struct SlotUse {
  int amount[5] = {};  // by Slot, lasers not included
  int laserHands = 0;
  int custom[16] = {};  // set-declared slots, by SlotDef index
  int big = 0, complex = 0;
};

struct CombatMonster {
  CardId card = 0;
  int bonus = 0;      // enhancers and monster-side bonuses
  int treasures = 0;  // enhancer treasure changes
  // The monster's own blocks (bit = block index) whose change to the monsters
  // is made: a helper joining runs them again without making it twice.
  std::uint32_t changedMonster = 0;
  // Who escapes this monster without rolling when they run (an `auto_escape`
  // outside a roll), by seat bit.
  std::uint8_t escapes = 0;
  // The least strength it counts with (`combat_bonus ... to monster floor N`):
  // the highest floor put on it; kNoFloor without one.
  static constexpr int kNoFloor = INT_MIN;
  int floor = kNoFloor;
};

// A monster a card defeated before the comparison (kill_monster,
// take_treasure): out of the fight, and paid for only if the fight is won
// (docs/semantics.md, "Combat outcomes").
struct SetAsideMonster {
  CardId card = 0;
  int treasures = 0;   // its own and its enhancers'
  int levels = 0;      // for the fighter; 0 for treasure_only and take_treasure
  bool killed = false;  // fires monster_killed
  std::uint16_t rules = 0;  // CoreRule bits the defeating card supersedes (win_by_kill frees its levels)
};

// A `run_away` from a `play` or `on` block: it changes one player's rolls,
// against one monster (a monster's own) or every monster with a tag (`vs tag`)
// or every monster (docs/semantics.md, run_away).
struct RunAwayBonus {
  int seat = -1;
  int amount = 0;
  bool oneMonster = false;
  CardId monster = 0;     // when oneMonster
  std::int16_t tag = -1;  // canonical tag of `vs tag`; -1 for none
};

// A monster-side combat bonus with a `vs` from a `play` or `on` block: it
// counts while the fighter or a helper matches, once, and goes with its
// monster when that monster leaves the fight.
struct MonsterVersus {
  RefDef versus{};
  int amount = 0;
  CardId monster = 0;
};

// A players' side combat bonus with `vs tag` from a `play` or `on` block: it
// counts while a monster with the tag is in the fight (docs/semantics.md, combat_bonus).
struct PlayerVersus {
  std::int16_t tag = -1;  // canonical tag
  int amount = 0;
};

// A helper after the first (Combat::helper), when `max_helpers` or a grant allows more than one.
struct MoreHelper {
  int seat = -1;
  int share = 0;  // Treasures promised
};

// A `grant` that ends: with the combat (card = the combat's source), or when
// `card` leaves its holder's play (docs/semantics.md, "How long things last").
struct TimedGrant {
  CardId card = 0;
  int holder = -1;  // who has `card` in play; -1 for a grant that ends with the combat
  int seat = 0;     // who got the grant
  int resource = 0;
  int amount = 0;
};

struct Combat {
  bool active = false;
  int fighter = -1;
  int helper = -1;      // the first helper; -1 for none
  int helperShare = 0;  // Treasures promised to the helper
  // The helpers after the first, in the order they joined (rare: only when
  // more than one is allowed), and their seats, one bit each.
  std::vector<MoreHelper> moreHelpers;
  std::uint8_t moreHelperBits = 0;
  // Some helper after the first, or some `vs tag` bonus for the side (playerVersus): the strength needs more than the usual sum.
  bool sideExtras = false;
  std::uint8_t asked = 0;   // seats the fighter asked for help in this fight, one bit each
  std::uint8_t forced = 0;  // helpers who were forced to help (force_help), one bit each
  std::uint8_t died = 0;    // players of the side who died in this fight, one bit each
  std::vector<CombatMonster> monsters;
  // Defeated by a card, in the order they were; kept until the next fight begins.
  std::vector<SetAsideMonster> setAside;
  std::vector<CardId> cards;  // the combat zone: monsters, enhancers, one-shots; all discarded after
  int playerBonus = 0, monsterBonus = 0, treasureBonus = 0;
  std::vector<PlayerVersus> playerVersus;
  std::vector<RunAwayBonus> runAways;
  std::vector<MonsterVersus> monsterVersus;
  std::vector<TimedGrant> grants;  // end with this combat
  // auto_escape, by seat bit: from every monster still to be run from; from
  // the monster whose roll is under way (`rolling`).
  std::uint8_t escapesAll = 0, escapesRoll = 0;
  bool rolling = false;
  CardId rollingMonster = 0;  // while `rolling`: the monster rolled against
  // Where the fight stands: 0 before its comparison, 1 won (the rewards), -1
  // lost (the side is running away).
  std::int8_t outcome = 0;
  bool cancelBadStuff = false;
  // The switches played into this fight (`play`, `on`), by seat: SwitchBits
  // that last until it ends (docs/semantics.md, Switches); and all of them.
  std::uint16_t switches[kMaxPlayers] = {};
  std::uint16_t anySwitch = 0;

  // Whether `seat` helps in this fight (the first helper or a later one).
  bool helps(int seat) const { return seat >= 0 && (seat == helper || ((moreHelperBits >> seat) & 1u)); }
  // Whether `seat` is the fighter or a helper.
  bool onSide(int seat) const { return seat >= 0 && (seat == fighter || seat == helper || ((moreHelperBits >> seat) & 1u)); }
  // The fighting side into `seats` (kMaxPlayers of room): the fighter, then
  // the helpers in the order they joined; returns how many.
  int side(int* seats) const {
    int count = 0;
    seats[count++] = fighter;
    if (helper >= 0) seats[count++] = helper;
    // A second helper is rare: that loop (vectorised at -O3) stays out of the copies of this inlined everywhere.
    if (!moreHelpers.empty()) [[unlikely]] count = moreSide(seats, count);
    return count;
  }
  // side() for the helpers after the first (combat.cpp).
  [[gnu::noinline, gnu::cold]] int moreSide(int* seats, int count) const;
};

// What the loops over hands and cards in play read most of a card, copied
// from its design into one small array by card so that those loops do not
// touch a whole CardDef each.
struct CardFacts {
  Shape shape = Shape::Special;
  bool anyoneMayUse = true;  // no usable_by or not_usable_by
  bool addsMonster = false;  // DesignInfo::addsMonster, here for the loops over hands
  std::int32_t value = -1;   // gold; -1 = no value
  std::int32_t bonus = 0;
  std::int32_t saleGold = 0;  // what selling it gives: the value of an Item, one-shot or steed, else 0 (not for sale)
  // Whether it may ever be played from the hand on another player's turn
  // outside a fight (a curse, Go Up a Level, a sidekick, a one-shot or special
  // with a `play` block not bound to its player's turn or to a fight), so
  // that the others' windows skip every other card without asking canPlayNow.
  bool offTurn = false;
  // Whether, in play, it has an ability that may act on another player's turn
  // outside a fight (a `play` block whose timing allows it there and that
  // changes no fight), so that the others' windows skip offering the rest.
  bool offTurnAbility = false;
  // Whether every action of its `play` blocks may reach nobody or do nothing
  // now (a selector, a computed number), on a card discarded once played:
  // Game::playDoesNothing is worth asking before spending it (idle_plays.cpp).
  bool mayDoNothing = false;
};

struct GameResult {
  int winner = -1;
  int firstPlayer = 0;  // the seat that took the first turn
  WinReason reason = WinReason::None;
  int turns = 0;
  std::vector<std::string> errors;  // invariant violations, "game G turn T: ..."
};

// Whether a Game checks its own bookkeeping unless told (Game::setInvariantChecks): off in a Release build
// (CMake's build type, the one the games/s bar is measured on), on in every other build.
bool invariantChecksByDefault();

class Game {
 public:
  explicit Game(const PreparedSet& set);
  // A Game points into itself (its table of containers), so it stays put.
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  // Starts game `gameIndex` (named in errors) from `seed`; bots[i] plays seat i.
  // Who goes first is drawn from the seed. Each player's sex is drawn from it
  // too, then their bot may choose another once the opening hands are dealt
  // (Bot::chooseSex); `sexes`, when given, fixes seat i's sex to sexes[i] (0
  // male, 1 female) instead, and that bot is not asked.
  void reset(std::uint64_t seed, std::span<Bot* const> bots, GameLog* log = nullptr,
             std::uint64_t gameIndex = 0, std::span<const std::uint8_t> sexes = {});
  // Plays turns until someone wins or `turnCap` turns have passed.
  GameResult play(int turnCap);
  void playTurn();

  // --- queries (bots and tests) ---
  const PreparedSet& set() const { return set_; }
  const Params& params() const { return set_.params(); }
  const CardDef& def(CardId card) const { return *defs_[card]; }
  const CardFacts& facts(CardId card) const { return facts_[card]; }
  Shape shapeOf(CardId card) const { return facts_[card].shape; }
  const DesignInfo& info(CardId card) const { return *infos_[card]; }
  std::uint16_t designOf(CardId card) const { return set_.physical()[card]; }
  int playerCount() const { return static_cast<int>(players.size()); }
  // Grants from cards in play: lasting ones plus what `while` blocks give now.
  // Asked 650k times in 2,000 games, mostly with no `while` grant in force: a
  // load and a test, always inlined (GCC kept it out of line, where the call
  // cost as much as the rest).
  [[gnu::always_inline]] int resource(int seat, Resource which) const {
    const Player& p = players[static_cast<std::size_t>(seat)];
    const int lasting = p.grants[static_cast<int>(which)];
    if (!(((p.grantBits | sealGrantBits_ | reachGrantBits_) >> static_cast<unsigned>(which)) & 1u)) return lasting;
    return lasting + whileGrants(seat, which);
  }
  int whileGrants(int seat, Resource which) const;
  int handLimit(int seat) const;
  int playerStrength(int seat) const;  // combat strength, in or out of combat
  // The SwitchBits on for `seat` now: those played into their fight and
  // those of the `while` blocks that reach them (switches.cpp).
  std::uint16_t switchesOn(int seat) const;
  // Those of the `while` blocks alone (outside a fight, the seventh Seal's test).
  std::uint16_t whileSwitchesOn(int seat) const;
  // Whether `seat` may not roll to run away (forbid run_away).
  bool runAwayForbidden(int seat) const {
    return (setSwitches_ & kSwitchNoRunAway) && (switchesOn(seat) & kSwitchNoRunAway);
  }
  // Whether nobody may join the current fight as a helper (forbid help).
  bool helpForbidden() const;
  // Whether `seat`, helping, would get no share of the Treasures (forbid reward).
  bool rewardForbidden(int seat) const {
    return (setSwitches_ & kSwitchNoReward) && (switchesOn(seat) & kSwitchNoReward);
  }
  // ignore drawbacks: whether `seat` sheds the drawbacks of their only card of
  // the shape with namedShapeIndex `shape`; ignore restrictions: whether an
  // exemption is attached to the item `card`.
  bool shedsDrawbacks(int seat, int shape) const;
  bool restrictionsLifted(int seat, CardId card) const;
  std::uint16_t setSwitches() const { return setSwitches_; }
  // From cards in play only (the seventh seal's test). Mostly just the fixed
  // part, which stays inline.
  int combatBonusInPlay(int seat) const {
    const Player& p = players[static_cast<std::size_t>(seat)];
    if (p.fixedBonusOnly && !sealCombatBonus_ && !reachingWhile_ && !((sealGrantBits_ | reachGrantBits_) & kSlotGrantBits)) {
      return p.fixedBonus;
    }
    return evaluatedCombatBonus(seat);
  }
  int evaluatedCombatBonus(int seat) const;
  int versusBonus(int seat) const;  // from the unconditional `vs tag` bonuses of the cards in play
  int monsterStrength() const;          // all monsters of the current combat
  // What `seat` adds to a roll to run away from `monster` of the current combat.
  int runAwayBonus(int seat, CardId monster) const;
  int fighterSideStrength() const;
  // What the helpers after the first and the side's `vs tag` bonuses add to it (rare: kept out of line).
  [[gnu::noinline]] int moreSideStrength() const;
  bool playerWinsCombat() const;
  // How many more helpers the fighter may have now: `max_helpers` plus the
  // fighter's `grant helpers`, less those helping already (never below 0).
  int helperRoom() const {
    // A `grant helpers -1` (Blood Moon) takes away the one helper allowed.
    if ((setSwitches_ & kSwitchNoHelp) && helpForbidden()) return 0;
    const int helping = (combat.helper >= 0) + static_cast<int>(combat.moreHelpers.size());
    return std::max(0, params().maxHelpers + resource(combat.fighter, Resource::Helpers) - helping);
  }
  // Whether the current fight is one for the winning level: the fighter's
  // Level plus the levels its monsters give reach `win_level`.
  bool fightForWin() const;
  bool canEquip(int seat, CardId card) const;
  // Whether `seat` may use `card` under its usable_by and not_usable_by lists
  // (mostly it has none, a test kept inline).
  bool usable(int seat, CardId card) const { return facts_[card].anyoneMayUse || usableByRefs(seat, card); }
  // Whether `card` is an item `seat` carries and uses: usable by them and not
  // past a slot's limit (the best items of each slot are the ones in use).
  // Asked about every card when a sale is built, so the common case (anyone
  // may use it and every item fits) stays inline, always (GCC kept it a call).
  [[gnu::always_inline]] bool itemInUse(int seat, CardId card) const {
    const Location at = where[card];
    if (shapeOf(card) != Shape::Item || at.zone != Zone::InPlay || at.owner != seat) return false;
    const Player& p = players[static_cast<std::size_t>(seat)];
    if (facts_[card].anyoneMayUse && !p.overSlotBase && !((p.grantBits | sealGrantBits_ | reachGrantBits_) & kSlotGrantBits)) {
      return true;
    }
    return carriedItemInUse(seat, card);
  }
  bool carriedItemInUse(int seat, CardId card) const;  // itemInUse for an item `seat` carries
  // The sale gold of the items with a value that `seat` carries but may not
  // use (their usable_by or not_usable_by lists): asked by a bot before each
  // sale, and remembered while the player's cards in play stay (as usable() is).
  int unusableItemGold(int seat) const;
  // Items are the commonest question (the greedy bot's own turn asks about
  // every item it holds, and most do not fit): they go straight to canEquip.
  bool canPlayNow(int seat, CardId card, bool inCombat) const {
    if (shapeOf(card) == Shape::Item && !itemFit_[card].kindLimited) return !inCombat && canEquip(seat, card);
    return canPlayOtherNow(seat, card, inCombat);
  }
  // Whether `card`, which `seat` has in play, is in force as far as a feat goes: a
  // feat only while they have the card it requires; any other card, true.
  bool featInForce(int seat, CardId card) const { return shapeOf(card) != Shape::Feat || featPlayableNow(seat, card); }
  // canPlayNow outside combat, for the cards that are ever played outside it
  // (a one-shot whose timing allows and whose blocks make sense there).
  bool canPlayOnOwnTurn(int seat, CardId card) const {
    const Shape shape = shapeOf(card);
    return shape != Shape::Monster && shape != Shape::Enhancer && canPlayNow(seat, card, false);
  }
  // Whether `card`, in the hand of `seat`, is offered on another player's
  // turn outside a fight.
  bool playableOffTurn(int seat, CardId card) const {
    return facts_[card].offTurn && canPlayNow(seat, card, false);
  }
  // Whether `seat` may play `card` from the hand into the fight now.
  bool playableInFight(int seat, CardId card) const;
  // Whether `card`, played by `seat` now, would do nothing: each action of its
  // `play` blocks reaches nobody (its selector matches no player, item or
  // monster) or works out a number that does nothing. Only meaningful for a
  // card whose CardFacts::mayDoNothing is set (false for the others).
  bool playDoesNothing(int seat, CardId card) const;
  // Whether some card of the set has CardFacts::mayDoNothing: mostly none,
  // and then a bot asks nothing per card.
  bool someCardMayDoNothing() const { return someCardMayDoNothing_; }
  bool hasShape(int seat, Shape shape) const;
  // Whether `seat` has a card of `shape` (Class, Race, Army or Mojo) called `name` in play.
  bool holdsNamed(int seat, Shape shape, NameId name) const {
    if (name == kNoName) return false;
    const int index = set_.name(name).named[namedShapeIndex(shape)];
    return index >= 0 && players[static_cast<std::size_t>(seat)].namedCount[static_cast<std::size_t>(index)] > 0;
  }
  int totalRank(int seat) const;
  // What the items in `seat`'s hand would sell for.
  int handGold(int seat) const {
    return placeGold_[static_cast<std::size_t>(placeIndex({Zone::Hand, static_cast<std::int8_t>(seat)}))];
  }
  int lowestLevel() const;
  bool isOver() const { return over_; }  // someone won, or the turn cap passed
  // The card the modifier `card` is attached to, or kNoHost.
  static constexpr CardId kNoHost = 0xFFFF;
  CardId attachedTo(CardId card) const { return attachedTo_[card]; }
  // Dead from dying until the next player begins a turn (docs/semantics.md,
  // Death): a dead player receives no cards, gains no levels, cannot win and
  // helps nobody. Their own `on died` blocks act as if alive: they are
  // written for the death itself.
  bool isDead(int seat) const { return seat >= 0 && (((deadSeats_ & ~reactingToDeath_) >> seat) & 1u); }
  std::span<const CardId> openSealCards() const { return openSeals; }
  Rng& botRng() { return botRng_; }
  // The highest Level anything but a kill may give: below the kill level,
  // unless the source breaks kill_for_levels or win_by_kill.
  int nonKillLevelCap(std::uint16_t sourceSupersedes) const {
    const auto broken = [&](CoreRule rule) { return (sourceSupersedes >> static_cast<unsigned>(rule)) & 1u; };
    if (broken(CoreRule::KillForLevels) || broken(CoreRule::WinByKill)) return params().winLevel;
    return std::min(params().killLevel, params().winLevel) - 1;
  }

  // --- state ---
  std::vector<Player> players;
  std::vector<std::vector<CardId>> drawPiles, discardPiles;  // by deck index
  std::vector<CardId> openSeals;
  std::vector<Location> where;  // by card
  Combat combat;
  int current = 0;   // seat whose turn it is
  int turn = 0;      // turns played so far
  int openSealCount() const { return static_cast<int>(openSeals.size()); }
  std::uint32_t sealGrantBits() const { return sealGrantBits_; }
  // Some `while` in force reaches players other than its holder: a card aimed
  // at others, or a monster in the fight (while_reach.cpp); and what they grant.
  bool reachingWhile() const { return reachingWhile_; }
  // Some `while` of the top Seal or of a monster in the fight is aimed at players other than its selves.
  bool selvesReachOthers() const { return selvesReachOthers_; }
  // Whether some card `seat` has in play has a `while` with `which`
  // (treasures or auto_escape; true for any other action): without one, the
  // sums of a won fight's Treasures and of the escapes skip their cards.
  bool ownWhileMayGive(int seat, Action which) const {
    return which != Action::Treasures && which != Action::AutoEscape ? true
                                                                      : (ownWhileActs_[seat] >> static_cast<unsigned>(which)) & 1u;
  }
  // Whether such a `while` may give `seat` something of `which` now: some
  // card aims one at others, or `seat` fights against a monster whose own
  // `while` has that action. reachingWhileTotal is 0 otherwise.
  bool whileMayReach(int seat, Action which) const {
    if (reachHolders_ != 0 || selvesReachOthers_) return true;
    const bool fights = combat.active && seat >= 0 && (seat == combat.fighter || seat == combat.helper);
    return fights && ((monsterWhileActs_ >> static_cast<unsigned>(which)) & 1u);
  }
  std::uint32_t reachGrantBits() const { return reachGrantBits_; }
  // Whether some `while` grant of the set may lower `which` (a negative
  // amount): when none can, an allowance is at least its base and the
  // lasting grants, and a count within them fits without the `while` blocks.
  bool whileMayLower(Resource which) const { return (whileMayLower_ >> static_cast<unsigned>(which)) & 1u; }

  // --- actions (the only way state changes; public for tests) ---
  void moveTo(CardId card, Zone zone, int owner);
  void discard(CardId card);
  bool drawInto(int deck, int seat);  // false when the deck and its discards are empty
  // The top card of the deck's discard pile into `seat`'s hand (`draw N DECK
  // discard`), `source` (the card that draws) passed over; false when there
  // is none. Never reshuffles.
  bool drawFromDiscard(int deck, int seat, CardId source);
  // After `card` came to `seat` by a draw (docs/semantics.md, Draws and
  // losses): `card_drawn` reaches the cards whose filters match. Costs one
  // test when no card of the set has `on card_drawn` (decided per set).
  void cardDrawn(CardId card, int seat, bool faceUp) {
    if (drawsWatched_) [[unlikely]] answerDraw(card, seat, faceUp);
  }
  // The card whose draw `card_drawn` answers now (0xFFFF outside one), and
  // whether it was drawn face up: what a bot weighs `discard_drawn` by.
  CardId drawnCard() const { return drawn_.seat < 0 ? CardId{0xFFFF} : drawn_.card; }
  bool drawnFaceUp() const { return drawn_.faceUp; }
  // `change_sex`: `seat`'s sex flips; what reads it (usable items, feats that
  // require a sex, conditions) reads the new one.
  void changeSex(int seat, CardId source);
  // Test helper: a copy of `design` still in a deck or discard pile, or an id
  // >= where.size() when every copy is elsewhere.
  CardId takeFromDeck(std::uint16_t design);
  void gainLevels(int seat, int amount, bool fromKill, std::uint16_t sourceSupersedes);
  void loseLevels(int seat, int amount, std::uint16_t sourceSupersedes);
  void playCard(int seat, CardId card, int victim);  // from hand, by its shape
  // `curse` strikes `victim` (played on them, or kicked open by them); they
  // may stop it (docs/semantics.md, "cancel curse"). `player` is who plays it
  // (the drawer, for a kicked curse): the others may answer it first (the
  // `in_answer` window).
  void applyCurse(CardId curse, int victim, int player = -1);
  // Whether `seat` may play `card` of their hand in the window `window` now:
  // one of its blocks of that timing may act (docs/semantics.md, "Windows").
  bool windowPlayable(int seat, CardId card, Timing window) const;
  // The block of `card`, which `seat` has in play, that may act as an ability
  // in the window `window` now; -1 for none.
  int windowAbilityBlock(int seat, CardId card, Timing window) const;
  // The window being offered now, for the bots; meaningless outside an offer.
  Timing windowOffered() const { return windowOffered_; }
  // The player a curse being answered (`in_answer`) would strike, -1 outside one.
  int answeredCurseVictim() const { return strike_.answering ? strike_.victim : -1; }
  void startCombat(int seat, CardId monster);  // begin, add, play cards, resolve
  void beginCombat(int seat);
  void addMonster(CardId monster);
  void resolveCombat();
  void kill(int seat);
  void openSeal(int seat);
  // Closes the top open Seal (to the bottom of the Seal deck); `seat` is the
  // player who closed it, the first `seal_closed` reaches.
  void closeSeal(int seat = -1);
  // Sells the cards together: a level per whole goldPerLevel of their total
  // value, never the winning one unless a card breaks no_sell_to_win.
  void sellItems(int seat, std::span<const CardId> cards);
  // Whether `seat` may sell `cards` as one sale now: on their own turn outside
  // combat, items with a value from their hand or carried, worth at least one
  // level that the sale may give.
  bool maySell(int seat, std::span<const CardId> cards) const;
  // Sells `cards` if maySell allows it and sheds what the player may no
  // longer carry; false, and nothing changes, when the sale is refused.
  bool trySell(int seat, std::span<const CardId> cards);
  // The sales `seat`'s bot builds on its own turn from the hand and the items
  // carried, one at a time, until it builds none worth a level.
  void ownTurnSales(int seat);
  // Sells `item` (an excess one `seat` must shed) with the cheapest items of
  // the hand, or carried ones not in use, that make the sale worth a level;
  // false when no sale buys one.
  bool sellExcessItem(int seat, CardId item);
  void charity(int seat);
  void enforcePowerRanks(int seat);
  // Sells, gives away or discards the items `seat` may no longer carry (Big
  // or Complex items past the allowance). Items past a slot's limit stay,
  // carried but unused.
  void shedExcessItems(int seat);
  // Sheds for every player whose cards in play or Level changed since last time.
  void settleCarryLimits() {
    if (carryCheckPending_ != 0) settlePendingCarryLimits();
  }
  void declareWinner(int seat, WinReason reason);
  // --- abilities: the `play` blocks of the cards a player has in play
  // (docs/semantics.md, "play") ---
  // Whether `seat` may use `ability` now: the card is in force in their play,
  // the block's timing fits, its limit is not used up, its price (the
  // discards, lost items or sacrifice it starts with) can be paid in full and
  // its condition holds.
  bool mayUseAbility(int seat, Ability ability) const;
  // Uses it if mayUseAbility allows: the block's actions act for `seat`, and
  // its limit counts the use. False, and nothing happens, otherwise.
  bool useAbility(int seat, Ability ability);
  void endBySeals();

  // --- single steps of a turn and a fight (docs/semantics.md, "A combat"),
  // for tests that run them one at a time (tests/conformance). The engine's
  // own turns run the same steps through kickOpenTheDoor and fight(). ---
  // Step 1 of a combat: `seat` fights `monsters`, each entering as from a
  // kicked door (its `on combat_start`), then `on combat_start` reaches the
  // fighter's cards, as fight() begins.
  void enterCombat(int seat, std::span<const CardId> monsters);
  // Step 2: players are offered cards for the fight and the fighter may ask
  // for help (what fight() does before resolveCombat).
  void playIntoCombat() { combatPlays(); }
  // Levels from a kill, as a won fight gives the fighter the monsters'
  // levels: they may reach the winning Level, which wins (finishCombat).
  void gainLevelsFromKill(int seat, int amount);
  // `seat` becomes the helper of the current fight for `share` Treasures, as
  // when an asked player agrees (askForHelp).
  void joinCombat(int seat, int share);
  // Whether the engine's turn structure offers `seat` to play `card` from
  // the hand now: the lists of ownTurnPlays (the current player, outside a
  // fight), offTurnPlays (the others, outside a fight) and combatPlays (the
  // fighter's, and the other players').
  bool offeredNow(int seat, CardId card) const;
  // Whom `curse`, played from the hand by `seat`, strikes: the player of
  // their choice (asked of their bot, as the turn structure asks it).
  int curseVictim(int seat, CardId curse);
  // The bonus runAway adds to `seat`'s roll now: the fight's and the cards' in play.
  int runAwayBonus(int seat) const;
  // The winner so far and the errors (invariant violations) found so far.
  const GameResult& result() const { return result_; }
  // The full sweep of every card's place that play() runs at the end.
  void checkAllCards() { checkEveryCard(); }

  // --- effect interpreter ---
  struct Context {
    int self = -1, victim = -1;
    CardId source = 0;
    int helper = -1;  // the helper the subject `helper` names; -1 for the first (and then each, where several help)
  };
  bool conditionHolds(Range program, const Context& context) const;
  // Whether the predicate at `predicate` (an index into the conditions), about
  // the subject `helper`, holds for one of the helpers after the first.
  [[gnu::noinline]] bool laterHelperHolds(std::uint32_t predicate, const Context& context) const;
  void runActions(Range actions, const Context& context);
  // A computed amount (amounts.cpp; docs/semantics.md, Amounts): the value
  // of `program` for a block acting with `context`. `monster` is the monster
  // the action reaches (kNoCard when none: then the block's own monster, else
  // the one of the fight with the highest Level).
  int evaluateAmount(Range program, const Context& context, CardId monster) const;
  // The actions of `actions` one after another, a choice among them made as
  // it is reached (card_choices.cpp); no death event or carry limits of its own.
  void runActionSteps(Range actions, const Context& context);
  // The choice (Action::Choose or May) at `at` in SetTables::actions: its
  // chooser picks among the alternatives whose price can be paid, and the one
  // picked happens. Returns how many actions the choice spans.
  std::uint32_t runChoice(std::uint32_t at, const Context& context);
  // How many actions the choice at `at` spans, its alternatives included.
  std::uint32_t choiceSpan(std::uint32_t at) const;
  // The log's words for what an alternative's actions do (option_words.cpp).
  std::string optionWords(Range actions) const;
  std::string actionWords(const ActionDef& action) const;
  // Dice (dice.cpp, docs/semantics.md "Dice"). The `roll` at `at`: `self`
  // rolls and the row of the result happens; returns the span, as runChoice.
  std::uint32_t runRoll(std::uint32_t at, const Context& context);
  // After the die of `seat`'s roll was drawn: `rolled` reaches their cards
  // (which may re-roll it and add to it), then the `while` roll bonuses.
  // `die` becomes the die after the re-rolls; returns the modifiers. Only when
  // rollsReact() (else the modifiers are 0 and nothing reacts).
  int settleRoll(int seat, CardId source, CardId monster, std::uint32_t table, int& die);
  // Whether some card of the set has `on rolled` or a `while` roll_bonus:
  // when none does, a die is drawn and read as it always was.
  bool rollsReact() const { return rollsReact_; }
  // The roll under way while `rolled` reaches the roller's cards, for the
  // bots deciding a re-roll: the roller (-1 when none is under way), the die,
  // the modifiers so far (roll_bonus of `rolled` and of `while`), the monster
  // run from (kNoCard for a `roll`) and the `roll` step (kNoRollTable for running).
  static constexpr std::uint32_t kNoRollTable = ~0u;
  struct RollUnderWay {
    int seat = -1;
    int die = 0;
    int bonus = 0;
    CardId source = 0xFFFF;   // kNoCard
    CardId monster = 0xFFFF;
    std::uint32_t table = kNoRollTable;
  };
  const RollUnderWay& rollUnderWay() const { return roll_; }
  // Test hook (the conformance cases' `dice:`): the next dice a player rolls
  // (a `roll`, a re-roll, running away, the Seal roll), in order, 1..6 each;
  // once they are used up, dice come from the seed again. reset() clears it.
  void setDice(std::span<const int> dice) {
    dice_.assign(dice.begin(), dice.end());
    nextDie_ = 0;
  }
  // The row of the `roll` at `table` that `result` (clamped to 1..6) picks.
  Range rollRow(std::uint32_t table, int result) const;
  // The `while` roll_bonus in force for `seat` now, from every card that reaches them.
  int whileRollBonus(int seat) const;
  // The gold `card` is worth when `seat` sells it now: its value times every
  // `while` sale_price `times N`, plus every ±N, that reaches `seat`, never
  // below 0 nor above kMaxSaleGold; 0 for a card with no value (not for
  // sale). A set with no sale_price reads the value alone.
  static constexpr std::int64_t kMaxSaleGold = 1'000'000;
  int saleGold(int seat, CardId card) const {
    const int gold = facts(card).saleGold;
    if (!salePricesChange_ || gold <= 0) [[likely]] return gold;
    const SalePrices prices = whileSalePrices(seat);
    return static_cast<int>(std::clamp<std::int64_t>(gold * prices.factor + prices.raise, 0, kMaxSaleGold));
  }
  // Whether some card of the set has a `while` sale_price (decided per set).
  bool salePricesChange() const { return salePricesChange_; }
  void runEffects(CardId card, EffectKind kind, const Context& context, Trigger trigger = Trigger::DoorKicked);
  // Runs the blocks of `card` chosen to act (block indices), as one event, marking their limits.
  void runChosenBlocks(CardId card, const std::uint8_t* chosen, int count, const Context& context);
  // Runs `monster`'s `on trigger` blocks for the players of `side` (-1 for
  // none): docs/semantics.md, "Monster blocks".
  void runMonsterTrigger(CardId monster, Trigger trigger, std::span<const int> side);
  [[gnu::always_inline]] void fireTrigger(Trigger trigger, int seat) {
    // Mostly no card of the player reacts: that test stays inline (always:
    // GCC made a call of it too).
    if (seat >= 0 && !isOver() && ((players[static_cast<std::size_t>(seat)].triggerBits >> static_cast<unsigned>(trigger)) & 1u)) {
      fireTriggerOnCards(trigger, seat);
    }
  }

  GameLog* log = nullptr;

  // Coverage (`simulate --coverage`): `counters` has one entry per block of
  // the tables (SetTables::effects), bumped each time the block acts (see
  // coverage.cpp for when a `while` block counts); null, the default, counts
  // nothing. The counters outlive the games and are not cleared by reset().
  void countBlocksInto(std::uint64_t* counters) { blockRuns_ = counters; }
  // The counts a simulation report is made of (report_counters.h): draws,
  // plays, fights and each turn's Level, added to `counters` (sized for the
  // set's physical cards and the turn cap) game after game; null, the
  // default, counts nothing.
  void countStatsInto(PlayCounters* counters) {
    cardCounts_ = counters ? counters->cards.data() : nullptr;
    monsterCounts_ = counters ? counters->monsters.data() : nullptr;
    turnLevels_ = counters ? counters->turnLevels.data() : nullptr;
  }

  // Whether the games check the engine's own bookkeeping (invariants.cpp):
  // every turn, the cards that moved and the containers that changed; at the
  // end of a game, every card. A violation is an engine bug, reported in
  // GameResult::errors. The checks verify the engine, not the game, and cost
  // about a twentieth of a game, so a Release build leaves them off unless
  // asked (invariantChecksByDefault). Takes effect at the next reset().
  void setInvariantChecks(bool on) { checksAsked_ = on; }

 private:
  // countStatsInto's arrays, held bare: each count is a test and an increment.
  CardCounts* cardCounts_ = nullptr;
  MonsterCounts* monsterCounts_ = nullptr;
  int* turnLevels_ = nullptr;
  void countDrawn(CardId card) {
    if (cardCounts_) ++cardCounts_[card].drawn;
  }
  void countPlayed(CardId card) {
    if (cardCounts_) ++cardCounts_[card].played;
  }
  // play_counts.cpp: a monster joining a fight, a won fight's monsters.
  void countMonsterMet(CardId monster);
  void countMonstersDefeated();
  bool checksAsked_ = invariantChecksByDefault();
  // checksAsked_ as of the last reset: while it is off, moveTo keeps none of
  // the bookkeeping below that only the checks read.
  bool checks_ = false;
  std::uint64_t* blockRuns_ = nullptr;
  void countBlockRun(std::uint32_t effect) {
    if (blockRuns_) ++blockRuns_[effect];
  }
  // The `while` blocks the engine reads in a fight, counted at its comparison.
  [[gnu::cold]] void countWhileBlocksInFight();  // coverage runs only
  // The granting `while` blocks of `seat` and of the open Seals, counted at the end of `seat`'s turn.
  void countWhileGrants(int seat);
  // Counts each `while` block of `card` that the engine reads for one of `seats` and whose condition holds for one.
  void countWhileBlocks(CardId card, std::span<const int> seats, bool grantsOnly);

  void setupDecks();
  // The dice of `first_player_roll`, in the order rolled (count 0: by lot), for the log.
  struct FirstRolls {
    int seat[kMaxPlayers];
    int roll[kMaxPlayers];
    int count = 0;
  };
  FirstRolls chooseFirstPlayer();  // by lot, or by the dice with `first_player_roll`
  void dealOpeningHands();
  void openingPlays();
  // `seat`'s starting hand: start_doors Doors and start_treasures Treasures,
  // at the deal and again on the first turn after a death.
  void drawStartingHand(int seat);
  // --- death (death.cpp; docs/semantics.md, Death) ---
  std::uint8_t deadSeats_ = 0;     // seats dead now
  std::uint8_t reactingToDeath_ = 0;  // dead seats whose own `on died` blocks are acting
  std::uint8_t newHandDue_ = 0;    // seats that died since their last turn: they draw a hand as it starts
  // The deaths of one event open one Seal together, once the event is over:
  // a combat, or a card's blocks (nested events count as the outermost one).
  int deathEventDepth_ = 0;
  int deathsInEvent_ = 0, lastDead_ = -1;
  void beginDeathEvent() { ++deathEventDepth_; }
  void endDeathEvent() {
    if (--deathEventDepth_ == 0 && deathsInEvent_ > 0 && !combat.active) openDeathSeal();
  }
  // A player died: their Seal opens now, or with the others' when the event ends.
  void sealForDeath(int seat);
  // The Seal the deaths of the event just over open: by the dead player when
  // one died, by the current player when several did.
  void openDeathSeal();
  // The start of a turn: the dead come back, and `seat`, if they died since
  // their last turn, draws a new hand and may play it as at the deal.
  void reviveAtTurnStart(int seat);
  void ownTurnPlays(int seat);
  // The others' window (docs/semantics.md, "A turn"): each player but the
  // current one, in turn order from the current player's left, plays what
  // offTurnPlays offers, then uses abilities.
  void othersWindow();
  // `seat`'s plays from the hand on another player's turn outside a fight
  // (CardFacts::offTurn), one at a time.
  void offTurnPlays(int seat);
  // One sale of ownTurnSales once the bot has not declined: lists what
  // `seat` could sell, asks the bot, sells; whether it sold. Out of line, so
  // that the usual end of the sales (nothing worth a level, or declined) stays lean.
  [[gnu::noinline]] bool offerSale(int seat);
  // Asks `seat`, whom `curse` is striking, whether to stop it with a card of
  // the hand or an ability whose `cancel curse` may act now, and plays it.
  void offerCurseStop(int seat, CardId curse);
  // The curse striking now, while its victim may stop it (`cancel curse`).
  struct Strike {
    int victim = -1;
    bool stopped = false;
    bool answering = false;  // the `in_answer` window: anyone's `cancel curse` stops it
  };
  Strike strike_;
  // --- windows (windows.cpp; docs/semantics.md, "Windows") ---
  // Who is asked in a window, from the seat the event concerns.
  enum class WindowAsks : std::uint8_t { OnlyFirst, FirstThenOthers, AfterFirst };
  // Opens `window` if some card of the game has it: each living player in the
  // order `asks` says from `first` may play cards of that timing, one at a
  // time, until they pass or the window is settled.
  void offerWindow(Timing window, int first, WindowAsks asks) {
    if (set_.windows() & windowBit(window)) [[unlikely]] offerWindowNow(window, first, asks);
  }
  [[gnu::noinline]] void offerWindowNow(Timing window, int first, WindowAsks asks);
  // `seat`'s plays in the window, one card at a time; whether it is settled.
  bool offerWindowTo(int seat, Timing window);
  // Whether what the window answers is settled, so nobody else is asked.
  bool windowSettled(Timing window, int seat) const;
  void playInWindow(int seat, CardId card, Timing window);
  // `card` has just come to `seat`'s hand from a deck: a `when_drawn` block
  // of it plays it at once (after the `card_drawn` reactions to the draw,
  // which may have discarded it).
  void playWhenDrawn(int seat, CardId card) {
    if (set_.windows() & windowBit(Timing::WhenDrawn)) [[unlikely]] playIfWhenDrawn(seat, card);
  }
  void playIfWhenDrawn(int seat, CardId card);
  // drawInto face down, then the reactions to the draw (card_drawn) and the
  // drawn card's `when_drawn` window: a draw during the game (not the deal
  // of a starting hand). Inline: most draws are a Treasure's.
  bool drawDuringGame(int deck, int seat) {
    if (!drawInto(deck, seat)) return false;
    const CardId card = players[static_cast<std::size_t>(seat)].hand.back();
    cardDrawn(card, seat, false);
    playWhenDrawn(seat, card);
    return true;
  }
  std::uint8_t openWindow_ = 0;                   // windowBit of the window a card is being played in, 0 for none
  Timing windowOffered_ = Timing::AnyTime;        // the window being offered, for the bots
  // Offers `seat` the abilities they may use now, again after each use, until
  // they use none; whether any was used. `sideAsked`: in a fight, the caller
  // has just heard the bot not decline the plays for (or against) the side,
  // and nothing has changed since, so that question is not asked again.
  // `undeclined`: the caller has asked the bot Choice::UseAbility itself and
  // it did not decline.
  bool offerAbilities(int seat, bool sideAsked = false, bool undeclined = false);
  // The offers themselves, once the bot has not declined: out of line, so
  // that the usual decline costs no more than the question.
  [[gnu::noinline]] bool offerAbilitiesNow(int seat);
  // Outside a fight, whether `seat`'s bot declines its abilities
  // (Bot::declines, Choice::UseAbility). A bot whose decline stands while its
  // cards in play do (Bot::abilityDeclineStands) is not asked again until
  // they change: the others' windows and each own turn ask it, and its
  // answer mostly stays the same all game.
  bool declinesAbilitiesOutsideFight(int seat) {
    return ((declineStands_ >> seat) & 1u) || askAbilityDeclineOutsideFight(seat);
  }
  bool askAbilityDeclineOutsideFight(int seat);  // the question itself, remembered when declined
  // A player's turn in a fight: cards from the hand (asked as `choice`, at
  // most `maxCards`), then abilities; whether anything was played.
  [[gnu::always_inline]] bool combatTurn(int seat, Choice choice, int maxCards);
  [[gnu::noinline]] bool combatTurnPlays(int seat, Choice choice, int maxCards);  // combatTurn once the bot has not declined
  void playIntoFight(int seat, CardId card);
  void kickOpenTheDoor(int seat);
  void lookForTroubleOrLoot(int seat);
  void fight();
  void combatPlays();
  // The fighter asks for help, one player at a time, each at most once a
  // fight, while the fight has room for a helper; whether someone joined.
  bool askForHelp();
  // `seat` joins the fight as a helper (the first, or a later one).
  void addHelper(int seat, int share);
  // `seat` stops helping (a forced helper backing out of a fight for the win).
  void leaveFight(int seat);
  // Once the fight is one for the win, each forced helper may back out (Bot::backsOutOfForcedHelp).
  void releaseForcedHelpers() {
    if (combat.forced != 0 && combat.active) releaseForcedHelpersNow();
  }
  void releaseForcedHelpersNow();
  // The last monster left the fight: it ends at once, won if a card defeated
  // a monster of it before (combat.setAside), else neither won nor lost.
  void endFightWithoutMonsters();
  void runAway();
  void finishCombat(bool won);
  // The helpers (seat bits) whom a `forbid reward` leaves without a share.
  std::uint8_t helpersUnpaid() const;
  void rewardKill();  // combat_won and monster_killed, then the Treasures and levels
  // One player's run from every monster of the lost fight, in the order they choose (Choice::RunFrom).
  void runFromEach(int seat);
  // One player's run from one monster: true while they may go on running.
  bool runFrom(int seat, std::size_t monsterIndex);
  void escapeFrom(int seat, CardId monster);  // fires `escaped` for the player and the monster
  // The helper joined: `helping` reaches them and the monsters' combat_start runs for them.
  void helperJoined(int seat);
  void openThisSeal(int seat, CardId seal);
  [[gnu::cold]] void endTimedGrants(CardId card, int holder);  // the card left its holder's play
  // A modifier follows the card it is attached to (docs/semantics.md, "Fields
  // that act in play"): into another player's play, or to the discards when
  // that card leaves play. By card: the card a modifier in play is attached
  // to, kNoHost for none; and how many are attached, so moves skip the rest.
  std::vector<CardId> attachedTo_;
  int attachedCount_ = 0;
  void attachModifier(int seat, CardId modifier);
  [[gnu::cold]] void moveAttachments(CardId host, Location left);  // attached modifiers are rare
  void endCombatGrants();
  void lootCorpse(int seat, std::vector<CardId>& corpse);
  // Every turn: cheap checks that together keep every card in one place
  // (see invariants.cpp). At game end: a full sweep of every card.
  void checkInvariants();
  void checkHandAfterCharity(int seat);  // the hand limit, right after Charity
  void checkEveryCard();
  [[gnu::cold]] void reportPlaceCount(std::size_t place);  // the error for a container of the wrong size
  [[gnu::cold]] void reportMisplaced(CardId card);
  void markHeld(int seat, CardId card);
  // By card: its design's bit in Player::held, worked out once.
  struct HeldBit {
    std::uint64_t mask = 0;
    std::uint32_t word = 0;
  };
  std::vector<HeldBit> heldBits_;
  void fireTriggerOnCards(Trigger trigger, int seat);
  [[gnu::noinline]] void settlePendingCarryLimits();  // one copy, not one in each of its eight callers
  void tryWin(int seat);
  void runAction(const ActionDef& action, const Context& context);
  // A `combat_bonus ... to monster` of `amount` on `aimed`, with its `vs` and its `floor`.
  void bonusOnMonster(CombatMonster& aimed, const ActionDef& action, int amount);
  // runAction for an action whose number or `max` is computed: evaluated now,
  // then played as if written (amounts.cpp).
  [[gnu::noinline]] void runComputedAction(const ActionDef& action, const Context& context);
  // The log line of a computed amount: "Player 2 computes 3 for lose_levels of Income Tax".
  [[gnu::noinline, gnu::cold]] void logComputed(const ActionDef& action, const Context& context, int value);
  // --- the players' choices inside actions (choices.cpp; docs/semantics.md,
  // "Whose card, whose choice"). Each asks only when there is a choice: with
  // one option it is taken, with none the caller does nothing. ---
  // The card of `options` that `seat`'s bot picks (it must pick one).
  CardId askCard(int seat, Choice choice, std::span<const CardId> options);
  // The seat of `seats` that `seat`'s bot picks for `request`.
  int askPlayer(int seat, const TargetRequest& request, std::span<const int> seats);
  // The monster of the fight (an index into combat.monsters) `seat` aims `source` at; -1 when none.
  int askMonster(int seat, CardId source);
  // The players an action written `any_player`, `other_player`, `lowest_level`
  // or `highest_level` may land on, into `seats`; returns how many.
  int targetOptions(const ActionDef& action, int self, int* seats) const;
  // The player of `self`'s choice among those options, or -1 when there are none.
  int chooseTarget(const ActionDef& action, const Context& context, int self);
  int unmarkedTargets(int* seats, int count) const;
  void markTarget(int seat);  // the running `once_per_target` block has acted on `seat`
  // The actions whose options are cards the player picks.
  // `spared`: the card whose ability's price this is (never a candidate), or kNoHost.
  void loseItems(int seat, const ItemSelectDef& select, CardId spared = kNoHost);
  // The selector of a `lose_item`: its ItemSelectDef, or one made of its one word.
  ItemSelectDef itemSelect(const ActionDef& action) const;
  bool itemMatches(CardId card, const ItemSelectDef& select) const;
  void loseCard(int seat, Shape shape);
  void stealFrom(int thief, int from, Selector selector, CardId source);
  void giveTo(int giver, int to, Selector selector);
  void returnItemToHand(int seat);
  void equipBeyondRoom(int seat, Selector selector, std::int16_t slot);
  // `sell_items`: a sale of the player's choice; `sourceRules` are the
  // supersedes of the card whose action it is (no_sell_to_win: the sale may
  // buy the winning level).
  void sellChosenItems(int seat, int levelCap, std::uint16_t sourceRules);
  void cancelMonster(int seat, CardId source);
  void sendMonsterAway(int seat, std::size_t index);  // combat.monsters[index] leaves without a kill
  // --- selectors (selectors.cpp; docs/semantics.md, "Selectors"): read only
  // for an action that has one (ActionDef::select) ---
  const SelectDef& selectOf(const ActionDef& action) const {
    return set_.tables().selects[static_cast<std::size_t>(action.select)];
  }
  bool playerMatches(int seat, const SelectDef& select) const;
  // The players an action may reach now, into `pool`: the target word's, then
  // the player selector's filters, extreme and `except` where it has one; no
  // choice made. Returns how many.
  int selectablePlayers(const ActionDef& action, const Context& context, int self, int* pool) const;
  bool actionIdleNow(const ActionDef& action, const Context& context) const;  // idle_plays.cpp
  bool monsterMatches(CardId monster, const SelectDef& select) const;
  // The players a target with a player selector reaches, into `targets`
  // (one chosen by `self` where the target word reaches one); returns how many.
  [[gnu::cold]] int selectPlayers(const ActionDef& action, const Context& context, int self, int* targets);
  // Of the `count` players of `pool` a one-player target's selector keeps, those
  // the action may land on (only the fighting side for a fight's bonus), kept in `pool`.
  int choosablePlayers(const ActionDef& action, int* pool, int count) const;
  // The monsters of the fight an action with a monster selector acts on, into
  // `out`, in fight order (one chosen by `seat`, or each with `all`).
  int selectMonsters(int seat, CardId source, const SelectDef& select, CardId* out);
  // An action with a monster selector, done on each monster it picks.
  [[gnu::cold]] void runOnSelectedMonsters(const ActionDef& action, const Context& context, int self,
                                           std::span<const int> targets);
  // --- combat outcomes (combat_outcomes.cpp; docs/semantics.md, "Combat outcomes") ---
  // The monster of the fight an outcome of `source` acts on: in a monster's
  // own block that monster, else the one `seat` chooses; -1 for none.
  int outcomeMonster(int seat, CardId source);
  void defeatMonster(int seat, const ActionDef& action, CardId source);  // kill_monster, take_treasure
  void defeatMonsterAt(int seat, const ActionDef& action, CardId source, std::size_t index);
  void endCombatNow(int seat, CardId source);                             // end_combat
  void escapeOneMonster(int seat, std::span<const int> runners, CardId source);  // auto_escape outside a roll
  // kill_monster, take_treasure, end_combat, and an auto_escape of one
  // monster outside a roll: true when it was one of these and has acted.
  bool runOutcome(const ActionDef& action, CardId source, int self, std::span<const int> targets);
  // When the fight is won: `combat_won`, or `monster_killed` for those killed,
  // of the monsters set aside; then the fighter's levels for the outright kills.
  [[gnu::cold]] void setAsideTriggers(Trigger trigger, std::span<const int> side);
  [[gnu::cold]] void gainOutrightLevels(int fighter);
  void monsterLeaves(CardId monster);
  void removeMonster(std::size_t index);     // out of the fight and discarded
  void takeOutOfFight(std::size_t index);   // out of the fight; the card stays where it is
  void addMonsterFromHand(int seat);
  std::vector<CardId>& container(Location location) { return *places_[static_cast<std::size_t>(placeIndex(location))]; }
  const std::vector<CardId>& container(Location location) const {
    return *places_[static_cast<std::size_t>(placeIndex(location))];
  }
  // Each container has an index: zoneBase_[zone] + owner * zoneStride_[zone].
  int placeIndex(Location location) const {
    const auto zone = static_cast<std::size_t>(location.zone);
    return zoneBase_[zone] + location.owner * zoneStride_[zone];
  }
  void bindPlaces();  // points places_ at the containers of this game's players
  std::string describePlace(int place) const;  // "hand 2", for error messages
  // Puts `seats` in an order drawn from the seed: among players no rule or
  // choice tells apart, the first of them in this order goes first.
  void shuffleSeats(std::span<int> seats);
  // Cold: the paths that report a broken invariant build their message inline, and marking the call cold moves
  // them out of the hot code.
  [[gnu::cold]] void error(const std::string& message);

  const PreparedSet& set_;
  // The SwitchBits some card of the set says (PreparedSet::switches): 0 for
  // most sets, and then no switch is ever looked for.
  std::uint16_t setSwitches_ = 0;
  bool someCardMayDoNothing_ = false;
  [[gnu::noinline]] int switchedStrength(int seat, int plain) const;
  // `plain` (a Level plus bonuses) as the strength switches among `switches` leave it.
  int strengthSwitchedBy(int seat, int plain, std::uint16_t switches) const;
  int sealTestBonus(int seat) const;  // what the seventh Seal's end compares
  std::vector<const CardDef*> defs_;       // by card: the hot paths' shortcut to its design
  std::vector<const DesignInfo*> infos_;
  std::vector<CardFacts> facts_;  // by card
  Rng rng_, botRng_;
  // A die from the seed, unless setDice gave the next one.
  int rollDie() {
    if (nextDie_ < dice_.size()) [[unlikely]] return dice_[nextDie_++];
    return rng_.die();
  }
  std::vector<int> dice_;
  std::size_t nextDie_ = 0;
  RollUnderWay roll_;
  bool rollsReact_ = false;
  // The draw `card_drawn` answers now, for its filters and `discard_drawn`
  // (draws.cpp); seat -1 outside one. A draw inside a reaction is answered in
  // turn and this one restored after.
  struct DrawUnderWay {
    CardId card = 0;
    std::int8_t seat = -1;
    bool faceUp = false;
  };
  DrawUnderWay drawn_{};
  bool drawsWatched_ = false;  // some card of the set has `on card_drawn`
  bool salePricesChange_ = false;  // some card of the set has a `while` sale_price
  // The `while` sale_price in force for `seat` now (dice.cpp, as roll_bonus):
  // every `times N` multiplied into `factor`, every ±N added into `raise`.
  struct SalePrices {
    std::int64_t factor = 1;
    int raise = 0;
  };
  SalePrices whileSalePrices(int seat) const;
  // The amounts of every `while` action of `kind` (roll_bonus, sale_price)
  // that reaches `seat` now, each card's once; with `factor`, those flagged
  // kFlagTimes multiply it instead of adding up.
  int whileActionTotal(int seat, Action kind, std::int64_t* factor = nullptr) const;
  std::uint8_t drawDepth_ = 0;  // reactions to draws inside reactions to draws
  [[gnu::cold]] void answerDraw(CardId card, int seat, bool faceUp);
  // Whether the `on card_drawn` block `effect` of a card `holder` has in force answers the draw under way.
  bool drawnFits(const EffectDef& effect, int holder) const;
  // `card_drawn` reaching `seat`'s cards in force (fireTriggerOnCards with
  // the filters), and one card's matching blocks (runEffects with them): apart,
  // so that the usual trigger walk reads no filter.
  void answerDrawOnCards(int seat);
  void runDrawBlocks(CardId card, const Context& context);
  void discardDrawn(CardId source);
  // `draw` when a draw may be answered (some card has `on card_drawn`) or
  // comes from a discard pile: one card at a time, each answered before the next.
  [[gnu::cold]] void drawAnswered(int deck, int seat, int amount, std::uint8_t flags, CardId source);
  // Lots drawn for what no player decides besides dice and shuffles: who goes
  // first, sexes, ties between players. A stream of its own, so that a tie
  // never shifts the dice of the rest of the game.
  Rng lots_;
  std::vector<Bot*> bots_;
  // The seats whose bot says its decline of abilities outside fights stands
  // while its cards in play do (Bot::abilityDeclineStands), and of those the
  // seats whose last such decline stands: set as it is given, cleared
  // wherever Player::cardsVersion moves (refreshPlayerCache,
  // addToPlayerCache, removeFromPlayerCache).
  std::uint8_t standingDeclines_ = 0, declineStands_ = 0;
  void cardsChanged(int seat) { declineStands_ = static_cast<std::uint8_t>(declineStands_ & ~(1u << seat)); }
  GameResult result_;
  bool over_ = false;  // result_ has a winner or a reason
  std::uint64_t gameIndex_ = 0;
  bool foughtThisTurn_ = false;
  std::uint8_t carryCheckPending_ = 0;  // seats whose Big-item allowance may have shrunk
  static_assert(kMaxPlayers <= 8, "carryCheckPending_ has a bit per seat");
  // Resources the open Seals' `while` blocks may grant; they reach every player.
  std::uint32_t sealGrantBits_ = 0;
  bool sealGrantReadsTable_ = false, sealBonusReadsTable_ = false;  // as Player's, for the open Seals
  bool sealReadsHands_ = false;
  bool sealCombatBonus_ = false;  // some open Seal gives its holder's side a combat bonus
  std::uint64_t sealsVersion_ = 0;  // changes whenever the open Seals do
  bool reachingWhile_ = false;
  bool selvesReachOthers_ = false;
  std::uint32_t reachGrantBits_ = 0;
  std::uint32_t whileMayLower_ = 0;  // Resource bits of whileMayLower, from the set's designs
  // Some `while` of a card in play or of a monster in the fight reads a hand size (Seals apart).
  bool whileReadsHands_ = false;
  // What is in force behind reachingWhile_: the seats whose cards aim a
  // `while` at others, what the monsters' `while` blocks give the side
  // (combat_bonus, run_away, treasures, auto_escape, grant: bits by Action)
  // and whether one gives the monsters a combat bonus (whileMonsterBonus).
  // Without them the reaching totals are 0, and the fight's strengths skip
  // their keys and sums.
  std::uint32_t ownWhileActs_[kMaxPlayers] = {};  // by seat: Action bits of ownWhileMayGive, kept with the summaries
  std::uint8_t reachHolders_ = 0;
  std::uint32_t monsterWhileActs_ = 0;  // Action bits (see whileMayReach)
  bool monstersBackMonsters_ = false;
  // By card, what refreshReach reads of a monster in the fight, from its design.
  struct MonsterReach {
    std::uint32_t acts = 0;    // Action bits of what its `while` gives the side
    std::uint32_t grants = 0;  // Resources its `while` grants, to the side or others
    bool hasWhile = false, readsHands = false, backsMonsters = false;
  };
  std::vector<MonsterReach> monsterReach_;
  // After the monsters in the fight changed: reachingWhile_, reachGrantBits_,
  // whileReadsHands_ and the rest, from the players' part and the monsters.
  void refreshReach();
  // After a player's cards in play changed: the players' part, then refreshReach.
  void refreshPlayersReach();
  struct PlayersReach {
    std::uint8_t holders = 0;  // seats with Player::reachesOthers
    bool readsHands = false;
    std::uint32_t grants = 0;  // Player::reachGrantBits of all
  };
  PlayersReach playersReach_;
  // The open Seals' `while` combat bonuses to the monsters, listed when the
  // Seals change so that a fight reads them without walking their effects.
  struct SealMonsterBonus {
    Range condition;
    RefDef versus{};
    int amount = 0;
    CardId seal = 0;
  };
  std::vector<SealMonsterBonus> sealMonsterBonuses_;
  void refreshSealCache();
  std::vector<CardId> scratch_, corpse_;
  // Grants from `play` and `on` blocks of cards in play: they end when the card leaves.
  std::vector<TimedGrant> cardGrants_;
  // The fighter during combat_won and monster_killed: their levels gained there come from the kill.
  int killer_ = -1;
  // The draw piles and `where` of a game before the shuffle: each deck's cards in id order.
  std::vector<std::vector<CardId>> unshuffledPiles_;
  std::vector<Location> unshuffledWhere_;
  std::vector<std::uint32_t> seen_;  // invariant check: card seen when == seenStamp_
  std::uint32_t seenStamp_ = 0;
  // How many cards `where` puts in each container (by placeIndex), kept by
  // moveTo while checks_ is on, so a turn's check compares sizes instead of
  // visiting every card.
  std::vector<int> placeCount_;
  // The sale gold (CardFacts::saleGold) of each container, by placeIndex,
  // kept by moveTo like the counts: a hand's gold without a loop over it.
  std::vector<int> placeGold_;
  std::vector<int> unshuffledGold_;  // by deck
  // The cards of each hand that CardFacts::offTurn marks, kept by moveTo: a
  // window skips the hands that hold none without looking at them.
  int offTurnInHand_[kMaxPlayers] = {};
  std::uint8_t offTurnHandSeats_ = 0;  // the seats whose offTurnInHand_ is above 0
  // The seats with a card of abilityCards that CardFacts::offTurnAbility
  // marks, kept with abilityCards (refreshPlayerCache, addToPlayerCache): a
  // window skips the players who have neither such a card nor one in hand.
  std::uint8_t offTurnAbilitySeats_ = 0;
  std::vector<std::vector<CardId>*> places_;  // the container of each placeIndex
  std::uint64_t placesTouched_ = 0;  // placeIndex bits of the containers changed since the last check
  void touchPlace(int place) { placesTouched_ |= 1ULL << (place & 63); }
  // What the turn's check needs of a card arriving at index `at` of toPlace.
  void noteMoveForChecks(CardId card, int fromPlace, int toPlace, std::size_t at) {
    arrivedAt_[card] = static_cast<std::uint16_t>(at);
    --placeCount_[static_cast<std::size_t>(fromPlace)];
    ++placeCount_[static_cast<std::size_t>(toPlace)];
    touchPlace(fromPlace);
    touchPlace(toPlace);
    if (movedMark_[card] != moveStamp_) {
      movedMark_[card] = moveStamp_;
      movedThisTurn_[movedCount_++] = card;
    }
  }
  int zoneBase_[6] = {}, zoneStride_[6] = {};
  // Each card moved since the last check, once: the first movedCount_ entries
  // (room for every card, so moveTo writes without a growth check). Kept, with
  // placesTouched_ and arrivedAt_, only while checks_ is on.
  std::vector<CardId> movedThisTurn_;
  // The index each card got when it last moved: still its index unless a
  // card before it has left the container since, so the check mostly finds
  // a moved card at once instead of searching for it.
  std::vector<std::uint16_t> arrivedAt_;
  std::size_t movedCount_ = 0;
  std::vector<std::uint32_t> movedMark_;  // card listed when == moveStamp_
  struct SlotCheck {
    std::uint64_t cardsVersion = 0, sealsVersion = 0;
    int level = 0;
  };
  SlotCheck slotsFitAt_[kMaxPlayers];  // the cards, Seals and Level each player's items last fitted at
  // Whether `seat`'s items are known to fit: they did at these very cards,
  // open Seals and Level, and no `while` grant of theirs or of a Seal reads
  // the rest of the table.
  bool slotsKnownToFit(int seat) const {
    const Player& p = players[static_cast<std::size_t>(seat)];
    const SlotCheck& fit = slotsFitAt_[seat];
    return !p.grantReadsTable && !sealGrantReadsTable_ && reachGrantBits_ == 0 && fit.cardsVersion == p.cardsVersion &&
           fit.sealsVersion == sealsVersion_ && fit.level == p.level;
  }
  void rememberSlotsFit(int seat) {
    const Player& p = players[static_cast<std::size_t>(seat)];
    slotsFitAt_[seat] = {p.cardsVersion, sealsVersion_, p.level};
  }
  std::uint32_t moveStamp_ = 1;
  mutable SlotUse slotCache_[kMaxPlayers];
  mutable bool slotCacheValid_[kMaxPlayers] = {};
  // What `while` blocks give a player, remembered until anything they may
  // read changes: the player's cards or Level and the open Seals; and when
  // some block reads the table (Player::grantReadsTable, bonusReadsTable),
  // any card moving anywhere, the helper's Level, a combat starting, ending
  // or gaining a helper, or the turn passing. While a `while` aimed at others
  // or a monster's `while` is in force (reachingWhile), which may read every
  // Level, the key is reachKey(): anyone's cards in play changing (any card
  // moving, when some `while` in force reads a hand size), any Level
  // changing, the monsters, the Seals or who fights, helps or plays. The
  // combat bonus of the player's own cards keeps holderKey() then, unless
  // what reaches them grants slots (see evaluatedCombatBonus).
  // Packed into five words, as it is built and compared on every strength query.
  struct PositionKey {
    std::uint64_t moves = ~0ULL, seals = 0, monsters = 0;
    std::uint64_t levels = 0;  // the player's Level, and the helper's in the high half
    std::uint32_t seats = 0;   // fighter + 1, helper + 1, current and whether a combat is on, a byte each
    bool operator==(const PositionKey&) const = default;
  };
  PositionKey positionKey(int seat, bool readsTable, bool readsHands) const;
  // positionKey when no `while` reaches others: what the player's own blocks may read.
  PositionKey holderKey(int seat, bool readsTable, bool readsHands) const;
  PositionKey reachKey() const;  // positionKey while reachingWhile_: changes with anything a `while` may read
  struct ReachCache {
    PositionKey key;
    int bonus = 0;  // the combat bonus others' cards and the monsters give the player
  };
  mutable ReachCache reachCache_[kMaxPlayers];
  int reachingBonus(int seat) const;
  // What others' cards and the monsters' own `while` add to the monsters of
  // the fight, under the same key (`bonus` is for the monsters).
  mutable ReachCache monsterReachCache_;
  int reachingBonusToMonsters() const;
  // The state at which each player last declined every ability offered
  // (offerAbilities): not asked again until something changes.
  struct OfferKey {
    std::uint64_t moves = ~0ULL, levels = 0, monsters = 0, marks = 0;
    int turn = -1, playerBonus = 0, monsterBonus = 0, helper = -1;
    bool inCombat = false;
    bool operator==(const OfferKey&) const = default;
  };
  OfferKey offerKey() const;
  OfferKey declinedAt_[kMaxPlayers];
  std::uint64_t limitMarksVersion_ = 0;  // changes whenever a once_per_* mark is set or cleared
  struct GrantCache {
    PositionKey key;
    std::uint32_t known = 0;          // Resource bits of `grants` filled in
    int grants[kResourceCount] = {};  // from `while` blocks only
  };
  struct BonusCache {
    PositionKey key;
    int bonus = 0;  // from `while` combat bonuses with a condition, less the unused items
  };
  mutable GrantCache grantCache_[kMaxPlayers];
  mutable BonusCache bonusCache_[kMaxPlayers];
  std::uint64_t moveCount_ = 0;  // cards moved since the Game was made
  std::uint64_t tableVersion_ = 0;  // changes whenever anyone's cards in play do
  std::uint64_t monstersVersion_ = 0;  // changes whenever the monsters in the fight do
  int sealBonusToMonsters() const;  // the open Seals' `while` bonuses to monsters in this combat
  mutable PositionKey sealBonusKey_;
  mutable int sealBonus_ = 0;
  std::uint64_t levelChanges_ = 0;  // any player's Level changed, since the Game was made
  // The bots ask who is winning a fight again and again while nothing in it
  // changes: the last answer is kept with everything strength depends on.
  // The card moves, Level changes and monster versions are counters that only
  // ever grow: their sum stays the same only while each of them does.
  struct FightKey {
    std::uint64_t changes = ~0ULL;  // moveCount_ + levelChanges_ + monstersVersion_
    int playerBonus = 0, monsterBonus = 0, fighter = -1, helper = -1;
    bool active = false;
    bool operator==(const FightKey&) const = default;
  };
  mutable FightKey fightKey_;
  mutable bool playerWins_ = false;
  mutable int fightSide_ = 0, fightMonsters_ = 0;  // the strengths of that answer
  FightKey fightKeyNow() const;
  int workOutSideStrength() const;  // fighterSideStrength and monsterStrength afresh
  int workOutMonsterStrength() const;
  // Works the answer out afresh; out of line, so the usual kept answer is returned without its register saves.
  [[gnu::noinline]] bool decideFight() const;
  bool usableByRefs(int seat, CardId card) const;
  // canPlayNow for what is not an item of no kind limit.
  bool canPlayOtherNow(int seat, CardId card, bool inCombat) const;
  // What canEquip reads of an item, by card, copied from its design once: a
  // question about an item touches one small entry, not the CardDef and the
  // set's rule bits.
  struct ItemFit {
    std::int32_t amount = 1;     // of its slot: the design's slot amount, 1 when it gives none
    std::int32_t limit = 0;      // the base limit of that slot (vocabulary or set-declared)
    Slot slot = Slot::None;
    std::int8_t custom = -1;     // a set-declared slot (SlotDef index below 16), when `slot` is None
    bool big = false;            // counts against the Big items allowed
    bool complex = false;
    bool laser = false;          // lasers share one pair of hands
    bool kindLimited = false;    // DesignInfo::kindLimit applies (canPlayNow reads it)
  };
  std::vector<ItemFit> itemFit_;
  bool specialPlayableNow(int seat, CardId card, bool inCombat) const;
  bool featPlayableNow(int seat, CardId card) const;
  // Whether `seat` has in play another copy of `card` (a Class, Race, Army or
  // Mojo): the rule sheets never allow two of the same one at once.
  bool holdsCopyOf(int seat, CardId card) const;
  // Puts into `seat`'s play the copies of the reference cards whose
  // `requires` they now meet, and takes out those they no longer meet
  // (reference_cards.cpp). Run at the deal and whenever a named card
  // (class, race, army, mojo) comes into or leaves their play.
  void settleReferenceCards(int seat);
  // Whether `card` is in force in `seat`'s play: an item only while in use, a
  // feat only while its holder has the card it requires.
  bool abilityCardInForce(int seat, CardId card) const;
  // Whether a `play` block may act for `seat` now: its timing fits, and a
  // block that changes a fight acts only in one.
  bool playBlockFits(int seat, const EffectDef& effect, bool inCombat) const;
  // Whether the price an ability starts with can be paid in full.
  bool priceCanBePaid(int seat, CardId card, const EffectDef& effect) const;
  // Whether the price `actions` start with (their first discard_cards,
  // lose_item and sacrifice aimed at `self`) can be paid in full by `seat`.
  bool priceCanBePaid(int seat, CardId card, Range actions) const;
  // Pays that price; returns how many of `actions` it took.
  std::uint32_t payPrice(int seat, Range actions, const Context& context);
  // A `discard_cards` price: `amount` cards of the player's choice, from the
  // hand or in play, the card `source` whose ability it pays for apart.
  void discardAsPrice(int seat, CardId source, int amount);
  // Whether some `play` block of `card` may act for `seat` now, its condition holding.
  bool somePlayBlockFits(int seat, CardId card, bool inCombat) const;
  // The marks of `once_per_*` limits, per card and block.
  bool limitUsed(CardId card, std::uint32_t block, Limit limit) const;
  void markLimitUsed(CardId card, std::uint32_t block, Limit limit);
  void clearLimitMarks(Limit limit);  // a new turn (combat) starts
  // `once_per_target` (docs/semantics.md, Timings and limits): whether the
  // block's chosen-player action still has a player this block has not acted
  // on this turn; the marks are one seat bit per block of each card.
  bool targetLeft(CardId card, std::uint32_t block, int self) const;
  // Whether the block's limit lets it act no more now for `seat`: marked used, or
  // a `once_per_target` block with nobody left to choose.
  bool limitSpent(int seat, CardId card, std::uint32_t block, Limit limit) const {
    return limitUsed(card, block, limit) || (limit == Limit::OncePerTarget && !targetLeft(card, block, seat));
  }
  void clearTargetMarks();
  // The `once_per_target` block running now (its index in targetMarks_), or
  // -1: chooseTarget offers it only the players it has not acted on.
  struct TargetBlockScope {
    TargetBlockScope(Game& game, CardId card, std::uint32_t block, Limit limit)
        : game_(game), outer_(game.targetBlock_) {
      game.targetBlock_ = limit == Limit::OncePerTarget ? static_cast<std::int64_t>(game.limitBase_[card] + block) : -1;
    }
    ~TargetBlockScope() { game_.targetBlock_ = outer_; }
    TargetBlockScope(const TargetBlockScope&) = delete;
    TargetBlockScope& operator=(const TargetBlockScope&) = delete;
    Game& game_;
    std::int64_t outer_;
  };
  // The lists read only the player's sex and own cards in play, so an answer
  // holds until those cards change. By card and seat: cardsVersion << 1 | answer.
  mutable std::vector<std::uint64_t> usableMemo_;
  // unusableItemGold's last answer per seat, and the cardsVersion it read.
  struct UnusableGold {
    std::uint64_t cardsVersion = ~0ULL;
    int gold = 0;
  };
  mutable UnusableGold unusableGold_[kMaxPlayers];
 public:
  // Slot use of the items `seat` has in play (cached until they change).
  const SlotUse& slotUse(int seat) const;
 private:
  void refreshPlayerCache(int seat);
  // The summaries after `card` joined the cards `seat` has in play, when it
  // changes no other card's usability: it is no class, race, army or mojo
  // and brings no new tag. Cheaper than refreshPlayerCache, and the same.
  void addToPlayerCache(int seat, CardId card);
  bool changesUsability(int seat, CardId card) const;
  // The summaries after `card` left the cards `seat` has in play, when that
  // changes no other card's usability: it has no name and no tag. Cheaper
  // than refreshPlayerCache, and the same.
  void removeFromPlayerCache(int seat, CardId card);
  // What the summaries read of each card, by card, made once from its design
  // so that summarising reads one small record: the bits and flags that the
  // cards in play OR together (Player's grantBits, tagsInPlay, readsHands and
  // the rest), the shape and rank, and the slot use (as countItem counts it).
  enum : std::uint8_t {
    kSummaryGrantReadsTable = 1,
    kSummaryBonusReadsTable = 2,
    kSummaryReadsHands = 4,     // DesignInfo::whileReadsHands
    kSummaryReachesOthers = 8,  // DesignInfo::whileReachesOthers
    kSummaryValuedItem = 16,    // an item with sale gold
    kSummaryRestrictedValuedItem = 32,  // such an item with usable_by or not_usable_by
    kSummaryVariableBonus = 64,  // DesignInfo::variableCombatBonus
    kSummaryAbility = 128,       // a `play` block on a card that stays in play: Player::abilityCards
  };
  struct SummaryBits {
    std::uint64_t tags = 0, versusTags = 0;
    std::uint32_t grants = 0, triggers = 0, reachGrants = 0;
    std::uint32_t ownWhileActs = 0;  // ownWhileActs_
    std::uint8_t flags = 0;  // kSummary* bits but kSummaryAbility, which is kept here for the record only
    SummaryBits& operator|=(const SummaryBits& other) {
      tags |= other.tags, versusTags |= other.versusTags, grants |= other.grants, triggers |= other.triggers;
      reachGrants |= other.reachGrants, ownWhileActs |= other.ownWhileActs;
      flags = static_cast<std::uint8_t>(flags | (other.flags & ~kSummaryAbility));
      return *this;
    }
    bool any() const {
      return (tags | versusTags | grants | triggers | reachGrants | ownWhileActs | (flags & ~kSummaryAbility)) != 0;
    }
  };
  static constexpr int kSlotCount = 5;  // the Slots SlotUse::amount counts; CardSummary::cell counts custom slots after them
  struct CardSummary {
    SummaryBits bits;
    std::int32_t rank = 0;  // a Power's
    std::int32_t amount = 0;  // of its slot, an item's
    std::uint8_t shape = 0;
    std::uint8_t big = 0, complex = 0;  // 1 for a Big item or steed; a Complex item
    bool laser = false;  // its hands are shared with the other lasers (SlotUse::laserHands)
    std::int8_t cell = -1;  // SlotUse::amount[cell], or custom[cell - kSlotCount]; -1 for none
  };
  static CardSummary summaryOf(const CardDef& d, const DesignInfo& info, const CardFacts& brief);
  std::vector<CardSummary> summaries_;
  // Setting the OR'd summaries in Player (and ownWhileActs_), and adding one card's to them.
  void setSummaryBits(int seat, const SummaryBits& bits);
  void addSummaryBits(int seat, const SummaryBits& bits);
  // Adds (step 1) or takes out (step -1) one card's slot use.
  [[gnu::always_inline]] static void countSlots(SlotUse& use, const CardSummary& summary, int step);
  [[gnu::always_inline]] void summariseSlots(int seat);
  // Player::kindCount and namedCount follow each card into (step 1) and out
  // of (step -1) play, rather than being counted afresh with the summaries.
  void countInPlay(int seat, CardId card, int step);
  // An empty draw pile takes its deck's discards, shuffled (drawInto, out of
  // line as it is rare); false when there are none.
  [[gnu::noinline]] bool reshuffleDiscards(int deck);
  // Room for one more card in a full container (rare: see arrive).
  [[gnu::noinline, gnu::cold]] void makeRoom(std::vector<CardId>& cards);
  // moveTo's body, inline where the zone is known (discard, drawInto).
  [[gnu::always_inline]] void move(CardId card, Zone zone, int owner);
  // The rest of a move once `card` has left `left` (at `fromPlace`): into
  // `zone` of `owner`, with `where`, the counts and the summaries.
  [[gnu::always_inline]] void arrive(CardId card, Location left, int fromPlace, Zone zone, int owner);
  // What a move into or out of play, or of a Seal, changes beyond the containers.
  [[gnu::noinline]] void summariseMove(CardId card, Location left);
  // The limit marks: a byte of Limit bits per block of each card, the
  // card's first at limitBase_[card].
  std::vector<std::uint32_t> limitBase_;
  std::vector<std::uint8_t> limitMarks_;
  // Some once-per-turn (once-per-combat) mark is set: mostly none is, and the clearing is skipped.
  bool anyUsedThisTurn_ = false, anyUsedThisCombat_ = false;
  // The players each `once_per_target` block acted on this turn, a seat bit per block.
  std::vector<std::uint8_t> targetMarks_;
  bool anyTargetMarks_ = false;
  std::int64_t targetBlock_ = -1;
};

}  // namespace munchkin
