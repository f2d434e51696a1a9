#include "munchkin/simulation_tally.h"

#include <algorithm>
#include <stdexcept>

#include "munchkin/simulator.h"

namespace munchkin {
namespace {

// Adds one counter of a tally to the same counter of another.
struct AddCounter {
  void operator()(const char*, long long& total, const long long& more) const { total += more; }

  template <class Number, std::size_t N>
  void operator()(const char*, std::array<Number, N>& total, const std::array<Number, N>& more) const {
    for (std::size_t i = 0; i < N; ++i) total[i] += more[i];
  }

  template <class Number>
  void operator()(const char* name, std::vector<Number>& total, const std::vector<Number>& more) const {
    if (total.size() != more.size()) {
      throw std::invalid_argument(std::string("the counter ") + name + " holds " + std::to_string(more.size()) +
                                  " entries where " + std::to_string(total.size()) + " were expected");
    }
    for (std::size_t i = 0; i < total.size(); ++i) total[i] += more[i];
  }

  template <CountRecord Counts>
  void operator()(const char*, Counts& total, const Counts& more) const {
    forEachCount(*this, total, more);
  }

  template <CountRecord Counts>
  void operator()(const char* name, std::vector<Counts>& total, const std::vector<Counts>& more) const {
    if (total.size() != more.size()) {
      throw std::invalid_argument(std::string("the counter ") + name + " holds " + std::to_string(more.size()) +
                                  " entries where " + std::to_string(total.size()) + " were expected");
    }
    for (std::size_t i = 0; i < total.size(); ++i) forEachCount(*this, total[i], more[i]);
  }

  // Each side holds its first errors in game order, so the first of both
  // are among them: whatever the split, the same errors are kept.
  void operator()(const char*, std::vector<ReportedError>& total, const std::vector<ReportedError>& more) const {
    total.insert(total.end(), more.begin(), more.end());
    std::stable_sort(total.begin(), total.end(),
                     [](const ReportedError& a, const ReportedError& b) { return a.game < b.game; });
    if (total.size() > kMaxReportedErrors) total.resize(kMaxReportedErrors);
  }
};

}  // namespace

SimulationTally SimulationTally::zero(const SimulationOptions& options, std::size_t designs, std::size_t decks,
                                      std::size_t blocks) {
  SimulationTally tally;
  tally.gamesByTurns.assign(static_cast<std::size_t>(options.turnCap) + 1, 0);
  tally.winsBySeat.assign(static_cast<std::size_t>(options.players), 0);
  tally.winsByTurnOrder.assign(static_cast<std::size_t>(options.players), 0);
  tally.held.assign(designs, 0);
  tally.heldWins.assign(designs, 0);
  tally.endedWith.assign(designs, 0);
  tally.endedWithWins.assign(designs, 0);
  if (options.coverage) tally.blockRuns.assign(blocks, 0);
  tally.report.reset(designs, decks, options.players, options.turnCap);
  return tally;
}

void SimulationTally::add(const SimulationTally& other) { forEachCounter(AddCounter{}, *this, other); }

}  // namespace munchkin
