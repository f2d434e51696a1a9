#include "sheet_fixtures.h"

#include <unistd.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace sheets_test {

using munchkin::Action;
using munchkin::Shape;
using munchkin::Slot;
namespace model = munchkinc::model;

ModelBuilder::ModelBuilder(std::string setId, std::string title) {
  model::Unit core;
  core.id = "core";
  core.isModule = true;
  core.title = "Munchkin core rules";
  model_.units.push_back(core);
  model_.root.id = std::move(setId);
  model_.root.title = std::move(title);
  model_.root.minPlayers = 3;
  model_.root.maxPlayers = 6;
  model_.root.uses = {"core"};
  model_.units.push_back(model_.root);
  model_.decks = {{"door", "Door", "core", {}}, {"treasure", "Treasure", "core", {}}};
  model_.phases = {{"kick_door", "Kick Open the Door", "core", {}},
                   {"trouble_or_loot", "Look for Trouble or Loot the Room", "core", {}},
                   {"charity", "Charity", "core", {}}};
  model_.rules = {{"level_floor", "Your Level never drops below 1.", "core", {}}};
  model_.params = {{"win_level", 10, false, "core", {}, {}}, {"hand_limit", 5, false, "core", {}, {}}};
  model_.tags = {{"Undead", "Undead", model_.root.id, {}}, {"Fire", "Fire", model_.root.id, {}}};
  for (auto [name, shape, deck] : std::array<std::tuple<const char*, Shape, const char*>, 5>{
           {{"monster", Shape::Monster, "door"},
            {"curse", Shape::Curse, "door"},
            {"enhancer", Shape::Enhancer, "door"},
            {"item", Shape::Item, "treasure"},
            {"oneshot", Shape::OneShot, "treasure"}}}) {
    model_.kinds.push_back({name, munchkin::shapeTitle(shape), shape, deck, std::nullopt, name, "core", {}});
  }
}

model::Card& ModelBuilder::add(Shape shape, std::string kind, std::string deck, std::string name) {
  model::Card card;
  card.name = std::move(name);
  card.kind = kind;
  card.canonicalKind = std::move(kind);
  card.shape = shape;
  card.deck = std::move(deck);
  card.unit = model_.root.id;
  card.id = model_.root.id + "." + card.name;
  lines_.push_back(card.kind + " \"" + card.name + "\" { }");
  model_.cards.push_back(std::move(card));
  return model_.cards.back();
}

model::Model ModelBuilder::build(munchkinc::SourceManager& sources) {
  std::string text = "set " + model_.root.id + " { title \"" + model_.root.title + "\"; }\n";
  std::vector<std::uint32_t> starts;
  for (const std::string& line : lines_) {
    starts.push_back(static_cast<std::uint32_t>(text.size()));
    text += line + "\n";
  }
  munchkinc::FileId file = sources.add(model_.root.id + ".mkn", text);
  for (std::size_t i = 0; i < model_.cards.size(); ++i) {
    model::Card& card = model_.cards[i];
    card.range = {file, starts[i], starts[i] + static_cast<std::uint32_t>(lines_[i].size())};
    auto quote = static_cast<std::uint32_t>(lines_[i].find('"'));
    card.nameRange = {file, starts[i] + quote, starts[i] + quote + static_cast<std::uint32_t>(card.name.size() + 2)};
  }
  return model_;
}

namespace {

model::ActionStep step(Action action, int amount = 0, std::string what = {}) {
  model::ActionStep s;
  s.action = action;
  s.amount = amount;
  s.hasAmount = amount != 0;
  s.what = std::move(what);
  return s;
}

void addBadStuff(model::Card& card, std::vector<model::ActionStep> steps) {
  model::Effect effect;
  effect.kind = model::Effect::Kind::BadStuff;
  effect.steps = std::move(steps);
  card.effects.push_back(std::move(effect));
}

}  // namespace

model::Model smallSet(munchkinc::SourceManager& sources) {
  ModelBuilder b;
  model::Card& ants = b.add(Shape::Monster, "monster", "door", "Fire Ants");
  ants.level = 10;
  ants.treasures = 3;
  ants.tags = {"Fire"};
  ants.text = "Kids fight them at -2.";
  addBadStuff(ants, {step(Action::LoseLevels, 2)});
  model::Card& lich = b.add(Shape::Monster, "monster", "door", "Lawyer Lich");
  lich.level = 16;
  lich.treasures = 4;
  lich.levels = 2;
  lich.tags = {"Undead"};
  lich.flavor = "Billable hours, forever.";
  addBadStuff(lich, {step(Action::LoseItem, 0, "headgear"), step(Action::LoseLevels, 1)});
  model::Card& curse = b.add(Shape::Curse, "curse", "door", "Duck of Gloom");
  curse.text = "Lose 2 levels.";
  curse.copies = 2;
  model::Card& baby = b.add(Shape::Enhancer, "enhancer", "door", "Tiny");
  baby.bonus = -5;
  baby.treasures = -1;
  model::Card& iron = b.add(Shape::Item, "item", "treasure", "Tire Iron");
  iron.bonus = 2;
  iron.value = 300;
  iron.slot = Slot::Hands;
  iron.slotAmount = 1;
  iron.text = "Usable by anyone.";
  model::Card& ladder = b.add(Shape::Item, "item", "treasure", "Long Ladder");
  ladder.bonus = 3;
  ladder.value = 400;
  ladder.big = true;
  model::Card& potion = b.add(Shape::OneShot, "oneshot", "treasure", "Sleep Potion");
  potion.bonus = 2;
  potion.value = 100;
  potion.copies = 3;
  potion.text = "Use during any combat.";
  return b.build(sources);  // 1 + 1 + 2 + 1 + 1 + 1 + 3 = 10 physical cards
}

model::Model largeSet(munchkinc::SourceManager& sources, int count) {
  ModelBuilder b("bigset", "Big Set");
  for (int i = 0; i < count; ++i) {
    std::string name = "Card " + std::to_string(i + 1);
    switch (i % 3) {
      case 0: {
        model::Card& m = b.add(Shape::Monster, "monster", "door", "Monster " + std::to_string(i + 1));
        m.level = 1 + i % 20;
        m.treasures = 1 + i % 4;
        m.text = "Gets +3 against Elves. Will not pursue anyone of Level 3 or lower.";
        addBadStuff(m, {step(Action::LoseLevels, 1 + i % 3)});
        break;
      }
      case 1: {
        model::Card& it = b.add(Shape::Item, "item", "treasure", "Item " + std::to_string(i + 1));
        it.bonus = 1 + i % 4;
        it.value = 100 * (1 + i % 6);
        it.slot = Slot::Headgear;
        it.text = "Usable by Wizards only. Gives +1 to Run Away.";
        it.flavor = "Slightly used.";
        break;
      }
      default: {
        model::Card& c = b.add(Shape::Curse, "curse", "door", "Curse " + std::to_string(i + 1));
        c.text = "Lose your armor. If you have no armor, lose a level instead.";
      }
    }
  }
  return b.build(sources);
}

CommandResult run(const std::string& command) {
  CommandResult result;
  std::FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return result;
  std::array<char, 4096> buffer{};
  std::size_t n = 0;
  while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.output.append(buffer.data(), n);
  int status = pclose(pipe);
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

std::string tempPath(const std::string& name) {
  static const std::string dir = [] {
    char pattern[] = "/tmp/sheets-test-XXXXXX";
    const char* made = mkdtemp(pattern);
    if (!made) throw std::runtime_error("mkdtemp failed");
    return std::string(made);
  }();
  return dir + "/" + name;
}

Raster rasterise(const std::string& pdf, int page, int dpi) {
  std::string stem = tempPath("page" + std::to_string(page) + "-" + std::to_string(dpi));
  std::string command = std::string(PDFTOPPM) + " -gray -r " + std::to_string(dpi) + " -f " + std::to_string(page) +
                        " -l " + std::to_string(page) + " -singlefile '" + pdf + "' '" + stem + "'";
  Raster raster;
  if (run(command).status != 0) return raster;
  std::ifstream in(stem + ".pgm", std::ios::binary);
  std::string magic;
  int maxValue = 0;
  in >> magic >> raster.width >> raster.height >> maxValue;
  in.get();
  raster.pixels.resize(static_cast<std::size_t>(raster.width) * raster.height);
  in.read(reinterpret_cast<char*>(raster.pixels.data()), static_cast<std::streamsize>(raster.pixels.size()));
  if (magic != "P5" || !in) raster = {};
  return raster;
}

}  // namespace sheets_test
