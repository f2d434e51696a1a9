#include "backend/sheets/face_painter.h"

#include <cairo.h>

namespace munchkinc::sheets {
namespace {

void setColour(cairo_t* cr, const Colour& c) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha); }

void rectangle(cairo_t* cr, double x, double y, double width, double height) {
  cairo_rectangle(cr, x * kPointsPerMm, y * kPointsPerMm, width * kPointsPerMm, height * kPointsPerMm);
}

}  // namespace

std::string boxLabel(const std::string& name) {
  std::string label = name;
  for (char& c : label) {
    if (c == '_') c = ' ';
  }
  return label;
}

BoxContents FacePainter::contents(const FaceLayout& layout, const PrintedCard& printed) const {
  BoxContents out;
  out.reserve(layout.boxes.size());
  for (const Box& box : layout.boxes) out.push_back(expandContent(box.content, model_, printed));
  return out;
}

std::vector<Overflow> FacePainter::paint(cairo_t* cr, const FaceLayout& layout, const BoxContents& contents,
                                         const Rect& card, const Rect& bleed) {
  cairo_save(cr);
  rectangle(cr, bleed.x, bleed.y, bleed.width, bleed.height);
  cairo_clip(cr);
  setColour(cr, layout.background);
  cairo_paint(cr);
  if (layout.frame) {
    double inset = sheet_.safeZone / 2;
    rectangle(cr, card.x + inset, card.y + inset, card.width - 2 * inset, card.height - 2 * inset);
    setColour(cr, *layout.frame);
    cairo_set_line_width(cr, layout.frameWidth * kPointsPerMm);
    cairo_stroke(cr);
  }

  std::vector<Overflow> overflows;
  for (std::size_t i = 0; i < layout.boxes.size(); ++i) {
    const Box& box = layout.boxes[i];
    const std::optional<std::string>& markup = contents[i];
    if (!markup) continue;
    rectangle(cr, card.x + box.x, card.y + box.y, box.width, box.height);
    if (box.fill) {
      setColour(cr, *box.fill);
      cairo_fill_preserve(cr);
    }
    if (box.stroke) {
      setColour(cr, *box.stroke);
      cairo_set_line_width(cr, box.strokeWidth * kPointsPerMm);
      cairo_stroke_preserve(cr);
    }
    cairo_new_path(cr);
    if (markup->empty()) continue;
    const FittedText& fitted = fonts_.fit(box, *markup);
    if (fitted.overflow > 0) overflows.push_back({box.name, fitted.overflow});
    fonts_.draw(cr, box, fitted, card.x * kPointsPerMm, card.y * kPointsPerMm);
  }
  cairo_restore(cr);
  return overflows;
}

std::vector<Overflow> FacePainter::measure(const FaceLayout& layout, const BoxContents& contents) {
  std::vector<Overflow> overflows;
  for (std::size_t i = 0; i < layout.boxes.size(); ++i) {
    if (!contents[i] || contents[i]->empty()) continue;
    const FittedText& fitted = fonts_.fit(layout.boxes[i], *contents[i]);
    if (fitted.overflow > 0) overflows.push_back({layout.boxes[i].name, fitted.overflow});
  }
  return overflows;
}

}  // namespace munchkinc::sheets
