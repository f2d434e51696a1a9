#include "backend/sheets/effect_text.h"

#include <algorithm>
#include <cctype>

#include "backend/sheets/amount_text.h"
#include "backend/sheets/card_content.h"
#include "backend/sheets/wording.h"
#include "munchkin/plural.h"

namespace munchkinc::sheets {
namespace {

using munchkin::Action;
using munchkin::counted;
using munchkin::Predicate;
using munchkin::Resource;
using munchkin::Subject;
using munchkin::Target;
using munchkin::Timing;

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
    case Target::Fighter: return "the fighter";
    case Target::FightingSide: return "the fighting side";
  }
  return "";
}

std::string levelPhrase(const model::LevelBounds& level, const char* word) {
  const std::string w = word;
  if (level.min && level.max) {
    return *level.min == *level.max ? " of " + w + " " + std::to_string(*level.min)
                                    : " of " + w + " " + std::to_string(*level.min) + " to " + std::to_string(*level.max);
  }
  if (level.min) return " of " + w + " " + std::to_string(*level.min) + " or more";
  if (level.max) return " of " + w + " " + std::to_string(*level.max) + " or less";
  return "";
}

// `to all_players class Cleric` is "every Cleric"; `to highest_level all
// except self` "every player at the highest Level, except you".
std::string playerSelectPhrase(Target target, const model::PlayerSelect& p) {
  static const char* const kShapes[4] = {"Class", "Race", "Army", "Mojo"};
  std::string noun;
  std::string with;
  for (int i = 3; i >= 0; --i) {
    if (!p.named[i]) continue;
    if (p.named[i]->empty()) with += std::string(with.empty() ? " with " : " and ") + withArticle(kShapes[i]);
    else noun = *p.named[i] + (noun.empty() ? "" : " " + noun);
  }
  if (noun.empty()) noun = "player";
  if (!p.sex.empty()) noun = p.sex + " " + noun;
  noun += with + levelPhrase(p.level, "Level");
  if (!p.wears.empty()) noun += p.wears == "hands" ? " holding an item in the hands" : " wearing " + p.wears;
  if (p.helping) noun += " who is helping";
  else if (p.fighting) noun += " in the fight";
  std::string phrase;
  switch (target) {
    case Target::AnyPlayer: phrase = withArticle(noun) + " of your choice"; break;
    case Target::OtherPlayer: phrase = "another " + noun; break;
    case Target::AllPlayers: phrase = "every " + noun; break;
    case Target::AllOthers: phrase = "every other " + noun; break;
    case Target::HighestLevel:
    case Target::LowestLevel: {
      const char* extreme = target == Target::HighestLevel ? "highest" : "lowest";
      phrase = (p.allTied ? "every " : "a ") + noun + " at the " + extreme + " Level";
      break;
    }
    case Target::FightingSide: phrase = "every " + noun + " of the fighting side"; break;
    case Target::Helper: phrase = "the helper, if " + withArticle(noun); break;
    default: phrase = targetPhrase(target) + (target == Target::Self ? "you" : "") + ", if " + withArticle(noun); break;
  }
  if (p.exceptSelf) phrase += ", except you";
  if (p.exceptFighter) phrase += ", except the fighter";
  return phrase;
}

// `tag Undead` is "an Undead monster"; with `all`, "every Undead monster".
std::string monsterSelectPhrase(const model::MonsterSelect& m) {
  std::string noun = m.name.empty() ? "monster" : m.name;
  if (!m.tag.empty()) noun = m.tag + " " + noun;
  noun += levelPhrase(m.level, "level");
  if (m.all) return "every " + noun;
  return m.name.empty() ? withArticle(noun) : noun;
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

// `floor N` on a bonus to a monster, as the real cards say it.
std::string floorPhrase(const model::ActionStep& s) {
  return s.floor ? "; its strength cannot go below " + std::to_string(*s.floor) : "";
}

// An action whose number or `max` is computed (docs/semantics.md, Amounts):
// the number is said as what it equals.
std::string computedPhrase(const model::ActionStep& s) {
  const std::string amount = s.computed ? describeAmount(*s.computed) : std::to_string(s.amount);
  switch (s.action) {
    case Action::GainLevels: {
      const std::string gain = s.computed ? "go up levels equal to " + amount : "go up " + counted(s.amount, "level");
      if (s.computedCap) return gain + " (not above a Level equal to " + describeAmount(*s.computedCap) + ")";
      return gain + (s.cap ? " (not above Level " + std::to_string(*s.cap) + ")" : "");
    }
    case Action::LoseLevels: return "lose levels equal to " + amount;
    case Action::SetLevel: return "go to a Level equal to " + amount;
    case Action::CombatBonus: return "a bonus equal to " + amount + " in combat" + refPhrase(s.versus) + floorPhrase(s);
    case Action::Treasures: return "extra Treasures equal to " + amount;
    case Action::RunAway: return "a bonus equal to " + amount + " to Run Away" + refPhrase(s.versus);
    case Action::Draw: {
      if (hasFlag(s, "discard")) {
        return "take a number of " + titleCase(s.what) + " cards equal to " + amount + " from the top of the discard pile";
      }
      std::string phrase = "draw a number of " + titleCase(s.what) + " cards equal to " + amount;
      for (const std::string& flag : s.flags) phrase += " " + words(flag);
      return phrase;
    }
    case Action::SellItems:
      return "sell items for levels" + (s.computedCap ? " (at most " + describeAmount(*s.computedCap) + ")" : "");
    default: return words(spelling(s.action));  // sema allows computed amounts nowhere else (E0324)
  }
}

// The switches (docs/semantics.md, Switches), said as the rule sheets say them.
std::string countOnlyPhrase(const std::string& slot) {
  if (slot == "hands") return "only the items in your hands count in combat";
  return "only your " + slot + " counts in combat";
}

std::string ignorePhrase(const model::ActionStep& s) {
  if (s.what == "level") return "your Level does not count in combat";
  if (s.what == "restrictions") return "the attached item may be used by anyone";
  const std::string shape = s.versus ? titleCase(std::string(spelling(s.versus->what))) : "Class";
  return "with a single " + shape + ", ignore its drawbacks: items it may not use and monsters' bonuses against it";
}

std::string actionPhrase(const model::ActionStep& s) {
  if (s.computed || s.computedCap) return computedPhrase(s);
  switch (s.action) {
    case Action::GainLevels:
      return "go up " + counted(s.amount, "level") +
             (s.cap ? " (not above Level " + std::to_string(*s.cap) + ")" : "");
    case Action::LoseLevels: return "lose " + counted(s.amount, "level");
    case Action::SetLevel: return "drop to Level " + std::to_string(s.amount);
    case Action::CombatBonus: return signedNumber(s.amount) + " in combat" + refPhrase(s.versus) + floorPhrase(s);
    case Action::Treasures: return signedCount(s.amount, "Treasure");
    case Action::RunAway: return signedNumber(s.amount) + " to Run Away" + refPhrase(s.versus);
    case Action::AutoEscape:
      if (s.monsters) return "escape " + monsterSelectPhrase(*s.monsters) + " automatically";
      return hasFlag(s, "all") ? "escape every monster automatically" : "escape a monster automatically";
    case Action::Draw: {
      const int n = s.hasAmount ? s.amount : 1;
      if (hasFlag(s, "discard")) {
        return "take the top " + (n == 1 ? titleCase(s.what) + " card" : counted(n, titleCase(s.what) + " card")) +
               " of the discard pile";
      }
      std::string phrase = "draw " + counted(n, titleCase(s.what) + " card");
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
    case Action::Cancel: return s.monsters ? "cancel " + monsterSelectPhrase(*s.monsters) : cancelPhrase(s.what);
    case Action::AddMonster: return "add a monster from your hand to the fight";
    case Action::Equip: return equipPhrase(s.what);
    case Action::TriggerSeal: return "apply an open Seal";
    // Choices are worded by describeSteps, never one step at a time.
    case Action::Choose: return "choose one";
    case Action::May: return "you may";
    case Action::Alternative: return "or";
    case Action::KillMonster: {
      const std::string monster = s.monsters ? monsterSelectPhrase(*s.monsters) : "a monster";
      return hasFlag(s, "treasure_only") ? "kill " + monster + " outright, for its Treasure only (no level)"
                                         : "kill " + monster + " outright";
    }
    case Action::TakeTreasure:
      return s.monsters ? "take the Treasure of " + monsterSelectPhrase(*s.monsters) + " without fighting it"
                        : "take a monster's Treasure without fighting it";
    case Action::EndCombat: return "end the combat";
    case Action::Ignore: return ignorePhrase(s);
    case Action::Forbid:
      if (s.what == "reward") return "helping in this fight earns no share of its Treasure";
      return s.what == "help" ? "nobody may help in the fight" : "you cannot Run Away";
    case Action::CountOnly: return countOnlyPhrase(s.what);
    case Action::DoubleStrength: return "your combat strength is doubled";
    case Action::WinTies: return "you win ties in combat";
    case Action::RollBonus: return signedNumber(s.amount) + " to the die roll";
    case Action::Reroll: return "roll the die again";
    case Action::DiscardDrawn: return "discard the card just drawn";
    case Action::ChangeSex: return "change sex";
    case Action::SalePrice:
      if (std::find(s.flags.begin(), s.flags.end(), "times") != s.flags.end()) {
        return "each item sold is worth " + (s.amount == 2 ? std::string("twice") : std::to_string(s.amount) + " times") +
               " its value";
      }
      return "each item sold is worth " + std::to_string(s.amount < 0 ? -s.amount : s.amount) + " gold " +
             (s.amount < 0 ? "less" : "more");
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

namespace {

// Whom a predicate asks about, when it is not the card's own player.
std::string subjectPhrase(Subject subject) {
  switch (subject) {
    case Subject::Helper: return "the helper is ";
    case Subject::Monster: return "the monster is ";
    case Subject::Victim: return "the victim is ";
    case Subject::Self: break;
  }
  return "";
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
        case Predicate::Tag: return subjectPhrase(c.subject) + c.name;
        case Predicate::Sole: return subjectPhrase(c.subject) + "the only " + c.name;
        case Predicate::Losing: return "the fighter is losing";
        default: return subjectPhrase(c.subject) + words(spelling(c.predicate));
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
  std::string target = step.players                                                  ? playerSelectPhrase(step.target, *step.players)
                       : step.monsters && step.target == Target::Monster && step.action == Action::CombatBonus
                           ? monsterSelectPhrase(*step.monsters)
                           : targetPhrase(step.target);
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

namespace {

void replaceFirst(std::string& text, std::string_view from, std::string_view to) {
  const std::size_t at = text.find(from);
  if (at != std::string::npos) text.replace(at, from.size(), to);
}

// When a window opens, as a card's text says it (docs/semantics.md, "Windows").
std::string windowPhrase(Timing window) {
  switch (window) {
    case Timing::RunFailed: return "Play after your Run Away roll fails, before its Bad Stuff";
    case Timing::AfterEscape: return "Play when any player escapes a monster";
    case Timing::AfterDeath: return "Play when any player dies";
    case Timing::AfterWin: return "Play when any player wins a fight";
    case Timing::BeforeTreasure: return "Play after a fight is won, before its Treasure is drawn";
    case Timing::WhenDrawn: return "Play at once when you draw this card";
    case Timing::InAnswer: return "Play as any Curse is played";
    default: return "Play";
  }
}

}  // namespace

std::string describeWindowPlays(const model::Card& card) {
  std::string text;
  for (const model::Effect& effect : card.effects) {
    if (effect.kind != model::Effect::Kind::Play || !munchkin::isWindow(effect.timing)) continue;
    std::string sentence = describeSteps(effect.steps);
    // After a failed roll the escape is from the monster of that roll; in answer, the Curse is the one played.
    if (effect.timing == Timing::RunFailed) {
      replaceFirst(sentence, "escape a monster", "escape that monster");
      replaceFirst(sentence, "cancel the Bad Stuff", "cancel its Bad Stuff");
    }
    if (effect.timing == Timing::InAnswer) replaceFirst(sentence, "cancel a Curse", "cancel it");
    if (effect.condition) sentence = "if " + describeCondition(*effect.condition) + ", " + sentence;
    // Once per chosen player: "a player" it picks is never the same twice in a turn.
    if (effect.limit == munchkin::Limit::OncePerTarget) sentence += ", once per player each turn";
    if (!text.empty()) text += " ";
    text += windowPhrase(effect.timing) + ": " + sentence + ".";
  }
  return text;
}

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
