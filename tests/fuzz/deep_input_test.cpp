// Input nested far deeper than any real card must be refused with E0015
// before the recursive-descent parser (or any recursive pass after it) can
// run out of stack. 100,000 levels is far past what the default 8 MiB stack
// survives in ANTLR's generated parser.
#include <catch2/catch.hpp>

#include <string>

#include "parse/parser.h"
#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace munchkinc {
namespace {

constexpr std::size_t kDeep = 100'000;

std::string repeat(const std::string& piece, std::size_t times) {
  std::string out;
  out.reserve(piece.size() * times);
  for (std::size_t i = 0; i < times; ++i) out += piece;
  return out;
}

// A monster whose `no_pursuit` condition is `condition`.
std::string monsterWithCondition(const std::string& condition) {
  return "monster \"Deep\" {\n  level 1;\n  no_pursuit if " + condition + ";\n}\n";
}

bool reportsNestingTooDeep(const std::string& text) {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const FileId id = sources.add("deep.mkn", text);
  const ast::File tree = parseFile(id, sources, diagnostics);
  bool nesting = false;
  for (const Diagnostic& d : diagnostics.all()) nesting = nesting || d.code == DiagCode::E0015;
  return !tree.parsed && nesting;
}

TEST_CASE("deeply nested parentheses are refused with E0015", "[fuzz]") {
  CHECK(reportsNestingTooDeep(monsterWithCondition(repeat("(", kDeep) + "level < 2" + repeat(")", kDeep))));
  // Unbalanced: the file ends inside the nesting.
  CHECK(reportsNestingTooDeep(monsterWithCondition(repeat("(", kDeep))));
}

TEST_CASE("long chains of 'not' are refused with E0015", "[fuzz]") {
  CHECK(reportsNestingTooDeep(monsterWithCondition(repeat("not ", kDeep) + "level < 2")));
}

TEST_CASE("long 'and' and 'or' chains are refused with E0015", "[fuzz]") {
  CHECK(reportsNestingTooDeep(monsterWithCondition("level < 2" + repeat(" and level < 2", kDeep))));
  CHECK(reportsNestingTooDeep(monsterWithCondition("level < 2" + repeat(" or level < 2", kDeep))));
}

TEST_CASE("long '+' chains in a max expression are refused with E0015", "[fuzz]") {
  const std::string levelup = "levelup \"Deep\" {\n  play any_time { gain_levels 1 max_level kill_level" +
                              repeat(" + 1", kDeep) + "; }\n}\n";
  CHECK(reportsNestingTooDeep(levelup));
}

TEST_CASE("deeply nested braces are refused with E0015", "[fuzz]") {
  CHECK(reportsNestingTooDeep("monster \"Deep\" " + repeat("{", kDeep) + repeat("}", kDeep)));
  CHECK(reportsNestingTooDeep(repeat("{", kDeep)));
}

TEST_CASE("nesting within the limit still parses", "[fuzz]") {
  // The limit must not reject reasonable cards: 10 levels and a 20-term chain.
  const std::string text = monsterWithCondition(repeat("(", 10) + "level < 2" + repeat(")", 10) +
                                                repeat(" and not level > 3", 20));
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const FileId id = sources.add("fine.mkn", text);
  CHECK(parseFile(id, sources, diagnostics).parsed);
  CHECK(diagnostics.all().empty());
}

}  // namespace
}  // namespace munchkinc
