// The layouts a sheet is drawn from, as loaded from templates/: one sheet
// layout, face layouts by card kind or shape, and back layouts by deck.
// Every length is in millimetres, every font size in points.
#pragma once

#include <compare>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/model.h"
#include "source/source_manager.h"

namespace munchkinc::sheets {

// A colour is written #rrggbb, or names a tone of the card's deck colour
// (deck_colour.h): `deck`, `deck-light` or `deck-dark`, so that one template
// prints each set's Doors and Treasures in colours of their own.
enum class Tone { Fixed, Deck, DeckLight, DeckDark };

struct Colour {
  double red = 0, green = 0, blue = 0, alpha = 1;
  Tone tone = Tone::Fixed;  // anything but Fixed ignores red, green and blue
  friend auto operator<=>(const Colour&, const Colour&) = default;
};

enum class HAlign { Left, Center, Right, Justify };
enum class VAlign { Top, Middle, Bottom };

// `kind monster`, `tag Undead` or `deck treasure` in a template's `when:`.
struct Condition {
  enum class Subject { Kind, Tag, Deck };
  Subject subject = Subject::Kind;
  std::string name;
};

struct Box;

// A box's look for the cards a condition picks: the fields it sets (named as
// in the template) take their values from `values`.
struct BoxStyle {
  Condition when;
  std::vector<std::string> fields;
  std::shared_ptr<const Box> values;
};

// What a box draws beneath its text: a rectangle (rounded by `radius`), or a
// line from its top-left corner to its bottom-right one.
enum class BoxShape { Rectangle, Line };

enum class ImageFit { Cover, Contain };

// One entry of a template's `icons:`: the image for a tag, slot, size or kind.
struct Icon {
  std::string file;  // from the working folder
  SourceRange range;
};

// An `image:` of a box: the card's art (`source: "{art}"`), one of its icons
// (`"{icon:kind}"`, `"{icon:slot}"`, `"{icon:size}"`, `"{icon:tag}"`), or a file.
struct BoxImage {
  bool fromArt = false;
  std::string iconOf;  // kind, slot, size or tag; "" for none
  std::map<std::string, Icon> icons;  // the template's icons, for iconOf
  std::string file;  // when neither: from the working folder (the template's own folder resolved)
  ImageFit fit = ImageFit::Cover;  // cover: fills the box, cut to it; contain: all of it, inside the box
  SourceRange range;               // the source, for diagnostics
};

// One rectangle on a card face, positioned from the card's trimmed top-left.
struct Box {
  std::string name;  // key in the template; also names the box in diagnostics
  double x = 0, y = 0, width = 0, height = 0;
  std::string font = "DejaVu Sans";
  double size = 9;
  double minSize = 0;  // text shrinks down to this before it overflows; 0: never shrinks
  bool bold = false;
  bool italic = false;
  HAlign align = HAlign::Left;
  VAlign valign = VAlign::Top;
  Colour colour;
  std::optional<Colour> fill;
  std::optional<Colour> stroke;
  double strokeWidth = 0.3;
  BoxShape shape = BoxShape::Rectangle;
  double radius = 0;  // rounds a rectangle's corners, in millimetres
  double padding = 0;
  // Pango markup with {placeholders}; the box is left out when any
  // placeholder it names is empty for the card at hand.
  std::string content;
  // Applied in order to the cards whose conditions they meet; later ones win.
  std::vector<BoxStyle> styles;
  // Neighbouring boxes, nearest first, whose room this box takes on a card
  // that leaves them off, up to the first one the card draws.
  std::vector<std::string> growsInto;
  std::optional<BoxImage> image;  // a box shows an image or text, never both
  // Markup with placeholders: the box is drawn only when every placeholder of
  // `showIf` has a value, and left off when every one of `hideIf` has one
  // (`unless: "{art}"`: a text box for cards without art).
  std::string showIf, hideIf;
  SourceRange range;
};

struct FaceLayout {
  std::string name;
  Colour background{1, 1, 1, 1};
  std::optional<Colour> frame;  // a border drawn inside the safe zone
  double frameWidth = 0.8;
  double frameRadius = 0;  // rounds the frame's corners, in millimetres
  std::vector<Box> boxes;
  SourceRange range;
};

struct SheetLayout {
  std::string paper = "a4";
  double pageWidth = 210, pageHeight = 297;
  double cardWidth = 63.5, cardHeight = 88.9;
  int columns = 3, rows = 3;
  double margin = 3;  // least room between the page edge and any bleed
  double gap = 0;
  double bleed = 3;
  double safeZone = 3;
  bool cropMarks = true;
  double cropLength = 5;
  double cropOffset = 1;  // distance from the bleed edge to where a mark starts
  double cropWeight = 0.25;
  SourceRange range;
};

struct TemplateSet {
  SheetLayout sheet;
  std::map<std::string, FaceLayout> faces;  // by kind, shape, deck or "card"
  std::map<std::string, FaceLayout> backs;  // by deck or "default"
  std::map<std::string, Icon> icons;         // by tag, slot, size or kind name

  // Most specific first: declared kind, canonical kind, shape, deck, "card".
  const FaceLayout* faceFor(const model::Card& card) const;
  const FaceLayout* backFor(const std::string& deck) const;
};

}  // namespace munchkinc::sheets
