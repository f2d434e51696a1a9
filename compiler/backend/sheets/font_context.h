// Pango text layout for card boxes, independent of the surface drawn on:
// metrics are unhinted and measured at 72 dpi (one unit = one point), so the
// PDF, SVG and PNG outputs all break lines in the same places.
#pragma once

#include <string>
#include <vector>

#include "backend/sheets/template_set.h"

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _cairo cairo_t;

namespace munchkinc::sheets {

inline constexpr double kPointsPerMm = 72.0 / 25.4;

struct FittedText {
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

  // Lays `markup` out in `box`, shrinking by half points down to the box's
  // minimum size until it fits. The layout stays ready for draw().
  FittedText fit(const Box& box, const std::string& markup);
  // Draws the last fitted layout with its box's alignment; cr is in points.
  void draw(cairo_t* cr, const Box& box, const FittedText& fitted, double originX, double originY);

  // Lays out free-flowing markup at `width` points for the rules sheet;
  // returns the height in points. draw() uses a box-less variant below.
  double layoutParagraph(const std::string& markup, const std::string& font, double size, double width);
  void drawParagraph(cairo_t* cr, double x, double y);

 private:
  void setFont(const std::string& family, double size, bool bold, bool italic);

  PangoFontMap* fontMap_ = nullptr;
  PangoContext* context_ = nullptr;
  PangoLayout* layout_ = nullptr;
  std::vector<std::string> families_;
};

}  // namespace munchkinc::sheets
