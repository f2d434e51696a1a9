#include "backend/sheets/face_typesetter.h"

#include <cairo.h>

#include <algorithm>

#include "backend/sheets/font_context.h"

namespace munchkinc::sheets {

std::vector<std::vector<Overflow>> drawFacePage(cairo_t* cr, FacePainter& painter, const TemplateSet& templates,
                                                const SheetGeometry& geometry, const std::vector<PrintedCard>& cards,
                                                std::size_t first, std::size_t last) {
  std::vector<std::vector<Overflow>> overflows;
  for (std::size_t i = first; i < last; ++i) {
    int cell = static_cast<int>(i - first);
    overflows.push_back(painter.paint(cr, *templates.faceFor(*cards[i].card), cards[i], geometry.card(cell),
                                      geometry.bleed(cell)));
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, templates.sheet.cropWeight * kPointsPerMm);
  for (const Line& mark : geometry.cropMarks()) {
    cairo_move_to(cr, mark.x1 * kPointsPerMm, mark.y1 * kPointsPerMm);
    cairo_line_to(cr, mark.x2 * kPointsPerMm, mark.y2 * kPointsPerMm);
  }
  cairo_stroke(cr);
  return overflows;
}

FaceTypesetter::FaceTypesetter(const model::Model& model, const TemplateSet& templates,
                               const std::vector<PrintedCard>& cards)
    : model_(model),
      templates_(templates),
      cards_(cards),
      geometry_(templates.sheet),
      pageCount_(static_cast<int>((cards.size() + static_cast<std::size_t>(geometry_.cardsPerPage()) - 1) /
                                  static_cast<std::size_t>(geometry_.cardsPerPage()))),
      thread_(&FaceTypesetter::run, this) {}

FaceTypesetter::~FaceTypesetter() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  thread_.join();
  for (FacePage& page : pages_) {
    if (page.recording) cairo_surface_destroy(page.recording);
  }
}

void FaceTypesetter::run() {
  try {
    FontContext fonts;
    FacePainter painter(model_, templates_.sheet, fonts);
    auto perPage = static_cast<std::size_t>(geometry_.cardsPerPage());
    cairo_rectangle_t extents{0, 0, templates_.sheet.pageWidth * kPointsPerMm,
                              templates_.sheet.pageHeight * kPointsPerMm};
    for (int page = 0; page < pageCount_; ++page) {
      {
        std::lock_guard lock(mutex_);
        if (stop_) return;
      }
      FacePage drawn;
      drawn.recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
      cairo_t* cr = cairo_create(drawn.recording);
      std::size_t first = static_cast<std::size_t>(page) * perPage;
      drawn.overflows = drawFacePage(cr, painter, templates_, geometry_, cards_, first,
                                     std::min(cards_.size(), first + perPage));
      cairo_destroy(cr);
      std::lock_guard lock(mutex_);
      pages_.push_back(std::move(drawn));
      changed_.notify_all();
    }
  } catch (...) {
    std::lock_guard lock(mutex_);
    failure_ = std::current_exception();
    changed_.notify_all();
  }
}

FacePage FaceTypesetter::take(int page) {
  std::unique_lock lock(mutex_);
  auto index = static_cast<std::size_t>(page);
  changed_.wait(lock, [&] { return pages_.size() > index || failure_ != nullptr; });
  if (pages_.size() <= index) std::rethrow_exception(failure_);
  FacePage taken = std::move(pages_[index]);
  pages_[index].recording = nullptr;
  return taken;
}

}  // namespace munchkinc::sheets
