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

std::vector<std::unique_ptr<Bot>> seatBots(const SimulationOptions& options) {
  std::vector<std::unique_ptr<Bot>> owned;
  for (int seat = 0; seat < options.players; ++seat) {
    const bool greedy = options.policy == BotPolicy::Greedy || (options.policy == BotPolicy::Mixed && seat % 2 == 0);
    owned.push_back(greedy ? makeGreedyBot() : makeRandomBot());
  }
  return owned;
}

// Adds what the report counts of a game that just ended (report_counters.h):
// who went first, why a capped game stalled, each round's Levels
// and the cards left in hands.
void countFinishedGame(const Game& game, const GameResult& result, PlayCounters& play, ReportCounters& counters) {
  const std::vector<int>& levels = play.turnLevels;
  const std::size_t players = static_cast<std::size_t>(game.playerCount());
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

// Plays the games of `range` whose offset in it is `job` modulo options.jobs.
void playShare(const PreparedSet& set, const SimulationOptions& options, GameRange range, int job,
               SimulationTally& tally, std::atomic<int>& finished) {
  tally = SimulationTally::zero(options, set.tables().cards.size(), set.tables().decks.size(), set.tables().effects.size());
  const std::vector<std::unique_ptr<Bot>> owned = seatBots(options);
  std::vector<Bot*> bots;
  for (const auto& bot : owned) bots.push_back(bot.get());
  const int progressStep = std::max(1, range.size() / 100);
  Game game(set);
  game.setInvariantChecks(options.checkInvariants);
  if (options.coverage) game.countBlocksInto(tally.blockRuns.data());
  // The engine's counts by physical card, and the game under way's Levels:
  // added to the tally by design after the last game.
  PlayCounters play;
  play.reset(set.physical().size(), options.turnCap);
  game.countStatsInto(&play);
  for (int index = range.first + job; index < range.end; index += options.jobs) {
    game.reset(gameSeed(options.seed, static_cast<std::uint64_t>(index)), bots, nullptr, static_cast<std::uint64_t>(index),
               fixedSexes(options));
    const GameResult result = game.play(options.turnCap);
    if (options.progress) {
      const int done = ++finished;
      if (done % progressStep == 0 || done == range.size()) options.progress(done);
    }
    ++tally.games;
    ++tally.gamesByTurns[static_cast<std::size_t>(result.turns)];
    countFinishedGame(game, result, play, tally.report);
    ++tally.winsByReason[static_cast<std::size_t>(result.reason)];
    if (result.winner >= 0) {
      ++tally.winsBySeat[static_cast<std::size_t>(result.winner)];
      ++tally.winsByTurnOrder[static_cast<std::size_t>((result.winner - result.firstPlayer + options.players) % options.players)];
    }
    tally.errorCount += static_cast<long long>(result.errors.size());
    for (const std::string& message : result.errors) {
      if (tally.errors.size() < kMaxReportedErrors) tally.errors.push_back({static_cast<std::uint64_t>(index), message});
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
  tally.report.addByDesign(play, set.physical());
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

namespace {

// The report's statistics and warnings (report_stats.h), once its wins and
// coverage are in.
void finishStats(SimulationReport& report, const ReportCatalogue& catalogue, const SimulationTally& total) {
  const SimulationOptions& options = report.options;
  report.stats = finishReportStats(catalogue, total.report, total.gamesByTurns, report.winsBySeat,
                                   report.winsByTurnOrder, options.games, options.turnCap);
  report.medianTurns = report.stats.medianTurns;
  if (options.coverage) {
    const auto neverRan = std::count_if(report.coverage.begin(), report.coverage.end(),
                                        [](const BlockCoverage& block) { return block.count == 0; });
    report.stats.warnings = reportWarnings(report.stats, report.winsBySeat, options.games, options.turnCap,
                                           static_cast<std::size_t>(neverRan), report.coverage.size());
  }
}

}  // namespace

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

GameRange shardRange(int games, int index, int count) {
  const auto boundary = [&](int k) { return static_cast<int>(static_cast<long long>(games) * k / count); };
  return {boundary(index), boundary(index + 1)};
}

SimulationTally playGames(const PreparedSet& set, const SimulationOptions& options, GameRange range) {
  checkSimulationOptions(set, options);
  if (range.first < 0 || range.first > range.end || range.end > options.games) {
    throw std::invalid_argument("the games " + std::to_string(range.first) + " to " + std::to_string(range.end) +
                                " are not among the " + std::to_string(options.games) + " games");
  }
  const SetTables& tables = set.tables();
  const int jobs = std::max(1, std::min(options.jobs, range.size()));
  SimulationOptions perJob = options;
  perJob.jobs = jobs;
  std::vector<SimulationTally> tallies(static_cast<std::size_t>(jobs));
  std::atomic<int> finished{0};
  {
    std::vector<std::jthread> threads;
    for (int job = 1; job < jobs; ++job) {
      threads.emplace_back(
          [&, job] { playShare(set, perJob, range, job, tallies[static_cast<std::size_t>(job)], finished); });
    }
    playShare(set, perJob, range, 0, tallies[0], finished);
  }
  SimulationTally total = SimulationTally::zero(options, tables.cards.size(), tables.decks.size(), tables.effects.size());
  for (const SimulationTally& tally : tallies) total.add(tally);
  return total;
}

SimulationReport finishReport(const ReportCatalogue& catalogue, const SimulationOptions& options,
                              const SimulationTally& total) {
  SimulationReport report;
  report.setId = catalogue.setId;
  report.setTitle = catalogue.setTitle;
  report.options = options;
  report.options.progress = nullptr;
  for (const ReportedError& error : total.errors) report.errors.push_back(error.message);
  report.errorCount = total.errorCount;

  long long turnSum = 0;
  for (std::size_t turns = 0; turns < total.gamesByTurns.size(); ++turns) {
    turnSum += static_cast<long long>(turns) * total.gamesByTurns[turns];
  }
  report.meanTurns = total.games ? static_cast<double>(turnSum) / static_cast<double>(total.games) : 0;
  std::copy(total.winsByReason.begin(), total.winsByReason.end(), std::begin(report.winsByReason));
  report.winsBySeat = total.winsBySeat;
  report.winsByTurnOrder = total.winsByTurnOrder;

  for (std::size_t d = 0; d < catalogue.cards.size(); ++d) {
    const CatalogueCard& card = catalogue.cards[d];
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
  if (options.coverage) {
    report.coverage = catalogue.blocks;
    for (std::size_t b = 0; b < report.coverage.size(); ++b) {
      report.coverage[b].count = static_cast<long long>(total.blockRuns[b]);
    }
  }
  finishStats(report, catalogue, total);
  return report;
}

SimulationReport simulate(const PreparedSet& set, const SimulationOptions& options) {
  const SimulationTally tally = playGames(set, options, {0, options.games});
  return finishReport(ReportCatalogue::of(set.tables()), options, tally);
}

}  // namespace munchkin
