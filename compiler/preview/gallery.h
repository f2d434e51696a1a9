// What the preview page shows at one moment: every card of the set with its
// face drawn by the sheets back end, the diagnostics that fall inside each
// card's declaration, and the rest of the set's diagnostics. Knows nothing
// of HTTP; the server only reads it.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace munchkinc::lsp {
struct UnitCheck;
}

namespace munchkinc::preview {

struct GalleryDiagnostic {
  std::string severity;  // "error", "warning" or "note"
  std::string text;      // as the command line prints it: file:line:col: error: message [CODE], the line, a caret
};

struct GalleryCard {
  std::string slot;      // its place: "file.mkn#3" is the fourth card of file.mkn
  std::string name;
  std::string location;  // file:line of the declaration, relative to the set's folder
  std::string svgKey;    // names `svg` in Gallery::svgs; "" when it has never been drawn
  bool stale = false;    // the card has errors now: its face is the last one drawn without them
  std::vector<GalleryDiagnostic> diagnostics;
};

struct Gallery {
  std::uint64_t generation = 0;  // counts the checks of the set, from 1
  std::string title;
  std::vector<GalleryDiagnostic> unitDiagnostics;  // those outside every card
  std::vector<GalleryCard> cards;                  // in file order, then declaration order
  // Drawn faces by key (a hash of the drawing), shared with the galleries
  // before and after this one, so that a card left unchanged is not drawn or
  // sent again.
  std::map<std::string, std::shared_ptr<const std::string>> svgs;
};

// The gallery after `check` of the unit at `unitPath`. Cards left out of the
// model for their errors keep the face they had in `previous` (found by name,
// else by their place in their file), and so does every card when the set
// could not be checked at all.
// Drawing may add warnings (text that does not fit) to `check`.
std::shared_ptr<const Gallery> buildGallery(lsp::UnitCheck& check, const Gallery* previous);

}  // namespace munchkinc::preview
