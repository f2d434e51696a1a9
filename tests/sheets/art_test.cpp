// Card art on the printed sheets: where it lands (pixels), that each image is
// embedded once however many cards show it, that SVG stays vectors, and that
// a missing or broken image prints a placeholder and, when it cannot be
// decoded, a W3013 at the card's art line.
#include <cairo.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include <sstream>

#include "backend/sheets/face_painter.h"
#include "backend/sheets/sheet_geometry.h"
#include "backend/sheets/sheets.h"
#include "backend/sheets/template_loader.h"
#include "sheet_fixtures.h"

using namespace munchkinc;
using namespace sheets_test;
using munchkin::Shape;
namespace fs = std::filesystem;

namespace {

const std::string kArt = std::string(SHEETS_FIXTURE_DIR) + "/art_set/art/";

// `count` monsters, the i-th showing art(i) ("" for none).
template <typename ArtOf>
std::unique_ptr<Rendered> renderMonsters(const std::string& name, int count, ArtOf art,
                                         sheets::Format format = sheets::Format::Pdf) {
  auto r = std::make_unique<Rendered>();
  ModelBuilder builder("artset", "Art Set");
  for (int i = 0; i < count; ++i) {
    model::Card& card = builder.add(Shape::Monster, "monster", "door", "Monster " + std::to_string(i + 1));
    card.level = 1;
    card.treasures = 1;
    card.artFile = art(i);
    card.artRange = card.nameRange;
  }
  r->model = builder.build(r->sources);
  r->path = tempPath(name);
  sheets::SheetOptions options;
  options.progress = false;
  options.format = format;
  options.builtinTemplateDir = MUNCHKIN_TEMPLATE_DIR;
  r->ok = sheets::renderSheets(r->model, r->sources, options, r->path, r->diagnostics);
  return r;
}

struct Rgb {
  int red = 0, green = 0, blue = 0;
};

// One page of a PDF in colour, as pdftoppm draws it.
class ColourPage {
 public:
  ColourPage(const std::string& pdf, int page, int dpi) : dpi_(dpi) {
    const std::string stem = tempPath("colour-page" + std::to_string(page));
    run(std::string(PDFTOPPM) + " -png -r " + std::to_string(dpi) + " -f " + std::to_string(page) + " -l " +
        std::to_string(page) + " -singlefile '" + pdf + "' '" + stem + "'");
    surface_ = cairo_image_surface_create_from_png((stem + ".png").c_str());
  }
  ~ColourPage() { cairo_surface_destroy(surface_); }
  bool ok() const { return cairo_surface_status(surface_) == CAIRO_STATUS_SUCCESS; }

  // The colour at a point given in millimetres from the page's top-left.
  Rgb at(double xMm, double yMm) const {
    const int x = static_cast<int>(xMm * dpi_ / 25.4), y = static_cast<int>(yMm * dpi_ / 25.4);
    const unsigned char* row = cairo_image_surface_get_data(surface_) + y * cairo_image_surface_get_stride(surface_);
    const auto pixel = reinterpret_cast<const std::uint32_t*>(row)[x];
    return {static_cast<int>(pixel >> 16 & 255), static_cast<int>(pixel >> 8 & 255), static_cast<int>(pixel & 255)};
  }

 private:
  int dpi_;
  cairo_surface_t* surface_;
};

bool isRed(Rgb c) { return c.red > 230 && c.green < 30 && c.blue < 30; }

// The distinct images the PDF holds: pdfimages lists each image once per
// page it is drawn on, with the number of the object that holds it.
std::set<std::string> imageObjects(const std::string& pdf) {
  std::istringstream lines(run(std::string(PDFIMAGES) + " -list '" + pdf + "'").output);
  std::set<std::string> objects;
  std::string line;
  for (int skip = 0; skip < 2 && std::getline(lines, line); ++skip) {
  }
  while (std::getline(lines, line)) {
    std::istringstream fields(line);
    std::vector<std::string> f;
    for (std::string word; fields >> word;) f.push_back(word);
    if (f.size() > 10) objects.insert(f[10]);  // page num type width height color comp bpc enc interp object
  }
  return objects;
}

// The monster face's art box in the default templates (faces.yaml).
constexpr sheets::Rect kMonsterArt{6, 21, 51.5, 21};

}  // namespace

TEST_CASE("a card's art fills its art box and stays inside it", "[sheets][art]") {
  auto r = renderMonsters("art-pixels.pdf", 1, [](int) { return kArt + "red.png"; });
  REQUIRE(r->ok);
  ColourPage page(r->path, 1, 100);
  REQUIRE(page.ok());
  sheets::SheetLayout layout;
  const sheets::Rect card = sheets::SheetGeometry(layout).card(0);
  const double left = card.x + kMonsterArt.x, top = card.y + kMonsterArt.y;
  // Inside, a little in from each edge: red everywhere (cover fills the box).
  for (double fx : {0.05, 0.5, 0.95}) {
    for (double fy : {0.1, 0.5, 0.9}) {
      INFO(fx << ", " << fy);
      CHECK(isRed(page.at(left + fx * kMonsterArt.width, top + fy * kMonsterArt.height)));
    }
  }
  // Outside, just past each edge: not red (clipped to the box).
  CHECK_FALSE(isRed(page.at(left - 1, top + kMonsterArt.height / 2)));
  CHECK_FALSE(isRed(page.at(left + kMonsterArt.width + 1, top + kMonsterArt.height / 2)));
  CHECK_FALSE(isRed(page.at(left + kMonsterArt.width / 2, top + kMonsterArt.height + 1)));
  CHECK_FALSE(isRed(page.at(left + kMonsterArt.width / 2, top - 0.6)));
}

// The pixel at the middle of the monster's art box in a PNG of `widthMm`
// across whose card starts `offsetMm` from its left and top edges.
Rgb artMiddle(const fs::path& png, double widthMm, double offsetMm) {
  cairo_surface_t* surface = cairo_image_surface_create_from_png(png.c_str());
  Rgb out;
  if (cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS) {
    const double pxPerMm = cairo_image_surface_get_width(surface) / widthMm;
    const int x = static_cast<int>((offsetMm + kMonsterArt.x + kMonsterArt.width / 2) * pxPerMm);
    const int y = static_cast<int>((offsetMm + kMonsterArt.y + kMonsterArt.height / 2) * pxPerMm);
    cairo_surface_flush(surface);
    const unsigned char* row = cairo_image_surface_get_data(surface) + y * cairo_image_surface_get_stride(surface);
    const std::uint32_t pixel = reinterpret_cast<const std::uint32_t*>(row)[x];
    out = {static_cast<int>(pixel >> 16 & 255), static_cast<int>(pixel >> 8 & 255), static_cast<int>(pixel & 255)};
  }
  cairo_surface_destroy(surface);
  return out;
}

TEST_CASE("the PNG per card and the Tabletop Simulator decks print the art too", "[sheets][art]") {
  const sheets::SheetLayout layout;
  auto pngs = renderMonsters("art-pngs", 1, [](int) { return kArt + "red.png"; }, sheets::Format::Png);
  REQUIRE(pngs->ok);
  CHECK(isRed(artMiddle(fs::path(pngs->path) / "artset-001-monster-1.png", layout.cardWidth + 2 * layout.bleed,
                        layout.bleed)));
  auto tts = renderMonsters("art-tts", 1, [](int) { return kArt + "red.png"; }, sheets::Format::Tts);
  REQUIRE(tts->ok);
  // The first cell of the grid, ten cards across.
  CHECK(isRed(artMiddle(fs::path(tts->path) / "artset-door-1.png", 10 * layout.cardWidth, 0)));
}

TEST_CASE("each image is embedded once however many cards show it", "[sheets][art]") {
  auto one = renderMonsters("art-once.pdf", 30, [](int) { return kArt + "red.png"; });
  REQUIRE(one->ok);
  CHECK(imageObjects(one->path).size() == 1);
  auto two = renderMonsters("art-twice.pdf", 30, [](int i) { return kArt + (i % 2 ? "red.png" : "blue.png"); });
  REQUIRE(two->ok);
  CHECK(imageObjects(two->path).size() == 2);
  // Thirty cards over four pages weigh little more than one would.
  CHECK(fs::file_size(one->path) < fs::file_size(two->path) + 2000);
}

TEST_CASE("SVG art stays vectors in the PDF", "[sheets][art]") {
  auto r = renderMonsters("art-svg.pdf", 3, [](int) { return kArt + "monster.svg"; });
  REQUIRE(r->ok);
  CHECK(imageObjects(r->path).empty());
  ColourPage page(r->path, 1, 100);
  REQUIRE(page.ok());
  const sheets::Rect card = sheets::SheetGeometry(sheets::SheetLayout{}).card(0);
  // The slime's green body, in the middle of the box.
  const Rgb middle = page.at(card.x + kMonsterArt.x + kMonsterArt.width / 2,
                             card.y + kMonsterArt.y + kMonsterArt.height * 0.9);
  CHECK(middle.green > middle.red + 20);
}

TEST_CASE("an image that cannot be decoded prints a placeholder and a W3013 at the art line", "[sheets][art]") {
  auto r = renderMonsters("art-broken.pdf", 2, [](int i) {
    return i == 0 ? kArt + "truncated.png" : kArt + "no-such-file.png";
  });
  REQUIRE(r->ok);
  REQUIRE(r->diagnostics.all().size() == 1);  // the missing file is sema's to report (W3010)
  const Diagnostic& d = r->diagnostics.all()[0];
  CHECK(d.code == DiagCode::W3013);
  CHECK(d.range.begin == r->model.cards[0].artRange.begin);
  ColourPage page(r->path, 1, 100);
  REQUIRE(page.ok());
  sheets::SheetGeometry geometry{sheets::SheetLayout{}};
  for (int i = 0; i < 2; ++i) {
    const sheets::Rect card = geometry.card(i);
    // The placeholder's grey, off its diagonals.
    const Rgb grey = page.at(card.x + kMonsterArt.x + kMonsterArt.width / 2, card.y + kMonsterArt.y + 2);
    INFO("card " << i);
    CHECK(grey.red == grey.green);
    CHECK(grey.red > 200);
    CHECK(grey.red < 235);
  }
}

TEST_CASE("a card without art leaves the art box off and its text where it was", "[sheets][art]") {
  auto r = renderMonsters("art-none.pdf", 1, [](int) { return std::string(); });
  REQUIRE(r->ok);
  CHECK(imageObjects(r->path).empty());
  ColourPage page(r->path, 1, 100);
  REQUIRE(page.ok());
  const sheets::Rect card = sheets::SheetGeometry(sheets::SheetLayout{}).card(0);
  const Rgb middle = page.at(card.x + kMonsterArt.x + kMonsterArt.width / 2, card.y + kMonsterArt.y + 2);
  CHECK(middle.red > 235);  // the face's light background
}

TEST_CASE("JPEG art is embedded as the JPEG it is", "[sheets][art]") {
  auto r = renderMonsters("art-jpeg.pdf", 2, [](int) { return kArt + "grey.jpg"; });
  REQUIRE(r->ok);
  const std::string listing = run(std::string(PDFIMAGES) + " -list '" + r->path + "'").output;
  INFO(listing);
  CHECK(imageObjects(r->path).size() == 1);
  CHECK(listing.find(" jpeg ") != std::string::npos);
  ColourPage page(r->path, 1, 100);
  REQUIRE(page.ok());
  const sheets::Rect card = sheets::SheetGeometry(sheets::SheetLayout{}).card(0);
  const Rgb middle = page.at(card.x + kMonsterArt.x + kMonsterArt.width / 2, card.y + kMonsterArt.y + kMonsterArt.height / 2);
  CHECK(std::abs(middle.red - 200) <= 3);
  CHECK(middle.red == middle.blue);
}

TEST_CASE("if: and unless: choose a face's boxes by whether the card has art", "[sheets][art]") {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  sheets::FontContext fonts;
  auto templates = sheets::loadTemplates({MUNCHKIN_TEMPLATE_DIR, "", "artset", {}}, fonts, sources, diagnostics);
  REQUIRE(templates);
  ModelBuilder builder("artset", "Art Set");
  builder.add(Shape::Monster, "monster", "door", "Plain").text = "Boo.";
  builder.add(Shape::Monster, "monster", "door", "Pictured").text = "Boo.";
  model::Model model = builder.build(sources);
  model.cards[1].artFile = kArt + "red.png";
  sheets::ImageLibrary images;
  sheets::FacePainter painter(model, templates->sheet, fonts, images);
  const sheets::FaceLayout& face = *templates->faceFor(model.cards[0]);
  auto shown = [&](const sheets::BoxContents& contents, const std::string& box) {
    for (std::size_t i = 0; i < face.boxes.size(); ++i) {
      if (face.boxes[i].name == box) return contents.markup[i].has_value();
    }
    FAIL("no box " << box);
    return false;
  };
  const sheets::BoxContents plain = painter.contents(face, {&model.cards[0], 1, 2});
  const sheets::BoxContents pictured = painter.contents(face, {&model.cards[1], 2, 2});
  // The art fills the framed area; a card without art keeps the empty frame.
  CHECK_FALSE(shown(plain, "art"));
  CHECK(shown(plain, "art_frame"));
  CHECK(shown(pictured, "art"));
  CHECK_FALSE(shown(pictured, "art_frame"));
  CHECK(shown(plain, "rules_text"));
  CHECK(shown(pictured, "rules_text"));
}

TEST_CASE("a card's icons print in their boxes, and a card without one leaves the box empty", "[sheets][art][icons]") {
  auto r = std::make_unique<Rendered>();
  ModelBuilder builder("iconset", "Icon Set");
  builder.add(Shape::Item, "item", "treasure", "Helmet").slot = munchkin::Slot::Headgear;
  builder.add(Shape::Item, "item", "treasure", "Ring");
  r->model = builder.build(r->sources);
  r->path = tempPath("icons.pdf");
  sheets::SheetOptions options;
  options.progress = false;
  options.builtinTemplateDir = MUNCHKIN_TEMPLATE_DIR;
  REQUIRE(sheets::renderSheets(r->model, r->sources, options, r->path, r->diagnostics));
  const Raster raster = rasterise(r->path, 1, 150);
  REQUIRE(raster.width > 0);
  sheets::SheetGeometry geometry{sheets::SheetLayout{}};
  // faces.yaml's slot_icon box: 4 mm square at (54.5, 13). The helmet's
  // outline is dark; the ring has no slot, so its box shows the background.
  auto darkestIn = [&](int cardIndex) {
    const sheets::Rect card = geometry.card(cardIndex);
    int lowest = 255;
    for (double y = 13.2; y < 16.8; y += 0.1) {
      for (double x = 54.7; x < 58.3; x += 0.1) {
        lowest = std::min(lowest, raster.at(static_cast<int>((card.x + x) * 150 / 25.4),
                                            static_cast<int>((card.y + y) * 150 / 25.4)));
      }
    }
    return lowest;
  };
  CHECK(darkestIn(0) < 100);
  CHECK(darkestIn(1) > 200);
}

TEST_CASE("a :tag: token in rules text prints as the tag's icon; other colons stay text", "[sheets][art][icons]") {
  auto r = std::make_unique<Rendered>();
  ModelBuilder builder("inlineset", "Inline Set");
  builder.add(Shape::Monster, "monster", "door", "Ghoul").text = "Note: +2 against :UNDEAD: foes, not :nosuch: ones.";
  r->model = builder.build(r->sources);
  r->model.cards[0].level = 1;
  r->path = tempPath("inline.pdf");
  sheets::SheetOptions options;
  options.progress = false;
  options.builtinTemplateDir = MUNCHKIN_TEMPLATE_DIR;
  REQUIRE(sheets::renderSheets(r->model, r->sources, options, r->path, r->diagnostics));
  const std::string text = run(std::string(PDFTOTEXT) + " -f 1 -l 1 '" + r->path + "' -").output;
  INFO(text);
  CHECK(text.find("Note: +2 against") != std::string::npos);
  CHECK(text.find(":UNDEAD:") == std::string::npos);
  CHECK(text.find(":nosuch:") != std::string::npos);
}
