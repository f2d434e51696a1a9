#include "backend/sheets/page_recorder.h"

#include <cairo.h>

namespace munchkinc::sheets {

PageRecorder::~PageRecorder() {
  for (auto& [page, recording] : pages_) {
    if (recording.surface) cairo_surface_destroy(recording.surface);
  }
}

cairo_t* PageRecorder::begin(Recording& recording) const {
  cairo_rectangle_t extents{0, 0, widthMm_ * kPointsPerMm, heightMm_ * kPointsPerMm};
  recording.surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
  return cairo_create(recording.surface);
}

void PageRecorder::end(cairo_t* recorder) { cairo_destroy(recorder); }

void PageRecorder::replay(cairo_t* cr, const Recording& recording) {
  cairo_save(cr);
  cairo_set_source_surface(cr, recording.surface, 0, 0);
  cairo_paint(cr);
  cairo_restore(cr);
}

}  // namespace munchkinc::sheets
