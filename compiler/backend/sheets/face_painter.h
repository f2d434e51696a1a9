// Draws one card face or back: background over its bleed, frame, then each
// box of its layout with the card's values filled in and its text fitted.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "backend/sheets/card_content.h"
#include "backend/sheets/font_context.h"
#include "backend/sheets/image_library.h"
#include "backend/sheets/sheet_geometry.h"
#include "backend/sheets/template_set.h"

namespace munchkinc::sheets {

struct Overflow {
  std::string box;
  double millimetres = 0;
};

// What each box of a layout shows on one card, in box order: its expanded
// markup (an image box: its image's path), or nullopt when the box is left
// off; the styles the card meets; and its deck colour. Two cards with equal
// contents under the same layout print alike.
struct BoxContents {
  std::vector<std::optional<std::string>> markup;
  std::vector<std::uint32_t> styles;  // per box, as card_look.h's matchingStyles
  Colour deck;
  friend auto operator<=>(const BoxContents&, const BoxContents&) = default;
};

class FacePainter {
 public:
  // `icons` (a template's) also stand in text for their `:name:` tokens.
  FacePainter(const model::Model& model, const SheetLayout& sheet, FontContext& fonts, ImageLibrary& images,
              const std::map<std::string, Icon>& icons = {});

  BoxContents contents(const FaceLayout& layout, const PrintedCard& printed) const;

  // `card` and `bleed` are in millimetres on a surface whose unit is the point.
  // Returns the boxes whose text did not fit even at their minimum size.
  std::vector<Overflow> paint(cairo_t* cr, const FaceLayout& layout, const BoxContents& contents, const Rect& card,
                              const Rect& bleed);
  std::vector<Overflow> paint(cairo_t* cr, const FaceLayout& layout, const PrintedCard& printed, const Rect& card,
                              const Rect& bleed) {
    return paint(cr, layout, contents(layout, printed), card, bleed);
  }
  // Fits every box without drawing, for `munchkinc check --layout`.
  std::vector<Overflow> measure(const FaceLayout& layout, const BoxContents& contents);

 private:
  // Box `index` of `layout` as the card's styles make it, grown over the
  // neighbours it leaves off; kept, since fitted text is cached by the box
  // it was fitted in.
  const Box& placed(const FaceLayout& layout, const BoxContents& contents, std::size_t index);

  const model::Model& model_;
  const SheetLayout& sheet_;
  FontContext& fonts_;
  // By box, styles met and neighbours grown over.
  std::map<std::tuple<const Box*, std::uint32_t, std::uint32_t>, Box> placed_;
  ImageLibrary& images_;
  InlineImages inlineImages_;
};

// "rules_text" -> "rules text", the way a box is named in a diagnostic.
std::string boxLabel(const std::string& name);

}  // namespace munchkinc::sheets
