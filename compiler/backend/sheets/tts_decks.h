// Decks for Tabletop Simulator's Custom Deck import: per deck of each set, grid
// images of card faces (at most 10 x 7 cells, the bottom-right cell holding
// the image TTS shows for a card hidden in another player's hand), one back
// image, and a JSON index of what is where and what to type into the import
// dialog. Every copy of a card has a cell of its own, so that the imported
// deck has the copies the set prints.
#pragma once

#include <filesystem>

#include "backend/sheets/card_content.h"
#include "backend/sheets/font_context.h"
#include "backend/sheets/image_library.h"
#include "backend/sheets/template_set.h"
#include "source/diagnostics.h"

namespace munchkinc::sheets {

// Tabletop Simulator reads at most 10 columns and 7 rows of a sheet, and
// keeps the last cell for the hidden card: 69 faces a sheet.
inline constexpr int kTtsColumns = 10;
inline constexpr int kTtsMaxRows = 7;
inline constexpr int kTtsFacesPerSheet = kTtsColumns * kTtsMaxRows - 1;
// 500 x 700 px for a poker-sized card: wide enough to read the rules text
// when zoomed in; a full sheet is 5,000 x 4,900 px. TTS's own guide suggests
// sheets of at most 4,096 px for older graphics cards: --dpi 160 gives that.
inline constexpr double kTtsDpi = 200;
// What TTS accepts on a side; a higher resolution is cut down to fit.
inline constexpr int kTtsLargestSheetPx = 10000;

struct TtsGrid {
  int columns = kTtsColumns;
  int rows = 2;
  int hiddenCell() const { return columns * rows - 1; }
};

// The grid for a sheet of `faces` faces (1 to 69): ten columns and the rows
// they need with the hidden cell, at least two, so that a small deck never
// depends on a one-row grid importing.
TtsGrid ttsGrid(int faces);

// Writes every deck into `folder`, which exists and is empty.
struct TtsFaceSize {
  int width = 0, height = 0;  // pixels
  double scale = 0;           // pixels per point
};

// The cell a face gets: the card at `dpi`, or smaller when ten columns or
// seven rows of it would pass kTtsLargestSheetPx.
TtsFaceSize ttsFaceSize(const SheetLayout& sheet, double dpi);

// Faces are drawn at `dpi`, unless a full sheet would pass kTtsLargestSheetPx.
bool writeTtsDecks(const model::Model& model, const TemplateSet& templates, FontContext& fonts, ImageLibrary& images,
                   double dpi, bool progressBar, const std::filesystem::path& folder, DiagnosticEngine& diagnostics);

}  // namespace munchkinc::sheets
