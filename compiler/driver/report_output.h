// Printing simulation reports as `simulate` and `merge` do: one report, or a
// list of them side by side for a range of player counts; text or JSON.
#pragma once

#include <ostream>
#include <vector>

#include "munchkin/simulator.h"

namespace munchkinc {

void writeReports(const std::vector<munchkin::SimulationReport>& reports, bool range, bool json, std::ostream& out);

}  // namespace munchkinc
