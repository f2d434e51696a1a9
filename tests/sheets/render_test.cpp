#include <catch2/catch.hpp>

#include "backend/sheets/sheets.h"
#include "sheet_fixtures.h"

using namespace munchkinc;
using namespace sheets_test;

TEST_CASE("smoke: the small set renders to a PDF", "[render]") {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  model::Model model = smallSet(sources);
  sheets::SheetOptions options;
  std::string out = tempPath("small.pdf");
  REQUIRE(sheets::renderSheets(model, sources, options, out, diagnostics));
  for (const Diagnostic& d : diagnostics.all()) WARN(d.message);
}
