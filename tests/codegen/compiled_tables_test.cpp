// The two ways a set reaches the engine: lowered at run time from the checked
// model, and compiled to C++ by munchkinc at build time (munchkin_add_set).
// Both must give the same tables, field for field, and so the same games.
#include <catch2/catch.hpp>

#include <sstream>
#include <string_view>

#include "all_four_tables.h"
#include "apocalypse_tables.h"
#include "hostile_names_tables.h"
#include "lower/lower_model.h"
#include "model_loader.h"
#include "munchkin/bot.h"
#include "munchkin/engine.h"
#include "munchkin/game_log.h"
#include "small_tables.h"
#include "star_tables.h"
#include "tables_compare.h"
#include "warhammer_aos_tables.h"
#include "zombies_tables.h"

using namespace munchkin;

namespace {

struct CompiledSet {
  std::string path;
  const SetTables& (*tables)();
};

const std::string kSets = MUNCHKIN_CODEGEN_SETS_DIR;
const std::string kGolden = MUNCHKIN_CODEGEN_GOLDEN_DIR;

const CompiledSet kCompiledSets[] = {
    {kSets + "/apocalypse", &sets::apocalypse_tables},
    {kSets + "/star", &sets::star_tables},
    {kSets + "/warhammer-aos", &sets::warhammer_aos_tables},
    {kSets + "/zombies", &sets::zombies_tables},
    {kSets + "/crossovers/all-four", &sets::all_four_tables},
    {kGolden + "/small/input.mkn", &sets::small_tables},
    {kGolden + "/hostile_names/input.mkn", &sets::hostile_names_tables},
};

std::string playLogged(const PreparedSet& set, std::uint64_t seed, int players) {
  std::ostringstream out;
  GameLog log(&out);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int seat = 0; seat < players; ++seat) {
    owned.push_back(seat % 2 == 0 ? makeGreedyBot() : makeRandomBot());
    bots.push_back(owned.back().get());
  }
  Game game(set);
  game.reset(seed, bots, &log);
  const GameResult result = game.play(400);
  out << "winner " << result.winner << " reason " << winReasonName(result.reason) << " turns " << result.turns << '\n';
  for (const std::string& error : result.errors) out << "error " << error << '\n';
  return out.str();
}

}  // namespace

TEST_CASE("compiled tables equal the run-time lowering, field for field") {
  for (const CompiledSet& set : kCompiledSets) {
    SECTION(set.path) {
      const auto loaded = codegen_test::loadModel(set.path);
      INFO(loaded->diagnosticsText);
      REQUIRE(loaded->model);
      const munchkinc::LoweredSet lowered = munchkinc::lowerModel(*loaded->model, loaded->sources);
      CHECK(codegen_test::firstDifference(lowered.tables(), set.tables()) == "");
      CHECK(lowered.tables().cards.size() > 0);
    }
  }
}

TEST_CASE("games from compiled and run-time tables are byte-identical") {
  for (const CompiledSet& set : kCompiledSets) {
    SECTION(set.path) {
      const auto loaded = codegen_test::loadModel(set.path);
      INFO(loaded->diagnosticsText);
      REQUIRE(loaded->model);
      const munchkinc::LoweredSet lowered = munchkinc::lowerModel(*loaded->model, loaded->sources);
      std::string error;
      const auto fromLowered = PreparedSet::prepare(lowered.tables(), error);
      INFO(error);
      REQUIRE(fromLowered);
      const auto fromCompiled = PreparedSet::prepare(set.tables(), error);
      REQUIRE(fromCompiled);
      const int players = std::min(4, static_cast<int>(set.tables().maxPlayers));
      for (std::uint64_t seed : {1u, 2u, 3u}) {
        const std::string a = playLogged(*fromLowered, seed, players);
        const std::string b = playLogged(*fromCompiled, seed, players);
        INFO("seed " << seed);
        CHECK(a.size() > 500);
        CHECK(a.find("\nerror ") == std::string::npos);
        CHECK(a == b);
      }
    }
  }
}

TEST_CASE("hostile names survive compilation byte for byte") {
  const SetTables& t = sets::hostile_names_tables();
  CHECK(std::string_view(t.title) == "Hostile \"Names\" \\ Co.");
  CHECK(std::string_view(t.version) == "1.0\n// not a comment");
  std::vector<std::string_view> names;
  for (const CardDef& card : t.cards) names.emplace_back(card.name);
  REQUIRE(names.size() == 5);
  CHECK(names[0] == "\"; system(\"x\"); //");
  CHECK(names[1] == "What?" "?/ Who?" "?!");
  CHECK(names[2] == "Caf\xC3\xA9 \xC3\x9Cn\xC3\xAF" "code \xE2\x80\x94 \xE2\x98\x83");
  CHECK(names[3] == "Trailing backslash \\");
  CHECK(names[4] == "Sleight of \"Hand\"");
  CHECK(std::string_view(kindTitle(t, t.cards[4])) == "Trick \"*/ ?" "?= \\");
  CHECK(std::string_view(t.cards[0].text) == "ends in a backslash \\");
  CHECK(std::string_view(t.cards[1].text) == "line one\nline two */ /* \\n");
  CHECK(std::string_view(t.cards[1].flavor) == "$name$ $$ %s {}");
  CHECK(std::string_view(t.cards[2].text) ==
        "tab\there, bell \a; emoji \xF0\x9F\x82\xA1; bidi \xE2\x80\xAEreversed\xE2\x80\xAC");
}
