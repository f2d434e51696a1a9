// The facts of a set that a simulation report names (its cards, their blocks, its decks),
// taken from its tables once. A report is finished from a catalogue and a
// tally alone, so `munchkinc merge` can finish one on a machine that never
// compiled the set, from what the shards wrote.
#pragma once

#include <string>
#include <vector>

#include "munchkin/coverage.h"
#include "munchkin/tables.h"

namespace munchkin {

// What a report may say of a card. A new fact is a member here, its value in
// ReportCatalogue::of and a line in forEachCardFact, which munchkinc's
// partial results write and read through.
struct CatalogueCard {
  std::string id, name;
  Shape shape = Shape::Special;
  bool operator==(const CatalogueCard&) const = default;
};

// Calls visit(name, member...) for each fact of the cards given, as
// forEachCounter does for a tally.
template <class Visit, class... Cards>
void forEachCardFact(Visit&& visit, Cards&... cards) {
  visit("id", cards.id...);
  visit("name", cards.name...);
  visit("shape", cards.shape...);
}

struct ReportCatalogue {
  std::string setId, setTitle;
  std::vector<CatalogueCard> cards;   // by design, in table order
  std::vector<BlockCoverage> blocks;  // one per block of the tables, in table order, counts 0
  std::vector<std::string> deckTitles;  // by deck of the tables (SetTables::decks), as a report names them

  static ReportCatalogue of(const SetTables& tables);
};

}  // namespace munchkin
