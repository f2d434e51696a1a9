// One player's turn: Kick Open the Door, Look for Trouble or Loot the Room,
// Charity; and playing cards from hand, levels.
#include "munchkin/engine.h"

#include <algorithm>

#include "munchkin/bot.h"

namespace munchkin {
namespace {

// Going up this many levels in one turn closes a Seal.
constexpr int kSealClosingLeap = 3;

}  // namespace

GameResult Game::play(int turnCap) {
  while (!isOver() && turn < turnCap) playTurn();
  if (checks_) checkEveryCard();
  if (!isOver()) {
    result_.reason = WinReason::TurnCap;
    over_ = true;
    if (log && log->enabled()) {
      log->begin(turn, -1) << "The turn limit is reached; nobody wins";
      log->end();
    }
  }
  result_.turns = turn;
  return result_;
}

void Game::playTurn() {
  const int seat = current;
  ++turn;
  Player& p = players[static_cast<std::size_t>(seat)];
  // Anyone may go up levels on anyone's turn; each turn counts afresh.
  for (Player& each : players) each.levelsThisTurn = 0;
  foughtThisTurn_ = false;
  if (anyUsedThisTurn_) clearLimitMarks(Limit::OncePerTurn);
  if (anyTargetMarks_) clearTargetMarks();
  if (log && log->enabled()) {
    log->begin(turn, seat) << "starts a turn at Level " << p.level << " with "
                           << Count{static_cast<int>(p.hand.size()), "card"} << " in hand";
    log->end();
  }
  if ((deadSeats_ | newHandDue_) != 0) reviveAtTurnStart(seat);
  if (params().sealRollEachTurn && params().sealsToEnd > 0 && rollDie() == 1) openSeal(seat);
  fireTrigger(Trigger::TurnStart, seat);
  // The others' windows: after the first plays, after the door (and its
  // fight), after the second plays (docs/semantics.md, "When a player may act").
  if (!isOver()) ownTurnPlays(seat);
  if (!isOver()) othersWindow();
  if (!isOver()) kickOpenTheDoor(seat);
  if (!isOver()) othersWindow();
  if (!isOver() && !foughtThisTurn_) lookForTroubleOrLoot(seat);
  if (!isOver()) ownTurnPlays(seat);
  if (!isOver()) othersWindow();
  if (!isOver()) charity(seat);
  if (checks_) checkHandAfterCharity(seat);
  if (blockRuns_ && !isOver()) countWhileGrants(seat);
  fireTrigger(Trigger::TurnEnd, seat);
  // A game that ended mid-fight still clears the table.
  if (combat.active) finishCombat(false);
  // Allowances that hang on the turn itself (own_turn conditions) settle here.
  settleCarryLimits();
  if (checks_) checkInvariants();
  if (turnLevels_) turnLevels_[turn - 1] = p.level;
  current = (current + 1) % playerCount();
}

void Game::ownTurnPlays(int seat) {
  Player& p = players[static_cast<std::size_t>(seat)];
  for (int round = 0; round < 32 && !isOver(); ++round) {
    const int pick = bots_[static_cast<std::size_t>(seat)]->chooseOwnTurnPlay(*this, seat, p.hand);
    if (pick < 0 || pick >= static_cast<int>(p.hand.size())) break;
    const CardId card = p.hand[static_cast<std::size_t>(pick)];
    playCard(seat, card, shapeOf(card) == Shape::Curse ? curseVictim(seat, card) : seat);
  }
  if (!isOver()) offerAbilities(seat);
  ownTurnSales(seat);
}

void Game::playCard(int seat, CardId card, int victim) {
  const CardDef& d = def(card);
  countPlayed(card);
  if (log && log->enabled()) {
    log->begin(turn, seat) << "plays " << d.name << " (" << kindTitle(set_.tables(), d) << ")";
    if (d.shape == Shape::Curse) *log << " on " << Seat{victim};
    log->end();
  }
  const Context context{seat, victim, card};
  switch (d.shape) {
    case Shape::Curse: applyCurse(card, victim, seat); return;
    case Shape::LevelUp:
      discard(card);
      if (d.effects.count == 0) gainLevels(seat, 1, false, info(card).supersedes);
      else runEffects(card, EffectKind::Play, context);
      return;
    case Shape::OneShot:
    case Shape::Enhancer:
      if (combat.active) {
        moveTo(card, Zone::Combat, seat);
        if (d.shape == Shape::Enhancer) {
          // On the monster of the player's choice.
          const int index = askMonster(seat, card);
          if (index >= 0) {
            combat.monsters[static_cast<std::size_t>(index)].bonus += d.bonus;
            combat.monsters[static_cast<std::size_t>(index)].treasures += d.treasures;
            ++monstersVersion_;
          }
        } else if (d.bonus != 0) {
          // To the side the player chooses.
          const bool toMonsters = bots_[static_cast<std::size_t>(seat)]->backsMonsters(*this, seat, card);
          (toMonsters ? combat.monsterBonus : combat.playerBonus) += d.bonus;
          if (log && log->enabled()) {
            log->begin(turn, seat) << "aims " << d.name << " (" << (d.bonus > 0 ? "+" : "") << d.bonus << ") at ";
            if (toMonsters) *log << "the monsters";
            else *log << Seat{combat.fighter} << "'s side";
            log->end();
          }
        }
      } else {
        discard(card);
      }
      runEffects(card, EffectKind::Play, context);
      return;
    case Shape::Monster:
      if (combat.active) addMonster(card);
      return;
    case Shape::Special:
      // One with `while` or `on` blocks stays with its player, in a fight too.
      if (info(card).hasWhile || info(card).triggerMask) moveTo(card, Zone::InPlay, seat);
      else if (combat.active) moveTo(card, Zone::Combat, seat);
      else discard(card);
      runEffects(card, EffectKind::Play, context);
      return;
    case Shape::Seal: openSeal(seat); return;
    case Shape::Modifier:
      // Onto a card of the shape it attaches to, of the player's choice.
      moveTo(card, Zone::InPlay, seat);
      attachModifier(seat, card);
      return;
    default:
      // A card that stays in play: its `play` blocks are abilities, used later.
      moveTo(card, Zone::InPlay, seat);
      return;
  }
}

void Game::kickOpenTheDoor(int seat) {
  const Player& p = players[static_cast<std::size_t>(seat)];
  const bool epic = params().epicLevel > 0 && p.level >= params().epicLevel;
  const int doors = epic ? std::max(1, params().epicDoors) : 1;
  CardId monsters[8];
  int monsterCount = 0;
  for (int i = 0; i < doors && !isOver(); ++i) {
    if (!drawInto(set_.doorDeck(), seat)) break;
    const CardId card = players[static_cast<std::size_t>(seat)].hand.back();
    const CardDef& d = def(card);
    if (log && log->enabled()) {
      log->begin(turn, seat) << "kicks open the door and finds " << d.name << " (" << kindTitle(set_.tables(), d) << ")";
      log->end();
    }
    if (drawsWatched_) [[unlikely]] {
      answerDraw(card, seat, true);
      if (isOver()) return;
      // A card that a reaction to its draw discarded (discard_drawn) does not act.
      if (where[card].zone != Zone::Hand || where[card].owner != seat) {
        fireTrigger(Trigger::DoorKicked, seat);
        continue;
      }
    }
    if (d.shape == Shape::Monster && monsterCount < 8) monsters[monsterCount++] = card;
    else if (d.shape == Shape::Curse) applyCurse(card, seat);
    else if (d.shape == Shape::Seal) openThisSeal(seat, card);  // as if by open_seal
    else playWhenDrawn(seat, card);
    fireTrigger(Trigger::DoorKicked, seat);
  }
  if (monsterCount == 0 || isOver()) return;
  beginCombat(seat);
  // A monster that sends itself away as it enters may end the fight (the rest stay in the hand).
  for (int i = 0; i < monsterCount && combat.active; ++i) addMonster(monsters[i]);
  fight();
}

void Game::lookForTroubleOrLoot(int seat) {
  Player& p = players[static_cast<std::size_t>(seat)];
  CardId options[kMaxOptions];
  int count = 0;
  for (CardId card : p.hand) {
    if (count < kMaxOptions && shapeOf(card) == Shape::Monster) options[count++] = card;
  }
  const int pick = count == 0 ? -1 : bots_[static_cast<std::size_t>(seat)]->choose(*this, seat, Choice::LookForTrouble, {options, static_cast<std::size_t>(count)});
  if (pick >= 0 && pick < count) {
    if (log && log->enabled()) {
      log->begin(turn, seat) << "looks for trouble";
      log->end();
    }
    countPlayed(options[pick]);
    startCombat(seat, options[pick]);
    return;
  }
  if (!drawInto(set_.doorDeck(), seat)) return;
  if (log && log->enabled()) {
    log->begin(turn, seat) << "loots the room";
    log->end();
  }
  const CardId looted = p.hand.back();
  cardDrawn(looted, seat, false);
  playWhenDrawn(seat, looted);
}

void Game::charity(int seat) {
  Player& p = players[static_cast<std::size_t>(seat)];
  int limit = std::max(0, handLimit(seat));
  if (static_cast<int>(p.hand.size()) <= limit) return;  // mostly nothing to give
  // Above the limit the player may still sell ("sell Items from your hand")
  // before giving anything away; a sale (cards moved, levels gained) may
  // change the limit and who is the lowest, so both are read after it.
  const std::uint64_t moves = moveCount_;
  ownTurnSales(seat);
  if (isOver()) return;
  if (moveCount_ != moves) {
    limit = std::max(0, handLimit(seat));
    if (static_cast<int>(p.hand.size()) <= limit) return;
  }
  // The dead receive no Charity: the lowest Level is the lowest of the living.
  int lowest = p.level;
  for (int other = 0; other < playerCount(); ++other) {
    if (!isDead(other)) lowest = std::min(lowest, players[static_cast<std::size_t>(other)].level);
  }
  int recipients[kMaxPlayers], received[kMaxPlayers] = {};
  int recipientCount = 0;
  for (int other = 0; other < playerCount(); ++other) {
    if (other != seat && !isDead(other) && players[static_cast<std::size_t>(other)].level == lowest) {
      recipients[recipientCount++] = other;
    }
  }
  // The lowest-Level player has nobody lower to give to, so discards.
  const bool discards = p.level == lowest || recipientCount == 0;
  while (static_cast<int>(p.hand.size()) > limit) {
    // Which cards go is the giver's choice, unless every card goes.
    int pick = 0;
    if (limit > 0) {
      pick = bots_[static_cast<std::size_t>(seat)]->choose(*this, seat, Choice::Discard, p.hand);
      if (pick < 0 || pick >= static_cast<int>(p.hand.size())) pick = 0;
    }
    const CardId card = p.hand[static_cast<std::size_t>(pick)];
    if (discards) {
      if (log && log->enabled()) {
        log->begin(turn, seat) << "discards " << def(card).name << " as Charity, with nobody lower to give it to";
        log->end();
      }
      discard(card);
      continue;
    }
    // Equal recipients share the cards as evenly as may be: each card goes to
    // one of those given the fewest so far, of the giver's choice.
    int fewest[kMaxPlayers], fewestCount = 0;
    const int least = *std::min_element(received, received + recipientCount);
    for (int i = 0; i < recipientCount; ++i) {
      if (received[i] == least) fewest[fewestCount++] = recipients[i];
    }
    const int to = askPlayer(seat, TargetRequest{card, nullptr}, {fewest, static_cast<std::size_t>(fewestCount)});
    ++received[std::find(recipients, recipients + recipientCount, to) - recipients];
    if (log && log->enabled()) {
      log->begin(turn, seat) << "gives " << def(card).name << " to " << Seat{to} << " as Charity";
      log->end();
    }
    moveTo(card, Zone::Hand, to);
  }
}

void Game::gainLevels(int seat, int amount, bool fromKill, std::uint16_t sourceSupersedes) {
  Player& p = players[static_cast<std::size_t>(seat)];
  if (amount <= 0 || isDead(seat)) return;  // the dead cannot level up
  int target = p.level + amount;
  if (!fromKill) target = std::min(target, std::max(p.level, nonKillLevelCap(sourceSupersedes)));
  const int gained = target - p.level;
  if (gained <= 0) return;
  p.level = target;
  ++levelChanges_;
  const bool bigLeap = p.levelsThisTurn < kSealClosingLeap && p.levelsThisTurn + gained >= kSealClosingLeap;
  p.levelsThisTurn += gained;
  if (log && log->enabled()) {
    log->begin(turn, seat) << "goes up " << Count{gained, "level"} << " to Level " << p.level;
    log->end();
  }
  // The level that makes a big leap closes a Seal there and then (Apocalypse),
  // so whatever the closing sets off happens before Charity.
  if (bigLeap && params().sealsToEnd > 0) closeSeal(seat);
  fireTrigger(Trigger::LevelGained, seat);
  if (!fromKill && p.level >= params().winLevel) declareWinner(seat, WinReason::CardWin);
}

void Game::loseLevels(int seat, int amount, std::uint16_t sourceSupersedes) {
  Player& p = players[static_cast<std::size_t>(seat)];
  if (amount <= 0) return;
  const bool floorBroken = (sourceSupersedes >> static_cast<unsigned>(CoreRule::LevelFloor)) & 1u;
  const int floor = floorBroken ? 0 : 1;
  const int target = std::max(floor, p.level - amount);
  if (target >= p.level) return;
  if (target < 1) p.belowFloorAllowed = true;
  p.level = target;
  ++levelChanges_;
  if (log && log->enabled()) {
    log->begin(turn, seat) << "drops to Level " << p.level;
    log->end();
  }
  fireTrigger(Trigger::LevelLost, seat);
  enforcePowerRanks(seat);
  carryCheckPending_ |= static_cast<std::uint8_t>(1u << seat);
  settleCarryLimits();
}

void Game::enforcePowerRanks(int seat) {
  if (!params().powersWithinLevel) return;
  Player& p = players[static_cast<std::size_t>(seat)];
  // The player discards Powers of their choice until the total fits the Level again.
  while (totalRank(seat) > p.level + resource(seat, Resource::PowerRank)) {
    CardId options[kMaxOptions];
    int count = 0;
    for (CardId card : p.inPlay) {
      if (count < kMaxOptions && shapeOf(card) == Shape::Power) options[count++] = card;
    }
    if (count == 0) break;
    const CardId power = askCard(seat, Choice::LoseCard, {options, static_cast<std::size_t>(count)});
    if (log && log->enabled()) {
      log->begin(turn, seat) << "discards the Power " << def(power).name;
      log->end();
    }
    discard(power);
  }
}

void Game::tryWin(int seat) {
  if (isOver() || players[static_cast<std::size_t>(seat)].level < params().winLevel) return;
  declareWinner(seat, params().epicLevel > 0 ? WinReason::Epic : WinReason::KillToWinLevel);
}

namespace {

// How a win reads at the end of "Player 2 wins the game ...".
const char* winPhrase(WinReason reason) {
  switch (reason) {
    case WinReason::KillToWinLevel: return "by killing a monster for the winning Level";
    case WinReason::SeventhSeal: return "with the best bonus in play as the last Seal opens";
    case WinReason::Epic: return "by reaching the Epic winning Level";
    case WinReason::CardWin: return "by a card that says so";
    case WinReason::TurnCap:
    case WinReason::None: break;
  }
  return "";
}

}  // namespace

void Game::declareWinner(int seat, WinReason reason) {
  if (isOver() || isDead(seat)) return;  // the dead cannot win
  result_.winner = seat;
  result_.reason = reason;
  over_ = true;
  if (log && log->enabled()) {
    log->begin(turn, seat) << "wins the game " << winPhrase(reason);
    log->end();
  }
}

}  // namespace munchkin
