#include "backend/sheets/sheet_geometry.h"

#include <catch2/catch.hpp>

using namespace munchkinc::sheets;
using Approx = Catch::Detail::Approx;

TEST_CASE("the default A4 sheet centres a 3 x 3 grid of poker cards", "[sheets][geometry]") {
  SheetLayout layout;
  SheetGeometry geometry(layout);
  REQUIRE(geometry.fits());
  CHECK(geometry.cardsPerPage() == 9);
  Rect first = geometry.card(0);
  CHECK(first.x == Approx((210 - 3 * 63.5) / 2));
  CHECK(first.y == Approx((297 - 3 * 88.9) / 2));
  Rect last = geometry.card(8);
  CHECK(last.x + last.width == Approx(210 - first.x));
  CHECK(last.y + last.height == Approx(297 - first.y));
  // Outer edges get the full bleed; with no gap, inner edges get none.
  Rect bleed = geometry.bleed(0);
  CHECK(bleed.x == Approx(first.x - 3));
  CHECK(bleed.width == Approx(63.5 + 3));
}

TEST_CASE("backs mirror their faces for each duplex mode", "[sheets][geometry]") {
  SheetLayout layout;
  layout.gap = 4;
  SheetGeometry geometry(layout);
  // Long edge: columns swap, rows stay.
  Rect longBack = geometry.back(0, Duplex::LongEdge, 0, 0);
  CHECK(longBack.x == Approx(geometry.card(2).x));
  CHECK(longBack.y == Approx(geometry.card(2).y));
  // Short edge: rows swap, columns stay.
  Rect shortBack = geometry.back(1, Duplex::ShortEdge, 0, 0);
  CHECK(shortBack.x == Approx(geometry.card(7).x));
  CHECK(shortBack.y == Approx(geometry.card(7).y));
  // No duplex: same place; the offset moves every back.
  Rect none = geometry.back(4, Duplex::None, 1.5, -2);
  CHECK(none.x == Approx(geometry.card(4).x + 1.5));
  CHECK(none.y == Approx(geometry.card(4).y - 2));
  Rect shifted = geometry.back(0, Duplex::LongEdge, 1.5, 0);
  CHECK(shifted.x == Approx(geometry.card(2).x + 1.5));
}

TEST_CASE("crop marks sit outside the bleed on every cut line", "[sheets][geometry]") {
  SheetLayout layout;
  SheetGeometry geometry(layout);
  std::vector<Line> marks = geometry.cropMarks();
  // Four vertical cut lines and four horizontal ones, marked at both ends.
  REQUIRE(marks.size() == 16);
  Rect first = geometry.card(0);
  for (const Line& mark : marks) {
    bool vertical = mark.x1 == mark.x2;
    if (vertical) {
      bool above = mark.y1 < first.y;
      CHECK((above ? first.y - mark.y1 : mark.y1 - (297 - first.y)) == Approx(layout.bleed + layout.cropOffset));
    } else {
      CHECK(mark.y1 == mark.y2);
    }
  }
  layout.cropMarks = false;
  CHECK(SheetGeometry(layout).cropMarks().empty());
}

TEST_CASE("a grid too big for the paper does not fit", "[sheets][geometry]") {
  SheetLayout layout;
  layout.paper = "letter";
  layout.pageWidth = 215.9;
  layout.pageHeight = 279.4;
  CHECK(SheetGeometry(layout).fits());
  layout.rows = 4;
  CHECK_FALSE(SheetGeometry(layout).fits());
}
