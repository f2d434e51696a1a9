#include "scripted_bot.h"

#include <algorithm>

#include "conformance_case.h"

namespace conformance {

using munchkin::CardId;
using munchkin::Choice;
using munchkin::Game;

std::string askWord(Choice choice) {
  switch (choice) {
    // Looking for Trouble plays a monster from the hand on the player's own turn.
    case Choice::OwnTurnPlay:
    case Choice::OffTurnPlay:
    case Choice::LookForTrouble:
    case Choice::CombatPlay:
    case Choice::Interfere: return "play";
    // README.md names no question for a sale; the case author's wish calls it so.
    case Choice::Sell: return "sell_item";
    case Choice::Discard: return "discard";
    case Choice::Loot: return "loot";
    case Choice::LoseItem: return "lose_item";
    case Choice::LoseCard: return "lose_card";
    case Choice::StealItem: return "steal_item";
    case Choice::GiveItem: return "give_item";
    case Choice::ReturnItem: return "return_item";
    case Choice::EquipItem: return "equip_item";
    case Choice::TargetMonster: return "target_monster";
    case Choice::AddMonster: return "add_monster";
    case Choice::RunFrom: return "run_from";
    case Choice::AttachTo: return "attach_to";
    case Choice::Alternative: return "choose";
    case Choice::Optional: return "may";
    case Choice::WindowPlay: return "window";
    // A choice added to bot.h after this list: named by its number, so that a
    // case meeting it fails as an unscripted choice that says which it is.
    default: break;
  }
  return "choice" + std::to_string(static_cast<int>(choice));
}

std::string abilityName(const Game& game, munchkin::Ability ability) {
  const munchkin::CardDef& d = game.def(ability.card);
  int playBlock = 0;
  for (std::uint32_t e = 0; e < ability.block && e < d.effects.count; ++e) {
    playBlock += game.set().tables().effects[d.effects.first + e].kind == munchkin::EffectKind::Play;
  }
  return std::string(d.name) + "#" + std::to_string(playBlock);
}

Script::Script(const YAML::Node& answers) {
  if (!answers) return;
  if (!answers.IsSequence()) throw CaseError("'answers' is a list of {seat, ask, pick}");
  for (const YAML::Node& entry : answers) {
    if (!entry.IsMap() || !entry["seat"] || !entry["ask"] || !entry["pick"]) {
      throw CaseError("an answer needs seat, ask and pick: " + show(entry));
    }
    for (const auto& key : entry) {
      const std::string name = key.first.Scalar();
      if (name != "seat" && name != "ask" && name != "pick" && name != "share" && name != "optional") {
        throw CaseError("unknown key '" + name + "' in the answer " + show(entry));
      }
    }
    Answer a;
    a.seat = asInt(entry["seat"], "seat");
    a.ask = asString(entry["ask"], "ask");
    a.pick = asString(entry["pick"], "pick");
    if (entry["share"]) a.share = asInt(entry["share"], "share");
    if (entry["optional"]) a.optional = asBool(entry["optional"], "optional");
    answers_.push_back(std::move(a));
  }
}

namespace {

std::string listed(const std::vector<std::string>& options) {
  std::string out = "[";
  for (std::size_t i = 0; i < options.size(); ++i) out += (i ? ", " : "") + options[i];
  return out + "]";
}

// The option a pick names: exactly, or a card's first ability (or block that stops a curse) for `CARD`.
int optionNamed(const std::string& ask, const std::string& pick, const std::vector<std::string>& options) {
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (options[i] == pick) return static_cast<int>(i);
  }
  if (ask == "ability" || ask == "stop_curse") {
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (options[i].rfind(pick + "#", 0) == 0) return static_cast<int>(i);
    }
  }
  return -2;
}

}  // namespace

int Script::ask(int seat, const std::string& ask, const std::vector<std::string>& options, bool optional, int* share) {
  if (quiet) return optional || options.empty() ? -1 : 0;
  asked_.push_back({seat, ask, options});
  const std::string question = "seat " + std::to_string(seat) + " was asked '" + ask + "' with options " + listed(options);
  for (Answer& a : answers_) {
    if (a.used || a.seat != seat || a.ask != ask) continue;
    a.used = true;
    if (share) *share = a.share;
    if (a.pick == "none") {
      if (!optional) throw CaseError(question + " and answered none, but must pick one");
      return -1;
    }
    const int index = optionNamed(ask, a.pick, options);
    if (index < 0) throw CaseError(question + " and answered '" + a.pick + "', which is not among them");
    return index;
  }
  if (optional) return -1;
  // Copies of one card are one option as far as the case can tell.
  if (!options.empty() && std::all_of(options.begin(), options.end(), [&](const std::string& o) { return o == options[0]; })) {
    return 0;
  }
  throw CaseError("unscripted choice: " + question);
}

std::vector<const Answer*> Script::unused() const {
  std::vector<const Answer*> out;
  for (const Answer& a : answers_) {
    if (!a.used && !a.optional) out.push_back(&a);
  }
  return out;
}

int ScriptedBot::choose(Game& game, int seat, Choice choice, std::span<const CardId> options) {
  std::vector<std::string> names;
  for (CardId card : options) names.emplace_back(game.def(card).name);
  std::string ask = askWord(choice);
  // One Choice serves `give item` (carried items) and `give card` (the hand):
  // the case author's spelling tells them apart by where the options lie.
  const auto inHand = [&](CardId card) { return game.where[card].zone == munchkin::Zone::Hand; };
  if (choice == Choice::GiveItem && !options.empty() && std::all_of(options.begin(), options.end(), inHand)) {
    ask = "give_card";
  }
  // Unscripted, the runner runs from the monsters in the order they entered
  // (the options' order), so that a case about something else need not script it.
  if (choice == Choice::RunFrom) return std::max(0, script_.ask(seat, ask, names, true));
  return script_.ask(seat, ask, names, !munchkin::mustPick(choice));
}

munchkin::HelpRequest ScriptedBot::askForHelp(Game&, int seat, std::span<const int> candidates) {
  std::vector<std::string> seats;
  for (int candidate : candidates) seats.push_back(std::to_string(candidate));
  int share = 0;
  const int pick = script_.ask(seat, "help", seats, true, &share);
  if (pick < 0) return {};
  return {candidates[static_cast<std::size_t>(pick)], share};
}

bool ScriptedBot::acceptHelp(Game&, int seat, int, int) {
  return script_.ask(seat, "accept", {"true", "false"}, true) == 0;
}

bool ScriptedBot::sacrificeSidekick(Game&, int seat) {
  return script_.ask(seat, "sacrifice", {"true", "false"}, true) == 0;
}

int ScriptedBot::choosePlayer(Game&, int seat, const munchkin::TargetRequest& request, std::span<const int> seats) {
  std::vector<std::string> names;
  for (int s : seats) names.push_back(std::to_string(s));
  // With no action, the giver picks who among equal recipients gets a card at Charity.
  return script_.ask(seat, request.action == nullptr ? "recipient" : "player", names, false);
}

int ScriptedBot::chooseCurseVictim(Game&, int seat, CardId, std::span<const int> seats) {
  std::vector<std::string> names;
  for (int s : seats) names.push_back(std::to_string(s));
  return script_.ask(seat, "curse_victim", names, false);
}

int ScriptedBot::stopCurse(Game& game, int seat, CardId, std::span<const munchkin::Ability> options) {
  std::vector<std::string> names;
  for (const munchkin::Ability& option : options) names.push_back(abilityName(game, option));
  return script_.ask(seat, "stop_curse", names, true);
}

int ScriptedBot::chooseAbility(Game& game, int seat, std::span<const munchkin::Ability> options) {
  std::vector<std::string> names;
  for (const munchkin::Ability& ability : options) names.push_back(abilityName(game, ability));
  return script_.ask(seat, "ability", names, true);
}

bool ScriptedBot::backsOutOfForcedHelp(Game&, int seat) {
  return script_.ask(seat, "back_out", {"true", "false"}, true) == 0;
}

// Asked as the game is reset, before the case's table is laid (which makes every seat male).
int ScriptedBot::chooseSex(Game&, int seat) { return script_.ask(seat, "sex", {"male", "female"}, true); }

bool ScriptedBot::backsMonsters(Game&, int seat, CardId) {
  return script_.ask(seat, "side", {"players", "monsters"}, false) == 1;
}

// `choose`: the alternatives offered, by their place as written from 1 (those
// whose price cannot be paid are not offered); `may`: true takes it, and
// unscripted it is declined.
int ScriptedBot::chooseAlternative(Game&, int seat, const munchkin::AlternativeRequest& request,
                                   std::span<const munchkin::Range>) {
  if (request.choice == Choice::Optional) return script_.ask(seat, "may", {"true", "false"}, true) == 0 ? 0 : -1;
  std::vector<std::string> names;
  for (std::uint8_t place : request.written) names.push_back(std::to_string(place + 1));
  return script_.ask(seat, "choose", names, false);
}

}  // namespace conformance
