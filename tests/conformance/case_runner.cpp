#include "case_runner.h"

#include <algorithm>
#include <memory>
#include <optional>

#include "expectations.h"
#include "munchkin/engine.h"
#include "scripted_bot.h"

namespace conformance {
namespace {

using munchkin::CardId;
using munchkin::Game;
using munchkin::Shape;
using munchkin::Zone;

// The step words of README.md's table.
const std::vector<std::string>& stepWords() {
  static const std::vector<std::string> kWords = {"play",        "use",         "fight",       "turn",
                                                  "gain_levels", "lose_levels", "die",         "open_seal",
                                                  "close_seal",  "start_combat"};
  return kWords;
}

class Runner {
 public:
  Runner(const Case& c, const CaseSet& set)
      : case_(c), set_(*set.prepared), script_(c.root["answers"]), game_(set_) {}

  std::vector<std::string> run() {
    try {
      setUp();
    } catch (const CaseError& e) {
      throw CaseError("table: " + std::string(e.what()));
    }
    const YAML::Node steps = case_.root["steps"] ? case_.root["steps"] : YAML::Node(YAML::NodeType::Sequence);
    if (!steps.IsSequence()) throw CaseError("'steps' is a list");
    int index = 0;
    for (const YAML::Node& step : steps) {
      ++index;
      where_ = "step " + std::to_string(index) + " (" + show(step) + ")";
      if (step.IsMap() && step["expect"]) {
        YAML::Node bare = YAML::Clone(step);
        bare.remove("expect");
        where_ = "step " + std::to_string(index) + " (" + show(bare) + ")";
      }
      try {
        runStep(step);
      } catch (const CaseError& e) {
        throw CaseError(where_ + ": " + e.what());
      }
      engineErrors();
      if (step.IsMap() && step["expect"]) {
        compare(step["expect"]);
        if (!mismatches_.empty()) return mismatches_;
      }
    }
    where_ = "after the last step";
    if (case_.root["expect"]) compare(case_.root["expect"]);
    for (const Answer* a : script_.unused()) {
      mismatches_.push_back("the answer {seat: " + std::to_string(a->seat) + ", ask: " + a->ask + ", pick: " + a->pick +
                            "} was never asked for");
    }
    game_.checkAllCards();
    engineErrors();
    return mismatches_;
  }

 private:
  // The expectations of `expect` against the game now.
  void compare(const YAML::Node& expect) {
    checkExpectations(expect, {game_, script_.asked(), won_, where_}, mismatches_);
  }

  // `dice: [3, 5]`: the next dice players roll, in order (README.md).
  void setDice(const YAML::Node& node) {
    if (!node) return;
    if (!node.IsSequence()) throw CaseError("'dice' is a list of numbers 1..6");
    std::vector<int> dice;
    for (const auto& die : node) {
      const int value = asInt(die, "dice");
      if (value < 1 || value > 6) throw CaseError("a die shows 1..6, not " + std::to_string(value));
      dice.push_back(value);
    }
    game_.setDice(dice);
  }

  // --- the table ---
  void setUp() {
    where_ = "table";
    static const std::vector<std::string> kKeys = {"about", "contract", "mkn",     "players", "seed",  "dice",
                                                   "table", "steps",    "answers", "expect"};
    for (const auto& entry : case_.root) {
      const std::string key = entry.first.Scalar();
      if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end()) throw CaseError("unknown key '" + key + "' in the case");
    }
    const int players = case_.root["players"] ? asInt(case_.root["players"], "players") : 3;
    if (players < 2 || players > munchkin::kMaxPlayers) throw CaseError("players is 2..8");
    const std::uint64_t seed = case_.root["seed"] ? static_cast<std::uint64_t>(asInt(case_.root["seed"], "seed")) : 1;
    for (int seat = 0; seat < players; ++seat) bots_.push_back(std::make_unique<ScriptedBot>(script_));
    std::vector<munchkin::Bot*> bots;
    for (auto& bot : bots_) bots.push_back(bot.get());
    script_.quiet = true;  // the opening hands and plays of reset() are not the case's
    game_.setInvariantChecks(true);  // an engine error fails the case, in a Release build too
    game_.reset(seed, bots);
    for (int seat = 0; seat < players; ++seat) {
      munchkin::Player& p = game_.players[static_cast<std::size_t>(seat)];
      while (!p.inPlay.empty()) backToDeck(p.inPlay.back());
      while (!p.hand.empty()) backToDeck(p.hand.back());
      std::fill(std::begin(p.grants), std::end(p.grants), 0);
      p.level = game_.params().startLevel;
      p.sex = 0;
    }
    game_.current = 0;  // README.md's default, whoever the seed would send first
    script_.quiet = false;
    setDice(case_.root["dice"]);
    const YAML::Node table = case_.root["table"];
    if (!table) return;
    if (!table.IsMap()) throw CaseError("'table' is a map");
    for (const auto& entry : table) {
      const std::string key = entry.first.Scalar();
      if (key != "current" && key != "seats" && key != "open_seals" && key != "door_top" && key != "treasure_top" &&
          key != "combat" && key != "expect") {
        throw CaseError("table: unknown key '" + key + "'");
      }
    }
    if (table["current"]) game_.current = seat(table["current"], "current");
    if (const YAML::Node seats = table["seats"]) {
      if (!seats.IsSequence() || static_cast<int>(seats.size()) > players) {
        throw CaseError("table: 'seats' is a list of at most " + std::to_string(players) + " seats");
      }
      for (std::size_t i = 0; i < seats.size(); ++i) setUpSeat(static_cast<int>(i), seats[i]);
    }
    if (table["open_seals"]) {
      for (const std::string& name : cardList(table["open_seals"], "open_seals")) {
        game_.moveTo(takeCard(name), Zone::OpenSeals, 0);
      }
    }
    putOnTop(table["door_top"], "door_top", set_.doorDeck());
    putOnTop(table["treasure_top"], "treasure_top", set_.treasureDeck());
    if (const YAML::Node combat = table["combat"]) {
      if (!combat.IsMap() || !combat["fighter"] || !combat["monsters"]) {
        throw CaseError("table: 'combat' needs a fighter and monsters");
      }
      for (const auto& entry : combat) {
        const std::string key = entry.first.Scalar();
        if (key != "fighter" && key != "monsters" && key != "helper" && key != "helper_share") {
          throw CaseError("unknown key 'combat." + key + "'");
        }
      }
      std::vector<CardId> monsters;
      for (const std::string& name : cardList(combat["monsters"], "monsters")) monsters.push_back(takeAside(name));
      game_.enterCombat(seat(combat["fighter"], "fighter"), monsters);
      const int share = combat["helper_share"] ? asInt(combat["helper_share"], "helper_share") : 0;
      if (combat["helper"]) game_.joinCombat(seat(combat["helper"], "helper"), share);
    }
    engineErrors();
    // The table as laid out, before any step changes it.
    if (table["expect"]) compare(table["expect"]);
  }

  void setUpSeat(int s, const YAML::Node& node) {
    if (!node.IsMap()) throw CaseError("table: a seat is a map (level, sex, hand, in_play)");
    munchkin::Player& p = game_.players[static_cast<std::size_t>(s)];
    for (const auto& entry : node) {
      const std::string key = entry.first.Scalar();
      const std::string label = "seats[" + std::to_string(s) + "]." + key;
      if (key == "level") {
        p.level = asInt(entry.second, label);
      } else if (key == "sex") {
        const std::string sex = asString(entry.second, label);
        if (sex != "male" && sex != "female") throw CaseError(label + " is male or female");
        p.sex = sex == "female";
      } else if (key == "hand") {
        for (const std::string& name : cardList(entry.second, label)) game_.moveTo(takeCard(name), Zone::Hand, s);
      } else if (key == "in_play") {
        for (const std::string& name : cardList(entry.second, label)) game_.moveTo(takeCard(name), Zone::InPlay, s);
      } else {
        throw CaseError("table: unknown key '" + label + "'");
      }
    }
  }

  void putOnTop(const YAML::Node& node, const std::string& key, int deck) {
    if (!node) return;
    std::vector<std::string> cards = cardList(node, key);
    if (deck < 0) throw CaseError("the set has no deck for '" + key + "'");
    // Every copy is taken and held aside before any goes on top, so that a
    // name given twice takes two copies rather than the one just put there.
    std::vector<CardId> taken;
    for (const std::string& name : cards) taken.push_back(takeAside(name));
    // The top of a pile is its back: the first card named goes on last.
    for (auto it = taken.rbegin(); it != taken.rend(); ++it) game_.moveTo(*it, Zone::DrawPile, deck);
  }

  void backToDeck(CardId card) { game_.moveTo(card, Zone::DrawPile, game_.def(card).deck); }

  int seat(const YAML::Node& node, const std::string& key) const {
    const int s = asInt(node, key);
    if (s < 0 || s >= game_.playerCount()) throw CaseError("'" + key + "' names seat " + std::to_string(s) + ", which is not at the table");
    return s;
  }

  std::uint16_t designNamed(const std::string& name) const {
    const auto cards = set_.tables().cards;
    for (std::size_t i = 0; i < cards.size(); ++i) {
      if (name == cards[i].name) return static_cast<std::uint16_t>(i);
    }
    throw CaseError("no card is called '" + name + "' in base.mkn or the case's mkn");
  }

  CardId takeCard(const std::string& name) {
    const std::uint16_t design = designNamed(name);
    const CardId card = game_.takeFromDeck(design);
    if (card >= game_.where.size()) {
      throw CaseError("no copy of '" + name + "' is left in the decks (it has " +
                      std::to_string(set_.design(design).copies) + ")");
    }
    return card;
  }

  // A copy of `name` taken from the decks and held in seat 0's hand until the
  // table puts it where it belongs: takeCard finds the first copy still in a
  // deck, so a copy left there would be found again for a name given twice.
  CardId takeAside(const std::string& name) {
    const CardId card = takeCard(name);
    game_.moveTo(card, Zone::Hand, 0);
    return card;
  }

  // A card called `name` in `cards`, or none.
  std::optional<CardId> named(const std::vector<CardId>& cards, const std::string& name) const {
    for (CardId card : cards) {
      if (name == game_.def(card).name) return card;
    }
    return std::nullopt;
  }

  // --- steps ---
  void runStep(const YAML::Node& step) {
    std::string word;
    if (step.IsScalar()) {
      word = step.Scalar();
    } else if (step.IsMap()) {
      for (const std::string& candidate : stepWords()) {
        if (!step[candidate]) continue;
        if (!word.empty()) throw CaseError("a step does one thing: '" + word + "' and '" + candidate + "'");
        word = candidate;
      }
    }
    const auto& words = stepWords();
    if (step.IsMap()) {
      static const std::vector<std::string> kArguments = {"by", "on", "block", "refused", "seat", "kill", "fighter", "expect"};
      for (const auto& entry : step) {
        const std::string key = entry.first.Scalar();
        if (key != word && std::find(kArguments.begin(), kArguments.end(), key) == kArguments.end()) {
          throw CaseError("unknown key '" + key + "' in the step");
        }
      }
    }
    if (std::find(words.begin(), words.end(), word) == words.end()) {
      throw CaseError("not a step of README.md's table (play, use, fight, turn, gain_levels, lose_levels, die, "
                      "open_seal, close_seal, start_combat)");
    }
    won_.reset();
    const bool fighting = game_.combat.active;
    doStep(word, step);
    // A fight this step brought to its end, by the comparison or before it
    // (kill_monster, end_combat): how it ended, absent when neither way.
    if (fighting && !game_.combat.active && game_.combat.outcome != 0) won_ = game_.combat.outcome > 0;
  }

  void doStep(const std::string& word, const YAML::Node& step) {
    if (word == "play") play(step);
    else if (word == "use") use(step);
    else if (word == "fight") fight();
    else if (word == "turn") game_.playTurn();
    else if (word == "gain_levels") {
      const int s = seat(step["seat"], "seat"), amount = asInt(step["gain_levels"], "gain_levels");
      if (step["kill"] && asBool(step["kill"], "kill")) game_.gainLevelsFromKill(s, amount);
      else game_.gainLevels(s, amount, false, 0);
    } else if (word == "lose_levels") {
      game_.loseLevels(seat(step["seat"], "seat"), asInt(step["lose_levels"], "lose_levels"), 0);
    } else if (word == "die") {
      game_.kill(seat(step["die"], "die"));
    } else if (word == "open_seal") {
      game_.openSeal(seat(step["by"], "by"));
    } else if (word == "close_seal") {
      game_.closeSeal();
    } else if (word == "start_combat") {
      if (game_.combat.active) throw CaseError("a fight is under way already");
      const CardId monster = takeCard(asString(step["start_combat"], "start_combat"));
      game_.enterCombat(seat(step["fighter"], "fighter"), std::span<const CardId>(&monster, 1));
    }
  }

  bool refusedExpected(const YAML::Node& step) const { return step["refused"] && asBool(step["refused"], "refused"); }

  void play(const YAML::Node& step) {
    const std::string name = asString(step["play"], "play");
    if (!step["by"]) throw CaseError("'play' needs 'by'");
    const int by = seat(step["by"], "by");
    const auto card = named(game_.players[static_cast<std::size_t>(by)].hand, name);
    if (!card) throw CaseError("seat " + std::to_string(by) + " has no " + name + " in hand");
    const bool allowed = game_.offeredNow(by, *card);
    if (refusedExpected(step)) {
      if (allowed) {
        mismatches_.push_back(where_ + ": refused: expected true, actual false (the engine offers seat " +
                              std::to_string(by) + " to play " + name + " now)");
      }
      return;
    }
    if (!allowed) {
      throw CaseError("seat " + std::to_string(by) + " may not play " + name +
                      " now: the engine does not offer it (write `refused: true` if the contract agrees)");
    }
    // As combatPlays plays a card into a fight, and the turn outside one: a
    // curse strikes `on:`, else the player the curser's bot picks.
    if (game_.combat.active && game_.shapeOf(*card) == Shape::Monster) {
      game_.addMonster(*card);
      return;
    }
    int victim = by;
    if (step["on"]) victim = seat(step["on"], "on");
    else if (game_.shapeOf(*card) == Shape::Curse) victim = game_.curseVictim(by, *card);
    game_.playCard(by, *card, victim);
  }

  void use(const YAML::Node& step) {
    const std::string name = asString(step["use"], "use");
    if (!step["by"]) throw CaseError("'use' needs 'by'");
    const int by = seat(step["by"], "by");
    const int block = step["block"] ? asInt(step["block"], "block") : 0;
    // Of several copies in play, one whose ability may still be used.
    std::optional<munchkin::Ability> ability;
    bool allowed = false;
    for (CardId card : game_.players[static_cast<std::size_t>(by)].inPlay) {
      if (name != game_.def(card).name) continue;
      const munchkin::Ability copy = abilityOf(card, block);
      if (!ability) ability = copy;
      if (game_.mayUseAbility(by, copy)) {
        ability = copy;
        allowed = true;
        break;
      }
    }
    if (!ability) {
      // A card held only in hand gives no ability: nothing to offer, as a refused use expects.
      const auto& hand = game_.players[static_cast<std::size_t>(by)].hand;
      const bool inHand = std::any_of(hand.begin(), hand.end(), [&](CardId c) { return name == game_.def(c).name; });
      if (inHand && refusedExpected(step)) return;
      throw CaseError("seat " + std::to_string(by) + " has no " + name + " in play");
    }
    if (refusedExpected(step)) {
      if (allowed) {
        mismatches_.push_back(where_ + ": refused: expected true, actual false (seat " + std::to_string(by) +
                              " may use " + name + "#" + std::to_string(block) + " now)");
      }
      return;
    }
    if (!allowed) {
      throw CaseError("seat " + std::to_string(by) + " may not use " + name + "#" + std::to_string(block) +
                      " now (write `refused: true` if the contract agrees)");
    }
    game_.useAbility(by, *ability);
  }

  // The `block`-th `play` block of `card`.
  munchkin::Ability abilityOf(CardId card, int block) const {
    const munchkin::CardDef& d = game_.def(card);
    int playBlocks = 0;
    for (std::uint32_t e = 0; e < d.effects.count; ++e) {
      if (game_.set().tables().effects[d.effects.first + e].kind != munchkin::EffectKind::Play) continue;
      if (playBlocks++ == block) return {card, static_cast<std::uint8_t>(e)};
    }
    throw CaseError(std::string(d.name) + " has no play block " + std::to_string(block) + " (it has " +
                    std::to_string(playBlocks) + ")");
  }

  // "A combat" from step 2, as fight() goes on after the monsters entered.
  void fight() {
    if (!game_.combat.active) throw CaseError("no fight is under way");
    game_.playIntoCombat();
    if (game_.isOver()) return;
    game_.resolveCombat();
  }

  void engineErrors() {
    const auto& errors = game_.result().errors;
    if (errors.empty()) return;
    std::string message = where_ + ": the engine reports errors:";
    for (const std::string& e : errors) message += "\n  " + e;
    throw CaseError(message);
  }

  const Case& case_;
  const munchkin::PreparedSet& set_;
  Script script_;
  std::vector<std::unique_ptr<ScriptedBot>> bots_;
  Game game_;
  std::string where_;
  std::optional<bool> won_;  // how the last `fight` step ended
  std::vector<std::string> mismatches_;
};

}  // namespace

std::vector<std::string> runCase(const Case& c, const CaseSet& set) {
  Runner runner(c, set);
  return runner.run();
}

}  // namespace conformance
