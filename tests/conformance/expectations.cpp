#include "expectations.h"

#include <algorithm>

#include "conformance_case.h"

namespace conformance {
namespace {

using munchkin::CardId;
using munchkin::Resource;

class Checker {
 public:
  Checker(const GameState& state, std::vector<std::string>& mismatches) : state_(state), mismatches_(mismatches) {}

  void mismatch(const std::string& key, const std::string& expected, const std::string& actual) {
    mismatches_.push_back(state_.where + ": " + key + ": expected " + expected + ", actual " + actual);
  }

  void check(const std::string& key, int expected, int actual) {
    if (expected != actual) mismatch(key, std::to_string(expected), std::to_string(actual));
  }

  std::vector<std::string> cardNames(const std::vector<CardId>& cards) const {
    std::vector<std::string> out;
    for (CardId card : cards) out.emplace_back(state_.game.def(card).name);
    return out;
  }

  void checkCards(const std::string& key, std::vector<std::string> expected, std::vector<std::string> actual) {
    std::sort(expected.begin(), expected.end());
    std::sort(actual.begin(), actual.end());
    if (expected != actual) mismatch(key, listText(expected, false), listText(actual, false));
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
    if (!expect.IsMap()) throw CaseError(state_.where + ": 'expect' is a map");
    for (const auto& entry : expect) {
      const std::string key = entry.first.Scalar();
      const YAML::Node& value = entry.second;
      if (key == "seats") compareSeats(value);
      else if (key == "combat") compareCombat(value);
      else if (key == "discarded") compareDiscarded(value);
      else if (key == "open_seals") checkOrdered("open_seals", cardList(value, key), cardNames(state_.game.openSeals));
      else if (key == "winner") compareWinner(value);
      else if (key == "asked") compareAsked(value);
      else if (key == "not_asked") compareNotAsked(value);
      else if (key == "seal_deck") compareSealDeck(value);
      else if (key == "decks_top") continue;  // README.md: not checked
      else throw CaseError(state_.where + ": expect: unknown key '" + key + "'");
    }
  }

  void checkOrdered(const std::string& key, const std::vector<std::string>& expected, const std::vector<std::string>& actual) {
    if (expected != actual) mismatch(key, listText(expected, false), listText(actual, false));
  }

  void compareSeats(const YAML::Node& seats) {
    if (!seats.IsSequence() || static_cast<int>(seats.size()) > state_.game.playerCount()) {
      throw CaseError(state_.where + ": expect: 'seats' is a list of at most one entry per seat");
    }
    for (std::size_t i = 0; i < seats.size(); ++i) {
      const int s = static_cast<int>(i);
      const munchkin::Player& p = state_.game.players[i];
      if (!seats[i].IsMap()) throw CaseError(state_.where + ": expect: a seat is a map ({} skips it)");
      for (const auto& entry : seats[i]) {
        const std::string name = entry.first.Scalar();
        const std::string key = "seats[" + std::to_string(s) + "]." + name;
        const YAML::Node& value = entry.second;
        if (name == "level") check(key, asInt(value, key), p.level);
        else if (name == "sex") {
          const std::string actual = p.sex ? "female" : "male";
          if (asString(value, key) != actual) mismatch(key, asString(value, key), actual);
        } else if (name == "hand") checkCards(key, cardList(value, key), cardNames(p.hand));
        else if (name == "hand_size") check(key, asInt(value, key), static_cast<int>(p.hand.size()));
        else if (name == "in_play") checkCards(key, cardList(value, key), cardNames(p.inPlay));
        else if (name == "has") {
          if (!contains(cardNames(p.inPlay), cardList(value, key))) {
            mismatch(key, listText(cardList(value, key), true) + " in play", listText(cardNames(p.inPlay), true));
          }
        } else if (name == "lacks") {
          for (const std::string& card : cardList(value, key)) {
            if (contains(cardNames(p.inPlay), {card})) mismatch(key, card + " not in play", listText(cardNames(p.inPlay), true));
          }
        } else if (name == "strength") check(key, asInt(value, key), strength(s));
        else if (name == "run_away") check(key, asInt(value, key), state_.game.runAwayBonus(s));
        else if (name == "grant") compareGrants(key, s, value);
        else throw CaseError(state_.where + ": expect: unknown key '" + key + "'");
      }
    }
  }

  // Level plus every bonus that counts now. The engine keeps the fight's
  // bonuses for the players' side in one number (Combat::playerBonus), which
  // the fighter is shown with.
  int strength(int s) const {
    const munchkin::Combat& combat = state_.game.combat;
    return state_.game.playerStrength(s) + (combat.active && s == combat.fighter ? combat.playerBonus : 0);
  }

  // The allowance of a resource now: the rules' own number plus every grant
  // (README.md, "grant: the allowance now").
  int allowance(int s, Resource r) const {
    const munchkin::Params& params = state_.game.params();
    const int granted = state_.game.resource(s, r);
    switch (r) {
      case Resource::BigItems: return params.bigItems + granted;
      case Resource::Hands: return state_.game.set().slotLimit(munchkin::Slot::Hands) + granted;
      case Resource::Headgear: return state_.game.set().slotLimit(munchkin::Slot::Headgear) + granted;
      case Resource::Armor: return state_.game.set().slotLimit(munchkin::Slot::Armor) + granted;
      case Resource::Footgear: return state_.game.set().slotLimit(munchkin::Slot::Footgear) + granted;
      case Resource::Classes:
      case Resource::Races:
      case Resource::Armies:
      case Resource::Mojos: return 1 + granted;
      case Resource::Sidekicks: return params.sidekickLimit + granted;
      case Resource::Steeds: return params.steedLimit + granted;
      case Resource::ComplexItems: return params.complexLimit + granted;
      case Resource::HandLimit: return state_.game.handLimit(s);
      case Resource::PowerRank: return granted;
      case Resource::Helpers: return params.maxHelpers + granted;
    }
    return granted;
  }

  void compareGrants(const std::string& key, int s, const YAML::Node& grants) {
    if (!grants.IsMap()) throw CaseError(state_.where + ": expect: '" + key + "' is a map {RESOURCE: N}");
    for (const auto& entry : grants) {
      const std::string word = entry.first.Scalar();
      const auto resource = munchkin::parseWord<Resource>(word);
      if (!resource) throw CaseError(state_.where + ": expect: " + key + ": '" + word + "' is not a resource");
      check(key + "." + word, asInt(entry.second, key + "." + word), allowance(s, *resource));
    }
  }

  void compareCombat(const YAML::Node& node) {
    if (!node.IsMap()) throw CaseError(state_.where + ": expect: 'combat' is a map");
    const munchkin::Combat& combat = state_.game.combat;
    for (const auto& entry : node) {
      const std::string name = entry.first.Scalar();
      const std::string key = "combat." + name;
      const YAML::Node& value = entry.second;
      if (name == "active") {
        if (asBool(value, key) != combat.active) mismatch(key, asString(value, key), combat.active ? "true" : "false");
      } else if (name == "player_side") check(key, asInt(value, key), state_.game.fighterSideStrength());
      else if (name == "monster_side") check(key, asInt(value, key), state_.game.monsterStrength());
      else if (name == "monsters") {
        std::vector<CardId> monsters;
        for (const munchkin::CombatMonster& m : combat.monsters) monsters.push_back(m.card);
        checkCards(key, cardList(value, key), cardNames(combat.active ? monsters : std::vector<CardId>{}));
      } else if (name == "helper") check(key, asInt(value, key), combat.active ? combat.helper : -1);
      else if (name == "won") {
        const std::string actual = state_.won ? (*state_.won ? "true" : "false") : "absent (no fight was resolved by this step)";
        if (value.IsNull() || (value.IsScalar() && value.Scalar() == "none")) {
          if (state_.won) mismatch(key, "absent", actual);
        } else if (!state_.won || asBool(value, key) != *state_.won) {
          mismatch(key, asString(value, key), actual);
        }
      } else throw CaseError(state_.where + ": expect: unknown key '" + key + "'");
    }
  }

  void compareDiscarded(const YAML::Node& node) {
    std::vector<std::string> discarded;
    for (const auto& pile : state_.game.discardPiles) {
      for (const std::string& name : cardNames(pile)) discarded.push_back(name);
    }
    const std::vector<std::string> wanted = cardList(node, "discarded");
    if (!contains(discarded, wanted)) mismatch("discarded", listText(wanted, true) + " in the discard piles", listText(discarded, true));
  }

  void compareWinner(const YAML::Node& node) {
    const int winner = state_.game.isOver() ? state_.game.result().winner : -1;
    const std::string actual = winner >= 0 ? std::to_string(winner) : "none";
    const std::string expected = asString(node, "winner");
    if (expected != actual) mismatch("winner", expected, actual);
  }

  static std::string showQuestion(const Question& q) {
    return "{seat: " + std::to_string(q.seat) + ", ask: " + q.ask + ", options: " + listText(q.options, false) + "}";
  }

  // The Seal deck, top card first (the top of a pile is its back).
  void compareSealDeck(const YAML::Node& node) {
    const int deck = state_.game.set().sealDeck();
    if (deck < 0) throw CaseError(state_.where + ": expect: seal_deck: the set has no Seal deck");
    const auto& pile = state_.game.drawPiles[static_cast<std::size_t>(deck)];
    std::vector<std::string> fromTop = cardNames(std::vector<CardId>(pile.rbegin(), pile.rend()));
    checkOrdered("seal_deck", cardList(node, "seal_deck"), fromTop);
  }

  // None of the listed questions ({seat, ask}) was asked.
  void compareNotAsked(const YAML::Node& node) {
    if (!node.IsSequence()) throw CaseError(state_.where + ": expect: 'not_asked' is a list of {seat, ask}");
    for (const YAML::Node& unwanted : node) {
      if (!unwanted.IsMap() || !unwanted["seat"] || !unwanted["ask"]) {
        throw CaseError(state_.where + ": expect: not_asked: each needs seat and ask");
      }
      const int s = asInt(unwanted["seat"], "not_asked.seat");
      const std::string ask = asString(unwanted["ask"], "not_asked.ask");
      for (const Question& q : state_.asked) {
        if (q.seat == s && q.ask == ask) {
          mismatch("not_asked", show(unwanted) + " never asked", "asked " + showQuestion(q));
          break;
        }
      }
    }
  }

  // The listed questions appear in this order among those asked.
  void compareAsked(const YAML::Node& node) {
    if (!node.IsSequence()) throw CaseError(state_.where + ": expect: 'asked' is a list of {seat, ask, options}");
    const auto& asked = state_.asked;
    std::size_t next = 0;
    for (const YAML::Node& want : node) {
      if (!want.IsMap() || !want["seat"] || !want["ask"]) throw CaseError(state_.where + ": expect: asked: each needs seat and ask");
      const int s = asInt(want["seat"], "asked.seat");
      const std::string ask = asString(want["ask"], "asked.ask");
      std::optional<std::vector<std::string>> options;
      if (want["options"]) {
        options = cardList(want["options"], "asked.options");
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

 private:
  const GameState& state_;
  std::vector<std::string>& mismatches_;
};

}  // namespace

void checkExpectations(const YAML::Node& expect, const GameState& state, std::vector<std::string>& mismatches) {
  Checker(state, mismatches).compare(expect);
}

}  // namespace conformance
