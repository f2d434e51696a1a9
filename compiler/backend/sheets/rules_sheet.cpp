#include "backend/sheets/rules_sheet.h"

#include <cairo.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "backend/sheets/wording.h"
#include "munchkin/plural.h"

namespace munchkinc::sheets {
namespace {

using munchkin::counted;
using munchkin::Shape;

constexpr double kPageMargin = 18;  // millimetres
constexpr char kFont[] = "DejaVu Serif";

// What a card of each shape is for, in a line; used by the glossary.
std::string shapeMeaning(Shape shape) {
  switch (shape) {
    case Shape::Monster: return "a Door card you fight; beat its Level to kill it and take its Treasures, lose and suffer its Bad Stuff";
    case Shape::Enhancer: return "played on a monster during a fight to change its strength (and sometimes its Treasures)";
    case Shape::Curse: return "hits the player it is played on, at once or for as long as it says";
    case Shape::Class: return "a profession card kept in play; it gives its owner abilities";
    case Shape::Race: return "a people card kept in play; it gives its owner abilities";
    case Shape::Army: return "an allegiance card kept in play; it gives its owner abilities";
    case Shape::Mojo: return "a zombie type kept in play; it gives its owner abilities";
    case Shape::Power: return "an ability with a Rank, kept in play";
    case Shape::Item: return "a Treasure you carry and use; its Bonus counts in every fight";
    case Shape::OneShot: return "a Treasure used once, then discarded";
    case Shape::LevelUp: return "a Treasure that raises your Level by one";
    case Shape::Special: return "a card with its own instructions";
    case Shape::Sidekick: return "a companion who fights beside you and adds a Bonus";
    case Shape::Steed: return "a mount that adds a Bonus and may carry Big items";
    case Shape::Seal: return "one of the Seals; opening them moves the game towards its end";
    case Shape::Modifier: return "attaches to another card in play and changes it";
    case Shape::Feat: return "an ability needing a named class, race or other card";
  }
  return "";
}

std::string heading(const std::string& text) { return "<b>" + escapeMarkup(text) + "</b>"; }

std::string bullet(const std::string& markup) { return "\u2022 " + markup; }

// A name an equivalence merges, as players know it: a kind's title, a tag's
// display name, or an item trait ("big" -> "Big").
std::string equivalentName(const model::Model& model, const std::string& name) {
  if (model.findKind(name)) return kindTitle(model, name);
  for (const model::Named& tag : model.tags) {
    if (tag.name == name && !tag.display.empty()) return tag.display;
  }
  return titleCase(name);
}

bool hasShape(const model::Model& model, Shape shape) {
  return std::any_of(model.kinds.begin(), model.kinds.end(), [&](const model::Kind& k) { return k.shape == shape; });
}

std::vector<std::string> specialRules(const model::Model& model) {
  std::vector<std::string> rules;
  int winLevel = model.param("win_level", 10);
  int killLevel = model.param("kill_level", 10);
  rules.push_back("Start at Level " + std::to_string(model.param("start_level", 1)) + "; the first to reach Level " +
                  std::to_string(winLevel) + " wins." +
                  (killLevel <= winLevel ? " From Level " + std::to_string(killLevel) +
                                               " on, only killing a monster raises your Level."
                                         : std::string()));
  rules.push_back("Run Away on a die roll of " + std::to_string(model.param("escape_roll", 5)) + " or more.");
  rules.push_back("Keep at most " + counted(model.param("hand_limit", 5), "card") + " in hand after Charity; carry at most " +
                  counted(model.param("big_items", 1), "Big item") + "; take at most " +
                  counted(model.param("max_helpers", 1), "helper") + " into a fight.");
  if (int seals = model.param("seals_to_end"); seals > 0 || hasShape(model, Shape::Seal)) {
    const int toEnd = seals > 0 ? seals : 7;
    rules.push_back("Seals: cards tell you when to open one. When " + counted(toEnd, "Seal") +
                    (munchkin::takesSingular(toEnd) ? " is" : " are") + " open the game ends at once, and the highest combat bonus from cards in play wins." +
                    (model.param("seal_roll_each_turn") ? " Each turn also starts with a roll that may open a Seal." : ""));
  }
  if (hasShape(model, Shape::Sidekick)) {
    rules.push_back("Sidekicks: have at most " + counted(model.param("sidekick_limit", 1), "Sidekick") +
                    " in play; a Sidekick fights beside you and adds its Bonus.");
  }
  if (hasShape(model, Shape::Steed)) {
    rules.push_back("Steeds: ride at most " + counted(model.param("steed_limit", 1), "Steed") + " at a time.");
  }
  if (hasShape(model, Shape::Power)) {
    rules.push_back(model.param("powers_within_level")
                        ? "Powers: the Ranks of your Powers together may not exceed your Level."
                        : "Powers: each Power has a Rank; keep the total Rank of your Powers within what your cards allow.");
  }
  if (hasShape(model, Shape::Army)) rules.push_back("Armies: each player may serve one Army at a time unless a card says otherwise.");
  if (hasShape(model, Shape::Mojo)) rules.push_back("Mojo: each player may have one Mojo in play unless a card says otherwise.");
  if (model.param("complex_limit", 1) > 0 && std::any_of(model.cards.begin(), model.cards.end(), [](const model::Card& c) { return c.complex; })) {
    rules.push_back("Complex items: carry at most " + counted(model.param("complex_limit", 1), "Complex item") + ".");
  }
  if (int epic = model.param("epic_level"); epic > 0) {
    rules.push_back("Epic: Level " + std::to_string(winLevel) + " no longer ends the game; from Level " +
                    std::to_string(epic) + " on, Epic abilities apply.");
  }
  for (const model::Named& tag : model.tags) {
    if (!tag.horde) continue;
    const std::string& shown = tag.display.empty() ? tag.name : tag.display;
    rules.push_back(shown + " horde: a " + shown + " monster may join a fight against another " + shown +
                    " from any hand, without a Wandering Monster.");
  }
  if (model.param("first_player_roll")) rules.push_back("Roll a die to see who goes first.");
  for (const model::Kind& kind : model.kinds) {
    if (kind.limit) {
      rules.push_back(kind.title + ": at most " + std::to_string(*kind.limit) + " in play per player.");
    }
  }
  for (const model::Equivalence& eq : model.equivalences) {
    std::string names;
    for (std::size_t i = 0; i < eq.names.size(); ++i) {
      names += (i == 0 ? "" : i + 1 == eq.names.size() ? " and " : ", ") + equivalentName(model, eq.names[i]);
    }
    rules.push_back(names + " count as the same thing.");
  }
  return rules;
}

// Every word a face can print that a new player may not know, with its meaning.
std::map<std::string, std::string> glossary(const model::Model& model, const std::vector<PrintedCard>& cards) {
  std::map<std::string, std::string> terms;
  std::set<const model::Card*> seen;
  for (const PrintedCard& printed : cards) {
    const model::Card& card = *printed.card;
    if (!seen.insert(&card).second) continue;
    std::string meaning = shapeMeaning(card.shape);
    const std::string kind = kindTitle(model, card.kind);
    const std::string shape = munchkin::shapeTitle(card.shape);
    if (kind != shape) meaning += " (played as " + withArticle(shape) + " card)";
    terms.emplace(kind, meaning);
    auto value = [&](std::string_view name) { return placeholderValue(model, printed, name); };
    if (!value("level").empty()) terms.emplace("Level", "a monster's combat strength; on a player, how far they are from winning");
    if (!value("treasures").empty()) terms.emplace("Treasures", "how many Treasure cards the winner of the fight draws");
    if (!value("levels").empty()) terms.emplace("Levels", "how many levels a kill of this monster is worth");
    if (!value("bad_stuff").empty() || card.shape == Shape::Monster) {
      terms.emplace("Bad Stuff", "what a monster does to a player who fails to run away");
    }
    if (!value("bonus").empty()) terms.emplace("Bonus", "added to (or taken from) combat strength");
    if (!value("value").empty()) terms.emplace("Gold Pieces", "what an item sells for; " + std::to_string(model.param("gold_per_level", 1000)) + " buys a level");
    if (!value("rank").empty()) terms.emplace("Rank", "the weight of a Power against your limit");
    if (card.big) terms.emplace("Big", "a bulky item; you may carry only " + counted(model.param("big_items", 1), "Big item"));
    if (card.complex) terms.emplace("Complex", "an awkward item; you may carry only " + counted(model.param("complex_limit", 1), "Complex item"));
    if (std::string slot = value("slot"); !slot.empty()) terms.emplace(slot, "where the item is worn or held; one item per slot");
    for (const std::string& tag : card.tags) {
      auto it = std::find_if(model.tags.begin(), model.tags.end(), [&](const model::Named& t) { return t.name == tag; });
      std::string shown = it != model.tags.end() && !it->display.empty() ? it->display : tag;
      terms.emplace(shown, "a tag; other cards may single out cards that carry it");
    }
  }
  return terms;
}

}  // namespace

std::vector<RulesParagraph> rulesReference(const model::Model& model, const std::vector<PrintedCard>& cards) {
  std::vector<RulesParagraph> out;
  std::string title = model.root.title.empty() ? model.root.id : model.root.title;
  out.push_back({"<b>" + escapeMarkup(title) + "</b> \u2014 rules reference", 16, 0});
  if (model.root.minPlayers > 0) {
    out.push_back({escapeMarkup("For " + std::to_string(model.root.minPlayers) + " to " +
                                std::to_string(model.root.maxPlayers) + " players."), 9.5, 1});
  }
  out.push_back({heading("A turn"), 12, 5});
  for (std::size_t i = 0; i < model.phases.size(); ++i) {
    const model::Named& phase = model.phases[i];
    out.push_back({std::to_string(i + 1) + ". " + escapeMarkup(phase.display.empty() ? titleCase(phase.name) : phase.display), 9.5, 1});
  }
  out.push_back({heading("This game's rules"), 12, 5});
  for (const std::string& rule : specialRules(model)) out.push_back({bullet(escapeMarkup(rule)), 9.5, 1});
  for (const model::Named& rule : model.rules) out.push_back({bullet(escapeMarkup(rule.display)), 9.5, 1});
  out.push_back({heading("Glossary"), 12, 5});
  for (const auto& [term, meaning] : glossary(model, cards)) {
    out.push_back({"<b>" + escapeMarkup(term) + "</b>: " + escapeMarkup(meaning) + ".", 9.5, 1});
  }
  return out;
}

RulesSheet::RulesSheet(const std::vector<RulesParagraph>& paragraphs, double pageWidth, double pageHeight,
                       FontContext& fonts) {
  double width = (pageWidth - 2 * kPageMargin) * kPointsPerMm;
  double bottom = pageHeight - kPageMargin;
  double y = kPageMargin;
  pages_.emplace_back();
  for (std::size_t i = 0; i < paragraphs.size(); ++i) {
    const RulesParagraph& p = paragraphs[i];
    layouts_.push_back(fonts.layoutParagraph(p.markup, kFont, p.size, width));
    double height = FontContext::height(layouts_.back()) / kPointsPerMm;
    double top = pages_.back().empty() ? y : y + p.spaceBefore;
    if (top + height > bottom && !pages_.back().empty()) {
      pages_.emplace_back();
      top = kPageMargin;
    }
    pages_.back().push_back({i, top});
    y = top + height;
  }
}

void RulesSheet::drawPage(cairo_t* cr, int page) const {
  cairo_set_source_rgb(cr, 0, 0, 0);
  for (const Placed& placed : pages_.at(static_cast<std::size_t>(page))) {
    FontContext::drawParagraph(cr, layouts_[placed.paragraph], kPageMargin * kPointsPerMm, placed.y * kPointsPerMm);
  }
}

}  // namespace munchkinc::sheets
