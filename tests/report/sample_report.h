// A report made by hand, with what no simulation gives today (card impacts,
// games stopped by the turn cap, invariant errors, a card name that is
// markup), for the tests of the report page.
#pragma once

#include "munchkin/simulator.h"
#include "report/report_html.h"

namespace munchkin_test {

munchkin::SimulationReport sampleReport();
// Card impacts in no particular order; the page sorts them.
munchkinc::report::PageExtras sampleExtras();

}  // namespace munchkin_test
