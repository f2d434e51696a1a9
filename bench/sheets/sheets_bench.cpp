// Times `munchkinc sheets` on a 300-card set, end to end: templates loaded,
// every face and back laid out and drawn, fonts subset, PDF (or SVG pages) written. BM_PdfArt
// gives every card art from 30 distinct images (20 PNGs, 10 SVGs), decoded
// and embedded within the timed run (the bar: at most 300 ms).
#include <benchmark/benchmark.h>
#include <cairo.h>

#include <filesystem>
#include <fstream>
#include <functional>

#include "backend/sheets/sheets.h"
#include "sheet_fixtures.h"

namespace {

constexpr int kArtImages = 30, kArtPngs = 20;

// Card art of the size a print-and-play maker scans or exports: 600 x 450
// gradient PNGs, each in other colours, and SVGs of a few shapes.
std::vector<std::string> writeArt() {
  const std::filesystem::path folder = sheets_test::tempPath("bench-art");
  std::filesystem::create_directories(folder);
  std::vector<std::string> files;
  for (int i = 0; i < kArtImages; ++i) {
    const std::string name = (folder / ("art-" + std::to_string(i))).string() + (i < kArtPngs ? ".png" : ".svg");
    if (i < kArtPngs) {
      cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 600, 450);
      cairo_t* cr = cairo_create(surface);
      cairo_pattern_t* gradient = cairo_pattern_create_linear(0, 0, 600, 450);
      cairo_pattern_add_color_stop_rgb(gradient, 0, i / 20.0, 0.2, 1 - i / 20.0);
      cairo_pattern_add_color_stop_rgb(gradient, 1, 0.9, i / 20.0, 0.3);
      cairo_set_source(cr, gradient);
      cairo_paint(cr);
      cairo_pattern_destroy(gradient);
      cairo_destroy(cr);
      cairo_surface_write_to_png(surface, name.c_str());
      cairo_surface_destroy(surface);
    } else {
      std::ofstream svg(name);
      svg << "<svg xmlns='http://www.w3.org/2000/svg' width='600' height='450'><rect width='600' height='450' "
             "fill='#d8e4f0'/>";
      for (int k = 0; k < 6; ++k) {
        svg << "<circle cx='" << 60 + k * 90 << "' cy='" << 120 + (k * i) % 160 << "' r='" << 30 + k * 6
            << "' fill='hsl(" << (i * 36 + k * 50) % 360 << ",60%,55%)' stroke='#222' stroke-width='3'/>";
      }
      svg << "</svg>\n";
    }
    files.push_back(name);
  }
  return files;
}

void renderLargeSet(benchmark::State& state, munchkinc::sheets::Format format, const char* file,
                    const std::function<void(munchkinc::model::Model&)>& adorn = {}) {
  munchkinc::SourceManager sources;
  munchkinc::model::Model model = sheets_test::largeSet(sources, static_cast<int>(state.range(0)));
  if (adorn) adorn(model);
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
void BM_PdfArt(benchmark::State& state) {
  const std::vector<std::string> art = writeArt();
  renderLargeSet(state, munchkinc::sheets::Format::Pdf, "bench-art.pdf", [&](munchkinc::model::Model& model) {
    for (std::size_t i = 0; i < model.cards.size(); ++i) model.cards[i].artFile = art[i % art.size()];
  });
}

}  // namespace

BENCHMARK(BM_Pdf)->Arg(300)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Svg)->Arg(300)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PdfArt)->Arg(300)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
