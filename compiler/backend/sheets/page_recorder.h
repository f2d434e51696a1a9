// Pages that print exactly alike (a full sheet of one deck's backs, most
// often) are drawn once into a cairo recording surface and replayed: cairo's
// PDF and SVG surfaces then write the drawing once and refer to it from each
// page that shows it. Whole pages are recorded, not single cards, because
// cairo 1.16 lists a drawing once per use in its page's resources, and a
// PDF dictionary should not repeat a key.
#pragma once

#include <map>
#include <utility>
#include <vector>

#include "backend/sheets/face_painter.h"

typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;

namespace munchkinc::sheets {

// What a page shows: each cell's layout and box contents, in cell order.
using PageContents = std::vector<std::pair<const FaceLayout*, BoxContents>>;

class PageRecorder {
 public:
  PageRecorder(double widthMm, double heightMm) : widthMm_(widthMm), heightMm_(heightMm) {}
  ~PageRecorder();
  PageRecorder(const PageRecorder&) = delete;
  PageRecorder& operator=(const PageRecorder&) = delete;

  // Announces a page that draw() will be asked for; a page announced once
  // is drawn directly, since recording it would gain nothing.
  void expect(const PageContents& page) { ++pages_[page].uses; }

  // Draws the page with `paint(cr)`, or replays its recording.
  template <typename Paint>
  void draw(cairo_t* cr, const PageContents& page, Paint paint) {
    auto found = pages_.find(page);
    if (found == pages_.end() || found->second.uses < 2) return paint(cr);
    Recording& recording = found->second;
    if (!recording.surface) {
      cairo_t* recorder = begin(recording);
      paint(recorder);
      end(recorder);
    }
    replay(cr, recording);
  }

 private:
  struct Recording {
    int uses = 0;
    cairo_surface_t* surface = nullptr;
  };

  cairo_t* begin(Recording& recording) const;
  static void end(cairo_t* recorder);
  static void replay(cairo_t* cr, const Recording& recording);

  double widthMm_, heightMm_;
  std::map<PageContents, Recording> pages_;
};

}  // namespace munchkinc::sheets
