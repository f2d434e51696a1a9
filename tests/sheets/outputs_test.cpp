// The outputs written as folders: an SVG file per page, a PNG per card with
// its bleed, and Tabletop Simulator decks (grid images, a back, a JSON index).
#include <catch2/catch.hpp>

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "backend/sheets/card_look.h"
#include "backend/sheets/card_content.h"
#include "backend/sheets/sheets.h"
#include "backend/sheets/tts_decks.h"
#include "sheet_fixtures.h"

using namespace munchkinc;
using namespace sheets_test;
namespace fs = std::filesystem;

namespace {

std::unique_ptr<Rendered> render(const std::string& name, sheets::SheetOptions options,
                                 model::Model (*build)(SourceManager&) = smallSet) {
  auto r = std::make_unique<Rendered>();
  r->model = build(r->sources);
  r->path = tempPath(name);
  fs::remove_all(r->path);
  options.progress = false;
  r->ok = sheets::renderSheets(r->model, r->sources, options, r->path, r->diagnostics);
  return r;
}

model::Model bigSet(SourceManager& sources) { return largeSet(sources, 150); }

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every file of a folder by name, with its bytes.
std::map<std::string, std::string> readFolder(const std::string& folder) {
  std::map<std::string, std::string> files;
  for (const auto& entry : fs::directory_iterator(folder)) files[entry.path().filename().string()] = readFile(entry);
  return files;
}

std::vector<std::string> names(const std::map<std::string, std::string>& files) {
  std::vector<std::string> out;
  for (const auto& [name, bytes] : files) out.push_back(name);
  return out;
}

// Width and height from a PNG's IHDR header.
std::pair<unsigned, unsigned> pngSize(const std::string& png) {
  REQUIRE(png.size() > 24);
  auto be32 = [&](std::size_t at) {
    return (static_cast<unsigned>(static_cast<unsigned char>(png[at])) << 24) |
           (static_cast<unsigned>(static_cast<unsigned char>(png[at + 1])) << 16) |
           (static_cast<unsigned>(static_cast<unsigned char>(png[at + 2])) << 8) |
           static_cast<unsigned>(static_cast<unsigned char>(png[at + 3]));
  };
  return {be32(16), be32(20)};
}

struct Rgb {
  int red = 0, green = 0, blue = 0;
};

// The colour of pixel (x, y) of a PNG file, decoded by cairo.
class Image {
 public:
  explicit Image(const fs::path& path) : surface_(cairo_image_surface_create_from_png(path.c_str())) {
    REQUIRE(cairo_surface_status(surface_) == CAIRO_STATUS_SUCCESS);
    cairo_surface_flush(surface_);
  }
  ~Image() { cairo_surface_destroy(surface_); }
  int width() const { return cairo_image_surface_get_width(surface_); }
  int height() const { return cairo_image_surface_get_height(surface_); }
  Rgb at(int x, int y) const {
    const unsigned char* row = cairo_image_surface_get_data(surface_) + y * cairo_image_surface_get_stride(surface_);
    std::uint32_t pixel;
    std::memcpy(&pixel, row + 4 * x, 4);
    return {static_cast<int>(pixel >> 16 & 0xff), static_cast<int>(pixel >> 8 & 0xff), static_cast<int>(pixel & 0xff)};
  }

 private:
  cairo_surface_t* surface_;
};

bool near(const Rgb& a, const Rgb& b) {
  return std::abs(a.red - b.red) <= 3 && std::abs(a.green - b.green) <= 3 && std::abs(a.blue - b.blue) <= 3;
}

Rgb rgb(const sheets::Colour& colour) {
  return {static_cast<int>(std::lround(colour.red * 255)), static_cast<int>(std::lround(colour.green * 255)),
          static_cast<int>(std::lround(colour.blue * 255))};
}

// The background colours the templates give a card's face and its deck's
// back, in the card's deck tones, which the pixels are checked against.
struct Backgrounds {
  Rgb face, back;
};
Backgrounds backgrounds(Rendered& r, const model::Card& card) {
  std::optional<sheets::TemplateSet> templates = sheets::loadTemplatesFor(r.model, {}, r.sources, r.diagnostics);
  REQUIRE(templates);
  const sheets::Colour deck = sheets::deckColour(r.model, card);  // faces and backs are in their deck's tones
  return {rgb(sheets::resolveTone(templates->faceFor(card)->background, deck)),
          rgb(sheets::resolveTone(templates->backFor(card.deck)->background, deck))};
}

const Rgb kWhite{255, 255, 255};

}  // namespace

// [svg]: see cairo_svg_lsan.supp.
TEST_CASE("SVG writes one A4 file per page, as many as the PDF has pages", "[sheets][outputs][svg]") {
  sheets::SheetOptions options;
  options.format = sheets::Format::Svg;
  auto r = render("svg-pages", options);
  REQUIRE(r->ok);
  auto files = readFolder(r->path);
  CHECK(names(files) ==
        std::vector<std::string>{"page-001.svg", "page-002.svg", "page-003.svg", "page-004.svg", "page-005.svg"});
  for (const auto& [name, svg] : files) {
    INFO(name);
    CHECK(svg.rfind("<?xml", 0) == 0);
    CHECK_THAT(svg, Catch::Contains("width=\"595.275591pt\" height=\"841.889764pt\""));
  }
  CHECK_THAT(files["page-001.svg"], Catch::Contains("<svg"));
}

TEST_CASE("two SVG runs give identical files", "[sheets][outputs][determinism][svg]") {
  sheets::SheetOptions options;
  options.format = sheets::Format::Svg;
  auto a = render("svg-same-a", options);
  auto b = render("svg-same-b", options);
  REQUIRE(a->ok);
  REQUIRE(b->ok);
  CHECK(readFolder(a->path) == readFolder(b->path));
}

TEST_CASE("collector numbers: the set's id and the card's place in it, three digits or more", "[sheets][outputs]") {
  SourceManager sources;
  model::Model model = smallSet(sources);
  std::vector<sheets::PrintedCard> cards = sheets::printedCards(model);
  REQUIRE(!cards.empty());
  CHECK(sheets::collectorNumber(cards.front()) == "testset-001");
  CHECK(sheets::placeholderValue(model, cards.front(), "collector") == "testset-001");
  CHECK(*sheets::expandContent("No. {collector}", model, cards.front()) == "No. testset-001");
  sheets::PrintedCard many = cards.front();
  many.number = 42;
  many.total = 1200;
  CHECK(sheets::collectorNumber(many) == "testset-0042");
}

TEST_CASE("a PNG per card is named by collector number, sized by the DPI, with its bleed painted",
          "[sheets][outputs]") {
  sheets::SheetOptions options;
  options.format = sheets::Format::Png;
  options.dpi = 300;
  auto r = render("png-bleed", options);
  REQUIRE(r->ok);
  auto files = readFolder(r->path);
  CHECK(files.size() == 9);
  CHECK(files.count("testset-001-fire-ants.png") == 1);
  CHECK(files.count("testset-007-sleep-potion.png") == 1);
  const auto [width, height] = pngSize(files["testset-001-fire-ants.png"]);
  CHECK(width == static_cast<unsigned>(std::lround((63.5 + 2 * 3) / 25.4 * 300)));
  CHECK(height == static_cast<unsigned>(std::lround((88.9 + 2 * 3) / 25.4 * 300)));
  // The 3 mm bleed around the trimmed card has the face's background, to its
  // very edge: a cut a little off the line still shows no white.
  const Backgrounds colours = backgrounds(*r, r->model.cards.front());
  REQUIRE_FALSE(near(colours.face, kWhite));
  Image card(fs::path(r->path) / "testset-001-fire-ants.png");
  const int bleedPx = static_cast<int>(3 / 25.4 * 300);
  for (auto [x, y] : std::vector<std::pair<int, int>>{{0, 0},
                                                      {card.width() - 1, card.height() - 1},
                                                      {bleedPx / 2, card.height() / 2},
                                                      {card.width() / 2, bleedPx / 2},
                                                      {card.width() - 1 - bleedPx / 2, card.height() / 3}}) {
    INFO("pixel " << x << ", " << y);
    CHECK(near(card.at(x, y), colours.face));
  }
  CHECK(near(Image(fs::path(r->path) / "back-door.png").at(0, 0), colours.back));
}

TEST_CASE("the TTS grid: ten columns, the rows the faces and the hidden card need, two at least",
          "[sheets][outputs][tts]") {
  CHECK(sheets::kTtsFacesPerSheet == 69);
  auto rows = [](int faces) { return sheets::ttsGrid(faces).rows; };
  CHECK(rows(1) == 2);
  CHECK(rows(9) == 2);
  CHECK(rows(19) == 2);
  CHECK(rows(20) == 3);
  CHECK(rows(69) == 7);
  CHECK(sheets::ttsGrid(69).hiddenCell() == 69);
  CHECK(sheets::ttsGrid(5).hiddenCell() == 19);
  CHECK(sheets::ttsGrid(5).columns == 10);
}

TEST_CASE("a TTS face is the card at the DPI, 200 unless given, cut down to fit 10,000 px a sheet",
          "[sheets][outputs][tts]") {
  const sheets::SheetLayout poker;  // 63.5 x 88.9 mm
  auto size = [&](double dpi) {
    sheets::TtsFaceSize s = sheets::ttsFaceSize(poker, dpi);
    return std::pair<int, int>{s.width, s.height};
  };
  CHECK(size(sheets::kTtsDpi) == std::pair<int, int>{500, 700});
  CHECK(size(160) == std::pair<int, int>{400, 560});  // TTS's guide: sheets within 4,096 px
  CHECK(size(1200).first * sheets::kTtsColumns <= 10000);
  CHECK(size(1200).first >= 990);
  sheets::SheetLayout tall = poker;
  tall.cardHeight = 300;
  CHECK(size(1200).second * sheets::kTtsMaxRows <= 10000);
  CHECK(sheets::ttsFaceSize(tall, 1200).height * sheets::kTtsMaxRows <= 10000);
  CHECK(sheets::ttsFaceSize(tall, 1200).height >= 1420);
}

TEST_CASE("the TTS faces' size follows --dpi", "[sheets][outputs][tts]") {
  sheets::SheetOptions options;
  options.format = sheets::Format::Tts;
  options.dpi = 160;
  auto r = render("tts-dpi", options);
  REQUIRE(r->ok);
  auto files = readFolder(r->path);
  CHECK(pngSize(files["testset-door-back.png"]) == std::pair<unsigned, unsigned>{400, 560});
  CHECK(pngSize(files["testset-door-1.png"]) == std::pair<unsigned, unsigned>{4000, 1120});
}

TEST_CASE("TTS decks: a grid per 69 cards of each deck, a back, and a JSON index in the set's order",
          "[sheets][outputs][tts]") {
  sheets::SheetOptions options;
  options.format = sheets::Format::Tts;
  auto r = render("tts-big", options, bigSet);
  REQUIRE(r->ok);
  auto files = readFolder(r->path);
  std::vector<sheets::PrintedCard> printed = sheets::printedCards(r->model);
  std::map<std::string, int> perDeck;
  for (const auto& p : printed) ++perDeck[p.card->deck];
  REQUIRE(perDeck["door"] > 69);
  REQUIRE(perDeck["door"] <= 138);
  REQUIRE(perDeck["treasure"] <= 69);
  CHECK(names(files) == std::vector<std::string>{"bigset-door-1.png", "bigset-door-2.png", "bigset-door-back.png",
                                                 "bigset-door.json", "bigset-treasure-1.png",
                                                 "bigset-treasure-back.png", "bigset-treasure.json"});
  // A full sheet is 10 x 7 faces of 500 x 700 px; the last one has the rows it needs.
  CHECK(pngSize(files["bigset-door-1.png"]) == std::pair<unsigned, unsigned>{5000, 4900});
  const int rest = perDeck["door"] - 69;
  CHECK(pngSize(files["bigset-door-2.png"]).second == static_cast<unsigned>(700 * sheets::ttsGrid(rest).rows));
  CHECK(pngSize(files["bigset-door-back.png"]) == std::pair<unsigned, unsigned>{500, 700});

  nlohmann::json door = nlohmann::json::parse(files["bigset-door.json"]);
  CHECK(door["set"] == "bigset");
  CHECK(door["deck"] == "door");
  CHECK(door["back"] == "bigset-door-back.png");
  CHECK(door["cards"] == perDeck["door"]);
  REQUIRE(door["sheets"].size() == 2);
  const nlohmann::json& first = door["sheets"][0];
  CHECK(first["face"] == "bigset-door-1.png");
  CHECK(first["width"] == 10);
  CHECK(first["height"] == 7);
  CHECK(first["number"] == 69);
  CHECK(first["hidden_index"] == 69);
  CHECK(door["sheets"][1]["number"] == rest);
  // Cell by cell, the door cards as the set prints them, copies side by side.
  std::vector<const sheets::PrintedCard*> doors;
  for (const auto& p : printed) {
    if (p.card->deck == "door") doors.push_back(&p);
  }
  std::size_t at = 0;
  for (const nlohmann::json& sheet : door["sheets"]) {
    int index = 0;
    for (const nlohmann::json& cell : sheet["cards"]) {
      REQUIRE(at < doors.size());
      INFO("cell " << at);
      CHECK(cell["index"] == index++);
      CHECK(cell["collector"] == sheets::collectorNumber(*doors[at]));
      CHECK(cell["name"] == doors[at]->card->name);
      CHECK(cell["copies"] == doors[at]->card->copies);
      CHECK(cell["copy"] >= 1);
      CHECK(cell["copy"] <= doors[at]->card->copies);
      ++at;
    }
  }
  CHECK(at == doors.size());
}

TEST_CASE("a TTS sheet has faces in its cells, blanks after them and the back in the hidden cell",
          "[sheets][outputs][tts]") {
  sheets::SheetOptions options;
  options.format = sheets::Format::Tts;
  auto r = render("tts-pixels", options);
  REQUIRE(r->ok);
  int doors = 0;
  for (const auto& p : sheets::printedCards(r->model)) doors += p.card->deck == "door";
  REQUIRE(doors < 19);
  Image sheet(fs::path(r->path) / "testset-door-1.png");
  REQUIRE(sheet.width() == 5000);
  REQUIRE(sheet.height() == 1400);
  std::vector<const model::Card*> cards;
  for (const auto& p : sheets::printedCards(r->model)) {
    if (p.card->deck == "door") cards.push_back(p.card);
  }
  const Rgb back = backgrounds(*r, *cards.front()).back;
  REQUIRE_FALSE(near(back, kWhite));
  auto cellCorner = [&](int cell) { return sheet.at(cell % 10 * 500 + 3, cell / 10 * 700 + 3); };
  for (int cell = 0; cell < doors; ++cell) {
    INFO("cell " << cell);
    const Rgb face = backgrounds(*r, *cards[cell]).face;
    REQUIRE_FALSE(near(face, kWhite));
    CHECK(near(cellCorner(cell), face));
  }
  CHECK(near(cellCorner(doors), kWhite));
  CHECK(near(cellCorner(18), kWhite));
  CHECK(near(cellCorner(19), back));
  CHECK(near(Image(fs::path(r->path) / "testset-door-back.png").at(3, 3), back));
  // Each copy has its cell, and the index says which copy it is.
  nlohmann::json index = nlohmann::json::parse(readFile(fs::path(r->path) / "testset-door.json"));
  REQUIRE(index["sheets"][0]["cards"].size() == cards.size());
  for (std::size_t cell = 0; cell < cards.size(); ++cell) {
    const nlohmann::json& entry = index["sheets"][0]["cards"][cell];
    INFO("cell " << cell);
    CHECK(entry["name"] == cards[cell]->name);
    const int copy = entry["copy"];
    CHECK(copy == (cell > 0 && cards[cell - 1] == cards[cell] ? index["sheets"][0]["cards"][cell - 1]["copy"].get<int>() + 1 : 1));
  }
  CHECK(std::any_of(cards.begin(), cards.end(), [](const model::Card* c) { return c->copies > 1; }));
}

TEST_CASE("two TTS runs give identical files", "[sheets][outputs][tts][determinism]") {
  sheets::SheetOptions options;
  options.format = sheets::Format::Tts;
  auto a = render("tts-same-a", options);
  auto b = render("tts-same-b", options);
  REQUIRE(a->ok);
  REQUIRE(b->ok);
  auto files = readFolder(a->path);
  CHECK(files.size() == 6);
  CHECK(files == readFolder(b->path));
}

TEST_CASE("a folder output is refused on a file, and a failed run leaves nothing behind", "[sheets][outputs][atomic]") {
  for (sheets::Format format : {sheets::Format::Tts, sheets::Format::Png}) {
    INFO("format " << static_cast<int>(format));
    fs::path dir = tempPath("folder-atomic");
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "taken") << "keep";
    SourceManager sources;
    DiagnosticEngine diagnostics;
    model::Model model = smallSet(sources);
    sheets::SheetOptions options;
    options.format = format;
    options.progress = false;
    CHECK_FALSE(sheets::renderSheets(model, sources, options, (dir / "taken").string(), diagnostics));
    REQUIRE(diagnostics.all().size() == 1);
    CHECK(diagnostics.all().front().code == DiagCode::E3008);
    CHECK(readFile(dir / "taken") == "keep");

    fs::path broken = tempPath("folder-broken-templates");
    fs::create_directories(broken);
    std::ofstream(broken / "faces.yaml") << "faces:\n  card:\n    frame_width: -1\n";
    options.templateDir = broken.string();
    DiagnosticEngine failed;
    CHECK_FALSE(sheets::renderSheets(model, sources, options, (dir / "out").string(), failed));
    std::vector<std::string> left;
    for (const auto& entry : fs::directory_iterator(dir)) left.push_back(entry.path().filename().string());
    CHECK(left == std::vector<std::string>{"taken"});
  }
}
