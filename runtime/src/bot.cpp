#include "munchkin/bot.h"

#include <algorithm>

namespace munchkin {

bool Bot::declines(Game&, int, Choice) { return false; }

int Bot::chooseOwnTurnPlay(Game& game, int seat, std::span<const CardId> hand) {
  CardId options[kMaxOptions];
  int positions[kMaxOptions];
  int count = 0;
  for (std::size_t i = 0; i < hand.size() && count < kMaxOptions; ++i) {
    if (game.canPlayOnOwnTurn(seat, hand[i])) {
      options[count] = hand[i];
      positions[count++] = static_cast<int>(i);
    }
  }
  if (count == 0) return -1;
  const int pick = choose(game, seat, Choice::OwnTurnPlay, {options, static_cast<std::size_t>(count)});
  return pick >= 0 && pick < count ? positions[pick] : -1;
}

int Bot::chooseOffTurnPlay(Game& game, int seat, std::span<const CardId> hand) {
  CardId options[kMaxOptions];
  int positions[kMaxOptions];
  int count = 0;
  for (std::size_t i = 0; i < hand.size() && count < kMaxOptions; ++i) {
    if (game.playableOffTurn(seat, hand[i])) {
      options[count] = hand[i];
      positions[count++] = static_cast<int>(i);
    }
  }
  if (count == 0) return -1;
  const int pick = choose(game, seat, Choice::OffTurnPlay, {options, static_cast<std::size_t>(count)});
  return pick >= 0 && pick < count ? positions[pick] : -1;
}

int Bot::chooseFightPlay(Game& game, int seat, Choice choice, std::span<const CardId> hand) {
  CardId options[kMaxOptions];
  int positions[kMaxOptions];
  int count = 0;
  for (std::size_t i = 0; i < hand.size() && count < kMaxOptions; ++i) {
    if (game.playableInFight(seat, hand[i])) {
      options[count] = hand[i];
      positions[count++] = static_cast<int>(i);
    }
  }
  if (count == 0) return -1;
  const int pick = choose(game, seat, choice, {options, static_cast<std::size_t>(count)});
  return pick >= 0 && pick < count ? positions[pick] : -1;
}

int Bot::chooseSale(Game& game, int seat, std::span<const CardId> offered, CardId* sale) {
  CardId options[kMaxOptions];
  int count = static_cast<int>(std::min(offered.size(), static_cast<std::size_t>(kMaxOptions)));
  std::copy(offered.begin(), offered.begin() + count, options);
  int saleCount = 0;
  while (count > 0) {
    const int pick = choose(game, seat, Choice::Sell, {options, static_cast<std::size_t>(count)});
    if (pick < 0 || pick >= count) break;
    sale[saleCount++] = options[pick];
    std::copy(options + pick + 1, options + count, options + pick);
    --count;
  }
  return saleCount;
}

int Bot::choosePlayer(Game&, int, const TargetRequest&, std::span<const int>) { return 0; }

int Bot::chooseCurseVictim(Game&, int, CardId, std::span<const int>) { return 0; }

int Bot::stopCurse(Game&, int, CardId, std::span<const Ability>) { return -1; }

int Bot::chooseAbility(Game&, int, std::span<const Ability>) { return -1; }

int Bot::chooseSex(Game&, int) { return -1; }

bool Bot::backsMonsters(Game& game, int seat, CardId) { return !game.combat.onSide(seat); }

int Bot::chooseAlternative(Game&, int, const AlternativeRequest&, std::span<const Range>) { return 0; }

bool Bot::backsOutOfForcedHelp(Game&, int) { return true; }

}  // namespace munchkin
