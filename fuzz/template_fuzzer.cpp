// libFuzzer entry point: bytes as a set's `faces.yaml`, loaded over the
// shipped templates, every card of a bundled set laid out with them (as
// `check --layout` does), and the first card painted. A crash, sanitizer
// report, hang or runaway memory is a bug; bad YAML must end as diagnostics.
#include <cairo.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include "backend/sheets/card_content.h"
#include "backend/sheets/face_painter.h"
#include "backend/sheets/font_context.h"
#include "backend/sheets/sheets.h"
#include "sema/build.h"
#include "sema/loader.h"

namespace {

using namespace munchkinc;

// The set the templates are tried on, built once: Zombies has every card
// shape a face template meets (monsters, items, curses, powers, mojos...).
struct Fixture {
  SourceManager sources;
  std::optional<model::Model> model;
  Fixture() {
    DiagnosticEngine diagnostics;
    UnitLoader loader(sources, diagnostics, {bundledSetsDirectory()}, nullptr);
    model = buildModel(bundledSetsDirectory() + "/zombies", loader, sources, diagnostics);
    if (!model) std::abort();
  }
};

// The template folder lives alone in a private folder, removed at exit.
const std::string& templateDir() {
  static char root[] = "/tmp/munchkin-template-fuzz-XXXXXX";  // outlives the atexit cleanup
  static const std::string dir = [] {
    if (!::mkdtemp(root)) std::abort();
    std::atexit([] { std::filesystem::remove_all(root); });
    return std::string(root);
  }();
  return dir;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const Fixture fixture;
  {
    std::ofstream out(templateDir() + "/faces.yaml", std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    if (!out) std::abort();
  }
  SourceManager sources = fixture.sources;  // the templates' files are added to a copy
  DiagnosticEngine diagnostics;
  sheets::SheetOptions options;
  options.templateDir = templateDir();
  options.progress = false;
  const std::optional<sheets::TemplateSet> templates = sheets::loadTemplatesFor(*fixture.model, options, sources, diagnostics);
  if (!templates) return 0;
  sheets::checkLayout(*fixture.model, sources, *templates, diagnostics);

  // Paint the first card on a small image, as `sheets --format png` would.
  const std::vector<sheets::PrintedCard> cards = sheets::printedCards(*fixture.model);
  const sheets::FaceLayout* face = templates->faceFor(*cards.front().card);
  if (!face) return 0;
  sheets::FontContext fonts;
  sheets::FacePainter painter(*fixture.model, templates->sheet, fonts);
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 80, 110);
  cairo_t* cr = cairo_create(surface);
  const sheets::SheetLayout& sheet = templates->sheet;
  painter.paint(cr, *face, cards.front(), {sheet.bleed, sheet.bleed, sheet.cardWidth, sheet.cardHeight},
                {0, 0, sheet.cardWidth + 2 * sheet.bleed, sheet.cardHeight + 2 * sheet.bleed});
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return 0;
}
