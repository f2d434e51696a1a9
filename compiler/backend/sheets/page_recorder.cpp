#include "backend/sheets/page_recorder.h"

#include <cairo.h>

#include "backend/sheets/font_context.h"

namespace munchkinc::sheets {

cairo_surface_t* recordPage(double widthMm, double heightMm, const std::function<void(cairo_t*)>& paint) {
  cairo_rectangle_t extents{0, 0, widthMm * kPointsPerMm, heightMm * kPointsPerMm};
  cairo_surface_t* surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cairo_t* cr = cairo_create(surface);
  paint(cr);
  cairo_destroy(cr);
  return surface;
}

PageRecorder::~PageRecorder() {
  for (auto& [page, recording] : pages_) {
    if (recording.surface) cairo_surface_destroy(recording.surface);
  }
}

cairo_surface_t* PageRecorder::record(const PageContents& page, const std::function<void(cairo_t*)>& paint) {
  auto found = pages_.find(page);
  bool repeated = found != pages_.end() && found->second.uses > 1;
  if (repeated && found->second.surface) return cairo_surface_reference(found->second.surface);
  cairo_surface_t* surface = recordPage(widthMm_, heightMm_, paint);
  if (repeated) found->second.surface = cairo_surface_reference(surface);
  return surface;
}

}  // namespace munchkinc::sheets
