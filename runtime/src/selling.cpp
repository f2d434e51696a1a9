// Selling items for levels: on your own turn outside combat, items from the
// hand and carried ones, a level per whole 1,000 gold (the set's
// gold_per_level) of one sale, no change kept between sales, and never the
// winning level: only a card's own `sell_items` that supersedes
// no_sell_to_win may buy it (choices.cpp). A `supersedes` on a card in play
// or sold is the author's acknowledgement, never an ability.
#include "munchkin/engine.h"

#include <algorithm>

#include "munchkin/bot.h"

namespace munchkin {

void Game::ownTurnSales(int seat) {
  const Player& p = players[static_cast<std::size_t>(seat)];
  for (int round = 0; round < 16 && !isOver(); ++round) {
    if (p.level >= nonKillLevelCap(0)) break;
    // Everything the player could sell is not worth a level (moveTo keeps
    // each container's sale gold): no sale can be built, so none is asked for.
    // A `while` sale_price changes that gold: offerSale then adds it up.
    if (!salePricesChange_ && handGold(seat) + placeGold_[static_cast<std::size_t>(placeIndex({Zone::InPlay, static_cast<std::int8_t>(seat)}))] <
        params().goldPerLevel) {
      break;
    }
    // Mostly the bot knows it will sell nothing, before any option is listed.
    if (bots_[static_cast<std::size_t>(seat)]->declines(*this, seat, Choice::Sell)) break;
    if (!offerSale(seat)) break;
  }
}

bool Game::offerSale(int seat) {
  const Player& p = players[static_cast<std::size_t>(seat)];
  CardId options[kMaxOptions], sale[kMaxOptions];
  // Every item with a value, hand first; all of them together must be worth
  // a level before the bot is asked for a sale.
  int count = 0, offeredGold = 0;
  for (const auto* cards : {&p.hand, &p.inPlay}) {
    for (CardId card : *cards) {
      if (count < kMaxOptions && saleGold(seat, card) > 0) {
        options[count++] = card;
        offeredGold += saleGold(seat, card);
      }
    }
  }
  if (offeredGold < params().goldPerLevel) return false;
  const int saleCount = bots_[static_cast<std::size_t>(seat)]->chooseSale(*this, seat, {options, static_cast<std::size_t>(count)}, sale);
  int total = 0;
  for (int i = 0; i < saleCount; ++i) total += saleGold(seat, sale[i]);
  return total >= params().goldPerLevel && trySell(seat, {sale, static_cast<std::size_t>(saleCount)});
}

bool Game::maySell(int seat, std::span<const CardId> cards) const {
  if (seat != current || combat.active || isOver() || cards.size() > static_cast<std::size_t>(kMaxOptions)) return false;
  int gold = 0;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const CardId card = cards[i];
    const Location at = where[card];
    if (saleGold(seat, card) <= 0 || at.owner != seat ||
        (at.zone != Zone::Hand && at.zone != Zone::InPlay) || std::find(cards.begin(), cards.begin() + i, card) != cards.begin() + i) {
      return false;
    }
    gold += saleGold(seat, card);
  }
  // At least one level, and one the sale may give.
  const int level = players[static_cast<std::size_t>(seat)].level;
  return gold >= params().goldPerLevel && level < nonKillLevelCap(0);
}

bool Game::trySell(int seat, std::span<const CardId> cards) {
  if (!maySell(seat, cards)) return false;
  sellItems(seat, cards);
  // A carried item sold may have let the player carry another Big or Complex one.
  settleCarryLimits();
  return true;
}

void Game::sellItems(int seat, std::span<const CardId> cards) {
  int gold = 0;
  for (CardId card : cards) {
    const Zone zone = where[card].zone;
    if (zone != Zone::Hand && zone != Zone::InPlay) continue;
    gold += saleGold(seat, card);
    if (log && log->enabled()) {
      log->begin(turn, seat) << "sells " << (zone == Zone::InPlay ? "their carried " : "") << def(card).name
                             << " for " << saleGold(seat, card) << " gold";
      log->end();
    }
  }
  // Every price is read before any card goes: a card sold that changes
  // prices (a `while` sale_price) still counts for the whole sale.
  for (CardId card : cards) {
    const Zone zone = where[card].zone;
    if (zone == Zone::Hand || zone == Zone::InPlay) discard(card);
  }
  // A level per whole 1,000 gold (or whatever the set says); no change is given.
  gainLevels(seat, gold / params().goldPerLevel, false, 0);
}

bool Game::sellExcessItem(int seat, CardId item) {
  if (saleGold(seat, item) <= 0) return false;
  const Player& p = players[static_cast<std::size_t>(seat)];
  CardId sale[kMaxOptions];
  int count = 0, gold = saleGold(seat, item);
  sale[count++] = item;
  // What the player gives up with the item: the cheapest items of the hand,
  // and carried ones that give nothing, until the sale is worth a level.
  const auto spare = [&](CardId card) {
    return saleGold(seat, card) > 0 && std::find(sale, sale + count, card) == sale + count &&
           (where[card].zone == Zone::Hand || (shapeOf(card) == Shape::Item && !itemInUse(seat, card)));
  };
  while (gold < params().goldPerLevel && count < kMaxOptions) {
    CardId cheapest = 0;
    bool found = false;
    for (const auto* cards : {&p.hand, &p.inPlay}) {
      for (CardId card : *cards) {
        if ((!found || saleGold(seat, card) < saleGold(seat, cheapest)) && spare(card)) cheapest = card, found = true;
      }
    }
    if (!found) return false;  // not worth a level: it must be given away
    sale[count++] = cheapest;
    gold += saleGold(seat, cheapest);
  }
  // Not trySell: the shedding that called this goes on with what is left.
  if (!maySell(seat, {sale, static_cast<std::size_t>(count)})) return false;
  sellItems(seat, {sale, static_cast<std::size_t>(count)});
  return true;
}

}  // namespace munchkin
