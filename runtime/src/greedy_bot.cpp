// A bot with simple, sensible habits: it plays everything that makes it
// stronger, fights what it can beat, buys help when losing, and spends its
// enhancers and curses on whoever is about to win.
#include "munchkin/bot.h"

#include <algorithm>
#include <climits>
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
      case Choice::OffTurnPlay: return bestOffTurnPlay(game, seat, options);
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
      // Everyone is offered every card they may play into a fight: it keeps
      // those that help its side (CombatPlay) or hinder the fighter (Interfere).
      case Choice::CombatPlay: return declines(game, seat, choice) ? -1 : bestOf(game, options, true);
      case Choice::Interfere: return declines(game, seat, choice) ? -1 : bestOf(game, options, false);
      case Choice::Discard: return cheapestDiscard(game, options);
      case Choice::Loot: return best(game, options, true);
      case Choice::Sell: return salePick(game, seat, options);
      // What it gives up goes at the least worth; what it gains at the most.
      case Choice::LoseItem:
      case Choice::LoseCard:
      case Choice::GiveItem:
      case Choice::ReturnItem: return best(game, options, false);
      case Choice::StealItem:
      case Choice::EquipItem: return best(game, options, true);
      case Choice::AddMonster: return strongestMonster(game, options);
      // A modifier goes on its most valuable card, the one it will keep longest.
      case Choice::AttachTo: return best(game, options, true);
      case Choice::UseAbility: return -1;  // asked of declines() only
      case Choice::WindowPlay: return windowPick(game, seat, options);
      case Choice::TargetMonster: return monsterToAim(game, seat, options);
      // The strongest first: its Bad Stuff is likely the worst, and a death there spares it the rest.
      case Choice::RunFrom: return strongestMonster(game, options);
      case Choice::Alternative:
      case Choice::Optional: return -1;  // asked through chooseAlternative
    }
    return -1;
  }

  // Plays into a fight only to turn it: its own when losing, against a
  // threatening fighter who is winning. Sells nothing when all it can spare
  // is not worth a level.
  // Asked of every player round after round in each fight: each case is a
  // call of its own, so this stays a dispatch without register saves.
  bool declines(Game& game, int seat, Choice choice) override {
    switch (choice) {
      case Choice::Sell: return spareGold(game, seat) < game.params().goldPerLevel;
      case Choice::CombatPlay: return game.playerWinsCombat();
      case Choice::UseAbility: return !hasAbilityWorthUsing(game, seat);
      case Choice::Interfere: return declinesToInterfere(game, seat);
      default: return false;
    }
  }

  // A hand too large for the keys' low byte (never dealt in practice): the
  // defaults, which list the legal cards and ask choose(). Cold, so that
  // their loops stay out of the hot code of the rankings below.
  [[gnu::cold, gnu::noinline]] int listedOwnTurnPlay(Game& game, int seat, std::span<const CardId> hand) {
    return Bot::chooseOwnTurnPlay(game, seat, hand);
  }
  [[gnu::cold, gnu::noinline]] int listedOffTurnPlay(Game& game, int seat, std::span<const CardId> hand) {
    return Bot::chooseOffTurnPlay(game, seat, hand);
  }
  [[gnu::cold, gnu::noinline]] int listedFightPlay(Game& game, int seat, Choice choice, std::span<const CardId> hand) {
    return Bot::chooseFightPlay(game, seat, choice, hand);
  }

  // The best-scored card that is legal: cards are tested best first, so the
  // ones it would never pick are not tested at all. Which cards score what
  // cannot be guessed, so the hand is ranked without branching on them: each
  // card it would play gets a key, score above position, and the largest
  // untested key goes next.
  // Outside a fight its decline of abilities reads only the set and its own
  // cards in play (hasAbilityWorthUsing: their worth and whether one is a curse).
  bool abilityDeclineStands() const override { return true; }

  int chooseOwnTurnPlay(Game& game, int seat, std::span<const CardId> hand) override {
    if (hand.size() > static_cast<std::size_t>(kMaxOptions)) [[unlikely]] return listedOwnTurnPlay(game, seat, hand);
    static_assert(kMaxOptions <= 256, "a hand position fits the key's low byte");
    // The key of each card (cardKeys), curses scored 0 and marked: below 1 for a card it would not play.
    const std::int32_t* keyOf = cardKeys(game, false);
    // Only the cards scored above 0 are kept (each key is written, and kept
    // by counting it), so the searches below skip the rest of the hand.
    std::int32_t keys[kMaxOptions];
    std::size_t count = 0;
    std::int32_t marks = 0;
    const auto rank = [&] {
      count = 0;
      for (std::size_t i = 0; i < hand.size(); ++i) {
        const std::int32_t key = keyOf[hand[i]];
        marks |= key;
        // Equal scores go in hand order: the earlier card has the larger key.
        keys[count] = key - static_cast<std::int32_t>(i);
        count += key > 0;
      }
    };
    rank();
    // Whether curses score now (cursesNow) reads the whole table: asked only
    // of a hand that holds one (about one call in five).
    if (marks < 0 && cursesNow(game, seat)) {
      keyOf = cardKeys(game, true);
      rank();
    }
    while (count > 0) {
      std::size_t best = 0;
      for (std::size_t i = 1; i < count; ++i) best = keys[i] > keys[best] ? i : best;
      const int position = 255 - (keys[best] & 255);
      const CardId card = hand[static_cast<std::size_t>(position)];
      if (game.canPlayNow(seat, card, false) && !wasted(game, seat, card)) return position;
      keys[best] = keys[--count];
    }
    return -1;
  }

  // As chooseOwnTurnPlay, on another's turn: bestOffTurnPlay's pick, the
  // cards that may be played there tested best first. Mostly the hand holds
  // nothing it would play there (curses kept for later, one-shots), which
  // the keys tell without asking canPlayNow or cursesNow.
  int chooseOffTurnPlay(Game& game, int seat, std::span<const CardId> hand) override {
    if (hand.size() > static_cast<std::size_t>(kMaxOptions)) [[unlikely]] return listedOffTurnPlay(game, seat, hand);
    const std::uint64_t* const keyOf = offTurnKeys(game);
    // A first look: whether anything counts at all.
    std::uint64_t any = 0;
    for (CardId card : hand) any |= keyOf[card];
    // Curses count only when cursesNow says so.
    const bool curses = (any & kCurseKey) && cursesNow(game, seat);
    if (!curses && !(any & kOtherKey)) return -1;
    std::uint64_t keys[kMaxOptions];
    std::size_t count = 0;
    for (std::size_t i = 0; i < hand.size(); ++i) {
      const std::uint64_t marked = keyOf[hand[i]];
      const std::uint64_t key = curses || !(marked & kCurseKey) ? marked & ~(kCurseKey | kOtherKey) : 0;
      keys[count] = key | (255 - i);
      count += key != 0;
    }
    while (count > 0) {
      std::size_t best = 0;
      for (std::size_t i = 1; i < count; ++i) best = keys[i] > keys[best] ? i : best;
      const int position = 255 - static_cast<int>(keys[best] & 255);
      const CardId card = hand[static_cast<std::size_t>(position)];
      if (game.canPlayNow(seat, card, false) && !wasted(game, seat, card)) return position;
      keys[best] = keys[--count];
    }
    return -1;
  }

  // choose()'s pick for a fight (bestOf, after declines), the cards that may
  // be played there tested best first: bestOf takes the first card of the
  // greatest worth among those that help the side (or hinder it), so the
  // hand is ranked by worth, then position, and the first legal one is the
  // pick. Mostly that is the first tested, and often the hand holds no card
  // of the kind at all, which the keys tell without asking playableInFight.
  int chooseFightPlay(Game& game, int seat, Choice choice, std::span<const CardId> hand) override {
    if (hand.size() > static_cast<std::size_t>(kMaxOptions)) [[unlikely]] return listedFightPlay(game, seat, choice, hand);
    const std::int64_t* const keyOf = fightKeys(game) + (choice == Choice::CombatPlay ? 1 : 0);
    std::int64_t keys[kMaxOptions];
    std::size_t count = 0;
    for (std::size_t i = 0; i < hand.size(); ++i) {
      const std::int64_t key = keyOf[2 * std::size_t{hand[i]}];
      // Equal worths go in hand order: the earlier card has the larger key.
      keys[count] = key + static_cast<std::int64_t>(255 - i);
      count += key != kNoFightKey;
    }
    while (count > 0) {
      std::size_t best = 0;
      for (std::size_t i = 1; i < count; ++i) best = keys[i] > keys[best] ? i : best;
      const int position = 255 - static_cast<int>(keys[best] & 255);
      const CardId card = hand[static_cast<std::size_t>(position)];
      if (game.playableInFight(seat, card) && !wasted(game, seat, card)) {
        return declines(game, seat, choice) ? -1 : position;
      }
      keys[best] = keys[--count];
    }
    return -1;
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

  // Helps for at least one Treasure it would get (not under `forbid reward`),
  // but never the player about to win (and, forced to help, backs out of a
  // fight for the win: Bot's default).
  bool acceptHelp(Game& game, int seat, int asker, int share) override {
    return share >= 1 && game.players[static_cast<std::size_t>(asker)].level + 1 < game.params().winLevel &&
           !game.rewardForbidden(seat);
  }

  bool sacrificeSidekick(Game&, int) override { return true; }

  // Boons go to itself, else to its partner in the fight, else to whoever is
  // furthest behind; banes to the Level leader among the others, never to
  // itself or its partner when someone else can take them. A Charity gift (no
  // action) goes to the first of the equal recipients offered.
  int choosePlayer(Game& game, int seat, const TargetRequest& request, std::span<const int> seats) override {
    const bool boon = request.action != nullptr && isBoon(*request.action);
    const int partner = partnerOf(game, seat);
    int pick = 0, pickScore = 0;
    for (std::size_t i = 0; i < seats.size(); ++i) {
      const int level = game.players[static_cast<std::size_t>(seats[i])].level;
      const int closeness = seats[i] == seat ? 2 : seats[i] == partner ? 1 : 0;
      // Boon: closest first, then the lowest Level. Bane: farthest first, then the highest Level.
      const int score = boon ? closeness * 1000 - level : -closeness * 1000 + level;
      if (i == 0 || score > pickScore) pick = static_cast<int>(i), pickScore = score;
    }
    return pick;
  }

  // Against a fight it is not on, the fighter; else the player it most needs
  // to slow (curseTarget's ranking), never itself when another can take it.
  int chooseCurseVictim(Game& game, int seat, CardId, std::span<const int> seats) override {
    const bool against = game.combat.active && seat != game.combat.fighter && seat != game.combat.helper;
    int pick = -1;
    for (std::size_t i = 0; i < seats.size(); ++i) {
      if (seats[i] == seat) continue;
      if (against ? seats[i] == game.combat.fighter
                  : pick < 0 || threat(game, seats[i]) > threat(game, seats[static_cast<std::size_t>(pick)])) {
        pick = static_cast<int>(i);
        if (against) break;
      }
    }
    return pick < 0 ? 0 : pick;
  }

  // Stops every curse that would hurt it, at the least cost: a free ability
  // first, then a card of the hand (the least worth), then an ability with a price.
  int stopCurse(Game& game, int, CardId curse, std::span<const Ability> options) override {
    if (!hurts(game, curse)) return -1;
    const std::vector<AbilityFacts>& facts = abilityFacts(game);
    int pick = -1, pickCost = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
      const CardId card = options[i].card;
      const int cost = game.where[card].zone == Zone::Hand
                           ? 1000 + worth(game, card)
                           : (facts[game.def(card).effects.first + options[i].block].costly ? 100000 : 0);
      if (pick < 0 || cost < pickCost) pick = static_cast<int>(i), pickCost = cost;
    }
    return pick;
  }

  // The sex its opening hand favours (cards only one sex may use, blocks
  // that ask for one), or the drawn one when it favours neither.
  int chooseSex(Game& game, int seat) override {
    const std::vector<int>& lean = sexLeans(game);
    int total = 0;
    for (CardId card : game.players[static_cast<std::size_t>(seat)].hand) total += lean[game.designOf(card)];
    return total > 0 ? 1 : total < 0 ? 0 : -1;
  }

  // A one-shot's bonus goes to its own side, against the fight when it is not on it.
  bool backsMonsters(Game& game, int seat, CardId oneShot) override {
    const bool onSide = game.combat.onSide(seat);
    return onSide == (game.def(oneShot).bonus < 0);
  }

  // The alternative that serves it best by the measures of chooseAbility: in
  // a fight, the swing for its side (against the side when it is not on it),
  // an escape when on it; levels or cards gained, a curse lifted; a price or
  // a loss counts against. Deciding for another player (`by player_left`),
  // what serves that player counts against. A `may` is taken when it scores
  // above nothing.
  int chooseAlternative(Game& game, int seat, const AlternativeRequest& request, std::span<const Range> alternatives) override {
    const bool inFight = game.combat.active, onSide = inFight && game.combat.onSide(seat);
    const auto score = [&](Range alternative) {
      AbilityFacts f;
      addFacts(game, alternative, f);
      int s = alternativeScore(game, inFight, onSide, request.self, f);
      if (f.rerolls) [[unlikely]] s += rerollWorth(game, seat, request.self);
      if (f.discardsDrawn) [[unlikely]] s += drawnDiscardWorth(game);
      return request.self == seat ? s : -s;
    };
    if (request.choice == Choice::Optional) return alternatives.empty() || score(alternatives[0]) <= 0 ? -1 : 0;
    int pick = 0, pickScore = 0;
    for (std::size_t i = 0; i < alternatives.size(); ++i) {
      const int s = score(alternatives[i]);
      if (i == 0 || s > pickScore) pick = static_cast<int>(i), pickScore = s;
    }
    return pick;
  }

  // In a fight, an ability that turns it: for its own side when it fights or
  // helps and is losing, against a threatening fighter who is winning
  // otherwise; the free ones first, and one with a limit or a price only when
  // all on offer can turn the fight. Losing anyway, it escapes if it can.
  // Outside a fight, one that gains levels or cards and costs nothing.
  int chooseAbility(Game& game, int seat, std::span<const Ability> options) override {
    const std::vector<AbilityFacts>& facts = abilityFacts(game);
    const auto of = [&](const Ability& a) -> const AbilityFacts& {
      return facts[game.def(a.card).effects.first + a.block];
    };
    if (!game.combat.active) {
      const bool cursed = hasCurse(game, seat);
      for (std::size_t i = 0; i < options.size(); ++i) {
        if ((of(options[i]).gains && !of(options[i]).costly) || (of(options[i]).liftsCurse && cursed)) {
          return static_cast<int>(i);
        }
      }
      return -1;
    }
    const bool onSide = game.combat.onSide(seat);
    if (onSide ? game.playerWinsCombat() : declines(game, seat, Choice::Interfere)) return -1;
    const int need = onSide ? game.monsterStrength() - game.fighterSideStrength() + 1
                            : game.fighterSideStrength() - game.monsterStrength();
    // An item lost as the price takes its bonus along: the best one, to be safe.
    const int itemAtStake = onSide ? bestItemBonus(game, seat) : 0;
    const auto swing = [&](const AbilityFacts& f) {
      return onSide ? f.sideBonus - f.monsterBonus - (f.losesItem ? itemAtStake : 0) : f.monsterBonus;
    };
    // Free ones before those with a limit or a price; then the larger swing.
    const auto better = [&](const AbilityFacts& a, const AbilityFacts& b) {
      const bool freeA = !a.limited && !a.costly, freeB = !b.limited && !b.costly;
      return freeA != freeB ? freeA : swing(a) > swing(b);
    };
    int total = 0, pick = -1;
    for (std::size_t i = 0; i < options.size(); ++i) {
      const AbilityFacts& f = of(options[i]);
      if (swing(f) <= 0) continue;
      total += swing(f);
      if (pick < 0 || better(f, of(options[static_cast<std::size_t>(pick)]))) pick = static_cast<int>(i);
    }
    if (pick >= 0 && total >= need) return pick;
    if (!onSide || ((game.combat.escapesAll >> seat) & 1u) || game.combat.cancelBadStuff || mayStillGetHelp(game, need)) return -1;
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (of(options[i]).escapes) return static_cast<int>(i);
    }
    return -1;
  }

 private:
  // A card that would do nothing now (its selectors match nobody, its
  // computed gain is 0) is kept for later. Only the cards marked at
  // preparation are looked at, and in a set with none nothing is.
  static bool wasted(const Game& game, int seat, CardId card) {
    return game.someCardMayDoNothing() && game.facts(card).mayDoNothing && game.playDoesNothing(seat, card);
  }

  // What an action does to the player it lands on: good (a boon) or bad.
  static bool isBoon(const ActionDef& action) {
    switch (action.action) {
      case Action::GainLevels:
      case Action::Draw:
      case Action::AutoEscape:
      case Action::Win:
      case Action::Give:
      case Action::Equip:
      case Action::SellItems:
      case Action::ReturnToHand:
      case Action::Cancel:  // a curse or Bad Stuff taken off the player
      case Action::KillMonster:
      case Action::TakeTreasure:
      case Action::EndCombat:  // a fight decided without the comparison
      case Action::DoubleStrength:
      case Action::WinTies:
        return true;
      case Action::CombatBonus:
      case Action::RunAway:
      case Action::Treasures:
      case Action::Grant:
        return action.amount > 0;
      default:
        return false;  // levels, items, cards or the fight lost; a hand looked at; forced to help
    }
  }

  // Whether some action of the curse is bad for its victim.
  static bool hurts(const Game& game, CardId curse) {
    const SetTables& t = game.set().tables();
    const Range effects = game.def(curse).effects;
    for (std::uint32_t e = effects.first; e < effects.first + effects.count; ++e) {
      for (std::uint32_t a = 0; a < t.effects[e].actions.count; ++a) {
        const ActionDef& action = t.actions[t.effects[e].actions.first + a];
        if (action.action < Action::Choose && !isBoon(action)) return true;
      }
    }
    return false;
  }

  // How much a player needs slowing: one about to win above all, then by Level.
  static int threat(const Game& game, int seat) {
    const int level = game.players[static_cast<std::size_t>(seat)].level;
    return level + (level + 1 >= game.params().winLevel ? 1000 : 0);
  }

  // The other player a curse is worth spending on: the greatest threat, if
  // they are ahead of it or about to win; -1 when nobody is.
  static int curseTarget(const Game& game, int seat) {
    int best = -1, bestThreat = 0;
    for (int other = 0; other < game.playerCount(); ++other) {
      const int otherThreat = threat(game, other);
      if (other != seat && (best < 0 || otherThreat > bestThreat)) best = other, bestThreat = otherThreat;
    }
    if (best < 0) return -1;
    const int level = game.players[static_cast<std::size_t>(best)].level;
    const bool ahead = level > game.players[static_cast<std::size_t>(seat)].level;
    return ahead || level + 1 >= game.params().winLevel ? best : -1;
  }

  // Whether to spend a curse now, outside a fight: on the player worth
  // slowing during their own turn (before their door and their fight), or at
  // once on one about to win.
  static bool cursesNow(const Game& game, int seat) {
    const int target = curseTarget(game, seat);
    return target >= 0 && (target == game.current ||
                           game.players[static_cast<std::size_t>(target)].level + 1 >= game.params().winLevel);
  }

  // On another's turn: Go Up a Level, sidekicks and specials as on its own
  // turn (cardScores), a curse when cursesNow says so.
  int bestOffTurnPlay(const Game& game, int seat, std::span<const CardId> options) {
    const std::vector<int>& scores = cardScores(game);
    int pick = -1, pickScore = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
      const int score = scores[options[i]] == kCurse ? (cursesNow(game, seat) ? 5 : 0) : scores[options[i]];
      if (score > pickScore) pick = static_cast<int>(i), pickScore = score;
    }
    return pick;
  }

  static int strongestMonster(const Game& game, std::span<const CardId> options) {
    if (options.empty()) return -1;
    int pick = 0;
    for (std::size_t i = 1; i < options.size(); ++i) {
      if (game.def(options[i]).level > game.def(options[static_cast<std::size_t>(pick)]).level) pick = static_cast<int>(i);
    }
    return pick;
  }

  // The other player of its side in the current fight, or -1.
  static int partnerOf(const Game& game, int seat) {
    if (!game.combat.active) return -1;
    if (seat == game.combat.fighter) return game.combat.helper;
    return seat == game.combat.helper ? game.combat.fighter : -1;
  }

  // On the fighting side it aims at the strongest monster (the one whose
  // leaving turns the fight; for an escape, the one likeliest to catch it),
  // one it escapes already last; against it, at the weakest (the one nobody
  // will send away, so the enhancer stays).
  static int monsterToAim(const Game& game, int seat, std::span<const CardId> options) {
    if (options.empty()) return -1;
    const bool onSide = game.combat.onSide(seat);
    int pick = 0, pickStrength = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
      int strength = game.def(options[i]).level;
      for (const CombatMonster& m : game.combat.monsters) {
        if (m.card != options[i]) continue;
        strength += m.bonus;
        if (onSide && ((m.escapes >> seat) & 1u)) strength -= 1 << 20;
      }
      if (i == 0 || (onSide ? strength > pickStrength : strength < pickStrength)) pick = static_cast<int>(i), pickStrength = strength;
    }
    return pick;
  }

  // Whether the fight has room for a helper and may get one who could turn
  // it: a player strong enough, not asked yet, and the fighter not about to
  // win (as askForHelp and acceptHelp judge). An escape waits until help is
  // out of the question.
  static bool mayStillGetHelp(const Game& game, int need) {
    const int fighter = game.combat.fighter;
    if (game.helperRoom() < 1 || game.players[static_cast<std::size_t>(fighter)].level + 1 >= game.params().winLevel) {
      return false;
    }
    for (int seat = 0; seat < game.playerCount(); ++seat) {
      if (!game.combat.onSide(seat) && !((game.combat.asked >> seat) & 1u) && game.playerStrength(seat) >= need) return true;
    }
    return false;
  }

  // It plays against the fighter only when the fighter threatens to win the
  // game (or is well ahead of it) and is winning the fight, and only what
  // hinders the side: holding nothing of the kind, it declines without asking
  // who wins.
  [[gnu::noinline]] bool declinesToInterfere(Game& game, int seat) {
    const Player& fighter = game.players[static_cast<std::size_t>(game.combat.fighter)];
    const bool threatening = fighter.level + 1 >= game.params().winLevel || fighter.level > game.players[static_cast<std::size_t>(seat)].level + 1;
    return !threatening || nothingToHinder(game, seat) || !game.playerWinsCombat();
  }

  // Whether `seat` holds no card chooseFightPlay could play against the side
  // (its key) and no ability chooseAbility could use against it (one that
  // strengthens the monsters): then its turn would play and use nothing
  // whoever wins. Not while a forced helper may still back out: a turn that
  // is not declined releases them after its plays, and that stays as it was.
  bool nothingToHinder(const Game& game, int seat) {
    if (game.combat.forced != 0) return false;
    const Player& p = game.players[static_cast<std::size_t>(seat)];
    const std::int64_t* const keyOf = fightKeys(game);
    for (CardId card : p.hand) {
      if (keyOf[2 * std::size_t{card}] != kNoFightKey) return false;
    }
    const std::uint8_t* const worth = abilityWorth(game);
    std::uint8_t found = 0;
    for (CardId card : p.abilityCards) found |= worth[card];
    return !(found & kHindersSide);
  }

  // Which of its abilities it would ever use now (chooseAbility): outside a
  // fight one that gains it something for nothing, or lifts a curse off it;
  // in a fight, for its side one whose bonus outweighs what it gives the
  // monsters, or an escape; against the side, one that strengthens the
  // monsters. Whether some card in play has one.
  // Asked before every offer of abilities, in fights round after round: what
  // would count is known before the cards are looked at, each card's worth is
  // read by its id (no design lookup), and the table's making is out of line.
  [[gnu::noinline]] bool hasAbilityWorthUsing(Game& game, int seat) {
    const std::uint8_t* const worth = abilityWorth(game);
    const Player& p = game.players[static_cast<std::size_t>(seat)];
    bool onSide = false;
    std::uint8_t wanted;
    if (game.combat.active) {
      onSide = game.combat.onSide(seat);
      wanted = onSide ? kHelpsSide | kEscapes : kHindersSide;
    } else {
      wanted = hasCurse(game, seat) ? kGainsFreely | kLiftsCurse : kGainsFreely;
    }
    std::uint8_t found = 0;
    for (CardId card : p.abilityCards) found |= worth[card];
    if (!(found & wanted)) return false;
    return !game.combat.active || mayUseInFight(game, seat, onSide, found);
  }

  // Whether chooseAbility might pick one of its abilities (`found` is what
  // they may do) in this fight, whichever of them are on offer: it answers -1
  // when the side wins (or, from outside it, when it does not interfere), and
  // when even all of them together cannot turn the fight and no escape would
  // be taken. Mostly one of these holds, and the engine need not list the
  // abilities nor ask chooseAbility.
  [[gnu::noinline]] bool mayUseInFight(Game& game, int seat, bool onSide, std::uint8_t found) {
    if (onSide ? game.playerWinsCombat() : declinesToInterfere(game, seat)) return false;
    const int need = onSide ? game.monsterStrength() - game.fighterSideStrength() + 1
                            : game.fighterSideStrength() - game.monsterStrength();
    // The sum of each one's largest swing: chooseAbility's total is at most this.
    int swingBound = 0;
    for (CardId card : game.players[static_cast<std::size_t>(seat)].abilityCards) {
      const Swings& swings = abilitySwings_[card];
      swingBound += onSide ? swings.side : swings.monsters;
    }
    if (swingBound >= need) return true;
    return onSide && (found & kEscapes) && !((game.combat.escapesAll >> seat) & 1u) && !game.combat.cancelBadStuff &&
           !mayStillGetHelp(game, need);
  }

  // By card: what its `play` blocks may do, as hasAbilityWorthUsing asks; made once per set.
  static constexpr std::uint8_t kGainsFreely = 1, kLiftsCurse = 2, kHelpsSide = 4, kEscapes = 8, kHindersSide = 16;
  // Beside them, by card: the sums over its `play` blocks of chooseAbility's
  // swing, where above 0: at most, for the side (an item at stake only lowers
  // it), and against it.
  struct Swings {
    int side = 0, monsters = 0;
  };
  // Both by card id (not design), so that the per-call loops skip the design lookup.
  const std::uint8_t* abilityWorth(const Game& game) {
    if (worthFor_ != &game.set() || abilityWorth_.size() != game.set().physical().size()) [[unlikely]] {
      makeAbilityWorth(game);
    }
    return abilityWorth_.data();
  }
  [[gnu::noinline]] void makeAbilityWorth(const Game& game) {
    const SetTables& t = game.set().tables();
    const std::vector<AbilityFacts>& facts = abilityFacts(game);
    const std::size_t cards = game.set().physical().size();
    worthFor_ = &game.set();
    abilityWorth_.assign(cards, 0);
    abilitySwings_.assign(cards, {});
    for (std::size_t card = 0; card < cards; ++card) {
      const Range effects = game.def(static_cast<CardId>(card)).effects;
      for (std::uint32_t e = effects.first; e < effects.first + effects.count; ++e) {
        if (t.effects[e].kind != EffectKind::Play) continue;
        const AbilityFacts& f = facts[e];
        std::uint8_t& worth = abilityWorth_[card];
        if (f.gains && !f.costly) worth |= kGainsFreely;
        if (f.liftsCurse) worth |= kLiftsCurse;
        // chooseAbility's swing for the side is at most this (an item at stake only lowers it).
        if (f.sideBonus - f.monsterBonus > 0) worth |= kHelpsSide;
        if (f.escapes) worth |= kEscapes;
        if (f.monsterBonus > 0) worth |= kHindersSide;
        abilitySwings_[card].side += std::max(0, f.sideBonus - f.monsterBonus);
        abilitySwings_[card].monsters += std::max(0, f.monsterBonus);
      }
    }
  }
  const PreparedSet* worthFor_ = nullptr;
  std::vector<std::uint8_t> abilityWorth_;
  std::vector<Swings> abilitySwings_;

  static bool hasCurse(const Game& game, int seat) {
    return game.players[static_cast<std::size_t>(seat)].shapeCount[static_cast<int>(Shape::Curse)] > 0;
  }

  static int bestItemBonus(const Game& game, int seat) {
    int best = 0;
    for (CardId card : game.players[static_cast<std::size_t>(seat)].inPlay) {
      if (game.itemInUse(seat, card)) best = std::max(best, game.def(card).bonus);
    }
    return best;
  }

  // Whether a card offered for a fight helps the fighting side (else it
  // hinders it: curses, enhancers that make a monster stronger, monsters).
  static bool helpsSide(const Game& game, CardId card) {
    const Shape shape = game.shapeOf(card);
    if (shape == Shape::Enhancer) return game.def(card).bonus < 0;
    // A card that cancels curses and adds nothing to the fight is kept to stop one.
    if (game.info(card).cancelsCurse && game.def(card).bonus == 0 && game.info(card).playBonus == 0) return false;
    return shape != Shape::Curse && shape != Shape::Monster && !game.facts(card).addsMonster;
  }

  // The best card of `options` for the fighting side (`forSide`) or against it.
  static int bestOf(const Game& game, std::span<const CardId> options, bool forSide) {
    int pick = -1, pickWorth = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (helpsSide(game, options[i]) != forSide) continue;
      const int w = worth(game, options[i]);
      if (pick < 0 || w > pickWorth) pick = static_cast<int>(i), pickWorth = w;
    }
    return pick;
  }

  // What one `play` block does, as far as the choice of an ability goes; by
  // index into SetTables::effects, made once per set.
  struct AbilityFacts {
    int sideBonus = 0, monsterBonus = 0;
    bool escapes = false;  // auto_escape, cancel bad_stuff, or a combat outcome (kill_monster, ...)
    bool gains = false;    // levels or cards for the player
    bool costly = false;   // a price, or a loss for the player
    bool limited = false;
    bool losesItem = false;  // the player loses a carried item
    bool liftsCurse = false;  // cancel curse: takes a curse off the player
    bool rerolls = false;     // rolls the die under way again
    bool discardsDrawn = false;  // discards the card whose draw is answered
  };
  const std::vector<AbilityFacts>& abilityFacts(const Game& game) {
    const SetTables& t = game.set().tables();
    if (factsFor_ == &game.set() && abilityFacts_.size() == t.effects.size()) return abilityFacts_;
    factsFor_ = &game.set();
    abilityFacts_.assign(t.effects.size(), {});
    for (std::size_t e = 0; e < t.effects.size(); ++e) {
      AbilityFacts& f = abilityFacts_[e];
      f.limited = t.effects[e].limit != Limit::None;
      addFacts(game, t.effects[e].actions, f);
    }
    return abilityFacts_;
  }
  const PreparedSet* factsFor_ = nullptr;
  std::vector<AbilityFacts> abilityFacts_;

  // Adds what `actions` do to `f`. Of a choice, the alternative best for the
  // side counts (a `may` only when it helps); an escape, a gain or a curse
  // lifted in any alternative counts, a price or a loss only when every
  // alternative has one.
  static void addFacts(const Game& game, Range actions, AbilityFacts& f) {
    const SetTables& t = game.set().tables();
    for (std::uint32_t a = 0; a < actions.count;) {
      const ActionDef& head = t.actions[actions.first + a];
      if (head.action >= Action::Choose) {
        AbilityFacts best;
        bool first = head.action != Action::May, everyCostly = first, everyLoses = first;
        std::uint32_t next = a + 1;
        for (int k = 0; k < head.amount; ++k) {
          const Range body{actions.first + next + 1, static_cast<std::uint32_t>(t.actions[actions.first + next].amount)};
          AbilityFacts alt;
          addFacts(game, body, alt);
          if (first || alt.sideBonus - alt.monsterBonus > best.sideBonus - best.monsterBonus) {
            best.sideBonus = alt.sideBonus, best.monsterBonus = alt.monsterBonus;
          }
          first = false;
          best.escapes |= alt.escapes, best.gains |= alt.gains, best.liftsCurse |= alt.liftsCurse;
          everyCostly = everyCostly && alt.costly, everyLoses = everyLoses && alt.losesItem;
          next += 1 + body.count;
        }
        f.sideBonus += best.sideBonus, f.monsterBonus += best.monsterBonus;
        f.escapes |= best.escapes, f.gains |= best.gains, f.liftsCurse |= best.liftsCurse;
        f.costly |= everyCostly, f.losesItem |= everyLoses;
        a = next;
        continue;
      }
      ++a;
      {
        const ActionDef& action = head;
        const bool toSelf = action.target == Target::Self;
        const int amount = action.hasAmount ? action.amount : 1;
        const Selector selector = action.what != kNoName ? game.set().name(action.what).selector : Selector::None;
        switch (action.action) {
          case Action::CombatBonus:
            if (action.target == Target::Monster) f.monsterBonus += action.amount;
            else if (toSelf || action.target == Target::AnyPlayer || action.target == Target::Helper) f.sideBonus += action.amount;
            // A penalty for another player works against the fighting side when used from outside it.
            else if (action.target == Target::OtherPlayer && action.amount < 0) f.monsterBonus -= action.amount;
            break;
          // Each gets the player out of a fight it would lose.
          case Action::AutoEscape:
          case Action::KillMonster:
          case Action::TakeTreasure:
          case Action::EndCombat: f.escapes = true; break;
          // Doubling the fighter's strength adds it once more.
          case Action::DoubleStrength:
            if (game.combat.active && (toSelf || action.target == Target::AnyPlayer)) {
              f.sideBonus += std::max(0, game.playerStrength(game.combat.fighter));
            }
            break;
          // Winning a tie is worth the one point that breaks it, on a tie.
          case Action::WinTies:
            if (game.combat.active && (toSelf || action.target == Target::AnyPlayer) &&
                game.fighterSideStrength() == game.monsterStrength()) {
              ++f.sideBonus;
            }
            break;
          case Action::Cancel:
            f.escapes |= selector == Selector::BadStuff;
            f.liftsCurse |= selector == Selector::Curse;
            break;
          case Action::GainLevels: f.gains |= toSelf && amount > 0; break;
          case Action::Draw: f.gains |= toSelf && amount > 0; break;
          case Action::LoseItem:
            f.losesItem |= toSelf;
            f.costly |= toSelf;
            break;
          case Action::DiscardCards:
          case Action::DiscardHand:
          case Action::LoseClass:
          case Action::LoseRace:
          case Action::LoseLevels:
          case Action::Sacrifice:
          case Action::Die: f.costly |= toSelf; break;
          case Action::Reroll: f.rerolls = true; break;
          case Action::DiscardDrawn: f.discardsDrawn = true; break;
          // Items only the other sex may use would stop counting, or start:
          // the greedy bot keeps the sex it chose.
          case Action::ChangeSex: f.costly |= toSelf; break;
          default: break;
        }
      }
    }
  }

  // What an alternative's facts are worth to `self`, as a player in the fight
  // (or on its side) sees it: the measures of chooseAlternative, before a
  // re-roll and the sign.
  static int alternativeScore(const Game& game, bool inFight, bool onSide, int self, const AbilityFacts& f) {
    int s = inFight ? (onSide ? f.sideBonus - f.monsterBonus : f.monsterBonus - f.sideBonus) * 10 : 0;
    if (f.escapes && onSide) s += 100;
    if (f.gains) s += 20;
    if (f.liftsCurse && hasCurse(game, self)) s += 30;
    if (f.costly) s -= 15;
    if (f.losesItem) s -= 10 * bestItemBonus(game, self);
    return s;
  }

  // Discarding the card just drawn (discard_drawn): worth it for a curse or a
  // monster kicked open face up, which would strike or be fought; a card
  // drawn into the hand is a card lost.
  static int drawnDiscardWorth(const Game& game) {
    const CardId drawn = game.drawnCard();
    if (drawn == 0xFFFF) return 0;
    const Shape shape = game.shapeOf(drawn);
    return game.drawnFaceUp() && (shape == Shape::Curse || shape == Shape::Monster) ? 30 : -10;
  }

  // A re-roll of the roll under way (docs/semantics.md, "Dice"): worth more
  // than a price when the roll to run away fails, or when the row the result
  // picks scores below the six rows' average; never worth taking otherwise.
  static int rerollWorth(const Game& game, int seat, int self) {
    constexpr int kWorth = 25, kNever = -1000;
    const Game::RollUnderWay& roll = game.rollUnderWay();
    if (roll.seat < 0) return kNever;
    const int result = roll.die + roll.bonus + game.whileRollBonus(roll.seat);
    if (roll.table == Game::kNoRollTable) {
      const bool escapes = result + game.runAwayBonus(roll.seat, roll.monster) >= game.params().escapeRoll;
      return escapes ? kNever : kWorth;
    }
    const auto rowScore = [&](int face) {
      AbilityFacts f;
      addFacts(game, game.rollRow(roll.table, face), f);
      const bool inFight = game.combat.active;
      return alternativeScore(game, inFight, inFight && game.combat.onSide(seat), self, f);
    };
    int sum = 0;
    for (int face = 1; face <= 6; ++face) sum += rowScore(face);
    return rowScore(result) * 6 < sum ? kWorth : kNever;
  }

  // By design: how much it favours a female holder (above 0) or a male one
  // (below): a usable_by or not_usable_by sex weighs the card's bonus plus
  // one, a `sex` its holder's block asks for one; made once per set.
  const std::vector<int>& sexLeans(const Game& game) {
    const SetTables& t = game.set().tables();
    if (leansFor_ == &game.set() && sexLeans_.size() == t.cards.size()) return sexLeans_;
    leansFor_ = &game.set();
    sexLeans_.assign(t.cards.size(), 0);
    const auto toward = [&](NameId name) { return name == kNoName ? 0 : game.set().name(name).sex == 1 ? 1 : game.set().name(name).sex == 0 ? -1 : 0; };
    for (std::size_t design = 0; design < t.cards.size(); ++design) {
      const CardDef& d = t.cards[design];
      int& lean = sexLeans_[design];
      const int weight = std::max(0, d.bonus) + 1;
      for (std::uint32_t i = 0; i < d.usableBy.count; ++i) {
        const RefDef& ref = t.refs[d.usableBy.first + i];
        if (ref.what == Predicate::Sex) lean += weight * toward(ref.name);
      }
      for (std::uint32_t i = 0; i < d.notUsableBy.count; ++i) {
        const RefDef& ref = t.refs[d.notUsableBy.first + i];
        if (ref.what == Predicate::Sex) lean -= weight * toward(ref.name);
      }
      // A monster's or a curse's `sex` is about whoever meets it, not a reason to be that sex.
      if (d.shape == Shape::Monster || d.shape == Shape::Curse) continue;
      for (std::uint32_t e = 0; e < d.effects.count; ++e) {
        const Range program = t.effects[d.effects.first + e].condition;
        for (std::uint32_t i = 0; i < program.count; ++i) {
          const CondInstr& op = t.conditions[program.first + i];
          if (op.op != CondOp::Test || op.predicate != Predicate::Sex || op.subject != Subject::Self) continue;
          const bool negated = i + 1 < program.count && t.conditions[program.first + i + 1].op == CondOp::Not;
          lean += negated ? -toward(op.name) : toward(op.name);
        }
      }
    }
    return sexLeans_;
  }
  const PreparedSet* leansFor_ = nullptr;
  std::vector<int> sexLeans_;

  // worth() of every card of the set, by card id: the choices below read it
  // for each option, without the design's two lookups; made once per set.
  const int* cardWorths(const Game& game) {
    if (worthsFor_ != &game.set() || cardWorths_.size() != game.set().physical().size()) [[unlikely]] makeCardWorths(game);
    return cardWorths_.data();
  }
  [[gnu::noinline]] void makeCardWorths(const Game& game) {
    worthsFor_ = &game.set();
    cardWorths_.resize(game.set().physical().size());
    for (std::size_t card = 0; card < cardWorths_.size(); ++card) cardWorths_[card] = worth(game, static_cast<CardId>(card));
  }
  const PreparedSet* worthsFor_ = nullptr;
  std::vector<int> cardWorths_;

  // By card, two keys for chooseFightPlay: against the fighting side (even
  // index) and for it (odd), each the card's worth times 256 where it helps
  // that way (helpsSide), kNoFightKey where it does not, nor for a monster of
  // no horde tag (never playable into a fight: Game::playableInFight); made
  // once per set.
  static constexpr std::int64_t kNoFightKey = INT64_MIN;
  const std::int64_t* fightKeys(const Game& game) {
    if (fightKeysFor_ != &game.set() || fightKeys_.size() != 2 * game.set().physical().size()) [[unlikely]] {
      makeFightKeys(game);
    }
    return fightKeys_.data();
  }
  [[gnu::noinline]] void makeFightKeys(const Game& game) {
    const std::size_t cards = game.set().physical().size();
    fightKeysFor_ = &game.set();
    fightKeys_.assign(2 * cards, kNoFightKey);
    for (std::size_t card = 0; card < cards; ++card) {
      const CardId id = static_cast<CardId>(card);
      const bool neverPlayable = game.shapeOf(id) == Shape::Monster && !game.facts(id).addsMonster && game.info(id).hordeMask == 0;
      if (!neverPlayable) fightKeys_[2 * card + (helpsSide(game, id) ? 1 : 0)] = std::int64_t{worth(game, id)} * 256;
    }
  }
  const PreparedSet* fightKeysFor_ = nullptr;
  std::vector<std::int64_t> fightKeys_;

  // The card of least worth, from the hand before anything in play (a price
  // may take cards in play).
  int cheapestDiscard(const Game& game, std::span<const CardId> options) {
    const int* const worthOf = cardWorths(game);
    int pick = -1, pickCost = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
      const int cost = worthOf[options[i]] + (game.where[options[i]].zone == Zone::InPlay ? 1000000 : 0);
      if (pick < 0 || cost < pickCost) pick = static_cast<int>(i), pickCost = cost;
    }
    return pick;
  }

  int best(const Game& game, std::span<const CardId> options, bool highest) {
    if (options.empty()) return -1;
    const int* const worthOf = cardWorths(game);
    int pick = 0, pickWorth = worthOf[options[0]];
    for (std::size_t i = 1; i < options.size(); ++i) {
      const int w = worthOf[options[i]];
      if (highest ? w > pickWorth : w < pickWorth) pick = static_cast<int>(i), pickWorth = w;
    }
    return pick;
  }

  // The gold of the items it can spare, in hand and carried. Out of line, so
  // the fight's declines (asked far more often) stay lean.
  [[gnu::noinline]] static int spareGold(const Game& game, int seat) {
    const Player& p = game.players[static_cast<std::size_t>(seat)];
    if (game.salePricesChange()) [[unlikely]] return pricedSpareGold(game, seat);
    int gold = game.handGold(seat);
    // When every item fits, those anyone may use are all in use (as itemInUse would say).
    const bool allFit = !p.overSlotBase && !((p.grantBits | game.sealGrantBits()) & kSlotGrantBits);
    // Mostly no carried item can be spare, and the summaries tell so without the loop.
    if (allFit ? !p.restrictedValuedItemInPlay : !p.valuedItemInPlay) return gold;
    // Every item fits, and no `while` aimed at others changes a slot: the
    // spare ones are those it may not use (itemInUse's first test), which the
    // engine remembers while the cards in play stay.
    if (allFit && !(game.reachGrantBits() & kSlotGrantBits)) return gold + game.unusableItemGold(seat);
    for (CardId card : p.inPlay) {
      // A steed carried is never spare: it counts as long as it is in play.
      if (game.facts(card).saleGold == 0 || game.shapeOf(card) != Shape::Item || (allFit && game.facts(card).anyoneMayUse)) continue;
      gold += game.itemInUse(seat, card) ? 0 : game.facts(card).saleGold;
    }
    return gold;
  }

  // spareGold where a `while` sale_price may change what each item sells for:
  // the hand's and the spare carried items' gold at today's prices.
  [[gnu::cold]] static int pricedSpareGold(const Game& game, int seat) {
    const Player& p = game.players[static_cast<std::size_t>(seat)];
    int gold = 0;
    for (CardId card : p.hand) gold += game.saleGold(seat, card);
    for (CardId card : p.inPlay) {
      if (game.shapeOf(card) == Shape::Item && !game.itemInUse(seat, card)) gold += game.saleGold(seat, card);
    }
    return gold;
  }

  // Sells only what it can spare: items in hand, and carried items not in
  // use (unusable, or past a slot's limit), which give it nothing; never an
  // item in use. Adds the best of them to the sale until it is worth a level,
  // and starts no sale that cannot get there. The whole sale at once: nothing
  // moves while it is built, so what it can spare is worked out once.
  int chooseSale(Game& game, int seat, std::span<const CardId> offered, CardId* sale) override {
    const int spareGold = GreedyBot::spareGold(game, seat);
    if (spareGold < game.params().goldPerLevel || offered.size() > static_cast<std::size_t>(kMaxOptions)) {
      return spareGold < game.params().goldPerLevel ? 0 : Bot::chooseSale(game, seat, offered, sale);
    }
    const int* const worthOf = cardWorths(game);
    // The spare items not yet added, and their gold: the rest of what it can spare is in the sale.
    bool spare[kMaxOptions];
    int left = 0;
    for (std::size_t i = 0; i < offered.size(); ++i) {
      const CardId card = offered[i];
      spare[i] = game.saleGold(seat, card) > 0 &&
                 (game.where[card].zone == Zone::Hand || (game.shapeOf(card) == Shape::Item && !game.itemInUse(seat, card)));
      left += spare[i] ? game.saleGold(seat, card) : 0;
    }
    int count = 0;
    while (spareGold - left < game.params().goldPerLevel) {
      // The spare item of most worth, the first of equals.
      int pick = -1, pickWorth = 0;
      for (std::size_t i = 0; i < offered.size(); ++i) {
        if (spare[i] && (pick < 0 || worthOf[offered[i]] > pickWorth)) pick = static_cast<int>(i), pickWorth = worthOf[offered[i]];
      }
      if (pick < 0) break;
      spare[pick] = false;
      left -= game.saleGold(seat, offered[static_cast<std::size_t>(pick)]);
      sale[count++] = offered[static_cast<std::size_t>(pick)];
    }
    return count;
  }

  // One item of the sale at a time (choose): the first chooseSale would add.
  int salePick(Game& game, int seat, std::span<const CardId> options) {
    CardId sale[kMaxOptions];
    if (options.size() > static_cast<std::size_t>(kMaxOptions) || chooseSale(game, seat, options, sale) == 0) return -1;
    return static_cast<int>(std::find(options.begin(), options.end(), sale[0]) - options.begin());
  }

  // ownTurnScore of every card of the set, curses (which depend on the table)
  // marked kCurse and cards never played on one's own turn 0 (canPlayNow
  // refuses Seals and cards that add a monster outside a fight); made once per set.
  static constexpr int kCurse = -1000000;
  // A call asks only the first test, inline.
  const std::vector<int>& cardScores(const Game& game) {
    if (scoresFor_ != &game.set() || cardScores_.size() != game.set().physical().size()) [[unlikely]] makeCardScores(game);
    return cardScores_;
  }
  [[gnu::noinline]] void makeCardScores(const Game& game) {
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
  const PreparedSet* scoresFor_ = nullptr;
  std::vector<int> cardScores_;

  // cardScores as the keys of chooseOwnTurnPlay: score << 8 | 255 (the
  // ranking subtracts the hand position), 0 for a score of 0 or less; curses
  // scored 0 (first half) or 5 (second half), and in the first half marked
  // negative (kCurseMark), so that a hand holding one is told at no cost.
  // Made once per set: a call asks only the first test, inline.
  static constexpr std::int32_t kCurseMark = INT32_MIN;
  const std::int32_t* cardKeys(const Game& game, bool cursesScore) {
    const std::size_t cards = game.set().physical().size();
    if (keysFor_ != &game.set() || cardKeys_.size() != 2 * cards) [[unlikely]] makeCardKeys(game);
    return cardKeys_.data() + (cursesScore ? cards : 0);
  }
  [[gnu::noinline]] void makeCardKeys(const Game& game) {
    const std::vector<int>& scores = cardScores(game);
    const std::size_t cards = scores.size();
    keysFor_ = &game.set();
    cardKeys_.assign(2 * cards, 0);
    for (std::size_t card = 0; card < cards; ++card) {
      for (std::size_t half = 0; half < 2; ++half) {
        const bool curse = scores[card] == kCurse;
        const int score = curse ? (half ? 5 : 0) : scores[card];
        cardKeys_[half * cards + card] = score > 0 ? score << 8 | 255 : curse ? kCurseMark : 0;
      }
    }
  }
  const PreparedSet* keysFor_ = nullptr;
  std::vector<std::int32_t> cardKeys_;

  // The keys of chooseOffTurnPlay: bestOffTurnPlay's score << 8, marked
  // kCurseKey (curses, at 5) or kOtherKey (the rest); 0 for a card it would
  // not play there or that is never played there (CardFacts::offTurn); made once per set.
  static constexpr std::uint64_t kCurseKey = std::uint64_t{1} << 62, kOtherKey = std::uint64_t{1} << 61;
  // A call asks only the first test, inline.
  const std::uint64_t* offTurnKeys(const Game& game) {
    if (offTurnKeysFor_ != &game.set() || offTurnKeys_.size() != game.set().physical().size()) [[unlikely]] {
      makeOffTurnKeys(game);
    }
    return offTurnKeys_.data();
  }
  [[gnu::noinline]] void makeOffTurnKeys(const Game& game) {
    const std::vector<int>& scores = cardScores(game);
    offTurnKeysFor_ = &game.set();
    offTurnKeys_.assign(scores.size(), 0);
    for (std::size_t card = 0; card < scores.size(); ++card) {
      if (!game.facts(static_cast<CardId>(card)).offTurn) continue;
      const bool curse = scores[card] == kCurse;
      const int score = curse ? 5 : scores[card];
      if (score > 0) offTurnKeys_[card] = static_cast<std::uint64_t>(score) << 8 | (curse ? kCurseKey : kOtherKey);
    }
  }
  const PreparedSet* offTurnKeysFor_ = nullptr;
  std::vector<std::uint64_t> offTurnKeys_;

  // A window (docs/semantics.md, "Windows"): a failed roll is always answered
  // (the card escapes or stops Bad Stuff); a curse only when it would strike
  // the bot; any other window's card when it gains the bot something or costs
  // the leader something.
  static int windowPick(const Game& game, int seat, std::span<const CardId> options) {
    switch (game.windowOffered()) {
      case Timing::RunFailed: return 0;
      case Timing::InAnswer: return game.answeredCurseVictim() == seat ? 0 : -1;
      default: break;
    }
    const int leader = leaderLevel(game);
    const bool leaderIsOther = game.players[static_cast<std::size_t>(seat)].level < leader;
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (windowGain(game, seat, options[i], game.windowOffered(), leaderIsOther) > 0) return static_cast<int>(i);
    }
    return -1;
  }

  // What the blocks of `window` of `card` are worth to the bot: a gain to
  // itself, or a loss to the others while one of them leads.
  static int windowGain(const Game& game, int seat, CardId card, Timing window, bool leaderIsOther) {
    const CardDef& d = game.def(card);
    const SetTables& t = game.set().tables();
    int gain = 0;
    for (std::uint32_t e = 0; e < d.effects.count; ++e) {
      const EffectDef& effect = t.effects[d.effects.first + e];
      if (effect.kind != EffectKind::Play || effect.timing != window) continue;
      for (std::uint32_t a = 0; a < effect.actions.count; ++a) {
        const ActionDef& action = t.actions[effect.actions.first + a];
        const bool toSelf = action.target == Target::Self;
        switch (action.action) {
          case Action::GainLevels:
          case Action::Draw: gain += toSelf ? 1 : 0; break;
          // More Treasure for the fight's side, worth it only on that side.
          case Action::Treasures: gain += game.combat.onSide(seat) ? 1 : 0; break;
          case Action::LoseLevels:
          case Action::Die:
          case Action::LoseItem:
          case Action::DiscardCards: gain += !toSelf && leaderIsOther ? 1 : 0; break;
          default: break;
        }
      }
    }
    return gain;
  }

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
