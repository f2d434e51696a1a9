// Face pages are drawn ahead on a second thread, each into a cairo recording
// surface, while the main thread writes earlier pages into the document: text
// layout (pango) and PDF writing (cairo) then share the run's time instead of
// adding up. The thread has its own FontContext, because pango objects may be
// used from one thread only, and hands over each page whole; the main thread
// just replays the recordings, in order, so the output does not depend on
// timing.
#pragma once

#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "backend/sheets/card_content.h"
#include "backend/sheets/face_painter.h"
#include "backend/sheets/sheet_geometry.h"

typedef struct _cairo_surface cairo_surface_t;

namespace munchkinc::sheets {

struct FacePage {
  cairo_surface_t* recording = nullptr;     // owned by whoever holds the page
  std::vector<std::vector<Overflow>> overflows;  // per card, in cell order
};

class FaceTypesetter {
 public:
  // Starts drawing at once; the arguments must outlive the typesetter.
  FaceTypesetter(const model::Model& model, const TemplateSet& templates, const std::vector<PrintedCard>& cards);
  ~FaceTypesetter();
  FaceTypesetter(const FaceTypesetter&) = delete;
  FaceTypesetter& operator=(const FaceTypesetter&) = delete;

  // Waits for page `page` (taken in order, each once); rethrows what the
  // drawing thread threw.
  FacePage take(int page);

 private:
  void run();

  const model::Model& model_;
  const TemplateSet& templates_;
  const std::vector<PrintedCard>& cards_;
  SheetGeometry geometry_;
  int pageCount_;

  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<FacePage> pages_;  // drawn so far; guarded by mutex_
  bool stop_ = false;
  std::exception_ptr failure_;
  std::thread thread_;  // last, so it starts after everything it reads
};

// Draws the cards [first, last) of a face page and its crop marks; returns
// each card's overflows.
std::vector<std::vector<Overflow>> drawFacePage(cairo_t* cr, FacePainter& painter, const TemplateSet& templates,
                                                const SheetGeometry& geometry, const std::vector<PrintedCard>& cards,
                                                std::size_t first, std::size_t last);

}  // namespace munchkinc::sheets
