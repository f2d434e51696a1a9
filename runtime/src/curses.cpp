// Curses: played from the hand on a player of the curser's choice, or kicked
// open onto the drawer; the victim may stop one as it strikes
// (docs/semantics.md, "play", "self and victim", "cancel curse").
#include "munchkin/engine.h"

#include "munchkin/bot.h"

namespace munchkin {
namespace {

// Whether `effect` is a `play` block with a `cancel curse` action.
bool cancelsCurse(const Game& game, const EffectDef& effect) {
  if (effect.kind != EffectKind::Play) return false;
  const SetTables& t = game.set().tables();
  for (std::uint32_t a = 0; a < effect.actions.count; ++a) {
    const ActionDef& action = t.actions[effect.actions.first + a];
    if (action.action == Action::Cancel && action.what != kNoName &&
        game.set().name(action.what).selector == Selector::Curse) {
      return true;
    }
  }
  return false;
}

}  // namespace

int Game::curseVictim(int seat, CardId curse) {
  // Every player, from the curser's left in turn order, the curser last.
  int seats[kMaxPlayers];
  const int n = playerCount();
  for (int step = 1; step <= n; ++step) seats[step - 1] = (seat + step) % n;
  const int pick = bots_[static_cast<std::size_t>(seat)]->chooseCurseVictim(*this, seat, curse,
                                                                          {seats, static_cast<std::size_t>(n)});
  return seats[pick >= 0 && pick < n ? pick : 0];
}

void Game::applyCurse(CardId curse, int victim, int player) {
  // Out of any hand before anyone answers it, so that no discard can take it:
  // a continuing curse lies on its victim, the rest in the discards.
  const bool lasting = info(curse).hasWhile || info(curse).triggerMask;
  if (lasting) moveTo(curse, Zone::InPlay, victim);
  else discard(curse);
  // The victim may stop it as it strikes: with a card or an ability they
  // choose, or by an `on curse_played` block. A `cancel curse` acting
  // meanwhile stops this curse (runAction).
  const Strike outer = strike_;
  // First the others may cancel it as it is played (`in_answer`): from the
  // player's left, or, for a kicked curse, from the drawer.
  strike_ = {victim, false, true};
  if (player >= 0) offerWindow(Timing::InAnswer, player, WindowAsks::AfterFirst);
  else offerWindow(Timing::InAnswer, victim, WindowAsks::FirstThenOthers);
  const bool answered = strike_.stopped;
  strike_.answering = false;
  if (!answered) offerCurseStop(victim, curse);
  if (!strike_.stopped && !isOver()) fireTrigger(Trigger::CursePlayed, victim);
  const bool stopped = strike_.stopped;
  strike_ = outer;
  if (stopped) {
    if (log && log->enabled()) {
      if (answered) log->begin(turn, victim) << "is not cursed: " << def(curse).name << " is cancelled as it is played";
      else log->begin(turn, victim) << "stops " << def(curse).name;
      log->end();
    }
    const Location at = where[curse];
    if (at.zone == Zone::InPlay && at.owner == victim) discard(curse);
    return;
  }
  if (isOver()) return;
  if (log && log->enabled()) {
    log->begin(turn, victim) << "is cursed by " << def(curse).name;
    log->end();
  }
  // Every block of a curse acts for the cursed player.
  runEffects(curse, EffectKind::Play, {victim, victim, curse});
}

void Game::offerCurseStop(int seat, CardId curse) {
  const Player& p = players[static_cast<std::size_t>(seat)];
  Ability options[kMaxOptions];
  int count = 0;
  const SetTables& t = set_.tables();
  // The cards of the hand played and discarded, and the abilities of the
  // cards in play, whose `cancel curse` block may act now.
  for (CardId card : p.hand) {
    const Shape shape = shapeOf(card);
    if (!info(card).cancelsCurse || (shape != Shape::OneShot && shape != Shape::Special && shape != Shape::LevelUp) ||
        !usable(seat, card)) {
      continue;
    }
    const CardDef& d = def(card);
    for (std::uint32_t e = 0; e < d.effects.count && count < kMaxOptions; ++e) {
      const EffectDef& effect = t.effects[d.effects.first + e];
      if (cancelsCurse(*this, effect) && playBlockFits(seat, effect, combat.active) && !limitUsed(card, e, effect.limit) &&
          conditionHolds(effect.condition, {seat, seat, card})) {
        options[count++] = {card, static_cast<std::uint8_t>(e)};
        break;  // played, the card acts once whichever of its blocks stops the curse
      }
    }
  }
  for (CardId card : p.abilityCards) {
    if (!info(card).cancelsCurse) continue;
    const CardDef& d = def(card);
    for (std::uint32_t e = 0; e < d.effects.count && count < kMaxOptions; ++e) {
      const Ability ability{card, static_cast<std::uint8_t>(e)};
      if (cancelsCurse(*this, t.effects[d.effects.first + e]) && mayUseAbility(seat, ability)) options[count++] = ability;
    }
  }
  if (count == 0) return;
  const int pick = bots_[static_cast<std::size_t>(seat)]->stopCurse(*this, seat, curse,
                                                                   {options, static_cast<std::size_t>(count)});
  if (pick < 0 || pick >= count) return;
  const Ability chosen = options[pick];
  if (where[chosen.card].zone == Zone::Hand) playCard(seat, chosen.card, seat);
  else useAbility(seat, chosen);
}

}  // namespace munchkin
