// Setting up a game and moving cards between places: the one place that
// keeps `where` and the containers in step.
#include "munchkin/engine.h"

#include <algorithm>
#include <iterator>

#include "engine_internal.h"
#include "munchkin/bot.h"

namespace munchkin {

const char* winReasonName(WinReason reason) {
  switch (reason) {
    case WinReason::None: return "none";
    case WinReason::KillToWinLevel: return "kill_to_win_level";
    case WinReason::SeventhSeal: return "seventh_seal";
    case WinReason::Epic: return "epic_20";
    case WinReason::CardWin: return "card_win";
    case WinReason::TurnCap: return "turn_cap";
  }
  return "none";
}

namespace {

// CardFacts::offTurn: whether the card may ever be played from the hand on
// another player's turn outside a fight (docs/semantics.md, "play"). A curse,
// Go Up a Level and a sidekick at any time; a one-shot or special only by a
// `play` block whose timing allows it there (a special of `while` and `on`
// blocks alone by its deck's default timing); nothing that adds a monster.
// canPlayNow decides the rest when it is offered.
bool mayPlayOffTurn(const PreparedSet& set, std::uint16_t design) {
  const CardDef& d = set.design(design);
  const DesignInfo& info = set.info(design);
  switch (d.shape) {
    case Shape::Curse:
    case Shape::LevelUp:
    case Shape::Sidekick: return true;
    case Shape::OneShot:
    case Shape::Special: {
      if (info.addsMonster) return false;
      if (!info.hasPlay) return d.shape == Shape::Special && d.deck != set.treasureDeck();
      for (std::uint32_t e = 0; e < d.effects.count; ++e) {
        const EffectDef& effect = set.tables().effects[d.effects.first + e];
        if (effect.kind != EffectKind::Play || effect.ownTurnOnly) continue;
        if (effect.timing == Timing::AnyTime || effect.timing == Timing::OutsideCombat) return true;
      }
      return false;
    }
    default: return false;
  }
}

// CardFacts::offTurnAbility: some `play` block may act, as an ability, on
// another player's turn outside a fight.
bool hasOffTurnAbility(const PreparedSet& set, std::uint16_t design) {
  const CardDef& d = set.design(design);
  for (std::uint32_t e = 0; e < d.effects.count; ++e) {
    const EffectDef& effect = set.tables().effects[d.effects.first + e];
    if (effect.kind != EffectKind::Play || effect.ownTurnOnly || changesAFight(set, effect)) continue;
    if (effect.timing == Timing::AnyTime || effect.timing == Timing::OutsideCombat) return true;
  }
  return false;
}

// What a monster's own `while` blocks give the players of the fight, by
// Action bit: the summaries reachingWhileTotal reads of a monster. A monster
// with a `while` of another action keeps every bit, as that function would
// read its blocks for any.
std::uint32_t monsterWhileActs(const DesignInfo& monster) {
  if (!monster.hasWhile) return 0;
  const auto bit = [](Action action) { return 1u << static_cast<unsigned>(action); };
  const std::uint32_t known = bit(Action::CombatBonus) | bit(Action::RunAway) | bit(Action::Treasures) |
                              bit(Action::AutoEscape) | bit(Action::Grant);
  return ~known | (monster.whileCombatBonus ? bit(Action::CombatBonus) : 0u) |
         (monster.whileRunAway ? bit(Action::RunAway) : 0u) | (monster.whileTreasures ? bit(Action::Treasures) : 0u) |
         (monster.whileAutoEscape ? bit(Action::AutoEscape) : 0u) | (monster.grantMask != 0 ? bit(Action::Grant) : 0u);
}

// What a card's `while` blocks give its holder at a fight's end or a run:
// treasures and auto_escape, by Action bit (Game::ownWhileMayGive).
std::uint32_t ownWhileActs(const DesignInfo& card) {
  return (card.whileTreasures ? 1u << static_cast<unsigned>(Action::Treasures) : 0u) |
         (card.whileAutoEscape ? 1u << static_cast<unsigned>(Action::AutoEscape) : 0u);
}

// The Resources some `while` grant of the set lowers (Game::whileMayLower):
// its holder's own, one aimed at others, a monster's or a Seal's alike.
std::uint32_t resourcesWhileMayLower(const PreparedSet& set) {
  const SetTables& t = set.tables();
  std::uint32_t lowered = 0;
  for (const EffectDef& effect : t.effects) {
    if (effect.kind != EffectKind::While) continue;
    for (std::uint32_t a = 0; a < effect.actions.count; ++a) {
      const ActionDef& action = t.actions[effect.actions.first + a];
      if (action.action != Action::Grant || action.what == kNoName || !action.hasAmount || action.amount >= 0) continue;
      const int resource = set.name(action.what).resource;
      if (resource >= 0) lowered |= 1u << static_cast<unsigned>(resource);
    }
  }
  return lowered;
}

// Whether a roll can be anything but the bare die: some card reacts to one
// (`on rolled`) or adds to every roll (`while { roll_bonus ... }`).
bool someCardChangesRolls(const PreparedSet& set) {
  const SetTables& t = set.tables();
  for (const EffectDef& effect : t.effects) {
    if (effect.kind == EffectKind::On && effect.trigger == Trigger::Rolled) return true;
    if (effect.kind != EffectKind::While) continue;
    for (std::uint32_t a = 0; a < effect.actions.count; ++a) {
      if (t.actions[effect.actions.first + a].action == Action::RollBonus) return true;
    }
  }
  return false;
}

// Whether some card of the set changes sale prices (`while { sale_price ... }`):
// when none does, a card sells for its value, read from its facts.
bool someCardChangesSalePrices(const PreparedSet& set) {
  const SetTables& t = set.tables();
  for (const EffectDef& effect : t.effects) {
    if (effect.kind != EffectKind::While) continue;
    for (std::uint32_t a = 0; a < effect.actions.count; ++a) {
      if (t.actions[effect.actions.first + a].action == Action::SalePrice) return true;
    }
  }
  return false;
}

// Whether some card of the set reacts to draws (`on card_drawn`): when none
// does, a draw costs one test (Game::cardDrawn).
bool someCardAnswersDraws(const PreparedSet& set) {
  for (const EffectDef& effect : set.tables().effects) {
    if (effect.kind == EffectKind::On && effect.trigger == Trigger::CardDrawn) return true;
  }
  return false;
}

}  // namespace

Game::CardSummary Game::summaryOf(const CardDef& d, const DesignInfo& info, const CardFacts& brief) {
  CardSummary summary;
  SummaryBits& bits = summary.bits;
  bits.tags = info.tagMask;
  bits.versusTags = info.versusTags;
  bits.grants = info.grantMask;
  bits.triggers = info.triggerMask;
  bits.reachGrants = info.reachGrantMask;
  bits.ownWhileActs = ownWhileActs(info);
  const bool valuedItem = brief.saleGold > 0 && d.shape == Shape::Item;
  bits.flags = static_cast<std::uint8_t>(
      (info.grantReadsTable ? kSummaryGrantReadsTable : 0) | (info.bonusReadsTable ? kSummaryBonusReadsTable : 0) |
      (info.whileReadsHands ? kSummaryReadsHands : 0) | (info.whileReachesOthers ? kSummaryReachesOthers : 0) |
      (valuedItem ? kSummaryValuedItem : 0) | (valuedItem && !brief.anyoneMayUse ? kSummaryRestrictedValuedItem : 0) |
      (info.variableCombatBonus ? kSummaryVariableBonus : 0) | (info.hasPlay && hasAbilities(d.shape) ? kSummaryAbility : 0));
  summary.shape = static_cast<std::uint8_t>(d.shape);
  summary.rank = d.shape == Shape::Power ? d.rank : 0;
  // As countItem: a Big steed counts as a Big item while carried; the rest only of an item.
  summary.big = d.big && (d.shape == Shape::Item || d.shape == Shape::Steed);
  if (d.shape == Shape::Item) {
    summary.complex = d.complex;
    summary.amount = d.slotAmount > 0 ? d.slotAmount : 1;
    if (d.slot == Slot::Hands && info.isLaser) summary.laser = true;
    else if (d.slot != Slot::None) summary.cell = static_cast<std::int8_t>(d.slot);
    else if (d.slotIndex >= 0 && d.slotIndex < 16) summary.cell = static_cast<std::int8_t>(kSlotCount + d.slotIndex);
  }
  return summary;
}

Game::Game(const PreparedSet& set)
    : set_(set), setSwitches_(set.switches()), whileMayLower_(resourcesWhileMayLower(set)) {
  rollsReact_ = someCardChangesRolls(set);
  drawsWatched_ = someCardAnswersDraws(set);
  salePricesChange_ = someCardChangesSalePrices(set);
  const std::size_t cards = set.physical().size();
  for (std::uint16_t design : set.physical()) {
    defs_.push_back(&set.design(design));
    infos_.push_back(&set.info(design));
    const CardDef& d = set.design(design);
    // An item, a one-shot or a steed with a value sells for it (docs/semantics.md, "Fields that act in play").
    const bool sellable = d.shape == Shape::Item || d.shape == Shape::OneShot || d.shape == Shape::Steed;
    const std::int32_t saleGold = sellable && d.value > 0 ? d.value : 0;
    facts_.push_back({d.shape, d.usableBy.count == 0 && d.notUsableBy.count == 0, set.info(design).addsMonster, d.value,
                      d.bonus, saleGold, mayPlayOffTurn(set, design), hasOffTurnAbility(set, design),
                      playMayDoNothing(set, design)});
    someCardMayDoNothing_ |= facts_.back().mayDoNothing;
    const DesignInfo& facts = set.info(design);
    ItemFit fit;
    fit.amount = d.slotAmount > 0 ? d.slotAmount : 1;
    fit.slot = d.slot;
    if (d.slot != Slot::None) fit.limit = set.slotLimit(d.slot);
    else if (d.slotIndex >= 0 && d.slotIndex < 16) {
      fit.custom = static_cast<std::int8_t>(d.slotIndex);
      fit.limit = set.tables().slots[static_cast<std::size_t>(d.slotIndex)].limit;
    }
    fit.big = d.big;
    fit.complex = d.complex;
    fit.laser = facts.isLaser;
    fit.kindLimited = facts.kindLimit >= 0;
    itemFit_.push_back(fit);
    monsterReach_.push_back({monsterWhileActs(facts), facts.grantMask | facts.reachGrantMask, facts.hasWhile,
                             facts.whileReadsHands, facts.whileMonsterBonus});
    summaries_.push_back(summaryOf(d, facts, facts_.back()));
    heldBits_.push_back({1ULL << (design % 64), static_cast<std::uint32_t>(design / 64)});
  }
  where.resize(cards);
  attachedTo_.assign(cards, kNoHost);
  seen_.resize(cards);
  movedMark_.resize(cards);
  usableMemo_.resize(cards * kMaxPlayers);
  movedThisTurn_.resize(cards);
  arrivedAt_.resize(cards);
  // Piles by deck, then hands and cards in play by seat, then the combat
  // zone and the open Seals (one each, whoever owns the cards).
  const int decks = static_cast<int>(set.tables().decks.size());
  const int bases[6] = {0, decks, 2 * decks, 2 * decks + kMaxPlayers, 2 * decks + 2 * kMaxPlayers,
                        2 * decks + 2 * kMaxPlayers + 1};
  const int strides[6] = {1, 1, 1, 1, 0, 0};
  for (std::size_t zone = 0; zone < 6; ++zone) {
    zoneBase_[zone] = bases[zone];
    zoneStride_[zone] = strides[zone];
  }
  placeCount_.resize(static_cast<std::size_t>(bases[5] + 1));
  places_.resize(placeCount_.size());
  placeGold_.resize(placeCount_.size());
  // One mark byte per block of each physical card, so no two blocks share one.
  limitBase_.resize(cards);
  std::size_t blocks = 0;
  for (std::size_t card = 0; card < cards; ++card) {
    limitBase_[card] = static_cast<std::uint32_t>(blocks);
    blocks += set.design(set.physical()[card]).effects.count;
  }
  limitMarks_.resize(blocks);
  targetMarks_.assign(blocks, 0);
  drawPiles.resize(set.tables().decks.size());
  discardPiles.resize(set.tables().decks.size());
  for (auto& pile : drawPiles) pile.reserve(cards);
  // Every game starts from the same unshuffled piles.
  unshuffledPiles_.resize(set.tables().decks.size());
  unshuffledWhere_.resize(cards);
  unshuffledGold_.resize(set.tables().decks.size());
  for (std::size_t card = 0; card < cards; ++card) {
    const int deck = set.design(set.physical()[card]).deck;
    unshuffledPiles_[static_cast<std::size_t>(deck)].push_back(static_cast<CardId>(card));
    unshuffledGold_[static_cast<std::size_t>(deck)] += facts_[card].saleGold;
    unshuffledWhere_[card] = {Zone::DrawPile, static_cast<std::int8_t>(deck)};
  }
  for (auto& pile : discardPiles) pile.reserve(cards);
  openSeals.reserve(cards);
  combat.monsters.reserve(16);
  combat.cards.reserve(cards);
  scratch_.reserve(cards);
  corpse_.reserve(cards);
  players.reserve(kMaxPlayers);
}

void Game::reset(std::uint64_t seed, std::span<Bot* const> bots, GameLog* gameLog, std::uint64_t gameIndex,
                 std::span<const std::uint8_t> sexes) {
  log = gameLog;
  gameIndex_ = gameIndex;
  checks_ = checksAsked_;
  bots_.assign(bots.begin(), bots.end());
  standingDeclines_ = 0;
  for (std::size_t seat = 0; seat < bots_.size(); ++seat) {
    if (bots_[seat]->abilityDeclineStands()) standingDeclines_ = static_cast<std::uint8_t>(standingDeclines_ | 1u << seat);
  }
  declineStands_ = 0;
  rng_.reseed(seed);
  dice_.clear();
  nextDie_ = 0;
  botRng_.reseed(seed ^ 0x5bd1e9955bd1e995ULL);
  lots_.reseed(seed ^ 0x2545f4914f6cdd1dULL);
  result_.winner = -1;
  result_.reason = WinReason::None;
  over_ = false;
  result_.turns = 0;
  result_.errors.clear();
  turn = 0;
  carryCheckPending_ = 0;
  combat.active = false;
  combat.monsters.clear();
  combat.grants.clear();
  ++monstersVersion_;
  combat.cards.clear();
  cardGrants_.clear();
  if (attachedCount_ != 0) std::fill(attachedTo_.begin(), attachedTo_.end(), kNoHost);
  attachedCount_ = 0;
  killer_ = -1;
  openSeals.clear();
  refreshSealCache();
  // Opening plays come before the first turn, so no "once per" mark of the
  // previous game may survive into them.
  std::fill(limitMarks_.begin(), limitMarks_.end(), 0);
  clearTargetMarks();
  anyUsedThisTurn_ = anyUsedThisCombat_ = false;
  std::fill(std::begin(declinedAt_), std::end(declinedAt_), OfferKey{});
  foughtThisTurn_ = false;
  deadSeats_ = newHandDue_ = reactingToDeath_ = 0;
  deathEventDepth_ = deathsInEvent_ = 0;
  lastDead_ = -1;
  const std::size_t words = (set_.tables().cards.size() + 63) / 64;
  players.resize(bots.size());
  bindPlaces();
  for (std::size_t seat = 0; seat < players.size(); ++seat) {
    Player& p = players[seat];
    p.level = params().startLevel;
    // Drawn even when fixed, so that fixing the sexes changes nothing else of the game.
    const int drawnSex = static_cast<int>(lots_.below(2));
    p.sex = seat < sexes.size() ? sexes[seat] != 0 : drawnSex;
    p.hand.clear();
    p.inPlay.clear();
    p.hand.reserve(where.size());
    p.inPlay.reserve(where.size());
    std::fill(std::begin(p.grants), std::end(p.grants), 0);
    p.levelsThisTurn = 0;
    p.belowFloorAllowed = false;
    p.held.assign(words, 0);
    p.kindCount.assign(set_.tables().kinds.size(), 0);
    p.namedCount.assign(static_cast<std::size_t>(set_.namedCount()), 0);
    refreshPlayerCache(static_cast<int>(seat));
  }
  carryCheckPending_ = 0;
  setupDecks();
  const FirstRolls rolls = chooseFirstPlayer();
  result_.firstPlayer = current;
  if (log && log->enabled()) {
    log->begin(0, -1) << "Game " << static_cast<int>(gameIndex) << " of " << set_.tables().title << " with "
                      << Count{playerCount(), "player"} << "; " << Seat{current} << " goes first";
    log->end();
  }
  dealOpeningHands();
  // Each bot may choose its sex, having seen its hand, unless the caller fixed it.
  for (int step = 0; step < playerCount(); ++step) {
    const int seat = (current + step) % playerCount();
    if (static_cast<std::size_t>(seat) < sexes.size()) continue;
    const int chosen = bots_[static_cast<std::size_t>(seat)]->chooseSex(*this, seat);
    if (chosen == 0 || chosen == 1) players[static_cast<std::size_t>(seat)].sex = chosen;
  }
  if (log && log->enabled()) {
    // "Player 1 is female, Player 2 male and Player 3 male."
    log->begin(0, -1);
    for (int seat = 0; seat < playerCount(); ++seat) {
      *log << (seat == 0 ? "" : seat + 1 == playerCount() ? " and " : ", ") << Seat{seat} << (seat == 0 ? " is " : " ")
           << (players[static_cast<std::size_t>(seat)].sex ? "female" : "male");
    }
    log->end();
    if (rolls.count > 0) {
      // "Player 3 rolls 4, Player 1 rolls 6 and Player 2 rolls 6 to go first."
      log->begin(0, -1);
      for (int i = 0; i < rolls.count; ++i) {
        *log << (i == 0 ? "" : i + 1 == rolls.count ? " and " : ", ") << Seat{rolls.seat[i]} << " rolls " << rolls.roll[i];
      }
      *log << " to go first";
      log->end();
    }
  }
  // After the sexes: a reference card may require one.
  if (!set_.referenceCards().empty()) {
    for (int seat = 0; seat < playerCount(); ++seat) settleReferenceCards(seat);
  }
  openingPlays();
}

Game::FirstRolls Game::chooseFirstPlayer() {
  // Zeroed: GCC cannot see that a game always has players, and with a profile
  // (.ci/release-pgo) it warns that order[0] may be read unset.
  int order[kMaxPlayers]{};
  for (int seat = 0; seat < playerCount(); ++seat) order[seat] = seat;
  shuffleSeats({order, static_cast<std::size_t>(playerCount())});
  current = order[0];
  FirstRolls rolls;
  if (!params().firstPlayerRoll) return rolls;
  // Everyone rolls, in the order drawn: the highest roll goes first, and a
  // tie goes to whoever rolled it first.
  int best = 0;
  for (int i = 0; i < playerCount(); ++i) {
    const int roll = rng_.die();
    rolls.seat[i] = order[i];
    rolls.roll[i] = roll;
    rolls.count = i + 1;
    if (roll > best) best = roll, current = order[i];
  }
  return rolls;
}

void Game::shuffleSeats(std::span<int> seats) {
  for (std::size_t i = seats.size(); i > 1; --i) {
    std::swap(seats[i - 1], seats[lots_.below(static_cast<std::uint32_t>(i))]);
  }
}

void Game::setupDecks() {
  for (auto& pile : discardPiles) pile.clear();
  std::fill(placeCount_.begin(), placeCount_.end(), 0);
  std::fill(placeGold_.begin(), placeGold_.end(), 0);
  std::fill(std::begin(offTurnInHand_), std::end(offTurnInHand_), 0);
  offTurnHandSeats_ = 0;
  offTurnAbilitySeats_ = 0;
  for (std::size_t place = 0; place < places_.size(); ++place) touchPlace(static_cast<int>(place));  // all dealt afresh
  movedCount_ = 0;
  ++moveCount_;
  if (++moveStamp_ == 0) {
    std::fill(movedMark_.begin(), movedMark_.end(), 0u);
    moveStamp_ = 1;
  }
  where = unshuffledWhere_;
  for (std::size_t deck = 0; deck < drawPiles.size(); ++deck) {
    drawPiles[deck] = unshuffledPiles_[deck];
    const auto place = static_cast<std::size_t>(placeIndex({Zone::DrawPile, static_cast<std::int8_t>(deck)}));
    placeCount_[place] = static_cast<int>(drawPiles[deck].size());
    placeGold_[place] = unshuffledGold_[deck];
  }
  for (std::size_t deck = 0; deck < drawPiles.size(); ++deck) {
    // A reference deck is never drawn from: its order means nothing, and drawing it would shift the dice.
    if (set_.isReferenceDeck(static_cast<int>(deck))) continue;
    auto& pile = drawPiles[deck];
    for (std::size_t i = pile.size(); i > 1; --i) {
      std::swap(pile[i - 1], pile[rng_.below(static_cast<std::uint32_t>(i))]);
    }
  }
}

void Game::dealOpeningHands() {
  // In turn order from the first player, who also plays first.
  for (int step = 0; step < playerCount(); ++step) {
    drawStartingHand((current + step) % playerCount());
  }
}

void Game::openingPlays() {
  // Everyone may put classes, races and items on the table before the first turn.
  for (int step = 0; step < playerCount(); ++step) ownTurnPlays((current + step) % playerCount());
}

void Game::drawStartingHand(int seat) {
  // A Door and a Treasure at a time, as the cards are dealt round the table.
  for (int i = 0; i < std::max(params().startDoors, params().startTreasures); ++i) {
    if (i < params().startDoors) drawInto(set_.doorDeck(), seat);
    if (i < params().startTreasures) drawInto(set_.treasureDeck(), seat);
  }
}

void Game::bindPlaces() {
  std::fill(places_.begin(), places_.end(), nullptr);
  for (std::size_t deck = 0; deck < drawPiles.size(); ++deck) {
    const auto owner = static_cast<std::int8_t>(deck);
    places_[static_cast<std::size_t>(placeIndex({Zone::DrawPile, owner}))] = &drawPiles[deck];
    places_[static_cast<std::size_t>(placeIndex({Zone::Discard, owner}))] = &discardPiles[deck];
  }
  for (std::size_t seat = 0; seat < players.size(); ++seat) {
    const auto owner = static_cast<std::int8_t>(seat);
    places_[static_cast<std::size_t>(placeIndex({Zone::Hand, owner}))] = &players[seat].hand;
    places_[static_cast<std::size_t>(placeIndex({Zone::InPlay, owner}))] = &players[seat].inPlay;
  }
  places_[static_cast<std::size_t>(placeIndex({Zone::Combat, 0}))] = &combat.cards;
  places_[static_cast<std::size_t>(placeIndex({Zone::OpenSeals, 0}))] = &openSeals;
}

namespace {

// Takes `card` out of `cards`, the cards after it moving down one; false, and
// `cards` as it was, when it is not there (only a broken invariant does
// that, which the turn's check reports). Cards mostly leave from the end
// (drawn, or the fight's cards discarded) or from a short hand, so the search
// runs from the back, moving each card it passes down as it goes: one short
// pass, where a search and then a memmove of the rest cost a call.
[[gnu::always_inline]] inline bool takeOut(std::vector<CardId>& cards, CardId card) {
  CardId* const first = cards.data();
  CardId* at = first + cards.size();
  if (at == first) return false;
  CardId carry = *--at;
  while (carry != card) {
    if (at == first) {
      // Every card moved down one and the first is in `carry`: put them back.
      std::copy_backward(first, first + cards.size() - 1, first + cards.size());
      *first = carry;
      return false;
    }
    --at;
    std::swap(carry, *at);
  }
  cards.pop_back();
  return true;
}

}  // namespace

void Game::moveTo(CardId card, Zone zone, int owner) { move(card, zone, owner); }

inline void Game::move(CardId card, Zone zone, int owner) {
  const Location left = where[card];
  const int fromPlace = placeIndex(left);
  takeOut(*places_[static_cast<std::size_t>(fromPlace)], card);
  arrive(card, left, fromPlace, zone, owner);
}

inline void Game::arrive(CardId card, Location left, int fromPlace, Zone zone, int owner) {
  where[card] = {zone, static_cast<std::int8_t>(owner)};
  const int toPlace = placeIndex(where[card]);
  std::vector<CardId>& to = *places_[static_cast<std::size_t>(toPlace)];
  if (checks_) noteMoveForChecks(card, fromPlace, toPlace, to.size());
  // Containers are made with room for every card (reset), so the growth is
  // out of line and push_back keeps no reallocation of its own inline.
  if (to.size() == to.capacity()) [[unlikely]] makeRoom(to);
  if (to.size() == to.capacity()) __builtin_unreachable();
  to.push_back(card);
  ++moveCount_;
  placeGold_[static_cast<std::size_t>(fromPlace)] -= facts_[card].saleGold;
  placeGold_[static_cast<std::size_t>(toPlace)] += facts_[card].saleGold;
  if (facts_[card].offTurn) {
    if (left.zone == Zone::Hand && --offTurnInHand_[left.owner] == 0) {
      offTurnHandSeats_ = static_cast<std::uint8_t>(offTurnHandSeats_ & ~(1u << left.owner));
    }
    if (zone == Zone::Hand && offTurnInHand_[owner]++ == 0) offTurnHandSeats_ = static_cast<std::uint8_t>(offTurnHandSeats_ | 1u << owner);
  }
  if (zone == Zone::Hand) markHeld(owner, card);
  // Most moves go between piles and hands; the rest change summaries, out of line.
  if (left.zone == Zone::InPlay || left.zone == Zone::OpenSeals || zone == Zone::InPlay || zone == Zone::OpenSeals) {
    summariseMove(card, left);
  }
}

void Game::summariseMove(CardId card, Location left) {
  const Location to = where[card];
  // Whether the card changes usability is read before the counts change.
  const bool joinsQuietly = to.zone == Zone::InPlay && !changesUsability(to.owner, card);
  // A card with no name and no tag changes no other card's usability by
  // leaving (a laser has a tag: its shared hands are counted afresh; the last
  // race card leaving brings back the default race).
  const bool leavesQuietly = left.zone == Zone::InPlay && info(card).namedIndex < 0 && info(card).tagMask == 0 &&
                             shapeOf(card) != Shape::Race;
  // Counts first: the summaries read them (usable_by a named class).
  if (left.zone == Zone::InPlay) countInPlay(left.owner, card, -1);
  if (to.zone == Zone::InPlay) countInPlay(to.owner, card, 1);
  if (left.zone == Zone::InPlay) {
    if (!cardGrants_.empty()) [[unlikely]] endTimedGrants(card, left.owner);
    if (leavesQuietly) removeFromPlayerCache(left.owner, card);
    else refreshPlayerCache(left.owner);
  }
  if (to.zone == Zone::InPlay) {
    if (joinsQuietly) addToPlayerCache(to.owner, card);
    else refreshPlayerCache(to.owner);
    markHeld(to.owner, card);
  }
  if (left.zone == Zone::OpenSeals || to.zone == Zone::OpenSeals) refreshSealCache();
  if (attachedCount_ != 0 && left.zone == Zone::InPlay) [[unlikely]] moveAttachments(card, left);
  // A named card coming or going may bring a reference card into force or end it.
  if (info(card).namedIndex >= 0 && !set_.referenceCards().empty()) {
    if (left.zone == Zone::InPlay) settleReferenceCards(left.owner);
    if (to.zone == Zone::InPlay && !(left.zone == Zone::InPlay && left.owner == to.owner)) settleReferenceCards(to.owner);
  }
}

void Game::attachModifier(int seat, CardId modifier) {
  const int shape = info(modifier).attachesShape;
  CardId options[kMaxOptions];
  int count = 0;
  for (CardId card : players[static_cast<std::size_t>(seat)].inPlay) {
    if (count < kMaxOptions && static_cast<int>(shapeOf(card)) == shape) options[count++] = card;
  }
  if (count == 0) return;  // played only with one (canPlayNow)
  const CardId host = askCard(seat, Choice::AttachTo, {options, static_cast<std::size_t>(count)});
  attachedTo_[modifier] = host;
  ++attachedCount_;
  // An exemption for the item (ignore restrictions) changes what is in use.
  if (info(modifier).whileSwitches & kSwitchRestrictions) refreshPlayerCache(seat);
  if (log && log->enabled()) {
    log->begin(turn, seat) << "attaches " << def(modifier).name << " to " << def(host).name;
    log->end();
  }
}

void Game::moveAttachments(CardId card, Location left) {
  // A modifier leaving play is attached to nothing any more.
  if (attachedTo_[card] != kNoHost && where[card].zone != Zone::InPlay) {
    attachedTo_[card] = kNoHost;
    --attachedCount_;
  }
  // The modifiers of a card that moved go with it, or to the discards when it left play.
  const Location to = where[card];
  CardId followers[kMaxOptions];
  int count = 0;
  for (CardId other : players[static_cast<std::size_t>(left.owner)].inPlay) {
    if (attachedTo_[other] == card && count < kMaxOptions) followers[count++] = other;
  }
  for (int i = 0; i < count; ++i) {
    if (to.zone == Zone::InPlay) {
      moveTo(followers[i], Zone::InPlay, to.owner);
    } else {
      if (log && log->enabled()) {
        log->begin(turn, left.owner) << "discards " << def(followers[i]).name << " with " << def(card).name;
        log->end();
      }
      discard(followers[i]);
    }
  }
}

bool Game::changesUsability(int seat, CardId card) const {
  // usable_by and not_usable_by read named cards in play and tags in play, and
  // any race card ends the default race (see refMatches).
  const DesignInfo& facts = info(card);
  // So do the lasting switches (ignore drawbacks, ignore restrictions).
  return facts.namedIndex >= 0 || shapeOf(card) == Shape::Race ||
         (facts.tagMask & ~players[static_cast<std::size_t>(seat)].tagsInPlay) != 0 ||
         (facts.whileSwitches & kLastingSwitches) != 0;
}

void Game::refreshPlayerCache(int seat) {
  Player& p = players[static_cast<std::size_t>(seat)];
  p.abilityCards.clear();
  p.cardsVersion = tableVersion_ = ++moveCount_;
  cardsChanged(seat);
  p.rankTotal = 0;
  std::fill(std::begin(p.shapeCount), std::end(p.shapeCount), 0);
  carryCheckPending_ |= static_cast<std::uint8_t>(1u << seat);
  // The slot use is counted in the same pass (slotUse() would count it apart).
  SlotUse& use = slotCache_[seat];
  use = SlotUse{};
  SummaryBits bits;
  for (CardId card : p.inPlay) {
    const CardSummary& summary = summaries_[card];
    bits |= summary.bits;
    countSlots(use, summary, 1);
    ++p.shapeCount[summary.shape];
    p.rankTotal += summary.rank;
    if (summary.bits.flags & kSummaryAbility) p.abilityCards.push_back(card);
  }
  setSummaryBits(seat, bits);
  bool offTurnAbility = false;
  for (CardId card : p.abilityCards) offTurnAbility |= facts_[card].offTurnAbility;
  const auto bit = static_cast<std::uint8_t>(1u << seat);
  offTurnAbilitySeats_ = static_cast<std::uint8_t>(offTurnAbility ? offTurnAbilitySeats_ | bit : offTurnAbilitySeats_ & ~bit);
  // After the pass: whether an item is usable reads the tags of all of them.
  p.fixedBonus = fixedCombatBonus(*this, seat, p.variableBonus);
  slotCacheValid_[seat] = true;
  summariseSlots(seat);
  refreshPlayersReach();
}

void Game::refreshPlayersReach() {
  playersReach_ = {};
  for (std::size_t seat = 0; seat < players.size(); ++seat) {
    const Player& p = players[seat];
    playersReach_.holders |= static_cast<std::uint8_t>(p.reachesOthers ? 1u << seat : 0u);
    playersReach_.readsHands |= p.readsHands;
    playersReach_.grants |= p.reachGrantBits;
  }
  refreshReach();
}

void Game::refreshReach() {
  reachHolders_ = playersReach_.holders;
  whileReadsHands_ = playersReach_.readsHands;
  reachGrantBits_ = playersReach_.grants;
  monstersBackMonsters_ = false;
  monsterWhileActs_ = 0;
  reachingWhile_ = reachHolders_ != 0;
  selvesReachOthers_ = false;
  // The top Seal's `while` aimed at players reaches them as a card's does (while_reach.cpp).
  if (!openSeals.empty() && info(openSeals.back()).whileReachesPlayers) {
    reachingWhile_ = selvesReachOthers_ = true;
    reachGrantBits_ |= info(openSeals.back()).reachGrantMask;
  }
  if (combat.active) {
    for (const CombatMonster& m : combat.monsters) {
      const MonsterReach& monster = monsterReach_[m.card];
      reachingWhile_ |= monster.hasWhile;
      selvesReachOthers_ |= info(m.card).whileReachesPlayers;
      whileReadsHands_ |= monster.readsHands;
      reachGrantBits_ |= monster.grants;
      monsterWhileActs_ |= monster.acts;
      monstersBackMonsters_ |= monster.backsMonsters;
    }
  }
}

void Game::addToPlayerCache(int seat, CardId card) {
  Player& p = players[static_cast<std::size_t>(seat)];
  p.cardsVersion = tableVersion_ = ++moveCount_;
  cardsChanged(seat);
  carryCheckPending_ |= static_cast<std::uint8_t>(1u << seat);
  const CardSummary& summary = summaries_[card];
  countSlots(slotCache_[seat], summary, 1);
  ++p.shapeCount[summary.shape];
  p.rankTotal += summary.rank;
  if (summary.bits.flags & kSummaryAbility) p.abilityCards.push_back(card);
  if (summary.bits.any()) addSummaryBits(seat, summary.bits);
  if ((summary.bits.flags & kSummaryAbility) && facts_[card].offTurnAbility) {
    offTurnAbilitySeats_ = static_cast<std::uint8_t>(offTurnAbilitySeats_ | 1u << seat);
  }
  p.fixedBonus += fixedCombatBonus(*this, seat, card, p.variableBonus);
  summariseSlots(seat);
  if (summary.bits.flags & (kSummaryReachesOthers | kSummaryReadsHands)) [[unlikely]] refreshPlayersReach();
}

void Game::removeFromPlayerCache(int seat, CardId card) {
  Player& p = players[static_cast<std::size_t>(seat)];
  p.cardsVersion = tableVersion_ = ++moveCount_;
  cardsChanged(seat);
  carryCheckPending_ |= static_cast<std::uint8_t>(1u << seat);
  const CardSummary& summary = summaries_[card];
  countSlots(slotCache_[seat], summary, -1);
  --p.shapeCount[summary.shape];
  p.rankTotal -= summary.rank;
  if (summary.bits.flags & kSummaryAbility) p.abilityCards.erase(std::find(p.abilityCards.begin(), p.abilityCards.end(), card));
  if ((summary.bits.flags & kSummaryAbility) && facts_[card].offTurnAbility) {
    bool offTurnAbility = false;
    for (CardId other : p.abilityCards) offTurnAbility |= facts_[other].offTurnAbility;
    if (!offTurnAbility) offTurnAbilitySeats_ = static_cast<std::uint8_t>(offTurnAbilitySeats_ & ~(1u << seat));
  }
  // What the card alone gave may have come from others too: those bits are summed afresh.
  if (summary.bits.any()) {
    SummaryBits bits;
    for (CardId other : p.inPlay) bits |= summaries_[other].bits;
    setSummaryBits(seat, bits);
  }
  // The card's share, as it was counted: what it reads (the player's sex,
  // named cards and tags in play) has not changed since, or the summaries
  // would have been made afresh.
  bool variable = false;
  p.fixedBonus -= fixedCombatBonus(*this, seat, card, variable);
  summariseSlots(seat);
  if (summary.bits.flags & (kSummaryReachesOthers | kSummaryReadsHands)) [[unlikely]] refreshPlayersReach();
}

void Game::addSummaryBits(int seat, const SummaryBits& bits) {
  Player& p = players[static_cast<std::size_t>(seat)];
  p.tagsInPlay |= bits.tags;
  p.versusTags |= bits.versusTags;
  p.grantBits |= bits.grants;
  p.triggerBits |= bits.triggers;
  p.reachGrantBits |= bits.reachGrants;
  ownWhileActs_[seat] |= bits.ownWhileActs;
  p.grantReadsTable |= (bits.flags & kSummaryGrantReadsTable) != 0;
  p.bonusReadsTable |= (bits.flags & kSummaryBonusReadsTable) != 0;
  p.readsHands |= (bits.flags & kSummaryReadsHands) != 0;
  p.reachesOthers |= (bits.flags & kSummaryReachesOthers) != 0;
  p.valuedItemInPlay |= (bits.flags & kSummaryValuedItem) != 0;
  p.restrictedValuedItemInPlay |= (bits.flags & kSummaryRestrictedValuedItem) != 0;
  p.variableBonus |= (bits.flags & kSummaryVariableBonus) != 0;
}

void Game::setSummaryBits(int seat, const SummaryBits& bits) {
  Player& p = players[static_cast<std::size_t>(seat)];
  p.tagsInPlay = bits.tags;
  p.versusTags = bits.versusTags;
  p.grantBits = bits.grants;
  p.triggerBits = bits.triggers;
  p.reachGrantBits = bits.reachGrants;
  ownWhileActs_[seat] = bits.ownWhileActs;
  p.grantReadsTable = bits.flags & kSummaryGrantReadsTable;
  p.bonusReadsTable = bits.flags & kSummaryBonusReadsTable;
  p.readsHands = bits.flags & kSummaryReadsHands;
  p.reachesOthers = bits.flags & kSummaryReachesOthers;
  p.valuedItemInPlay = bits.flags & kSummaryValuedItem;
  p.restrictedValuedItemInPlay = bits.flags & kSummaryRestrictedValuedItem;
  p.variableBonus = bits.flags & kSummaryVariableBonus;
}

inline void Game::countSlots(SlotUse& use, const CardSummary& summary, int step) {
  use.big += step * summary.big;
  use.complex += step * summary.complex;
  if (summary.laser) [[unlikely]] {
    use.laserHands = std::max(use.laserHands, static_cast<int>(summary.amount));  // never taken out: see summariseMove
  } else if (summary.cell >= kSlotCount) [[unlikely]] {
    use.custom[summary.cell - kSlotCount] += step * summary.amount;
  } else if (summary.cell >= 0) {
    use.amount[summary.cell] += step * summary.amount;
  }
}

inline void Game::summariseSlots(int seat) {
  Player& p = players[static_cast<std::size_t>(seat)];
  const SlotUse& use = slotCache_[seat];
  // By Slot, as in canEquip: the base limit and the lasting grants; `while` grants are checked apart.
  const auto over = [&](Slot slot, int used) {
    return used > set_.slotLimit(slot) + p.grants[static_cast<int>(slotGrant(slot))];
  };
  p.overSlotBase = over(Slot::Headgear, use.amount[static_cast<int>(Slot::Headgear)]) |
                   over(Slot::Armor, use.amount[static_cast<int>(Slot::Armor)]) |
                   over(Slot::Footgear, use.amount[static_cast<int>(Slot::Footgear)]) | over(Slot::Hands, handsUsed(use));
  p.fixedBonusOnly = !p.variableBonus && p.versusTags == 0 && !p.overSlotBase && !(p.grantBits & kSlotGrantBits);
}

void Game::countInPlay(int seat, CardId card, int step) {
  Player& p = players[static_cast<std::size_t>(seat)];
  const DesignInfo& facts = info(card);
  if (facts.kindCanonical >= 0) {
    auto& count = p.kindCount[static_cast<std::size_t>(facts.kindCanonical)];
    count = static_cast<std::uint8_t>(count + step);
  }
  if (facts.namedIndex >= 0) {
    auto& count = p.namedCount[static_cast<std::size_t>(facts.namedIndex)];
    count = static_cast<std::uint8_t>(count + step);
  }
}

void Game::discard(CardId card) {
  const int deck = def(card).deck;
  if (deck == set_.sealDeck()) {
    // Seals are never discarded: they go back under the Seal deck.
    moveTo(card, Zone::DrawPile, deck);
    auto& pile = drawPiles[static_cast<std::size_t>(deck)];
    std::rotate(pile.begin(), pile.end() - 1, pile.end());
    return;
  }
  if (facts_[card].shape == Shape::Feat && set_.isReferenceDeck(deck)) {
    // A reference card never reaches a discard pile, where a reshuffle could deal it: back to its own.
    // (The checker refuses the actions that would discard one; a table cleared by a test does.)
    moveTo(card, Zone::DrawPile, deck);
    return;
  }
  move(card, Zone::Discard, deck);
}

bool Game::drawInto(int deck, int seat) {
  if (isDead(seat)) return false;  // a dead player receives no cards
  auto& pile = drawPiles[static_cast<std::size_t>(deck)];
  if (pile.empty() && !reshuffleDiscards(deck)) return false;
  // The top card leaves from the end: no search.
  const CardId card = pile.back();
  pile.pop_back();
  arrive(card, {Zone::DrawPile, static_cast<std::int8_t>(deck)},
         placeIndex({Zone::DrawPile, static_cast<std::int8_t>(deck)}), Zone::Hand, seat);
  countDrawn(card);
  return true;
}

bool Game::reshuffleDiscards(int deck) {
  auto& pile = drawPiles[static_cast<std::size_t>(deck)];
  auto& discards = discardPiles[static_cast<std::size_t>(deck)];
  if (discards.empty()) return false;
  for (CardId card : discards) where[card] = {Zone::DrawPile, static_cast<std::int8_t>(deck)};
  const int drawPlace = placeIndex({Zone::DrawPile, static_cast<std::int8_t>(deck)});
  const int discardPlace = placeIndex({Zone::Discard, static_cast<std::int8_t>(deck)});
  placeCount_[static_cast<std::size_t>(drawPlace)] += static_cast<int>(discards.size());
  placeCount_[static_cast<std::size_t>(discardPlace)] -= static_cast<int>(discards.size());
  placeGold_[static_cast<std::size_t>(drawPlace)] += placeGold_[static_cast<std::size_t>(discardPlace)];
  placeGold_[static_cast<std::size_t>(discardPlace)] = 0;
  touchPlace(drawPlace);
  touchPlace(discardPlace);
  pile.swap(discards);
  for (std::size_t i = pile.size(); i > 1; --i) {
    std::swap(pile[i - 1], pile[rng_.below(static_cast<std::uint32_t>(i))]);
  }
  return true;
}

CardId Game::takeFromDeck(std::uint16_t design) {
  for (std::size_t card = 0; card < where.size(); ++card) {
    if (set_.physical()[card] == design && where[card].zone == Zone::DrawPile) return static_cast<CardId>(card);
  }
  for (std::size_t card = 0; card < where.size(); ++card) {
    if (set_.physical()[card] == design && where[card].zone == Zone::Discard) return static_cast<CardId>(card);
  }
  return static_cast<CardId>(where.size());
}

void Game::makeRoom(std::vector<CardId>& cards) { cards.reserve(std::max(cards.size() * 2, where.size())); }

void Game::markHeld(int seat, CardId card) {
  const HeldBit bit = heldBits_[card];
  players[static_cast<std::size_t>(seat)].held[bit.word] |= bit.mask;
}

void Game::error(const std::string& message) {
  result_.errors.push_back("game " + std::to_string(gameIndex_) + " turn " + std::to_string(turn) + ": " + message);
}

}  // namespace munchkin
