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
  LookForTrouble,  // a monster from hand to fight
  CombatPlay,      // a card to help your side of the current combat
  Interfere,       // a card to play against the current fighter
  Discard,         // a card to give away or discard (Charity, discard_cards)
  Loot,            // a card to take from a corpse
  Sell,            // an item, from hand or carried, to add to the sale being built
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
  // (Interfere, CombatPlay and Sell), so the engine need not list them.
  virtual bool declines(Game& game, int seat, Choice choice);
  // Which card of `hand` to play on its own turn (an index into `hand`), or
  // -1. The default lists every card Game::canPlayOnOwnTurn allows (the
  // first 64) and asks choose(); a bot that ranks cards before knowing which
  // are legal may test only as many as it needs.
  virtual int chooseOwnTurnPlay(Game& game, int seat, std::span<const CardId> hand);
  virtual HelpRequest askForHelp(Game& game, int seat, std::span<const int> candidates) = 0;
  virtual bool acceptHelp(Game& game, int seat, int asker, int share) = 0;
  virtual bool sacrificeSidekick(Game& game, int seat) = 0;
};

// Picks uniformly among legal options (drawing on the game's bot RNG).
std::unique_ptr<Bot> makeRandomBot();
// Equips its best items, helps for a share of Treasure, runs when losing,
// and plays against whoever is about to win.
std::unique_ptr<Bot> makeGreedyBot();

}  // namespace munchkin
