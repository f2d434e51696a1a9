// Reading a player's position: grants, slot use, combat strength, and which
// cards the rules let them play right now.
#include "munchkin/engine.h"

#include <algorithm>
#include <cstring>
#include <climits>

#include "engine_internal.h"

namespace munchkin {
namespace {

bool isCarried(Shape shape) {
  return shape == Shape::Item || shape == Shape::Sidekick || shape == Shape::Steed || shape == Shape::Modifier;
}

// Calls unused(card) for each usable item `seat` carries but cannot use for
// want of a free slot, with allowanceOf(slot) the room of each slot: the
// best of each slot (earlier in play among equals) are in use.
template <class Allowance, class Unused>
void forEachUnusedItem(const Game& game, int seat, Allowance&& allowanceOf, Unused&& unused) {
  const SlotUse& use = game.slotUse(seat);
  const auto& inPlay = game.players[static_cast<std::size_t>(seat)].inPlay;
  for (Slot slot : {Slot::Headgear, Slot::Armor, Slot::Footgear, Slot::Hands}) {
    const int allowance = allowanceOf(slot);
    if ((slot == Slot::Hands ? handsUsed(use) : use.amount[static_cast<int>(slot)]) <= allowance) continue;
    CardId items[kMaxOptions];
    int count = 0;
    for (CardId card : inPlay) {
      const CardDef& d = game.def(card);
      if (d.shape != Shape::Item || d.slot != slot || !game.usable(seat, card) || count >= kMaxOptions) continue;
      int at = count++;
      for (; at > 0 && game.def(items[at - 1]).bonus < d.bonus; --at) items[at] = items[at - 1];
      items[at] = card;
    }
    int used = 0, laserHands = 0;
    for (int i = 0; i < count; ++i) {
      const CardDef& d = game.def(items[i]);
      const int amount = d.slotAmount > 0 ? d.slotAmount : 1;
      // Lasers snap together: one more needs only the hands the biggest lacks.
      const bool laser = slot == Slot::Hands && game.info(items[i]).isLaser;
      const int extra = laser ? std::max(0, amount - laserHands) : amount;
      if (used + extra <= allowance) {
        used += extra;
        if (laser) laserHands = std::max(laserHands, amount);
      } else {
        unused(items[i]);
      }
    }
  }
}


}  // namespace

Game::PositionKey Game::positionKey(int seat, bool readsTable, bool readsHands) const {
  return reachingWhile_ ? reachKey() : holderKey(seat, readsTable, readsHands);
}

Game::PositionKey Game::holderKey(int seat, bool readsTable, bool readsHands) const {
  const Player& p = players[static_cast<std::size_t>(seat)];
  PositionKey key;
  key.levels = static_cast<std::uint32_t>(p.level);
  key.seals = sealsVersion_;
  if (!readsTable) {
    // Only the player's own cards and Level matter (and usable_by reads no more).
    key.moves = p.cardsVersion;
  } else {
    // Anyone's cards in play; a hand size changes with any card moving.
    key.moves = readsHands ? moveCount_ : tableVersion_;
    key.monsters = monstersVersion_;
    std::uint32_t seats = static_cast<std::uint32_t>(current) << 16;
    if (combat.active) {
      seats |= static_cast<std::uint32_t>(combat.fighter + 1) | static_cast<std::uint32_t>(combat.helper + 1) << 8 | 1u << 24;
      const int helperLevel = combat.helper >= 0 ? players[static_cast<std::size_t>(combat.helper)].level : 0;
      key.levels |= static_cast<std::uint64_t>(static_cast<std::uint32_t>(helperLevel)) << 32;
    }
    key.seats = seats;
  }
  return key;
}

// While another's card or a monster's `while` reaches players, what a player
// gets may follow from anything: anyone's cards in play (any card moving when
// some `while` in force reads a hand size), any Level, the monsters, the
// Seals, who fights, helps or plays. The key changes with each.
Game::PositionKey Game::reachKey() const {
  PositionKey key;
  key.moves = whileReadsHands_ || sealReadsHands_ ? moveCount_ : tableVersion_;
  key.seals = sealsVersion_;
  key.monsters = monstersVersion_;
  key.levels = levelChanges_;
  std::uint32_t seats = static_cast<std::uint32_t>(current) << 16 | 1u << 31;
  if (combat.active) {
    seats |= static_cast<std::uint32_t>(combat.fighter + 1) | static_cast<std::uint32_t>(combat.helper + 1) << 8 | 1u << 24;
  }
  key.seats = seats;
  return key;
}

int Game::whileGrants(int seat, Resource which) const {
  const Player& p = players[static_cast<std::size_t>(seat)];
  const std::uint32_t bit = 1u << static_cast<unsigned>(which);
  GrantCache& cache = grantCache_[seat];
  const PositionKey key = positionKey(seat, p.grantReadsTable || sealGrantReadsTable_, p.readsHands || sealReadsHands_);
  if (!(cache.key == key)) {
    cache.key = key;
    cache.known = 0;
  }
  if (cache.known & bit) return cache.grants[static_cast<int>(which)];
  // What one card's `while` blocks grant `seat` of `resource`.
  const auto grantsOf = [&](CardId card, int resource) {
    int sum = 0;
    if (!(info(card).grantMask & (1u << resource))) return sum;
    forEachWhileAction(*this, card, [&](const EffectDef& effect, const ActionDef& action) {
      if (action.action != Action::Grant || action.what == kNoName) return;
      if (action.target != Target::Self && action.target != Target::Victim) return;
      if (set_.name(action.what).resource != resource) return;
      if (conditionHolds(effect.condition, {seat, seat, card})) sum += action.hasAmount ? action.amount : 1;
    });
    return sum;
  };
  // What others' cards and the monsters aim at the player (the key is
  // reachKey then), and the top open Seal, which reaches every player like
  // their own cards.
  const auto fromOthers = [&](int resource) {
    const bool reached = reachingWhile_ && ((reachGrantBits_ >> resource) & 1u);
    int sum = reached ? reachingWhileTotal(*this, seat, Action::Grant, resource, kNoCard) : 0;
    if (!openSeals.empty()) sum += grantsOf(openSeals.back(), resource);
    return sum;
  };
  if (!(kSlotGrantBits & bit)) {
    int total = fromOthers(static_cast<int>(which));
    for (CardId card : p.inPlay) {
      // An item acts while it is in use, a feat while its holder has the card it requires.
      if (featInForce(seat, card) && (shapeOf(card) != Shape::Item || itemInUse(seat, card))) {
        total += grantsOf(card, static_cast<int>(which));
      }
    }
    cache.known |= bit;
    cache.grants[static_cast<int>(which)] = total;
    return total;
  }
  // The slots' grants. An item's count only while it is in use, and which
  // items are in use follows these very grants: start from what the other
  // cards grant, and add what the items in use with that room grant, until
  // nothing changes (an item never makes room for itself).
  static constexpr Resource kSlotResources[4] = {Resource::Hands, Resource::Headgear, Resource::Armor, Resource::Footgear};
  int fixed[kResourceCount] = {}, fromItems[kResourceCount] = {};
  bool itemsGrant = false;
  for (Resource r : kSlotResources) fixed[static_cast<int>(r)] = fromOthers(static_cast<int>(r));
  for (CardId card : p.inPlay) {
    if (!featInForce(seat, card)) continue;
    if (shapeOf(card) == Shape::Item) {
      itemsGrant |= (info(card).grantMask & kSlotGrantBits) != 0 && usable(seat, card);
      continue;
    }
    for (Resource r : kSlotResources) fixed[static_cast<int>(r)] += grantsOf(card, static_cast<int>(r));
  }
  for (int round = 0; itemsGrant && round < 8; ++round) {
    const auto allowance = [&](Slot slot) {
      const int r = static_cast<int>(slotGrant(slot));
      return set_.slotLimit(slot) + p.grants[r] + fixed[r] + fromItems[r];
    };
    CardId unused[kMaxOptions];
    int unusedCount = 0;
    forEachUnusedItem(*this, seat, allowance, [&](CardId card) {
      if (unusedCount < kMaxOptions) unused[unusedCount++] = card;
    });
    int next[kResourceCount] = {};
    for (CardId card : p.inPlay) {
      if (shapeOf(card) != Shape::Item || !(info(card).grantMask & kSlotGrantBits) || !usable(seat, card)) continue;
      if (std::find(unused, unused + unusedCount, card) != unused + unusedCount) continue;
      for (Resource r : kSlotResources) next[static_cast<int>(r)] += grantsOf(card, static_cast<int>(r));
    }
    bool settled = true;
    for (Resource r : kSlotResources) {
      settled &= next[static_cast<int>(r)] == fromItems[static_cast<int>(r)];
      fromItems[static_cast<int>(r)] = next[static_cast<int>(r)];
    }
    if (settled) break;
  }
  for (Resource r : kSlotResources) cache.grants[static_cast<int>(r)] = fixed[static_cast<int>(r)] + fromItems[static_cast<int>(r)];
  cache.known |= kSlotGrantBits;
  return cache.grants[static_cast<int>(which)];
}

int Game::handLimit(int seat) const { return params().handLimit + resource(seat, Resource::HandLimit); }

bool Game::hasShape(int seat, Shape shape) const {
  return players[static_cast<std::size_t>(seat)].shapeCount[static_cast<int>(shape)] > 0;
}

int Game::totalRank(int seat) const { return players[static_cast<std::size_t>(seat)].rankTotal; }

int Game::lowestLevel() const {
  int lowest = players[0].level;
  for (const Player& p : players) lowest = std::min(lowest, p.level);
  return lowest;
}

void countItem(const Game& game, SlotUse& use, CardId card) {
  const CardDef& d = game.def(card);
  // A Big steed counts as a Big item while carried (a one-shot is never carried).
  if (d.big && (d.shape == Shape::Item || d.shape == Shape::Steed)) ++use.big;
  if (d.shape != Shape::Item) return;
  if (d.complex) ++use.complex;
  const int amount = d.slotAmount > 0 ? d.slotAmount : 1;
  if (d.slot == Slot::Hands && game.info(card).isLaser) {
    use.laserHands = std::max(use.laserHands, amount);
  } else if (d.slot != Slot::None) {
    use.amount[static_cast<int>(d.slot)] += amount;
  } else if (d.slotIndex >= 0 && d.slotIndex < 16) {
    use.custom[d.slotIndex] += amount;
  }
}

namespace {

bool refMatches(const Game& game, int seat, const RefDef& ref) {
  if (ref.name == kNoName) return false;
  const Player& p = game.players[static_cast<std::size_t>(seat)];
  const NameInfo& name = game.set().name(ref.name);
  switch (ref.what) {
    case Predicate::Sex: return name.sex == p.sex;
    case Predicate::Tag: return name.tag >= 0 && ((p.tagsInPlay >> name.tag) & 1u);
    default: {
      const Shape shape = ref.what == Predicate::Race ? Shape::Race
                          : ref.what == Predicate::Army ? Shape::Army
                          : ref.what == Predicate::Mojo ? Shape::Mojo
                                                        : Shape::Class;
      if (game.holdsNamed(seat, shape, ref.name)) return true;
      // A player with no race card has the set's default race (docs/semantics.md, race `default`).
      return shape == Shape::Race && name.defaultRace && !game.hasShape(seat, Shape::Race);
    }
  }
}

// `ignore drawbacks SHAPE`: a `not_usable_by` or a monster's `vs` that names
// the player's only card of a shape whose drawbacks they shed holds nothing
// against them (docs/semantics.md, Switches).
bool shedsDrawbacksOf(const Game& game, int seat, const RefDef& ref) {
  if (!(game.setSwitches() & kLastingSwitches & ~kSwitchRestrictions)) return false;
  const int shape = ref.what == Predicate::Class  ? 0
                    : ref.what == Predicate::Race ? 1
                    : ref.what == Predicate::Army ? 2
                    : ref.what == Predicate::Mojo ? 3
                                                  : -1;
  return shape >= 0 && game.shedsDrawbacks(seat, shape);
}

}  // namespace

bool Game::usableByRefs(int seat, CardId card) const {
  std::uint64_t& memo = usableMemo_[static_cast<std::size_t>(card) * kMaxPlayers + static_cast<std::size_t>(seat)];
  const std::uint64_t version = players[static_cast<std::size_t>(seat)].cardsVersion;
  if (memo >> 1 == version) return memo & 1u;
  const CardDef& d = def(card);
  const SetTables& t = set_.tables();
  bool answer = true;
  if (d.usableBy.count > 0) {
    bool any = false;
    for (std::uint32_t i = 0; i < d.usableBy.count; ++i) any |= refMatches(*this, seat, t.refs[d.usableBy.first + i]);
    answer = any;
  }
  for (std::uint32_t i = 0; i < d.notUsableBy.count && answer; ++i) {
    const RefDef& ref = t.refs[d.notUsableBy.first + i];
    if (refMatches(*this, seat, ref) && !shedsDrawbacksOf(*this, seat, ref)) answer = false;
  }
  // An exemption attached to the item lifts both lists (ignore restrictions).
  if (!answer && (setSwitches_ & kSwitchRestrictions)) answer = restrictionsLifted(seat, card);
  memo = version << 1 | static_cast<std::uint64_t>(answer);
  return answer;
}

int Game::unusableItemGold(int seat) const {
  const Player& p = players[static_cast<std::size_t>(seat)];
  UnusableGold& memo = unusableGold_[seat];
  // usable() reads only the player's sex, fixed during a game, and own cards in play (see usableMemo_).
  if (memo.cardsVersion == p.cardsVersion) return memo.gold;
  int gold = 0;
  if (p.restrictedValuedItemInPlay) {
    for (CardId card : p.inPlay) {
      if (facts_[card].saleGold > 0 && shapeOf(card) == Shape::Item && !usable(seat, card)) gold += facts_[card].saleGold;
    }
  }
  memo = {p.cardsVersion, gold};
  return gold;
}

bool Game::canEquip(int seat, CardId card) const {
  if (shapeOf(card) != Shape::Item || !usable(seat, card)) return false;
  const ItemFit& fit = itemFit_[card];
  // The slot use this item would add to what the player carries already.
  const SlotUse& use = slotUse(seat);
  if (fit.big && use.big + 1 > params().bigItems + resource(seat, Resource::BigItems)) return false;
  if (fit.complex && use.complex + 1 > complexItemAllowance(*this, seat)) return false;
  if (fit.slot != Slot::None) {
    const int slot = static_cast<int>(fit.slot);
    int used = use.amount[slot] + fit.amount;
    if (fit.slot == Slot::Hands) {
      used = fit.laser ? use.amount[slot] + std::max(use.laserHands, fit.amount) : used + use.laserHands;
    }
    return used <= fit.limit + resource(seat, slotGrant(fit.slot));
  }
  return fit.custom < 0 || use.custom[fit.custom] + fit.amount <= fit.limit;
}

const SlotUse& Game::slotUse(int seat) const {
  if (!slotCacheValid_[seat]) {
    slotCache_[seat] = SlotUse{};
    for (CardId card : players[static_cast<std::size_t>(seat)].inPlay) countItem(*this, slotCache_[seat], card);
    slotCacheValid_[seat] = true;
  }
  return slotCache_[seat];
}

int handsUsed(const SlotUse& use) { return use.amount[static_cast<int>(Slot::Hands)] + use.laserHands; }

int bigItemAllowance(const Game& game, int seat) {
  return game.params().bigItems + game.resource(seat, Resource::BigItems);
}

int complexItemAllowance(const Game& game, int seat) {
  return game.params().complexLimit + game.resource(seat, Resource::ComplexItems);
}

bool bigItemsFit(const Game& game, int seat, int used) {
  const int lasting = game.players[static_cast<std::size_t>(seat)].grants[static_cast<int>(Resource::BigItems)];
  if (used <= game.params().bigItems + lasting && !game.whileMayLower(Resource::BigItems)) return true;
  return used <= bigItemAllowance(game, seat);
}

bool complexItemsFit(const Game& game, int seat, int used) {
  const int lasting = game.players[static_cast<std::size_t>(seat)].grants[static_cast<int>(Resource::ComplexItems)];
  if (used <= game.params().complexLimit + lasting && !game.whileMayLower(Resource::ComplexItems)) return true;
  return used <= complexItemAllowance(game, seat);
}

int slotAllowance(const Game& game, int seat, Slot slot) {
  return game.set().slotLimit(slot) + game.resource(seat, slotGrant(slot));
}

bool slotLimitsHold(const Game& game, int seat) {
  const SlotUse& use = game.slotUse(seat);
  return bigItemsFit(game, seat, use.big) && complexItemsFit(game, seat, use.complex);
}

bool mayCarryUnused(const Game& game, int seat) {
  const Player& p = game.players[static_cast<std::size_t>(seat)];
  return p.overSlotBase || ((p.grantBits | game.sealGrantBits() | game.reachGrantBits()) & kSlotGrantBits);
}


int unusedItemBonus(const Game& game, int seat) {
  int unused = 0;
  const auto allowance = [&](Slot slot) { return slotAllowance(game, seat, slot); };
  forEachUnusedItem(game, seat, allowance, [&](CardId card) { unused += game.def(card).bonus + game.info(card).fixedCombatBonus; });
  return unused;
}

bool Game::carriedItemInUse(int seat, CardId card) const {
  if (!usable(seat, card)) return false;
  if (!mayCarryUnused(*this, seat)) return true;
  bool inUse = true;
  const auto allowance = [&](Slot slot) { return slotAllowance(*this, seat, slot); };
  forEachUnusedItem(*this, seat, allowance, [&](CardId unused) { inUse &= unused != card; });
  return inUse;
}

bool Game::canPlayOtherNow(int seat, CardId card, bool inCombat) const {
  const CardDef& d = def(card);
  const Player& p = players[static_cast<std::size_t>(seat)];
  const DesignInfo& facts = info(card);
  if (facts.kindLimit >= 0 && p.kindCount[static_cast<std::size_t>(facts.kindCanonical)] >= facts.kindLimit) return false;
  auto countShape = [&](Shape shape) { return static_cast<int>(p.shapeCount[static_cast<int>(shape)]); };
  switch (d.shape) {
    case Shape::Item: return !inCombat && canEquip(seat, card);
    // A second one only with room for it, and never a copy of the first.
    case Shape::Class:
      return !inCombat && countShape(Shape::Class) < 1 + resource(seat, Resource::Classes) && !holdsCopyOf(seat, card);
    case Shape::Race:
      return !inCombat && countShape(Shape::Race) < 1 + resource(seat, Resource::Races) && !holdsCopyOf(seat, card);
    case Shape::Army:
      return !inCombat && countShape(Shape::Army) < 1 + resource(seat, Resource::Armies) && !holdsCopyOf(seat, card);
    case Shape::Mojo:
      return !inCombat && countShape(Shape::Mojo) < 1 + resource(seat, Resource::Mojos) && !holdsCopyOf(seat, card);
    case Shape::Power:
      return !inCombat && (!params().powersWithinLevel ||
                           totalRank(seat) + d.rank <= p.level + resource(seat, Resource::PowerRank));
    case Shape::Sidekick: return countShape(Shape::Sidekick) < params().sidekickLimit + resource(seat, Resource::Sidekicks);
    case Shape::Steed:
      return !inCombat && countShape(Shape::Steed) < params().steedLimit + resource(seat, Resource::Steeds) &&
             (!d.big || slotUse(seat).big < bigItemAllowance(*this, seat));
    // Go Up a Level at any time, even in a fight (its timing permitting).
    case Shape::LevelUp:
      return p.level < nonKillLevelCap(info(card).supersedes) && (!facts.hasPlay || somePlayBlockFits(seat, card, inCombat));
    // In a fight its `bonus` counts whatever its blocks say; elsewhere only a
    // block whose timing fits and that makes sense outside a fight.
    case Shape::OneShot:
      return usable(seat, card) && ((inCombat && (d.bonus != 0 || !facts.hasPlay)) || somePlayBlockFits(seat, card, inCombat));
    case Shape::Curse: return !inCombat;
    case Shape::Modifier: {
      return facts.attachesShape >= 0 && countShape(static_cast<Shape>(facts.attachesShape)) > 0 && !inCombat;
    }
    case Shape::Feat: return !inCombat && featPlayableNow(seat, card);
    // A card that adds a monster is offered as interference instead.
    case Shape::Special: return !facts.addsMonster && specialPlayableNow(seat, card, inCombat);
    case Shape::Monster:
    case Shape::Enhancer:
    case Shape::Seal: return false;
  }
  return false;
}

bool Game::holdsCopyOf(int seat, CardId card) const {
  const Player& p = players[static_cast<std::size_t>(seat)];
  const Shape shape = shapeOf(card);
  if (p.shapeCount[static_cast<int>(shape)] == 0) return false;  // mostly: the first of its shape
  for (CardId other : p.inPlay) {
    if (other == card || shapeOf(other) != shape) continue;
    if (designOf(other) == designOf(card) || std::strcmp(def(other).name, def(card).name) == 0) return true;
  }
  return false;
}

bool Game::featPlayableNow(int seat, CardId card) const {
  const CardDef& d = def(card);
  return d.requirement.name == kNoName || refMatches(*this, seat, d.requirement);
}

bool Game::specialPlayableNow(int seat, CardId card, bool inCombat) const {
  // A special of only `while` or `on` blocks is played at its deck's default
  // timing: own_turn for the Treasure deck, any_time for the others.
  if (!info(card).hasPlay) return def(card).deck != set_.treasureDeck() || seat == current;
  return somePlayBlockFits(seat, card, inCombat);
}

bool Game::somePlayBlockFits(int seat, CardId card, bool inCombat) const {
  const CardDef& d = def(card);
  const SetTables& t = set_.tables();
  for (std::uint32_t e = 0; e < d.effects.count; ++e) {
    const EffectDef& effect = t.effects[d.effects.first + e];
    if (effect.kind != EffectKind::Play || !playBlockFits(seat, effect, inCombat)) continue;
    // A limit's marks are the physical card's for their whole span, wherever it
    // went meanwhile: a card taken back into the hand is not played for a spent block.
    if (effect.limit != Limit::None && limitSpent(seat, card, e, effect.limit)) [[unlikely]] continue;
    if (conditionHolds(effect.condition, {seat, seat, card})) return true;
  }
  return false;
}

// Bonuses from `while` blocks of one player's cards and of the open Seals:
// always-on combat bonuses, and `vs tag T` bonuses when a monster in the fight
// has the tag.
namespace {

int whileBonus(const Game& game, int seat, Action which, CardId against = kNoCard) {
  int total = 0;
  // `fixedKnown`: the card's unconditional combat bonuses are counted already
  // (Player::fixedBonus, Game::versusBonus).
  const auto mayAdd = [&](CardId card, bool fixedKnown) {
    const DesignInfo& design = game.info(card);
    return which == Action::CombatBonus ? (fixedKnown ? design.variableCombatBonus : design.whileCombatBonus)
                                        : design.whileRunAway;
  };
  const auto addBonus = [&](CardId card, bool fixedKnown) {
    forEachWhileAction(game, card, [&](const EffectDef& effect, const ActionDef& action) {
      // Aimed at others, it is read by whoever it reaches (while_reach.cpp).
      if (action.action != which || (action.target != Target::Self && action.target != Target::Victim)) return;
      // The unconditional ones, `vs tag` included, are Player::fixedBonus and Game::versusBonus.
      if (which == Action::CombatBonus && fixedKnown && effect.condition.count == 0) return;
      if (!versusHolds(game, action, against)) return;
      if (game.conditionHolds(effect.condition, {seat, seat, card})) total += action.amount;
    });
  };
  for (CardId card : game.players[static_cast<std::size_t>(seat)].inPlay) {
    // An item's blocks act only while it is in use (asked only of the items with such blocks).
    if (mayAdd(card, true) && game.featInForce(seat, card) && (game.shapeOf(card) != Shape::Item || game.itemInUse(seat, card))) {
      addBonus(card, true);
    }
  }
  const auto seals = game.openSealCards();
  if (!seals.empty() && mayAdd(seals.back(), false)) addBonus(seals.back(), false);  // only the top Seal is in force
  return total;
}

}  // namespace

int fixedCombatBonus(const Game& game, int seat, CardId card, bool& variable) {
  const CardDef& d = game.def(card);
  variable |= game.info(card).variableCombatBonus;
  const bool counts = isCarried(d.shape) && (d.shape != Shape::Item || game.usable(seat, card));
  // An item's `while` blocks count only while it is in use, like its bonus; a
  // feat's only while its holder has the card it requires (which is in play,
  // so this is summarised again when it comes or goes).
  const bool inForce = d.shape == Shape::Item ? counts : game.featInForce(seat, card);
  const int whileBonus = inForce ? game.info(card).fixedCombatBonus : 0;
  return (counts ? d.bonus : 0) + whileBonus;
}

int fixedCombatBonus(const Game& game, int seat, bool& variable) {
  int total = 0;
  variable = false;
  for (CardId card : game.players[static_cast<std::size_t>(seat)].inPlay) total += fixedCombatBonus(game, seat, card, variable);
  return total;
}

int runAwayBonus(const Game& game, int seat, CardId monster) {
  int total = whileBonus(game, seat, Action::RunAway, monster);
  total += reachingWhileTotal(game, seat, Action::RunAway, -1, monster);
  for (const RunAwayBonus& bonus : game.combat.runAways) {
    if (bonus.seat != seat || (bonus.oneMonster && bonus.monster != monster)) continue;
    if (bonus.tag >= 0 && !((game.info(monster).tagMask >> bonus.tag) & 1u)) continue;
    total += bonus.amount;
  }
  return total;
}

int Game::runAwayBonus(int seat, CardId monster) const { return munchkin::runAwayBonus(*this, seat, monster); }

namespace {

// The total of `which` (treasures, auto_escape) that the `while` blocks of
// `seat`'s cards in force and of the top Seal aim at `seat`.
int ownWhileTotal(const Game& game, int seat, Action which) {
  int total = 0;
  const auto add = [&](CardId card) {
    forEachWhileAction(game, card, [&](const EffectDef& effect, const ActionDef& action) {
      if (action.action != which || (action.target != Target::Self && action.target != Target::Victim)) return;
      if (game.conditionHolds(effect.condition, {seat, seat, card})) total += action.hasAmount ? action.amount : 1;
    });
  };
  const auto acts = [&](CardId card) {
    return which == Action::Treasures ? game.info(card).whileTreasures : game.info(card).whileAutoEscape;
  };
  if (game.ownWhileMayGive(seat, which)) {
    for (CardId card : game.players[static_cast<std::size_t>(seat)].inPlay) {
      if (acts(card) && game.featInForce(seat, card) && (game.shapeOf(card) != Shape::Item || game.itemInUse(seat, card))) {
        add(card);
      }
    }
  }
  const auto seals = game.openSealCards();
  if (!seals.empty() && acts(seals.back())) add(seals.back());
  return total + reachingWhileTotal(game, seat, which, -1, kNoCard);
}

}  // namespace

int whileTreasures(const Game& game) {
  const Combat& combat = game.combat;
  int total = ownWhileTotal(game, combat.fighter, Action::Treasures);
  if (combat.helper >= 0) total += ownWhileTotal(game, combat.helper, Action::Treasures);
  for (const MoreHelper& more : combat.moreHelpers) total += ownWhileTotal(game, more.seat, Action::Treasures);
  return total;
}

bool whileAutoEscapes(const Game& game, int seat) { return ownWhileTotal(game, seat, Action::AutoEscape) > 0; }

bool cardInForce(const Game& game, int seat, CardId card) {
  return game.featInForce(seat, card) && (game.shapeOf(card) != Shape::Item || game.itemInUse(seat, card));
}

bool cardMayBeInForce(const Game& game, int seat, CardId card) {
  return game.featInForce(seat, card) && (game.shapeOf(card) != Shape::Item || game.usable(seat, card));
}

bool sideMatches(const Game& game, const RefDef& versus, int amount) {
  if (versus.name == kNoName) return true;
  if (!game.combat.active) return false;
  const auto matches = [&](int seat) {
    // A player who sheds the drawbacks of their only class gives the monsters
    // no bonus for it; a penalty to the monsters is an advantage and stays.
    if (refMatches(game, seat, versus)) return amount <= 0 || !shedsDrawbacksOf(game, seat, versus);
    return versus.what == Predicate::Race && !game.hasShape(seat, Shape::Race) && game.set().name(versus.name).defaultRace;
  };
  const Combat& combat = game.combat;
  if (matches(combat.fighter) || (combat.helper >= 0 && matches(combat.helper))) return true;
  for (const MoreHelper& more : combat.moreHelpers) {
    if (matches(more.seat)) return true;
  }
  return false;
}

int Game::versusBonus(int seat) const {
  const Player& p = players[static_cast<std::size_t>(seat)];
  if (p.versusTags == 0 || !combat.active) return 0;
  std::uint64_t monsterTags = 0;
  for (const CombatMonster& m : combat.monsters) monsterTags |= info(m.card).tagMask;
  if (!(p.versusTags & monsterTags)) return 0;
  int total = 0;
  for (CardId card : p.inPlay) {
    const DesignInfo& design = info(card);
    if (design.versusCount == 0 || !featInForce(seat, card)) continue;
    const VersusBonus* bonuses = set_.versus(design);
    for (std::uint32_t i = 0; i < design.versusCount; ++i) {
      if ((monsterTags >> bonuses[i].tag) & 1u) total += bonuses[i].amount;
    }
  }
  return total;
}

int Game::reachingBonus(int seat) const {
  if (!whileMayReach(seat, Action::CombatBonus)) return 0;
  ReachCache& cache = reachCache_[seat];
  const PositionKey key = reachKey();
  if (!(cache.key == key)) {
    cache.key = key;
    cache.bonus = reachingWhileTotal(*this, seat, Action::CombatBonus, -1, kNoCard);
  }
  return cache.bonus;
}

int Game::reachingBonusToMonsters() const {
  if (reachHolders_ == 0 && !monstersBackMonsters_) return 0;
  const PositionKey key = reachKey();
  if (!(monsterReachCache_.key == key)) {
    monsterReachCache_.key = key;
    monsterReachCache_.bonus = reachingMonsterBonus(*this);
  }
  return monsterReachCache_.bonus;
}

int Game::evaluatedCombatBonus(int seat) const {
  const Player& p = players[static_cast<std::size_t>(seat)];
  const bool conditional = p.variableBonus || sealCombatBonus_;
  const bool unusedItems = mayCarryUnused(*this, seat);
  // What others' cards and the monsters aim at the player.
  const int reaching = reachingWhile_ ? reachingBonus(seat) : 0;
  // The unconditional `vs tag` bonuses read the monsters' tags, which change
  // with every fight: summed apart, so the rest stays remembered across fights.
  const int versus = p.versusTags != 0 ? versusBonus(seat) : 0;
  if (!conditional && !unusedItems) return p.fixedBonus + versus + reaching;
  BonusCache& cache = bonusCache_[seat];
  // Which items are in use follows the slot allowances, hence the grants.
  const bool readsTable = p.bonusReadsTable || sealBonusReadsTable_ || (unusedItems && (p.grantReadsTable || sealGrantReadsTable_));
  // What reaches the player from others' cards and the monsters is
  // `reaching`; it changes the rest only through slot grants (which items
  // are in use). Without those the player's own key serves, so that a new
  // fight against a monster with a `while` finds the bonus remembered.
  const bool reachChangesUse = reachingWhile_ && (reachGrantBits_ & kSlotGrantBits);
  const bool readsHands = p.readsHands || sealReadsHands_;
  // (A conditional bonus that reads the monsters, or has a `vs`, reads the
  // table: holderKey then has the monsters.)
  const PositionKey key = reachChangesUse ? reachKey() : holderKey(seat, readsTable, readsHands);
  if (!(cache.key == key)) {
    cache.key = key;
    cache.bonus = (conditional ? whileBonus(*this, seat, Action::CombatBonus) : 0) -
                  (unusedItems ? unusedItemBonus(*this, seat) : 0);
  }
  return p.fixedBonus + cache.bonus + versus + reaching;
}

int Game::playerStrength(int seat) const {
  // A set whose cards say no switch never looks for one: tested first, so that
  // the usual path stays the plain sum it was before switches.
  if (setSwitches_ & kStrengthSwitches) [[unlikely]] {
    return switchedStrength(seat, players[static_cast<std::size_t>(seat)].level + combatBonusInPlay(seat));
  }
  return players[static_cast<std::size_t>(seat)].level + combatBonusInPlay(seat);
}

// The bots read the strengths again right after asking who wins (how much
// help or bonus would turn the fight): the ones decideFight worked out serve
// while the fight's key is the same.
int Game::fighterSideStrength() const { return fightKey_ == fightKeyNow() ? fightSide_ : workOutSideStrength(); }

int Game::monsterStrength() const { return fightKey_ == fightKeyNow() ? fightMonsters_ : workOutMonsterStrength(); }

int Game::workOutSideStrength() const {
  if (!combat.active) return 0;
  int strength = playerStrength(combat.fighter) + combat.playerBonus;
  if (combat.helper >= 0) strength += playerStrength(combat.helper);
  if (combat.sideExtras) strength += moreSideStrength();
  return strength;
}

int Game::moreSideStrength() const {
  int strength = 0;
  for (const MoreHelper& more : combat.moreHelpers) strength += playerStrength(more.seat);
  // A `vs tag` bonus counts while a monster with the tag is in the fight.
  std::uint64_t tags = 0;
  for (const CombatMonster& m : combat.monsters) tags |= info(m.card).tagMask;
  for (const PlayerVersus& bonus : combat.playerVersus) strength += ((tags >> bonus.tag) & 1u) ? bonus.amount : 0;
  return strength;
}

int Game::workOutMonsterStrength() const {
  if (!combat.active) return 0;
  int strength = combat.monsterBonus;
  // A monster's own strength never below its floor (semantics.md, Combat: `floor`).
  for (const CombatMonster& m : combat.monsters) strength += std::max(def(m.card).level + m.bonus + openSealCount(), m.floor);
  for (const MonsterVersus& bonus : combat.monsterVersus) {
    if (sideMatches(*this, bonus.versus, bonus.amount)) strength += bonus.amount;
  }
  return strength + sealBonusToMonsters() + (reachingWhile_ ? reachingBonusToMonsters() : 0);
}

int Game::sealBonusToMonsters() const {
  if (sealMonsterBonuses_.empty()) return 0;
  // Remembered like a player's position: the Seal's condition is about the
  // fighter, and may read anything on the table.
  const PositionKey key = positionKey(combat.fighter, true, sealReadsHands_);
  if (sealBonusKey_ == key) return sealBonus_;
  int bonus = 0;
  // Once, if the condition holds for the fighter or a helper.
  for (const SealMonsterBonus& entry : sealMonsterBonuses_) {
    if (!sideMatches(*this, entry.versus, entry.amount)) continue;
    bool holds = conditionHolds(entry.condition, {combat.fighter, combat.fighter, entry.seal});
    if (!holds && combat.helper >= 0) holds = conditionHolds(entry.condition, {combat.helper, combat.helper, entry.seal});
    for (std::size_t h = 0; !holds && h < combat.moreHelpers.size(); ++h) {
      holds = conditionHolds(entry.condition, {combat.moreHelpers[h].seat, combat.moreHelpers[h].seat, entry.seal});
    }
    if (holds) bonus += entry.amount;
  }
  sealBonusKey_ = key;
  sealBonus_ = bonus;
  return bonus;
}

Game::FightKey Game::fightKeyNow() const {
  // Card moves cover the cards in play, hands, Seals and lasting grants (a
  // grant refreshes its player's summary, which counts as a move).
  return {moveCount_ + levelChanges_ + monstersVersion_, combat.playerBonus, combat.monsterBonus, combat.fighter,
          combat.helper, combat.active};
}

bool Game::playerWinsCombat() const {
  // fightKeyNow, written out: built here on every call, it stays in registers.
  const FightKey key{moveCount_ + levelChanges_ + monstersVersion_, combat.playerBonus, combat.monsterBonus, combat.fighter,
                     combat.helper, combat.active};
  if (fightKey_ == key) return playerWins_;
  fightKey_ = key;
  playerWins_ = decideFight();
  return playerWins_;
}

bool Game::decideFight() const {
  const int player = fightSide_ = workOutSideStrength();
  const int monster = fightMonsters_ = workOutMonsterStrength();
  // A tie goes to the side only when the fighter wins ties: a helper's
  // win_ties does not count (docs/semantics.md, A combat, step 3). Asked
  // only in a set some card of which says it.
  if (player != monster) return player > monster;
  return (set_.switches() & kSwitchWinTies) && (switchesOn(combat.fighter) & kSwitchWinTies);
}

}  // namespace munchkin
