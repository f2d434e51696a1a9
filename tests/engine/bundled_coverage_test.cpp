// Every block of every bundled set runs in ten thousand games, as
// `munchkinc simulate SET --games 10000 --coverage` plays them (4 players,
// seed 1, greedy bots), unless tests/engine/rare_blocks.txt lists it with
// the reason it does not; and no block listed there runs, so the list
// shrinks as the engine learns to play more of the cards.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bundled_set.h"
#include "munchkin/coverage.h"
#include "munchkin/simulator.h"

using namespace munchkin;
using engine_test::bundledSet;

namespace {

constexpr const char* kSets[] = {
    "apocalypse",
    "star",
    "warhammer-aos",
    "zombies",
    "crossovers/all-four",
    "crossovers/apocalypse-epic",
    "crossovers/apocalypse-star",
    "crossovers/apocalypse-warhammer-aos",
    "crossovers/apocalypse-zombies",
    "crossovers/star-warhammer-aos",
    "crossovers/star-zombies",
    "crossovers/warhammer-aos-zombies",
};

struct RareBlock {
  std::string set, card, block, reason;
  int line = 0;  // in rare_blocks.txt
};

std::string trimmed(std::string text) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!text.empty() && blank(text.back())) text.pop_back();
  std::size_t start = 0;
  while (start < text.size() && blank(text[start])) ++start;
  return text.substr(start);
}

std::vector<RareBlock> rareBlocks() {
  std::ifstream in(RARE_BLOCKS_FILE);
  REQUIRE(in);
  std::vector<RareBlock> out;
  std::string text;
  for (int number = 1; std::getline(in, text); ++number) {
    if (trimmed(text).empty() || trimmed(text).front() == '#') continue;
    std::vector<std::string> fields;
    std::istringstream line(text);
    for (std::string field; std::getline(line, field, '|');) fields.push_back(trimmed(field));
    INFO("rare_blocks.txt:" << number << ": " << text);
    REQUIRE(fields.size() == 4);
    REQUIRE(!fields[3].empty());
    out.push_back({fields[0], fields[1], fields[2], fields[3], number});
  }
  return out;
}

bool listedFor(const RareBlock& rare, const std::string& set, const BlockCoverage& block) {
  return (rare.set == "*" || rare.set == set) && rare.card == block.card && rare.block == blockWords(block);
}

void checkCoverage(const std::string& path) {
  SimulationOptions options;
  options.games = 10000;
  options.players = 4;
  options.seed = 1;
  options.jobs = 2;
  options.coverage = true;
  const SimulationReport report = simulate(bundledSet(path), options);
  REQUIRE(!report.coverage.empty());
  const std::vector<RareBlock> rare = rareBlocks();
  std::vector<bool> matched(rare.size(), false);
  std::string unlisted, ranAnyway;
  for (const BlockCoverage& block : report.coverage) {
    const std::string place = block.file + ":" + std::to_string(block.line);
    bool listed = false;
    for (std::size_t i = 0; i < rare.size(); ++i) {
      if (!listedFor(rare[i], path, block)) continue;
      listed = matched[i] = true;
      if (block.count > 0) {
        ranAnyway += "\n  rare_blocks.txt:" + std::to_string(rare[i].line) + ": " + block.card + ": " +
                     blockWords(block) + " (" + place + ") ran " + std::to_string(block.count) + " times";
      }
    }
    if (block.count == 0 && !listed) {
      unlisted += "\n  " + path + " | " + block.card + " | " + blockWords(block) + " | ... (" + place + ")";
    }
  }
  {
    INFO("blocks that never ran and are not in tests/engine/rare_blocks.txt (run them, or list them with a reason):"
         << unlisted);
    CHECK(unlisted.empty());
  }
  {
    INFO("blocks listed in tests/engine/rare_blocks.txt that ran (delete their lines):" << ranAnyway);
    CHECK(ranAnyway.empty());
  }
  for (std::size_t i = 0; i < rare.size(); ++i) {
    INFO("rare_blocks.txt:" << rare[i].line << " names no block of " << path << ": " << rare[i].card << " | "
                            << rare[i].block);
    if (rare[i].set == path) CHECK(matched[i]);
  }
}

}  // namespace

TEST_CASE("every bundled set and crossover has a coverage test") {
  namespace fs = std::filesystem;
  std::vector<std::string> found;
  for (const char* folder : {"", "crossovers/"}) {
    for (const fs::directory_entry& entry : fs::directory_iterator(fs::path(MUNCHKIN_SETS_DIR) / folder)) {
      if (!entry.is_directory() || entry.path().filename() == "crossovers") continue;
      // Modules (core, epic) are not simulated on their own.
      bool module = false;
      for (const fs::directory_entry& file : fs::directory_iterator(entry.path())) {
        std::ifstream in(file.path());
        for (std::string line; std::getline(in, line);) module |= line.rfind("module ", 0) == 0;
      }
      if (!module) found.push_back(folder + entry.path().filename().string());
    }
  }
  for (const std::string& set : found) {
    INFO(set << " is missing from kSets in bundled_coverage_test.cpp");
    CHECK(std::find(std::begin(kSets), std::end(kSets), set) != std::end(kSets));
  }
  CHECK(found.size() == std::size(kSets));
}

TEST_CASE("every block of Munchkin Apocalypse runs") { checkCoverage("apocalypse"); }
TEST_CASE("every block of Star Munchkin runs") { checkCoverage("star"); }
TEST_CASE("every block of Munchkin Warhammer Age of Sigmar runs") { checkCoverage("warhammer-aos"); }
TEST_CASE("every block of Munchkin Zombies runs") { checkCoverage("zombies"); }
TEST_CASE("every block of the four-set crossover runs") { checkCoverage("crossovers/all-four"); }
TEST_CASE("every block of Apocalypse with Epic rules runs") { checkCoverage("crossovers/apocalypse-epic"); }
TEST_CASE("every block of Apocalypse + Star runs") { checkCoverage("crossovers/apocalypse-star"); }
TEST_CASE("every block of Apocalypse + Warhammer runs") { checkCoverage("crossovers/apocalypse-warhammer-aos"); }
TEST_CASE("every block of Apocalypse + Zombies runs") { checkCoverage("crossovers/apocalypse-zombies"); }
TEST_CASE("every block of Star + Warhammer runs") { checkCoverage("crossovers/star-warhammer-aos"); }
TEST_CASE("every block of Star + Zombies runs") { checkCoverage("crossovers/star-zombies"); }
TEST_CASE("every block of Warhammer + Zombies runs") { checkCoverage("crossovers/warhammer-aos-zombies"); }
