#include "driver/partial_result.h"

#include <cstdio>
#include <type_traits>

#include "backend/cpp/table_emitter.h"

namespace munchkinc {
namespace {

constexpr const char* kFormat = "munchkinc-partial-result";

const char* policyWord(munchkin::BotPolicy policy) {
  switch (policy) {
    case munchkin::BotPolicy::Greedy: return "greedy";
    case munchkin::BotPolicy::Random: return "random";
    case munchkin::BotPolicy::Mixed: return "mixed";
  }
  return "greedy";
}

std::string hex(std::uint64_t value) {
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(value));
  return buffer;
}

// A member that must be there with the right type; json's own exceptions name neither.
const nlohmann::json& field(const nlohmann::json& object, const char* name, nlohmann::json::value_t type) {
  const auto it = object.find(name);
  const bool integer = type == nlohmann::json::value_t::number_integer;
  if (it == object.end() || (integer ? !it->is_number_integer() : it->type() != type)) {
    throw PartialError(std::string("the field \"") + name + "\" is missing or of the wrong type");
  }
  return *it;
}

using Type = nlohmann::json::value_t;

// A fact of a card (munchkin::forEachCardFact) into a JSON object and back;
// enums by their spelling in the language.
struct WriteFact {
  nlohmann::json& out;
  void operator()(const char* name, const std::string& text) const { out[name] = text; }
  void operator()(const char* name, munchkin::Shape shape) const { out[name] = std::string(munchkin::spelling(shape)); }
  template <class Integer>
    requires std::is_integral_v<Integer>
  void operator()(const char* name, Integer value) const {
    out[name] = value;
  }
};

struct ReadFact {
  const nlohmann::json& in;
  void operator()(const char* name, std::string& text) const { text = field(in, name, Type::string).get<std::string>(); }
  void operator()(const char* name, munchkin::Shape& shape) const {
    const std::string word = field(in, name, Type::string).get<std::string>();
    const auto parsed = munchkin::parseWord<munchkin::Shape>(word);
    if (!parsed) throw PartialError("a card's " + std::string(name) + " '" + word + "' is not one munchkinc knows");
    shape = *parsed;
  }
  template <class Integer>
    requires std::is_integral_v<Integer>
  void operator()(const char* name, Integer& value) const {
    value = field(in, name, Type::number_integer).get<Integer>();
  }
};

nlohmann::json catalogueJson(const munchkin::ReportCatalogue& catalogue) {
  nlohmann::json cards = nlohmann::json::array();
  for (const munchkin::CatalogueCard& card : catalogue.cards) {
    nlohmann::json facts = nlohmann::json::object();
    munchkin::forEachCardFact(WriteFact{facts}, card);
    cards.push_back(std::move(facts));
  }
  nlohmann::json blocks = nlohmann::json::array();
  for (const munchkin::BlockCoverage& b : catalogue.blocks) {
    blocks.push_back({{"card_id", b.cardId}, {"card", b.card}, {"block", b.block},
                      {"kind", munchkin::blockKindWord(b.kind)}, {"when", b.when}, {"file", b.file},
                      {"line", b.line}});
  }
  return {{"set", catalogue.setId},
          {"title", catalogue.setTitle},
          {"cards", cards},
          {"blocks", blocks},
          {"deck_titles", catalogue.deckTitles}};
}

munchkin::EffectKind kindFrom(const std::string& word) {
  for (auto kind : {munchkin::EffectKind::Play, munchkin::EffectKind::On, munchkin::EffectKind::While,
                    munchkin::EffectKind::BadStuff}) {
    if (word == munchkin::blockKindWord(kind)) return kind;
  }
  throw PartialError("a block's kind '" + word + "' is not play, on, while or bad_stuff");
}

munchkin::ReportCatalogue catalogueFrom(const nlohmann::json& json) {
  munchkin::ReportCatalogue catalogue;
  catalogue.setId = field(json, "set", Type::string).get<std::string>();
  catalogue.setTitle = field(json, "title", Type::string).get<std::string>();
  for (const nlohmann::json& facts : field(json, "cards", Type::array)) {
    if (!facts.is_object()) throw PartialError("a card of the catalogue is not an object");
    munchkin::CatalogueCard card;
    munchkin::forEachCardFact(ReadFact{facts}, card);
    catalogue.cards.push_back(std::move(card));
  }
  for (const nlohmann::json& b : field(json, "blocks", Type::array)) {
    munchkin::BlockCoverage block;
    block.cardId = field(b, "card_id", Type::string).get<std::string>();
    block.card = field(b, "card", Type::string).get<std::string>();
    block.block = field(b, "block", Type::number_integer).get<int>();
    block.kind = kindFrom(field(b, "kind", Type::string).get<std::string>());
    block.when = field(b, "when", Type::string).get<std::string>();
    block.file = field(b, "file", Type::string).get<std::string>();
    block.line = field(b, "line", Type::number_integer).get<int>();
    catalogue.blocks.push_back(std::move(block));
  }
  for (const nlohmann::json& title : field(json, "deck_titles", Type::array)) {
    if (!title.is_string()) throw PartialError("a deck title of the catalogue is not a string");
    catalogue.deckTitles.push_back(title.get<std::string>());
  }
  return catalogue;
}

}  // namespace

std::string setTablesHash(const munchkin::SetTables& tables) {
  const CppTablesFiles files = emitCppTables(tables, {"set"});
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (const std::string* text : {&files.header, &files.source}) {
    for (unsigned char c : *text) {
      hash ^= c;
      hash *= 0x100000001b3ull;
    }
  }
  return hex(hash);
}

nlohmann::json partialOptions(const munchkin::SimulationOptions& options, const std::string& players) {
  std::string sexes = "chosen";
  if (!options.sexes.empty()) {
    sexes.clear();
    for (std::uint8_t sex : options.sexes) sexes += sex ? 'f' : 'm';
  }
  // An ordered_json would keep this order; json sorts the keys, which is as stable.
  return {{"games", options.games},   {"players", players},   {"seed", options.seed},
          {"turn_cap", options.turnCap}, {"bots", policyWord(options.policy)}, {"sexes", sexes},
          {"coverage", options.coverage}, {"check_invariants", options.checkInvariants}};
}

std::string partialResultText(const PartialResult& part) {
  nlohmann::json counts = nlohmann::json::array();
  for (const PartialResult::Count& count : part.counts) {
    counts.push_back({{"players", count.players}, {"counters", count.counters}});
  }
  const nlohmann::json document = {
      {"format", kFormat},
      {"version", kPartialFormatVersion},
      {"command", part.command},
      {"tables_hash", part.tablesHash},
      {"options", part.options},
      {"shard", {{"index", part.shardIndex}, {"count", part.shardCount}}},
      {"games", {{"first", part.games.first}, {"end", part.games.end}}},
      {"catalogue", catalogueJson(part.catalogue)},
      {"counts", counts},
  };
  return document.dump() + "\n";
}

PartialResult parsePartialResult(const std::string& text) {
  const nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
  if (document.is_discarded() || !document.is_object()) throw PartialError("not a JSON document");
  if (!document.contains("format") || document["format"] != kFormat) {
    throw PartialError("not a munchkinc partial result (written by `munchkinc simulate --shard K/N -o FILE`)");
  }
  const int version = field(document, "version", Type::number_integer).get<int>();
  if (version != kPartialFormatVersion) {
    throw PartialError("a partial result of format version " + std::to_string(version) + ", but this munchkinc reads version " +
                       std::to_string(kPartialFormatVersion));
  }
  PartialResult part;
  part.command = field(document, "command", Type::string).get<std::string>();
  part.tablesHash = field(document, "tables_hash", Type::string).get<std::string>();
  part.options = field(document, "options", Type::object);
  const nlohmann::json& shard = field(document, "shard", Type::object);
  part.shardIndex = field(shard, "index", Type::number_integer).get<int>();
  part.shardCount = field(shard, "count", Type::number_integer).get<int>();
  const nlohmann::json& games = field(document, "games", Type::object);
  part.games = {field(games, "first", Type::number_integer).get<int>(),
                field(games, "end", Type::number_integer).get<int>()};
  part.catalogue = catalogueFrom(field(document, "catalogue", Type::object));
  for (const nlohmann::json& count : field(document, "counts", Type::array)) {
    PartialResult::Count entry;
    entry.players = field(count, "players", Type::number_integer).get<int>();
    entry.counters = field(count, "counters", Type::object);
    part.counts.push_back(std::move(entry));
  }
  return part;
}

}  // namespace munchkinc
