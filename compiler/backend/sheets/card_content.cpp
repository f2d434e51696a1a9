#include "backend/sheets/card_content.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "source/xml_text.h"
#include "backend/sheets/effect_text.h"
#include "munchkin/plural.h"

namespace munchkinc::sheets {
namespace {

using munchkin::Shape;
using munchkin::Slot;

std::string signedNumber(int n) { return (n >= 0 ? "+" : "") + std::to_string(n); }

bool hasBonus(Shape shape) {
  return shape == Shape::Enhancer || shape == Shape::Item || shape == Shape::OneShot ||
         shape == Shape::Sidekick || shape == Shape::Steed;
}

std::string slotText(const model::Card& card) {
  switch (card.slot) {
    case Slot::None: return "";
    case Slot::Hands: return card.slotAmount >= 2 ? "2 Hands" : "1 Hand";
    default: return titleCase(spelling(card.slot));
  }
}

std::string tagsText(const model::Model& model, const model::Card& card) {
  std::string out;
  for (const std::string& tag : card.tags) {
    auto it = std::find_if(model.tags.begin(), model.tags.end(),
                           [&](const model::Named& t) { return t.name == tag; });
    if (!out.empty()) out += ", ";
    out += it != model.tags.end() && !it->display.empty() ? it->display : tag;
  }
  return out;
}

std::string unitTitle(const model::Model& model, const std::string& id) {
  for (const model::Unit& unit : model.units) {
    if (unit.id == id) return unit.title.empty() ? unit.id : unit.title;
  }
  if (model.root.id == id) return model.root.title.empty() ? id : model.root.title;
  return id;
}

std::string deckTitle(const model::Model& model, const std::string& deck) {
  for (const model::Named& d : model.decks) {
    if (d.name == deck) return d.display.empty() ? titleCase(deck) : d.display;
  }
  return titleCase(deck);
}

bool mentionsBadStuff(const std::string& text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return lower.find("bad stuff") != std::string::npos;
}

}  // namespace

std::string titleCase(std::string_view name) {
  std::string out(name);
  bool start = true;
  for (char& c : out) {
    if (c == '_') c = ' ';
    if (start) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    start = c == ' ';
  }
  return out;
}

std::string kindTitle(const model::Model& model, const std::string& kind) {
  const model::Kind* declared = model.findKind(kind);
  return declared && !declared->title.empty() ? declared->title : titleCase(kind);
}

std::vector<PrintedCard> printedCards(const model::Model& model) {
  std::map<std::string, int> totals;
  for (const model::Card& card : model.cards) ++totals[card.unit];
  std::map<std::string, int> numbers;
  std::vector<PrintedCard> distinct;
  for (const model::Card& card : model.cards) {
    distinct.push_back({&card, ++numbers[card.unit], totals[card.unit]});
  }
  auto deckRank = [&](const std::string& deck) {
    for (std::size_t i = 0; i < model.decks.size(); ++i) {
      if (model.decks[i].name == deck) return i;
    }
    return model.decks.size();
  };
  std::stable_sort(distinct.begin(), distinct.end(), [&](const PrintedCard& a, const PrintedCard& b) {
    return deckRank(a.card->deck) < deckRank(b.card->deck);
  });
  std::vector<PrintedCard> printed;
  for (const PrintedCard& p : distinct) {
    for (int copy = 0; copy < p.card->copies; ++copy) printed.push_back(p);
  }
  return printed;
}

std::string collectorNumber(const PrintedCard& printed) {
  std::string digits = std::to_string(printed.number);
  const std::size_t width = std::max<std::size_t>(3, std::to_string(printed.total).size());
  if (digits.size() < width) digits.insert(0, width - digits.size(), '0');
  return printed.card->unit + "-" + digits;
}

bool isCountPlaceholder(std::string_view name) {
  static const std::vector<std::string_view> kCounts{"level", "levels", "treasures", "bonus",
                                                     "value", "rank",   "number",    "total"};
  return std::find(kCounts.begin(), kCounts.end(), name) != kCounts.end();
}

const std::vector<std::string_view>& placeholderNames() {
  static const std::vector<std::string_view> kNames{
      "name",  "kind",  "deck", "level", "levels", "treasures", "bonus", "value", "slot",
      "size",  "rank",  "tags", "text",  "flavor", "bad_stuff", "set",   "number", "total", "collector",
      "art"};
  return kNames;
}

std::string placeholderValue(const model::Model& model, const PrintedCard& printed, std::string_view name) {
  const model::Card& c = *printed.card;
  bool monster = c.shape == Shape::Monster;
  if (name == "name") return c.name;
  if (name == "kind") return kindTitle(model, c.kind);
  if (name == "deck") return deckTitle(model, c.deck);
  if (name == "level") return monster ? std::to_string(c.level) : "";
  if (name == "levels") return monster && c.levels > 1 ? std::to_string(c.levels) : "";
  if (name == "treasures") {
    if (monster) return std::to_string(c.treasures);
    return c.shape == Shape::Enhancer && c.treasures != 0 ? signedNumber(c.treasures) : "";
  }
  if (name == "bonus") return hasBonus(c.shape) && c.bonus != 0 ? signedNumber(c.bonus) : "";
  if (name == "value") return c.value ? std::to_string(*c.value) : "";
  if (name == "slot") return slotText(c);
  if (name == "size") return c.big ? (c.complex ? "Big, Complex" : "Big") : (c.complex ? "Complex" : "");
  if (name == "rank") return c.shape == Shape::Power && c.rank > 0 ? std::to_string(c.rank) : "";
  if (name == "tags") return tagsText(model, c);
  // A card that waits for a window says when, if its source gives no words.
  if (name == "text") return c.text.empty() ? describeWindowPlays(c) : c.text;
  if (name == "flavor") return c.flavor;
  // A card whose own text covers its Bad Stuff needs no generated line.
  if (name == "bad_stuff") return mentionsBadStuff(c.text) ? "" : describeBadStuff(c);
  if (name == "set") return unitTitle(model, c.unit);
  if (name == "number") return std::to_string(printed.number);
  if (name == "total") return std::to_string(printed.total);
  if (name == "collector") return collectorNumber(printed);
  // The image's path: an `image:` box shows it, an `if:`/`unless:` asks for it.
  if (name == "art") return c.artFile;
  return "";
}

std::string expandPlaceholder(const model::Model& model, const PrintedCard& printed, std::string_view spec) {
  const std::size_t colon = spec.find(':');
  std::string value = placeholderValue(model, printed, spec.substr(0, colon));
  if (colon == std::string_view::npos || value.empty()) return value;
  // The values of count placeholders are whole numbers, perhaps signed.
  const std::string_view noun = spec.substr(colon + 1);
  return value + " " + (munchkin::takesSingular(std::stoll(value)) ? std::string(noun) : munchkin::pluralOf(noun));
}

std::string escapeMarkup(std::string_view text) { return escapeXmlText(text); }

std::optional<std::string> expandContent(const std::string& content, const model::Model& model,
                                         const PrintedCard& printed) {
  std::string out;
  for (std::size_t i = 0; i < content.size(); ++i) {
    if (content[i] != '{') {
      out += content[i];
      continue;
    }
    if (i + 1 < content.size() && content[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    std::size_t close = content.find('}', i);
    if (close == std::string::npos) return std::nullopt;  // the loader rejects this earlier
    std::string value = expandPlaceholder(model, printed, std::string_view(content).substr(i + 1, close - i - 1));
    if (value.empty()) return std::nullopt;
    out += escapeMarkup(value);
    i = close;
  }
  return out;
}

}  // namespace munchkinc::sheets
