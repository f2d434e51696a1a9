#include "fixture_set.h"

#include <stdexcept>

using namespace munchkin;

namespace fixture {
namespace {

enum Deck : std::int16_t { kDoor, kTreasure, kSeal };
enum TagIndex : std::int16_t { kUndead, kLaser };

ActionDef act(Action action, int amount, Target target = Target::Self, NameId what = kNoName) {
  ActionDef a;
  a.action = action;
  a.amount = amount;
  a.hasAmount = true;
  a.target = target;
  a.what = what;
  return a;
}

}  // namespace

NameId FixtureSet::name(const std::string& text) {
  for (std::size_t i = 0; i < storage_.names.size(); ++i) {
    if (text == storage_.names[i]) return static_cast<NameId>(i);
  }
  storage_.names.push_back(storage_.strings.emplace_back(text).c_str());
  return static_cast<NameId>(storage_.names.size() - 1);
}

EffectDef FixtureSet::effect(EffectKind kind, std::initializer_list<ActionDef> actions, Trigger trigger) {
  EffectDef e;
  e.kind = kind;
  e.trigger = trigger;
  e.actions = {static_cast<std::uint32_t>(storage_.actions.size()), static_cast<std::uint32_t>(actions.size())};
  storage_.actions.insert(storage_.actions.end(), actions);
  return e;
}

void FixtureSet::addCard(CardDef card, std::initializer_list<EffectDef> effects, std::initializer_list<std::int16_t> tags) {
  card.name = storage_.strings.emplace_back(card.name).c_str();
  card.id = storage_.strings.emplace_back(std::string("fixture.") + card.name).c_str();
  card.unit = "fixture";
  card.kind = card.canonicalKind = spelling(card.shape).data();
  card.effects = {static_cast<std::uint32_t>(storage_.effects.size()), static_cast<std::uint32_t>(effects.size())};
  storage_.effects.insert(storage_.effects.end(), effects);
  card.tags = {static_cast<std::uint32_t>(storage_.indexPool.size()), static_cast<std::uint32_t>(tags.size())};
  storage_.indexPool.insert(storage_.indexPool.end(), tags);
  if (card.shape == Shape::Class || card.shape == Shape::Race) name(card.name);
  storage_.cards.push_back(card);
}

FixtureSet::FixtureSet(Options options) {
  storage_.params = {{"start_level", 1, false}, {"win_level", options.winLevel, false}, {"kill_level", options.winLevel, false},
             {"hand_limit", 5, false}, {"escape_roll", 5, false}, {"gold_per_level", 1000, false},
             {"big_items", 1, false}, {"max_helpers", 1, false}, {"seals_to_end", options.sealsToEnd, false},
             {"powers_within_level", options.powersWithinLevel ? 1 : 0, true}};
  storage_.decks = {{"door", "Door"}, {"treasure", "Treasure"}};
  if (options.sealsToEnd > 0) storage_.decks.push_back({"seal", "Seal"});
  storage_.slots = {{"headgear", 1, Slot::Headgear}, {"armor", 1, Slot::Armor}, {"footgear", 1, Slot::Footgear},
            {"hands", 2, Slot::Hands}};
  storage_.tags = {{"Undead", "undead", kUndead, true}, {"laser", "laser", kLaser, false}};
  storage_.rules = {{"monster_wins_ties", "ties go to the monster"}};
  const NameId treasureDeck = name("treasure");

  auto monster = [&](const char* n, int level, int treasures, int copies, std::initializer_list<ActionDef> bad,
                     std::initializer_list<std::int16_t> tags = {}) {
    CardDef c;
    c.name = n, c.shape = Shape::Monster, c.deck = kDoor, c.level = level, c.treasures = treasures, c.copies = copies;
    addCard(c, {effect(EffectKind::BadStuff, bad)}, tags);
  };
  monster("Slime", 1, 1, 4, {act(Action::LoseLevels, 1)});
  monster("Ghoul", 2, 1, 4, {act(Action::LoseLevels, 1)}, {kUndead});
  monster("Zombie Knight", 6, 2, 3, {act(Action::LoseItem, 0, Target::Self, name("all"))}, {kUndead});
  monster("Troll", 8, 2, 3, {act(Action::LoseLevels, 2)});
  monster("Dragon", 16, 4, 2, {act(Action::Die, 0)});
  {
    CardDef c;
    c.name = "Ancient", c.shape = Shape::Enhancer, c.deck = kDoor, c.bonus = 10, c.treasures = 2, c.copies = 3;
    addCard(c);
    c.name = "Baby", c.bonus = -5, c.treasures = -1, c.copies = 2;
    addCard(c);
  }
  {
    CardDef c;
    c.name = "Lose a Level", c.shape = Shape::Curse, c.deck = kDoor, c.copies = 4;
    addCard(c, {effect(EffectKind::Play, {act(Action::LoseLevels, 1, Target::Victim)})});
    c.name = "Lose Your Hat", c.copies = 3;
    addCard(c, {effect(EffectKind::Play, {act(Action::LoseItem, 0, Target::Victim, name("headgear"))})});
    c.name = "Withered Hand", c.copies = 2;  // a lasting grant: one hand fewer for good
    addCard(c, {effect(EffectKind::Play, {act(Action::Grant, -1, Target::Victim, name("hands"))})});
  }
  {
    CardDef c;
    c.shape = Shape::Class, c.deck = kDoor, c.copies = 3, c.name = "Warrior";
    addCard(c, {effect(EffectKind::While, {act(Action::CombatBonus, 1)})});
    c.name = "Wizard";
    addCard(c, {effect(EffectKind::While, {act(Action::RunAway, 1)})});
    c.shape = Shape::Race, c.name = "Elf";
    addCard(c, {effect(EffectKind::While, {act(Action::RunAway, 1)})});
    c.name = "Dwarf";
    addCard(c, {effect(EffectKind::While, {act(Action::Grant, 1, Target::Self, name("big_items"))})});
    c.name = "Two-Headed", c.copies = 2;
    addCard(c, {effect(EffectKind::While, {act(Action::Grant, 1, Target::Self, name("headgear"))})});
    c.name = "Human", c.isDefault = true, c.copies = 0;
    addCard(c);
  }
  {
    CardDef c;
    c.name = "Red Shirt", c.shape = Shape::Sidekick, c.deck = kDoor, c.bonus = 1, c.copies = 3;
    addCard(c);
    c = {};
    c.name = "Strong", c.shape = Shape::Power, c.deck = kDoor, c.rank = 2, c.copies = 2;
    addCard(c, {effect(EffectKind::While, {act(Action::Grant, 1, Target::Self, name("big_items"))})});
    c.name = "Mighty", c.rank = 3;
    addCard(c);
    c = {};
    c.name = "Wandering Monster", c.shape = Shape::Special, c.deck = kDoor, c.copies = 2;
    addCard(c, {effect(EffectKind::Play, {act(Action::AddMonster, 0)})});
  }
  auto item = [&](const char* n, Slot slot, int hands, int bonus, int value, int copies, bool big = false,
                  std::initializer_list<std::int16_t> tags = {}) {
    CardDef c;
    c.name = n, c.shape = Shape::Item, c.deck = kTreasure, c.slot = slot, c.slotAmount = hands, c.bonus = bonus;
    c.value = value, c.copies = copies, c.big = big;
    for (std::size_t s = 0; s < storage_.slots.size(); ++s) {
      if (storage_.slots[s].slot == slot) c.slotIndex = static_cast<std::int16_t>(s);
    }
    addCard(c, {}, tags);
  };
  item("Helmet", Slot::Headgear, 1, 1, 400, 3);
  item("Plate Armor", Slot::Armor, 1, 3, 600, 3, true);
  item("Boots", Slot::Footgear, 1, 1, 400, 3);
  item("Sword", Slot::Hands, 1, 2, 400, 4);
  item("Club", Slot::Hands, 2, 3, 600, 2, true);
  item("Laser Pistol", Slot::Hands, 2, 3, 500, 2, false, {kLaser});
  item("Laser Rifle", Slot::Hands, 2, 4, 700, 2, false, {kLaser});
  item("Ring", Slot::None, 0, 1, 300, 3);
  {
    CardDef c;
    c.name = "Potion", c.shape = Shape::OneShot, c.deck = kTreasure, c.bonus = 3, c.value = 200, c.copies = 6;
    addCard(c);
    c = {};
    c.name = "Go Up a Level", c.shape = Shape::LevelUp, c.deck = kTreasure, c.copies = 6;
    addCard(c, {effect(EffectKind::Play, {act(Action::GainLevels, 1)})});
    c = {};
    c.name = "Coin Purse", c.shape = Shape::OneShot, c.deck = kTreasure, c.value = 1000, c.copies = 2;
    addCard(c, {effect(EffectKind::Play, {act(Action::Draw, 1, Target::Self, treasureDeck)})});
  }
  if (options.sealsToEnd > 0) {
    CardDef radio;
    radio.name = "Crank Radio", radio.shape = Shape::Item, radio.deck = kTreasure, radio.value = 300, radio.copies = 2;
    addCard(radio, {effect(EffectKind::On, {act(Action::Draw, 1, Target::Self, name("door"))}, Trigger::SealClosed)});
    for (int i = 1; i <= 7; ++i) {
      CardDef c;
      c.name = storage_.strings.emplace_back("Seal " + std::to_string(i)).c_str();
      c.shape = Shape::Seal, c.deck = kSeal;
      addCard(c, {effect(EffectKind::Play, {act(Action::Draw, 1, Target::Self, treasureDeck)})});
    }
  }

  storage_.tables.id = "fixture";
  storage_.tables.title = "Fixture";
  storage_.bind();
  std::string error;
  prepared_ = PreparedSet::prepare(storage_.tables, error);
  if (!prepared_) throw std::runtime_error("fixture set does not prepare: " + error);
}

std::uint16_t FixtureSet::design(const std::string& cardName) const {
  for (std::size_t i = 0; i < storage_.cards.size(); ++i) {
    if (cardName == storage_.cards[i].name) return static_cast<std::uint16_t>(i);
  }
  throw std::runtime_error("no fixture card " + cardName);
}

}  // namespace fixture
