// Combat: monsters and enhancers, interference, help for a bribe, the
// comparison, running away, Bad Stuff, death and looting.
#include "munchkin/engine.h"

#include <algorithm>

#include "engine_internal.h"
#include "munchkin/bot.h"

namespace munchkin {

void Game::startCombat(int seat, CardId monster) {
  beginCombat(seat);
  addMonster(monster);
  fight();
}

void Game::beginCombat(int seat) {
  combat.active = true;
  combat.fighter = seat;
  combat.helper = -1;
  combat.helperShare = 0;
  combat.fighterDied = false;
  combat.monsters.clear();
  ++monstersVersion_;
  combat.cards.clear();
  combat.playerBonus = combat.monsterBonus = combat.treasureBonus = combat.runAwayBonus = 0;
  combat.autoEscape = combat.cancelBadStuff = combat.tiesToPlayer = false;
  combat.supersedes = 0;
  if (anyUsedThisCombat_) {
    std::fill(usedThisCombat_.begin(), usedThisCombat_.end(), 0);
    anyUsedThisCombat_ = false;
  }
  foughtThisTurn_ = true;
}

void Game::addMonster(CardId monster) {
  moveTo(monster, Zone::Combat, combat.fighter);
  combat.monsters.push_back({monster, 0, 0});
  ++monstersVersion_;
  if (log && log->enabled()) {
    log->begin(turn, combat.fighter) << "fights " << def(monster).name << " (Level " << def(monster).level << ")";
    log->end();
  }
  runEffects(monster, EffectKind::On, {combat.fighter, combat.fighter, monster}, Trigger::CombatStart);
}

void Game::fight() {
  fireTrigger(Trigger::CombatStart, combat.fighter);
  combatPlays();
  if (!isOver()) resolveCombat();
}

void Game::combatPlays() {
  CardId options[kMaxOptions];
  const int n = playerCount();
  for (int round = 0; round < 4 && !isOver() && combat.active; ++round) {
    bool anyPlayed = false;
    // Everyone else may work against the fighter, in seat order.
    for (int step = 1; step < n && !isOver(); ++step) {
      const int seat = (combat.fighter + step) % n;
      if (seat == combat.helper || bots_[static_cast<std::size_t>(seat)]->declines(*this, seat, Choice::Interfere)) continue;
      const Player& p = players[static_cast<std::size_t>(seat)];
      bool hasMonster = false;
      for (CardId card : p.hand) hasMonster |= shapeOf(card) == Shape::Monster;
      std::uint64_t hordeTags = 0;
      if (params().undeadHorde) {
        for (const CombatMonster& m : combat.monsters) {
          if (info(m.card).joinsHorde) hordeTags |= info(m.card).tagMask;
        }
      }
      // Which cards of a hand are hostile cannot be predicted: the list is
      // built without branching on them (bar the rare horde test).
      int count = 0;
      for (CardId card : p.hand) {
        const CardFacts& brief = facts(card);
        bool hostile = (brief.shape == Shape::Curse) | ((brief.shape == Shape::Enhancer) & (brief.bonus >= 0)) |
                       (hasMonster & brief.addsMonster);
        if (hordeTags != 0 && brief.shape == Shape::Monster) {
          hostile |= info(card).joinsHorde && (info(card).tagMask & hordeTags);
        }
        if (count < kMaxOptions) {
          options[count] = card;
          count += hostile;
        }
      }
      if (count == 0) continue;
      const int pick = bots_[static_cast<std::size_t>(seat)]->choose(*this, seat, Choice::Interfere, {options, static_cast<std::size_t>(count)});
      if (pick < 0 || pick >= count) continue;
      anyPlayed = true;
      const CardId card = options[pick];
      if (shapeOf(card) == Shape::Curse) applyCurse(card, combat.fighter, seat);
      else if (shapeOf(card) == Shape::Monster) {
        if (log && log->enabled()) {
          log->begin(turn, seat) << "sends " << def(card).name << " to join the horde";
          log->end();
        }
        addMonster(card);
      } else {
        playCard(seat, card, combat.fighter);
      }
    }
    // The fighter answers with one-shots and other combat cards.
    for (int k = 0; k < 8 && !isOver() && combat.active; ++k) {
      const int seat = combat.fighter;
      if (bots_[static_cast<std::size_t>(seat)]->declines(*this, seat, Choice::CombatPlay)) break;
      const Player& p = players[static_cast<std::size_t>(seat)];
      int count = 0;
      for (CardId card : p.hand) {
        // Only these shapes can ever be played into a fight (see canPlayNow).
        const Shape shape = shapeOf(card);
        const bool helps = shape == Shape::Enhancer ? facts(card).bonus < 0
                                                    : (shape == Shape::OneShot || shape == Shape::Sidekick ||
                                                       shape == Shape::Special) && canPlayNow(seat, card, true);
        if (helps && count < kMaxOptions) options[count++] = card;
      }
      if (count == 0) break;
      const int pick = bots_[static_cast<std::size_t>(seat)]->choose(*this, seat, Choice::CombatPlay, {options, static_cast<std::size_t>(count)});
      if (pick < 0 || pick >= count) break;
      anyPlayed = true;
      playCard(seat, options[pick], combat.fighter);
    }
    if (!isOver() && combat.active && combat.helper < 0 && !playerWinsCombat()) askForHelp();
    if (!anyPlayed) break;
  }
}

void Game::askForHelp() {
  // A `grant helpers -1` (Blood Moon) takes away the one helper allowed.
  if (params().maxHelpers + resource(combat.fighter, Resource::Helpers) < 1 || combat.monsters.empty()) return;
  int candidates[kMaxPlayers];
  int count = 0;
  for (int seat = 0; seat < playerCount(); ++seat) {
    if (seat != combat.fighter) candidates[count++] = seat;
  }
  const HelpRequest request =
      bots_[static_cast<std::size_t>(combat.fighter)]->askForHelp(*this, combat.fighter, {candidates, static_cast<std::size_t>(count)});
  if (request.helper < 0 || request.helper >= playerCount() || request.helper == combat.fighter) return;
  if (!bots_[static_cast<std::size_t>(request.helper)]->acceptHelp(*this, request.helper, combat.fighter, request.share)) return;
  joinCombat(request.helper, request.share);
}

void Game::joinCombat(int seat, int share) {
  combat.helper = seat;
  combat.helperShare = std::max(0, share);
  if (log && log->enabled()) {
    log->begin(turn, seat) << "helps " << Seat{combat.fighter} << " for " << Count{combat.helperShare, "Treasure"};
    log->end();
  }
  fireTrigger(Trigger::Helping, seat);
}

void Game::resolveCombat() {
  if (!combat.active) return;
  if (combat.monsters.empty()) {
    finishCombat(false);
    return;
  }
  const bool won = playerWinsCombat();
  if (log && log->enabled()) {
    log->begin(turn, combat.fighter) << (won ? "wins" : "loses") << " the fight, " << fighterSideStrength()
                                     << " against " << monsterStrength();
    log->end();
  }
  if (!won) {
    runAway();
    settleCarryLimits();  // still in combat: excess Big items are given away
  }
  finishCombat(won);
}

void Game::runAway() {
  const int side[2] = {combat.fighter, combat.helper};
  for (int seat : side) {
    if (seat < 0 || isOver()) continue;
    fireTrigger(Trigger::CombatLost, seat);
    if (combat.autoEscape) continue;
    Player& p = players[static_cast<std::size_t>(seat)];
    // A Sidekick can give itself up so that its master escapes every monster.
    auto sidekick = std::find_if(p.inPlay.begin(), p.inPlay.end(), [&](CardId c) { return shapeOf(c) == Shape::Sidekick; });
    if (sidekick != p.inPlay.end() && bots_[static_cast<std::size_t>(seat)]->sacrificeSidekick(*this, seat)) {
      if (log && log->enabled()) {
        log->begin(turn, seat) << "sacrifices " << def(*sidekick).name << " and escapes";
        log->end();
      }
      discard(*sidekick);
      continue;
    }
    const int bonus = combat.runAwayBonus + runAwayBonusInPlay(*this, seat);
    for (std::size_t i = 0; i < combat.monsters.size() && !isOver(); ++i) {
      if (seat == combat.fighter && combat.fighterDied) break;
      const CardId monster = combat.monsters[i].card;
      const bool noPursuit = def(monster).noPursuit.count > 0 && conditionHolds(def(monster).noPursuit, {seat, seat, monster});
      const int roll = rng_.die();
      if (noPursuit || roll + bonus >= params().escapeRoll) {
        if (log && log->enabled()) {
          log->begin(turn, seat) << "runs away from " << def(monster).name << " with a roll of " << roll;
          log->end();
        }
        fireTrigger(Trigger::Escaped, seat);
        continue;
      }
      if (log && log->enabled()) {
        log->begin(turn, seat) << "is caught by " << def(monster).name << " with a roll of " << roll;
        log->end();
      }
      fireTrigger(Trigger::Caught, seat);
      if (!combat.cancelBadStuff) runEffects(monster, EffectKind::BadStuff, {seat, seat, monster});
      if (combat.fighterDied && seat == combat.fighter) break;
    }
  }
}

void Game::finishCombat(bool won) {
  const int fighter = combat.fighter;
  int treasures = 0, levels = 0;
  if (won) {
    for (const CombatMonster& m : combat.monsters) {
      treasures += def(m.card).treasures + m.treasures;
      levels += def(m.card).levels;
    }
    treasures = std::max(0, treasures + combat.treasureBonus);
    fireTrigger(Trigger::CombatWon, fighter);
    fireTrigger(Trigger::MonsterKilled, fighter);
  }
  // One-shots, enhancers and the monsters all go to the discards.
  while (!combat.cards.empty()) discard(combat.cards.back());
  combat.monsters.clear();
  ++monstersVersion_;
  const int helper = combat.helper;
  const int share = std::min(combat.helperShare, treasures);
  combat.active = false;
  if (!won || isOver()) return;
  // Rewards arrive once the fight is over; the helper gets Treasure, never levels.
  for (int i = 0; i < share; ++i) drawInto(set_.treasureDeck(), helper);
  for (int i = share; i < treasures; ++i) drawInto(set_.treasureDeck(), fighter);
  if (log && log->enabled()) {
    log->begin(turn, fighter) << "takes " << Count{treasures - share, "Treasure"};
    log->end();
  }
  gainLevelsFromKill(fighter, levels);
}

void Game::gainLevelsFromKill(int seat, int amount) {
  gainLevels(seat, amount, true, 0);
  tryWin(seat);
}

void Game::kill(int seat) {
  Player& p = players[static_cast<std::size_t>(seat)];
  if (log && log->enabled()) {
    log->begin(turn, seat) << "dies";
    log->end();
  }
  if (combat.active && seat == combat.fighter) combat.fighterDied = true;
  // Level, class, race and the like survive; hand and carried things do not.
  corpse_.clear();
  for (CardId card : p.hand) corpse_.push_back(card);
  for (CardId card : p.inPlay) {
    const Shape shape = shapeOf(card);
    if (shape == Shape::Item || shape == Shape::Sidekick || shape == Shape::Steed || shape == Shape::Modifier) {
      corpse_.push_back(card);
    }
  }
  lootCorpse(seat, corpse_);
  fireTrigger(Trigger::Died, seat);
  if (params().sealsToEnd > 0) openSeal(seat);
}

void Game::lootCorpse(int seat, std::vector<CardId>& corpse) {
  // Highest Level loots first; equal Levels go in seat order from the left.
  int order[kMaxPlayers];
  int count = 0;
  for (int step = 1; step < playerCount(); ++step) order[count++] = (seat + step) % playerCount();
  std::stable_sort(order, order + count, [&](int a, int b) {
    return players[static_cast<std::size_t>(a)].level > players[static_cast<std::size_t>(b)].level;
  });
  for (int i = 0; i < count && !corpse.empty(); ++i) {
    const int looter = order[i];
    int pick = bots_[static_cast<std::size_t>(looter)]->choose(*this, looter, Choice::Loot, corpse);
    if (pick < 0 || pick >= static_cast<int>(corpse.size())) pick = 0;
    const CardId card = corpse[static_cast<std::size_t>(pick)];
    corpse.erase(corpse.begin() + pick);
    if (log && log->enabled()) {
      log->begin(turn, looter) << "loots " << def(card).name << " from " << Seat{seat};
      log->end();
    }
    moveTo(card, Zone::Hand, looter);
    fireTrigger(Trigger::Looted, looter);
  }
  for (CardId card : corpse) discard(card);
  corpse.clear();
}

}  // namespace munchkin
