// Windows: moments the engine opens after a named event (a failed Run Away
// roll, an escape, a death, a won fight, a card drawn, a curse played), in
// which only the cards of the hand whose `play` block has that window's timing
// may be played (docs/semantics.md, "Windows"). A game none of whose cards has
// a window never gets here: Game::offerWindow and Game::cardDrawn test the
// set's window mask first.
#include "munchkin/engine.h"

#include "munchkin/bot.h"

namespace munchkin {

int Game::windowAbilityBlock(int seat, CardId card, Timing window) const {
  if (!(info(card).windows & windowBit(window)) || !abilityCardInForce(seat, card)) return -1;
  const CardDef& d = def(card);
  const SetTables& t = set_.tables();
  for (std::uint32_t e = 0; e < d.effects.count; ++e) {
    const EffectDef& effect = t.effects[d.effects.first + e];
    if (effect.kind != EffectKind::Play || effect.timing != window || limitUsed(card, e, effect.limit)) continue;
    if (effect.limit == Limit::OncePerTarget && !targetLeft(card, e, seat)) [[unlikely]] continue;
    if (priceCanBePaid(seat, card, effect) && conditionHolds(effect.condition, {seat, seat, card})) return static_cast<int>(e);
  }
  return -1;
}

bool Game::windowPlayable(int seat, CardId card, Timing window) const {
  if (!(info(card).windows & windowBit(window))) return false;
  const Shape shape = shapeOf(card);
  if (shape == Shape::OneShot && !usable(seat, card)) return false;
  // Go Up a Level never to the winning level, in a window as anywhere.
  if (shape == Shape::LevelUp && players[static_cast<std::size_t>(seat)].level >= nonKillLevelCap(info(card).supersedes)) {
    return false;
  }
  const CardDef& d = def(card);
  const SetTables& t = set_.tables();
  for (std::uint32_t e = 0; e < d.effects.count; ++e) {
    const EffectDef& effect = t.effects[d.effects.first + e];
    if (effect.kind != EffectKind::Play || effect.timing != window || limitUsed(card, e, effect.limit)) continue;
    // A block with nobody left to act on cannot act: the card is not played for it.
    if (effect.limit == Limit::OncePerTarget && !targetLeft(card, e, seat)) [[unlikely]] continue;
    if (priceCanBePaid(seat, card, effect) && conditionHolds(effect.condition, {seat, seat, card})) return true;
  }
  return false;
}

void Game::offerWindowNow(Timing window, int first, WindowAsks asks) {
  const int n = playerCount();
  const int from = asks == WindowAsks::AfterFirst ? 1 : 0;
  const int to = asks == WindowAsks::OnlyFirst ? 1 : n;
  for (int step = from; step < to && !isOver(); ++step) {
    const int seat = (first + step) % n;
    if (isDead(seat)) continue;
    if (offerWindowTo(seat, window)) return;
  }
}

bool Game::offerWindowTo(int seat, Timing window) {
  const Player& p = players[static_cast<std::size_t>(seat)];
  // Each card played is gone from the hand and each ability has a limit or a
  // price, or is offered again at most kMaxOptions times.
  for (int round = 0; round < kMaxOptions && !isOver(); ++round) {
    CardId options[kMaxOptions];
    int count = 0;
    // The cards of the hand, then the abilities of the cards in play.
    for (CardId card : p.hand) {
      if (count < kMaxOptions && windowPlayable(seat, card, window)) options[count++] = card;
    }
    for (CardId card : p.abilityCards) {
      if (count < kMaxOptions && windowAbilityBlock(seat, card, window) >= 0) options[count++] = card;
    }
    if (count == 0) return false;
    const Timing outer = windowOffered_;
    windowOffered_ = window;
    const int pick = bots_[static_cast<std::size_t>(seat)]->choose(*this, seat, Choice::WindowPlay,
                                                                   {options, static_cast<std::size_t>(count)});
    windowOffered_ = outer;
    if (pick < 0 || pick >= count) return false;
    playInWindow(seat, options[pick], window);
    if (windowSettled(window, seat)) return true;
  }
  return false;
}

bool Game::windowSettled(Timing window, int seat) const {
  switch (window) {
    case Timing::RunFailed: return ((combat.escapesRoll | combat.escapesAll) >> seat) & 1u;
    case Timing::InAnswer: return strike_.stopped;
    default: return false;
  }
}

void Game::playInWindow(int seat, CardId card, Timing window) {
  if (log && log->enabled()) {
    log->begin(turn, seat) << "seizes the " << spelling(window) << " window";
    log->end();
  }
  // Only the card's blocks of this window fit while it is open (playBlockFits).
  const std::uint8_t outer = openWindow_;
  openWindow_ = windowBit(window);
  if (where[card].zone == Zone::InPlay) {
    const int block = windowAbilityBlock(seat, card, window);
    if (block >= 0) useAbility(seat, {card, static_cast<std::uint8_t>(block)});
  } else {
    playCard(seat, card, seat);
  }
  openWindow_ = outer;
}

void Game::playIfWhenDrawn(int seat, CardId card) {
  const Location at = where[card];
  if (at.zone != Zone::Hand || at.owner != seat || !windowPlayable(seat, card, Timing::WhenDrawn)) return;
  playInWindow(seat, card, Timing::WhenDrawn);
}

}  // namespace munchkin
