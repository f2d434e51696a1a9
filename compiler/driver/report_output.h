// Printing simulation reports as `simulate` and `merge` do: one report, or a
// list of them side by side for a range of player counts; text or JSON; and
// the report page of --html.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "munchkin/simulator.h"
#include "source/atomic_file.h"

namespace munchkinc {

void writeReports(const std::vector<munchkin::SimulationReport>& reports, bool range, bool json, std::ostream& out);

// --html FILE: opens the page's file into `page` before the command's work, so
// that a path that cannot be written costs none; says why on stderr and
// returns false when it cannot be written. Opens nothing for an empty path.
bool openHtmlPage(const std::string& path, std::optional<AtomicFile>& page);

// --html: the page of the reports, written whole or not at all into `page`,
// which the command opens before its work so that a path that cannot be
// written costs none. Says what failed on stderr and returns false.
bool writeHtmlPage(AtomicFile& page, const std::string& path, const std::vector<munchkin::SimulationReport>& reports);

}  // namespace munchkinc
