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
#include "backend/sheets/template_set.h"
#include "source/diagnostics.h"

namespace munchkinc::sheets {

// Tabletop Simulator reads at most 10 columns and 7 rows of a sheet, and
// keeps the last cell for the hidden card: 69 faces a sheet.
inline constexpr int kTtsColumns = 10;
inline constexpr int kTtsMaxRows = 7;
inline constexpr int kTtsFacesPerSheet = kTtsColumns * kTtsMaxRows - 1;
// Wide enough to read the rules text when zoomed in, small enough that a full
// sheet (5,000 x 4,900 px for a poker-sized card) stays far below the
// 10,000 px a side TTS accepts.
inline constexpr int kTtsFaceWidthPx = 500;

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
bool writeTtsDecks(const model::Model& model, const TemplateSet& templates, FontContext& fonts, bool progressBar,
                   const std::filesystem::path& folder, DiagnosticEngine& diagnostics);

}  // namespace munchkinc::sheets
