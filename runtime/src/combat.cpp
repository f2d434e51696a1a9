// Combat: monsters and enhancers, interference, help for a bribe, the
// comparison, running away, Bad Stuff, death and looting.
#include "munchkin/engine.h"

#include <algorithm>

#include "engine_internal.h"
#include "munchkin/bot.h"

namespace munchkin {
namespace {

// The helpers of `unpaid` (seat bits, a `forbid reward`) get no share: their
// promised Treasures become 0, so that the fighter draws them.
void withholdShares(Game& game, std::uint8_t unpaid) {
  const auto withhold = [&](int seat, int& share) {
    if (!((unpaid >> seat) & 1u) || share <= 0) return;
    if (game.log && game.log->enabled()) {
      game.log->begin(game.turn, seat) << "takes no Treasure for helping";
      game.log->end();
    }
    share = 0;
  };
  if (game.combat.helper >= 0) withhold(game.combat.helper, game.combat.helperShare);
  for (MoreHelper& more : game.combat.moreHelpers) withhold(more.seat, more.share);
}

}  // namespace

int Combat::moreSide(int* seats, int count) const {
  for (const MoreHelper& more : moreHelpers) seats[count++] = more.seat;
  return count;
}

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
  combat.moreHelpers.clear();
  combat.moreHelperBits = combat.asked = combat.forced = combat.died = 0;
  combat.sideExtras = false;
  combat.monsters.clear();
  combat.setAside.clear();
  ++monstersVersion_;
  combat.cards.clear();
  combat.playerBonus = combat.monsterBonus = combat.treasureBonus = 0;
  combat.playerVersus.clear();
  combat.runAways.clear();
  combat.monsterVersus.clear();
  combat.grants.clear();
  combat.escapesAll = combat.escapesRoll = 0;
  combat.rolling = combat.cancelBadStuff = false;
  combat.outcome = 0;
  refreshReach();
  if (combat.anySwitch) {
    std::fill(std::begin(combat.switches), std::end(combat.switches), std::uint16_t{0});
    combat.anySwitch = 0;
  }
  if (anyUsedThisCombat_) clearLimitMarks(Limit::OncePerCombat);
  foughtThisTurn_ = true;
}

void Game::addMonster(CardId monster) {
  if (monsterCounts_) countMonsterMet(monster);
  moveTo(monster, Zone::Combat, combat.fighter);
  combat.monsters.push_back({monster, 0, 0, 0});
  ++monstersVersion_;
  if (info(monster).hasWhile) refreshReach();
  if (log && log->enabled()) {
    log->begin(turn, combat.fighter) << "fights " << def(monster).name << " (Level " << def(monster).level << ")";
    log->end();
  }
  int side[kMaxPlayers];
  const int count = combat.side(side);
  runMonsterTrigger(monster, Trigger::CombatStart, {side, static_cast<std::size_t>(count)});
  releaseForcedHelpers();  // its levels may make the fight one for the win
}

void Game::fight() {
  // A monster may have sent itself away as it entered, ending the fight.
  if (combat.active) fireTrigger(Trigger::CombatStart, combat.fighter);
  if (combat.active) combatPlays();
  if (!isOver()) resolveCombat();
}

inline bool Game::combatTurn(int seat, Choice choice, int maxCards) {
  // Declining stands for the abilities too (Bot::declines). Mostly the bot
  // declines: the turn itself is out of line, the
  // question inline in combatPlays.
  return !bots_[static_cast<std::size_t>(seat)]->declines(*this, seat, choice) && combatTurnPlays(seat, choice, maxCards);
}

void Game::combatPlays() {
  const int n = playerCount();
  for (int round = 0; round < 4 && !isOver() && combat.active; ++round) {
    bool anyPlayed = false;
    // Those outside the fight first, from the fighter's left; then the
    // helper; the fighter answers last.
    for (int step = 1; step < n && !isOver() && combat.active; ++step) {
      const int seat = (combat.fighter + step) % n;
      if (!combat.helps(seat)) anyPlayed |= combatTurn(seat, Choice::Interfere, 1);
    }
    if (combat.helper >= 0 && !isOver() && combat.active) anyPlayed |= combatTurn(combat.helper, Choice::CombatPlay, 8);
    for (std::size_t i = 0; i < combat.moreHelpers.size() && !isOver() && combat.active; ++i) {
      anyPlayed |= combatTurn(combat.moreHelpers[i].seat, Choice::CombatPlay, 8);
    }
    if (!isOver() && combat.active) anyPlayed |= combatTurn(combat.fighter, Choice::CombatPlay, 8);
    if (!isOver() && combat.active && (combat.helper < 0 || helperRoom() > 0) && !playerWinsCombat()) {
      // A helper gets a turn to play; without one, the fighter may answer again.
      anyPlayed |= askForHelp() || offerAbilities(combat.fighter);
    }
    if (!anyPlayed) break;
  }
}

bool Game::combatTurnPlays(int seat, Choice choice, int maxCards) {
  bool played = false;
  Bot& bot = *bots_[static_cast<std::size_t>(seat)];
  const std::vector<CardId>& hand = players[static_cast<std::size_t>(seat)].hand;
  for (int k = 0; k < maxCards && !isOver() && combat.active; ++k) {
    const int pick = bot.chooseFightPlay(*this, seat, choice, hand);
    if (pick < 0 || static_cast<std::size_t>(pick) >= hand.size()) break;
    playIntoFight(seat, hand[static_cast<std::size_t>(pick)]);
    releaseForcedHelpers();
    played = true;
  }
  // With nothing played, the bot's answer to `choice` above still stands.
  if (!isOver() && combat.active) played |= offerAbilities(seat, !played);
  releaseForcedHelpers();
  return played;
}

bool Game::playableInFight(int seat, CardId card) const {
  const CardFacts& brief = facts(card);
  if (brief.addsMonster) {  // a wandering monster, with a monster to bring
    for (CardId other : players[static_cast<std::size_t>(seat)].hand) {
      if (shapeOf(other) == Shape::Monster) return brief.shape == Shape::Special || canPlayNow(seat, card, true);
    }
    return false;
  }
  switch (brief.shape) {
    // A curse strikes a player of the curser's choice; an enhancer goes on a monster.
    case Shape::Curse: return true;
    case Shape::Enhancer: return !combat.monsters.empty();
    case Shape::Monster: {
      // A monster joins a fight against another of one of its horde tags.
      const std::uint64_t horde = info(card).hordeMask;
      if (horde == 0) return false;
      for (const CombatMonster& m : combat.monsters) {
        if ((info(m.card).hordeMask & horde) != 0) return true;
      }
      return false;
    }
    case Shape::Special:
    case Shape::OneShot:
    case Shape::Sidekick:
    case Shape::LevelUp: return canPlayNow(seat, card, true);
    default: return false;
  }
}

void Game::playIntoFight(int seat, CardId card) {
  if (shapeOf(card) == Shape::Curse) {
    playCard(seat, card, curseVictim(seat, card));
  } else if (shapeOf(card) == Shape::Monster) {
    if (log && log->enabled()) {
      log->begin(turn, seat) << "sends " << def(card).name << " to join the horde";
      log->end();
    }
    countPlayed(card);
    addMonster(card);
  } else {
    playCard(seat, card, combat.fighter);
  }
}

bool Game::fightForWin() const {
  int levels = players[static_cast<std::size_t>(combat.fighter)].level;
  for (const CombatMonster& m : combat.monsters) levels += def(m.card).levels;
  return levels >= params().winLevel;
}

bool Game::askForHelp() {
  // After a refusal the fighter may ask another player, each at most once a
  // fight (docs/semantics.md, "Asking for help"), while the fight is lost
  // without more help (the caller saw it lost) and has room for a helper.
  if (combat.monsters.empty() || helperRoom() < 1) return false;
  bool joined = false;
  const int n = playerCount();
  for (;;) {
    // The others not asked yet and not helping, in turn order from the fighter's left.
    int candidates[kMaxPlayers];
    int count = 0;
    unsigned candidateBits = 0;  // the same seats, for the test of the answer
    for (int step = 1; step < n; ++step) {
      const int seat = (combat.fighter + step) % n;
      if (!((combat.asked >> seat) & 1u) && !combat.helps(seat) && !isDead(seat)) {
        candidates[count++] = seat;
        candidateBits |= 1u << seat;
      }
    }
    if (count == 0) break;
    const HelpRequest request =
        bots_[static_cast<std::size_t>(combat.fighter)]->askForHelp(*this, combat.fighter, {candidates, static_cast<std::size_t>(count)});
    if (request.helper < 0 || request.helper >= kMaxPlayers || !((candidateBits >> request.helper) & 1u)) break;
    combat.asked |= static_cast<std::uint8_t>(1u << request.helper);
    if (!bots_[static_cast<std::size_t>(request.helper)]->acceptHelp(*this, request.helper, combat.fighter, request.share)) {
      if (log && log->enabled()) {
        log->begin(turn, request.helper) << "refuses to help " << Seat{combat.fighter};
        log->end();
      }
      continue;
    }
    joinCombat(request.helper, request.share);
    joined = true;
    if (isOver() || !combat.active || helperRoom() < 1 || playerWinsCombat()) break;
  }
  return joined;
}

void Game::joinCombat(int seat, int share) {
  if (log && log->enabled()) {
    log->begin(turn, seat) << "helps " << Seat{combat.fighter} << " for " << Count{std::max(0, share), "Treasure"};
    log->end();
  }
  addHelper(seat, share);
}

void Game::addHelper(int seat, int share) {
  if (combat.helper < 0) {
    combat.helper = seat;
    combat.helperShare = std::max(0, share);
  } else {
    combat.moreHelpers.push_back({seat, std::max(0, share)});
    combat.moreHelperBits |= static_cast<std::uint8_t>(1u << seat);
    combat.sideExtras = true;
    ++monstersVersion_;  // the side changed: the keys that follow the fight see it here
  }
  helperJoined(seat);
}

void Game::leaveFight(int seat) {
  if (seat == combat.helper) {
    // The next helper, if any, becomes the first.
    combat.helper = combat.moreHelpers.empty() ? -1 : combat.moreHelpers.front().seat;
    combat.helperShare = combat.moreHelpers.empty() ? 0 : combat.moreHelpers.front().share;
    if (!combat.moreHelpers.empty()) combat.moreHelpers.erase(combat.moreHelpers.begin());
  } else {
    std::erase_if(combat.moreHelpers, [&](const MoreHelper& more) { return more.seat == seat; });
  }
  combat.moreHelperBits = 0;
  for (const MoreHelper& more : combat.moreHelpers) combat.moreHelperBits |= static_cast<std::uint8_t>(1u << more.seat);
  combat.sideExtras = !combat.moreHelpers.empty() || !combat.playerVersus.empty();
  combat.forced &= static_cast<std::uint8_t>(~(1u << seat));
  ++monstersVersion_;
}

void Game::releaseForcedHelpersNow() {
  if (!fightForWin()) return;
  for (int seat = 0; seat < playerCount() && combat.active; ++seat) {
    if (!((combat.forced >> seat) & 1u)) continue;
    // Asked once: a forced helper who stays now stays for the fight.
    combat.forced &= static_cast<std::uint8_t>(~(1u << seat));
    if (!bots_[static_cast<std::size_t>(seat)]->backsOutOfForcedHelp(*this, seat)) continue;
    if (log && log->enabled()) {
      log->begin(turn, seat) << "backs out of helping " << Seat{combat.fighter} << ": the fight is for the win";
      log->end();
    }
    leaveFight(seat);
  }
}

void Game::endFightWithoutMonsters() {
  // Won if a card defeated a monster of it before (docs/semantics.md, "Combat outcomes").
  const bool won = !combat.setAside.empty();
  if (log && log->enabled()) {
    log->begin(turn, combat.fighter) << "has no monster left to fight: "
                                     << (won ? "the fight is won" : "the fight ends, neither won nor lost");
    log->end();
  }
  if (won) combat.outcome = 1;
  finishCombat(won);
}

void Game::resolveCombat() {
  if (!combat.active) return;
  releaseForcedHelpers();
  if (combat.monsters.empty()) {
    if (!combat.setAside.empty()) combat.outcome = 1;
    finishCombat(!combat.setAside.empty());
    return;
  }
  if (blockRuns_) [[unlikely]] countWhileBlocksInFight();
  const bool won = playerWinsCombat();
  combat.outcome = won ? 1 : -1;
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
  // combat_lost reaches the side and the monsters before anyone runs.
  int side[kMaxPlayers];
  const int sideCount = combat.side(side);
  const std::span<const int> sideSeats(side, static_cast<std::size_t>(sideCount));
  for (int seat : sideSeats) fireTrigger(Trigger::CombatLost, seat);
  CardId monsters[16];
  int count = 0;
  for (const CombatMonster& m : combat.monsters) {
    if (count < 16) monsters[count++] = m.card;
  }
  for (int i = 0; i < count; ++i) runMonsterTrigger(monsters[i], Trigger::CombatLost, sideSeats);
  for (int seat : sideSeats) {
    if (isOver()) continue;
    Player& p = players[static_cast<std::size_t>(seat)];
    // A Sidekick can give itself up so that its master escapes every monster.
    auto sidekick = std::find_if(p.inPlay.begin(), p.inPlay.end(), [&](CardId c) { return shapeOf(c) == Shape::Sidekick; });
    const bool autoEscape = (combat.escapesAll >> seat) & 1u;
    if (!autoEscape && sidekick != p.inPlay.end() && bots_[static_cast<std::size_t>(seat)]->sacrificeSidekick(*this, seat)) {
      if (log && log->enabled()) {
        log->begin(turn, seat) << "sacrifices " << def(*sidekick).name << " and escapes";
        log->end();
      }
      discard(*sidekick);
      combat.escapesAll |= static_cast<std::uint8_t>(1u << seat);
    }
    runFromEach(seat);
  }
}

void Game::runFromEach(int seat) {
  // In the order the runner chooses, one monster at a time.
  CardId left[kMaxOptions];
  int count = 0;
  for (const CombatMonster& m : combat.monsters) {
    if (count < kMaxOptions) left[count++] = m.card;
  }
  while (count > 0 && !isOver()) {
    const CardId next = askCard(seat, Choice::RunFrom, {left, static_cast<std::size_t>(count)});
    const auto picked = std::find(left, left + count, next);
    std::copy(picked + 1, left + count, picked);
    --count;
    const auto at = std::find_if(combat.monsters.begin(), combat.monsters.end(),
                                 [&](const CombatMonster& m) { return m.card == next; });
    if (at == combat.monsters.end()) continue;  // gone from the fight meanwhile
    if (!runFrom(seat, static_cast<std::size_t>(at - combat.monsters.begin()))) break;
  }
}

bool Game::runFrom(int seat, std::size_t monsterIndex) {
  if ((combat.died >> seat) & 1u) return false;  // a player who dies stops running
  const CardId monster = combat.monsters[monsterIndex].card;
  const auto bit = static_cast<std::uint8_t>(1u << seat);
  if (((combat.escapesAll | combat.monsters[monsterIndex].escapes) & bit) || whileAutoEscapes(*this, seat)) {
    if (log && log->enabled()) {
      log->begin(turn, seat) << "escapes " << def(monster).name << " without rolling";
      log->end();
    }
    escapeFrom(seat, monster);
    return true;
  }
  const bool noPursuit = def(monster).noPursuit.count > 0 && conditionHolds(def(monster).noPursuit, {seat, seat, monster});
  int roll = rollDie();
  // `forbid run_away`: no roll escapes (the die is rolled all the same, for the seed's sake).
  const bool forbidden = !noPursuit && runAwayForbidden(seat);
  // A roll to run away is a roll (dice.cpp): `rolled` and `roll_bonus` reach
  // it, unless the monster does not pursue or running away is forbidden, when it is never read.
  const int modifiers = rollsReact_ && !noPursuit && !forbidden ? settleRoll(seat, monster, monster, kNoRollTable, roll) : 0;
  if (noPursuit || (!forbidden && roll + modifiers + runAwayBonus(seat, monster) >= params().escapeRoll)) {
    if (log && log->enabled()) {
      log->begin(turn, seat) << "runs away from " << def(monster).name;
      // A monster that does not pursue needs no roll (the die is rolled all the same, for the seed's sake).
      if (noPursuit) *log << ", which does not pursue";
      else *log << " with a roll of " << roll;
      log->end();
    }
    escapeFrom(seat, monster);
    return true;
  }
  if (log && log->enabled()) {
    if (forbidden) log->begin(turn, seat) << "is caught by " << def(monster).name << ", unable to run away";
    else log->begin(turn, seat) << "is caught by " << def(monster).name << " with a roll of " << roll;
    log->end();
  }
  // An `auto_escape` in answer to the failed roll (the runner's `run_failed`
  // window) or to the catch undoes it; escaped in the window, never caught.
  // Under `forbid run_away` nothing was rolled, so no roll failed: no window.
  combat.rolling = true;
  combat.rollingMonster = monster;
  combat.escapesRoll = 0;
  if (!forbidden) offerWindow(Timing::RunFailed, seat, WindowAsks::OnlyFirst);
  if (!((combat.escapesRoll | combat.escapesAll) & bit)) {
    fireTrigger(Trigger::Caught, seat);
    const int caught[1] = {seat};
    runMonsterTrigger(monster, Trigger::Caught, caught);
  }
  combat.rolling = false;
  if ((combat.escapesRoll | combat.escapesAll) & bit) {
    if (log && log->enabled()) {
      log->begin(turn, seat) << "escapes " << def(monster).name << " after all";
      log->end();
    }
    escapeFrom(seat, monster);
    return true;
  }
  MonsterCounts* counts = monsterCounts_ ? &monsterCounts_[monster] : nullptr;
  if (counts && seat == combat.fighter) ++counts->caught;
  if (!combat.cancelBadStuff) runEffects(monster, EffectKind::BadStuff, {seat, seat, monster});
  if (counts && ((combat.died >> seat) & 1u)) ++counts->deaths;
  return true;
}

void Game::escapeFrom(int seat, CardId monster) {
  if (monsterCounts_ && seat == combat.fighter) ++monsterCounts_[monster].escaped;
  combat.rolling = true;
  combat.escapesRoll = 0;
  fireTrigger(Trigger::Escaped, seat);
  const int escaped[1] = {seat};
  runMonsterTrigger(monster, Trigger::Escaped, escaped);
  combat.rolling = false;
  offerWindow(Timing::AfterEscape, seat, WindowAsks::FirstThenOthers);
}

void Game::rewardKill() {
  const int fighter = combat.fighter;
  int seats[kMaxPlayers];
  const std::span<const int> side(seats, static_cast<std::size_t>(combat.side(seats)));
  CardId monsters[16];
  int count = 0;
  for (const CombatMonster& m : combat.monsters) {
    if (count < 16) monsters[count++] = m.card;
  }
  // Before the rewards: what these blocks add to the Treasures counts, and
  // the fighter's levels there come from the kill.
  killer_ = fighter;
  for (int seat : side) fireTrigger(Trigger::CombatWon, seat);
  for (int i = 0; i < count; ++i) runMonsterTrigger(monsters[i], Trigger::CombatWon, side);
  // The monsters a card set aside follow those left in the fight, for each
  // trigger (combat_outcomes.cpp); rare, so tested once.
  const bool setAside = !combat.setAside.empty();
  if (setAside) [[unlikely]] setAsideTriggers(Trigger::CombatWon, side);
  for (int i = 0; i < count && !isOver(); ++i) {
    if (where[monsters[i]].zone != Zone::Combat) continue;  // cancelled meanwhile
    for (int seat : side) fireTrigger(Trigger::MonsterKilled, seat);
    runMonsterTrigger(monsters[i], Trigger::MonsterKilled, side);
  }
  if (setAside) [[unlikely]] setAsideTriggers(Trigger::MonsterKilled, side);
  killer_ = -1;
}

void Game::finishCombat(bool won) {
  const int fighter = combat.fighter;
  int treasures = 0, levels = 0;
  if (won && monsterCounts_) countMonstersDefeated();
  if (won) {
    rewardKill();
    // Everyone may answer the win, then play before the Treasure is counted
    // (docs/semantics.md, "Windows"); the fight is still on, so a `treasures` counts.
    offerWindow(Timing::AfterWin, fighter, WindowAsks::FirstThenOthers);
    offerWindow(Timing::BeforeTreasure, fighter, WindowAsks::FirstThenOthers);
    for (const CombatMonster& m : combat.monsters) {
      treasures += def(m.card).treasures + m.treasures;
      levels += def(m.card).levels;
    }
    // A card's kills and takings are paid with the rest (kept until the next fight begins).
    for (const SetAsideMonster& m : combat.setAside) treasures += m.treasures;
    treasures = std::max(0, treasures + combat.treasureBonus + whileTreasures(*this));
  }
  // The helpers under `forbid reward`, read while the fight is still under way.
  const std::uint8_t unpaid = won && ((combat.anySwitch | set_.whileSwitches()) & kSwitchNoReward) ? helpersUnpaid() : 0;
  // One-shots, enhancers and the monsters all go to the discards.
  while (!combat.cards.empty()) discard(combat.cards.back());
  combat.monsters.clear();
  ++monstersVersion_;
  combat.active = false;
  combat.runAways.clear();  // run_away from play and on blocks lasts until the end of the combat
  refreshReach();
  endCombatGrants();
  // The deaths of the fight open their Seal now that all of them are known.
  if (deathsInEvent_ > 0 && deathEventDepth_ == 0 && !isOver()) openDeathSeal();
  if (!won || isOver()) return;
  // Rewards arrive once the fight is over; a helper gets Treasure, never
  // levels. The shares go in the order the helpers joined, as far as the
  // Treasures go (the helpers stay recorded until the next fight begins).
  int left = treasures;
  // Each Treasure is a face-down draw (card_drawn, when_drawn: drawDuringGame).
  const auto pay = [&](int seat, int share) {
    share = std::min(share, left);
    for (int i = 0; i < share; ++i) drawDuringGame(set_.treasureDeck(), seat);
    left -= share;
    if (share > 0 && log && log->enabled()) {
      log->begin(turn, seat) << "takes " << Count{share, "Treasure"} << " for helping";
      log->end();
    }
  };
  if (unpaid) [[unlikely]] withholdShares(*this, unpaid);
  if (combat.helper >= 0) pay(combat.helper, combat.helperShare);
  for (const MoreHelper& more : combat.moreHelpers) pay(more.seat, more.share);
  for (int i = 0; i < left; ++i) drawDuringGame(set_.treasureDeck(), fighter);
  if (log && log->enabled()) {
    // With every Treasure promised away, the line says so rather than "takes 0 Treasures".
    if (left > 0) log->begin(turn, fighter) << "takes " << Count{left, "Treasure"};
    else if (treasures > 0) log->begin(turn, fighter) << "takes no Treasure: the helpers' shares took them all";
    else log->begin(turn, fighter) << "takes no Treasure";
    log->end();
  }
  // The outright kills' levels come first (combat_outcomes.cpp).
  if (!combat.setAside.empty()) [[unlikely]] {
    gainOutrightLevels(fighter);
    if (isOver()) return;
  }
  gainLevelsFromKill(fighter, levels);
}

void Game::gainLevelsFromKill(int seat, int amount) {
  gainLevels(seat, amount, true, 0);
  tryWin(seat);
}

void Game::endCombatGrants() {
  for (const TimedGrant& grant : combat.grants) {
    players[static_cast<std::size_t>(grant.seat)].grants[grant.resource] -= grant.amount;
    refreshPlayerCache(grant.seat);
  }
  combat.grants.clear();
  settleCarryLimits();
}

void Game::endTimedGrants(CardId card, int holder) {
  for (std::size_t i = cardGrants_.size(); i-- > 0;) {
    const TimedGrant grant = cardGrants_[i];
    if (grant.card != card || grant.holder != holder) continue;
    cardGrants_.erase(cardGrants_.begin() + static_cast<std::ptrdiff_t>(i));
    players[static_cast<std::size_t>(grant.seat)].grants[grant.resource] -= grant.amount;
    if (grant.seat != holder) refreshPlayerCache(grant.seat);
  }
}

void Game::kill(int seat) {
  // Already dead (or reacting to dying): nothing is left to lose, and no second Seal opens.
  if ((deadSeats_ >> seat) & 1u) return;
  Player& p = players[static_cast<std::size_t>(seat)];
  if (log && log->enabled()) {
    log->begin(turn, seat) << "dies";
    log->end();
  }
  if (combat.active && combat.onSide(seat)) combat.died |= static_cast<std::uint8_t>(1u << seat);
  // Level, class, race and the like survive, with the modifiers attached to
  // them; the hand, carried things and specials in play do not (a modifier
  // on an item is discarded as the item leaves play).
  corpse_.clear();
  for (CardId card : p.hand) corpse_.push_back(card);
  for (CardId card : p.inPlay) {
    const Shape shape = shapeOf(card);
    if (shape == Shape::Item || shape == Shape::Sidekick || shape == Shape::Steed || shape == Shape::Special) {
      corpse_.push_back(card);
    }
  }
  // Dead from here on: the corpse goes to the living only.
  deadSeats_ |= static_cast<std::uint8_t>(1u << seat);
  newHandDue_ |= static_cast<std::uint8_t>(1u << seat);
  lootCorpse(seat, corpse_);
  // A card that says what happens when its holder dies is followed, even where
  // the rule for the dead says otherwise (the rule sheets: follow the card).
  reactingToDeath_ |= static_cast<std::uint8_t>(1u << seat);
  fireTrigger(Trigger::Died, seat);
  reactingToDeath_ &= static_cast<std::uint8_t>(~(1u << seat));
  sealForDeath(seat);
  offerWindow(Timing::AfterDeath, seat, WindowAsks::AfterFirst);
}

void Game::lootCorpse(int seat, std::vector<CardId>& corpse) {
  // Highest Level loots first; equal Levels in an order drawn from the seed.
  int order[kMaxPlayers];
  int count = 0;
  for (int step = 1; step < playerCount(); ++step) {
    if (!isDead((seat + step) % playerCount())) order[count++] = (seat + step) % playerCount();
  }
  shuffleSeats({order, static_cast<std::size_t>(count)});
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
