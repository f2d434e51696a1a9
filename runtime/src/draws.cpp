// Draws and losses (docs/semantics.md, "Draws and losses"): `card_drawn`
// answers each card drawn, before it acts, with the filters of its block;
// `discard_drawn` discards that card; `draw N DECK discard` takes the top of a
// discard pile; `change_sex` flips a player's sex.
#include "engine_internal.h"
#include "munchkin/engine.h"

namespace munchkin {
namespace {

// Reactions to draws inside reactions to draws. The checker refuses a block
// that draws whatever its holder draws (E1020) unless a limit stops it; this
// ends any chain the limits leave long.
constexpr int kMaxDrawDepth = 8;

}  // namespace

void Game::answerDraw(CardId card, int seat, bool faceUp) {
  if (drawDepth_ >= kMaxDrawDepth) return;
  const DrawUnderWay outer = drawn_;
  drawn_ = {card, static_cast<std::int8_t>(seat), faceUp};
  ++drawDepth_;
  // The drawer's cards first, then the others' in turn order from the drawer.
  const int n = playerCount();
  for (int step = 0; step < n && !isOver(); ++step) fireTrigger(Trigger::CardDrawn, (seat + step) % n);
  --drawDepth_;
  drawn_ = outer;
}

bool Game::drawnFits(const EffectDef& effect, int holder) const {
  if (drawn_.seat < 0) return false;
  const bool own = holder == drawn_.seat;
  if ((effect.drawnBy == DrawnBy::Holder && !own) || (effect.drawnBy == DrawnBy::OtherPlayer && own)) return false;
  const CardDef& d = def(drawn_.card);
  if (effect.drawnDeck != kNone && d.deck != effect.drawnDeck) return false;
  if (effect.drawnKind != kNone) {
    const auto kinds = set_.tables().kinds;
    if (d.kindIndex < 0 || kinds[static_cast<std::size_t>(d.kindIndex)].canonical != effect.drawnKind) return false;
  }
  if ((effect.drawnFace & kFlagFaceUp) && !drawn_.faceUp) return false;
  if ((effect.drawnFace & kFlagFaceDown) && drawn_.faceUp) return false;
  return true;
}

void Game::discardDrawn(CardId source) {
  if (drawn_.seat < 0) return;
  const Location at = where[drawn_.card];
  if (at.zone != Zone::Hand || at.owner != drawn_.seat) return;  // already gone where the draw put it
  if (log && log->enabled()) {
    log->begin(turn, drawn_.seat) << "discards " << def(drawn_.card).name << ", just drawn, by " << def(source).name;
    log->end();
  }
  discard(drawn_.card);
}

bool Game::drawFromDiscard(int deck, int seat, CardId source) {
  if (isDead(seat)) return false;  // a dead player receives no cards
  const auto& pile = discardPiles[static_cast<std::size_t>(deck)];
  // The card that draws, discarded as it was played, is not among them.
  for (auto at = pile.rbegin(); at != pile.rend(); ++at) {
    if (*at == source) continue;
    moveTo(*at, Zone::Hand, seat);
    return true;
  }
  return false;
}

void Game::changeSex(int seat, CardId source) {
  Player& p = players[static_cast<std::size_t>(seat)];
  p.sex = p.sex == 0 ? 1 : 0;
  // What reads the sex is counted as when the cards in play change: the items
  // the player may use, the bonuses, a feat that requires a sex.
  refreshPlayerCache(seat);
  settleReferenceCards(seat);
  if (log && log->enabled()) {
    log->begin(turn, seat) << "changes sex (now " << (p.sex ? "female" : "male") << ") by " << def(source).name;
    log->end();
  }
}

}  // namespace munchkin
