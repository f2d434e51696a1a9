#include "driver/report_output.h"

namespace munchkinc {

void writeReports(const std::vector<munchkin::SimulationReport>& reports, bool range, bool json, std::ostream& out) {
  if (!json) {
    if (range) {
      munchkin::writeReportsText(reports, out);
    } else {
      munchkin::writeReportText(reports.front(), out);
    }
  } else if (range) {
    munchkin::writeReportsJson(reports, out);
  } else {
    munchkin::writeReportJson(reports.front(), out);
  }
}

}  // namespace munchkinc
