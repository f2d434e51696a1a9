// A report made by hand, with what no simulation gives today (card impacts,
// games stopped by the turn cap, invariant errors, a card name that is
// markup), for the tests of the report page.
#pragma once

#include "munchkin/balance.h"
#include "munchkin/simulator.h"
#include "report/report_html.h"

namespace munchkin_test {

munchkin::SimulationReport sampleReport();
// Card impacts in no particular order; the page sorts them.
munchkinc::report::PageExtras sampleExtras();
// A balance run by hand: a strong card, a weak one, one whose impact is large
// but uncertain, one never playable; a capped game and an invariant error.
munchkin::BalanceReport sampleBalance();

}  // namespace munchkin_test
