// A bot with simple, sensible habits: it plays everything that makes it
// stronger, fights what it can beat, buys help when losing, and spends its
// enhancers and curses on whoever is about to win.
#include "munchkin/bot.h"

#include <algorithm>

namespace munchkin {
namespace {

// A rough worth of a card in hand, used to decide what to keep.
int worth(const Game& game, CardId card) {
  const CardDef& d = game.def(card);
  return d.bonus * 100 + (d.value > 0 ? d.value : 0) + game.info(card).gainLevels * 500;
}

class GreedyBot final : public Bot {
 public:
  std::string_view name() const override { return "greedy"; }

  int choose(Game& game, int seat, Choice choice, std::span<const CardId> options) override {
    switch (choice) {
      case Choice::OwnTurnPlay: return bestOwnTurnPlay(game, seat, options);
      case Choice::LookForTrouble: {
        // Only monsters it beats on its own.
        int best = -1;
        const int strength = game.playerStrength(seat);
        for (std::size_t i = 0; i < options.size(); ++i) {
          if (game.def(options[i]).level < strength &&
              (best < 0 || game.def(options[i]).level < game.def(options[static_cast<std::size_t>(best)]).level)) {
            best = static_cast<int>(i);
          }
        }
        return best;
      }
      case Choice::CombatPlay:
        if (game.playerWinsCombat()) return -1;
        return best(game, options, true);
      case Choice::Interfere: {
        const Player& fighter = game.players[static_cast<std::size_t>(game.combat.fighter)];
        const bool threatening = fighter.level + 1 >= game.params().winLevel || fighter.level > game.players[static_cast<std::size_t>(seat)].level + 1;
        if (!threatening || !game.playerWinsCombat()) return -1;
        return best(game, options, true);
      }
      case Choice::Discard: return best(game, options, false);
      case Choice::Loot: return best(game, options, true);
      case Choice::Sell: {
        // Sell only what it cannot use, and only when it adds up to a level.
        int total = 0;
        for (CardId card : options) total += game.def(card).value;
        if (total < game.params().goldPerLevel) return -1;
        return best(game, options, true);
      }
    }
    return -1;
  }

  HelpRequest askForHelp(Game& game, int seat, std::span<const int> candidates) override {
    const int gap = game.monsterStrength() - game.fighterSideStrength() + 1;
    int treasures = 0;
    for (const CombatMonster& m : game.combat.monsters) treasures += game.def(m.card).treasures;
    int bestSeat = -1;
    for (int candidate : candidates) {
      if (game.playerStrength(candidate) >= gap &&
          (bestSeat < 0 || game.players[static_cast<std::size_t>(candidate)].level < game.players[static_cast<std::size_t>(bestSeat)].level)) {
        bestSeat = candidate;
      }
    }
    (void)seat;
    return {bestSeat, (treasures + 1) / 2};
  }

  // Helps for at least one Treasure, but never the player about to win.
  bool acceptHelp(Game& game, int, int asker, int share) override {
    return share >= 1 && game.players[static_cast<std::size_t>(asker)].level + 1 < game.params().winLevel;
  }

  bool sacrificeSidekick(Game&, int) override { return true; }

 private:
  static int best(const Game& game, std::span<const CardId> options, bool highest) {
    int pick = 0;
    for (std::size_t i = 1; i < options.size(); ++i) {
      const int a = worth(game, options[i]), b = worth(game, options[static_cast<std::size_t>(pick)]);
      if (highest ? a > b : a < b) pick = static_cast<int>(i);
    }
    return options.empty() ? -1 : pick;
  }

  static int bestOwnTurnPlay(const Game& game, int seat, std::span<const CardId> options) {
    // Levels first, then the strongest equipment, then anything else but curses
    // on people who are not ahead.
    int pick = -1, pickScore = 0;
    const int leader = [&] {
      int best = 0;
      for (const Player& p : game.players) best = std::max(best, p.level);
      return best;
    }();
    for (std::size_t i = 0; i < options.size(); ++i) {
      const CardDef& d = game.def(options[i]);
      int score = 1 + d.bonus * 10;
      if (d.shape == Shape::LevelUp) score = 1000;
      if (d.shape == Shape::Curse) score = leader > game.players[static_cast<std::size_t>(seat)].level ? 5 : 0;
      if (score > pickScore) pick = static_cast<int>(i), pickScore = score;
    }
    return pick;
  }
};

}  // namespace

std::unique_ptr<Bot> makeGreedyBot() { return std::make_unique<GreedyBot>(); }

}  // namespace munchkin
