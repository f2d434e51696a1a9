// Bots make every choice a player makes. The engine offers only legal
// options, so a bot cannot break a rule; it can only play badly.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

#include "munchkin/engine.h"

namespace munchkin {

enum class Choice : std::uint8_t {
  OwnTurnPlay,     // a card to play from hand on your own turn, outside combat
  OffTurnPlay,     // a card to play from hand on another player's turn, outside combat (the others' window)
  LookForTrouble,  // a monster from hand to fight
  // In a fight every player is offered every card they may play into it
  // (one-shots, enhancers, curses, wandering monsters, ...), whatever it does:
  CombatPlay,      // asked of the fighter and the helper
  Interfere,       // asked of the players outside the fight
  Discard,         // a card to give away or discard (Charity, discard_cards)
  Loot,            // a card to take from a corpse
  Sell,            // an item, from hand or carried, to add to the sale being built
  UseAbility,      // only asked of declines(): whether the bot will use none of its abilities now
  WindowPlay,      // a card to play from hand in a window (Game::windowOffered(); docs/semantics.md, "Windows")
  // Choices inside an action (docs/semantics.md, "Whose card, whose choice").
  // The player must take one of the options: -1 is not an answer here.
  LoseItem,        // which carried item `lose_item` takes
  LoseCard,        // which class or race `lose_class`/`lose_race` takes; which Power goes when Ranks no longer fit
  StealItem,       // which item the thief takes from the victim
  GiveItem,        // which carried item (`give item`) or hand card (`give card`) the giver hands over
  ReturnItem,      // which carried item `return_to_hand item` takes back to the hand
  EquipItem,       // which item of the hand `equip` puts into play
  TargetMonster,   // which monster of the fight an enhancer, `cancel monster` or a monster-side bonus is aimed at
  AddMonster,      // which monster of the hand `add_monster` puts into the fight
  RunFrom,         // which monster of a lost fight the player runs from next (asked while two or more are left)
  AttachTo,        // which of the player's cards in play a modifier played is attached to
  // Choices written on a card (docs/semantics.md, "Choices"); asked through
  // chooseAlternative, never choose():
  Alternative,     // which alternative of a `choose` happens
  Optional,        // whether the effect of a `may` happens (-1: it does not)
};

// Whether a bot must take one of the options (it may not answer -1).
constexpr bool mustPick(Choice choice) {
  return choice != Choice::OwnTurnPlay && choice != Choice::OffTurnPlay && choice != Choice::LookForTrouble &&
         choice != Choice::CombatPlay && choice != Choice::Interfere && choice != Choice::Sell &&
         choice != Choice::UseAbility && choice != Choice::Optional && choice != Choice::WindowPlay;
}

// A player to be picked for an action written `any_player` or `other_player`,
// or among players tied for `lowest_level` / `highest_level`; or, with no
// action, the player who gets `source` among the equal recipients of Charity.
struct TargetRequest {
  CardId source = 0;                // the card whose action it is, or the card given at Charity
  const ActionDef* action = nullptr;  // what will happen to the player picked; null for a Charity gift
};


// A choice written on a card: `choose { ... } or { ... }` (Choice::Alternative)
// or `may { ... }` (Choice::Optional). Each alternative offered is a Range of
// SetTables::actions (its price first, if it has one); only those whose price
// can be paid are offered.
struct AlternativeRequest {
  Choice choice = Choice::Alternative;
  CardId source = 0;  // the card the choice is written on
  int self = -1;      // the block's `self`, whom the alternatives' `self` actions reach
  // Where each alternative offered stands among those written, from 0.
  std::span<const std::uint8_t> written{};
};

struct HelpRequest {
  int helper = -1;  // seat to ask, -1 for none
  int share = 0;    // Treasures offered
};

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string_view name() const = 0;
  // Index into `options`, or -1 to choose nothing.
  virtual int choose(Game& game, int seat, Choice choice, std::span<const CardId> options) = 0;
  // Whether the bot will choose nothing here whatever the options are
  // (Interfere, CombatPlay and Sell), so the engine need not list them. The
  // abilities of its cards in play are offered only if it declines neither
  // UseAbility nor, in a fight, CombatPlay (for its side) or Interfere
  // (against it): a bot that declines is not asked chooseAbility then.
  virtual bool declines(Game& game, int seat, Choice choice);
  // Whether declines(UseAbility) outside a fight reads nothing but the set
  // and the seat's own cards in play (and draws no random number), so that
  // the engine may take a decline as standing until those cards change and
  // not ask again meanwhile. The default: no.
  virtual bool abilityDeclineStands() const { return false; }
  // Which card of `hand` to play on its own turn (an index into `hand`), or
  // -1. The default lists every card Game::canPlayOnOwnTurn allows (the
  // first 64) and asks choose(); a bot that ranks cards before knowing which
  // are legal may test only as many as it needs.
  virtual int chooseOwnTurnPlay(Game& game, int seat, std::span<const CardId> hand);
  // Which card of `hand` to play on another player's turn outside a fight
  // (the others' window), as an index into `hand`, or -1. The default lists
  // every card Game::playableOffTurn allows (the first 64) and asks choose()
  // with Choice::OffTurnPlay; a bot that ranks cards before knowing which are
  // legal may test only as many as it needs.
  virtual int chooseOffTurnPlay(Game& game, int seat, std::span<const CardId> hand);
  // Which card of `hand` to play into the fight now, asked as `choice`
  // (CombatPlay for the fighting side, Interfere against it), as an index into
  // `hand`, or -1. The default lists every card Game::playableInFight allows
  // (the first 64) and asks choose() with `choice`; a bot that ranks cards
  // before knowing which are legal may test only as many as it needs.
  virtual int chooseFightPlay(Game& game, int seat, Choice choice, std::span<const CardId> hand);
  // The items of `offered` (each with a sale value, from the hand and carried)
  // that go into one sale, written to `sale` in the order they are added;
  // their count, 0 for none. The default asks choose() with Choice::Sell for
  // one item at a time, of those not yet added, until it answers -1 or none
  // is left; a bot that knows the whole sale at once may say so in one call.
  virtual int chooseSale(Game& game, int seat, std::span<const CardId> offered, CardId* sale);
  virtual HelpRequest askForHelp(Game& game, int seat, std::span<const int> candidates) = 0;
  virtual bool acceptHelp(Game& game, int seat, int asker, int share) = 0;
  virtual bool sacrificeSidekick(Game& game, int seat) = 0;
  // A seat of `seats` (an index into it) for the action of `request`; never
  // -1. The default takes the first.
  virtual int choosePlayer(Game& game, int seat, const TargetRequest& request, std::span<const int> seats);
  // Whom `curse`, played from the hand, strikes: a seat of `seats` (an index
  // into it), which lists every player in turn order from `seat`'s left,
  // `seat` itself last; never -1. The default takes the first.
  virtual int chooseCurseVictim(Game& game, int seat, CardId curse, std::span<const int> seats);
  // Whether to stop `curse` as it strikes `seat`, and with what: an index into
  // `options` (the `play` block with `cancel curse` of a card in the hand, or
  // an ability of a card in play, each of which may act now), or -1 to let it
  // strike. The default lets it strike.
  virtual int stopCurse(Game& game, int seat, CardId curse, std::span<const Ability> options);
  // An ability of `options` to use now (an index into it), or -1 to use none.
  // Asked again after each use, so several may be used one after another. The
  // default uses none.
  virtual int chooseAbility(Game& game, int seat, std::span<const Ability> options);
  // The player's sex, chosen once its opening hand is dealt (docs/semantics.md,
  // "Setup"): 0 male, 1 female, or -1 to keep the one drawn from the game's
  // seed. Not asked when the caller of the engine fixed it. The default keeps
  // the drawn one.
  virtual int chooseSex(Game& game, int seat);
  // Which side a one-shot's `bonus` helps: true for the monsters. The default
  // helps the monsters only when the player is not on the fighting side.
  virtual bool backsMonsters(Game& game, int seat, CardId oneShot);
  // Whether a player forced to help backs out now that the fight is one for
  // the win (docs/semantics.md, force_help). The default backs out.
  virtual bool backsOutOfForcedHelp(Game& game, int seat);
  // Which alternative of `alternatives` happens (an index into it): for
  // Choice::Alternative never -1 (two or more are offered); for
  // Choice::Optional, 0 to take the one offered or -1 to decline it. The
  // default takes the first.
  virtual int chooseAlternative(Game& game, int seat, const AlternativeRequest& request,
                                std::span<const Range> alternatives);
};

// Picks uniformly among legal options (drawing on the game's bot RNG).
std::unique_ptr<Bot> makeRandomBot();
// Equips its best items, helps for a share of Treasure, runs when losing,
// and plays against whoever is about to win.
std::unique_ptr<Bot> makeGreedyBot();

}  // namespace munchkin
