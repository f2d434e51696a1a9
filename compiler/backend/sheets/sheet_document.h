// The pages of a sheet document, in order: each page of faces followed by its
// page of backs (mirrored for duplex), then the rules reference. Each page is
// drawn into a cairo recording surface (see page_recorder.h); text that does
// not fit is reported as W3001, once per card and once per distinct back.
#pragma once

#include <optional>
#include <set>
#include <vector>

#include "backend/sheets/card_content.h"
#include "backend/sheets/face_painter.h"
#include "backend/sheets/font_context.h"
#include "backend/sheets/page_recorder.h"
#include "backend/sheets/rules_sheet.h"
#include "backend/sheets/sheet_geometry.h"
#include "backend/sheets/sheets.h"
#include "source/diagnostics.h"

namespace munchkinc::sheets {

class SheetDocument {
 public:
  SheetDocument(const model::Model& model, const TemplateSet& templates, const SheetOptions& options,
                FontContext& fonts, ImageLibrary& images, DiagnosticEngine& diagnostics);

  // Face and back pages, alternating.
  int cardPageCount() const { return 2 * facePageCount(); }
  // Lays the rules reference out the first time it is asked for.
  int rulesPageCount();

  // A new reference to the recording of page `page`.
  cairo_surface_t* record(int page);
  // How many card faces page `page` shows.
  int facesOn(int page) const;

 private:
  int facePageCount() const;
  std::size_t firstCard(int facePage) const;
  std::size_t lastCard(int facePage) const;
  void drawFaces(cairo_t* cr, int facePage);
  void drawBacks(cairo_t* cr, int facePage);

  const model::Model& model_;
  const TemplateSet& templates_;
  const SheetOptions& options_;
  SheetGeometry geometry_;
  FontContext& fonts_;
  FacePainter painter_;
  DiagnosticEngine& diagnostics_;
  std::vector<PrintedCard> cards_;
  PageRecorder backRecorder_;
  std::vector<PageContents> backPages_;  // per face page, its backs in cell order
  std::optional<RulesSheet> rules_;
  std::set<const model::Card*> reported_;
};

// W3001 for each box of `overflows`, at the card.
void reportOverflows(const model::Card& card, const std::vector<Overflow>& overflows, DiagnosticEngine& diagnostics);

// A back prints the same on every card of its deck, so its overflows are
// reported once per distinct back, at the deck's declaration.
void reportBackOverflows(const model::Model& model, const TemplateSet& templates, FacePainter& painter,
                         const std::vector<PrintedCard>& cards, DiagnosticEngine& diagnostics);

}  // namespace munchkinc::sheets
