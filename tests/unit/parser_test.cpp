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

namespace {

const Diagnostic& only(const Parsed& p) {
  REQUIRE(p.diagnostics.all().size() == 1);
  return p.diagnostics.all().front();
}

}  // namespace

TEST_CASE("after a syntax error the other declarations are read, the bad one poisoned", "[parser][recovery]") {
  Parsed p("monster \"A\" {\n  level 1;\n  bad_stuff { lose_levels +; }\n}\nmonster \"B\" { level 2; }\n");
  CHECK(p.diagnostics.errorCount() == 1);
  CHECK_FALSE(p.file.parsed);
  REQUIRE(p.file.partial);
  REQUIRE(p.file.declarations.size() == 2);
  CHECK(p.file.declarations[0].poisoned);
  const auto& a = std::get<ast::Card>(p.file.declarations[0].node);
  CHECK(a.name == "A");
  REQUIRE(a.members.size() == 1);  // `level 1;`; the block with the error is left out
  CHECK(std::get<ast::Field>(a.members[0].node).name.text == "level");
  CHECK_FALSE(p.file.declarations[1].poisoned);
  CHECK(std::get<ast::Card>(p.file.declarations[1].node).members.size() == 1);
}

TEST_CASE("a missing ';' is reported after the token before it, with a fix-it, and the card kept", "[parser][recovery]") {
  Parsed p("monster \"Rat\" { level 1 }\n");
  const Diagnostic& d = only(p);
  CHECK(d.code == DiagCode::E0010);
  CHECK(d.message == "expected ';'");
  CHECK(d.range.begin == 23);  // just after `1`
  CHECK(d.range.end == 23);
  REQUIRE(d.fixIts.size() == 1);
  CHECK(d.fixIts[0].replacement == ";");
  CHECK(d.fixIts[0].range.begin == 23);
  REQUIRE(p.file.declarations.size() == 1);
  CHECK_FALSE(p.file.declarations[0].poisoned);
  CHECK(std::get<ast::Card>(p.file.declarations[0].node).members.size() == 1);
}

TEST_CASE("a field running on into the next line is split where the ';' is missing", "[parser][recovery]") {
  Parsed p("monster \"Rat\" {\n  level 1\n  treasures 2;\n}\n");
  const Diagnostic& d = only(p);
  CHECK(d.message == "expected ';'");
  CHECK(p.sources.lineColumn(d.range.file, d.range.begin).line == 2);
  REQUIRE(d.fixIts.size() == 1);
  CHECK(p.sources.slice({d.range.file, d.range.begin - 1, d.range.begin}) == "1");
  CHECK_FALSE(p.file.parsed);
  const auto& card = std::get<ast::Card>(p.file.declarations[0].node);
  REQUIRE(card.members.size() == 2);
  const auto& level = std::get<ast::Field>(card.members[0].node);
  const auto& treasures = std::get<ast::Field>(card.members[1].node);
  CHECK(level.name.text == "level");
  REQUIRE(level.values.size() == 1);
  CHECK(level.values[0].atoms.size() == 1);
  CHECK(treasures.name.text == "treasures");
  REQUIRE(treasures.values.size() == 1);
  CHECK(treasures.values[0].atoms[0].value == 2);

  Parsed words("item \"Hat\" { usable_by class Kid, class Dwarf; slot headgear; }\n");
  CHECK(words.file.parsed);
}

TEST_CASE("a misspelt block word gets a did-you-mean and its block is skipped", "[parser][recovery]") {
  Parsed p("monster \"Rat\" {\n  level 1;\n  bad_stuf { lose_levels 1; }\n  treasures 1;\n}\nclass \"Kid\" {}\n");
  const Diagnostic& d = only(p);
  CHECK(d.code == DiagCode::E0305);
  CHECK(d.message == "unknown block word 'bad_stuf'; did you mean 'bad_stuff'?");
  REQUIRE(d.fixIts.size() == 1);
  CHECK(d.fixIts[0].replacement == "bad_stuff");
  CHECK(p.sources.slice(d.fixIts[0].range) == "bad_stuf");
  REQUIRE(p.file.declarations.size() == 2);
  CHECK(p.file.declarations[0].poisoned);
  const auto& rat = std::get<ast::Card>(p.file.declarations[0].node);
  REQUIRE(rat.members.size() == 2);  // level and treasures; not the block's action
  CHECK(std::get<ast::Field>(rat.members[1].node).name.text == "treasures");
  CHECK_FALSE(p.file.declarations[1].poisoned);

  Parsed whiel("class \"Kid\" { whiel { combat_bonus +1; } }\n");
  CHECK(only(whiel).message == "unknown block word 'whiel'; did you mean 'while'?");
}

TEST_CASE("an unclosed brace is closed where the indentation says, with a note at the brace", "[parser][recovery]") {
  Parsed p("monster \"Open\" {\n  level 2;\n  bad_stuff { lose_levels 1;\n}\n\nmonster \"Next\" {\n  level 3;\n}\n");
  const Diagnostic& d = only(p);
  CHECK(d.message == "expected '}'");
  CHECK(p.sources.lineColumn(d.range.file, d.range.begin).line == 3);
  REQUIRE(d.notes.size() == 1);
  CHECK(d.notes[0].message == "this '{' is never closed");
  CHECK(p.sources.lineColumn(d.notes[0].range.file, d.notes[0].range.begin).column == 13);
  REQUIRE(d.fixIts.size() == 1);
  CHECK(d.fixIts[0].replacement == "}");
  REQUIRE(p.file.declarations.size() == 2);
  CHECK(p.file.declarations[0].poisoned);
  CHECK_FALSE(p.file.declarations[1].poisoned);
  CHECK(std::get<ast::Card>(p.file.declarations[1].node).name == "Next");

  Parsed atEnd("monster \"Rat\" {\n  level 1;\n");
  CHECK(only(atEnd).message == "expected '}'");
  REQUIRE(atEnd.file.declarations.size() == 1);
  CHECK(atEnd.file.declarations[0].poisoned);
}

TEST_CASE("a declaration with a syntax error keeps its name for later passes", "[parser][recovery]") {
  Parsed p("kind broken is;\ntag Fire \"Fire\" extra;\nmonster { level 1; }\n");
  REQUIRE(p.file.declarations.size() == 2);  // the nameless card is dropped
  CHECK(p.file.declarations[0].poisoned);
  CHECK(std::get<ast::KindDecl>(p.file.declarations[0].node).name.text == "broken");
  CHECK(std::get<ast::NamedDecl>(p.file.declarations[1].node).name.text == "Fire");
}

TEST_CASE("a number out of range leaves its member out and poisons the declaration", "[parser][recovery]") {
  Parsed p("monster \"A\" {\n  level 1\n  treasures 2;\n  copies 99999999999;\n}\nset d { title \"D\"; players 3..99999999999; }\n");
  CHECK(p.diagnostics.errorCount() == 3);  // the missing ';', two numbers
  REQUIRE(p.file.declarations.size() == 2);
  CHECK(p.file.declarations[0].poisoned);
  CHECK(std::get<ast::Card>(p.file.declarations[0].node).members.size() == 2);  // level, treasures
  CHECK(p.file.declarations[1].poisoned);
  CHECK(std::get<ast::Header>(p.file.declarations[1].node).fields.size() == 1);  // title
}

TEST_CASE("a run-on field whose next name stands alone on its line splits too", "[parser][recovery]") {
  Parsed p("monster \"Rat\" {\n  level 1\n  treasures\n  bonus 2;\n}\n");
  CHECK(p.diagnostics.errorCount() == 2);
  const auto& card = std::get<ast::Card>(p.file.declarations[0].node);
  REQUIRE(card.members.size() == 3);
  CHECK(std::get<ast::Field>(card.members[1].node).name.text == "treasures");
  CHECK(std::get<ast::Field>(card.members[1].node).values.empty());
  CHECK(std::get<ast::Field>(card.members[2].node).name.text == "bonus");
}

TEST_CASE("a tag declaration may say `horde`, and `horde` stays a name elsewhere", "[parser][horde]") {
  Parsed p("tag Undead \"undead\" horde;\ntag Fire;\ntag horde;\n");
  REQUIRE(p.diagnostics.errorCount() == 0);
  REQUIRE(p.file.declarations.size() == 3);
  const auto& undead = std::get<ast::NamedDecl>(p.file.declarations[0].node);
  CHECK(undead.text == std::optional<std::string>("undead"));
  CHECK(undead.hordeRange.valid());
  CHECK_FALSE(std::get<ast::NamedDecl>(p.file.declarations[1].node).hordeRange.valid());
  const auto& named = std::get<ast::NamedDecl>(p.file.declarations[2].node);
  CHECK(named.name.text == "horde");
  CHECK_FALSE(named.hordeRange.valid());
}
