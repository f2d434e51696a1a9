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

// parse -> fmt -> parse gives the same tree, and formatting twice changes nothing.
void checkRoundTrip(const std::string& text) {
  // Files that are not UTF-8 text never reach the parser.
  if (findInvalidUtf8(text) || text.find('\0') != std::string::npos) return;
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const ast::File first = parseText(sources, diagnostics, text);
  if (!first.parsed) return;  // negative fixtures are covered by the goldens
  const std::string once = formatFile(first);
  const ast::File second = parseText(sources, diagnostics, once);
  REQUIRE(second.parsed);
  CHECK(ast::sameTree(first, second));
  CHECK(formatFile(second) == once);
}

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

TEST_CASE("strings keep their escapes", "[fmt]") {
  CHECK(quote("say \"hi\"\\\n") == "\"say \\\"hi\\\"\\\\\\n\"");
}

TEST_CASE("every bundled set file and fixture survives the round trip", "[fmt][roundtrip]") {
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
