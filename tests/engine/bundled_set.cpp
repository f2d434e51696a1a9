#include "bundled_set.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "lower/lower_model.h"
#include "sema/build.h"
#include "sema/loader.h"
#include "source/diagnostic_printer.h"

namespace engine_test {
namespace {

// Owns everything the prepared set points into.
struct Built {
  munchkinc::LoweredSet lowered;
  std::optional<munchkin::PreparedSet> prepared;
};

// Builds the set at `path`, named `shown` in errors.
std::unique_ptr<Built> build(const std::string& path, const std::string& shown) {
  munchkinc::SourceManager sources;
  munchkinc::DiagnosticEngine diagnostics;
  munchkinc::UnitLoader loader(sources, diagnostics, {munchkinc::bundledSetsDirectory()}, nullptr);
  const auto model = munchkinc::buildModel(path, loader, sources, diagnostics);
  if (!model || diagnostics.hadErrors()) {
    std::ostringstream text;
    munchkinc::printDiagnostics(text, diagnostics.sorted(sources), sources, {});
    throw std::runtime_error("the set " + shown + " does not build:\n" + text.str());
  }
  auto built = std::make_unique<Built>();
  built->lowered = munchkinc::lowerModel(*model, sources);
  std::string error;
  built->prepared = munchkin::PreparedSet::prepare(built->lowered.tables(), error);
  if (!built->prepared) throw std::runtime_error("the engine refuses the set " + shown + ": " + error);
  return built;
}

}  // namespace

const munchkin::PreparedSet& bundledSet(const std::string& relativePath) {
  static std::map<std::string, std::unique_ptr<Built>> cache;
  auto& entry = cache[relativePath];
  if (!entry) entry = build(std::string(MUNCHKIN_SETS_DIR) + "/" + relativePath, relativePath);
  return *entry->prepared;
}

const munchkin::PreparedSet& setFromText(const std::string& text) {
  static std::map<std::string, std::unique_ptr<Built>> cache;
  auto& entry = cache[text];
  if (!entry) {
    const auto dir = std::filesystem::temp_directory_path() / "munchkinc-engine-tests";
    std::filesystem::create_directories(dir);
    // One file per process: ctest runs tests of the same set side by side, and
    // each removes its file once built.
    const std::string name = std::to_string(::getpid()) + "-" + std::to_string(std::hash<std::string>{}(text));
    const auto path = dir / ("set-" + name + ".mkn");
    { std::ofstream(path) << text; }
    entry = build(path.string(), "of the test");
    std::filesystem::remove(path);
  }
  return *entry->prepared;
}

const munchkin::PreparedSet& textSet(const std::string& cards) {
  return setFromText("set demo { title \"Demo\"; players 3..6; }\nuses core;\n" + cards);
}

std::uint16_t designNamed(const munchkin::PreparedSet& set, const std::string& name) {
  const auto cards = set.tables().cards;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (name == cards[i].name) return static_cast<std::uint16_t>(i);
  }
  throw std::runtime_error("the set " + std::string(set.tables().id) + " has no card called " + name);
}

void clearTable(munchkin::Game& game) {
  for (auto& p : game.players) {
    while (!p.hand.empty()) game.discard(p.hand.back());
    while (!p.inPlay.empty()) game.discard(p.inPlay.back());
    p.level = 1;
  }
  game.current = 0;
}

munchkin::CardId takeCard(munchkin::Game& game, const std::string& name) {
  const munchkin::CardId c = game.takeFromDeck(designNamed(game.set(), name));
  if (c >= game.where.size()) throw std::runtime_error("every copy of " + name + " is out of the decks");
  return c;
}

}  // namespace engine_test
