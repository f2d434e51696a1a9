#include "lsp/card_summary.h"

#include "backend/sheets/card_content.h"
#include "backend/sheets/effect_text.h"

namespace munchkinc::lsp {

namespace {

std::string signedNumber(int n) { return (n >= 0 ? "+" : "") + std::to_string(n); }

// The numbers the card's shape has: "Level 4 · 2 Treasures".
std::string numbers(const model::Card& c) {
  std::vector<std::string> parts;
  switch (c.shape) {
    case Shape::Monster:
      parts.push_back("Level " + std::to_string(c.level));
      parts.push_back(std::to_string(c.treasures) + (c.treasures == 1 ? " Treasure" : " Treasures"));
      if (c.levels != 1) parts.push_back(std::to_string(c.levels) + " levels for the kill");
      break;
    case Shape::Enhancer:
      parts.push_back(signedNumber(c.bonus) + " to the monster");
      if (c.treasures != 0) parts.push_back(signedNumber(c.treasures) + " Treasures");
      break;
    case Shape::Power: parts.push_back("Rank " + std::to_string(c.rank)); break;
    default:
      if (c.bonus != 0) parts.push_back("Bonus " + signedNumber(c.bonus));
      break;
  }
  if (c.shape == Shape::Item) {
    parts.push_back(c.slot == Slot::None ? std::string("no slot") : std::string(spelling(c.slot)));
    if (c.big) parts.push_back("Big");
    if (c.complex) parts.push_back("Complex");
  }
  if (c.value) parts.push_back(std::to_string(*c.value) + " Gold Pieces");
  if (c.copies != 1) parts.push_back(std::to_string(c.copies) + " copies");
  std::string joined;
  for (const std::string& part : parts) joined += (joined.empty() ? "" : " · ") + part;
  return joined;
}

// "on combat_won if helping", "play in_combat once_per_turn", "while", "Bad Stuff".
std::string blockHead(const model::Effect& e) {
  std::string head;
  switch (e.kind) {
    case model::Effect::Kind::Play:
      head = "play " + std::string(spelling(e.timing));
      if (e.ownTurnOnly) head += " own_turn";
      break;
    case model::Effect::Kind::On: head = "on " + std::string(spelling(e.trigger)); break;
    case model::Effect::Kind::While: head = "while"; break;
    case model::Effect::Kind::BadStuff: head = "Bad Stuff"; break;
  }
  if (e.limit != Limit::None) head += " " + std::string(spelling(e.limit));
  return head;
}

}  // namespace

std::string cardSummary(const model::Model& model, const model::Card& card) {
  std::string text = "**" + card.name + "** — " + sheets::kindTitle(model, card.kind) + " (`" + card.kind +
                     "`, " + card.unit + ")";
  if (const std::string n = numbers(card); !n.empty()) text += "\n\n" + n;
  if (!card.tags.empty()) {
    text += "\n\nTags:";
    for (const std::string& tag : card.tags) text += " " + tag;
  }
  std::string blocks;
  for (const model::Effect& e : card.effects) {
    std::string words = sheets::describeSteps(e.steps);
    if (words.empty()) words = "nothing";
    if (e.condition) words = "if " + sheets::describeCondition(*e.condition) + ": " + words;
    blocks += "\n- `" + blockHead(e) + "`: " + words;
  }
  if (!blocks.empty()) text += "\n" + blocks;
  if (!card.text.empty()) text += "\n\n> " + card.text;
  return text;
}

}  // namespace munchkinc::lsp
