// The bots of a case: every seat answers from the case's `answers:` list and
// every question asked is recorded (README.md, "Answers").
#pragma once

#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "munchkin/bot.h"

namespace conformance {

// One question asked of a seat: its `ask` word and the options as a case
// names them (card names, seats, `CARD#N`, true/false, players/monsters).
struct Question {
  int seat = -1;
  std::string ask;
  std::vector<std::string> options;
};

struct Answer {
  int seat = -1;
  std::string ask;
  std::string pick;
  int share = 0;
  bool optional = false;  // may go unasked (`optional: true`)
  bool used = false;
};

// What every seat's bot shares: the answers left and the questions asked.
class Script {
 public:
  // Reads `answers:`; throws CaseError on a malformed entry.
  explicit Script(const YAML::Node& answers);

  // While quiet (the engine deals the opening hands before the table is set
  // up), optional choices are declined, others take the first option, and
  // nothing is recorded or used.
  bool quiet = true;

  // Records the question and returns the index of the option picked, or -1
  // for "none". `optional`: an unscripted question is declined rather than
  // failing the case. Throws CaseError for an unscripted choice or a pick not
  // among the options.
  int ask(int seat, const std::string& ask, const std::vector<std::string>& options, bool optional,
          int* share = nullptr);

  const std::vector<Question>& asked() const { return asked_; }
  // The answers no question took, for the end of the case.
  std::vector<const Answer*> unused() const;

 private:
  std::vector<Answer> answers_;
  std::vector<Question> asked_;
};

class ScriptedBot final : public munchkin::Bot {
 public:
  explicit ScriptedBot(Script& script) : script_(script) {}
  std::string_view name() const override { return "scripted"; }
  int choose(munchkin::Game& game, int seat, munchkin::Choice choice, std::span<const munchkin::CardId> options) override;
  munchkin::HelpRequest askForHelp(munchkin::Game& game, int seat, std::span<const int> candidates) override;
  bool acceptHelp(munchkin::Game& game, int seat, int asker, int share) override;
  bool sacrificeSidekick(munchkin::Game& game, int seat) override;
  int choosePlayer(munchkin::Game& game, int seat, const munchkin::TargetRequest& request,
                   std::span<const int> seats) override;
  int chooseCurseVictim(munchkin::Game& game, int seat, munchkin::CardId curse, std::span<const int> seats) override;
  int stopCurse(munchkin::Game& game, int seat, munchkin::CardId curse,
                std::span<const munchkin::Ability> options) override;
  int chooseAbility(munchkin::Game& game, int seat, std::span<const munchkin::Ability> options) override;
  bool backsMonsters(munchkin::Game& game, int seat, munchkin::CardId oneShot) override;
  bool backsOutOfForcedHelp(munchkin::Game& game, int seat) override;
  int chooseSex(munchkin::Game& game, int seat) override;
  int chooseAlternative(munchkin::Game& game, int seat, const munchkin::AlternativeRequest& request,
                        std::span<const munchkin::Range> alternatives) override;

 private:
  Script& script_;
};

// The `ask` word of a Choice (README.md's table): "play", "lose_item", ...
std::string askWord(munchkin::Choice choice);

// `CARD#N`: the N-th `play` block of the card, as a case names an ability.
std::string abilityName(const munchkin::Game& game, munchkin::Ability ability);

}  // namespace conformance
