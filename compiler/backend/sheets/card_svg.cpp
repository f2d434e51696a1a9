#include "backend/sheets/card_svg.h"

#include <cairo-svg.h>
#include <cairo.h>

#include <map>
#include <regex>

namespace munchkinc::sheets {
namespace {

cairo_status_t appendToString(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

}  // namespace

std::string renumberSurfaceIds(const std::string& svg) {
  static const std::regex kSurface("surface([0-9]+)");
  std::map<std::string, int> numbers;
  std::string out;
  auto last = svg.cbegin();
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), kSurface); it != std::sregex_iterator(); ++it) {
    out.append(last, (*it)[0].first);
    auto [entry, added] = numbers.emplace((*it)[1].str(), static_cast<int>(numbers.size()) + 1);
    out += "surface" + std::to_string(entry->second);
    last = (*it)[0].second;
  }
  out.append(last, svg.cend());
  return out;
}

CardSvgRenderer::CardSvgRenderer(const model::Model& model, const TemplateSet& templates)
    : templates_(templates), painter_(model, templates.sheet, fonts_, images_, templates.icons) {}

std::string CardSvgRenderer::face(const PrintedCard& printed, std::vector<Overflow>& overflows) {
  const SheetLayout& sheet = templates_.sheet;
  const double widthMm = sheet.cardWidth + 2 * sheet.bleed, heightMm = sheet.cardHeight + 2 * sheet.bleed;
  std::string svg;
  cairo_surface_t* surface =
      cairo_svg_surface_create_for_stream(appendToString, &svg, widthMm * kPointsPerMm, heightMm * kPointsPerMm);
  cairo_t* cr = cairo_create(surface);
  overflows = painter_.paint(cr, *templates_.faceFor(*printed.card), printed,
                             {sheet.bleed, sheet.bleed, sheet.cardWidth, sheet.cardHeight}, {0, 0, widthMm, heightMm});
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  const bool drawn = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS;
  cairo_surface_destroy(surface);
  return drawn ? renumberSurfaceIds(svg) : std::string();
}

}  // namespace munchkinc::sheets
