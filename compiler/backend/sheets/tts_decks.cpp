#include "backend/sheets/tts_decks.h"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "backend/sheets/face_painter.h"
#include "backend/sheets/output_folder.h"
#include "backend/sheets/sheet_document.h"
#include "source/atomic_file.h"
#include "source/diagnostic_printer.h"
#include "source/progress_bar.h"

namespace munchkinc::sheets {
namespace {

namespace fs = std::filesystem;

// The physical cards of one deck of one set, in print order.
struct TtsDeck {
  std::string unit, deck;
  std::vector<PrintedCard> cards;
  std::string baseName() const { return unit + "-" + deck; }  // identifiers: safe in a file name
};

std::vector<TtsDeck> decksOf(const std::vector<PrintedCard>& cards) {
  std::vector<TtsDeck> decks;
  for (const PrintedCard& printed : cards) {
    auto it = std::find_if(decks.begin(), decks.end(), [&](const TtsDeck& d) {
      return d.unit == printed.card->unit && d.deck == printed.card->deck;
    });
    if (it == decks.end()) it = decks.insert(decks.end(), {printed.card->unit, printed.card->deck, {}});
    it->cards.push_back(printed);
  }
  return decks;
}

// Paints a face or back into the cell whose top-left pixel is (x, y), trimmed
// at the card's edge (a virtual card has no bleed to cut), its background
// over every pixel of the cell.
std::vector<Overflow> paintCell(cairo_t* cr, FacePainter& painter, const FaceLayout& layout, const PrintedCard& printed,
                                const SheetLayout& sheet, const TtsFaceSize& size, int x, int y) {
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, size.scale, size.scale);
  const Rect card{0, 0, sheet.cardWidth, sheet.cardHeight};
  const Rect cell{0, 0, size.width / (size.scale * kPointsPerMm), size.height / (size.scale * kPointsPerMm)};
  std::vector<Overflow> overflows = painter.paint(cr, layout, printed, card, cell);
  cairo_restore(cr);
  return overflows;
}

class TtsWriter {
 public:
  TtsWriter(const model::Model& model, const TemplateSet& templates, FontContext& fonts, ImageLibrary& images,
            double dpi, const fs::path& folder, DiagnosticEngine& diagnostics, ProgressBar& progress)
      : model_(model),
        templates_(templates),
        painter_(model, templates.sheet, fonts, images, templates.icons),
        size_(ttsFaceSize(templates.sheet, dpi)),
        folder_(folder),
        diagnostics_(diagnostics),
        progress_(progress) {}

  bool write(const TtsDeck& deck) {
    const FaceLayout& back = *templates_.backFor(deck.deck);
    const std::string backName = deck.baseName() + "-back.png";
    if (!writeBack(back, deck.cards.front(), backName)) return false;
    std::string sheets;
    for (std::size_t first = 0, sheet = 1; first < deck.cards.size(); first += kTtsFacesPerSheet, ++sheet) {
      const std::size_t last = std::min(deck.cards.size(), first + kTtsFacesPerSheet);
      const std::string name = deck.baseName() + "-" + std::to_string(sheet) + ".png";
      const TtsGrid grid = ttsGrid(static_cast<int>(last - first));
      if (!writeSheet(deck, first, last, grid, back, name)) return false;
      sheets += std::string(sheets.empty() ? "" : ",\n") + sheetJson(deck, first, last, grid, name);
    }
    const std::string json = "{\n  \"set\": " + jsonString(deck.unit) + ",\n  \"deck\": " + jsonString(deck.deck) +
                             ",\n  \"title\": " + jsonString(placeholderValue(model_, deck.cards.front(), "deck")) +
                             ",\n  \"back\": " + jsonString(backName) +
                             ",\n  \"face_width\": " + std::to_string(size_.width) +
                             ",\n  \"face_height\": " + std::to_string(size_.height) +
                             ",\n  \"cards\": " + std::to_string(deck.cards.size()) + ",\n  \"sheets\": [\n" + sheets +
                             "\n  ]\n}\n";
    const std::string path = (folder_ / (deck.baseName() + ".json")).string();
    if (std::string error = writeFileAtomically(path, json); !error.empty()) {
      diagnostics_.reportFile(DiagCode::E3008, path, error);
      return false;
    }
    return true;
  }

 private:
  bool writeBack(const FaceLayout& back, const PrintedCard& printed, const std::string& name) {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, size_.width, size_.height);
    cairo_t* cr = cairo_create(surface);
    paintCell(cr, painter_, back, printed, templates_.sheet, size_, 0, 0);
    cairo_destroy(cr);
    const bool saved = savePng(surface, (folder_ / name).string(), diagnostics_);
    cairo_surface_destroy(surface);
    return saved;
  }

  // Faces first..last of the deck in grid order, blank cells after them, and
  // the back in the hidden cell.
  bool writeSheet(const TtsDeck& deck, std::size_t first, std::size_t last, const TtsGrid& grid,
                  const FaceLayout& back, const std::string& name) {
    cairo_surface_t* surface =
        cairo_image_surface_create(CAIRO_FORMAT_RGB24, grid.columns * size_.width, grid.rows * size_.height);
    cairo_t* cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    auto cellX = [&](int cell) { return cell % grid.columns * size_.width; };
    auto cellY = [&](int cell) { return cell / grid.columns * size_.height; };
    for (std::size_t i = first; i < last; ++i) {
      const PrintedCard& printed = deck.cards[i];
      const int cell = static_cast<int>(i - first);
      std::vector<Overflow> overflows = paintCell(cr, painter_, *templates_.faceFor(*printed.card), printed,
                                                  templates_.sheet, size_, cellX(cell), cellY(cell));
      if (reported_.insert(printed.card).second) reportOverflows(*printed.card, overflows, diagnostics_);
      progress_.advance();
    }
    paintCell(cr, painter_, back, deck.cards.front(), templates_.sheet, size_, cellX(grid.hiddenCell()),
              cellY(grid.hiddenCell()));
    cairo_destroy(cr);
    const bool saved = savePng(surface, (folder_ / name).string(), diagnostics_);
    cairo_surface_destroy(surface);
    return saved;
  }

  // One sheet's entry: the numbers the import dialog asks for (width, height,
  // number) and each cell's card.
  std::string sheetJson(const TtsDeck& deck, std::size_t first, std::size_t last, const TtsGrid& grid,
                        const std::string& name) const {
    std::string cells;
    for (std::size_t i = first; i < last; ++i) {
      const PrintedCard& printed = deck.cards[i];
      // Copies are consecutive, perhaps across two sheets.
      int copy = 1;
      for (std::size_t j = i; j > 0 && deck.cards[j - 1].card == printed.card; --j) ++copy;
      cells += std::string(cells.empty() ? "" : ",\n") + "        {\"index\": " + std::to_string(i - first) +
               ", \"collector\": " + jsonString(collectorNumber(printed)) + ", \"name\": " +
               jsonString(printed.card->name) + ", \"copy\": " + std::to_string(copy) +
               ", \"copies\": " + std::to_string(printed.card->copies) + "}";
    }
    return "    {\n      \"face\": " + jsonString(name) + ",\n      \"width\": " + std::to_string(grid.columns) +
           ",\n      \"height\": " + std::to_string(grid.rows) + ",\n      \"number\": " +
           std::to_string(last - first) + ",\n      \"hidden_index\": " + std::to_string(grid.hiddenCell()) +
           ",\n      \"image_width\": " + std::to_string(grid.columns * size_.width) +
           ",\n      \"image_height\": " + std::to_string(grid.rows * size_.height) + ",\n      \"cards\": [\n" +
           cells + "\n      ]\n    }";
  }

  const model::Model& model_;
  const TemplateSet& templates_;
  FacePainter painter_;
  TtsFaceSize size_;
  fs::path folder_;
  DiagnosticEngine& diagnostics_;
  ProgressBar& progress_;
  std::set<const model::Card*> reported_;  // overflows are reported once per card
};

}  // namespace

TtsFaceSize ttsFaceSize(const SheetLayout& sheet, double dpi) {
  const double width = sheet.cardWidth * kPointsPerMm, height = sheet.cardHeight * kPointsPerMm;
  const double scale = std::min({dpi / 72, std::floor(double(kTtsLargestSheetPx) / kTtsColumns) / width,
                                 std::floor(double(kTtsLargestSheetPx) / kTtsMaxRows) / height});
  return {static_cast<int>(std::lround(width * scale)), static_cast<int>(std::lround(height * scale)), scale};
}

TtsGrid ttsGrid(int faces) {
  const int cells = std::clamp(faces, 1, kTtsFacesPerSheet) + 1;
  return {kTtsColumns, std::max(2, (cells + kTtsColumns - 1) / kTtsColumns)};
}

bool writeTtsDecks(const model::Model& model, const TemplateSet& templates, FontContext& fonts, ImageLibrary& images,
                   double dpi, bool progressBar, const fs::path& folder, DiagnosticEngine& diagnostics) {
  const std::vector<PrintedCard> cards = printedCards(model);
  ProgressBar progress(progressBar, static_cast<int>(cards.size()), "sheets", "cards");
  TtsWriter writer(model, templates, fonts, images, dpi, folder, diagnostics, progress);
  {
    FacePainter painter(model, templates.sheet, fonts, images, templates.icons);
    reportBackOverflows(model, templates, painter, cards, diagnostics);
  }
  for (const TtsDeck& deck : decksOf(cards)) {
    if (!writer.write(deck)) return false;
  }
  return true;
}

}  // namespace munchkinc::sheets
