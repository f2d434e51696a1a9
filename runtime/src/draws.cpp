// Draws and losses (docs/semantics.md, "Draws and losses"): `card_drawn`
// answers each card drawn, before it acts, with the filters of its block;
// `discard_drawn` discards that card; `draw N DECK discard` takes the top of a
// discard pile; `change_sex` flips a player's sex.
#include "engine_internal.h"
#include "munchkin/engine.h"
#include "munchkin/game_log.h"

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
  for (int step = 0; step < n && !isOver(); ++step) {
    const int holder = (seat + step) % n;
    if ((players[static_cast<std::size_t>(holder)].triggerBits >> static_cast<unsigned>(Trigger::CardDrawn)) & 1u) {
      answerDrawOnCards(holder);
    }
  }
  --drawDepth_;
  drawn_ = outer;
}

void Game::answerDrawOnCards(int seat) {
  const std::uint32_t bit = 1u << static_cast<unsigned>(Trigger::CardDrawn);
  // Reactions may move cards, so walk a copy of the cards in play.
  CardId cards[64];
  int count = 0;
  for (CardId card : players[static_cast<std::size_t>(seat)].inPlay) {
    if ((info(card).triggerMask & bit) && count < 64) cards[count++] = card;
  }
  for (int i = 0; i < count && !isOver(); ++i) {
    // As fireTriggerOnCards: still in play, an item only in use, a feat only in force.
    const Location at = where[cards[i]];
    if (at.zone != Zone::InPlay || at.owner != seat) continue;
    if (shapeOf(cards[i]) == Shape::Item && !itemInUse(seat, cards[i])) continue;
    if (!featInForce(seat, cards[i])) continue;
    runDrawBlocks(cards[i], {seat, seat, cards[i]});
  }
}

void Game::runDrawBlocks(CardId card, const Context& context) {
  const CardDef& d = def(card);
  const SetTables& t = set_.tables();
  // As runEffects: every block that acts is chosen before any acts.
  std::uint8_t chosen[kMaxBlocksPerCard];
  int count = 0;
  for (std::uint32_t e = 0; e < d.effects.count; ++e) {
    const EffectDef& effect = t.effects[d.effects.first + e];
    if (effect.kind != EffectKind::On || effect.trigger != Trigger::CardDrawn) continue;
    if (!drawnFits(effect, context.self) || limitUsed(card, e, effect.limit)) continue;
    if (!conditionHolds(effect.condition, context)) continue;
    if (effect.limit == Limit::OncePerTarget && !targetLeft(card, e, context.self)) [[unlikely]] continue;
    chosen[count++] = static_cast<std::uint8_t>(e);
  }
  runChosenBlocks(card, chosen, count, context);
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
    countDrawn(*at);
    return true;
  }
  return false;
}

void Game::drawAnswered(int deck, int seat, int amount, std::uint8_t flags, CardId source) {
  const bool fromDiscard = flags & kFlagDiscard;
  Player& p = players[static_cast<std::size_t>(seat)];
  int drawn = 0;
  for (int k = 0; k < amount && !isOver(); ++k) {
    if (!(fromDiscard ? drawFromDiscard(deck, seat, source) : drawInto(deck, seat))) break;
    ++drawn;
    if (fromDiscard && log && log->enabled()) {
      log->begin(turn, seat) << "takes " << def(p.hand.back()).name << " from the discards for " << def(source).name;
      log->end();
    }
    const CardId card = p.hand.back();
    cardDrawn(card, seat, fromDiscard || (flags & kFlagFaceUp));
    // The when_drawn window is for a card drawn from a deck (docs/semantics.md, Windows).
    if (!fromDiscard) playWhenDrawn(seat, card);
  }
  if (drawn > 0 && !fromDiscard && log && log->enabled()) {
    // Face down: the log says how many, not which.
    log->begin(turn, seat) << "draws " << Count{drawn, set_.tables().decks[static_cast<std::size_t>(deck)].title}
                           << " for " << def(source).name;
    log->end();
  }
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
