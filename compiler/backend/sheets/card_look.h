// How a card's boxes look beyond their text: which of each box's `styles`
// the card meets (`when: tag Undead`), and the colour of its deck in its set,
// which the colours `deck`, `deck-light` and `deck-dark` of a template name.
#pragma once

#include <cstdint>

#include "backend/sheets/template_set.h"
#include "model/model.h"

namespace munchkinc::sheets {

// A box may have at most this many styles: which ones a card meets is a bit each.
inline constexpr std::size_t kMostStylesPerBox = 32;

// The styles of `box` that `card` meets, bit i for box.styles[i].
std::uint32_t matchingStyles(const Box& box, const model::Card& card);

// `box` with the fields of the styles in `chosen` applied in order.
Box styledBox(const Box& box, std::uint32_t chosen);

// `box` stretched over the room of `neighbour`, which lies beside it, above
// it or below it.
void growOver(Box& box, const Box& neighbour);

// A stable colour per deck of a set: its hue comes from the set's id (so it
// never changes between runs or machines) turned by the golden angle for
// each deck after the first, so that a set's Doors and Treasures differ.
Colour deckColour(const model::Model& model, const model::Card& card);

// `colour` itself, or the tone of `deck` it names.
Colour resolveTone(const Colour& colour, const Colour& deck);

}  // namespace munchkinc::sheets
