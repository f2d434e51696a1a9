// Every sheet page is drawn into its own cairo recording surface, which the
// writer then paints onto the PDF or SVG page. Pages that print exactly alike
// (a full sheet of one deck's backs, most often) share one recording, so the
// document holds that drawing once and refers to it from each page.
#pragma once

#include <functional>
#include <map>
#include <utility>
#include <vector>

#include "backend/sheets/face_painter.h"

typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;

namespace munchkinc::sheets {

// A new recording of what `paint` draws on a page of the given size.
cairo_surface_t* recordPage(double widthMm, double heightMm, const std::function<void(cairo_t*)>& paint);

// What a page shows: each cell's layout and box contents, in cell order.
using PageContents = std::vector<std::pair<const FaceLayout*, BoxContents>>;

class PageRecorder {
 public:
  PageRecorder(double widthMm, double heightMm) : widthMm_(widthMm), heightMm_(heightMm) {}
  ~PageRecorder();
  PageRecorder(const PageRecorder&) = delete;
  PageRecorder& operator=(const PageRecorder&) = delete;

  // Announces a page that record() will be asked for.
  void expect(const PageContents& page) { ++pages_[page].uses; }

  // A new reference to a recording of the page as `paint` draws it; a page
  // announced more than once is drawn only the first time.
  cairo_surface_t* record(const PageContents& page, const std::function<void(cairo_t*)>& paint);

 private:
  struct Recording {
    int uses = 0;
    cairo_surface_t* surface = nullptr;
  };

  double widthMm_, heightMm_;
  std::map<PageContents, Recording> pages_;
};

}  // namespace munchkinc::sheets
