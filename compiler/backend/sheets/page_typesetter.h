// Sheet pages are typeset ahead on a second thread while the main thread
// writes the ones before them into the PDF or SVG file, so that pango's text
// layout and cairo's PDF writing share the run's time instead of adding up.
// The thread owns the SheetDocument and its FontContext (pango objects may be
// used from one thread only); it hands each page over as a finished cairo
// recording, which the main thread replays in order, so the output does not
// depend on timing.
#pragma once

#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "backend/sheets/image_library.h"
#include "backend/sheets/sheets.h"

typedef struct _cairo_surface cairo_surface_t;

namespace munchkinc::sheets {

struct TypesetPage {
  cairo_surface_t* recording = nullptr;  // a reference the taker must release
  int faces = 0;                         // card faces on the page, for the progress bar
};

class PageTypesetter {
 public:
  // Starts typesetting at once; the arguments must outlive the typesetter,
  // and `images` is the typesetting thread's until it is done.
  PageTypesetter(const model::Model& model, const TemplateSet& templates, const SheetOptions& options,
                 ImageLibrary& images);
  ~PageTypesetter();
  PageTypesetter(const PageTypesetter&) = delete;
  PageTypesetter& operator=(const PageTypesetter&) = delete;

  // Waits for page `page`, taken in order and once; nullopt past the last.
  // Rethrows what the typesetting thread threw.
  std::optional<TypesetPage> take(int page);
  // Waits until every page is typeset and returns how many there are.
  int pageCount();
  // Whether the pages paint surfaces of the image library, which the
  // typesetting thread keeps painting while it runs (see drawPages).
  bool sharesImages() const { return sharesImages_; }
  // Waits until every page is typeset, then passes on what typesetting
  // reported (text that did not fit).
  void reportInto(DiagnosticEngine& diagnostics);

 private:
  // Pages typeset but not yet taken, at most, so that a large set's
  // recordings do not pile up in memory while the writer catches up.
  static constexpr std::size_t kPagesAhead = 8;

  void run();
  bool mayContinue();  // waits while too far ahead; false once stopped
  void publish(TypesetPage page);
  void waitUntilDone(std::unique_lock<std::mutex>& lock);

  const model::Model& model_;
  const TemplateSet& templates_;
  const SheetOptions& options_;
  ImageLibrary& images_;
  const bool sharesImages_;  // decided before the thread starts, which adds no image

  std::mutex mutex_;  // guards everything below but the thread
  std::condition_variable changed_;
  std::vector<TypesetPage> pages_;
  std::size_t taken_ = 0;
  bool unbounded_ = false;  // someone waits for all pages: stop holding back
  bool done_ = false;
  bool stop_ = false;
  std::exception_ptr failure_;
  DiagnosticEngine found_;  // written by the thread until done_
  std::thread thread_;      // last, so it starts after everything it uses
};

}  // namespace munchkinc::sheets
