#include "backend/sheets/sheet_geometry.h"

#include <algorithm>
#include <tuple>

namespace munchkinc::sheets {

SheetGeometry::SheetGeometry(const SheetLayout& layout) : layout_(layout) {}

double SheetGeometry::gridLeft() const {
  double width = layout_.columns * layout_.cardWidth + (layout_.columns - 1) * layout_.gap;
  return (layout_.pageWidth - width) / 2;
}

double SheetGeometry::gridTop() const {
  double height = layout_.rows * layout_.cardHeight + (layout_.rows - 1) * layout_.gap;
  return (layout_.pageHeight - height) / 2;
}

bool SheetGeometry::fits() const {
  double room = layout_.margin + layout_.bleed;
  return gridLeft() >= room - 1e-9 && gridTop() >= room - 1e-9;
}

Rect SheetGeometry::card(int index) const {
  int column = index % layout_.columns;
  int row = index / layout_.columns;
  return {gridLeft() + column * (layout_.cardWidth + layout_.gap),
          gridTop() + row * (layout_.cardHeight + layout_.gap), layout_.cardWidth, layout_.cardHeight};
}

Rect SheetGeometry::bleed(int index) const {
  Rect c = card(index);
  int column = index % layout_.columns;
  int row = index / layout_.columns;
  double inner = std::min(layout_.bleed, layout_.gap / 2);
  double left = column == 0 ? layout_.bleed : inner;
  double right = column == layout_.columns - 1 ? layout_.bleed : inner;
  double top = row == 0 ? layout_.bleed : inner;
  double bottom = row == layout_.rows - 1 ? layout_.bleed : inner;
  return {c.x - left, c.y - top, c.width + left + right, c.height + top + bottom};
}

Rect SheetGeometry::mirrored(const Rect& r, Duplex duplex, double offsetX, double offsetY) const {
  Rect m = r;
  // Long-edge binding turns a portrait sheet about its vertical axis, short
  // edge about its horizontal one.
  if (duplex == Duplex::LongEdge) m.x = layout_.pageWidth - r.x - r.width;
  if (duplex == Duplex::ShortEdge) m.y = layout_.pageHeight - r.y - r.height;
  m.x += offsetX;
  m.y += offsetY;
  return m;
}

Rect SheetGeometry::back(int index, Duplex duplex, double offsetX, double offsetY) const {
  return mirrored(card(index), duplex, offsetX, offsetY);
}

Rect SheetGeometry::backBleed(int index, Duplex duplex, double offsetX, double offsetY) const {
  return mirrored(bleed(index), duplex, offsetX, offsetY);
}

std::vector<Line> SheetGeometry::cropMarks() const {
  std::vector<Line> marks;
  if (!layout_.cropMarks) return marks;
  double left = gridLeft(), top = gridTop();
  double right = layout_.pageWidth - left, bottom = layout_.pageHeight - top;
  double start = layout_.bleed + layout_.cropOffset;
  // A mark stops short of the page edge rather than running off it.
  double roomX = std::min(layout_.cropLength, left - start);
  double roomY = std::min(layout_.cropLength, top - start);
  if (roomY > 0) {
    for (int column = 0; column < layout_.columns; ++column) {
      Rect c = card(column);
      for (double x : {c.x, c.x + c.width}) {
        marks.push_back({x, top - start, x, top - start - roomY});
        marks.push_back({x, bottom + start, x, bottom + start + roomY});
      }
    }
  }
  if (roomX > 0) {
    for (int row = 0; row < layout_.rows; ++row) {
      Rect c = card(row * layout_.columns);
      for (double y : {c.y, c.y + c.height}) {
        marks.push_back({left - start, y, left - start - roomX, y});
        marks.push_back({right + start, y, right + start + roomX, y});
      }
    }
  }
  // With no gap, neighbouring cards share a cut line: draw it once.
  std::sort(marks.begin(), marks.end(), [](const Line& a, const Line& b) {
    return std::tie(a.x1, a.y1, a.x2, a.y2) < std::tie(b.x1, b.y1, b.x2, b.y2);
  });
  marks.erase(std::unique(marks.begin(), marks.end(),
                          [](const Line& a, const Line& b) {
                            return a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2;
                          }),
              marks.end());
  return marks;
}

}  // namespace munchkinc::sheets
