#include "backend/sheets/sheets.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <set>

#include <unistd.h>

#include "source/atomic_file.h"
#include "source/interrupt_cleanup.h"
#include "backend/sheets/card_content.h"
#include "backend/sheets/card_svg.h"
#include "backend/sheets/face_painter.h"
#include "backend/sheets/font_context.h"
#include "backend/sheets/image_check.h"
#include "backend/sheets/page_typesetter.h"
#include "backend/sheets/sheet_document.h"
#include "source/progress_bar.h"
#include "backend/sheets/template_loader.h"

namespace munchkinc::sheets {
namespace {

// cairo's stream callback, writing into the AtomicFile passed as its closure.
cairo_status_t writeToAtomicFile(void* closure, const unsigned char* data, unsigned int length) {
  return static_cast<AtomicFile*>(closure)->write(data, length) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

namespace fs = std::filesystem;

// Fixed so that the same set always gives the same bytes.
constexpr char kDocumentDate[] = "2000-01-01T00:00:00Z";
constexpr double kSvgPageGap = 10;  // millimetres between stacked pages

// Replays typeset pages in order onto whatever surface the format needs;
// `beginPage` positions the next page and `endPage` closes it.
template <typename BeginPage, typename EndPage>
void drawPages(cairo_t* cr, PageTypesetter& pages, int cards, bool progressBar, BeginPage beginPage,
               EndPage endPage) {
  ProgressBar progress(progressBar, cards, "sheets", "cards");
  for (int index = 0;; ++index) {
    std::optional<TypesetPage> page = pages.take(index);
    if (!page) break;
    beginPage();
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
  drawPages(cr, pages, cards, options.progress, [] {}, [cr] { cairo_show_page(cr); });
  cairo_destroy(cr);
  return finish(surface, file, outPath, diagnostics);
}

cairo_status_t appendToString(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// SVG has no pages, so the pages are stacked top to bottom in one drawing.
bool writeSvg(PageTypesetter& typeset, int cards, const SheetLayout& sheet, const SheetOptions& options,
              const std::string& outPath, DiagnosticEngine& diagnostics) {
  std::string svg;
  int pages = std::max(1, typeset.pageCount());
  double pitch = sheet.pageHeight + kSvgPageGap;
  cairo_surface_t* surface = cairo_svg_surface_create_for_stream(appendToString, &svg, sheet.pageWidth * kPointsPerMm,
                                                                 (pages * pitch - kSvgPageGap) * kPointsPerMm);
  cairo_t* cr = cairo_create(surface);
  int page = 0;
  drawPages(
      cr, typeset, cards, options.progress,
      [&] {
        cairo_save(cr);
        cairo_translate(cr, 0, page * pitch * kPointsPerMm);
        cairo_rectangle(cr, 0, 0, sheet.pageWidth * kPointsPerMm, sheet.pageHeight * kPointsPerMm);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_fill(cr);
      },
      [&] {
        cairo_restore(cr);
        ++page;
      });
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  cairo_status_t status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  if (status != CAIRO_STATUS_SUCCESS) {
    diagnostics.reportFile(DiagCode::E3008, outPath, std::string("cannot draw: ") + cairo_status_to_string(status));
    return false;
  }
  svg = renumberSurfaceIds(svg);
  AtomicFile file(outPath);
  if (!file.write(svg.data(), svg.size()) || !file.commit()) {
    diagnostics.reportFile(DiagCode::E3008, outPath, file.error());
    return false;
  }
  return true;
}

std::string slug(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "card" : out;
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
  std::vector<Overflow> found = painter.paint(cr, layout, printed, {sheet.bleed, sheet.bleed, sheet.cardWidth, sheet.cardHeight},
                                              {0, 0, widthMm, heightMm});
  if (overflows) *overflows = std::move(found);
  cairo_destroy(cr);
  AtomicFile file(path);
  cairo_status_t status = file.ok() ? cairo_surface_write_to_png_stream(
                                          surface, &writeToAtomicFile, &file)
                                    : CAIRO_STATUS_WRITE_ERROR;
  cairo_surface_destroy(surface);
  if (status != CAIRO_STATUS_SUCCESS || !file.commit()) {
    diagnostics.reportFile(DiagCode::E3008, path,
                           file.ok() ? std::string("cannot draw: ") + cairo_status_to_string(status) : file.error());
    return false;
  }
  return true;
}

// One PNG per distinct card (copies are a printing matter) and one per back.
bool drawPngs(const model::Model& model, const TemplateSet& templates, const SheetOptions& options,
              FontContext& fonts, ImageLibrary& images, const std::string& outDir, DiagnosticEngine& diagnostics) {
  FacePainter painter(model, templates.sheet, fonts, images, templates.icons);
  std::vector<PrintedCard> cards = printedCards(model);
  reportBackOverflows(model, templates, painter, cards, diagnostics);
  ProgressBar progress(options.progress, static_cast<int>(cards.size()), "sheets", "cards");
  std::set<const model::Card*> done;
  std::set<std::string> decks;
  for (const PrintedCard& printed : cards) {
    progress.advance();
    if (!done.insert(printed.card).second) continue;
    char prefix[16];
    std::snprintf(prefix, sizeof prefix, "-%03d-", printed.number);
    // The number makes the name unique, so the slugs may be cut to keep it
    // well within the 255 bytes a file name may have.
    std::string name = slug(printed.card->unit).substr(0, 60) + prefix + slug(printed.card->name).substr(0, 160) + ".png";
    std::vector<Overflow> overflows;
    if (!writePng((fs::path(outDir) / name).string(), *templates.faceFor(*printed.card), printed, painter,
                  templates.sheet, options.dpi, diagnostics, &overflows)) {
      return false;
    }
    reportOverflows(*printed.card, overflows, diagnostics);
    if (decks.insert(printed.card->deck).second &&
        !writePng((fs::path(outDir) / ("back-" + slug(printed.card->deck).substr(0, 200) + ".png")).string(),
                  *templates.backFor(printed.card->deck), printed, painter, templates.sheet, options.dpi, diagnostics,
                  nullptr)) {
      return false;
    }
  }
  return true;
}

// The PNGs appear together or not at all: drawn into a hidden folder next to
// `outDir`, which becomes `outDir` when there was none, or whose files are
// moved into it (other files there stay). A failed run removes the folder, so
// does a stopping signal (SIGTERM, SIGINT, SIGHUP); a run killed outright
// leaves it for the next run to the same folder to remove.
bool writePngs(const model::Model& model, const TemplateSet& templates, const SheetOptions& options,
               FontContext& fonts, ImageLibrary& images, const std::string& outDir, DiagnosticEngine& diagnostics) {
  const fs::path target = fs::path(outDir).lexically_normal();
  const fs::path name = target.filename().empty() ? target.parent_path().filename() : target.filename();
  const fs::path parent = fs::absolute(target).parent_path();
  std::error_code error;
  if (fs::exists(target, error) && !fs::is_directory(target, error)) {
    diagnostics.reportFile(DiagCode::E3008, outDir, "cannot write the PNGs: it exists and is not a folder");
    return false;
  }
  fs::create_directories(parent, error);
  removeStaleTemporaries(parent, name.string());
  std::string pattern = (parent / (temporaryPrefix(name.string()) + std::to_string(getpid()) + "-XXXXXX")).string();
  if (error || !mkdtemp(pattern.data())) {
    diagnostics.reportFile(DiagCode::E3008, outDir, std::string("cannot create the folder: ") + std::strerror(errno));
    return false;
  }
  const fs::path drawn = pattern;
  registerTemporaryFolder(drawn.string());
  if (!drawPngs(model, templates, options, fonts, images, drawn.string(), diagnostics)) {
    fs::remove_all(drawn, error);
    unregisterTemporary(drawn.string());
    return false;
  }
  if (!fs::exists(target, error)) {
    fs::rename(drawn, target, error);
  } else {
    for (const auto& entry : fs::directory_iterator(drawn, error)) {
      fs::rename(entry.path(), target / entry.path().filename(), error);
      if (error) break;
    }
  }
  const bool moved = !error;
  if (!moved) diagnostics.reportFile(DiagCode::E3008, outDir, "cannot move the PNGs into place: " + error.message());
  fs::remove_all(drawn, error);
  unregisterTemporary(drawn.string());
  return moved;
}

TemplateSources templateSources(const model::Model& model, const SheetOptions& options) {
  return {options.builtinTemplateDir.empty() ? defaultTemplateDir() : options.builtinTemplateDir, options.templateDir,
          model.root.id};
}

}  // namespace

std::optional<TemplateSet> loadTemplatesFor(const model::Model& model, const SheetOptions& options,
                                            SourceManager& sources, DiagnosticEngine& diagnostics) {
  FontContext fonts;
  return loadTemplates(templateSources(model, options), fonts, sources, diagnostics);
}

bool renderSheets(const model::Model& model, SourceManager& sources, const SheetOptions& options,
                  const std::string& outPath, DiagnosticEngine& diagnostics) {
  if (options.format == Format::Png && !(options.dpi >= 10 && options.dpi <= 2400)) {
    diagnostics.reportFile(DiagCode::E3008, outPath, "--dpi must be between 10 and 2400");
    return false;
  }
  FontContext fonts;
  std::optional<TemplateSet> templates = loadTemplates(templateSources(model, options), fonts, sources, diagnostics);
  if (!templates) return false;
  ImageLibrary images;  // outlives the typesetter, which draws from it
  loadImages(model, *templates, images, diagnostics);
  if (options.format == Format::Png) return writePngs(model, *templates, options, fonts, images, outPath, diagnostics);
  int cards = static_cast<int>(printedCards(model).size());
  PageTypesetter pages(model, *templates, options, images);
  bool written = options.format == Format::Svg
                     ? writeSvg(pages, cards, templates->sheet, options, outPath, diagnostics)
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
