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
  r.options.checkInvariants = true;
  r.stats.capped = {4, 8};  // a deck ran out in 4, nobody could win in 8
  r.stats.deckRanOut = {{"Treasure", 4}};
  const auto monster = [](std::string name, long long fights, long long defeated, long long escaped) {
    munchkin::MonsterStat m;
    m.id = name;
    m.name = std::move(name);
    m.counts = {fights, fights * 5, defeated, escaped, fights - defeated - escaped, (fights - defeated - escaped) / 2};
    return m;
  };
  r.stats.monsters = {monster("Plant", 80, 72, 4), monster("Dragon <Boss>", 25, 0, 10), monster("Goblin", 60, 39, 12),
                      monster("Never Met", 0, 0, 0)};
  const auto played = [](std::string name, munchkin::Shape shape, long long drawn, long long plays, long long kept) {
    munchkin::CardPlayStat c;
    c.id = name;
    c.name = std::move(name);
    c.shape = shape;
    c.counts = {drawn, plays, kept};
    return c;
  };
  r.stats.cards = {played("Apple", munchkin::Shape::Item, 310, 250, 40),
                   played("Zebra Stripes", munchkin::Shape::Item, 130, 0, 90),
                   played("Goblin", munchkin::Shape::Monster, 60, 5, 3)};
  for (int round = 1; round <= 12; ++round) {
    // 188 games with a winner; fewer than a twentieth of them last a twelfth round.
    r.stats.levelCurve.push_back({round, round < 12 ? 188 - 15 * round : 5, 1 + 0.8 * round, 1 + 0.5 * round});
  }
  r.stats.seatTest = munchkin::chiSquareTest(r.winsBySeat, {50, 46, 46, 46});
  r.stats.turnOrderTest = munchkin::chiSquareTest(r.winsByTurnOrder, {47, 47, 47, 47});
  r.stats.warnings = munchkin::reportWarnings(r.stats, r.winsBySeat, 200, 60, 1, 2);
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

munchkin::BalanceReport sampleBalance() {
  munchkin::BalanceReport r;
  r.setId = "sample";
  r.setTitle = "Sample <Set>";
  r.options.simulation.players = 4;
  r.options.simulation.seed = 7;
  r.options.simulation.turnCap = 60;
  r.options.simulation.checkInvariants = true;
  r.games = 400;
  r.replays = 2100;
  r.meanTurns = 28.4;
  r.cappedGames = 2;
  r.widestHalfwidth = 0.071;
  const auto card = [](std::string name, long long chances, double impact, double halfwidth, double turns) {
    munchkin::CardImpact c;
    c.id = name;
    c.name = std::move(name);
    c.chances = chances;
    c.impact = impact;
    c.low = impact - halfwidth;
    c.high = impact + halfwidth;
    c.turns = turns;
    c.turnsLow = turns - 0.5;
    c.turnsHigh = turns + 0.5;
    return c;
  };
  r.cards = {card("Sword of Testing", 300, 0.142, 0.024, -1.25), card("Lucky Guess", 40, 0.061, 0.071, 0.1),
             card("Apple", 500, 0.031, 0.012, 0.4), card("Curse of <Nothing>", 200, -0.082, 0.02, 2.75),
             card("Never Played", 0, 0, 0, 0)};
  r.errorCount = 1;
  r.errors = {"game 9 turn 4: a card in two places"};
  return r;
}

}  // namespace munchkin_test
