#include "backend/sheets/font_context.h"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>

namespace munchkinc::sheets {
namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

void setFont(PangoLayout* layout, const std::string& family, double size, bool bold, bool italic) {
  PangoFontDescription* font = pango_font_description_new();
  pango_font_description_set_family(font, family.c_str());
  pango_font_description_set_size(font, static_cast<int>(size * PANGO_SCALE));
  pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_style(font, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_layout_set_font_description(layout, font);
  pango_font_description_free(font);
}

// U+FFFC, the object replacement character: where an inline image sits.
constexpr char kObject[] = "\xEF\xBF\xBC";

// Replaces each `:name:` token naming an image by kObject, listing the
// images in order; other colons stay as they are.
std::string placeInlineImages(const std::string& markup, const InlineImages& images,
                              std::vector<const LoadedImage*>& placed) {
  std::string out;
  std::size_t at = 0;
  while (at < markup.size()) {
    const std::size_t open = markup.find(':', at);
    const std::size_t close = open == std::string::npos ? open : markup.find(':', open + 1);
    if (close == std::string::npos) break;
    const std::string name = markup.substr(open + 1, close - open - 1);
    const bool word = !name.empty() && std::all_of(name.begin(), name.end(), [](unsigned char c) {
      return std::isalnum(c) || c == '_';
    });
    auto image = word ? images.find(lower(name)) : images.end();
    if (image == images.end() || !image->second->surface) {
      out.append(markup, at, close - at);  // the second colon may open a token
      at = close;
      continue;
    }
    out.append(markup, at, open - at);
    out += kObject;
    placed.push_back(image->second);
    at = close + 1;
  }
  out.append(markup, std::min(at, markup.size()));
  return out;
}

// Sizes each inline image to the font: an em tall, sitting on the baseline.
void shapeInlineImages(PangoLayout* layout, PangoAttrList* base, const std::vector<const LoadedImage*>& images,
                       double size) {
  PangoAttrList* list = base ? pango_attr_list_copy(base) : pango_attr_list_new();
  const char* text = pango_layout_get_text(layout);
  const char* at = text;
  for (const LoadedImage* image : images) {
    at = std::strstr(at, kObject);
    if (!at) break;
    const int height = static_cast<int>(size * PANGO_SCALE);
    const int width = static_cast<int>(size * image->width / image->height * PANGO_SCALE);
    PangoRectangle rect{0, -height * 4 / 5, width, height};
    PangoAttribute* shape = pango_attr_shape_new_with_data(&rect, &rect, const_cast<LoadedImage*>(image), nullptr, nullptr);
    shape->start_index = static_cast<guint>(at - text);
    shape->end_index = shape->start_index + 3;
    pango_attr_list_insert(list, shape);
    at += 3;
  }
  pango_layout_set_attributes(layout, list);
  pango_attr_list_unref(list);
}

// Paints an inline image where pango placed its shape.
void renderInlineImage(cairo_t* cr, PangoAttrShape* shape, gboolean doPath, gpointer) {
  if (doPath || !shape->data) return;
  const auto* image = static_cast<const LoadedImage*>(shape->data);
  double x = 0, y = 0;
  cairo_get_current_point(cr, &x, &y);
  const double width = static_cast<double>(shape->logical_rect.width) / PANGO_SCALE;
  const double height = static_cast<double>(shape->logical_rect.height) / PANGO_SCALE;
  cairo_save(cr);
  cairo_translate(cr, x, y + static_cast<double>(shape->logical_rect.y) / PANGO_SCALE);
  cairo_scale(cr, width / image->width, height / image->height);
  cairo_set_source_surface(cr, image->surface, 0, 0);
  cairo_paint(cr);
  cairo_restore(cr);
}

PangoAlignment pangoAlignment(HAlign align) {
  switch (align) {
    case HAlign::Center: return PANGO_ALIGN_CENTER;
    case HAlign::Right: return PANGO_ALIGN_RIGHT;
    default: return PANGO_ALIGN_LEFT;
  }
}

}  // namespace

FontContext::FontContext() {
  // A private font map keeps one render from depending on the caches of the
  // last; fontconfig's own configuration is still shared and read once.
  fontMap_ = pango_cairo_font_map_new();
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(fontMap_), 72);
  context_ = pango_font_map_create_context(fontMap_);
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options(context_, options);
  cairo_font_options_destroy(options);
  // Whole-point glyph positions (pango's default) would space letters
  // unevenly at 72 dpi and make the PDF carry a kerning number per glyph.
  pango_context_set_round_glyph_positions(context_, FALSE);
  pango_cairo_context_set_shape_renderer(context_, renderInlineImage, nullptr, nullptr);

  PangoFontFamily** families = nullptr;
  int count = 0;
  pango_font_map_list_families(fontMap_, &families, &count);
  for (int i = 0; i < count; ++i) families_.push_back(lower(pango_font_family_get_name(families[i])));
  g_free(families);
}

void LayoutRelease::operator()(PangoLayout* layout) const { g_object_unref(layout); }

FontContext::~FontContext() {
  fitted_.clear();
  g_object_unref(context_);
  g_object_unref(fontMap_);
}

bool FontContext::hasFamily(const std::string& family) const {
  return std::find(families_.begin(), families_.end(), lower(family)) != families_.end();
}

bool FontContext::checkMarkup(const std::string& markup, std::string& message) {
  GError* error = nullptr;
  if (pango_parse_markup(markup.c_str(), static_cast<int>(markup.size()), 0, nullptr, nullptr, nullptr, &error)) {
    return true;
  }
  message = error ? error->message : "invalid markup";
  if (error) g_error_free(error);
  return false;
}

TextLayout FontContext::newLayout(const std::string& markup, double width, HAlign align) {
  TextLayout layout(pango_layout_new(context_));
  pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
  pango_layout_set_width(layout.get(), static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_alignment(layout.get(), pangoAlignment(align));
  pango_layout_set_justify(layout.get(), align == HAlign::Justify);
  pango_layout_set_markup(layout.get(), markup.c_str(), static_cast<int>(markup.size()));
  return layout;
}

double FontContext::height(const TextLayout& layout) {
  int width = 0, height = 0;
  pango_layout_get_size(layout.get(), &width, &height);
  return static_cast<double>(height) / PANGO_SCALE;
}

const FittedText& FontContext::fit(const Box& box, const std::string& markup, const InlineImages* inlineImages) {
  // Kept for reuse (a back, a box with the same text), but bounded: a
  // template of thousands of boxes on hundreds of cards would otherwise keep
  // a layout for each, gigabytes of them.
  if (fitted_.size() >= kMaxFittedKept) fitted_.clear();
  auto [entry, added] = fitted_.try_emplace({&box, markup});
  FittedText& fitted = entry->second;
  if (!added) return fitted;
  double innerWidth = (box.width - 2 * box.padding) * kPointsPerMm;
  double innerHeight = (box.height - 2 * box.padding) * kPointsPerMm;
  std::vector<const LoadedImage*> placed;
  const bool withImages = inlineImages && !inlineImages->empty() && markup.find(':') != std::string::npos;
  fitted.layout = newLayout(withImages ? placeInlineImages(markup, *inlineImages, placed) : markup, innerWidth, box.align);
  PangoAttrList* base = placed.empty() ? nullptr : pango_layout_get_attributes(fitted.layout.get());
  if (base) pango_attr_list_ref(base);
  // The largest size of box.size, box.size - 0.5, ... (down to the smallest
  // allowed, which is tried last) at which the text fits: a bisection over
  // those steps, since smaller text never needs more height.
  const double smallest = box.minSize > 0 ? std::min(box.minSize, box.size) : box.size;
  const auto steps = static_cast<long>(std::floor((box.size - smallest) / 0.5));
  const auto sizeAt = [&](long step) { return step > steps ? smallest : box.size - 0.5 * static_cast<double>(step); };
  const auto fits = [&](long step) {
    setFont(fitted.layout.get(), box.font, sizeAt(step), box.bold, box.italic);
    if (!placed.empty()) shapeInlineImages(fitted.layout.get(), base, placed, sizeAt(step));
    fitted.size = sizeAt(step);
    fitted.height = height(fitted.layout);
    return fitted.height <= innerHeight;
  };
  long low = 0, high = steps + 1;  // the answer is in [low, high]; high may not fit either
  if (!fits(0)) {
    while (low + 1 < high) {
      const long middle = low + (high - low) / 2;
      (fits(middle) ? high : low) = middle;
    }
    fits(high);  // leaves the layout, size and height of the answer
  }
  if (base) pango_attr_list_unref(base);
  if (fitted.height > innerHeight) fitted.overflow = (fitted.height - innerHeight) / kPointsPerMm;
  return fitted;
}

void FontContext::draw(cairo_t* cr, const Box& box, const FittedText& fitted, double originX, double originY) {
  double innerHeight = (box.height - 2 * box.padding) * kPointsPerMm;
  double top = (box.y + box.padding) * kPointsPerMm;
  double slack = std::max(0.0, innerHeight - fitted.height);
  if (box.valign == VAlign::Middle) top += slack / 2;
  if (box.valign == VAlign::Bottom) top += slack;
  cairo_set_source_rgba(cr, box.colour.red, box.colour.green, box.colour.blue, box.colour.alpha);
  cairo_move_to(cr, originX + (box.x + box.padding) * kPointsPerMm, originY + top);
  pango_cairo_show_layout(cr, fitted.layout.get());
}

TextLayout FontContext::layoutParagraph(const std::string& markup, const std::string& font, double size,
                                        double width) {
  TextLayout layout = newLayout(markup, width, HAlign::Left);
  setFont(layout.get(), font, size, false, false);
  return layout;
}

void FontContext::drawParagraph(cairo_t* cr, const TextLayout& layout, double x, double y) {
  cairo_move_to(cr, x, y);
  pango_cairo_show_layout(cr, layout.get());
}

}  // namespace munchkinc::sheets
