#include "fmt/formatter.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "source/input_file.h"
#include "test_support.h"

using namespace munchkinc;

namespace {

ast::File parseText(SourceManager& sources, DiagnosticEngine& diagnostics, const std::string& text) {
  return parseFile(sources.add("t.mkn", text), sources, diagnostics);
}

std::vector<std::string> commentTexts(const ast::File& file) {
  std::vector<std::string> texts;
  for (const ast::Comment& c : file.comments) texts.push_back(c.text);
  return texts;
}

// parse -> fmt -> parse gives the same tree and the same comments in the same
// order, and formatting twice changes nothing.
void checkRoundTrip(const std::string& text) {
  // Files that are not UTF-8 text never reach the parser.
  if (findInvalidUtf8(text) || text.find('\0') != std::string::npos) return;
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const ast::File first = parseText(sources, diagnostics, text);
  if (!first.parsed) return;  // negative fixtures are covered by the goldens
  const std::string once = formatFile(first);
  INFO("formatted:\n" << once);
  const ast::File second = parseText(sources, diagnostics, once);
  REQUIRE(second.parsed);
  CHECK(ast::sameTree(first, second));
  CHECK(commentTexts(second) == commentTexts(first));
  CHECK_FALSE(ast::firstCommentDifference(first, second));
  CHECK(formatFile(second) == once);
}

// Every construct of the language, one space between each two tokens (and
// none inside the strings), so the spaces are exactly the token boundaries.
const char* const kEveryConstruct =
    "set demo { title \"Demo\" ; players 3 .. 6 ; } "
    "module extras { title \"X\" ; } "
    "uses core ; uses \"../shared\" ; param win_level = + 10 ; param epic = true ; "
    "kind thing is item in treasure limit 3 ; tag Undead \"Undead\" horde ; deck doors ; "
    "rule sale \"Sell\" ; phase loot \"Loot\" ; slot headgear limit 1 ; "
    "equiv Undead == Zombie == Ghoul ; distinct Elf != Orc ; "
    "monster \"Rat\" { level 1 ; tags Undead , Shark ; bonus - 2 if not ( class Kid or race Elf ) ; "
    "on combat_start once if monster . tag Undead and level >= win_level - ( 1 + 2 ) { "
    "combat_bonus + 2 vs tag Undead ; draw 1 treasure face_up ; gain_levels 1 max_level win_level - 1 ; "
    "give 1 to any_player ; take 1 from any_player ; discard 1 of hand ; say \"Boo\" ; } "
    "play any_time { } while in_combat { bonus 1 ; } bad_stuff { lose_levels 1 ; } }\n";

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("formatting is canonical", "[fmt]") {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const ast::File f = parseText(sources, diagnostics,
                                "set demo{title \"Demo\";}\nuses core;tag Undead;tag Shark;\n"
                                "monster \"Rat\"{level 1;treasures 1;tags Undead,Shark; // small\n"
                                "on combat_start if (class Kid or race Elf) and level>=2{combat_bonus +2 vs tag Undead;"
                                "draw 1 treasure face_up;}bad_stuff{lose_levels 1;}}\n");
  REQUIRE(f.parsed);
  CHECK(formatFile(f) ==
        "set demo {\n"
        "  title \"Demo\";\n"
        "}\n"
        "\n"
        "uses core;\n"
        "\n"
        "tag Undead;\n"
        "tag Shark;\n"
        "\n"
        "monster \"Rat\" {\n"
        "  level 1;\n"
        "  treasures 1;\n"
        "  tags Undead, Shark; // small\n"
        "  on combat_start if (class Kid or race Elf) and level >= 2 {\n"
        "    combat_bonus +2 vs tag Undead;\n"
        "    draw 1 treasure face_up;\n"
        "  }\n"
        "  bad_stuff { lose_levels 1; }\n"
        "}\n");
}

TEST_CASE("a kind's title is printed after its name", "[fmt]") {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const ast::File f = parseText(sources, diagnostics,
                                "kind boon\"Lucky \\\"Break\\\"\"is levelup in treasure limit 2;\n"
                                "kind hazard is curse;\n"
                                "kind trick \"Trick\"/* was Ruse */is oneshot;\n");
  REQUIRE(f.parsed);
  CHECK(formatFile(f) ==
        "kind boon \"Lucky \\\"Break\\\"\" is levelup in treasure limit 2;\n"
        "kind hazard is curse;\n"
        "kind trick \"Trick\" /* was Ruse */ is oneshot;\n");
}

TEST_CASE("strings keep their escapes", "[fmt]") {
  CHECK(quote("say \"hi\"\\\n") == "\"say \\\"hi\\\"\\\\\\n\"");
}

TEST_CASE("every .mkn file in the repository keeps its tree and comments, formatted once or twice",
          "[fmt][roundtrip]") {
  std::vector<std::string> files = test::mknFilesUnder(test::sourceDir() + "/sets");
  const std::vector<std::string> fixtures = test::mknFilesUnder(test::sourceDir() + "/tests");
  files.insert(files.end(), fixtures.begin(), fixtures.end());
  REQUIRE(files.size() > 20);
  for (const std::string& path : files) {
    INFO(path);
    checkRoundTrip(readAll(path));
  }
}

TEST_CASE("bundled sets are in canonical form", "[fmt]") {
  for (const std::string& path : test::mknFilesUnder(test::sourceDir() + "/sets")) {
    SourceManager sources;
    DiagnosticEngine diagnostics;
    const std::string text = readAll(path);
    const ast::File f = parseText(sources, diagnostics, text);
    INFO(path);
    CHECK(formatFile(f) == text);
  }
}

TEST_CASE("a comment at any token boundary is kept, and placed the same way the second time", "[fmt][comments]") {
  const std::string text = kEveryConstruct;
  checkRoundTrip(text);
  std::size_t boundaries = 0;
  for (std::size_t at = text.find(' '); at != std::string::npos; at = text.find(' ', at + 1)) {
    ++boundaries;
    const std::string before = text.substr(0, at);
    const std::string after = text.substr(at);
    INFO("comment after: " << before.substr(before.size() > 40 ? before.size() - 40 : 0));
    checkRoundTrip(before + " // line\n" + after);
    checkRoundTrip(before + " /* block */" + after);
    checkRoundTrip(before + "\n// own line\n" + after);
    checkRoundTrip(before + "\n/* own\n   lines */\n\n" + after);
    checkRoundTrip(before + " /* a */ // b\n/* c */" + after);
  }
  CHECK(boundaries > 150);
}

TEST_CASE("the comments of the issue stay where they were written", "[fmt][comments]") {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const ast::File f = parseText(sources, diagnostics,
                                "monster \"Rat\" // TODO\n{\n  tags Undead, // the dead\n    Fire;\n"
                                "  on combat_start { bonus /* was +3 */ +2; }\n"
                                "  bad_stuff {\n    // ouch\n    lose_levels 1;\n  }\n}\n");
  REQUIRE(f.parsed);
  CHECK(formatFile(f) ==
        "monster \"Rat\" { // TODO\n"
        "  tags Undead, // the dead\n"
        "      Fire;\n"
        "  on combat_start { bonus /* was +3 */ +2; }\n"
        "  bad_stuff {\n"
        "    // ouch\n"
        "    lose_levels 1;\n"
        "  }\n"
        "}\n");
}

TEST_CASE("fmt's safety check finds a comment lost, changed, added or moved", "[fmt][comments]") {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const ast::File original = parseText(sources, diagnostics, "// a\ntag T; /* b */\n// c\n");
  auto check = [&](const std::string& text) {
    return ast::firstCommentDifference(original, parseText(sources, diagnostics, text));
  };
  CHECK_FALSE(check("// a\ntag /* b */ T;\n\n// c\n"));
  CHECK(check("// a\ntag T;\n// c\n") == 1u);
  CHECK(check("// a\ntag T; /* B */\n// c\n") == 1u);
  CHECK(check("// a\ntag T; /* b */\n") == 2u);
  CHECK(check("// a\ntag T; /* b */\n// c\n// d\n") == 3u);
  CHECK(check("/* b */ // a\ntag T;\n// c\n") == 0u);
}
