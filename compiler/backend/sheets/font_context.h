// Pango text layout for card boxes, independent of the surface drawn on:
// metrics are unhinted and measured at 72 dpi (one unit = one point), so the
// PDF, SVG and PNG outputs all break lines in the same places.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "backend/sheets/image_library.h"
#include "backend/sheets/template_set.h"

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _cairo cairo_t;

namespace munchkinc::sheets {

inline constexpr double kPointsPerMm = 72.0 / 25.4;

struct LayoutRelease {
  void operator()(PangoLayout* layout) const;
};
// A laid-out piece of text, ready to draw any number of times.
using TextLayout = std::unique_ptr<PangoLayout, LayoutRelease>;

// Images that `:name:` tokens in text stand for, by lower-case name.
using InlineImages = std::map<std::string, const LoadedImage*>;

struct FittedText {
  TextLayout layout;
  double size = 0;      // the font size used, in points
  double height = 0;    // laid-out height, in points
  double overflow = 0;  // how far it still runs past the box, in millimetres; 0 when it fits
};

class FontContext {
 public:
  FontContext();
  ~FontContext();
  FontContext(const FontContext&) = delete;
  FontContext& operator=(const FontContext&) = delete;

  bool hasFamily(const std::string& family) const;
  // Validates Pango markup; on failure returns false with a message.
  static bool checkMarkup(const std::string& markup, std::string& message);

  // Lays `markup` out in `box` at the largest half-point size, down to the
  // box's minimum, at which it fits. Cards share set names, kinds, tags and
  // backs, so each box and text is laid out once and kept (up to
  // kMaxFittedKept of them); the result lives until the next call to fit().
  // A `:name:` token whose name `inlineImages` has (any case) becomes that
  // image, as tall as the text's em and as wide as its proportions say.
  const FittedText& fit(const Box& box, const std::string& markup, const InlineImages* inlineImages = nullptr);
  // Draws a fitted layout with its box's alignment; cr is in points.
  void draw(cairo_t* cr, const Box& box, const FittedText& fitted, double originX, double originY);

  // Lays out free-flowing markup at `width` points for the rules sheet.
  TextLayout layoutParagraph(const std::string& markup, const std::string& font, double size, double width);
  static double height(const TextLayout& layout);  // in points
  static void drawParagraph(cairo_t* cr, const TextLayout& layout, double x, double y);

 private:
  TextLayout newLayout(const std::string& markup, double width, HAlign align);

  PangoFontMap* fontMap_ = nullptr;
  PangoContext* context_ = nullptr;
  std::vector<std::string> families_;
  static constexpr std::size_t kMaxFittedKept = 4096;
  std::map<std::pair<const Box*, std::string>, FittedText> fitted_;
};

}  // namespace munchkinc::sheets
