// What a face shows: the values behind a template's {placeholders}, and the
// list of cards to print with copies expanded and collector numbers given.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/model.h"

namespace munchkinc::sheets {

struct PrintedCard {
  const model::Card* card = nullptr;
  int number = 0;  // collector number within the card's unit, 1-based
  int total = 0;   // distinct cards in that unit
};

// Every physical card, grouped by deck in the order the decks are declared,
// then in declaration order; each card repeated `copies` times.
std::vector<PrintedCard> printedCards(const model::Model& model);

// The card's collector number: its set's id and its 1-based place among the
// set's cards in declaration order, at least three digits ("apocalypse-017").
// Unique within a model, stable while cards are only added at the end; the
// name of its PNG and its entry in a Tabletop Simulator deck's index.
std::string collectorNumber(const PrintedCard& printed);

// The placeholder names a template may use, in a fixed order.
const std::vector<std::string_view>& placeholderNames();

// Whether a placeholder's value is a number, which may count a noun:
// `{treasures:Treasure}` reads "1 Treasure" or "3 Treasures".
bool isCountPlaceholder(std::string_view name);

// The text for one placeholder, or "" when the card has nothing to show
// there (a Level on an item, a Bonus of 0, ...). Not markup-escaped.
std::string placeholderValue(const model::Model& model, const PrintedCard& printed, std::string_view name);

// A placeholder's text: `name` alone gives placeholderValue; `name:Noun` adds
// the noun in the form the number calls for ("+1 Treasure", "2 Levels").
std::string expandPlaceholder(const model::Model& model, const PrintedCard& printed, std::string_view spec);

// Replaces each {name} or {name:Noun} in `content` by its escaped value; nullopt when one of
// them is empty, which leaves the box off this card. `{{` is a literal brace.
std::optional<std::string> expandContent(const std::string& content, const model::Model& model,
                                         const PrintedCard& printed);

std::string escapeMarkup(std::string_view text);

// "disaster" -> "Disaster", "one_shot" -> "One Shot".
std::string titleCase(std::string_view name);

// What players call the kind named `kind` ("Go Up a Level" for `levelup`).
std::string kindTitle(const model::Model& model, const std::string& kind);

}  // namespace munchkinc::sheets
