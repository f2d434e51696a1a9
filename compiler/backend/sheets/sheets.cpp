#include "backend/sheets/sheets.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <set>

#include "source/atomic_file.h"
#include "backend/sheets/card_content.h"
#include "backend/sheets/card_svg.h"
#include "backend/sheets/face_painter.h"
#include "backend/sheets/font_context.h"
#include "backend/sheets/image_check.h"
#include "backend/sheets/page_typesetter.h"
#include "backend/sheets/sheet_document.h"
#include "source/progress_bar.h"
#include "backend/sheets/template_loader.h"
#include "backend/sheets/output_folder.h"
#include "backend/sheets/tts_decks.h"

namespace munchkinc::sheets {
namespace {

// cairo's stream callback, writing into the AtomicFile passed as its closure.
cairo_status_t writeToAtomicFile(void* closure, const unsigned char* data, unsigned int length) {
  return static_cast<AtomicFile*>(closure)->write(data, length) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

namespace fs = std::filesystem;

constexpr double kPngDpi = 300;  // what print-on-demand services ask for

// Fixed so that the same set always gives the same bytes.
constexpr char kDocumentDate[] = "2000-01-01T00:00:00Z";

// Replays typeset pages in order onto whatever surface the format needs;
// `beginPage` returns the context to draw the next page on and `endPage`
// closes the page. Pages that show images share the image library's cairo
// surfaces with the typesetting thread, and cairo may not replay a surface on
// one thread while another paints it (an abort in cairo's recording surface,
// one run in a dozen): then the replay starts once every page is typeset.
template <typename BeginPage, typename EndPage>
void drawPages(PageTypesetter& pages, int cards, bool progressBar, BeginPage beginPage, EndPage endPage) {
  if (pages.sharesImages()) pages.pageCount();
  ProgressBar progress(progressBar, cards, "sheets", "cards");
  for (int index = 0;; ++index) {
    std::optional<TypesetPage> page = pages.take(index);
    if (!page) break;
    cairo_t* cr = beginPage();
    cairo_save(cr);
    cairo_set_source_surface(cr, page->recording, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_surface_destroy(page->recording);
    endPage();
    for (int i = 0; i < page->faces; ++i) progress.advance();
  }
}

bool finish(cairo_surface_t* surface, AtomicFile& file, const std::string& outPath, DiagnosticEngine& diagnostics) {
  cairo_surface_finish(surface);
  cairo_status_t status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  if (status != CAIRO_STATUS_SUCCESS || !file.commit()) {
    diagnostics.reportFile(DiagCode::E3008, outPath,
                           file.ok() ? std::string("cannot draw: ") + cairo_status_to_string(status) : file.error());
    return false;
  }
  return true;
}

bool writePdf(PageTypesetter& pages, int cards, const model::Model& model, const SheetLayout& sheet,
              const SheetOptions& options, const std::string& outPath, DiagnosticEngine& diagnostics) {
  AtomicFile file(outPath);
  if (!file.ok()) {
    diagnostics.reportFile(DiagCode::E3008, outPath, file.error());
    return false;
  }
  cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(
      &writeToAtomicFile, &file, sheet.pageWidth * kPointsPerMm,
      sheet.pageHeight * kPointsPerMm);
  std::string title = model.root.title.empty() ? model.root.id : model.root.title;
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title.c_str());
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "munchkinc sheets");
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, kDocumentDate);
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, kDocumentDate);
  cairo_t* cr = cairo_create(surface);
  drawPages(pages, cards, options.progress, [cr] { return cr; }, [cr] { cairo_show_page(cr); });
  cairo_destroy(cr);
  return finish(surface, file, outPath, diagnostics);
}

cairo_status_t appendToString(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// "page-007.svg": numbered so that the files list in print order.
std::string svgPageName(int page) {
  char name[32];
  std::snprintf(name, sizeof name, "page-%03d.svg", page + 1);
  return name;
}

// SVG has no pages, so each page is a file of its own in `folder`.
bool drawSvgPages(PageTypesetter& typeset, int cards, const SheetLayout& sheet, const SheetOptions& options,
                  const fs::path& folder, DiagnosticEngine& diagnostics) {
  std::string svg;
  cairo_surface_t* surface = nullptr;
  cairo_t* cr = nullptr;
  int page = 0;
  bool written = true;
  drawPages(
      typeset, cards, options.progress,
      [&] {
        svg.clear();
        surface = cairo_svg_surface_create_for_stream(appendToString, &svg, sheet.pageWidth * kPointsPerMm,
                                                      sheet.pageHeight * kPointsPerMm);
        cr = cairo_create(surface);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        return cr;
      },
      [&] {
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        const cairo_status_t status = cairo_surface_status(surface);
        cairo_surface_destroy(surface);
        const std::string path = (folder / svgPageName(page++)).string();
        if (!written) return;
        if (status != CAIRO_STATUS_SUCCESS) {
          diagnostics.reportFile(DiagCode::E3008, path, std::string("cannot draw: ") + cairo_status_to_string(status));
          written = false;
        } else if (std::string error = writeFileAtomically(path, renumberSurfaceIds(svg)); !error.empty()) {
          diagnostics.reportFile(DiagCode::E3008, path, error);
          written = false;
        }
      });
  return written;
}

bool writePng(const std::string& path, const FaceLayout& layout, const PrintedCard& printed, FacePainter& painter,
              const SheetLayout& sheet, double dpi, DiagnosticEngine& diagnostics, std::vector<Overflow>* overflows) {
  double scale = dpi / 72;
  double widthMm = sheet.cardWidth + 2 * sheet.bleed, heightMm = sheet.cardHeight + 2 * sheet.bleed;
  int width = static_cast<int>(std::lround(widthMm * kPointsPerMm * scale));
  int height = static_cast<int>(std::lround(heightMm * kPointsPerMm * scale));
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
  cairo_t* cr = cairo_create(surface);
  cairo_scale(cr, scale, scale);
  // The background covers every pixel, the last column and row too, which the
  // rounding up of the image's size may leave partly outside widthMm x heightMm.
  const Rect image{0, 0, width / (scale * kPointsPerMm), height / (scale * kPointsPerMm)};
  std::vector<Overflow> found =
      painter.paint(cr, layout, printed, {sheet.bleed, sheet.bleed, sheet.cardWidth, sheet.cardHeight}, image);
  if (overflows) *overflows = std::move(found);
  cairo_destroy(cr);
  const bool saved = savePng(surface, path, diagnostics);
  cairo_surface_destroy(surface);
  return saved;
}

// One PNG per distinct card (copies are a printing matter), named by its
// collector number and name, and one per back.
bool drawPngs(const model::Model& model, const TemplateSet& templates, const SheetOptions& options,
              FontContext& fonts, ImageLibrary& images, const fs::path& outDir, DiagnosticEngine& diagnostics) {
  FacePainter painter(model, templates.sheet, fonts, images, templates.icons);
  std::vector<PrintedCard> cards = printedCards(model);
  reportBackOverflows(model, templates, painter, cards, diagnostics);
  ProgressBar progress(options.progress, static_cast<int>(cards.size()), "sheets", "cards");
  std::set<const model::Card*> done;
  std::set<std::string> decks;
  for (const PrintedCard& printed : cards) {
    progress.advance();
    if (!done.insert(printed.card).second) continue;
    // The collector number makes the name unique, so the rest may be cut to
    // keep it well within the 255 bytes a file name may have.
    std::string name = collectorNumber(printed) + "-" +
                       fileSlug(printed.card->name).substr(0, 160) + ".png";
    std::vector<Overflow> overflows;
    if (!writePng((outDir / name).string(), *templates.faceFor(*printed.card), printed, painter, templates.sheet,
                  options.dpi.value_or(kPngDpi), diagnostics, &overflows)) {
      return false;
    }
    reportOverflows(*printed.card, overflows, diagnostics);
    if (decks.insert(printed.card->deck).second &&
        !writePng((outDir / ("back-" + fileSlug(printed.card->deck).substr(0, 200) + ".png")).string(),
                  *templates.backFor(printed.card->deck), printed, painter, templates.sheet, options.dpi.value_or(kPngDpi), diagnostics,
                  nullptr)) {
      return false;
    }
  }
  return true;
}

TemplateSources templateSources(const model::Model& model, const SheetOptions& options) {
  return {options.builtinTemplateDir.empty() ? defaultTemplateDir() : options.builtinTemplateDir, options.templateDir,
          model.root.id, templateNamesOf(model)};
}

}  // namespace

std::optional<TemplateSet> loadTemplatesFor(const model::Model& model, const SheetOptions& options,
                                            SourceManager& sources, DiagnosticEngine& diagnostics) {
  FontContext fonts;
  return loadTemplates(templateSources(model, options), fonts, sources, diagnostics);
}

bool renderSheets(const model::Model& model, SourceManager& sources, const SheetOptions& options,
                  const std::string& outPath, DiagnosticEngine& diagnostics) {
  if (options.dpi && !(*options.dpi >= 10 && *options.dpi <= 2400)) {
    diagnostics.reportFile(DiagCode::E3008, outPath, "--dpi must be between 10 and 2400");
    return false;
  }
  FontContext fonts;
  std::optional<TemplateSet> templates = loadTemplates(templateSources(model, options), fonts, sources, diagnostics);
  if (!templates) return false;
  ImageLibrary images;  // outlives the typesetter, which draws from it
  loadImages(model, *templates, images, diagnostics);
  if (options.format == Format::Png) {
    return writeFolderAtomically(outPath, "the PNGs", diagnostics, [&](const fs::path& folder) {
      return drawPngs(model, *templates, options, fonts, images, folder, diagnostics);
    });
  }
  if (options.format == Format::Tts) {
    return writeFolderAtomically(outPath, "the decks", diagnostics, [&](const fs::path& folder) {
      return writeTtsDecks(model, *templates, fonts, images, options.dpi.value_or(kTtsDpi), options.progress, folder,
                           diagnostics);
    });
  }
  int cards = static_cast<int>(printedCards(model).size());
  PageTypesetter pages(model, *templates, options, images);
  bool written = options.format == Format::Svg
                     ? writeFolderAtomically(outPath, "the SVG pages", diagnostics,
                                             [&](const fs::path& folder) {
                                               return drawSvgPages(pages, cards, templates->sheet, options, folder,
                                                                   diagnostics);
                                             })
                     : writePdf(pages, cards, model, templates->sheet, options, outPath, diagnostics);
  pages.reportInto(diagnostics);
  return written;
}

void checkLayout(const model::Model& model, const SourceManager&, const TemplateSet& templates,
                 DiagnosticEngine& diagnostics) {
  FontContext fonts;
  ImageLibrary images;
  loadImages(model, templates, images, diagnostics);
  FacePainter painter(model, templates.sheet, fonts, images, templates.icons);
  std::vector<PrintedCard> cards = printedCards(model);
  reportBackOverflows(model, templates, painter, cards, diagnostics);
  std::set<const model::Card*> done;
  for (const PrintedCard& printed : cards) {
    if (!done.insert(printed.card).second) continue;
    const FaceLayout& face = *templates.faceFor(*printed.card);
    reportOverflows(*printed.card, painter.measure(face, painter.contents(face, printed)), diagnostics);
  }
}

}  // namespace munchkinc::sheets
