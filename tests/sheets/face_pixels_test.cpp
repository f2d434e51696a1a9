// The shipped faces looked at pixel by pixel: a set with one card of every
// kind (fixtures/every_kind.mkn) is printed one PNG per card, and each
// number must be where players look for it, in ink, with the paper around
// it clear; the kinds' title bands, and a set's Door and Treasure colours,
// must differ from one another.
#include <cairo.h>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <map>

#include "backend/sheets/sheets.h"
#include "sema/build.h"
#include "sheet_fixtures.h"

using namespace munchkinc;
using namespace sheets_test;
namespace fs = std::filesystem;

namespace {

constexpr double kDpi = 100;
constexpr double kBleed = 3;  // templates/default/sheet.yaml

struct Rgb {
  int red = 0, green = 0, blue = 0;
  int lightness() const { return (red + green + blue) / 3; }
};

int distance(const Rgb& a, const Rgb& b) {
  return std::abs(a.red - b.red) + std::abs(a.green - b.green) + std::abs(a.blue - b.blue);
}

// One card's PNG; points are in millimetres from the trimmed card's top-left.
class CardImage {
 public:
  explicit CardImage(const fs::path& png) : surface_(cairo_image_surface_create_from_png(png.c_str())) {}
  ~CardImage() { cairo_surface_destroy(surface_); }
  CardImage(const CardImage&) = delete;
  CardImage& operator=(const CardImage&) = delete;

  bool ok() const { return cairo_surface_status(surface_) == CAIRO_STATUS_SUCCESS; }

  Rgb at(double xMm, double yMm) const {
    const int x = static_cast<int>((xMm + kBleed) * kDpi / 25.4), y = static_cast<int>((yMm + kBleed) * kDpi / 25.4);
    const unsigned char* row = cairo_image_surface_get_data(surface_) + y * cairo_image_surface_get_stride(surface_);
    const auto pixel = *reinterpret_cast<const std::uint32_t*>(row + 4 * x);
    return {static_cast<int>((pixel >> 16) & 0xff), static_cast<int>((pixel >> 8) & 0xff),
            static_cast<int>(pixel & 0xff)};
  }

  // How many pixels of the rectangle are darker than `below` (ink), and the
  // lightest one's lightness.
  int darkPixels(double x, double y, double width, double height, int below = 110) const {
    int dark = 0;
    for (double py = y; py < y + height; py += 25.4 / kDpi) {
      for (double px = x; px < x + width; px += 25.4 / kDpi) dark += at(px, py).lightness() < below;
    }
    return dark;
  }
  int lightPixels(double x, double y, double width, double height, int above = 235) const {
    int light = 0;
    for (double py = y; py < y + height; py += 25.4 / kDpi) {
      for (double px = x; px < x + width; px += 25.4 / kDpi) light += at(px, py).lightness() > above;
    }
    return light;
  }

 private:
  cairo_surface_t* surface_;
};

// The every-kind fixture printed as PNGs, built once for all the checks.
const fs::path& printedCards() {
  static const fs::path folder = [] {
    SourceManager sources;
    DiagnosticEngine diagnostics;
    UnitLoader loader(sources, diagnostics, {bundledSetsDirectory()}, nullptr);
    std::optional<model::Model> model = buildModel(SHEETS_FIXTURE_DIR "/every_kind.mkn", loader, sources, diagnostics);
    REQUIRE(model);
    REQUIRE_FALSE(diagnostics.hadErrors());
    sheets::SheetOptions options;
    options.format = sheets::Format::Png;
    options.dpi = kDpi;
    options.progress = false;
    const fs::path out = tempPath("every-kind-pngs");
    fs::remove_all(out);
    REQUIRE(sheets::renderSheets(*model, sources, options, out.string(), diagnostics));
    INFO(diagnostics.all().size() << " diagnostics");
    CHECK(diagnostics.all().empty());  // every card's text fits its face
    return out;
  }();
  return folder;
}

// The PNG of the card whose file name ends in `-<slug>.png`.
std::unique_ptr<CardImage> card(const std::string& slug) {
  for (const auto& entry : fs::directory_iterator(printedCards())) {
    const std::string name = entry.path().filename().string();
    if (name.ends_with("-" + slug + ".png") || name == slug + ".png") {
      auto image = std::make_unique<CardImage>(entry.path());
      REQUIRE(image->ok());
      return image;
    }
  }
  FAIL("no PNG for " << slug);
  return nullptr;
}

}  // namespace

TEST_CASE("a monster's Level is large in the top-left badge, its rewards along the bottom", "[sheets][pixels]") {
  auto dragon = card("plutonium-dragon");
  // The badge (4..16.5 x 4..17 mm) is a dark tab with the Level in white.
  CHECK(dragon->darkPixels(4.5, 4.5, 11.5, 12) > 600);
  CHECK(dragon->lightPixels(5, 8, 10.5, 8.5) > 120);  // "20", some 4 mm tall
  // Treasures at the bottom left, levels at the bottom right, paper between.
  CHECK(dragon->darkPixels(4, 75.5, 16, 4) > 40);
  CHECK(dragon->darkPixels(46, 75.5, 13.5, 4) > 40);
  CHECK(dragon->darkPixels(30, 75.5, 4, 4) == 0);
  // The Bad Stuff box is framed in the monster's red.
  CHECK(dragon->at(4.6, 68).red > dragon->at(4.6, 68).blue + 60);
  // A curse has no badge: the paper under its title band is clear, right of
  // the kind icon (5..9 mm) and left of the centred kind.
  auto curse = card("lose-your-footgear");
  CHECK(curse->darkPixels(10, 13.5, 6, 3) == 0);
  CHECK(curse->darkPixels(4, 75.5, 55, 4) == 0);
}

TEST_CASE("an item's bonus is in the badge, its slot, size and gold along the bottom", "[sheets][pixels]") {
  auto rock = card("huge-rock");
  CHECK(rock->darkPixels(4.5, 4.5, 11.5, 12) > 600);
  CHECK(rock->lightPixels(5, 8, 10.5, 8.5) > 80);           // "+3"
  CHECK(rock->darkPixels(4, 75.5, 14, 4) > 30);             // "2 Hands"
  CHECK(rock->darkPixels(23, 75.5, 17.5, 4) > 300);         // the black "Big" tab
  CHECK(rock->darkPixels(46, 75.5, 13.5, 4) > 30);          // "0 Gold"
  auto boots = card("boots-of-butt-kicking");
  CHECK(boots->darkPixels(23, 75.5, 17.5, 4) == 0);         // not Big: no tab
}

TEST_CASE("each kind's title band has a colour of its own", "[sheets][pixels]") {
  const std::map<std::string, std::string> cards{
      {"monster", "plutonium-dragon"}, {"enhancer", "ancient"},     {"item", "boots-of-butt-kicking"},
      {"curse", "lose-your-footgear"}, {"class", "warrior"},        {"race", "elf"},
      {"oneshot", "potion-of-halitosis"}, {"levelup", "bribe-gm-with-food"}, {"sidekick", "henchman"},
      {"steed", "pony"},               {"seal", "beer-shortage"}};
  std::map<std::string, Rgb> bands;
  // Just inside the band's top edge, right of the badge, where no text reaches.
  for (const auto& [kind, slug] : cards) bands[kind] = card(slug)->at(20, 4.4);
  for (const auto& [kind, colour] : bands) {
    INFO(kind);
    CHECK(colour.lightness() < 170);  // a band, not the card's paper
    for (const auto& [other, otherColour] : bands) {
      if (kind < other) CHECK(distance(colour, otherColour) > 40);
    }
  }
  // An Undead monster's band is styled by its tag.
  CHECK(distance(card("undead-horse")->at(20, 4.4), bands["monster"]) > 40);
}

TEST_CASE("a set's Door and Treasure faces and backs differ in colour", "[sheets][pixels]") {
  // Beside the frame, inside the cut line: the card's own paper.
  const Rgb door = card("warrior")->at(0.8, 45), treasure = card("huge-rock")->at(0.8, 45);
  CHECK(distance(door, treasure) > 20);
  const Rgb doorBack = card("back-door")->at(2, 2), treasureBack = card("back-treasure")->at(2, 2);
  CHECK(distance(doorBack, treasureBack) > 60);
  CHECK(doorBack.lightness() < 160);  // backs are printed in the deck's full colour
}

TEST_CASE("rules text takes the room of a Bad Stuff box the card leaves off", "[sheets][pixels]") {
  // Its text says its Bad Stuff, so no box is drawn for it (no red frame)
  // and the text runs on, full size, where the box would be.
  auto lich = card("tenured-lich");
  CHECK(lich->at(4.6, 68).red < lich->at(4.6, 68).blue + 30);
  CHECK(lich->darkPixels(5, 63, 50, 7) > 150);
  auto dragon = card("plutonium-dragon");  // its short text stays above its Bad Stuff box
  CHECK(dragon->darkPixels(5, 56, 50, 5) == 0);
}
