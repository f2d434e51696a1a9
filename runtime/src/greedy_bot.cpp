// A bot with simple, sensible habits: it plays everything that makes it
// stronger, fights what it can beat, buys help when losing, and spends its
// enhancers and curses on whoever is about to win.
#include "munchkin/bot.h"

#include <algorithm>
#include <cstdint>
#include <vector>

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
      case Choice::Interfere: return declines(game, seat, choice) ? -1 : best(game, options, true);
      case Choice::Discard: return best(game, options, false);
      case Choice::Loot: return best(game, options, true);
      case Choice::Sell: return salePick(game, seat, options);
      // What it gives up goes at the least worth; what it gains at the most.
      case Choice::LoseItem:
      case Choice::LoseCard:
      case Choice::GiveItem:
      case Choice::ReturnItem: return best(game, options, false);
      case Choice::StealItem:
      case Choice::EquipItem:
      case Choice::AddMonster: return best(game, options, true);
      case Choice::TargetMonster: return options.empty() ? -1 : 0;
    }
    return -1;
  }

  // Plays into a fight only to turn it: its own when losing, against a
  // threatening fighter who is winning. Sells nothing when all it can spare
  // is not worth a level.
  bool declines(Game& game, int seat, Choice choice) override {
    if (choice == Choice::Sell) return spareGold(game, seat) < game.params().goldPerLevel;
    if (choice == Choice::CombatPlay) return game.playerWinsCombat();
    if (choice != Choice::Interfere) return false;
    const Player& fighter = game.players[static_cast<std::size_t>(game.combat.fighter)];
    const bool threatening = fighter.level + 1 >= game.params().winLevel || fighter.level > game.players[static_cast<std::size_t>(seat)].level + 1;
    return !threatening || !game.playerWinsCombat();
  }

  // The best-scored card that is legal: cards are tested best first, so the
  // ones it would never pick are not tested at all. Which cards score what
  // cannot be guessed, so the hand is ranked without branching on them: each
  // card gets a key, score above position (0 for a card it would not play),
  // and the largest untested key goes next.
  int chooseOwnTurnPlay(Game& game, int seat, std::span<const CardId> hand) override {
    if (hand.size() > static_cast<std::size_t>(kMaxOptions)) return Bot::chooseOwnTurnPlay(game, seat, hand);
    static_assert(kMaxOptions <= 256, "a hand position fits the key's low byte");
    const std::vector<int>& scores = cardScores(game);
    const std::int64_t curseScore = leaderLevel(game) > game.players[static_cast<std::size_t>(seat)].level ? 5 : 0;
    std::uint64_t keys[kMaxOptions];
    const std::size_t count = hand.size();
    for (std::size_t i = 0; i < count; ++i) {
      std::int64_t score = scores[hand[i]];
      const std::int64_t isCurse = score == kCurse;
      score += isCurse * (curseScore - score);
      // Equal scores go in hand order: the earlier card has the larger key.
      const std::uint64_t key = static_cast<std::uint64_t>(score) << 8 | (255 - i);
      keys[i] = key & (0 - static_cast<std::uint64_t>(score > 0));
    }
    for (;;) {
      std::uint64_t best = 0;
      for (std::size_t i = 0; i < count; ++i) best = std::max(best, keys[i]);
      if (best == 0) return -1;
      const int position = 255 - static_cast<int>(best & 255);
      if (game.canPlayNow(seat, hand[static_cast<std::size_t>(position)], false)) return position;
      keys[position] = 0;
    }
  }

  HelpRequest askForHelp(Game& game, int seat, std::span<const int> candidates) override {
    const int gap = game.monsterStrength() - game.fighterSideStrength() + 1;
    int treasures = 0;
    for (const CombatMonster& m : game.combat.monsters) treasures += game.def(m.card).treasures;
    // The lowest Level strong enough; among equals, one drawn from the bot RNG
    // (each of the k seen so far replaces the pick with chance 1/k).
    int bestSeat = -1, equals = 0;
    for (int candidate : candidates) {
      if (game.playerStrength(candidate) < gap) continue;
      const int level = game.players[static_cast<std::size_t>(candidate)].level;
      const int bestLevel = bestSeat < 0 ? 0 : game.players[static_cast<std::size_t>(bestSeat)].level;
      if (bestSeat < 0 || level < bestLevel) {
        bestSeat = candidate;
        equals = 1;
      } else if (level == bestLevel && game.botRng().below(static_cast<std::uint32_t>(++equals)) == 0) {
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
    if (options.empty()) return -1;
    int pick = 0, pickWorth = worth(game, options[0]);
    for (std::size_t i = 1; i < options.size(); ++i) {
      const int w = worth(game, options[i]);
      if (highest ? w > pickWorth : w < pickWorth) pick = static_cast<int>(i), pickWorth = w;
    }
    return pick;
  }

  // The gold of the items it can spare, in hand and carried. Out of line, so
  // the fight's declines (asked far more often) stay lean.
  [[gnu::noinline]] static int spareGold(const Game& game, int seat) {
    const Player& p = game.players[static_cast<std::size_t>(seat)];
    int gold = game.handGold(seat);
    // When every item fits, those anyone may use are all in use (as itemInUse would say).
    const bool allFit = !p.overSlotBase && !((p.grantBits | game.sealGrantBits()) & kSlotGrantBits);
    // Mostly no carried item can be spare, and the summaries tell so without the loop.
    if (allFit ? !p.restrictedValuedItemInPlay : !p.valuedItemInPlay) return gold;
    for (CardId card : p.inPlay) {
      if (game.facts(card).saleGold == 0 || (allFit && game.facts(card).anyoneMayUse)) continue;
      gold += game.itemInUse(seat, card) ? 0 : game.facts(card).saleGold;
    }
    return gold;
  }

  // Sells only what it can spare: items in hand, and carried items not in
  // use (unusable, or past a slot's limit), which give it nothing; never an
  // item in use. Adds the best of them to the sale until it is worth a level,
  // and starts no sale that cannot get there.
  static int salePick(const Game& game, int seat, std::span<const CardId> options) {
    const auto spare = [&](CardId card) {
      return game.facts(card).saleGold > 0 && (game.where[card].zone == Zone::Hand || !game.itemInUse(seat, card));
    };
    const int spareGold = GreedyBot::spareGold(game, seat);
    if (spareGold < game.params().goldPerLevel) return -1;
    int offered = 0, pick = -1, pickWorth = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (!spare(options[i])) continue;
      offered += game.facts(options[i]).saleGold;
      const int w = worth(game, options[i]);
      if (pick < 0 || w > pickWorth) pick = static_cast<int>(i), pickWorth = w;
    }
    const int inSale = spareGold - offered;
    return inSale >= game.params().goldPerLevel ? -1 : pick;
  }

  // ownTurnScore of every card of the set, curses (which depend on the table)
  // marked kCurse and cards never played on one's own turn 0 (canPlayNow
  // refuses Seals and cards that add a monster outside a fight); made once per set.
  static constexpr int kCurse = -1000000;
  const std::vector<int>& cardScores(const Game& game) {
    if (scoresFor_ != &game.set() || cardScores_.size() != game.set().physical().size()) {
      scoresFor_ = &game.set();
      cardScores_.assign(game.set().physical().size(), 0);
      for (std::size_t card = 0; card < cardScores_.size(); ++card) {
        const auto id = static_cast<CardId>(card);
        const Shape shape = game.shapeOf(id);
        if (shape == Shape::Monster || shape == Shape::Enhancer || shape == Shape::OneShot || shape == Shape::Seal ||
            (shape == Shape::Special && game.info(id).addsMonster)) {
          continue;
        }
        cardScores_[card] = shape == Shape::Curse ? kCurse : ownTurnScore(game, 0, id, 0);
      }
    }
    return cardScores_;
  }
  const PreparedSet* scoresFor_ = nullptr;
  std::vector<int> cardScores_;

  static int leaderLevel(const Game& game) {
    int best = 0;
    for (const Player& p : game.players) best = std::max(best, p.level);
    return best;
  }

  // Levels first, then the strongest equipment, then anything else but curses
  // on people who are not ahead; a card scored 0 or less is never played.
  static int ownTurnScore(const Game& game, int seat, CardId card, int leader) {
    const CardDef& d = game.def(card);
    if (d.shape == Shape::LevelUp) return 1000;
    if (d.shape == Shape::Curse) return leader > game.players[static_cast<std::size_t>(seat)].level ? 5 : 0;
    return 1 + d.bonus * 10;
  }

  static int bestOwnTurnPlay(const Game& game, int seat, std::span<const CardId> options) {
    int pick = -1, pickScore = 0;
    const int leader = leaderLevel(game);
    for (std::size_t i = 0; i < options.size(); ++i) {
      const int score = ownTurnScore(game, seat, options[i], leader);
      if (score > pickScore) pick = static_cast<int>(i), pickScore = score;
    }
    return pick;
  }
};

}  // namespace

std::unique_ptr<Bot> makeGreedyBot() { return std::make_unique<GreedyBot>(); }

}  // namespace munchkin
