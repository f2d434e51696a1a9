// The interpreter for the op-code arrays of SetTables: condition programs
// (postfix, over a small stack of booleans) and action lists.
#include "munchkin/engine.h"

#include <algorithm>

#include "engine_internal.h"
#include "munchkin/bot.h"

namespace munchkin {
namespace {

bool compare(int left, Comparison comparison, int right) {
  switch (comparison) {
    case Comparison::Lt: return left < right;
    case Comparison::Le: return left <= right;
    case Comparison::Eq: return left == right;
    case Comparison::Ne: return left != right;
    case Comparison::Ge: return left >= right;
    case Comparison::Gt: return left > right;
  }
  return false;
}

}  // namespace

bool Game::conditionHolds(Range program, const Context& context) const {
  if (program.count == 0) return true;
  bool stack[33] = {};  // zeroed: GCC's -O3 LTO cannot see that a well-formed program pushes before it pops
  int depth = 0;
  const SetTables& t = set_.tables();
  const bool monsterKnown = combat.active && !combat.monsters.empty();
  // In a monster's own block, `monster` is that monster; elsewhere, any monster of the fight.
  const bool ownMonster = monsterKnown && shapeOf(context.source) == Shape::Monster;
  const auto anyMonster = [&](auto&& holds) {
    if (ownMonster) return static_cast<bool>(holds(context.source));
    bool any = false;
    for (const CombatMonster& m : combat.monsters) any = any || holds(m.card);
    return any;
  };
  for (std::uint32_t i = 0; i < program.count; ++i) {
    const CondInstr& op = t.conditions[program.first + i];
    if (op.op == CondOp::And) { --depth; stack[depth - 1] = stack[depth - 1] && stack[depth]; continue; }
    if (op.op == CondOp::Or) { --depth; stack[depth - 1] = stack[depth - 1] || stack[depth]; continue; }
    if (op.op == CondOp::Not) { stack[depth - 1] = !stack[depth - 1]; continue; }
    int seat = context.self;
    if (op.subject == Subject::Victim) seat = context.victim;
    if (op.subject == Subject::Helper) seat = !combat.active ? -1 : context.helper >= 0 ? context.helper : combat.helper;
    const bool aboutMonster = op.subject == Subject::Monster;
    bool value = false;
    if (op.op == CondOp::Compare) {
      if (aboutMonster) {
        // Of a monster only its printed level can be compared.
        value = monsterKnown && op.predicate == Predicate::Level &&
                anyMonster([&](CardId monster) { return compare(def(monster).level, op.comparison, op.value); });
        stack[depth++] = value;
        continue;
      }
      int quantity = 0;
      switch (op.predicate) {
        case Predicate::Level:
          if (seat >= 0) quantity = players[static_cast<std::size_t>(seat)].level;
          break;
        case Predicate::OpenSeals: quantity = openSealCount(); break;
        case Predicate::Players: quantity = playerCount(); break;
        case Predicate::HandSize: quantity = seat >= 0 ? static_cast<int>(players[static_cast<std::size_t>(seat)].hand.size()) : 0; break;
        case Predicate::TotalRank: quantity = seat >= 0 ? totalRank(seat) : 0; break;
        default: break;
      }
      value = compare(quantity, op.comparison, op.value);
    } else {
      switch (op.predicate) {
        case Predicate::Class:
        case Predicate::Race:
        case Predicate::Army:
        case Predicate::Mojo:
          value = !aboutMonster && hasNamed(*this, seat, shapeNamedBy(op.predicate), op.name);
          break;
        case Predicate::Sex:
          value = !aboutMonster && seat >= 0 && op.name != kNoName &&
                  set_.name(op.name).sex == players[static_cast<std::size_t>(seat)].sex;
          break;
        case Predicate::Tag: {
          const int tag = op.name != kNoName ? set_.name(op.name).tag : -1;
          if (tag < 0) break;
          if (aboutMonster) {
            value = monsterKnown && anyMonster([&](CardId monster) { return (info(monster).tagMask >> tag) & 1u; });
          } else if (seat >= 0) {
            value = (players[static_cast<std::size_t>(seat)].tagsInPlay >> tag) & 1u;
          }
          break;
        }
        case Predicate::Sole: {
          // The others are counted only when the subject holds the name (mostly not).
          const Shape shape = shapeNamedBy(op.soleOf);
          if (!hasNamed(*this, seat, shape, op.name)) break;
          int holders = 0;
          for (int other = 0; other < playerCount(); ++other) holders += hasNamed(*this, other, shape, op.name);
          value = holders == 1;
          break;
        }
        case Predicate::InCombat: value = combat.active && combat.onSide(seat); break;
        case Predicate::OwnTurn: value = seat == current; break;
        case Predicate::Helping: value = combat.active && combat.helps(seat); break;
        case Predicate::HasSidekick: value = seat >= 0 && hasShape(seat, Shape::Sidekick); break;
        case Predicate::HasSteed: value = seat >= 0 && hasShape(seat, Shape::Steed); break;
        // The comparison of step 3, ties as the fighter's rules count them.
        case Predicate::Losing: value = combat.active && !combat.monsters.empty() && !playerWinsCombat(); break;
        default: break;
      }
    }
    // About the helper, where several help: it holds if it holds for one of them.
    if (!value && op.subject == Subject::Helper && context.helper < 0 && !combat.moreHelpers.empty()) {
      value = laterHelperHolds(program.first + i, context);
    }
    stack[depth++] = value;
  }
  return stack[0];
}

bool Game::laterHelperHolds(std::uint32_t predicate, const Context& context) const {
  for (const MoreHelper& more : combat.moreHelpers) {
    Context about = context;
    about.helper = more.seat;
    if (conditionHolds({predicate, 1}, about)) return true;
  }
  return false;
}

namespace {

// The bit of a limit in a block's mark byte.
std::uint8_t limitBit(Limit limit) {
  switch (limit) {
    case Limit::None: return 0;
    case Limit::OncePerTurn: return 1;
    case Limit::OncePerCombat: return 2;
    case Limit::OncePerGame: return 4;
    case Limit::OncePerTarget: return 0;  // counted per player, in targetMarks_
  }
  return 0;
}

}  // namespace

bool Game::limitUsed(CardId card, std::uint32_t block, Limit limit) const {
  return limitMarks_[limitBase_[card] + block] & limitBit(limit);
}

void Game::markLimitUsed(CardId card, std::uint32_t block, Limit limit) {
  limitMarks_[limitBase_[card] + block] |= limitBit(limit);
  ++limitMarksVersion_;
  anyUsedThisTurn_ |= limit == Limit::OncePerTurn;
  anyUsedThisCombat_ |= limit == Limit::OncePerCombat;
}

void Game::clearLimitMarks(Limit limit) {
  const auto keep = static_cast<std::uint8_t>(~limitBit(limit));
  for (std::uint8_t& mark : limitMarks_) mark &= keep;
  ++limitMarksVersion_;
  if (limit == Limit::OncePerTurn) anyUsedThisTurn_ = false;
  if (limit == Limit::OncePerCombat) anyUsedThisCombat_ = false;
}

void Game::runEffects(CardId card, EffectKind kind, const Context& context, Trigger trigger) {
  const CardDef& d = def(card);
  const SetTables& t = set_.tables();
  // Choose every block that acts before any acts, so that what one does
  // cannot change whether another is chosen; `play` blocks act only when
  // their timing fits.
  std::uint8_t chosen[kMaxBlocksPerCard];  // PreparedSet refuses a card with more blocks
  int count = 0;
  for (std::uint32_t e = 0; e < d.effects.count; ++e) {
    const EffectDef& effect = t.effects[d.effects.first + e];
    if (effect.kind != kind || (kind == EffectKind::On && effect.trigger != trigger)) continue;
    if (limitUsed(card, e, effect.limit)) continue;
    // Played in a window, a card acts with that window's blocks only (docs/semantics.md, "Windows").
    if (kind == EffectKind::Play && (!playBlockFits(context.self, effect, combat.active) || windowBit(effect.timing) != openWindow_)) {
      continue;
    }
    if (!conditionHolds(effect.condition, context)) continue;
    if (effect.limit == Limit::OncePerTarget && !targetLeft(card, e, context.self < 0 ? current : context.self)) [[unlikely]] {
      continue;
    }
    chosen[count++] = static_cast<std::uint8_t>(e);
  }
  runChosenBlocks(card, chosen, count, context);
}

void Game::runChosenBlocks(CardId card, const std::uint8_t* chosen, int count, const Context& context) {
  if (count == 0) return;
  const CardDef& d = def(card);
  const SetTables& t = set_.tables();
  // The card's blocks are one event: the deaths they cause open one Seal.
  beginDeathEvent();
  for (int i = 0; i < count && !isOver(); ++i) {
    const EffectDef& effect = t.effects[d.effects.first + chosen[i]];
    markLimitUsed(card, chosen[i], effect.limit);
    countBlockRun(d.effects.first + chosen[i]);
    const TargetBlockScope scope(*this, card, chosen[i], effect.limit);
    runActions(effect.actions, context);
  }
  endDeathEvent();
}

void Game::runActions(Range actions, const Context& context) {
  beginDeathEvent();
  runActionSteps(actions, context);
  endDeathEvent();
  // Losing a card (a stolen Shopping Cart, a Power gone) may leave a player
  // with more Big items than they may carry: they shed them straight away.
  settleCarryLimits();
}

// A choice is run where it stands (card_choices.cpp).
void Game::runActionSteps(Range actions, const Context& context) {
  const SetTables& t = set_.tables();
  for (std::uint32_t a = 0; a < actions.count && !isOver();) {
    const ActionDef& action = t.actions[actions.first + a];
    if (action.action >= Action::Choose) [[unlikely]] {
      a += runChoice(actions.first + a, context);
      continue;
    }
    runAction(action, context);
    ++a;
  }
}

void Game::fireTriggerOnCards(Trigger trigger, int seat) {
  const std::uint32_t bit = 1u << static_cast<unsigned>(trigger);
  // Effects may move cards, so walk a copy of the cards in play.
  CardId cards[64];
  int count = 0;
  for (CardId card : players[static_cast<std::size_t>(seat)].inPlay) {
    if ((info(card).triggerMask & bit) && count < 64) cards[count++] = card;
  }
  for (int i = 0; i < count; ++i) {
    // An item acts only while it is in use (docs/semantics.md, "How long things last").
    const Location at = where[cards[i]];
    if (at.zone != Zone::InPlay || at.owner != seat) continue;
    if (shapeOf(cards[i]) == Shape::Item && !itemInUse(seat, cards[i])) continue;
    if (!featInForce(seat, cards[i])) continue;  // a feat only while its holder has the card it requires
    runEffects(cards[i], EffectKind::On, {seat, seat, cards[i]}, trigger);
  }
}

void Game::bonusOnMonster(CombatMonster& aimed, const ActionDef& action, int amount) {
  // A `vs` bonus counts while the fighter or a helper matches.
  if (action.versus.name != kNoName) combat.monsterVersus.push_back({action.versus, amount, aimed.card});
  else aimed.bonus += amount;
  if (action.floor != kNone) aimed.floor = std::max(aimed.floor, static_cast<int>(action.floor));
  ++monstersVersion_;
}

void Game::runAction(const ActionDef& action, const Context& context) {
  if (action.computed != kNone) [[unlikely]] {
    runComputedAction(action, context);
    return;
  }
  const std::uint16_t sourceRules = info(context.source).supersedes;
  int targets[kMaxPlayers];
  int count = 0;
  const int self = context.self < 0 ? current : context.self;
  const int n = playerCount();
  const bool selects = action.select != kNone;
  if (selects && selectOf(action).players) [[unlikely]] {
    count = selectPlayers(action, context, self, targets);
  } else switch (action.target) {
    case Target::Self: targets[count++] = self; break;
    case Target::Victim: targets[count++] = context.victim >= 0 ? context.victim : self; break;
    case Target::AnyPlayer:
    case Target::OtherPlayer:
    case Target::LowestLevel:
    case Target::HighestLevel: {
      // The card's player picks among the players the action may reach.
      const int pick = chooseTarget(action, context, self);
      if (pick >= 0) targets[count++] = pick;
      break;
    }
    // From `self` in turn order; the others from `self`'s left.
    case Target::AllPlayers: for (int step = 0; step < n; ++step) targets[count++] = (self + step) % n; break;
    case Target::AllOthers: for (int step = 1; step < n; ++step) targets[count++] = (self + step) % n; break;
    case Target::Helper:
      // Each helper, in the order they joined.
      if (combat.active && combat.helper >= 0) targets[count++] = combat.helper;
      for (std::size_t h = 0; combat.active && h < combat.moreHelpers.size(); ++h) targets[count++] = combat.moreHelpers[h].seat;
      break;
    case Target::PlayerLeft: targets[count++] = (self + 1) % n; break;
    case Target::PlayerRight: targets[count++] = (self + n - 1) % n; break;
    case Target::FightingSide:
      if (combat.active) targets[count++] = combat.fighter;
      if (combat.active && combat.helper >= 0) targets[count++] = combat.helper;
      for (std::size_t h = 0; combat.active && h < combat.moreHelpers.size(); ++h) targets[count++] = combat.moreHelpers[h].seat;
      break;
    case Target::Fighter:
      if (combat.active) targets[count++] = combat.fighter;
      break;
    case Target::Monster: break;
  }
  // A monster selector: the action is done on each monster it picks.
  if (selects && selectOf(action).monsters) [[unlikely]] {
    runOnSelectedMonsters(action, context, self, {targets, static_cast<std::size_t>(count)});
    return;
  }
  const int amount = action.hasAmount ? action.amount : 1;
  const NameInfo* what = action.what != kNoName ? &set_.name(action.what) : nullptr;
  const Selector selector = what ? what->selector : Selector::None;

  if (action.target == Target::Monster) {
    if (!combat.active) return;
    if (action.action == Action::CombatBonus) {
      // A monster's own bonus stays with it; a player's card's goes on the
      // monster the card's player chooses, and leaves the fight with it. A
      // `vs` bonus counts while the fighter or a helper matches.
      int index = -1;
      for (std::size_t m = 0; m < combat.monsters.size(); ++m) {
        if (combat.monsters[m].card == context.source) index = static_cast<int>(m);
      }
      if (index < 0) index = askMonster(self, context.source);
      if (index < 0) return;
      CombatMonster& aimed = combat.monsters[static_cast<std::size_t>(index)];
      bonusOnMonster(aimed, action, action.amount);
    }
    if (action.action == Action::Treasures) combat.treasureBonus += action.amount;
    // A monster of the player's choice leaves the fight without a kill.
    if (action.action == Action::Cancel || action.action == Action::Die) cancelMonster(self, context.source);
    return;
  }

  for (int i = 0; i < count && !isOver(); ++i) {
    const int seat = targets[i];
    Player& p = players[static_cast<std::size_t>(seat)];
    switch (action.action) {
      case Action::GainLevels: {
        int gain = amount;
        if (action.cap != kNoCap) gain = std::min(gain, action.cap - p.level);
        // The fighter's levels in combat_won and monster_killed come from the kill.
        gainLevels(seat, gain, seat == killer_ && self == killer_, sourceRules);
        break;
      }
      case Action::LoseLevels: loseLevels(seat, amount, sourceRules); break;
      case Action::SetLevel:
        if (amount > p.level) gainLevels(seat, amount - p.level, false, sourceRules);
        else loseLevels(seat, p.level - amount, sourceRules);
        break;
      case Action::CombatBonus:
        if (combat.active && combat.onSide(seat)) {
          if (action.versus.name == kNoName) {
            combat.playerBonus += action.amount;
          } else if (action.versus.what == Predicate::Tag && set_.name(action.versus.name).tag >= 0) {
            // Counts while a monster with the tag is in the fight (fighterSideStrength).
            combat.playerVersus.push_back({static_cast<std::int16_t>(set_.name(action.versus.name).tag), action.amount});
            combat.sideExtras = true;
            ++monstersVersion_;  // the keys that follow the fight see the new bonus here
          }
        }
        break;
      case Action::Treasures: if (combat.active) combat.treasureBonus += action.amount; break;
      // A switch from a `play` or `on` block lasts until the end of the fight
      // (docs/semantics.md, Switches); the lasting ones stand only in `while`.
      case Action::Ignore:
      case Action::Forbid:
      case Action::CountOnly:
      case Action::DoubleStrength:
      case Action::WinTies:
        if (combat.active && combat.onSide(seat)) {
          const auto bit = static_cast<std::uint16_t>(set_.switchBit(action) & ~kLastingSwitches);
          combat.switches[seat] |= bit;
          combat.anySwitch |= bit;
          ++monstersVersion_;  // the keys that follow the fight see the switch here
        }
        break;
      case Action::RunAway:
        if (combat.active && combat.onSide(seat)) {
          RunAwayBonus bonus{seat, action.amount, false, 0, -1};
          // A monster's own run_away is against that monster only.
          for (const CombatMonster& m : combat.monsters) {
            if (m.card == context.source) bonus.oneMonster = true, bonus.monster = m.card;
          }
          if (action.versus.name != kNoName) {
            bonus.tag = action.versus.what == Predicate::Tag ? set_.name(action.versus.name).tag : -1;
            if (bonus.tag < 0) break;  // only a tag can match a monster
          }
          combat.runAways.push_back(bonus);
        }
        break;
      case Action::AutoEscape:
        // Outside a roll and without `all`: one monster, chosen once for every target.
        if (runOutcome(action, context.source, self, {targets + i, static_cast<std::size_t>(count - i)})) return;
        if (combat.active) {
          if (log && log->enabled()) [&]() __attribute__((noinline, cold)) {
            log->begin(turn, seat) << "may escape without rolling, by " << def(context.source).name;
            log->end();
          }();
          const auto bit = static_cast<std::uint8_t>(1u << seat);
          // During a roll, from that monster (and with `all` the rest); else,
          // with `all`, from every monster (one monster: runOutcome).
          if (combat.rolling) combat.escapesRoll |= bit;
          if (action.flags & kFlagAll) combat.escapesAll |= bit;
        }
        break;
      case Action::Draw: {
        const int deck = what && what->deck >= 0 ? what->deck : set_.doorDeck();
        if (drawsWatched_ || (action.flags & kFlagDiscard)) [[unlikely]] {
          drawAnswered(deck, seat, amount, action.flags, context.source);
          break;
        }
        int drawn = 0;
        for (int k = 0; k < amount; ++k) drawn += drawDuringGame(deck, seat) ? 1 : 0;
        if (drawn > 0 && log && log->enabled()) [&]() __attribute__((noinline, cold)) {
          // Face down: the log says how many, not which.
          log->begin(turn, seat) << "draws " << Count{drawn, set_.tables().decks[static_cast<std::size_t>(deck)].title}
                                 << " for " << def(context.source).name;
          log->end();
        }();
        break;
      }
      case Action::DiscardDrawn: discardDrawn(context.source); break;
      case Action::ChangeSex: changeSex(seat, context.source); break;
      case Action::LoseItem: loseItems(seat, itemSelect(action)); break;
      case Action::LoseClass: loseCard(seat, Shape::Class); break;
      case Action::LoseRace: loseCard(seat, Shape::Race); break;
      case Action::DiscardHand:
        if (!p.hand.empty() && log && log->enabled()) [&]() __attribute__((noinline, cold)) {
          log->begin(turn, seat) << "discards the hand for " << def(context.source).name << ": ";
          for (std::size_t k = 0; k < p.hand.size(); ++k) *log << (k == 0 ? "" : ", ") << def(p.hand[k]).name;
          log->end();
        }();
        while (!p.hand.empty()) discard(p.hand.back());
        break;
      case Action::DiscardCards:
        for (int k = 0; k < amount && !p.hand.empty(); ++k) {
          const int pick = bots_[static_cast<std::size_t>(seat)]->choose(*this, seat, Choice::Discard, p.hand);
          const CardId lost = p.hand[static_cast<std::size_t>(pick >= 0 && pick < static_cast<int>(p.hand.size()) ? pick : 0)];
          if (log && log->enabled()) {
            log->begin(turn, seat) << "discards " << def(lost).name;
            log->end();
          }
          discard(lost);
        }
        break;
      case Action::Die: kill(seat); break;
      case Action::OpenSeal: for (int k = 0; k < amount && !isOver(); ++k) openSeal(seat); break;
      case Action::CloseSeal: for (int k = 0; k < amount; ++k) closeSeal(seat); break;
      case Action::Win:
        // The core rules allow a win only by a kill; a card must say it breaks that.
        if ((sourceRules >> static_cast<unsigned>(CoreRule::WinByKill)) & 1u) declareWinner(seat, WinReason::CardWin);
        break;
      // `steal ... from T`, `give ... to T`: the written target is T.
      case Action::Steal: stealFrom(self, seat, selector, context.source); break;
      case Action::Give: giveTo(self, seat, selector); break;
      case Action::LookAtHand:
        if (log && log->enabled()) {
          log->begin(turn, self) << "looks at the hand of " << Seat{seat};
          log->end();
        }
        break;
      case Action::ForceHelp: {
        // Only into a fight with room for another helper (none helping yet,
        // unless more are allowed; never with a helpers allowance below one).
        if (!combat.active || combat.onSide(seat) || isDead(seat) || helperRoom() < 1) break;
        const bool ruleBroken = (sourceRules >> static_cast<unsigned>(CoreRule::NoForcedHelpForWin)) & 1u;
        const bool forWinAllowed = ruleBroken && !(action.flags & kFlagExceptWin);
        if (!forWinAllowed && fightForWin()) break;
        if (log && log->enabled()) {
          log->begin(turn, seat) << "helps " << Seat{combat.fighter} << ", forced by " << def(context.source).name;
          log->end();
        }
        // A forced helper may back out once the fight becomes one for the win (unless the card breaks the rule).
        if (!forWinAllowed) combat.forced |= static_cast<std::uint8_t>(1u << seat);
        addHelper(seat, 0);
        break;
      }
      case Action::ReturnToHand:
        if (!((sourceRules >> static_cast<unsigned>(CoreRule::NoReturnToHand)) & 1u)) break;
        if (selector == Selector::Item) returnItemToHand(seat);
        else if (where[context.source].zone == Zone::InPlay) moveTo(context.source, Zone::Hand, where[context.source].owner);
        break;
      case Action::Sacrifice:
        if (where[context.source].zone == Zone::InPlay || where[context.source].zone == Zone::Hand) {
          if (log && log->enabled()) {
            log->begin(turn, where[context.source].owner) << "discards " << def(context.source).name;
            log->end();
          }
          discard(context.source);
        } else if (where[context.source].zone == Zone::Combat && shapeOf(context.source) == Shape::Monster) {
          monsterLeaves(context.source);
        }
        break;
      case Action::SellItems: sellChosenItems(seat, action.cap, sourceRules); break;
      case Action::Grant:
        if (what && what->resource >= 0) {
          p.grants[what->resource] += amount;
          // How long it lasts: while the card stays in its holder's play, or
          // until the end of the combat the card is part of.
          const Location from = where[context.source];
          const Shape shape = shapeOf(context.source);
          if (from.zone == Zone::InPlay) {
            cardGrants_.push_back({context.source, from.owner, seat, what->resource, amount});
          } else if (combat.active && (from.zone == Zone::Combat || shape == Shape::Monster ||
                                       shape == Shape::Enhancer || shape == Shape::OneShot)) {
            combat.grants.push_back({context.source, -1, seat, what->resource, amount});
          }
          // What the player may carry and use, and what their position caches
          // hold, change as if their cards did.
          refreshPlayerCache(seat);
        }
        break;
      case Action::Cancel:
        if (selector == Selector::Curse) {
          // The curse striking the player now is stopped; else one that stays on them goes.
          // (In the `in_answer` window, the curse being played, whoever it strikes.)
          if ((strike_.victim == seat || strike_.answering) && !strike_.stopped) {
            strike_.stopped = true;
            break;
          }
          for (std::size_t j = p.inPlay.size(); j-- > 0;) {
            if (shapeOf(p.inPlay[j]) != Shape::Curse) continue;
            if (log && log->enabled()) [&]() __attribute__((noinline, cold)) {
              log->begin(turn, seat) << "discards " << def(p.inPlay[j]).name << ", cancelled by " << def(context.source).name;
              log->end();
            }();
            discard(p.inPlay[j]);
            break;
          }
        } else if (selector == Selector::Seal || selector == Selector::SeventhSeal) {
          closeSeal(seat);
        } else if (selector == Selector::BadStuff) {
          if (combat.active) combat.cancelBadStuff = true;
        } else if (selector == Selector::Monster) {
          cancelMonster(self, context.source);
        }
        break;
      case Action::AddMonster: addMonsterFromHand(seat); break;
      case Action::Equip: equipBeyondRoom(seat, selector, what ? what->slot : kNone); break;
      case Action::TriggerSeal:
        // The top Seal's opening effect happens to the target again.
        if (!openSeals.empty()) runEffects(openSeals.back(), EffectKind::On, {seat, seat, openSeals.back()}, Trigger::SealOpened);
        break;
      // A choice is run by runActionSteps, which never hands one here.
      case Action::Choose:
      case Action::May:
      case Action::Alternative:
      case Action::Roll:
      case Action::RollRow: break;
      // A state read at each sale (selling.cpp); never run as a step.
      case Action::SalePrice: break;
      // The roll under way, the target's own (dice.cpp); with none, nothing.
      case Action::RollBonus:
        if (roll_.seat == seat) roll_.bonus += amount;
        break;
      case Action::Reroll:
        if (roll_.seat == seat) {
          const int before = roll_.die;
          roll_.die = rollDie();
          if (log && log->enabled()) {
            log->begin(turn, seat) << "re-rolls a " << before << " with " << def(context.source).name << ": " << roll_.die;
            log->end();
          }
        }
        break;
      // Once, whoever the targets: they act on the fight.
      case Action::KillMonster:
      case Action::TakeTreasure:
      case Action::EndCombat: runOutcome(action, context.source, self, {}); return;
    }
  }
}

}  // namespace munchkin
