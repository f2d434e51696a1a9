#include "backend/sheets/face_painter.h"

#include <cairo.h>

#include <algorithm>
#include <cmath>

#include "backend/sheets/card_look.h"

namespace munchkinc::sheets {
namespace {

void setColour(cairo_t* cr, const Colour& c) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha); }

// A rectangle path in millimetres, its corners rounded by `radius` (at most
// half its shorter side).
void rectangle(cairo_t* cr, double x, double y, double width, double height, double radius) {
  radius = std::min({radius, width / 2, height / 2});
  if (radius <= 0) {
    cairo_rectangle(cr, x * kPointsPerMm, y * kPointsPerMm, width * kPointsPerMm, height * kPointsPerMm);
    return;
  }
  const double r = radius * kPointsPerMm, left = x * kPointsPerMm, top = y * kPointsPerMm;
  const double right = (x + width) * kPointsPerMm, bottom = (y + height) * kPointsPerMm;
  cairo_new_sub_path(cr);
  cairo_arc(cr, right - r, top + r, r, -M_PI / 2, 0);
  cairo_arc(cr, right - r, bottom - r, r, 0, M_PI / 2);
  cairo_arc(cr, left + r, bottom - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, left + r, top + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
}

// What a box draws beneath its text: its filled and stroked rectangle, or
// its line (in the stroke colour, else the text colour).
void drawShape(cairo_t* cr, const Box& box, const Rect& card, const Colour& deck) {
  if (box.shape == BoxShape::Line) {
    cairo_move_to(cr, (card.x + box.x) * kPointsPerMm, (card.y + box.y) * kPointsPerMm);
    cairo_line_to(cr, (card.x + box.x + box.width) * kPointsPerMm, (card.y + box.y + box.height) * kPointsPerMm);
    setColour(cr, resolveTone(box.stroke.value_or(box.colour), deck));
    cairo_set_line_width(cr, box.strokeWidth * kPointsPerMm);
    cairo_stroke(cr);
    return;
  }
  if (!box.fill && !box.stroke) return;
  rectangle(cr, card.x + box.x, card.y + box.y, box.width, box.height, box.radius);
  if (box.fill) {
    setColour(cr, resolveTone(*box.fill, deck));
    cairo_fill_preserve(cr);
  }
  if (box.stroke) {
    setColour(cr, resolveTone(*box.stroke, deck));
    cairo_set_line_width(cr, box.strokeWidth * kPointsPerMm);
    cairo_stroke_preserve(cr);
  }
  cairo_new_path(cr);
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
  out.markup.reserve(layout.boxes.size());
  out.styles.reserve(layout.boxes.size());
  for (const Box& box : layout.boxes) {
    const std::uint32_t chosen = matchingStyles(box, *printed.card);
    out.styles.push_back(chosen);
    out.markup.push_back(
        expandContent(chosen ? styledBox(box, chosen).content : box.content, model_, printed));
  }
  out.deck = deckColour(model_, *printed.card);
  return out;
}

namespace {

// Which of a box's growsInto neighbours it takes the room of on this card:
// bit i for growsInto[i], up to the first neighbour the card draws.
std::uint32_t grownOver(const FaceLayout& layout, const BoxContents& contents, const Box& box) {
  std::uint32_t grown = 0;
  for (std::size_t i = 0; i < box.growsInto.size() && i < 32; ++i) {
    auto neighbour = std::find_if(layout.boxes.begin(), layout.boxes.end(),
                                  [&](const Box& b) { return b.name == box.growsInto[i]; });
    if (neighbour == layout.boxes.end()) continue;  // the loader reports these
    if (contents.markup[static_cast<std::size_t>(neighbour - layout.boxes.begin())]) break;
    grown |= std::uint32_t{1} << i;
  }
  return grown;
}

}  // namespace

const Box& FacePainter::placed(const FaceLayout& layout, const BoxContents& contents, std::size_t index) {
  const Box& box = layout.boxes[index];
  const std::uint32_t chosen = contents.styles[index];
  const std::uint32_t grown = box.growsInto.empty() ? 0 : grownOver(layout, contents, box);
  if (!chosen && !grown) return box;
  auto [entry, added] = placed_.try_emplace({&box, chosen, grown});
  if (!added) return entry->second;
  entry->second = styledBox(box, chosen);
  for (std::size_t i = 0; i < box.growsInto.size() && i < 32; ++i) {
    if (!(grown & (std::uint32_t{1} << i))) continue;
    for (std::size_t j = 0; j < layout.boxes.size(); ++j) {
      if (layout.boxes[j].name == box.growsInto[i]) growOver(entry->second, styledBox(layout.boxes[j], contents.styles[j]));
    }
  }
  return entry->second;
}

std::vector<Overflow> FacePainter::paint(cairo_t* cr, const FaceLayout& layout, const BoxContents& contents,
                                         const Rect& card, const Rect& bleed) {
  cairo_save(cr);
  rectangle(cr, bleed.x, bleed.y, bleed.width, bleed.height, 0);
  cairo_clip(cr);
  setColour(cr, resolveTone(layout.background, contents.deck));
  cairo_paint(cr);
  if (layout.frame) {
    double inset = sheet_.safeZone / 2;
    rectangle(cr, card.x + inset, card.y + inset, card.width - 2 * inset, card.height - 2 * inset,
              layout.frameRadius);
    setColour(cr, resolveTone(*layout.frame, contents.deck));
    cairo_set_line_width(cr, layout.frameWidth * kPointsPerMm);
    cairo_stroke(cr);
  }

  std::vector<Overflow> overflows;
  for (std::size_t i = 0; i < layout.boxes.size(); ++i) {
    const std::optional<std::string>& markup = contents.markup[i];
    if (!markup) continue;
    const Box& box = placed(layout, contents, i);
    drawShape(cr, box, card, contents.deck);
    if (markup->empty()) continue;
    const FittedText& fitted = fonts_.fit(box, *markup);
    if (fitted.overflow > 0) overflows.push_back({box.name, fitted.overflow});
    Box coloured = box;
    coloured.colour = resolveTone(box.colour, contents.deck);
    fonts_.draw(cr, coloured, fitted, card.x * kPointsPerMm, card.y * kPointsPerMm);
  }
  cairo_restore(cr);
  return overflows;
}

std::vector<Overflow> FacePainter::measure(const FaceLayout& layout, const BoxContents& contents) {
  std::vector<Overflow> overflows;
  for (std::size_t i = 0; i < layout.boxes.size(); ++i) {
    if (!contents.markup[i] || contents.markup[i]->empty()) continue;
    const Box& box = placed(layout, contents, i);
    const FittedText& fitted = fonts_.fit(box, *contents.markup[i]);
    if (fitted.overflow > 0) overflows.push_back({box.name, fitted.overflow});
  }
  return overflows;
}

}  // namespace munchkinc::sheets
