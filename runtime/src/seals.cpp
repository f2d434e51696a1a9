// Seals (Apocalypse): opening, closing, and the end of the world.
#include "munchkin/engine.h"

#include <algorithm>

#include "engine_internal.h"

namespace munchkin {

void Game::openSeal(int seat) {
  if (params().sealsToEnd <= 0 || set_.sealDeck() < 0 || isOver()) return;
  auto& pile = drawPiles[static_cast<std::size_t>(set_.sealDeck())];
  if (pile.empty()) return;
  openThisSeal(seat, pile.back());
}

void Game::openThisSeal(int seat, CardId seal) {
  moveTo(seal, Zone::OpenSeals, 0);
  if (log && log->enabled()) {
    log->begin(turn, seat) << "opens the Seal " << def(seal).name << " (" << Count{openSealCount(), "Seal"} << " open)";
    log->end();
  }
  // The last Seal ends the game at once; its own effects never happen.
  if (params().sealsToEnd > 0 && openSealCount() >= params().sealsToEnd) {
    endBySeals();
    return;
  }
  // A Seal acts through `on seal_opened` for whoever opened it; then the
  // players react, the opener first.
  runEffects(seal, EffectKind::On, {seat, seat, seal}, Trigger::SealOpened);
  for (int step = 0; step < playerCount(); ++step) fireTrigger(Trigger::SealOpened, (seat + step) % playerCount());
}

void Game::closeSeal(int seat) {
  if (openSeals.empty()) return;
  const CardId seal = openSeals.back();
  if (log && log->enabled()) {
    log->begin(turn, -1) << "The Seal " << def(seal).name << " closes";
    log->end();
  }
  // It goes to the bottom of the Seal deck (the top is the back of the pile).
  const int deck = set_.sealDeck() >= 0 ? set_.sealDeck() : def(seal).deck;
  moveTo(seal, Zone::DrawPile, deck);
  auto& pile = drawPiles[static_cast<std::size_t>(deck)];
  std::rotate(pile.begin(), pile.end() - 1, pile.end());
  const int first = seat >= 0 ? seat : current;
  for (int step = 0; step < playerCount(); ++step) fireTrigger(Trigger::SealClosed, (first + step) % playerCount());
}

void Game::refreshSealCache() {
  const std::uint32_t before = sealGrantBits_;
  sealGrantBits_ = 0;
  sealGrantReadsTable_ = sealBonusReadsTable_ = sealReadsHands_ = sealCombatBonus_ = false;
  sealMonsterBonuses_.clear();
  // Only the top open Seal is in force: a newer one replaces the older one's continuing effect.
  for (CardId seal : std::span<const CardId>(openSeals).last(openSeals.empty() ? 0 : 1)) {
    const DesignInfo& facts = info(seal);
    sealGrantBits_ |= facts.grantMask;
    sealGrantReadsTable_ |= facts.grantReadsTable;
    // A Seal's `vs tag` bonuses are evaluated with the rest of its `while` blocks.
    sealBonusReadsTable_ |= facts.bonusReadsTable || facts.versusCount > 0;
    sealReadsHands_ |= facts.whileReadsHands;
    sealCombatBonus_ |= facts.whileCombatBonus;
    if (!facts.whileMonsterBonus) continue;
    forEachWhileAction(*this, seal, [&](const EffectDef& effect, const ActionDef& action) {
      if (action.action == Action::CombatBonus && action.target == Target::Monster) {
        sealMonsterBonuses_.push_back({effect.condition, action.versus, action.amount, seal});
      }
    });
  }
  sealsVersion_ = ++moveCount_;
  refreshReach();  // the top Seal's `while` may be aimed at others
  // A Seal's grant reaches everyone, so any allowance may have shrunk.
  if ((before | sealGrantBits_) != 0) carryCheckPending_ = static_cast<std::uint8_t>((1u << playerCount()) - 1);
}

void Game::endBySeals() {
  // Highest combat bonus from cards in play wins (as the `while` switches leave
  // it); Level breaks ties, then the first in an order drawn from the seed.
  // The dead cannot win.
  int order[kMaxPlayers];
  for (int seat = 0; seat < playerCount(); ++seat) order[seat] = seat;
  shuffleSeats({order, static_cast<std::size_t>(playerCount())});
  int best = -1, bestBonus = 0;
  for (int i = 0; i < playerCount(); ++i) {
    const int seat = order[i];
    if (isDead(seat)) continue;
    const int bonus = sealTestBonus(seat);
    if (best < 0 || bonus > bestBonus ||
        (bonus == bestBonus && players[static_cast<std::size_t>(seat)].level > players[static_cast<std::size_t>(best)].level)) {
      best = seat;
      bestBonus = bonus;
    }
  }
  if (best >= 0) {
    declareWinner(best, WinReason::SeventhSeal);
    return;
  }
  // Every player is dead as the world ends: the game is over and nobody wins.
  result_.reason = WinReason::SeventhSeal;
  over_ = true;
  if (log && log->enabled()) {
    log->begin(turn, -1) << "The last Seal opens with every player dead; nobody wins";
    log->end();
  }
}

}  // namespace munchkin
