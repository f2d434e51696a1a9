// A table for engine tests of one feature: a set written in the test, a game
// reset with three bots of the test's own type and emptied (clearTable), and
// the few moves the tests make by hand.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"

namespace engine_test {

template <class TestBot>
struct TestTable {
  explicit TestTable(const char* setText) : set(setFromText(setText)), game(set) {
    for (auto& bot : owned) bots.push_back(&bot);
    game.setInvariantChecks(true);  // in a Release build too
    game.reset(5, bots);
    clearTable(game);
  }
  munchkin::CardId card(const std::string& name) { return takeCard(game, name); }
  munchkin::CardId equip(int seat, const std::string& name) {
    const munchkin::CardId c = card(name);
    game.moveTo(c, munchkin::Zone::InPlay, seat);
    return c;
  }
  void fight(int seat, std::initializer_list<const char*> monsters) {
    game.beginCombat(seat);
    for (const char* monster : monsters) game.addMonster(card(monster));
  }
  // `seat` plays `name` from the hand, on `target` or else on the fighter in
  // a fight (a one-shot into it) and on `seat` outside one.
  void play(int seat, const std::string& name, int target = -1) {
    const munchkin::CardId c = card(name);
    game.moveTo(c, munchkin::Zone::Hand, seat);
    game.playCard(seat, c, target >= 0 ? target : game.combat.active ? game.combat.fighter : seat);
  }
  std::size_t hand(int seat) const { return game.players[static_cast<std::size_t>(seat)].hand.size(); }
  int level(int seat) const { return game.players[static_cast<std::size_t>(seat)].level; }
  // The bonus on the monster called `monster` in the fight; -999 when none is.
  int bonusOf(const std::string& monster) const {
    for (const munchkin::CombatMonster& m : game.combat.monsters) {
      if (game.def(m.card).name == monster) return m.bonus;
    }
    return -999;
  }

  const munchkin::PreparedSet& set;
  munchkin::Game game;
  TestBot owned[3];
  std::vector<munchkin::Bot*> bots;
};

}  // namespace engine_test
