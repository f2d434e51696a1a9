#include "sample_report.h"

namespace munchkin_test {

munchkin::SimulationReport sampleReport() {
  munchkin::SimulationReport r;
  r.setId = "sample";
  r.setTitle = "Sample <Set> & Co";
  r.options.games = 200;
  r.options.players = 4;
  r.options.seed = 7;
  r.options.turnCap = 60;
  r.options.coverage = true;
  r.meanTurns = 31.5;
  r.medianTurns = 29;
  r.stats.gamesByTurns.assign(61, 0);
  for (int t = 18; t < 44; ++t) r.stats.gamesByTurns[static_cast<std::size_t>(t)] = 7 - std::abs(t - 30) / 2;
  r.stats.gamesByTurns[60] = 12;  // the games the cap stopped
  r.winsByReason[static_cast<int>(munchkin::WinReason::KillToWinLevel)] = 180;
  r.winsByReason[static_cast<int>(munchkin::WinReason::CardWin)] = 8;
  r.winsByReason[static_cast<int>(munchkin::WinReason::TurnCap)] = 12;
  r.winsBySeat = {62, 44, 40, 42};
  r.winsByTurnOrder = {70, 40, 38, 40};
  r.byClass = {{"c1", "Blogger", 300, 90}, {"c2", "Kid", 280, 50}};
  r.byRace = {{"r1", "Mutant", 120, 30}};
  const auto card = [](std::string name, long long held, long long heldWins, double rate, double low, double high) {
    munchkin::CardStat c;
    c.id = name;
    c.name = std::move(name);
    c.held = held;
    c.heldWins = heldWins;
    c.heldRate = rate;
    c.low = low;
    c.high = high;
    c.notHeld = 800 - held;
    c.notHeldWins = 188 - heldWins;
    c.notHeldRate = c.notHeld ? static_cast<double>(c.notHeldWins) / static_cast<double>(c.notHeld) : 0;
    return c;
  };
  r.cards = {card("Zebra Stripes", 120, 40, 0.333, 0.255, 0.421), card("Apple", 300, 70, 0.233, 0.189, 0.284),
             card("<script>alert(1)</script> & \"Co\"", 90, 30, 0.333, 0.244, 0.436), card("Never Drawn", 0, 0, 0, 0, 0)};
  r.coverage = {{"Apple", "Apple", 0, munchkin::EffectKind::Play, "own_turn", "cards.mkn", 3, 41},
                {"Apple", "Apple", 1, munchkin::EffectKind::On, "combat_won", "cards.mkn", 4, 0}};
  r.errorCount = 1;
  r.errors = {"game 3 turn 12: a card in two places"};
  return r;
}

munchkinc::report::PageExtras sampleExtras() {
  munchkinc::report::PageExtras extras;
  extras.impacts = {{"Apple", 0.4, -1.1, 1.9},
                    {"Sword of Testing +10", 14.2, 11.8, 16.6},
                    {"Curse of Nothing", -3.5, -5.2, -1.8},
                    {"<script>alert(1)</script> & \"Co\"", 2.5, 0.6, 4.4}};
  return extras;
}

}  // namespace munchkin_test
