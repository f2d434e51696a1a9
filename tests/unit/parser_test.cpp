#include "parse/parser.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "test_support.h"

using namespace munchkinc;

namespace {

struct Parsed {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  ParseStats stats;
  ast::File file;

  explicit Parsed(const std::string& text) {
    const FileId id = sources.add("t.mkn", text);
    file = parseFile(id, sources, diagnostics, &stats);
  }
};

}  // namespace

TEST_CASE("a card parses into fields and blocks with ranges", "[parser]") {
  Parsed p("monster \"Fire Ants\" {\n  level 10;\n  bad_stuff { lose_levels 2; }\n}\n");
  REQUIRE(p.file.parsed);
  REQUIRE(p.file.declarations.size() == 1);
  const auto& card = std::get<ast::Card>(p.file.declarations[0].node);
  CHECK(card.kind.text == "monster");
  CHECK(card.name == "Fire Ants");
  CHECK(p.sources.slice(card.nameRange) == "\"Fire Ants\"");
  REQUIRE(card.members.size() == 2);
  const auto& level = std::get<ast::Field>(card.members[0].node);
  CHECK(p.sources.slice(level.range) == "level 10;");
  const auto& bad = std::get<ast::Block>(card.members[1].node);
  CHECK(bad.kind == ast::Block::Kind::BadStuff);
  REQUIRE(bad.actions.size() == 1);
  CHECK(bad.actions[0].name.text == "lose_levels");
  CHECK(bad.actions[0].args[0].value == 2);
}

TEST_CASE("declaration keywords stay usable as names inside cards", "[parser]") {
  Parsed p("item \"Hat\" { slot headgear; }\ncurse \"C\" { play { combat_bonus -1 vs tag Undead; } }\n");
  REQUIRE(p.file.parsed);
  CHECK(p.diagnostics.all().empty());
}

TEST_CASE("every syntax error in a file is reported, up to the cap", "[parser]") {
  Parsed several("monster \"A\" { level 1 }\nmonster \"B\" { level 2 }\nmonster \"C\" { level 3; }\n");
  CHECK_FALSE(several.file.parsed);
  CHECK(several.diagnostics.errorCount() == 2);

  std::string many;
  for (int i = 0; i < 200; ++i) many += "monster \"M\" { level 1 }\n";
  Parsed capped(many);
  CHECK(capped.diagnostics.errorCount() == kMaxSyntaxErrors);
  CHECK(capped.diagnostics.all().back().code == DiagCode::E0014);
}

TEST_CASE("every comment is collected, in order, with where it was written", "[parser]") {
  Parsed p("// leading\nmonster \"A\" // before the brace\n{ // same line\n  level /* inside */ 1; // after level\n"
           "  /* closing */\n}\n// trailing\n\n// after a blank line\ntag T;\n");
  REQUIRE(p.file.parsed);
  const std::vector<ast::Comment>& c = p.file.comments;
  REQUIRE(c.size() == 8);
  CHECK(c[0].text == "// leading");
  CHECK_FALSE(c[0].sameLine);
  CHECK(c[1].text == "// before the brace");
  CHECK(c[1].sameLine);
  CHECK(c[3].text == "/* inside */");
  CHECK(c[3].sameLine);
  CHECK_FALSE(c[5].sameLine);
  CHECK_FALSE(c[5].blankAfter);  // the `}` follows it
  CHECK(c[6].blankAfter);
  CHECK(c[7].text == "// after a blank line");
  CHECK_FALSE(c[7].blankAfter);
}

TEST_CASE("deep nesting is refused with a diagnostic instead of recursing", "[parser]") {
  Parsed parens("class \"K\" { on combat_won if " + std::string(100000, '(') + "in_combat" +
                std::string(100000, ')') + " { draw 1 door; } }\n");
  CHECK_FALSE(parens.file.parsed);
  CHECK(parens.diagnostics.all().front().code == DiagCode::E0015);

  std::string chain = "class \"K\" { on combat_won if in_combat";
  for (int i = 0; i < 5000; ++i) chain += " and in_combat";
  Parsed ands(chain + " { draw 1 door; } }\n");
  CHECK(ands.diagnostics.all().front().code == DiagCode::E0015);
}

TEST_CASE("the bundled sets never need the LL fallback", "[parser][sll]") {
  for (const std::string& path : test::mknFilesUnder(test::sourceDir() + "/sets")) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    Parsed p(text.str());
    INFO(path);
    CHECK(p.file.parsed);
    CHECK(p.stats.sllFallbacks == 0);
  }
}
