// `simulate --html FILE` (and `balance`): a simulation report as one
// self-contained HTML page a designer can look at, and print: the warnings
// on top, the headline figures, charts drawn as inline SVG (win rates by
// seat and by turn order with their chi-square tests, the game length
// histogram, Level curves, monsters' defeat rates, card impacts with their
// intervals) and sortable tables. It loads nothing: no network, no external
// script, style or font (a Content-Security-Policy says so to the browser).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "munchkin/simulator.h"

namespace munchkinc::report {

// A card's causal impact, as `balance` measures it by restricted play: the
// change in a seat's win rate when its bot may play the card against when it
// may not, in percentage points, with a 95% interval.
struct CardImpact {
  std::string card;
  double impact = 0, low = 0, high = 0;
};

struct PageWarning {
  std::string text;
  bool error = false;  // drawn red: the results cannot be trusted as they are
};

// What the page shows besides the reports: warnings computed elsewhere, and
// card impacts (none from `simulate`).
struct PageExtras {
  std::vector<PageWarning> warnings;
  std::vector<CardImpact> impacts;
  std::string impactNote;  // what the impact means; a default when empty
};

// The warnings of a report: its own (SimulationReport::stats.warnings, as
// the text report prints them), then one for invariant errors.
std::vector<PageWarning> reportWarnings(const munchkin::SimulationReport& report);

// The page for one report, or for a report per player count (in the order
// given, all of one set). Deterministic: the same reports give the same bytes.
std::string reportHtml(std::span<const munchkin::SimulationReport> reports, const PageExtras& extras = {});

}  // namespace munchkinc::report
