// The choices inside actions that belong to a player (docs/semantics.md,
// "Whose card, whose choice"): the engine lists the legal options and asks
// that player's bot, and never picks for them. The lists are built only when
// the action happens, so a game that never meets a choice pays nothing.
#include "munchkin/engine.h"

#include <algorithm>

#include "engine_internal.h"
#include "munchkin/bot.h"

namespace munchkin {

CardId Game::askCard(int seat, Choice choice, std::span<const CardId> options) {
  if (options.size() == 1) return options[0];
  const int pick = bots_[static_cast<std::size_t>(seat)]->choose(*this, seat, choice, options);
  // The player must take one: an answer out of range takes the first.
  return options[pick >= 0 && pick < static_cast<int>(options.size()) ? static_cast<std::size_t>(pick) : 0];
}

int Game::askPlayer(int seat, const TargetRequest& request, std::span<const int> seats) {
  if (seats.size() == 1) return seats[0];
  const int pick = bots_[static_cast<std::size_t>(seat)]->choosePlayer(*this, seat, request, seats);
  return seats[pick >= 0 && pick < static_cast<int>(seats.size()) ? static_cast<std::size_t>(pick) : 0];
}

int Game::askMonster(int seat, CardId source) {
  if (!combat.active || combat.monsters.empty()) return -1;
  if (combat.monsters.size() == 1) return 0;
  CardId options[kMaxOptions];
  const int count = static_cast<int>(std::min<std::size_t>(combat.monsters.size(), kMaxOptions));
  for (int i = 0; i < count; ++i) options[i] = combat.monsters[static_cast<std::size_t>(i)].card;
  const CardId monster = askCard(seat, Choice::TargetMonster, {options, static_cast<std::size_t>(count)});
  const int index = static_cast<int>(std::find(options, options + count, monster) - options);
  if (log && log->enabled()) {
    log->begin(turn, seat) << "aims " << def(source).name << " at " << def(monster).name;
    log->end();
  }
  return index;
}

int Game::targetOptions(const ActionDef& action, int self, int* seats) const {
  const int n = playerCount();
  int count = 0;
  if (action.target == Target::LowestLevel || action.target == Target::HighestLevel) {
    const bool lowest = action.target == Target::LowestLevel;
    int best = players[0].level;
    for (const Player& p : players) best = lowest ? std::min(best, p.level) : std::max(best, p.level);
    // Every player tied for it, from `self` in turn order.
    for (int step = 0; step < n; ++step) {
      const int seat = (self + step) % n;
      if (players[static_cast<std::size_t>(seat)].level == best) seats[count++] = seat;
    }
    return count;
  }
  // A change to a fight reaches only its fighter and helpers ("combat_bonus");
  // a forced helper is anyone not on the fighting side yet.
  const bool fightOnly = combat.active && reachesOnlyTheFight(action);
  for (int step = 0; step < n; ++step) {
    const int seat = (self + step) % n;
    if (action.target == Target::OtherPlayer && seat == self) continue;
    if (fightOnly && !combat.onSide(seat)) continue;
    if (action.action == Action::ForceHelp && combat.active && combat.onSide(seat)) continue;
    seats[count++] = seat;
  }
  return count;
}

int Game::chooseTarget(const ActionDef& action, const Context& context, int self) {
  int seats[kMaxPlayers];
  int count = targetOptions(action, self, seats);
  if (targetBlock_ >= 0) [[unlikely]] count = unmarkedTargets(seats, count);
  if (count == 0) return -1;
  const int seat = askPlayer(self, TargetRequest{context.source, &action}, {seats, static_cast<std::size_t>(count)});
  if (targetBlock_ >= 0) [[unlikely]] markTarget(seat);
  // Named even when there was no choice, so that the log says where the card landed.
  if (log && log->enabled()) {
    log->begin(turn, self) << "aims " << def(context.source).name << " at " << Seat{seat};
    log->end();
  }
  return seat;
}

// The seats of `seats` the running `once_per_target` block has not acted on, kept in order.
int Game::unmarkedTargets(int* seats, int count) const {
  const std::uint8_t marks = targetMarks_[static_cast<std::size_t>(targetBlock_)];
  int kept = 0;
  for (int i = 0; i < count; ++i) {
    if (!((marks >> seats[i]) & 1u)) seats[kept++] = seats[i];
  }
  return kept;
}

void Game::markTarget(int seat) {
  targetMarks_[static_cast<std::size_t>(targetBlock_)] |= static_cast<std::uint8_t>(1u << seat);
  anyTargetMarks_ = true;
}

bool Game::targetLeft(CardId card, std::uint32_t block, int self) const {
  const SetTables& t = set_.tables();
  const EffectDef& effect = t.effects[def(card).effects.first + block];
  const std::uint8_t marks = targetMarks_[limitBase_[card] + block];
  for (std::uint32_t a = 0; a < effect.actions.count; ++a) {
    const ActionDef& action = t.actions[effect.actions.first + a];
    if (action.target != Target::AnyPlayer && action.target != Target::OtherPlayer) continue;
    int seats[kMaxPlayers];
    // With a selector, the players its filters keep (`to other_player level >= 3`).
    const bool selects = action.select != kNone && selectOf(action).players;
    const int count = selects ? choosablePlayers(action, seats, selectablePlayers(action, {self, -1, card}, self, seats))
                              : targetOptions(action, self, seats);
    for (int i = 0; i < count; ++i) {
      if (!((marks >> seats[i]) & 1u)) return true;
    }
    return false;
  }
  return false;
}

void Game::clearTargetMarks() {
  std::fill(targetMarks_.begin(), targetMarks_.end(), 0);
  anyTargetMarks_ = false;
}

ItemSelectDef Game::itemSelect(const ActionDef& action) const {
  if (action.items != kNone) return set_.tables().itemSelects[static_cast<std::size_t>(action.items)];
  ItemSelectDef select;
  if (action.what == kNoName) return select;
  switch (set_.name(action.what).selector) {
    case Selector::Big: select.big = 1; break;
    case Selector::All: select.quantity = ItemQuantity::All; break;
    case Selector::Choice: break;
    default: select.slot = action.what; break;  // a slot word
  }
  return select;
}

bool Game::itemMatches(CardId card, const ItemSelectDef& select) const {
  if (shapeOf(card) != Shape::Item) return false;
  const CardDef& d = def(card);
  if (select.slot != kNoName && d.slotIndex != set_.name(select.slot).slot) return false;
  if (select.big >= 0 && d.big != (select.big == 1)) return false;
  if (select.tag != kNoName && !((info(card).tagMask >> set_.name(select.tag).tag) & 1u)) return false;
  // A range never keeps an item of no value (-1).
  if (select.minValue >= 0 && (d.value < select.minValue || d.value > select.maxValue)) return false;
  return true;
}

void Game::loseItems(int seat, const ItemSelectDef& select, CardId spared) {
  Player& p = players[static_cast<std::size_t>(seat)];
  // The candidates are read once (docs/semantics.md, lose_item).
  CardId options[kMaxOptions];
  int count = 0;
  for (CardId card : select.inHand ? p.hand : p.inPlay) {
    if (count < kMaxOptions && card != spared && itemMatches(card, select)) options[count++] = card;
  }
  if (count == 0) return;
  if (select.quantity == ItemQuantity::MostValuable) {
    // Only the most valuable stay offered; no value counts as 0.
    int best = 0;
    for (int i = 0; i < count; ++i) best = std::max(best, def(options[i]).value);
    int tied = 0;
    for (int i = 0; i < count; ++i) {
      if (std::max(0, def(options[i]).value) == best) options[tied++] = options[i];
    }
    count = tied;
  }
  const int losses = select.quantity == ItemQuantity::All ? count : 1;
  for (int i = 0; i < losses; ++i) {
    const CardId lost = select.quantity == ItemQuantity::All
                            ? options[i]
                            : askCard(seat, Choice::LoseItem, {options, static_cast<std::size_t>(count)});
    if (log && log->enabled()) {
      log->begin(turn, seat) << (select.inHand ? "discards " : "loses ") << def(lost).name
                             << (select.inHand ? " from the hand" : "");
      log->end();
    }
    discard(lost);
    // A loss (item_lost): a carried item taken by a card, not the price of an ability.
    if (!select.inHand && spared == kNoHost) fireTrigger(Trigger::ItemLost, seat);
  }
}

void Game::loseCard(int seat, Shape shape) {
  CardId options[kMaxOptions];
  int count = 0;
  for (CardId card : players[static_cast<std::size_t>(seat)].inPlay) {
    if (count < kMaxOptions && shapeOf(card) == shape) options[count++] = card;
  }
  if (count == 0) return;
  const CardId lost = askCard(seat, Choice::LoseCard, {options, static_cast<std::size_t>(count)});
  if (log && log->enabled()) {
    log->begin(turn, seat) << "loses " << def(lost).name << " (" << kindTitle(set_.tables(), def(lost)) << ")";
    log->end();
  }
  discard(lost);
}

void Game::stealFrom(int thief, int from, Selector selector, CardId source) {
  if (from < 0 || from == thief || isDead(thief)) return;  // the dead receive no cards
  Player& victim = players[static_cast<std::size_t>(from)];
  CardId stolen = 0;
  if (selector == Selector::Item) {
    CardId options[kMaxOptions];
    int count = 0;
    for (CardId card : victim.inPlay) {
      if (count < kMaxOptions && shapeOf(card) == Shape::Item) options[count++] = card;
    }
    if (count == 0) return;
    stolen = askCard(thief, Choice::StealItem, {options, static_cast<std::size_t>(count)});
    // The thief carries it; what they have no room for is shed as any excess is.
    moveTo(stolen, Zone::InPlay, thief);
  } else {
    if (victim.hand.empty()) return;
    // A card taken blind: the seed decides, not the thief.
    stolen = victim.hand[rng_.below(static_cast<std::uint32_t>(victim.hand.size()))];
    moveTo(stolen, Zone::Hand, thief);
  }
  if (log && log->enabled()) {
    log->begin(turn, thief) << "steals " << (selector == Selector::Item ? def(stolen).name : "a card") << " from "
                            << Seat{from} << " with " << def(source).name;
    log->end();
  }  if (selector == Selector::Item) fireTrigger(Trigger::ItemLost, from);
}

void Game::giveTo(int giver, int to, Selector selector) {
  if (to < 0 || to == giver || isDead(to)) return;  // the dead receive no cards
  const Player& p = players[static_cast<std::size_t>(giver)];
  const bool item = selector == Selector::Item;
  CardId options[kMaxOptions];
  int count = 0;
  for (CardId card : item ? p.inPlay : p.hand) {
    if (count < kMaxOptions && (!item || shapeOf(card) == Shape::Item)) options[count++] = card;
  }
  if (count == 0) return;
  const CardId given = askCard(giver, Choice::GiveItem, {options, static_cast<std::size_t>(count)});
  if (log && log->enabled()) {
    log->begin(turn, giver) << "gives " << (item ? def(given).name : "a card") << " to " << Seat{to};
    log->end();
  }
  // An item given is carried by the receiver; a card goes to the hand.
  moveTo(given, item ? Zone::InPlay : Zone::Hand, to);
}

void Game::returnItemToHand(int seat) {
  CardId options[kMaxOptions];
  int count = 0;
  for (CardId card : players[static_cast<std::size_t>(seat)].inPlay) {
    if (count < kMaxOptions && shapeOf(card) == Shape::Item) options[count++] = card;
  }
  if (count == 0) return;
  const CardId item = askCard(seat, Choice::ReturnItem, {options, static_cast<std::size_t>(count)});
  if (log && log->enabled()) {
    log->begin(turn, seat) << "takes " << def(item).name << " back into the hand";
    log->end();
  }
  moveTo(item, Zone::Hand, seat);
}

namespace {

// The allowance that one more of `slot` (a vocabulary slot, Big for the word
// `big`) is made of; -1 for a slot the set declared itself, which no grant raises.
int roomResource(const Game& game, CardId card, Selector selector, std::int16_t slot) {
  const CardDef& d = game.def(card);
  if (selector == Selector::Big || (selector == Selector::Any && d.big)) return static_cast<int>(Resource::BigItems);
  const Slot vocabulary =
      selector == Selector::Any ? d.slot
                                : (slot >= 0 ? game.set().tables().slots[static_cast<std::size_t>(slot)].slot : Slot::None);
  return vocabulary == Slot::None ? -1 : static_cast<int>(slotGrant(vocabulary));
}

}  // namespace

void Game::equipBeyondRoom(int seat, Selector selector, std::int16_t slot) {
  Player& p = players[static_cast<std::size_t>(seat)];
  CardId options[kMaxOptions];
  int rooms[kMaxOptions];
  int count = 0;
  for (CardId card : p.hand) {
    if (count == kMaxOptions || shapeOf(card) != Shape::Item) continue;
    const CardDef& d = def(card);
    if (selector == Selector::Big ? !d.big : selector != Selector::Any && d.slotIndex != slot) continue;
    // It fits as it is, or with one more of that slot than the normal room.
    int room = -1;
    if (!canEquip(seat, card)) {
      room = roomResource(*this, card, selector, slot);
      if (room < 0) continue;
      ++p.grants[room];
      const bool fits = canEquip(seat, card);
      --p.grants[room];
      if (!fits) continue;
    }
    rooms[count] = room;
    options[count++] = card;
  }
  if (count == 0) return;
  const CardId item = askCard(seat, Choice::EquipItem, {options, static_cast<std::size_t>(count)});
  const int room = rooms[std::find(options, options + count, item) - options];
  if (log && log->enabled()) {
    log->begin(turn, seat) << "equips " << def(item).name << (room >= 0 ? " beyond the normal room" : "");
    log->end();
  }
  // The room made for it lasts, as the card moved does (the move below
  // summarises the player's cards again, the grant included).
  if (room >= 0) ++p.grants[room];
  moveTo(item, Zone::InPlay, seat);
}

void Game::sellChosenItems(int seat, int levelCap, std::uint16_t sourceRules) {
  const Player& p = players[static_cast<std::size_t>(seat)];
  CardId options[kMaxOptions], sale[kMaxOptions];
  int count = 0;
  for (const auto* cards : {&p.hand, &p.inPlay}) {
    for (CardId card : *cards) {
      if (count < kMaxOptions && saleGold(seat, card) > 0) options[count++] = card;
    }
  }
  const int saleCount = bots_[static_cast<std::size_t>(seat)]->chooseSale(*this, seat, {options, static_cast<std::size_t>(count)}, sale);
  int gold = 0;
  for (int i = 0; i < saleCount; ++i) {
    gold += saleGold(seat, sale[i]);
    if (log && log->enabled()) {
      log->begin(turn, seat) << "sells " << def(sale[i]).name << " for " << saleGold(seat, sale[i]) << " gold";
      log->end();
    }
  }
  // Every price is read before any card goes (selling.cpp, sellItems).
  for (int i = 0; i < saleCount; ++i) discard(sale[i]);
  int levels = gold / params().goldPerLevel;
  if (levelCap != kNoCap) levels = std::min(levels, levelCap);
  // Selling never buys the winning level unless the card that sells
  // acknowledges breaking the rule; then the sale's levels may reach it.
  const bool sellToWin = (sourceRules >> static_cast<unsigned>(CoreRule::NoSellToWin)) & 1u;
  gainLevels(seat, levels, false, sellToWin ? static_cast<std::uint16_t>(1u << static_cast<unsigned>(CoreRule::WinByKill)) : 0);
}

void Game::cancelMonster(int seat, CardId source) {
  const int index = askMonster(seat, source);
  if (index >= 0) sendMonsterAway(seat, static_cast<std::size_t>(index));
}

void Game::sendMonsterAway(int seat, std::size_t index) {
  const CardId monster = combat.monsters[index].card;
  if (log && log->enabled()) {
    log->begin(turn, seat) << "sends " << def(monster).name << " away";
    log->end();
  }
  removeMonster(index);
  if (combat.monsters.empty()) endFightWithoutMonsters();
}

void Game::monsterLeaves(CardId monster) {
  // A killed monster goes with the fight anyway; its kill stands.
  if (combat.outcome > 0) return;
  const auto at = std::find_if(combat.monsters.begin(), combat.monsters.end(),
                               [&](const CombatMonster& m) { return m.card == monster; });
  if (at == combat.monsters.end()) return;
  if (log && log->enabled()) {
    log->begin(turn, combat.fighter) << def(monster).name << " leaves the fight";
    log->end();
  }
  removeMonster(static_cast<std::size_t>(at - combat.monsters.begin()));
  // Before the comparison a fight with no monster left is over; once it is
  // lost, the others simply have one monster fewer to run from.
  if (combat.outcome == 0 && combat.monsters.empty()) endFightWithoutMonsters();
}

void Game::removeMonster(std::size_t index) {
  discard(combat.monsters[index].card);
  takeOutOfFight(index);
}

void Game::takeOutOfFight(std::size_t index) {
  const CardId monster = combat.monsters[index].card;
  combat.monsters.erase(combat.monsters.begin() + static_cast<std::ptrdiff_t>(index));
  // The bonuses aimed at it go with it.
  std::erase_if(combat.monsterVersus, [&](const MonsterVersus& bonus) { return bonus.monster == monster; });
  ++monstersVersion_;
  refreshReach();  // its `while` no longer reaches the side
}

void Game::addMonsterFromHand(int seat) {
  if (!combat.active) return;
  CardId options[kMaxOptions];
  int count = 0;
  for (CardId card : players[static_cast<std::size_t>(seat)].hand) {
    if (count < kMaxOptions && shapeOf(card) == Shape::Monster) options[count++] = card;
  }
  if (count == 0) return;
  const CardId monster = askCard(seat, Choice::AddMonster, {options, static_cast<std::size_t>(count)});
  countPlayed(monster);
  addMonster(monster);
}

}  // namespace munchkin
