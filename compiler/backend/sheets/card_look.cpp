#include "backend/sheets/card_look.h"

#include <algorithm>
#include <cmath>

namespace munchkinc::sheets {
namespace {

bool meets(const Condition& when, const model::Card& card) {
  switch (when.subject) {
    case Condition::Subject::Kind:
      return card.kind == when.name || card.canonicalKind == when.name || spelling(card.shape) == when.name;
    case Condition::Subject::Tag:
      return std::find(card.tags.begin(), card.tags.end(), when.name) != card.tags.end();
    case Condition::Subject::Deck:
      return card.deck == when.name;
  }
  return false;
}

void copyField(const std::string& field, const Box& from, Box& to) {
  if (field == "x") to.x = from.x;
  else if (field == "y") to.y = from.y;
  else if (field == "width") to.width = from.width;
  else if (field == "height") to.height = from.height;
  else if (field == "font") to.font = from.font;
  else if (field == "size") to.size = from.size;
  else if (field == "min_size") to.minSize = from.minSize;
  else if (field == "weight") to.bold = from.bold;
  else if (field == "style") to.italic = from.italic;
  else if (field == "align") to.align = from.align;
  else if (field == "valign") to.valign = from.valign;
  else if (field == "colour") to.colour = from.colour;
  else if (field == "fill") to.fill = from.fill;
  else if (field == "stroke") to.stroke = from.stroke;
  else if (field == "stroke_width") to.strokeWidth = from.strokeWidth;
  else if (field == "shape") to.shape = from.shape;
  else if (field == "radius") to.radius = from.radius;
  else if (field == "padding") to.padding = from.padding;
  else if (field == "content") to.content = from.content;
  else if (field == "grows_into") to.growsInto = from.growsInto;
}

// Hue in degrees, saturation and lightness from 0 to 1.
Colour fromHsl(double hue, double saturation, double lightness) {
  const double chroma = (1 - std::fabs(2 * lightness - 1)) * saturation;
  const double sector = std::fmod(hue, 360.0) / 60;
  const double second = chroma * (1 - std::fabs(std::fmod(sector, 2.0) - 1));
  double r = 0, g = 0, b = 0;
  switch (static_cast<int>(sector)) {
    case 0: r = chroma, g = second; break;
    case 1: r = second, g = chroma; break;
    case 2: g = chroma, b = second; break;
    case 3: g = second, b = chroma; break;
    case 4: r = second, b = chroma; break;
    default: r = chroma, b = second; break;
  }
  const double m = lightness - chroma / 2;
  return {r + m, g + m, b + m, 1, Tone::Fixed};
}

}  // namespace

std::uint32_t matchingStyles(const Box& box, const model::Card& card) {
  std::uint32_t chosen = 0;
  for (std::size_t i = 0; i < box.styles.size() && i < kMostStylesPerBox; ++i) {
    if (meets(box.styles[i].when, card)) chosen |= std::uint32_t{1} << i;
  }
  return chosen;
}

Box styledBox(const Box& box, std::uint32_t chosen) {
  Box out = box;
  for (std::size_t i = 0; i < box.styles.size() && i < kMostStylesPerBox; ++i) {
    if (!(chosen & (std::uint32_t{1} << i))) continue;
    for (const std::string& field : box.styles[i].fields) copyField(field, *box.styles[i].values, out);
  }
  return out;
}

void growOver(Box& box, const Box& neighbour) {
  const double right = box.x + box.width, bottom = box.y + box.height;
  const bool besides = neighbour.y < bottom && neighbour.y + neighbour.height > box.y;
  if (besides && neighbour.x >= right) {
    box.width = neighbour.x + neighbour.width - box.x;
  } else if (besides && neighbour.x + neighbour.width <= box.x) {
    box.width = right - neighbour.x;
    box.x = neighbour.x;
  } else if (neighbour.y >= bottom) {
    box.height = neighbour.y + neighbour.height - box.y;
  } else if (neighbour.y + neighbour.height <= box.y) {
    box.height = bottom - neighbour.y;
    box.y = neighbour.y;
  }
}

Colour deckColour(const model::Model& model, const model::Card& card) {
  std::uint32_t hash = 2166136261u;  // FNV-1a: fixed, unlike std::hash
  for (unsigned char c : card.unit) hash = (hash ^ c) * 16777619u;
  std::size_t deck = 0;
  while (deck < model.decks.size() && model.decks[deck].name != card.deck) ++deck;
  const double goldenAngle = 137.508;
  const double hue = std::fmod(static_cast<double>(hash % 360) + goldenAngle * static_cast<double>(deck), 360.0);
  return fromHsl(hue, 0.5, 0.4);
}

Colour resolveTone(const Colour& colour, const Colour& deck) {
  if (colour.tone == Tone::Fixed) return colour;
  // Lighten or darken toward white or black, keeping the hue.
  const double toward = colour.tone == Tone::DeckLight ? 1 : 0;
  const double amount = colour.tone == Tone::DeckLight ? 0.85 : colour.tone == Tone::DeckDark ? 0.45 : 0;
  auto mix = [&](double c) { return c + (toward - c) * amount; };
  return {mix(deck.red), mix(deck.green), mix(deck.blue), colour.alpha, Tone::Fixed};
}

}  // namespace munchkinc::sheets
