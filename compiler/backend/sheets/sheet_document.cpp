#include "backend/sheets/sheet_document.h"

#include <cairo.h>

#include <algorithm>
#include <cstdio>

namespace munchkinc::sheets {
namespace {

SourceRange cardRange(const model::Card& card) { return card.nameRange.valid() ? card.nameRange : card.range; }

std::string overflowMessage(const std::string& what, const Overflow& o) {
  char amount[32];
  std::snprintf(amount, sizeof amount, "%.1f", o.millimetres);
  return boxLabel(o.box) + " " + what + " overflows its box by " + amount + " mm";
}

}  // namespace

void reportOverflows(const model::Card& card, const std::vector<Overflow>& overflows, DiagnosticEngine& diagnostics) {
  for (const Overflow& o : overflows) {
    diagnostics.report(DiagCode::W3001, cardRange(card), overflowMessage("of '" + card.name + "'", o));
  }
}

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

SheetDocument::SheetDocument(const model::Model& model, const TemplateSet& templates, const SheetOptions& options,
                             FontContext& fonts, ImageLibrary& images, DiagnosticEngine& diagnostics)
    : model_(model),
      templates_(templates),
      options_(options),
      geometry_(templates.sheet),
      fonts_(fonts),
      painter_(model, templates.sheet, fonts, images, templates.icons),
      diagnostics_(diagnostics),
      cards_(printedCards(model)),
      backRecorder_(templates.sheet.pageWidth, templates.sheet.pageHeight) {
  for (int page = 0; page < facePageCount(); ++page) {
    PageContents backs;
    for (std::size_t i = firstCard(page); i < lastCard(page); ++i) {
      const FaceLayout& back = *templates_.backFor(cards_[i].card->deck);
      backs.emplace_back(&back, painter_.contents(back, cards_[i]));
    }
    backRecorder_.expect(backs);
    backPages_.push_back(std::move(backs));
  }
  reportBackOverflows(model_, templates_, painter_, cards_, diagnostics_);
}

int SheetDocument::facePageCount() const {
  auto perPage = static_cast<std::size_t>(geometry_.cardsPerPage());
  return static_cast<int>((cards_.size() + perPage - 1) / perPage);
}

std::size_t SheetDocument::firstCard(int facePage) const {
  return static_cast<std::size_t>(facePage * geometry_.cardsPerPage());
}

std::size_t SheetDocument::lastCard(int facePage) const {
  return std::min(cards_.size(), firstCard(facePage) + static_cast<std::size_t>(geometry_.cardsPerPage()));
}

int SheetDocument::rulesPageCount() {
  if (!options_.rulesSheet) return 0;
  if (!rules_) {
    rules_.emplace(rulesReference(model_, cards_), templates_.sheet.pageWidth, templates_.sheet.pageHeight, fonts_);
  }
  return rules_->pageCount();
}

int SheetDocument::facesOn(int page) const {
  if (page >= cardPageCount() || page % 2 == 1) return 0;
  return static_cast<int>(lastCard(page / 2) - firstCard(page / 2));
}

cairo_surface_t* SheetDocument::record(int page) {
  double width = templates_.sheet.pageWidth, height = templates_.sheet.pageHeight;
  if (page >= cardPageCount()) {
    rulesPageCount();
    return recordPage(width, height, [&](cairo_t* cr) { rules_->drawPage(cr, page - cardPageCount()); });
  }
  int facePage = page / 2;
  if (page % 2 == 0) return recordPage(width, height, [&](cairo_t* cr) { drawFaces(cr, facePage); });
  return backRecorder_.record(backPages_[static_cast<std::size_t>(facePage)],
                              [&](cairo_t* cr) { drawBacks(cr, facePage); });
}

void SheetDocument::drawFaces(cairo_t* cr, int facePage) {
  for (std::size_t i = firstCard(facePage); i < lastCard(facePage); ++i) {
    int cell = static_cast<int>(i - firstCard(facePage));
    const PrintedCard& printed = cards_[i];
    std::vector<Overflow> overflows = painter_.paint(cr, *templates_.faceFor(*printed.card), printed,
                                                     geometry_.card(cell), geometry_.bleed(cell));
    if (reported_.insert(printed.card).second) reportOverflows(*printed.card, overflows, diagnostics_);
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, templates_.sheet.cropWeight * kPointsPerMm);
  for (const Line& mark : geometry_.cropMarks()) {
    cairo_move_to(cr, mark.x1 * kPointsPerMm, mark.y1 * kPointsPerMm);
    cairo_line_to(cr, mark.x2 * kPointsPerMm, mark.y2 * kPointsPerMm);
  }
  cairo_stroke(cr);
}

void SheetDocument::drawBacks(cairo_t* cr, int facePage) {
  int cell = 0;
  for (const auto& [back, contents] : backPages_[static_cast<std::size_t>(facePage)]) {
    painter_.paint(cr, *back, contents, geometry_.back(cell, options_.duplex, options_.offsetXmm, options_.offsetYmm),
                   geometry_.backBleed(cell, options_.duplex, options_.offsetXmm, options_.offsetYmm));
    ++cell;
  }
}

}  // namespace munchkinc::sheets
