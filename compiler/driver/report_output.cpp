#include "driver/report_output.h"

#include <iostream>

#include "report/report_html.h"

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

bool openHtmlPage(const std::string& path, std::optional<AtomicFile>& page) {
  if (path.empty()) return true;
  page.emplace(path);
  if (page->ok()) return true;
  std::cerr << "munchkinc: error: " << page->error() << '\n';
  return false;
}

bool writeHtmlPage(AtomicFile& page, const std::string& path, const std::vector<munchkin::SimulationReport>& reports) {
  const std::string html = report::reportHtml(reports);
  if (!page.write(html.data(), html.size()) || !page.commit()) {
    std::cerr << "munchkinc: error: " << page.error() << '\n';
    return false;
  }
  std::cerr << "wrote the report page to " << path << '\n';
  return true;
}

}  // namespace munchkinc
