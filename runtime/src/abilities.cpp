// The `play` blocks of cards that stay in play are abilities: their holder
// uses them when the timing fits, as often as the limit allows, if the price
// can be paid (docs/semantics.md, "play", "Timings and limits", "Actions").
#include "munchkin/engine.h"

#include "engine_internal.h"
#include "munchkin/bot.h"

namespace munchkin {

bool changesAFight(const PreparedSet& set, const EffectDef& effect) {
  const SetTables& t = set.tables();
  for (std::uint32_t a = 0; a < effect.actions.count; ++a) {
    const ActionDef& action = t.actions[effect.actions.first + a];
    switch (action.action) {
      case Action::CombatBonus:
      case Action::RunAway:
      case Action::AutoEscape:
      case Action::Treasures:
      case Action::AddMonster:
      case Action::ForceHelp:
      case Action::KillMonster:
      case Action::TakeTreasure:
      case Action::EndCombat:
      case Action::Ignore:
      case Action::Forbid:
      case Action::CountOnly:
      case Action::DoubleStrength:
      case Action::WinTies: return true;
      case Action::Cancel: {
        const Selector selector = action.what != kNoName ? set.name(action.what).selector : Selector::None;
        if (selector == Selector::BadStuff || selector == Selector::Monster) return true;
        break;
      }
      default: break;
    }
  }
  return false;
}

namespace {

// Whether `action` is part of a price: a discard, an item lost or this card
// sacrificed, by the player who uses the ability (or, in a curse's
// alternative, the cursed player, who is its `self`).
bool isPrice(const ActionDef& action) {
  return (action.target == Target::Self || action.target == Target::Victim) &&
         (action.action == Action::DiscardCards || action.action == Action::LoseItem || action.action == Action::Sacrifice);
}

}  // namespace

bool Game::playBlockFits(int seat, const EffectDef& effect, bool inCombat) const {
  if (effect.ownTurnOnly && seat != current) return false;
  // A window's block acts only while its window is open (docs/semantics.md,
  // "Windows"); runEffects keeps the other blocks of a card played in one quiet.
  bool fits = false;
  switch (effect.timing) {
    case Timing::AnyTime: fits = true; break;
    case Timing::OwnTurn: fits = seat == current; break;
    case Timing::InCombat: fits = inCombat; break;
    case Timing::OutsideCombat: fits = !inCombat; break;
    case Timing::RunFailed:
    case Timing::AfterEscape:
    case Timing::AfterDeath:
    case Timing::AfterWin:
    case Timing::BeforeTreasure:
    case Timing::WhenDrawn:
    case Timing::InAnswer: fits = openWindow_ == windowBit(effect.timing); break;
  }
  return fits && (inCombat || !changesAFight(set_, effect));
}

bool Game::priceCanBePaid(int seat, CardId card, const EffectDef& effect) const {
  return priceCanBePaid(seat, card, effect.actions);
}

bool Game::priceCanBePaid(int seat, CardId card, Range actions) const {
  const SetTables& t = set_.tables();
  const Player& p = players[static_cast<std::size_t>(seat)];
  int cards = 0, items = 0;
  for (std::uint32_t a = 0; a < actions.count; ++a) {
    const ActionDef& action = t.actions[actions.first + a];
    if (!isPrice(action)) break;
    if (action.action == Action::DiscardCards) {
      cards += action.hasAmount ? action.amount : 1;
    } else if (action.action == Action::LoseItem) {
      // Each item lost is a different one: count those this one may take.
      const ItemSelectDef select = itemSelect(action);
      int matching = 0;
      for (CardId held : select.inHand ? p.hand : p.inPlay) {
        if (held != card && itemMatches(held, select)) ++matching;
      }
      if (matching <= items) return false;
      ++items;
    }
  }
  // Discards as a price may be cards in play too (docs/semantics.md, discard_cards): any but
  // this card (`sacrifice` says that; a one-shot being played is in neither) and the items lost with them.
  if (cards == 0) return true;
  const Location at = where[card];
  const int self = at.owner == seat && (at.zone == Zone::Hand || at.zone == Zone::InPlay) ? 1 : 0;
  return static_cast<int>(p.hand.size() + p.inPlay.size()) - self - items >= cards;
}

void Game::discardAsPrice(int seat, CardId source, int amount) {
  const Player& p = players[static_cast<std::size_t>(seat)];
  for (int k = 0; k < amount; ++k) {
    CardId options[kMaxOptions];
    int count = 0;
    for (const auto* cards : {&p.hand, &p.inPlay}) {
      for (CardId card : *cards) {
        if (count < kMaxOptions && card != source) options[count++] = card;
      }
    }
    if (count == 0) return;
    // Asked even with one option, as a discard from the hand is.
    int pick = bots_[static_cast<std::size_t>(seat)]->choose(*this, seat, Choice::Discard, {options, static_cast<std::size_t>(count)});
    if (pick < 0 || pick >= count) pick = 0;
    const CardId card = options[pick];
    if (log && log->enabled()) {
      log->begin(turn, seat) << "discards " << def(card).name << (where[card].zone == Zone::InPlay ? " from play" : "");
      log->end();
    }
    discard(card);
  }
}

bool Game::abilityCardInForce(int seat, CardId card) const {
  const Location at = where[card];
  if (at.zone != Zone::InPlay || at.owner != seat || !hasAbilities(shapeOf(card))) return false;
  switch (shapeOf(card)) {
    case Shape::Item: return itemInUse(seat, card);
    case Shape::Feat: return featPlayableNow(seat, card);
    default: return true;
  }
}

bool Game::mayUseAbility(int seat, Ability ability) const {
  const CardDef& d = def(ability.card);
  if (ability.block >= d.effects.count || !abilityCardInForce(seat, ability.card)) return false;
  const EffectDef& effect = set_.tables().effects[d.effects.first + ability.block];
  if (effect.kind != EffectKind::Play || !playBlockFits(seat, effect, combat.active)) return false;
  if (limitUsed(ability.card, ability.block, effect.limit)) return false;
  if (effect.limit == Limit::OncePerTarget && !targetLeft(ability.card, ability.block, seat)) [[unlikely]] return false;
  return priceCanBePaid(seat, ability.card, effect) && conditionHolds(effect.condition, {seat, seat, ability.card});
}

bool Game::useAbility(int seat, Ability ability) {
  if (!mayUseAbility(seat, ability)) return false;
  const CardDef& d = def(ability.card);
  const EffectDef& effect = set_.tables().effects[d.effects.first + ability.block];
  if (log && log->enabled()) {
    log->begin(turn, seat) << "uses " << d.name << " (" << kindTitle(set_.tables(), d) << ")";
    log->end();
  }
  markLimitUsed(ability.card, ability.block, effect.limit);
  countBlockRun(d.effects.first + ability.block);
  const Context context{seat, seat, ability.card};
  // The price first: its discards may be cards in play as well as from the hand.
  const std::uint32_t paid = payPrice(seat, effect.actions, context);
  const TargetBlockScope scope(*this, ability.card, ability.block, effect.limit);
  runActions({effect.actions.first + paid, effect.actions.count - paid}, context);
  return true;
}

std::uint32_t Game::payPrice(int seat, Range actions, const Context& context) {
  const SetTables& t = set_.tables();
  std::uint32_t paid = 0;
  for (; paid < actions.count && !isOver(); ++paid) {
    const ActionDef& action = t.actions[actions.first + paid];
    if (!isPrice(action)) break;
    // Neither price takes the card whose ability is used (docs/semantics.md, lose_item).
    if (action.action == Action::DiscardCards) discardAsPrice(seat, context.source, action.hasAmount ? action.amount : 1);
    else if (action.action == Action::LoseItem) loseItems(seat, itemSelect(action), context.source);
    else runAction(action, context);
  }
  return paid;
}

Game::OfferKey Game::offerKey() const {
  return {moveCount_,         levelChanges_,       monstersVersion_, limitMarksVersion_, turn,
          combat.playerBonus, combat.monsterBonus, combat.helper,    combat.active};
}

bool Game::askAbilityDeclineOutsideFight(int seat) {
  if (!bots_[static_cast<std::size_t>(seat)]->declines(*this, seat, Choice::UseAbility)) return false;
  declineStands_ = static_cast<std::uint8_t>(declineStands_ | (standingDeclines_ & 1u << seat));
  return true;
}

bool Game::offerAbilities(int seat, bool sideAsked, bool undeclined) {
  const Player& p = players[static_cast<std::size_t>(seat)];
  if (p.abilityCards.empty()) return false;  // mostly: nothing to offer
  Bot& bot = *bots_[static_cast<std::size_t>(seat)];
  // A bot that will use nothing now whatever is offered is not offered
  // anything: fights ask this of every player round after round, and every
  // turn of its holder outside them. In a fight, declining the plays for
  // one's side (or against it) declines the abilities too.
  if (!undeclined && (combat.active ? bot.declines(*this, seat, Choice::UseAbility) : declinesAbilitiesOutsideFight(seat))) {
    // In a fight that counts as choosing none (below): a bot may judge there
    // as chooseAbility would (the greedy bot does, from things beyond the key
    // such as who was asked for help), and a choice of none is remembered. A
    // decline where nothing could have been listed is remembered too, which
    // changes nothing: what may be used follows the key (the cards, Levels,
    // monsters, limit marks, turn and side).
    if (combat.active) declinedAt_[seat] = offerKey();
    return false;
  }
  if (combat.active && !sideAsked &&
      bot.declines(*this, seat, combat.onSide(seat) ? Choice::CombatPlay : Choice::Interfere)) {
    return false;
  }
  return offerAbilitiesNow(seat);
}

bool Game::offerAbilitiesNow(int seat) {
  // A player who used nothing moments ago, with nothing changed since (in a
  // fight, the round's second offer after nobody came to help), passes again.
  const OfferKey key = offerKey();
  if (declinedAt_[seat] == key) return false;
  const Player& p = players[static_cast<std::size_t>(seat)];
  Bot& bot = *bots_[static_cast<std::size_t>(seat)];
  const SetTables& t = set_.tables();
  Ability options[kMaxOptions];
  bool used = false;
  // Asked again after each use; a bound, since an ability without a limit or
  // a price could be used for ever.
  for (int round = 0; round < kMaxOptions && !isOver(); ++round) {
    int count = 0;
    for (CardId card : p.abilityCards) {
      const CardDef& d = def(card);
      for (std::uint32_t e = 0; e < d.effects.count && count < kMaxOptions; ++e) {
        if (t.effects[d.effects.first + e].kind != EffectKind::Play) continue;
        const Ability ability{card, static_cast<std::uint8_t>(e)};
        if (mayUseAbility(seat, ability)) options[count++] = ability;
      }
    }
    if (count == 0) break;
    const int pick = bot.chooseAbility(*this, seat, {options, static_cast<std::size_t>(count)});
    if (pick < 0 || pick >= count || !useAbility(seat, options[pick])) {
      if (!used) declinedAt_[seat] = key;
      break;
    }
    used = true;
  }
  return used;
}

}  // namespace munchkin
