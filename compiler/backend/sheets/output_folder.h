// Outputs of several files (a PNG per card, an SVG per page, Tabletop
// Simulator decks) appear together or not at all, like a single file does
// through AtomicFile.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>

#include "source/diagnostics.h"

typedef struct _cairo_surface cairo_surface_t;

namespace munchkinc::sheets {

// Calls `draw` with a hidden folder next to `outDir` to write every file
// into; once it returns true, that folder becomes `outDir` when there was
// none, or its files are moved into `outDir` (other files there stay). A
// failed run removes the folder, and so does a stopping signal (SIGTERM,
// SIGINT, SIGHUP); a run killed outright leaves it for the next run to the
// same folder to remove. `what` names the files in messages ("the PNGs").
bool writeFolderAtomically(const std::string& outDir, const std::string& what, DiagnosticEngine& diagnostics,
                           const std::function<bool(const std::filesystem::path& drawn)>& draw);

// Lower-case letters and digits, other runs of characters as one '-', for a
// name to go into a file name: "Lawyer Lich!" -> "lawyer-lich"; "card" when
// nothing is left.
std::string fileSlug(std::string_view text);

// Writes an image surface as a PNG file through an AtomicFile; E3008 and
// false when drawing or writing failed.
bool savePng(cairo_surface_t* surface, const std::string& path, DiagnosticEngine& diagnostics);

}  // namespace munchkinc::sheets
