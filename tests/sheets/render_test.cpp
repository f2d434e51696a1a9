#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "backend/sheets/font_context.h"
#include "backend/sheets/sheet_geometry.h"
#include "backend/sheets/sheets.h"
#include "sheet_fixtures.h"

using namespace munchkinc;
using namespace sheets_test;
namespace fs = std::filesystem;

namespace {

std::unique_ptr<Rendered> render(const std::string& name, sheets::SheetOptions options = {},
                                 model::Model (*build)(SourceManager&) = smallSet) {
  auto r = std::make_unique<Rendered>();
  r->model = build(r->sources);
  r->path = tempPath(name);
  options.progress = false;
  r->ok = sheets::renderSheets(r->model, r->sources, options, r->path, r->diagnostics);
  return r;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string pageText(const std::string& pdf, int page) {
  return run(std::string(PDFTOTEXT) + " -f " + std::to_string(page) + " -l " + std::to_string(page) + " '" + pdf +
             "' -").output;
}

// Darkest pixel in a rectangle given in millimetres.
int darkest(const Raster& raster, int dpi, const sheets::Rect& mm) {
  double scale = dpi / 25.4;
  int lowest = 255;
  for (int y = static_cast<int>(mm.y * scale); y < static_cast<int>((mm.y + mm.height) * scale); ++y) {
    for (int x = static_cast<int>(mm.x * scale); x < static_cast<int>((mm.x + mm.width) * scale); ++x) {
      lowest = std::min(lowest, raster.at(x, y));
    }
  }
  return lowest;
}

int pixelAt(const Raster& raster, int dpi, double xMm, double yMm) {
  return raster.at(static_cast<int>(xMm * dpi / 25.4), static_cast<int>(yMm * dpi / 25.4));
}

}  // namespace

TEST_CASE("the PDF has a face page and a back page per 9 cards, then the rules, on A4", "[sheets][render]") {
  auto r = render("pages.pdf");
  REQUIRE(r->ok);
  CommandResult info = run(std::string(PDFINFO) + " '" + r->path + "'");
  REQUIRE(info.status == 0);
  CHECK_THAT(info.output, Catch::Contains("Pages:           5"));
  CHECK_THAT(info.output, Catch::Contains("Page size:       595.276 x 841.89 pts (A4)"));
  CHECK_THAT(info.output, Catch::Contains("Title:           Test Set"));
}

TEST_CASE("a Letter template gives Letter pages", "[sheets][render]") {
  fs::path dir = tempPath("letter-templates");
  fs::create_directories(dir);
  std::ofstream(dir / "sheet.yaml") << "sheet:\n  paper: letter\n";
  sheets::SheetOptions options;
  options.templateDir = dir.string();
  auto r = render("letter.pdf", options);
  REQUIRE(r->ok);
  CHECK_THAT(run(std::string(PDFINFO) + " '" + r->path + "'").output, Catch::Contains("612 x 792 pts (letter)"));
}

TEST_CASE("every font is embedded and subset", "[sheets][render]") {
  auto r = render("fonts.pdf");
  REQUIRE(r->ok);
  CommandResult fonts = run(std::string(PDFFONTS) + " '" + r->path + "'");
  REQUIRE(fonts.status == 0);
  std::istringstream lines(fonts.output);
  std::string line;
  int fontLines = 0;
  std::regex embedded(R"(^[A-Z]{6}\+\S+\s.*\syes\s+yes\s+yes\s+\d+\s+\d+$)");
  while (std::getline(lines, line)) {
    if (line.rfind("name", 0) == 0 || line.rfind("----", 0) == 0 || line.empty()) continue;
    ++fontLines;
    CHECK(std::regex_match(line, embedded));
  }
  CHECK(fontLines >= 2);
}

TEST_CASE("each card's name and numbers can be read back from its page", "[sheets][render]") {
  auto r = render("text.pdf");
  REQUIRE(r->ok);
  std::string first = pageText(r->path, 1);
  for (const char* expected : {"Fire Ants", "LEVEL", "10", "3 Treasures", "Lose 2 levels.", "Lawyer Lich", "16",
                               "2 Levels", "Duck of Gloom", "Tiny", "MONSTER", "-5", "Tire Iron", "BONUS", "+2",
                               "1 Hand", "300 Gold", "Long Ladder", "Big", "Sleep Potion", "5/7", "Test Set"}) {
    CHECK_THAT(first, Catch::Contains(expected));
  }
  std::string third = pageText(r->path, 3);
  CHECK_THAT(third, Catch::Contains("Sleep Potion"));
  CHECK_THAT(third, Catch::Contains("7/7"));
  // The backs name their deck.
  CHECK_THAT(pageText(r->path, 2), Catch::Contains("Treasure"));
  // The rules reference: phases, rules and a glossary of printed words.
  std::string rules = pageText(r->path, 5);
  for (const char* expected : {"rules reference", "Kick Open the Door", "Charity", "Level 10 wins", "Glossary",
                               "Bad Stuff", "Undead", "Gold Pieces", "1 Hand", "Big"}) {
    CHECK_THAT(rules, Catch::Contains(expected));
  }
}

TEST_CASE("every card cell has ink and crop marks sit where the layout puts them", "[sheets][render]") {
  auto r = render("raster.pdf");
  REQUIRE(r->ok);
  constexpr int kDpi = 100;
  sheets::SheetLayout layout;
  sheets::SheetGeometry geometry(layout);
  Raster page = rasterise(r->path, 1, kDpi);
  REQUIRE(page.width == static_cast<int>(210 / 25.4 * kDpi + 0.5));
  for (int cell = 0; cell < 9; ++cell) {
    sheets::Rect card = geometry.card(cell);
    INFO("cell " << cell);
    CHECK(darkest(page, kDpi, {card.x + 4, card.y + 4, card.width - 8, card.height - 8}) < 100);
  }
  for (const sheets::Line& mark : geometry.cropMarks()) {
    double midX = (mark.x1 + mark.x2) / 2, midY = (mark.y1 + mark.y2) / 2;
    INFO("mark at " << midX << ", " << midY);
    CHECK(darkest(page, kDpi, {midX - 0.3, midY - 0.3, 0.6, 0.6}) < 160);
    // Beside the mark, across its direction, the paper is blank.
    bool vertical = mark.x1 == mark.x2;
    CHECK(pixelAt(page, kDpi, midX + (vertical ? 2 : 0), midY + (vertical ? 0 : 2)) > 240);
  }
  // The third face page holds one card: the other cells stay blank.
  Raster last = rasterise(r->path, 3, kDpi);
  sheets::Rect used = geometry.card(0), unused = geometry.card(4);
  CHECK(darkest(last, kDpi, {used.x + 4, used.y + 4, used.width - 8, used.height - 8}) < 100);
  CHECK(darkest(last, kDpi, {unused.x + 1, unused.y + 1, unused.width - 2, unused.height - 2}) > 250);
}

TEST_CASE("duplex backs land behind their faces", "[sheets][render]") {
  constexpr int kDpi = 60;
  sheets::SheetGeometry geometry{sheets::SheetLayout{}};
  auto backGrey = [&](const Raster& page, int cell, sheets::Duplex duplex) {
    sheets::Rect back = geometry.back(cell, duplex, 0, 0);
    return pixelAt(page, kDpi, back.x + 8, back.y + 75);  // plain background, clear of text and frame
  };
  // The grey levels of the set's door and treasure backs (each deck has a
  // colour of its own), read where no mirroring moves them.
  sheets::SheetOptions unmirrored;
  unmirrored.duplex = sheets::Duplex::None;
  Raster reference = rasterise(render("reference.pdf", unmirrored)->path, 2, kDpi);
  const int doorGrey = backGrey(reference, 0, sheets::Duplex::None);
  const int treasureGrey = backGrey(reference, 8, sheets::Duplex::None);
  REQUIRE(std::abs(doorGrey - treasureGrey) > 20);
  auto isDoor = [&](int grey) { return std::abs(grey - doorGrey) <= 4; };
  auto isTreasure = [&](int grey) { return std::abs(grey - treasureGrey) <= 4; };
  // Page 1 holds doors in cells 0-4 and treasures in 5-8.
  for (auto [duplex, name] : {std::pair{sheets::Duplex::LongEdge, "long.pdf"},
                              std::pair{sheets::Duplex::ShortEdge, "short.pdf"},
                              std::pair{sheets::Duplex::None, "none.pdf"}}) {
    sheets::SheetOptions options;
    options.duplex = duplex;
    auto r = render(name, options);
    REQUIRE(r->ok);
    Raster backs = rasterise(r->path, 2, kDpi);
    for (int cell = 0; cell < 9; ++cell) {
      INFO(name << " cell " << cell);
      int grey = backGrey(backs, cell, duplex);
      CHECK((cell < 5 ? isDoor(grey) : isTreasure(grey)));
    }
  }
  // The mirrored positions really differ: cell 0's long-edge back is where cell 2 sits.
  CHECK(geometry.back(0, sheets::Duplex::LongEdge, 0, 0).x == Approx(geometry.card(2).x));
}

TEST_CASE("rules text that cannot fit is a W3001 warning at the card's line", "[sheets][render][overflow]") {
  auto build = [](SourceManager& sources) {
    model::Model model = smallSet(sources);
    std::string longText;
    for (int i = 0; i < 40; ++i) longText += "Whoever carries this must also recite the full warranty terms. ";
    for (model::Card& card : model.cards) {
      if (card.name == "Tire Iron") card.text = longText;
    }
    return model;
  };
  auto r = render("overflow.pdf", {}, +build);
  REQUIRE(r->ok);  // a warning does not stop the sheets
  REQUIRE(r->diagnostics.all().size() == 1);
  const Diagnostic& d = r->diagnostics.all().front();
  CHECK(d.code == DiagCode::W3001);
  CHECK(d.severity == Severity::Warning);
  CHECK(std::regex_match(d.message, std::regex(R"(rules text of 'Tire Iron' overflows its box by \d+\.\d mm)")));
  LineColumn where = r->sources.lineColumn(d.range.file, d.range.begin);
  CHECK(r->sources.lineText(d.range.file, where.line).find("\"Tire Iron\"") != std::string_view::npos);

  // `check --layout` finds the same overflow without drawing anything.
  DiagnosticEngine checked;
  auto templates = sheets::loadTemplatesFor(r->model, {}, r->sources, checked);
  REQUIRE(templates);
  sheets::checkLayout(r->model, r->sources, *templates, checked);
  REQUIRE(checked.all().size() == 1);
  CHECK(checked.all().front().message == d.message);
}

TEST_CASE("text that fits after shrinking gives no warning", "[sheets][render][overflow]") {
  auto build = [](SourceManager& sources) {
    model::Model model = smallSet(sources);
    std::string text;
    for (int i = 0; i < 9; ++i) text += "Whoever carries this must also recite the warranty. ";
    model.cards[4].text = text;
    return model;
  };
  auto r = render("shrink.pdf", {}, +build);
  REQUIRE(r->ok);
  CHECK(r->diagnostics.all().empty());
}

namespace {

void checkSameBytesTwice(sheets::Format format, const std::string& name) {
  sheets::SheetOptions options;
  options.format = format;
  auto first = render("a-" + name, options);
  auto second = render("b-" + name, options);
  REQUIRE(first->ok);
  REQUIRE(second->ok);
  std::string a = readFile(first->path), b = readFile(second->path);
  CHECK(a.size() > 1000);
  CHECK(a == b);
}

}  // namespace

TEST_CASE("two PDF runs give identical bytes", "[sheets][render][determinism]") {
  checkSameBytesTwice(sheets::Format::Pdf, "same.pdf");
}

TEST_CASE("PNG output writes one image per distinct card and one per back", "[sheets][render]") {
  sheets::SheetOptions options;
  options.format = sheets::Format::Png;
  options.dpi = 150;
  auto r = render("png-out", options);
  REQUIRE(r->ok);
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(r->path)) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  CHECK(names == std::vector<std::string>{"back-door.png", "back-treasure.png", "testset-001-fire-ants.png",
                                          "testset-002-lawyer-lich.png", "testset-003-duck-of-gloom.png",
                                          "testset-004-tiny.png", "testset-005-tire-iron.png",
                                          "testset-006-long-ladder.png", "testset-007-sleep-potion.png"});
  // The image covers the card and its bleed at the requested resolution.
  std::string png = readFile((fs::path(r->path) / "testset-001-fire-ants.png").string());
  REQUIRE(png.size() > 24);
  auto be32 = [&](std::size_t at) {
    return (static_cast<unsigned char>(png[at]) << 24) | (static_cast<unsigned char>(png[at + 1]) << 16) |
           (static_cast<unsigned char>(png[at + 2]) << 8) | static_cast<unsigned char>(png[at + 3]);
  };
  CHECK(be32(16) == static_cast<unsigned>(std::lround((63.5 + 6) / 25.4 * 150)));
  CHECK(be32(20) == static_cast<unsigned>(std::lround((88.9 + 6) / 25.4 * 150)));
}

TEST_CASE("a failed run leaves the old output alone and no temporary files", "[sheets][render][atomic]") {
  fs::path dir = tempPath("atomic");
  fs::create_directories(dir);
  fs::path out = dir / "sheets.pdf";
  std::ofstream(out) << "previous";
  fs::path broken = tempPath("broken-templates");
  fs::create_directories(broken);
  std::ofstream(broken / "faces.yaml") << "faces:\n  card:\n    frame_width: -1\n";

  SourceManager sources;
  DiagnosticEngine diagnostics;
  model::Model model = smallSet(sources);
  sheets::SheetOptions options;
  options.templateDir = broken.string();
  options.progress = false;
  CHECK_FALSE(sheets::renderSheets(model, sources, options, out.string(), diagnostics));
  CHECK(diagnostics.hadErrors());
  CHECK(readFile(out.string()) == "previous");

  SourceManager sources2;
  DiagnosticEngine unwritable;
  model::Model model2 = smallSet(sources2);
  sheets::SheetOptions plain;
  plain.progress = false;
  CHECK_FALSE(sheets::renderSheets(model2, sources2, plain, (dir / "missing" / "x.pdf").string(), unwritable));
  REQUIRE(unwritable.all().size() == 1);
  CHECK(unwritable.all().front().code == DiagCode::E3008);

  CHECK(sheets::renderSheets(model2, sources2, plain, out.string(), unwritable));
  CHECK(readFile(out.string()).rfind("%PDF", 0) == 0);
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir)) ++files;
  CHECK(files == 1);
}
