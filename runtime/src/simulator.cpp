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
};

std::vector<std::unique_ptr<Bot>> seatBots(const SimulationOptions& options) {
  std::vector<std::unique_ptr<Bot>> owned;
  for (int seat = 0; seat < options.players; ++seat) {
    const bool greedy = options.policy == BotPolicy::Greedy || (options.policy == BotPolicy::Mixed && seat % 2 == 0);
    owned.push_back(greedy ? makeGreedyBot() : makeRandomBot());
  }
  return owned;
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
  game.setInvariantChecks(options.checkInvariants);
  if (options.coverage) game.countBlocksInto(tally.blockRuns.data());
  for (int index = job; index < options.games; index += options.jobs) {
    game.reset(gameSeed(options.seed, static_cast<std::uint64_t>(index)), bots, nullptr, static_cast<std::uint64_t>(index),
               fixedSexes(options));
    const GameResult result = game.play(options.turnCap);
    if (options.progress) {
      const int done = ++finished;
      if (done % progressStep == 0 || done == options.games) options.progress(done);
    }
    turns[static_cast<std::size_t>(index)] = result.turns;
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
}

}  // namespace

GameResult playLoggedGame(const PreparedSet& set, const SimulationOptions& options, int gameIndex, std::ostream& out) {
  checkSimulationOptions(set, options);
  const std::vector<std::unique_ptr<Bot>> owned = seatBots(options);
  std::vector<Bot*> bots;
  for (const auto& bot : owned) bots.push_back(bot.get());
  GameLog log(&out);
  Game game(set);
  game.setInvariantChecks(options.checkInvariants);
  game.reset(gameSeed(options.seed, static_cast<std::uint64_t>(gameIndex)), bots, &log,
             static_cast<std::uint64_t>(gameIndex), fixedSexes(options));
  return game.play(options.turnCap);
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
  }
  // Errors in game order, so the report does not depend on the thread count.
  std::stable_sort(total.errors.begin(), total.errors.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (std::size_t i = 0; i < total.errors.size() && i < kMaxReportedErrors; ++i) report.errors.push_back(total.errors[i].second);
  report.errorCount = total.errorCount;

  long long turnSum = 0;
  for (int t : turns) turnSum += t;
  report.meanTurns = static_cast<double>(turnSum) / options.games;
  std::sort(turns.begin(), turns.end());
  const std::size_t middle = turns.size() / 2;
  report.medianTurns = turns.size() % 2 ? turns[middle] : (turns[middle - 1] + turns[middle]) / 2.0;
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
  return report;
}

}  // namespace munchkin
