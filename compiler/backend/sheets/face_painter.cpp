#include "backend/sheets/face_painter.h"

#include <cairo.h>

#include <algorithm>
#include <cctype>
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

std::optional<std::string> iconFile(const BoxImage& image, std::initializer_list<std::string> names) {
  for (const std::string& name : names) {
    if (auto it = image.icons.find(name); it != image.icons.end()) return it->second.file;
  }
  return std::nullopt;
}

// The icon a card shows for its kind (as declared, merged, its shape, its
// deck), its slot (`one_hand`, `two_hands`, `headgear`, ...), its size
// (`big`) or its first tag that has one.
std::optional<std::string> iconOf(const BoxImage& image, const model::Card& card) {
  if (image.iconOf == "kind") {
    return iconFile(image, {card.kind, card.canonicalKind, std::string(spelling(card.shape)), card.deck});
  }
  if (image.iconOf == "slot") {
    if (card.slot == munchkin::Slot::None) return std::nullopt;
    if (card.slot == munchkin::Slot::Hands) return iconFile(image, {card.slotAmount >= 2 ? "two_hands" : "one_hand"});
    return iconFile(image, {std::string(spelling(card.slot))});
  }
  if (image.iconOf == "size") return card.big ? iconFile(image, {"big"}) : std::nullopt;
  for (const std::string& tag : card.tags) {
    if (auto file = iconFile(image, {tag})) return file;
  }
  return std::nullopt;
}

// What a box's `image` shows on this card: a path, or nullopt to leave the
// box off (a card without art, or without an icon for it).
std::optional<std::string> imageOf(const Box& box, const PrintedCard& printed) {
  if (!box.image->iconOf.empty()) return iconOf(*box.image, *printed.card);
  if (!box.image->fromArt) return box.image->file;
  if (printed.card->artFile.empty()) return std::nullopt;
  return printed.card->artFile;
}

// Scales the image to cover the box (cut to it) or to fit inside it,
// centred either way; `box` is in points.
void paintImage(cairo_t* cr, const LoadedImage& image, ImageFit fit, const Rect& box) {
  const double scaleX = box.width / image.width, scaleY = box.height / image.height;
  const double scale = fit == ImageFit::Cover ? std::max(scaleX, scaleY) : std::min(scaleX, scaleY);
  cairo_save(cr);
  cairo_rectangle(cr, box.x, box.y, box.width, box.height);
  cairo_clip(cr);
  cairo_translate(cr, box.x + (box.width - image.width * scale) / 2, box.y + (box.height - image.height * scale) / 2);
  cairo_scale(cr, scale, scale);
  cairo_set_source_surface(cr, image.surface, 0, 0);
  cairo_paint(cr);
  cairo_restore(cr);
}

// Where an image could not be used: a grey box crossed corner to corner, so
// the missing art shows at a glance on the printed sheet.
void paintPlaceholder(cairo_t* cr, const Rect& box) {
  cairo_save(cr);
  cairo_rectangle(cr, box.x, box.y, box.width, box.height);
  cairo_clip_preserve(cr);
  cairo_set_source_rgb(cr, 0.85, 0.85, 0.85);
  cairo_fill_preserve(cr);
  cairo_move_to(cr, box.x, box.y);
  cairo_line_to(cr, box.x + box.width, box.y + box.height);
  cairo_move_to(cr, box.x + box.width, box.y);
  cairo_line_to(cr, box.x, box.y + box.height);
  cairo_set_source_rgb(cr, 0.55, 0.55, 0.55);
  cairo_set_line_width(cr, 0.6 * kPointsPerMm);
  cairo_stroke(cr);
  cairo_restore(cr);
}

}  // namespace

std::string boxLabel(const std::string& name) {
  std::string label = name;
  for (char& c : label) {
    if (c == '_') c = ' ';
  }
  return label;
}

FacePainter::FacePainter(const model::Model& model, const SheetLayout& sheet, FontContext& fonts, ImageLibrary& images,
                         const std::map<std::string, Icon>& icons)
    : model_(model), sheet_(sheet), fonts_(fonts), images_(images) {
  for (const auto& [name, icon] : icons) {
    std::string key = name;
    for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    inlineImages_[key] = &images_.load(icon.file);
  }
}

BoxContents FacePainter::contents(const FaceLayout& layout, const PrintedCard& printed) const {
  BoxContents out;
  out.markup.reserve(layout.boxes.size());
  out.styles.reserve(layout.boxes.size());
  for (const Box& box : layout.boxes) {
    const std::uint32_t chosen = matchingStyles(box, *printed.card);
    out.styles.push_back(chosen);
    const bool shown = (box.showIf.empty() || expandContent(box.showIf, model_, printed)) &&
                       (box.hideIf.empty() || !expandContent(box.hideIf, model_, printed));
    if (!shown) {
      out.markup.emplace_back();
    } else if (box.image) {
      out.markup.push_back(imageOf(box, printed));
    } else {
      out.markup.push_back(expandContent(chosen ? styledBox(box, chosen).content : box.content, model_, printed));
    }
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
    if (box.image) {
      const Rect area{(card.x + box.x) * kPointsPerMm, (card.y + box.y) * kPointsPerMm, box.width * kPointsPerMm,
                      box.height * kPointsPerMm};
      const LoadedImage& image = images_.load(*markup);
      cairo_save(cr);  // a rounded box's picture keeps to its corners
      rectangle(cr, card.x + box.x, card.y + box.y, box.width, box.height, box.radius);
      cairo_clip(cr);
      if (image.surface) {
        paintImage(cr, image, box.image->fit, area);
      } else {
        paintPlaceholder(cr, area);
      }
      cairo_restore(cr);
      if (box.stroke) {  // the frame goes over the picture
        rectangle(cr, card.x + box.x, card.y + box.y, box.width, box.height, box.radius);
        setColour(cr, resolveTone(*box.stroke, contents.deck));
        cairo_set_line_width(cr, box.strokeWidth * kPointsPerMm);
        cairo_stroke(cr);
      }
      continue;
    }
    if (markup->empty()) continue;
    const FittedText& fitted = fonts_.fit(box, *markup, &inlineImages_);
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
    if (!contents.markup[i] || contents.markup[i]->empty() || layout.boxes[i].image) continue;
    const Box& box = placed(layout, contents, i);
    const FittedText& fitted = fonts_.fit(box, *contents.markup[i], &inlineImages_);
    if (fitted.overflow > 0) overflows.push_back({box.name, fitted.overflow});
  }
  return overflows;
}

}  // namespace munchkinc::sheets
