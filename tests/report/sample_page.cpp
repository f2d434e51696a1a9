// Writes the report page of the hand-made report (sample_report.cpp) to the
// file given, for html_browser_test.py: the charts no simulation fills
// today (card impacts, a turn cap bar) in a real browser.
#include <iostream>

#include "report/report_html.h"
#include "sample_report.h"
#include "source/atomic_file.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: report_sample_page OUT.html\n";
    return 2;
  }
  const munchkin::SimulationReport report = munchkin_test::sampleReport();
  const std::string error =
      munchkinc::writeFileAtomically(argv[1], munchkinc::report::reportHtml({&report, 1}, munchkin_test::sampleExtras()));
  if (!error.empty()) {
    std::cerr << error << '\n';
    return 1;
  }
  return 0;
}
