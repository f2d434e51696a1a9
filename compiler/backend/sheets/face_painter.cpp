#include "backend/sheets/face_painter.h"

#include <cairo.h>

#include <algorithm>
#include <cctype>

namespace munchkinc::sheets {
namespace {

void setColour(cairo_t* cr, const Colour& c) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha); }

void rectangle(cairo_t* cr, double x, double y, double width, double height) {
  cairo_rectangle(cr, x * kPointsPerMm, y * kPointsPerMm, width * kPointsPerMm, height * kPointsPerMm);
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
  out.reserve(layout.boxes.size());
  for (const Box& box : layout.boxes) {
    const bool shown = (box.showIf.empty() || expandContent(box.showIf, model_, printed)) &&
                       (box.hideIf.empty() || !expandContent(box.hideIf, model_, printed));
    if (!shown) {
      out.emplace_back();
    } else {
      out.push_back(box.image ? imageOf(box, printed) : expandContent(box.content, model_, printed));
    }
  }
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
    if (box.image) {
      const Rect area{(card.x + box.x) * kPointsPerMm, (card.y + box.y) * kPointsPerMm, box.width * kPointsPerMm,
                      box.height * kPointsPerMm};
      const LoadedImage& image = images_.load(*markup);
      if (image.surface) {
        paintImage(cr, image, box.image->fit, area);
      } else {
        paintPlaceholder(cr, area);
      }
      if (box.stroke) {  // the frame goes over the picture
        rectangle(cr, card.x + box.x, card.y + box.y, box.width, box.height);
        setColour(cr, *box.stroke);
        cairo_set_line_width(cr, box.strokeWidth * kPointsPerMm);
        cairo_stroke(cr);
      }
      continue;
    }
    if (markup->empty()) continue;
    const FittedText& fitted = fonts_.fit(box, *markup, &inlineImages_);
    if (fitted.overflow > 0) overflows.push_back({box.name, fitted.overflow});
    fonts_.draw(cr, box, fitted, card.x * kPointsPerMm, card.y * kPointsPerMm);
  }
  cairo_restore(cr);
  return overflows;
}

std::vector<Overflow> FacePainter::measure(const FaceLayout& layout, const BoxContents& contents) {
  std::vector<Overflow> overflows;
  for (std::size_t i = 0; i < layout.boxes.size(); ++i) {
    if (!contents[i] || contents[i]->empty() || layout.boxes[i].image) continue;
    const FittedText& fitted = fonts_.fit(layout.boxes[i], *contents[i], &inlineImages_);
    if (fitted.overflow > 0) overflows.push_back({layout.boxes[i].name, fitted.overflow});
  }
  return overflows;
}

}  // namespace munchkinc::sheets
