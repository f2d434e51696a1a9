#include "munchkin/report_catalogue.h"

namespace munchkin {

ReportCatalogue ReportCatalogue::of(const SetTables& tables) {
  ReportCatalogue catalogue;
  catalogue.setId = tables.id;
  catalogue.setTitle = tables.title;
  for (const CardDef& card : tables.cards) catalogue.cards.push_back({card.id, card.name, card.shape});
  const std::vector<std::uint64_t> none(tables.effects.size(), 0);
  catalogue.blocks = blockCoverage(tables, none);
  for (const DeckDef& deck : tables.decks) catalogue.deckTitles.emplace_back(*deck.title ? deck.title : deck.name);
  return catalogue;
}

}  // namespace munchkin
