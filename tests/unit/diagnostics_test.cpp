#include "source/diagnostics.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "source/diagnostic_printer.h"
#include "test_support.h"

using namespace munchkinc;

TEST_CASE("diagnostics sort by file and position, and repeats are dropped", "[diagnostics]") {
  SourceManager sources;
  const FileId b = sources.add("b.mkn", "x\ny\n");
  const FileId a = sources.add("a.mkn", "x\ny\n");
  DiagnosticEngine engine;
  engine.report(DiagCode::E0200, {b, 2, 3}, "second");
  engine.report(DiagCode::E0200, {a, 2, 3}, "first-later");
  engine.report(DiagCode::E0200, {a, 0, 1}, "first");
  engine.report(DiagCode::E0200, {a, 0, 1}, "first");
  const auto sorted = engine.sorted(sources);
  REQUIRE(sorted.size() == 3);
  CHECK(sorted[0].message == "first");
  CHECK(sorted[1].message == "first-later");
  CHECK(sorted[2].message == "second");
}

TEST_CASE("warnings become errors under --Werror", "[diagnostics]") {
  DiagnosticEngine engine;
  engine.report(DiagCode::W0309, {}, "empty");
  CHECK(engine.errorCount() == 0);
  CHECK(engine.warningCount() == 1);
  engine.setWarningsAsErrors(true);
  CHECK(engine.errorCount() == 1);
}

TEST_CASE("the text printer draws the source line and a caret under the range", "[diagnostics]") {
  SourceManager sources;
  const FileId f = sources.add("t.mkn", "monster \"Rat\" {\n  levle 1;\n}\n");
  DiagnosticEngine engine;
  Diagnostic& d = engine.report(DiagCode::E0200, {f, 18, 23}, "unknown field 'levle'");
  engine.note(d, {f, 8, 13}, "in this card");
  std::ostringstream out;
  printDiagnostics(out, engine.sorted(sources), sources, {});
  CHECK(out.str() ==
        "t.mkn:2:3: error: unknown field 'levle' [E0200]\n"
        "  levle 1;\n"
        "  ^~~~~\n"
        "t.mkn:1:9: note: in this card\n"
        "monster \"Rat\" {\n"
        "        ^~~~~\n");
}

TEST_CASE("every diagnostic code has a fixture that triggers it", "[diagnostics][coverage]") {
  // Goldens hold printed diagnostics; the other suites' Catch2 sources assert
  // codes directly. This suite's own sources do not count.
  std::string goldens, assertions;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(test::sourceDir() + "/tests")) {
    if (!entry.is_regular_file()) continue;
    const std::string name = entry.path().filename().string();
    const bool golden = name.rfind("expected", 0) == 0 && name.find(".actual") == std::string::npos;
    const bool source = entry.path().extension() == ".cpp" && entry.path().parent_path().filename() != "unit";
    if (!golden && !source) continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    (golden ? goldens : assertions) += text.str();
  }
  for (const DiagCode code : allCodes()) {
    const std::string name(codeName(code));
    INFO(name);
    CHECK((goldens.find("[" + name + "]") != std::string::npos ||
           goldens.find("\"code\":\"" + name + "\"") != std::string::npos ||
           assertions.find(name) != std::string::npos));
  }
}

TEST_CASE("the language reference documents every diagnostic code", "[diagnostics][docs]") {
  std::ifstream in(test::sourceDir() + "/docs/language.md");
  std::stringstream text;
  text << in.rdbuf();
  for (const DiagCode code : allCodes()) {
    const std::string heading = "### " + std::string(codeName(code)) + " " + std::string(codeSlug(code));
    INFO(heading);
    CHECK(text.str().find(heading) != std::string::npos);
  }
}
