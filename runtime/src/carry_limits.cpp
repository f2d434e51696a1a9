// Carrying limits that can break after the fact: when whatever let a player
// carry an extra Big or Complex item goes away (a Power discarded as Level
// drops, the granting item lost or stolen, a Gadgeteer's class lost, an open
// Seal's grant), the player must shed the excess at once:
// sell it on their own turn outside combat (with other items when that makes
// the sale worth a level: see selling.cpp), else give it to the lowest-Level
// player who can carry it, else discard it. An item that no longer fits its
// slot (a Mutant's second headgear once the Mutant is gone) is not shed: it
// stays carried but unused, and gives no bonus (unusedItemBonus).
#include "munchkin/engine.h"

#include <bit>

#include "engine_internal.h"

namespace munchkin {
namespace {

// The item `seat` gives up first to get back within the limits, as an index
// into its cards in play, or -1 when every limit holds. The player keeps the
// best, so the weakest offending item goes, and one that grants an allowance
// only when nothing else would do.
int excessItem(const Game& game, int seat) {
  const SlotUse& use = game.slotUse(seat);
  // With no Big or Complex item carried there is nothing to give up, whatever
  // the allowances (mostly so: they are not worked out then).
  if (use.big == 0 && use.complex == 0) return -1;
  const bool bigOver = !bigItemsFit(game, seat, use.big);
  const bool complexOver = !complexItemsFit(game, seat, use.complex);
  if (!bigOver && !complexOver) return -1;
  const auto& inPlay = game.players[static_cast<std::size_t>(seat)].inPlay;
  int pick = -1, pickScore = 0;
  for (std::size_t i = 0; i < inPlay.size(); ++i) {
    const CardDef& d = game.def(inPlay[i]);
    // A Big steed counts as a Big item (docs/semantics.md, "Fields that act in play").
    const bool carried = d.shape == Shape::Item || (d.shape == Shape::Steed && d.big);
    if (!carried || !((bigOver && d.big) || (complexOver && d.complex))) continue;
    const int score = d.bonus + (game.info(inPlay[i]).grantMask != 0 ? 1000 : 0);
    if (pick < 0 || score < pickScore) pick = static_cast<int>(i), pickScore = score;
  }
  return pick;
}

}  // namespace

void Game::settlePendingCarryLimits() {
  // In turn order from the current player, not from seat 0: who sheds first
  // may take the room a later one would have given to.
  while (carryCheckPending_ != 0) {
    const unsigned pending = carryCheckPending_;
    const unsigned fromCurrent = pending >> current | pending << (kMaxPlayers - current);
    const int seat = (current + std::countr_zero(fromCurrent & ((1u << kMaxPlayers) - 1))) % kMaxPlayers;
    carryCheckPending_ &= static_cast<std::uint8_t>(~(1u << seat));
    if (seat < playerCount()) shedExcessItems(seat);
  }
}

void Game::shedExcessItems(int seat) {
  if (slotsKnownToFit(seat)) return;
  // Equals among the lowest take turns, in an order drawn from the seed when
  // the first item is given.
  int others[kMaxPlayers];
  const int otherCount = playerCount() - 1;
  int nextRecipient = -1;
  for (int guard = 0; guard < 64 && !isOver(); ++guard) {
    const int index = excessItem(*this, seat);
    if (index < 0) {
      rememberSlotsFit(seat);
      return;
    }
    const CardId card = players[static_cast<std::size_t>(seat)].inPlay[static_cast<std::size_t>(index)];
    if (seat == current && !combat.active && sellExcessItem(seat, card)) continue;
    if (nextRecipient < 0) {
      for (int step = 1; step <= otherCount; ++step) others[step - 1] = (seat + step) % playerCount();
      shuffleSeats({others, static_cast<std::size_t>(otherCount)});
      nextRecipient = 0;
    }
    int to = -1;
    for (int step = 0; step < otherCount; ++step) {
      const int other = others[(nextRecipient + step) % otherCount];
      // The dead receive no cards.
      if (isDead(other) || (shapeOf(card) == Shape::Steed ? !canPlayNow(other, card, false) : !canEquip(other, card))) continue;
      if (to < 0 || players[static_cast<std::size_t>(other)].level < players[static_cast<std::size_t>(to)].level) to = other;
    }
    if (to < 0) {
      if (log && log->enabled()) {
        log->begin(turn, seat) << "discards " << def(card).name << ", which nobody can carry";
        log->end();
      }
      discard(card);
      continue;
    }
    ++nextRecipient;
    if (log && log->enabled()) {
      log->begin(turn, seat) << "gives " << def(card).name << " to " << Seat{to} << ", having no room to carry it";
      log->end();
    }
    moveTo(card, Zone::InPlay, to);
  }
}

}  // namespace munchkin
