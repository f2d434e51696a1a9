#include "backend/sheets/effect_text.h"

#include <algorithm>
#include <cctype>

#include "backend/sheets/card_content.h"
#include "backend/sheets/wording.h"
#include "munchkin/plural.h"

namespace munchkinc::sheets {
namespace {

using munchkin::Action;
using munchkin::counted;
using munchkin::Predicate;
using munchkin::Resource;
using munchkin::Target;

std::string signedNumber(int n) { return (n >= 0 ? "+" : "") + std::to_string(n); }

// "+1 Treasure", "-2 Treasures".
std::string signedCount(int n, std::string_view singular, std::string_view plural) {
  return signedNumber(n) + " " + std::string(munchkin::takesSingular(n) ? singular : plural);
}
std::string signedCount(int n, std::string_view singular) {
  return signedCount(n, singular, munchkin::pluralOf(singular));
}

std::string words(std::string_view spelled) {
  std::string out(spelled);
  for (char& c : out) {
    if (c == '_') c = ' ';
  }
  return out;
}

std::string targetPhrase(Target target) {
  switch (target) {
    case Target::Self: return "";
    case Target::Victim: return "the victim";
    case Target::AnyPlayer: return "any player";
    case Target::OtherPlayer: return "another player";
    case Target::AllPlayers: return "every player";
    case Target::AllOthers: return "every other player";
    case Target::Monster: return "the monster";
    case Target::Helper: return "the helper";
    case Target::PlayerLeft: return "the player on the left";
    case Target::PlayerRight: return "the player on the right";
    case Target::LowestLevel: return "the lowest-Level player";
    case Target::HighestLevel: return "the highest-Level player";
  }
  return "";
}

std::string loseItemPhrase(const std::string& what) {
  if (what == "big") return "lose a Big item";
  if (what == "choice") return "lose an item of your choice";
  if (what == "all") return "lose every item";
  if (what == "hands") return "lose an item held in your hands";
  return "lose your " + words(what);
}

// `lose_item hands all` is "lose every item held in your hands";
// `lose_item tag Fire value 100..600 in_hand` "discard a Fire item worth 100
// to 600 gold from your hand".
std::string itemSelectPhrase(const model::ItemSelect& items) {
  using Q = model::ItemSelect::Quantity;
  std::string noun = "item";
  if (!items.tag.empty()) noun = items.tag + " " + noun;
  if (items.big) noun = (*items.big ? "Big " : "small ") + noun;
  if (items.slot == "hands") noun += " held in your hands";
  else if (!items.slot.empty()) noun += " worn as " + items.slot;
  if (items.minValue && items.maxValue) {
    noun += items.minValue == items.maxValue
                ? " worth " + std::to_string(*items.minValue) + " gold"
                : " worth " + std::to_string(*items.minValue) + " to " + std::to_string(*items.maxValue) + " gold";
  }
  std::string phrase = items.inHand ? "discard " : "lose ";
  switch (items.quantity) {
    case Q::One: phrase += withArticle(noun); break;
    case Q::All: phrase += "every " + noun; break;
    case Q::MostValuable: phrase += "your most valuable " + noun; break;
  }
  if (items.inHand) phrase += " from your hand";
  return phrase;
}

// `grant RESOURCE N`: one more (or fewer) of what a player may have.
std::string grantPhrase(const std::string& what, int amount) {
  const auto resource = munchkin::parseWord<Resource>(what);
  if (!resource) return signedNumber(amount) + " " + words(what);
  switch (*resource) {
    case Resource::BigItems: return signedCount(amount, "Big item");
    case Resource::Hands: return signedCount(amount, "Hand");
    case Resource::Headgear: return signedCount(amount, "Headgear", "Headgear");
    case Resource::Armor: return signedCount(amount, "Armor", "Armor");
    case Resource::Footgear: return signedCount(amount, "Footgear", "Footgear");
    case Resource::Classes: return signedCount(amount, "Class");
    case Resource::Races: return signedCount(amount, "Race");
    case Resource::Armies: return signedCount(amount, "Army");
    case Resource::Mojos: return signedCount(amount, "Mojo");
    case Resource::Sidekicks: return signedCount(amount, "Sidekick");
    case Resource::Steeds: return signedCount(amount, "Steed");
    case Resource::ComplexItems: return signedCount(amount, "Complex item");
    case Resource::HandLimit: return signedCount(amount, "card") + " in your hand limit";
    case Resource::PowerRank: return signedNumber(amount) + " to your Power Rank";
    case Resource::Helpers: return signedCount(amount, "helper");
  }
  return signedNumber(amount) + " " + words(what);
}

std::string cancelPhrase(const std::string& what) {
  if (what == "seventh_seal") return "cancel the Seventh Seal";
  if (what == "bad_stuff") return "cancel the Bad Stuff";
  if (what == "monster") return "cancel a monster";
  return "cancel " + withArticle(titleCase(what));
}

std::string equipPhrase(const std::string& what) {
  if (what == "any") return "equip any item";
  if (what == "big") return "equip a Big item";
  if (what == "hands") return "equip an item in your hands";
  return "equip " + words(what);
}

bool hasFlag(const model::ActionStep& s, std::string_view flag) {
  return std::find(s.flags.begin(), s.flags.end(), flag) != s.flags.end();
}

std::string refPhrase(const std::optional<model::Ref>& ref) {
  if (!ref) return "";
  return " against " + ref->name;
}

std::string actionPhrase(const model::ActionStep& s) {
  switch (s.action) {
    case Action::GainLevels:
      return "go up " + counted(s.amount, "level") +
             (s.cap ? " (not above Level " + std::to_string(*s.cap) + ")" : "");
    case Action::LoseLevels: return "lose " + counted(s.amount, "level");
    case Action::SetLevel: return "drop to Level " + std::to_string(s.amount);
    case Action::CombatBonus: return signedNumber(s.amount) + " in combat" + refPhrase(s.versus);
    case Action::Treasures: return signedCount(s.amount, "Treasure");
    case Action::RunAway: return signedNumber(s.amount) + " to Run Away" + refPhrase(s.versus);
    case Action::AutoEscape: return hasFlag(s, "all") ? "escape every monster automatically" : "escape a monster automatically";
    case Action::Draw: {
      std::string phrase = "draw " + counted(s.hasAmount ? s.amount : 1, titleCase(s.what) + " card");
      for (const std::string& flag : s.flags) phrase += " " + words(flag);
      return phrase;
    }
    case Action::LoseItem: return s.items ? itemSelectPhrase(*s.items) : loseItemPhrase(s.what);
    case Action::LoseClass: return "lose your Class";
    case Action::LoseRace: return "lose your Race";
    case Action::DiscardHand: return "discard your whole hand";
    case Action::DiscardCards: return "discard " + counted(s.amount, "card");
    case Action::Die: return "die";
    case Action::OpenSeal: return "open " + counted(s.hasAmount ? s.amount : 1, "Seal");
    case Action::CloseSeal: return "close " + counted(s.hasAmount ? s.amount : 1, "Seal");
    case Action::Win: return "win the game";
    case Action::Steal: return "steal " + withArticle(s.what.empty() ? "card" : words(s.what));
    case Action::Give: return "give away " + withArticle(s.what.empty() ? "card" : words(s.what));
    case Action::LookAtHand: return "look at a hand";
    case Action::ForceHelp: return "must help in the fight";
    case Action::ReturnToHand: return "take " + withArticle(words(s.what)) + " back into your hand";
    case Action::Sacrifice: return "discard this card";
    case Action::SellItems: return "sell items for levels";
    case Action::Grant: return grantPhrase(s.what, s.amount);
    case Action::Cancel: return cancelPhrase(s.what);
    case Action::AddMonster: return "add a monster from your hand to the fight";
    case Action::Equip: return equipPhrase(s.what);
    case Action::TriggerSeal: return "apply an open Seal";
    // Choices are worded by describeSteps, never one step at a time.
    case Action::Choose: return "choose one";
    case Action::May: return "you may";
    case Action::Alternative: return "or";
    case Action::KillMonster:
      return hasFlag(s, "treasure_only") ? "kill a monster outright, for its Treasure only (no level)"
                                         : "kill a monster outright";
    case Action::TakeTreasure: return "take a monster's Treasure without fighting it";
    case Action::EndCombat: return "end the combat";
    case Action::RollBonus: return signedNumber(s.amount) + " to the die roll";
    case Action::Reroll: return "roll the die again";
    // Rolls are worded by describeSteps, never one step at a time.
    case Action::Roll: return "roll a die";
    case Action::RollRow: return "on";
  }
  return words(spelling(s.action));
}

std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

}  // namespace

std::string describeCondition(const model::Condition& c) {
  using Op = model::Condition::Op;
  switch (c.op) {
    case Op::Test:
      switch (c.predicate) {
        case Predicate::Class:
        case Predicate::Race:
        case Predicate::Army:
        case Predicate::Mojo:
        case Predicate::Sex:
        case Predicate::Tag: return c.name;
        case Predicate::Sole: return "the only " + c.name;
        default: return words(spelling(c.predicate));
      }
    case Op::Compare:
      return capitalised(words(spelling(c.predicate))) + " " + std::string(spelling(c.comparison)) + " " +
             std::to_string(c.value);
    case Op::Not: return c.operands.empty() ? "" : "not " + describeCondition(c.operands.front());
    case Op::And:
    case Op::Or: {
      std::string joined;
      for (const model::Condition& operand : c.operands) {
        if (!joined.empty()) joined += c.op == Op::And ? " and " : " or ";
        joined += describeCondition(operand);
      }
      return joined;
    }
  }
  return "";
}

std::string describeStep(const model::ActionStep& step) {
  std::string phrase = actionPhrase(step);
  std::string target = targetPhrase(step.target);
  if (!target.empty()) phrase += " (" + target + ")";
  return phrase;
}

namespace {

std::string describeRun(const std::vector<model::ActionStep>& steps, std::size_t first, std::size_t end);

// Who decides a choice: nothing for `self`, whom the card speaks to.
std::string chooserPhrase(Target chooser) {
  switch (chooser) {
    case Target::Victim: return "the victim";
    case Target::PlayerLeft: return "the player on the left";
    case Target::PlayerRight: return "the player on the right";
    default: return "";
  }
}

// `choose { combat_bonus +N to a player; } or { combat_bonus +N to monster; }`:
// the rule sheets' "+N to either side".
bool eitherSide(const std::vector<model::ActionStep>& steps, std::size_t head) {
  if (steps[head].action != Action::Choose || steps[head].amount != 2 || head + 4 >= steps.size()) return false;
  const model::ActionStep& a = steps[head + 2];
  const model::ActionStep& b = steps[head + 4];
  return steps[head + 1].amount == 1 && steps[head + 3].amount == 1 && a.action == Action::CombatBonus &&
         b.action == Action::CombatBonus && a.amount == b.amount && !a.versus && !b.versus &&
         (a.target == Target::Monster) != (b.target == Target::Monster);
}

// The choice whose head is at `head`, worded; `next` is set past it.
std::string describeChoice(const std::vector<model::ActionStep>& steps, std::size_t head, std::size_t& next) {
  const model::ActionStep& h = steps[head];
  std::vector<std::string> alternatives;
  next = head + 1;
  for (int k = 0; k < h.amount && next < steps.size(); ++k) {
    const std::size_t end = std::min(steps.size(), next + 1 + static_cast<std::size_t>(steps[next].amount));
    alternatives.push_back(describeRun(steps, next + 1, end));
    next = end;
  }
  const std::string chooser = chooserPhrase(h.target);
  if (h.action == Action::May) {
    return (chooser.empty() ? "you may " : chooser + " chooses whether you ") + alternatives.front();
  }
  if (eitherSide(steps, head) && chooser.empty()) return signedNumber(steps[head + 2].amount) + " in combat to either side";
  std::string phrase = chooser.empty() ? "choose one: " : chooser + " chooses one: ";
  for (std::size_t i = 0; i < alternatives.size(); ++i) phrase += (i ? "; or " : "") + alternatives[i];
  return phrase;
}

// The faces a row covers (bit f-1 for face f, one run of them): "1-2", "6".
std::string facesPhrase(int faces) {
  int low = 0, high = 0;
  for (int face = 1; face <= 6; ++face) {
    if (((faces >> (face - 1)) & 1) == 0) continue;
    if (low == 0) low = face;
    high = face;
  }
  return low == high ? std::to_string(low) : std::to_string(low) + "-" + std::to_string(high);
}

// The roll whose head is at `head`, its rows in the order written: "roll a
// die: on 1-2, lose 1 level; on 3-6, nothing"; `next` is set past it.
std::string describeRoll(const std::vector<model::ActionStep>& steps, std::size_t head, std::size_t& next) {
  std::string phrase = "roll a die:";
  next = head + 1;
  for (int k = 0; k < steps[head].amount && next < steps.size(); ++k) {
    const std::size_t end = std::min(steps.size(), next + 1 + static_cast<std::size_t>(steps[next].amount));
    const std::string row = describeRun(steps, next + 1, end);
    phrase += std::string(k ? ";" : "") + " on " + facesPhrase(steps[next].cap.value_or(0)) + ", " +
              (row.empty() ? "nothing" : row);
    next = end;
  }
  return phrase;
}

std::string describeRun(const std::vector<model::ActionStep>& steps, std::size_t first, std::size_t end) {
  std::string sentence;
  for (std::size_t i = first; i < end;) {
    if (!sentence.empty()) sentence += ", then ";
    if (steps[i].action == Action::Roll) {
      std::size_t next = i;
      sentence += describeRoll(steps, i, next);
      i = next;
      continue;
    }
    if (steps[i].action == Action::Choose || steps[i].action == Action::May) {
      std::size_t next = i;
      sentence += describeChoice(steps, i, next);
      i = next;
      continue;
    }
    sentence += describeStep(steps[i]);
    ++i;
  }
  return sentence;
}

}  // namespace

std::string describeSteps(const std::vector<model::ActionStep>& steps) { return describeRun(steps, 0, steps.size()); }

std::string describeBadStuff(const model::Card& card) {
  std::string text;
  for (const model::Effect& effect : card.effects) {
    if (effect.kind != model::Effect::Kind::BadStuff || effect.steps.empty()) continue;
    std::string sentence = describeSteps(effect.steps);
    if (effect.condition) sentence = "if " + describeCondition(*effect.condition) + ": " + sentence;
    if (!text.empty()) text += " ";
    text += capitalised(sentence) + ".";
  }
  return text;
}

}  // namespace munchkinc::sheets
