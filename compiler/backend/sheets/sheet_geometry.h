// Where things sit on a sheet: card cells, their bleed, crop marks, and the
// mirrored positions of backs for duplex printing. Pure arithmetic in
// millimetres, shared by the painter and the tests that check its output.
#pragma once

#include <vector>

#include "backend/sheets/template_set.h"

namespace munchkinc::sheets {

enum class Duplex { None, LongEdge, ShortEdge };

struct Rect {
  double x = 0, y = 0, width = 0, height = 0;
};

struct Line {
  double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
};

class SheetGeometry {
 public:
  explicit SheetGeometry(const SheetLayout& layout);

  int cardsPerPage() const { return layout_.columns * layout_.rows; }
  // The trimmed card at grid position `index` (row-major) on a face page.
  Rect card(int index) const;
  // The area the card's background covers: its bleed, cut back to half the
  // gap between neighbours so one card never paints over another.
  Rect bleed(int index) const;
  // Where the back of the card at `index` goes on the following back page,
  // so that it lands behind the face when the sheet is turned over.
  Rect back(int index, Duplex duplex, double offsetX, double offsetY) const;
  Rect backBleed(int index, Duplex duplex, double offsetX, double offsetY) const;
  std::vector<Line> cropMarks() const;

  // Whether the grid and its bleed fit inside the page's margins.
  bool fits() const;

 private:
  Rect mirrored(const Rect& r, Duplex duplex, double offsetX, double offsetY) const;
  double gridLeft() const;
  double gridTop() const;

  SheetLayout layout_;
};

}  // namespace munchkinc::sheets
