#include "munchkin/simulator.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <memory>
#include <stdexcept>
#include <thread>

#include "munchkin/bot.h"

namespace munchkin {
namespace {

// What one thread has counted; integer sums merge the same in any order.
struct Tally {
  std::vector<long long> held, heldWins, endedWith, endedWithWins;  // by design
  long long winsByReason[6] = {};
  std::vector<long long> winsBySeat, winsByTurnOrder;
  long long playerGames = 0, playerWins = 0;
  std::vector<std::pair<std::uint64_t, std::string>> errors;  // (game, message)
  long long errorCount = 0;
  std::vector<std::uint64_t> blockRuns;  // by block of the tables; empty without coverage
  PlayCounters play;  // the engine's, by physical card
  ReportCounters counters;
};

std::vector<std::unique_ptr<Bot>> seatBots(const SimulationOptions& options) {
  std::vector<std::unique_ptr<Bot>> owned;
  for (int seat = 0; seat < options.players; ++seat) {
    const bool greedy = options.policy == BotPolicy::Greedy || (options.policy == BotPolicy::Mixed && seat % 2 == 0);
    owned.push_back(greedy ? makeGreedyBot() : makeRandomBot());
  }
  return owned;
}

// Adds what the report counts of a game that just ended (report_counters.h):
// its length, who went first, why a capped game stalled, each round's Levels
// and the cards left in hands.
void countFinishedGame(const Game& game, const GameResult& result, PlayCounters& play, ReportCounters& counters) {
  const std::vector<int>& levels = play.turnLevels;
  const std::size_t players = static_cast<std::size_t>(game.playerCount());
  counters.gamesByTurns[std::min(static_cast<std::size_t>(result.turns), counters.gamesByTurns.size() - 1)] += 1;
  if (result.winner >= 0) {
    ++counters.gamesByFirstSeat[static_cast<std::size_t>(result.firstPlayer)];
    // Each round is a turn of every player from the first; only whole rounds count.
    const std::size_t rounds = std::min(static_cast<std::size_t>(result.turns) / players, counters.curveGames.size());
    const std::size_t winnersTurn =
        static_cast<std::size_t>(result.winner - result.firstPlayer + game.playerCount()) % players;
    for (std::size_t round = 0; round < rounds; ++round) {
      const int* turnsOfRound = levels.data() + round * players;
      long long all = 0;
      for (std::size_t i = 0; i < players; ++i) all += turnsOfRound[i];
      ++counters.curveGames[round];
      counters.winnerLevels[round] += turnsOfRound[winnersTurn];
      counters.othersLevels[round] += all - turnsOfRound[winnersTurn];
    }
  } else if (result.reason == WinReason::TurnCap) {
    bool ranOut = false;
    for (int deck : {game.set().doorDeck(), game.set().treasureDeck()}) {
      if (deck < 0 || !game.drawPiles[static_cast<std::size_t>(deck)].empty() ||
          !game.discardPiles[static_cast<std::size_t>(deck)].empty()) {
        continue;
      }
      ++counters.deckRanOutByDeck[static_cast<std::size_t>(deck)];
      ranOut = true;
    }
    ++(ranOut ? counters.capped.deckRanOut : counters.capped.noWinner);
  }
  for (const Player& p : game.players) {
    for (CardId card : p.hand) ++play.cards[card].inHandAtEnd;
  }
}

// The sexes the caller fixed for this game's seats, or none.
std::span<const std::uint8_t> fixedSexes(const SimulationOptions& options) {
  if (options.sexes.empty()) return {};
  return {options.sexes.data(), static_cast<std::size_t>(options.players)};
}

void playShare(const PreparedSet& set, const SimulationOptions& options, int job, std::vector<int>& turns, Tally& tally,
               std::atomic<int>& finished) {
  const std::size_t designs = set.tables().cards.size();
  tally.held.assign(designs, 0);
  tally.heldWins.assign(designs, 0);
  tally.endedWith.assign(designs, 0);
  tally.endedWithWins.assign(designs, 0);
  tally.winsBySeat.assign(static_cast<std::size_t>(options.players), 0);
  tally.winsByTurnOrder.assign(static_cast<std::size_t>(options.players), 0);
  if (options.coverage) tally.blockRuns.assign(set.tables().effects.size(), 0);
  const std::vector<std::unique_ptr<Bot>> owned = seatBots(options);
  std::vector<Bot*> bots;
  for (const auto& bot : owned) bots.push_back(bot.get());
  const int progressStep = std::max(1, options.games / 100);
  Game game(set);
  if (options.coverage) game.countBlocksInto(tally.blockRuns.data());
  tally.counters.reset(designs, set.tables().decks.size(), options.players, options.turnCap);
  tally.play.reset(set.physical().size(), options.turnCap);
  game.countStatsInto(&tally.play);
  for (int index = job; index < options.games; index += options.jobs) {
    game.reset(gameSeed(options.seed, static_cast<std::uint64_t>(index)), bots, nullptr, static_cast<std::uint64_t>(index),
               fixedSexes(options));
    const GameResult result = game.play(options.turnCap);
    if (options.progress) {
      const int done = ++finished;
      if (done % progressStep == 0 || done == options.games) options.progress(done);
    }
    turns[static_cast<std::size_t>(index)] = result.turns;
    countFinishedGame(game, result, tally.play, tally.counters);
    ++tally.winsByReason[static_cast<int>(result.reason)];
    if (result.winner >= 0) {
      ++tally.winsBySeat[static_cast<std::size_t>(result.winner)];
      ++tally.winsByTurnOrder[static_cast<std::size_t>((result.winner - result.firstPlayer + options.players) % options.players)];
    }
    tally.errorCount += static_cast<long long>(result.errors.size());
    for (const std::string& message : result.errors) {
      if (tally.errors.size() < kMaxReportedErrors) tally.errors.emplace_back(index, message);
    }
    for (int seat = 0; seat < game.playerCount(); ++seat) {
      const Player& p = game.players[static_cast<std::size_t>(seat)];
      const bool won = seat == result.winner;
      ++tally.playerGames;
      tally.playerWins += won;
      for (std::size_t word = 0; word < p.held.size(); ++word) {
        for (std::uint64_t bits = p.held[word]; bits != 0; bits &= bits - 1) {
          const std::size_t d = word * 64 + static_cast<std::size_t>(std::countr_zero(bits));
          ++tally.held[d];
          tally.heldWins[d] += won;
        }
      }
      for (CardId card : p.inPlay) {
        const Shape shape = game.def(card).shape;
        if (shape == Shape::Class || shape == Shape::Race) {
          ++tally.endedWith[game.designOf(card)];
          tally.endedWithWins[game.designOf(card)] += won;
        }
      }
    }
  }
  tally.counters.addByDesign(tally.play, set.physical());
}

}  // namespace

GameResult playLoggedGame(const PreparedSet& set, const SimulationOptions& options, int gameIndex, std::ostream& out) {
  checkSimulationOptions(set, options);
  const std::vector<std::unique_ptr<Bot>> owned = seatBots(options);
  std::vector<Bot*> bots;
  for (const auto& bot : owned) bots.push_back(bot.get());
  GameLog log(&out);
  Game game(set);
  game.reset(gameSeed(options.seed, static_cast<std::uint64_t>(gameIndex)), bots, &log,
             static_cast<std::uint64_t>(gameIndex), fixedSexes(options));
  return game.play(options.turnCap);
}

void finishReport(SimulationReport& report, const SetTables& tables, const ReportCounters& counters) {
  const SimulationOptions& options = report.options;
  report.stats = finishReportStats(tables, counters, report.winsBySeat, report.winsByTurnOrder, options.games,
                                   options.turnCap);
  report.medianTurns = report.stats.medianTurns;
  if (options.coverage) {
    const auto neverRan = std::count_if(report.coverage.begin(), report.coverage.end(),
                                        [](const BlockCoverage& block) { return block.count == 0; });
    report.stats.warnings = reportWarnings(report.stats, report.winsBySeat, options.games, options.turnCap,
                                           static_cast<std::size_t>(neverRan), report.coverage.size());
  }
}

void wilsonInterval(long long wins, long long trials, double& low, double& high) {
  if (trials <= 0) {
    low = 0;
    high = 1;
    return;
  }
  const double z = 1.959963984540054;
  const double n = static_cast<double>(trials);
  const double p = static_cast<double>(wins) / n;
  const double denominator = 1 + z * z / n;
  const double centre = (p + z * z / (2 * n)) / denominator;
  const double spread = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator;
  low = std::max(0.0, centre - spread);
  high = std::min(1.0, centre + spread);
}

void checkSimulationOptions(const PreparedSet& set, const SimulationOptions& options) {
  const SetTables& tables = set.tables();
  if (options.players < kMinPlayers || options.players > kMaxPlayers) {
    throw std::invalid_argument("the engine plays " + std::to_string(kMinPlayers) + " to " +
                                std::to_string(kMaxPlayers) + " players, not " + std::to_string(options.players));
  }
  if ((tables.minPlayers > 0 && options.players < tables.minPlayers) ||
      (tables.maxPlayers > 0 && options.players > tables.maxPlayers)) {
    throw std::invalid_argument("the set is for " + std::to_string(tables.minPlayers) + " to " +
                                std::to_string(tables.maxPlayers) + " players, not " +
                                std::to_string(options.players));
  }
  if (options.games < 1) throw std::invalid_argument("games must be at least 1");
  if (options.jobs < 1) throw std::invalid_argument("jobs must be at least 1");
  if (options.turnCap < 1) throw std::invalid_argument("the turn cap must be at least 1");
  if (!options.sexes.empty() && options.sexes.size() < static_cast<std::size_t>(options.players)) {
    throw std::invalid_argument("the sexes of " + std::to_string(options.sexes.size()) + " seats are given for " +
                                std::to_string(options.players) + " players");
  }
}

SimulationReport simulate(const PreparedSet& set, const SimulationOptions& options) {
  checkSimulationOptions(set, options);
  const SetTables& tables = set.tables();

  SimulationReport report;
  report.setId = tables.id;
  report.setTitle = tables.title;
  report.options = options;
  const int jobs = std::min(options.jobs, options.games);
  SimulationOptions perJob = options;
  perJob.jobs = jobs;
  std::vector<int> turns(static_cast<std::size_t>(options.games));
  std::vector<Tally> tallies(static_cast<std::size_t>(jobs));
  std::atomic<int> finished{0};
  {
    std::vector<std::jthread> threads;
    for (int job = 1; job < jobs; ++job) {
      threads.emplace_back(
          [&, job] { playShare(set, perJob, job, turns, tallies[static_cast<std::size_t>(job)], finished); });
    }
    playShare(set, perJob, 0, turns, tallies[0], finished);
  }

  Tally total = tallies[0];
  for (std::size_t j = 1; j < tallies.size(); ++j) {
    const Tally& t = tallies[j];
    for (std::size_t d = 0; d < total.held.size(); ++d) {
      total.held[d] += t.held[d];
      total.heldWins[d] += t.heldWins[d];
      total.endedWith[d] += t.endedWith[d];
      total.endedWithWins[d] += t.endedWithWins[d];
    }
    for (int r = 0; r < 6; ++r) total.winsByReason[r] += t.winsByReason[r];
    for (std::size_t s = 0; s < total.winsBySeat.size(); ++s) {
      total.winsBySeat[s] += t.winsBySeat[s];
      total.winsByTurnOrder[s] += t.winsByTurnOrder[s];
    }
    total.playerGames += t.playerGames;
    total.playerWins += t.playerWins;
    total.errorCount += t.errorCount;
    total.errors.insert(total.errors.end(), t.errors.begin(), t.errors.end());
    for (std::size_t b = 0; b < total.blockRuns.size(); ++b) total.blockRuns[b] += t.blockRuns[b];
    total.counters.add(t.counters);
  }
  // Errors in game order, so the report does not depend on the thread count.
  std::stable_sort(total.errors.begin(), total.errors.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (std::size_t i = 0; i < total.errors.size() && i < kMaxReportedErrors; ++i) report.errors.push_back(total.errors[i].second);
  report.errorCount = total.errorCount;

  long long turnSum = 0;
  for (int t : turns) turnSum += t;
  report.meanTurns = static_cast<double>(turnSum) / options.games;
  std::copy(std::begin(total.winsByReason), std::end(total.winsByReason), std::begin(report.winsByReason));
  report.winsBySeat = total.winsBySeat;
  report.winsByTurnOrder = total.winsByTurnOrder;

  for (std::size_t d = 0; d < tables.cards.size(); ++d) {
    const CardDef& card = tables.cards[d];
    if (total.endedWith[d] > 0 && (card.shape == Shape::Class || card.shape == Shape::Race)) {
      auto& group = card.shape == Shape::Class ? report.byClass : report.byRace;
      group.push_back({card.id, card.name, total.endedWith[d], total.endedWithWins[d]});
    }
    CardStat stat;
    stat.id = card.id;
    stat.name = card.name;
    stat.held = total.held[d];
    stat.heldWins = total.heldWins[d];
    stat.notHeld = total.playerGames - stat.held;
    stat.notHeldWins = total.playerWins - stat.heldWins;
    stat.heldRate = stat.held ? static_cast<double>(stat.heldWins) / static_cast<double>(stat.held) : 0;
    stat.notHeldRate = stat.notHeld ? static_cast<double>(stat.notHeldWins) / static_cast<double>(stat.notHeld) : 0;
    wilsonInterval(stat.heldWins, stat.held, stat.low, stat.high);
    report.cards.push_back(std::move(stat));
  }
  if (options.coverage) report.coverage = blockCoverage(tables, total.blockRuns);
  finishReport(report, tables, total.counters);
  return report;
}

}  // namespace munchkin
