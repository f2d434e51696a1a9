#include "case_runner.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>

#include "munchkin/engine.h"
#include "scripted_bot.h"

namespace conformance {
namespace {

using munchkin::CardId;
using munchkin::Game;
using munchkin::Resource;
using munchkin::Shape;
using munchkin::Zone;

std::string listed(std::vector<std::string> items, bool sorted) {
  if (sorted) std::sort(items.begin(), items.end());
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out + "]";
}

std::vector<std::string> names(const YAML::Node& node, const std::string& key) {
  if (!node.IsSequence()) throw CaseError("'" + key + "' should be a list of card names, not " + show(node));
  std::vector<std::string> out;
  for (const YAML::Node& item : node) out.push_back(asString(item, key));
  return out;
}

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
  // --- the table ---
  void setUp() {
    where_ = "table";
    const int players = case_.root["players"] ? asInt(case_.root["players"], "players") : 3;
    if (players < 2 || players > munchkin::kMaxPlayers) throw CaseError("players is 2..8");
    const std::uint64_t seed = case_.root["seed"] ? static_cast<std::uint64_t>(asInt(case_.root["seed"], "seed")) : 1;
    for (int seat = 0; seat < players; ++seat) bots_.push_back(std::make_unique<ScriptedBot>(script_));
    std::vector<munchkin::Bot*> bots;
    for (auto& bot : bots_) bots.push_back(bot.get());
    script_.quiet = true;  // the opening hands and plays of reset() are not the case's
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
    const YAML::Node table = case_.root["table"];
    if (!table) return;
    if (!table.IsMap()) throw CaseError("'table' is a map");
    for (const auto& entry : table) {
      const std::string key = entry.first.Scalar();
      if (key != "current" && key != "seats" && key != "open_seals" && key != "door_top" && key != "treasure_top" &&
          key != "combat") {
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
      for (const std::string& name : names(table["open_seals"], "open_seals")) {
        game_.moveTo(takeCard(name), Zone::OpenSeals, 0);
      }
    }
    putOnTop(table["door_top"], "door_top", set_.doorDeck());
    putOnTop(table["treasure_top"], "treasure_top", set_.treasureDeck());
    if (const YAML::Node combat = table["combat"]) {
      if (!combat.IsMap() || !combat["fighter"] || !combat["monsters"]) {
        throw CaseError("table: 'combat' needs a fighter and monsters");
      }
      std::vector<CardId> monsters;
      for (const std::string& name : names(combat["monsters"], "monsters")) monsters.push_back(takeCard(name));
      game_.enterCombat(seat(combat["fighter"], "fighter"), monsters);
      if (combat["helper"]) game_.joinCombat(seat(combat["helper"], "helper"), 0);
    }
    engineErrors();
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
        for (const std::string& name : names(entry.second, label)) game_.moveTo(takeCard(name), Zone::Hand, s);
      } else if (key == "in_play") {
        for (const std::string& name : names(entry.second, label)) game_.moveTo(takeCard(name), Zone::InPlay, s);
      } else {
        throw CaseError("table: unknown key '" + label + "'");
      }
    }
  }

  void putOnTop(const YAML::Node& node, const std::string& key, int deck) {
    if (!node) return;
    std::vector<std::string> cards = names(node, key);
    if (deck < 0) throw CaseError("the set has no deck for '" + key + "'");
    // The top of a pile is its back: the first card named goes on last.
    for (auto it = cards.rbegin(); it != cards.rend(); ++it) game_.moveTo(takeCard(*it), Zone::DrawPile, deck);
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
    if (std::find(words.begin(), words.end(), word) == words.end()) {
      throw CaseError("not a step of README.md's table (play, use, fight, turn, gain_levels, lose_levels, die, "
                      "open_seal, close_seal, start_combat)");
    }
    won_.reset();
    if (word == "play") play(step);
    else if (word == "use") use(step);
    else if (word == "fight") fight();
    else if (word == "turn") game_.playTurn();
    else if (word == "gain_levels") {
      const bool fromKill = step["kill"] && asBool(step["kill"], "kill");
      game_.gainLevels(seat(step["seat"], "seat"), asInt(step["gain_levels"], "gain_levels"), fromKill, 0);
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
    const int victim = step["on"] ? seat(step["on"], "on") : game_.playVictim(by);
    // As combatPlays plays a card into a fight, and ownTurnPlays outside one.
    if (game_.combat.active && game_.shapeOf(*card) == Shape::Curse) game_.applyCurse(*card, victim, by);
    else if (game_.combat.active && game_.shapeOf(*card) == Shape::Monster) game_.addMonster(*card);
    else game_.playCard(by, *card, victim);
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
    if (!ability) throw CaseError("seat " + std::to_string(by) + " has no " + name + " in play");
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
    if (game_.combat.active && !game_.combat.monsters.empty()) won_ = game_.playerWinsCombat();
    game_.resolveCombat();
  }

  void engineErrors() {
    const auto& errors = game_.result().errors;
    if (errors.empty()) return;
    std::string message = where_ + ": the engine reports errors:";
    for (const std::string& e : errors) message += "\n  " + e;
    throw CaseError(message);
  }

  // --- expectations ---
  void mismatch(const std::string& key, const std::string& expected, const std::string& actual) {
    mismatches_.push_back(where_ + ": " + key + ": expected " + expected + ", actual " + actual);
  }

  void check(const std::string& key, int expected, int actual) {
    if (expected != actual) mismatch(key, std::to_string(expected), std::to_string(actual));
  }

  std::vector<std::string> cardNames(const std::vector<CardId>& cards) const {
    std::vector<std::string> out;
    for (CardId card : cards) out.emplace_back(game_.def(card).name);
    return out;
  }

  void checkCards(const std::string& key, std::vector<std::string> expected, std::vector<std::string> actual) {
    std::sort(expected.begin(), expected.end());
    std::sort(actual.begin(), actual.end());
    if (expected != actual) mismatch(key, listed(expected, false), listed(actual, false));
  }

  // Whether `wanted` (with repeats) is all found in `have`.
  static bool contains(std::vector<std::string> have, const std::vector<std::string>& wanted) {
    for (const std::string& name : wanted) {
      auto it = std::find(have.begin(), have.end(), name);
      if (it == have.end()) return false;
      have.erase(it);
    }
    return true;
  }

  void compare(const YAML::Node& expect) {
    if (!expect.IsMap()) throw CaseError(where_ + ": 'expect' is a map");
    for (const auto& entry : expect) {
      const std::string key = entry.first.Scalar();
      const YAML::Node& value = entry.second;
      if (key == "seats") compareSeats(value);
      else if (key == "combat") compareCombat(value);
      else if (key == "discarded") compareDiscarded(value);
      else if (key == "open_seals") checkOrdered("open_seals", names(value, key), cardNames(game_.openSeals));
      else if (key == "winner") compareWinner(value);
      else if (key == "asked") compareAsked(value);
      else if (key == "decks_top") continue;  // README.md: not checked
      else throw CaseError(where_ + ": expect: unknown key '" + key + "'");
    }
  }

  void checkOrdered(const std::string& key, const std::vector<std::string>& expected, const std::vector<std::string>& actual) {
    if (expected != actual) mismatch(key, listed(expected, false), listed(actual, false));
  }

  void compareSeats(const YAML::Node& seats) {
    if (!seats.IsSequence() || static_cast<int>(seats.size()) > game_.playerCount()) {
      throw CaseError(where_ + ": expect: 'seats' is a list of at most one entry per seat");
    }
    for (std::size_t i = 0; i < seats.size(); ++i) {
      const int s = static_cast<int>(i);
      const munchkin::Player& p = game_.players[i];
      if (!seats[i].IsMap()) throw CaseError(where_ + ": expect: a seat is a map ({} skips it)");
      for (const auto& entry : seats[i]) {
        const std::string name = entry.first.Scalar();
        const std::string key = "seats[" + std::to_string(s) + "]." + name;
        const YAML::Node& value = entry.second;
        if (name == "level") check(key, asInt(value, key), p.level);
        else if (name == "sex") {
          const std::string actual = p.sex ? "female" : "male";
          if (asString(value, key) != actual) mismatch(key, asString(value, key), actual);
        } else if (name == "hand") checkCards(key, names(value, key), cardNames(p.hand));
        else if (name == "hand_size") check(key, asInt(value, key), static_cast<int>(p.hand.size()));
        else if (name == "in_play") checkCards(key, names(value, key), cardNames(p.inPlay));
        else if (name == "has") {
          if (!contains(cardNames(p.inPlay), names(value, key))) {
            mismatch(key, listed(names(value, key), true) + " in play", listed(cardNames(p.inPlay), true));
          }
        } else if (name == "lacks") {
          for (const std::string& card : names(value, key)) {
            if (contains(cardNames(p.inPlay), {card})) mismatch(key, card + " not in play", listed(cardNames(p.inPlay), true));
          }
        } else if (name == "strength") check(key, asInt(value, key), strength(s));
        else if (name == "run_away") check(key, asInt(value, key), game_.runAwayBonus(s));
        else if (name == "grant") compareGrants(key, s, value);
        else throw CaseError(where_ + ": expect: unknown key '" + key + "'");
      }
    }
  }

  // Level plus every bonus that counts now. The engine keeps the fight's
  // bonuses for the players' side in one number (Combat::playerBonus), which
  // the fighter is shown with.
  int strength(int s) const {
    const munchkin::Combat& combat = game_.combat;
    return game_.playerStrength(s) + (combat.active && s == combat.fighter ? combat.playerBonus : 0);
  }

  // The allowance of a resource now: the rules' own number plus every grant
  // (README.md, "grant: the allowance now").
  int allowance(int s, Resource r) const {
    const munchkin::Params& params = game_.params();
    const int granted = game_.resource(s, r);
    switch (r) {
      case Resource::BigItems: return params.bigItems + granted;
      case Resource::Hands: return set_.slotLimit(munchkin::Slot::Hands) + granted;
      case Resource::Headgear: return set_.slotLimit(munchkin::Slot::Headgear) + granted;
      case Resource::Armor: return set_.slotLimit(munchkin::Slot::Armor) + granted;
      case Resource::Footgear: return set_.slotLimit(munchkin::Slot::Footgear) + granted;
      case Resource::Classes:
      case Resource::Races:
      case Resource::Armies:
      case Resource::Mojos: return 1 + granted;
      case Resource::Sidekicks: return params.sidekickLimit + granted;
      case Resource::Steeds: return params.steedLimit + granted;
      case Resource::ComplexItems: return params.complexLimit + granted;
      case Resource::HandLimit: return game_.handLimit(s);
      case Resource::PowerRank: return granted;
      case Resource::Helpers: return params.maxHelpers + granted;
    }
    return granted;
  }

  void compareGrants(const std::string& key, int s, const YAML::Node& grants) {
    if (!grants.IsMap()) throw CaseError(where_ + ": expect: '" + key + "' is a map {RESOURCE: N}");
    for (const auto& entry : grants) {
      const std::string word = entry.first.Scalar();
      const auto resource = munchkin::parseWord<Resource>(word);
      if (!resource) throw CaseError(where_ + ": expect: " + key + ": '" + word + "' is not a resource");
      check(key + "." + word, asInt(entry.second, key + "." + word), allowance(s, *resource));
    }
  }

  void compareCombat(const YAML::Node& node) {
    if (!node.IsMap()) throw CaseError(where_ + ": expect: 'combat' is a map");
    const munchkin::Combat& combat = game_.combat;
    for (const auto& entry : node) {
      const std::string name = entry.first.Scalar();
      const std::string key = "combat." + name;
      const YAML::Node& value = entry.second;
      if (name == "active") {
        if (asBool(value, key) != combat.active) mismatch(key, asString(value, key), combat.active ? "true" : "false");
      } else if (name == "player_side") check(key, asInt(value, key), game_.fighterSideStrength());
      else if (name == "monster_side") check(key, asInt(value, key), game_.monsterStrength());
      else if (name == "monsters") {
        std::vector<CardId> monsters;
        for (const munchkin::CombatMonster& m : combat.monsters) monsters.push_back(m.card);
        checkCards(key, names(value, key), cardNames(combat.active ? monsters : std::vector<CardId>{}));
      } else if (name == "helper") check(key, asInt(value, key), combat.active ? combat.helper : -1);
      else if (name == "won") {
        const std::string actual = won_ ? (*won_ ? "true" : "false") : "absent (no fight was resolved by this step)";
        if (value.IsNull() || (value.IsScalar() && value.Scalar() == "none")) {
          if (won_) mismatch(key, "absent", actual);
        } else if (!won_ || asBool(value, key) != *won_) {
          mismatch(key, asString(value, key), actual);
        }
      } else throw CaseError(where_ + ": expect: unknown key '" + key + "'");
    }
  }

  void compareDiscarded(const YAML::Node& node) {
    std::vector<std::string> discarded;
    for (const auto& pile : game_.discardPiles) {
      for (const std::string& name : cardNames(pile)) discarded.push_back(name);
    }
    const std::vector<std::string> wanted = names(node, "discarded");
    if (!contains(discarded, wanted)) mismatch("discarded", listed(wanted, true) + " in the discard piles", listed(discarded, true));
  }

  void compareWinner(const YAML::Node& node) {
    const int winner = game_.isOver() ? game_.result().winner : -1;
    const std::string actual = winner >= 0 ? std::to_string(winner) : "none";
    const std::string expected = asString(node, "winner");
    if (expected != actual) mismatch("winner", expected, actual);
  }

  static std::string showQuestion(const Question& q) {
    return "{seat: " + std::to_string(q.seat) + ", ask: " + q.ask + ", options: " + listed(q.options, false) + "}";
  }

  // The listed questions appear in this order among those asked.
  void compareAsked(const YAML::Node& node) {
    if (!node.IsSequence()) throw CaseError(where_ + ": expect: 'asked' is a list of {seat, ask, options}");
    const auto& asked = script_.asked();
    std::size_t next = 0;
    for (const YAML::Node& want : node) {
      if (!want.IsMap() || !want["seat"] || !want["ask"]) throw CaseError(where_ + ": expect: asked: each needs seat and ask");
      const int s = asInt(want["seat"], "asked.seat");
      const std::string ask = asString(want["ask"], "asked.ask");
      std::optional<std::vector<std::string>> options;
      if (want["options"]) {
        options = names(want["options"], "asked.options");
        std::sort(options->begin(), options->end());
      }
      bool found = false;
      for (; next < asked.size() && !found; ++next) {
        const Question& q = asked[next];
        if (q.seat != s || q.ask != ask) continue;
        if (options) {
          std::vector<std::string> have = q.options;
          std::sort(have.begin(), have.end());
          if (have != *options) continue;
        }
        found = true;
      }
      if (!found) {
        std::string all;
        for (const Question& q : asked) all += "\n    " + showQuestion(q);
        mismatch("asked", show(want) + " (in this order)", "these questions:" + (all.empty() ? std::string(" none") : all));
        return;
      }
    }
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
