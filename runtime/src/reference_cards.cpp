// Reference decks (docs/semantics.md, "Reference decks"): their cards are
// never dealt; each is in force for every player who meets its `requires`,
// for as long as they do. Each seat has a copy of its own
// (PreparedSet::referenceCards), in that seat's play exactly while it is in
// force and resting in its deck's pile otherwise, so that the abilities, the
// `while` and `on` blocks and the limit marks of cards in play serve it as
// they serve any card, each player with their own marks.
#include "munchkin/engine.h"

#include "engine_internal.h"

namespace munchkin {

void Game::settleReferenceCards(int seat) {
  for (const ReferenceCard& reference : set_.referenceCards()) {
    const CardId card = static_cast<CardId>(reference.firstCard + seat);
    const bool inForce = where[card].zone == Zone::InPlay;
    if (featPlayableNow(seat, card) == inForce) continue;
    if (inForce) moveTo(card, Zone::DrawPile, def(card).deck);
    else moveTo(card, Zone::InPlay, seat);
    if (log && log->enabled()) {
      log->begin(turn, seat) << (inForce ? "can no longer use " : "may now use ") << def(card).name << " ("
                             << kindTitle(set_.tables(), def(card)) << ")";
      log->end();
    }
  }
}

}  // namespace munchkin
