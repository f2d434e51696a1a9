#include "backend/sheets/sheets.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include "source/atomic_file.h"
#include "backend/sheets/card_content.h"
#include "backend/sheets/face_painter.h"
#include "backend/sheets/face_typesetter.h"
#include "backend/sheets/font_context.h"
#include "backend/sheets/page_recorder.h"
#include "source/progress_bar.h"
#include "backend/sheets/rules_sheet.h"
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

SourceRange cardRange(const model::Card& card) { return card.nameRange.valid() ? card.nameRange : card.range; }

std::string overflowMessage(const std::string& what, const Overflow& o) {
  char amount[32];
  std::snprintf(amount, sizeof amount, "%.1f", o.millimetres);
  return boxLabel(o.box) + " " + what + " overflows its box by " + amount + " mm";
}

void reportOverflows(const model::Card& card, const std::vector<Overflow>& overflows, DiagnosticEngine& diagnostics) {
  for (const Overflow& o : overflows) {
    diagnostics.report(DiagCode::W3001, cardRange(card), overflowMessage("of '" + card.name + "'", o));
  }
}

// A back prints the same on every card of its deck, so its overflows are
// reported once per distinct back, at the deck's declaration.
void reportBackOverflows(const model::Model& model, const TemplateSet& templates, FacePainter& painter,
                         const std::vector<PrintedCard>& cards, DiagnosticEngine& diagnostics) {
  std::set<std::pair<const FaceLayout*, BoxContents>> checked;
  for (const PrintedCard& printed : cards) {
    const FaceLayout& back = *templates.backFor(printed.card->deck);
    auto [entry, added] = checked.emplace(&back, painter.contents(back, printed));
    if (!added) continue;
    std::vector<Overflow> overflows = painter.measure(back, entry->second);
    if (overflows.empty()) continue;
    auto deck = std::find_if(model.decks.begin(), model.decks.end(),
                             [&](const model::Named& d) { return d.name == printed.card->deck; });
    SourceRange where = deck != model.decks.end() && deck->range.valid() ? deck->range : cardRange(*printed.card);
    std::string what = "on the back of '" + placeholderValue(model, printed, "deck") + "' cards";
    for (const Overflow& o : overflows) diagnostics.report(DiagCode::W3001, where, overflowMessage(what, o));
  }
}

// Draws every page of a sheet document in order onto whatever surface the
// format needs; `beginPage` positions the next page and `endPage` closes it.
class SheetDocument {
 public:
  SheetDocument(const model::Model& model, const TemplateSet& templates, const SheetOptions& options,
                FontContext& fonts, DiagnosticEngine& diagnostics)
      : model_(model),
        templates_(templates),
        options_(options),
        geometry_(templates.sheet),
        painter_(model, templates.sheet, fonts),
        diagnostics_(diagnostics),
        cards_(printedCards(model)),
        faces_(model, templates, cards_),
        rules_(options.rulesSheet ? rulesReference(model, cards_) : std::vector<RulesParagraph>{},
               templates.sheet.pageWidth, templates.sheet.pageHeight, fonts),
        backRecorder_(templates.sheet.pageWidth, templates.sheet.pageHeight) {
    for (int page = 0; page < cardPages(); ++page) {
      PageContents backs;
      for (std::size_t i = firstCard(page); i < lastCard(page); ++i) {
        const FaceLayout& back = *templates_.backFor(cards_[i].card->deck);
        backs.emplace_back(&back, painter_.contents(back, cards_[i]));
      }
      backRecorder_.expect(backs);
      backPages_.push_back(std::move(backs));
    }
    reportBackOverflows(model, templates, painter_, cards_, diagnostics);
  }

  int cardPages() const {
    int perPage = geometry_.cardsPerPage();
    return static_cast<int>((cards_.size() + static_cast<std::size_t>(perPage) - 1) / static_cast<std::size_t>(perPage));
  }
  int pageCount() const { return 2 * cardPages() + (options_.rulesSheet ? rules_.pageCount() : 0); }

  template <typename BeginPage, typename EndPage>
  void draw(cairo_t* cr, BeginPage beginPage, EndPage endPage) {
    ProgressBar progress(options_.progress, static_cast<int>(cards_.size()), "sheets", "cards");
    for (int page = 0; page < cardPages(); ++page) {
      beginPage();
      drawFaces(cr, page, progress);
      endPage();
      beginPage();
      drawBacks(cr, page);
      endPage();
    }
    for (int page = 0; options_.rulesSheet && page < rules_.pageCount(); ++page) {
      beginPage();
      rules_.drawPage(cr, page);
      endPage();
    }
  }

 private:
  std::size_t firstCard(int page) const { return static_cast<std::size_t>(page * geometry_.cardsPerPage()); }
  std::size_t lastCard(int page) const {
    return std::min(cards_.size(), firstCard(page) + static_cast<std::size_t>(geometry_.cardsPerPage()));
  }

  void drawFaces(cairo_t* cr, int page, ProgressBar& progress) {
    FacePage drawn = faces_.take(page);
    cairo_save(cr);
    cairo_set_source_surface(cr, drawn.recording, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_surface_destroy(drawn.recording);
    for (std::size_t i = firstCard(page); i < lastCard(page); ++i) {
      const model::Card& card = *cards_[i].card;
      if (reported_.insert(&card).second) reportOverflows(card, drawn.overflows[i - firstCard(page)], diagnostics_);
      progress.advance();
    }
  }

  void drawBacks(cairo_t* cr, int page) {
    backRecorder_.draw(cr, backPages_[static_cast<std::size_t>(page)], [&](cairo_t* target) {
      int cell = 0;
      for (const auto& [back, contents] : backPages_[static_cast<std::size_t>(page)]) {
        painter_.paint(target, *back, contents,
                       geometry_.back(cell, options_.duplex, options_.offsetXmm, options_.offsetYmm),
                       geometry_.backBleed(cell, options_.duplex, options_.offsetXmm, options_.offsetYmm));
        ++cell;
      }
    });
  }

  const model::Model& model_;
  const TemplateSet& templates_;
  const SheetOptions& options_;
  SheetGeometry geometry_;
  FacePainter painter_;
  DiagnosticEngine& diagnostics_;
  std::vector<PrintedCard> cards_;
  FaceTypesetter faces_;  // started before the rules sheet is laid out, to overlap with it
  RulesSheet rules_;
  PageRecorder backRecorder_;
  std::vector<PageContents> backPages_;  // per face page, its backs in cell order
  std::set<const model::Card*> reported_;
};

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

bool writePdf(SheetDocument& doc, const model::Model& model, const SheetLayout& sheet, const std::string& outPath,
              DiagnosticEngine& diagnostics) {
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
  doc.draw(cr, [] {}, [cr] { cairo_show_page(cr); });
  cairo_destroy(cr);
  return finish(surface, file, outPath, diagnostics);
}

cairo_status_t appendToString(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// cairo names SVG groups after a process-wide surface counter, so a second
// render in one process would differ; number them by first appearance.
std::string renumberSurfaceIds(const std::string& svg) {
  static const std::regex kSurface("surface([0-9]+)");
  std::map<std::string, int> numbers;
  std::string out;
  auto last = svg.cbegin();
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), kSurface); it != std::sregex_iterator(); ++it) {
    out.append(last, (*it)[0].first);
    auto [entry, added] = numbers.emplace((*it)[1].str(), static_cast<int>(numbers.size()) + 1);
    out += "surface" + std::to_string(entry->second);
    last = (*it)[0].second;
  }
  out.append(last, svg.cend());
  return out;
}

// SVG has no pages, so the pages are stacked top to bottom in one drawing.
bool writeSvg(SheetDocument& doc, const SheetLayout& sheet, const std::string& outPath, DiagnosticEngine& diagnostics) {
  std::string svg;
  int pages = std::max(1, doc.pageCount());
  double pitch = sheet.pageHeight + kSvgPageGap;
  cairo_surface_t* surface = cairo_svg_surface_create_for_stream(appendToString, &svg, sheet.pageWidth * kPointsPerMm,
                                                                 (pages * pitch - kSvgPageGap) * kPointsPerMm);
  cairo_t* cr = cairo_create(surface);
  int page = 0;
  doc.draw(
      cr,
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
bool writePngs(const model::Model& model, const TemplateSet& templates, const SheetOptions& options,
               FontContext& fonts, const std::string& outDir, DiagnosticEngine& diagnostics) {
  std::error_code error;
  fs::create_directories(outDir, error);
  if (error) {
    diagnostics.reportFile(DiagCode::E3008, outDir, "cannot create the folder: " + error.message());
    return false;
  }
  FacePainter painter(model, templates.sheet, fonts);
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
    std::string name = slug(printed.card->unit) + prefix + slug(printed.card->name) + ".png";
    std::vector<Overflow> overflows;
    if (!writePng((fs::path(outDir) / name).string(), *templates.faceFor(*printed.card), printed, painter,
                  templates.sheet, options.dpi, diagnostics, &overflows)) {
      return false;
    }
    reportOverflows(*printed.card, overflows, diagnostics);
    if (decks.insert(printed.card->deck).second &&
        !writePng((fs::path(outDir) / ("back-" + slug(printed.card->deck) + ".png")).string(),
                  *templates.backFor(printed.card->deck), printed, painter, templates.sheet, options.dpi, diagnostics,
                  nullptr)) {
      return false;
    }
  }
  return true;
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
  if (options.format == Format::Png) return writePngs(model, *templates, options, fonts, outPath, diagnostics);
  SheetDocument doc(model, *templates, options, fonts, diagnostics);
  if (options.format == Format::Svg) return writeSvg(doc, templates->sheet, outPath, diagnostics);
  return writePdf(doc, model, templates->sheet, outPath, diagnostics);
}

void checkLayout(const model::Model& model, const SourceManager&, const TemplateSet& templates,
                 DiagnosticEngine& diagnostics) {
  FontContext fonts;
  FacePainter painter(model, templates.sheet, fonts);
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
