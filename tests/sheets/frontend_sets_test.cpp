// Sheets from real .mkn sources through the real front end: a shipped set,
// and a fixture whose one card overflows.
#include <catch2/catch.hpp>

#include "backend/sheets/sheets.h"
#include "sema/build.h"
#include "sheet_fixtures.h"

using namespace munchkinc;
using namespace sheets_test;

namespace {

struct Built {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  std::optional<model::Model> model;
};

std::unique_ptr<Built> build(const std::string& path) {
  auto b = std::make_unique<Built>();
  UnitLoader loader(b->sources, b->diagnostics, {bundledSetsDirectory()}, nullptr);
  b->model = buildModel(path, loader, b->sources, b->diagnostics);
  return b;
}

// `check --layout` on a fixture that builds cleanly and warns exactly once.
std::unique_ptr<Built> checkLayoutOnce(const std::string& path) {
  auto b = build(path);
  REQUIRE(b->model);
  REQUIRE_FALSE(b->diagnostics.hadErrors());
  auto templates = sheets::loadTemplatesFor(*b->model, {}, b->sources, b->diagnostics);
  REQUIRE(templates);
  sheets::checkLayout(*b->model, b->sources, *templates, b->diagnostics);
  REQUIRE(b->diagnostics.all().size() == 1);
  return b;
}

}  // namespace

TEST_CASE("Munchkin Apocalypse prints every card, its backs and its Seal rules", "[sheets][frontend]") {
  auto b = build(bundledSetsDirectory() + "/apocalypse");
  REQUIRE(b->model);
  REQUIRE_FALSE(b->diagnostics.hadErrors());
  std::size_t physical = 0;
  for (const model::Card& card : b->model->cards) physical += static_cast<std::size_t>(card.copies);
  REQUIRE(physical > 9);

  sheets::SheetOptions options;
  options.progress = false;
  std::string out = tempPath("apocalypse.pdf");
  REQUIRE(sheets::renderSheets(*b->model, b->sources, options, out, b->diagnostics));
  CHECK_FALSE(b->diagnostics.hadErrors());

  CommandResult info = run(std::string(PDFINFO) + " '" + out + "'");
  int facePages = static_cast<int>((physical + 8) / 9);
  std::string pages = info.output.substr(info.output.find("Pages:"));
  int pageCount = std::stoi(pages.substr(6));
  CHECK(pageCount > 2 * facePages);  // faces, backs, then at least one rules page
  std::string text = run(std::string(PDFTOTEXT) + " '" + out + "' -").output;
  for (const model::Card& card : b->model->cards) {
    INFO(card.name);
    CHECK_THAT(text, Catch::Contains(card.name.substr(0, 12)));  // long names may wrap
  }
  CHECK_THAT(text, Catch::Contains("Seals"));
  CHECK_THAT(text, Catch::Contains("Munchkin Apocalypse"));
}

TEST_CASE("the overflow fixture warns at the card's line in the .mkn", "[sheets][frontend]") {
  auto b = checkLayoutOnce(SHEETS_FIXTURE_DIR "/overflow.mkn");
  const Diagnostic& d = b->diagnostics.all().front();
  CHECK(d.code == DiagCode::W3001);
  CHECK_THAT(d.message, Catch::StartsWith("rules text of 'Tire Iron' overflows its box by "));
  CHECK(b->sources.lineColumn(d.range.file, d.range.begin).line == 10);
}

TEST_CASE("a back whose text cannot fit warns once, at its deck's declaration", "[sheets][frontend]") {
  const std::string expected =
      "deck on the back of 'The Unabridged Almanac of Every Dungeon Ever Dug, Annotated Twice Over, With Maps, "
      "Footnotes and an Index of Regrettable Doors' cards overflows its box by 19.8 mm";
  auto b = checkLayoutOnce(SHEETS_FIXTURE_DIR "/back_overflow.mkn");
  const Diagnostic& d = b->diagnostics.all().front();
  CHECK(d.code == DiagCode::W3001);
  CHECK(d.message == expected);
  CHECK(b->sources.lineColumn(d.range.file, d.range.begin).line == 10);

  // Printing its three copies reports the back once too.
  DiagnosticEngine printed;
  sheets::SheetOptions options;
  options.progress = false;
  REQUIRE(sheets::renderSheets(*b->model, b->sources, options, tempPath("back-overflow.pdf"), printed));
  REQUIRE(printed.all().size() == 1);
  CHECK(printed.all().front().message == expected);
}
