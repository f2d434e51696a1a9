#include "munchkin/balance.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <stdexcept>
#include <thread>

#include "munchkin/bot.h"
#include "munchkin/restricted_bot.h"

namespace munchkin {
namespace {

constexpr double kZ95 = 1.959963984540054;

// The seats' bots as simulate() deals them, each behind a RestrictingBot.
struct Seats {
  std::vector<std::unique_ptr<Bot>> inner;
  std::vector<std::unique_ptr<RestrictingBot>> restricting;
  std::vector<Bot*> bots;
  explicit Seats(const SimulationOptions& options) {
    for (int seat = 0; seat < options.players; ++seat) {
      const bool greedy = options.policy == BotPolicy::Greedy || (options.policy == BotPolicy::Mixed && seat % 2 == 0);
      inner.push_back(greedy ? makeGreedyBot() : makeRandomBot());
      restricting.push_back(std::make_unique<RestrictingBot>(*inner.back()));
      bots.push_back(restricting.back().get());
    }
  }
};

std::span<const std::uint8_t> fixedSexes(const SimulationOptions& options) {
  if (options.sexes.empty()) return {};
  return {options.sexes.data(), static_cast<std::size_t>(options.players)};
}

// The measured designs: those asked for, else every card of the set.
std::vector<std::uint16_t> measured(const PreparedSet& set, const BalanceOptions& options) {
  if (!options.designs.empty()) return options.designs;
  std::vector<std::uint16_t> all(set.tables().cards.size());
  for (std::size_t d = 0; d < all.size(); ++d) all[d] = static_cast<std::uint16_t>(d);
  return all;
}

void keepErrors(BalanceCounters& counters, std::uint64_t game, const GameResult& result) {
  counters.errorCount += static_cast<long long>(result.errors.size());
  for (const std::string& message : result.errors) {
    if (counters.errors.size() < kMaxReportedErrors) counters.errors.emplace_back(game, message);
  }
}

// A paired interval from per-game sums: the mean per seat-game and its 95%
// half-width, the games as independent units.
void pairedInterval(long long sum, long long squares, long long games, int players, double& mean, double& half) {
  const double n = static_cast<double>(games);
  mean = static_cast<double>(sum) / (n * players);
  if (games < 2) {
    half = 0;
    return;
  }
  const double variance = (static_cast<double>(squares) - static_cast<double>(sum) * static_cast<double>(sum) / n) / (n - 1);
  half = kZ95 * std::sqrt(std::max(0.0, variance) / n) / players;
}

// Plays the games of one thread's share: index first + job, then every jobs-th.
void playShare(const PreparedSet& set, const BalanceOptions& options, std::span<const std::uint16_t> designs,
               int first, int last, int job, int jobs, BalanceCounters& counters, std::atomic<int>& finished) {
  const SimulationOptions& sim = options.simulation;
  const std::size_t designCount = set.tables().cards.size();
  std::vector<std::uint64_t> watched((designCount + 63) / 64, 0);
  for (std::uint16_t d : designs) watched[d / 64] |= std::uint64_t{1} << (d % 64);
  Seats seats(sim);
  std::vector<ChanceSheet> sheets(static_cast<std::size_t>(sim.players));
  std::vector<long long> diff(designs.size()), turns(designs.size());
  counters.cards.assign(designs.size(), {});
  const int progressStep = std::max(1, (last - first) / 100);
  Game game(set);
  const auto play = [&](int index) {
    game.reset(gameSeed(sim.seed, static_cast<std::uint64_t>(index)), seats.bots, nullptr,
               static_cast<std::uint64_t>(index), fixedSexes(sim));
    GameResult result = game.play(sim.turnCap);
    keepErrors(counters, static_cast<std::uint64_t>(index), result);
    return result;
  };
  for (int index = first + job; index < last; index += jobs) {
    for (int seat = 0; seat < sim.players; ++seat) {
      sheets[static_cast<std::size_t>(seat)].reset(designCount, watched);
      seats.restricting[static_cast<std::size_t>(seat)]->watch(&sheets[static_cast<std::size_t>(seat)]);
    }
    const GameResult baseline = play(index);
    ++counters.games;
    counters.seatWins += baseline.winner >= 0;
    counters.turnSum += baseline.turns;
    counters.cappedGames += baseline.reason == WinReason::TurnCap;
    for (const auto& bot : seats.restricting) bot->restrict(RestrictingBot::kNoDesign);
    std::fill(diff.begin(), diff.end(), 0);
    std::fill(turns.begin(), turns.end(), 0);
    for (int seat = 0; seat < sim.players; ++seat) {
      RestrictingBot& bot = *seats.restricting[static_cast<std::size_t>(seat)];
      for (std::size_t c = 0; c < designs.size(); ++c) {
        CardCounters& card = counters.cards[c];
        if (!sheets[static_cast<std::size_t>(seat)].noted(designs[c])) {
          card.forbiddenWins += baseline.winner == seat;
          continue;
        }
        bot.restrict(designs[c]);
        const GameResult forbidden = play(index);
        ++card.chances;
        card.winnerChanged += forbidden.winner != baseline.winner;
        card.forbiddenWins += forbidden.winner == seat;
        diff[c] += (baseline.winner == seat) - (forbidden.winner == seat);
        turns[c] += baseline.turns - forbidden.turns;
      }
      bot.restrict(RestrictingBot::kNoDesign);
    }
    for (std::size_t c = 0; c < designs.size(); ++c) {
      CardCounters& card = counters.cards[c];
      card.sumDiff += diff[c];
      card.sumDiffSquares += diff[c] * diff[c];
      card.sumTurns += turns[c];
      card.sumTurnSquares += turns[c] * turns[c];
    }
    if (sim.progress) {
      const int done = ++finished;
      if (done % progressStep == 0 || done == last - first) sim.progress(done);
    }
  }
}

}  // namespace

void BalanceCounters::add(const BalanceCounters& more) {
  games += more.games;
  seatWins += more.seatWins;
  turnSum += more.turnSum;
  cappedGames += more.cappedGames;
  if (cards.empty()) cards.assign(more.cards.size(), {});
  for (std::size_t c = 0; c < cards.size() && c < more.cards.size(); ++c) {
    CardCounters& card = cards[c];
    const CardCounters& other = more.cards[c];
    card.chances += other.chances;
    card.winnerChanged += other.winnerChanged;
    card.forbiddenWins += other.forbiddenWins;
    card.sumDiff += other.sumDiff;
    card.sumDiffSquares += other.sumDiffSquares;
    card.sumTurns += other.sumTurns;
    card.sumTurnSquares += other.sumTurnSquares;
  }
  errorCount += more.errorCount;
  errors.insert(errors.end(), more.errors.begin(), more.errors.end());
  // The first errors in game order, whatever order the parts come in.
  std::stable_sort(errors.begin(), errors.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  if (errors.size() > kMaxReportedErrors) errors.resize(kMaxReportedErrors);
}

void checkBalanceOptions(const PreparedSet& set, const BalanceOptions& options) {
  checkSimulationOptions(set, options.simulation);
  for (std::uint16_t d : options.designs) {
    if (d >= set.tables().cards.size()) throw std::invalid_argument("no card " + std::to_string(d) + " in the set");
  }
  if (!(options.untilHalfwidth >= 0)) throw std::invalid_argument("the interval half-width must be at least 0");
  if (options.batch < 1) throw std::invalid_argument("a batch must be at least 1 game");
}

BalanceCounters playBalanceGames(const PreparedSet& set, const BalanceOptions& options, int first, int last) {
  checkBalanceOptions(set, options);
  const std::vector<std::uint16_t> designs = measured(set, options);
  const int jobs = std::max(1, std::min(options.simulation.jobs, last - first));
  std::vector<BalanceCounters> shares(static_cast<std::size_t>(jobs));
  std::atomic<int> finished{0};
  {
    std::vector<std::jthread> threads;
    for (int job = 1; job < jobs; ++job) {
      threads.emplace_back([&, job] {
        playShare(set, options, designs, first, last, job, jobs, shares[static_cast<std::size_t>(job)], finished);
      });
    }
    playShare(set, options, designs, first, last, 0, jobs, shares[0], finished);
  }
  BalanceCounters total;
  total.cards.assign(designs.size(), {});
  for (const BalanceCounters& share : shares) total.add(share);
  return total;
}

BalanceReport finishBalance(const PreparedSet& set, const BalanceOptions& options, const BalanceCounters& counters) {
  const SetTables& tables = set.tables();
  const std::vector<std::uint16_t> designs = measured(set, options);
  const int players = options.simulation.players;
  BalanceReport report;
  report.setId = tables.id;
  report.setTitle = tables.title;
  report.options = options;
  report.options.simulation.progress = nullptr;
  report.options.batchStarted = nullptr;
  report.games = counters.games;
  report.cappedGames = counters.cappedGames;
  report.meanTurns = counters.games ? static_cast<double>(counters.turnSum) / static_cast<double>(counters.games) : 0;
  report.errorCount = counters.errorCount;
  for (const auto& error : counters.errors) report.errors.push_back(error.second);
  const long long seatGames = counters.games * players;
  if (seatGames == 0) return report;
  for (std::size_t c = 0; c < designs.size() && c < counters.cards.size(); ++c) {
    const CardCounters& card = counters.cards[c];
    CardImpact impact;
    impact.id = tables.cards[designs[c]].id;
    impact.name = tables.cards[designs[c]].name;
    impact.chances = card.chances;
    impact.winnerChanged = card.winnerChanged;
    impact.allowedRate = static_cast<double>(counters.seatWins) / static_cast<double>(seatGames);
    impact.forbiddenRate = static_cast<double>(card.forbiddenWins) / static_cast<double>(seatGames);
    double half = 0;
    pairedInterval(card.sumDiff, card.sumDiffSquares, counters.games, players, impact.impact, half);
    impact.low = impact.impact - half;
    impact.high = impact.impact + half;
    double turnHalf = 0;
    pairedInterval(card.sumTurns, card.sumTurnSquares, counters.games, players, impact.turns, turnHalf);
    impact.turnsLow = impact.turns - turnHalf;
    impact.turnsHigh = impact.turns + turnHalf;
    // Two independent runs, one with the card allowed and one with it
    // forbidden, each from seeds of its own, would compare two win rates of
    // as many seat-games, each a Bernoulli trial: the variance of their
    // difference is p(1 - p) / n for each, against the paired (half / z)^2.
    const double pa = impact.allowedRate, pf = impact.forbiddenRate;
    const double independent = (pa * (1 - pa) + pf * (1 - pf)) / static_cast<double>(seatGames);
    const double paired = (half / kZ95) * (half / kZ95);
    impact.independentGamesFactor = paired > 0 ? independent / paired : 0;
    report.replays += card.chances;
    report.replaysSkipped += seatGames - card.chances;
    report.widestHalfwidth = std::max(report.widestHalfwidth, half);
    report.cards.push_back(std::move(impact));
  }
  std::stable_sort(report.cards.begin(), report.cards.end(),
                   [](const CardImpact& a, const CardImpact& b) { return a.impact > b.impact; });
  std::vector<double> factors;
  for (const CardImpact& card : report.cards) {
    if (card.independentGamesFactor > 0) factors.push_back(card.independentGamesFactor);
  }
  if (!factors.empty()) {
    std::sort(factors.begin(), factors.end());
    const std::size_t middle = factors.size() / 2;
    report.independentMedian = factors.size() % 2 ? factors[middle] : (factors[middle - 1] + factors[middle]) / 2;
    report.independentLeast = factors.front();
    report.independentMost = factors.back();
  }
  return report;
}

BalanceReport balance(const PreparedSet& set, const BalanceOptions& options) {
  checkBalanceOptions(set, options);
  const int most = options.simulation.games;
  int target = options.untilHalfwidth > 0 ? std::min(most, options.batch) : most;
  BalanceCounters total;
  int played = 0;
  for (;;) {
    if (options.batchStarted) options.batchStarted(played, target);
    total.add(playBalanceGames(set, options, played, target));
    played = target;
    if (options.untilHalfwidth <= 0 || played >= most) break;
    const double widest = finishBalance(set, options, total).widestHalfwidth;
    if (widest <= options.untilHalfwidth) break;
    // The half-width shrinks as one over the square root of the games: what
    // the widest says is needed, a tenth more for the estimate's own error,
    // in whole batches.
    const double needed = played * (widest / options.untilHalfwidth) * (widest / options.untilHalfwidth) * 1.1;
    const long long batches = static_cast<long long>(std::ceil((needed - played) / options.batch));
    target = static_cast<int>(std::min<long long>(most, played + std::max(1LL, batches) * options.batch));
  }
  return finishBalance(set, options, total);
}

}  // namespace munchkin
