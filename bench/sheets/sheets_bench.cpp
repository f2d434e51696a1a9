// Times `munchkinc sheets` on a 300-card set, end to end: templates loaded,
// every face and back laid out and drawn, fonts subset, PDF (or SVG pages) written.
#include <benchmark/benchmark.h>

#include "backend/sheets/sheets.h"
#include "sheet_fixtures.h"

namespace {

void renderLargeSet(benchmark::State& state, munchkinc::sheets::Format format, const char* file) {
  munchkinc::SourceManager sources;
  munchkinc::model::Model model = sheets_test::largeSet(sources, static_cast<int>(state.range(0)));
  munchkinc::sheets::SheetOptions options;
  options.format = format;
  options.progress = false;
  std::string out = sheets_test::tempPath(file);
  for (auto _ : state) {
    munchkinc::DiagnosticEngine diagnostics;
    if (!munchkinc::sheets::renderSheets(model, sources, options, out, diagnostics)) {
      state.SkipWithError("render failed");
      break;
    }
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_Pdf(benchmark::State& state) { renderLargeSet(state, munchkinc::sheets::Format::Pdf, "bench.pdf"); }
void BM_Svg(benchmark::State& state) { renderLargeSet(state, munchkinc::sheets::Format::Svg, "bench-svg"); }  // a page a file

}  // namespace

BENCHMARK(BM_Pdf)->Arg(300)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Svg)->Arg(300)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
