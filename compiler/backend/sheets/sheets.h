// Print-and-play sheets from a checked model: `munchkinc sheets` and
// `munchkinc check --layout` call these. Cards come out on a grid with crop
// marks, each face page followed by its backs (mirrored for duplex), then a
// rules reference (a PDF, or an SVG file per page); or one PNG per card; or
// Tabletop Simulator decks.
#pragma once

#include <optional>
#include <string>

#include "backend/sheets/sheet_geometry.h"
#include "backend/sheets/template_set.h"
#include "model/model.h"
#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace munchkinc::sheets {

enum class Format { Pdf, Svg, Png, Tts };

struct SheetOptions {
  Format format = Format::Pdf;
  std::optional<double> dpi;           // PNGs and TTS decks; unset: 300 and kTtsDpi
  Duplex duplex = Duplex::LongEdge;    // None still prints backs, unmirrored
  double offsetXmm = 0, offsetYmm = 0; // shifts back pages, for printers that drift
  std::string templateDir;             // --template; empty for the shipped templates only
  std::string builtinTemplateDir;      // empty: defaultTemplateDir()
  bool progress = true;                // drawn only when stderr is a terminal
  bool rulesSheet = true;
};

// Writes `outPath` atomically: a PDF file, or a folder of SVG pages, of PNGs
// (one per card) or of Tabletop Simulator decks.
// Returns false, leaving no output behind, when templates or writing failed;
// text that overflows is a warning (W3001) and does not stop the run.
bool renderSheets(const model::Model& model, SourceManager& sources, const SheetOptions& options,
                  const std::string& outPath, DiagnosticEngine& diagnostics);

// Loads the templates that renderSheets would use for this model.
std::optional<TemplateSet> loadTemplatesFor(const model::Model& model, const SheetOptions& options,
                                            SourceManager& sources, DiagnosticEngine& diagnostics);

// Layout diagnostics only: W3001 per overflowing box, at the card, and W3013
// per image that cannot be decoded.
void checkLayout(const model::Model& model, const SourceManager& sources, const TemplateSet& templates,
                 DiagnosticEngine& diagnostics);

}  // namespace munchkinc::sheets
