// The game log's words for an alternative of `choose` or the effect of a
// `may` (docs/semantics.md, "Choices"): what its actions do, as the rest of
// the log says it ("discard 2 cards", "lose 1 level", "give +3 to the
// monsters"), so that a reader sees what was picked without the card text.
#include <string>

#include "munchkin/engine.h"
#include "munchkin/plural.h"

namespace munchkin {
namespace {

std::string signedNumber(int n) { return (n > 0 ? "+" : "") + std::to_string(n); }

// Who a target word names, as the log would call them before knowing who.
const char* whom(Target target) {
  switch (target) {
    case Target::Self:
    case Target::Victim: return "themself";
    case Target::AnyPlayer: return "a player";
    case Target::OtherPlayer: return "another player";
    case Target::AllPlayers: return "every player";
    case Target::AllOthers: return "every other player";
    case Target::Helper: return "the helper";
    case Target::PlayerLeft: return "the player on the left";
    case Target::PlayerRight: return "the player on the right";
    case Target::LowestLevel: return "the lowest-Level player";
    case Target::HighestLevel: return "the highest-Level player";
    case Target::Monster: return "the monsters";
    case Target::Fighter: return "the fighter";
    case Target::FightingSide: return "the fighting side";
  }
  return "a player";
}

}  // namespace

std::string Game::actionWords(const ActionDef& action) const {
  const int n = action.hasAmount ? action.amount : 1;
  const NameInfo* what = action.what != kNoName ? &set_.name(action.what) : nullptr;
  const std::string word = action.what != kNoName ? set_.tables().names[static_cast<std::size_t>(action.what)] : "";
  // A computed number is worked out when the action runs: the log says it then.
  const std::string amount = action.computed != kNone ? "a computed number of" : std::to_string(n);
  std::string verb;
  switch (action.action) {
    // Bonuses are given to someone: the target is part of the phrase.
    case Action::CombatBonus:
      return "give " + (action.computed != kNone ? std::string("a computed bonus") : signedNumber(n)) + " to " +
             whom(action.target);
    case Action::RunAway: {
      const bool own = action.target == Target::Self || action.target == Target::Victim;
      return "give " + (action.computed != kNone ? std::string("a computed bonus") : signedNumber(n)) +
             (own ? std::string(" to their run-away rolls") : std::string(" to the run-away rolls of ") + whom(action.target));
    }
    case Action::Treasures: return "add " + (action.computed != kNone ? std::string("a computed number of Treasures") : counted(n, "Treasure"));
    case Action::GainLevels: verb = "go up " + (action.computed != kNone ? amount + " levels" : counted(n, "level")); break;
    case Action::LoseLevels: verb = "lose " + (action.computed != kNone ? amount + " levels" : counted(n, "level")); break;
    case Action::SetLevel: verb = "go to Level " + (action.computed != kNone ? std::string("a computed number") : std::to_string(n)); break;
    case Action::Draw: {
      const int deck = what && what->deck >= 0 ? what->deck : set_.doorDeck();
      const char* title = set_.tables().decks[static_cast<std::size_t>(deck)].title;
      verb = ((action.flags & kFlagDiscard) ? "take " : "draw ") +
             (action.computed != kNone ? amount + " " + pluralOf(title) : counted(n, title)) +
             ((action.flags & kFlagDiscard) ? " from the discards" : "");
      break;
    }
    case Action::DiscardCards: verb = "discard " + counted(n, "card"); break;
    case Action::DiscardHand: verb = "discard the hand"; break;
    case Action::LoseItem: verb = "lose an item"; break;
    case Action::LoseClass: verb = "lose a Class"; break;
    case Action::LoseRace: verb = "lose a Race"; break;
    case Action::Die: verb = "die"; break;
    case Action::AutoEscape: verb = "escape without rolling"; break;
    case Action::Sacrifice: verb = "discard this card"; break;
    case Action::Reroll: verb = "re-roll"; break;
    case Action::DiscardDrawn: verb = "discard the card just drawn"; break;
    case Action::ChangeSex: verb = "change sex"; break;
    case Action::OpenSeal: verb = "open " + counted(n, "Seal"); break;
    case Action::CloseSeal: verb = "close " + counted(n, "Seal"); break;
    case Action::Steal: verb = "steal " + std::string(word == "item" ? "an item" : "a card") + " from " + whom(action.target); return verb;
    case Action::Give: verb = "give " + std::string(word == "item" ? "an item" : "a card") + " to " + whom(action.target); return verb;
    case Action::Cancel: return "cancel " + (word == "bad_stuff" ? std::string("the Bad Stuff") : word == "monster" ? "a monster" : "a " + word);
    case Action::KillMonster: return "kill a monster";
    case Action::TakeTreasure: return "take a monster's Treasure";
    case Action::EndCombat: return "end the fight";
    case Action::Choose:
    case Action::May: return "make a choice";
    case Action::Roll: return "roll the die";
    default: {
      // The language's own words for the rarer actions, as `computes N for lose_levels` does.
      verb = std::string(spelling(action.action));
      if (action.hasAmount) verb += " " + std::to_string(n);
      if (!word.empty()) verb += " " + word;
      break;
    }
  }
  if (action.target == Target::Self || action.target == Target::Victim) return verb;
  return std::string("make ") + whom(action.target) + " " + verb;
}

std::string Game::optionWords(Range actions) const {
  const SetTables& t = set_.tables();
  std::string words;
  int parts = 0;
  for (std::uint32_t at = actions.first; at < actions.first + actions.count;) {
    const ActionDef& action = t.actions[at];
    const std::string phrase = actionWords(action);
    // A nested choice or roll is one phrase: its alternatives are logged when it is made.
    at += action.action == Action::Choose || action.action == Action::May || action.action == Action::Roll ? choiceSpan(at) : 1;
    if (parts++ > 0) words += ", ";
    words += phrase;
  }
  // "a, b and c"
  const std::size_t comma = words.rfind(", ");
  if (comma != std::string::npos) words.replace(comma, 2, " and ");
  return words;
}

}  // namespace munchkin
