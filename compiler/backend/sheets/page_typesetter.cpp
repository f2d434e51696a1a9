#include "backend/sheets/page_typesetter.h"

#include <cairo.h>

#include "backend/sheets/sheet_document.h"

namespace munchkinc::sheets {

PageTypesetter::PageTypesetter(const model::Model& model, const TemplateSet& templates, const SheetOptions& options,
                               ImageLibrary& images)
    : model_(model),
      templates_(templates),
      options_(options),
      images_(images),
      sharesImages_(!images.empty()),
      thread_(&PageTypesetter::run, this) {}

PageTypesetter::~PageTypesetter() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
    changed_.notify_all();
  }
  thread_.join();
  for (TypesetPage& page : pages_) {
    if (page.recording) cairo_surface_destroy(page.recording);
  }
}

void PageTypesetter::publish(TypesetPage page) {
  std::lock_guard lock(mutex_);
  pages_.push_back(page);
  changed_.notify_all();
}

bool PageTypesetter::mayContinue() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return stop_ || unbounded_ || pages_.size() < taken_ + kPagesAhead; });
  return !stop_;
}

void PageTypesetter::run() {
  try {
    FontContext fonts;
    SheetDocument doc(model_, templates_, options_, fonts, images_, found_);
    // The rules reference is laid out only after the cards, so that the
    // first pages are ready as soon as possible.
    for (int page = 0; page < doc.cardPageCount() && mayContinue(); ++page) {
      publish({doc.record(page), doc.facesOn(page)});
    }
    int pages = doc.cardPageCount() + doc.rulesPageCount();
    for (int page = doc.cardPageCount(); page < pages && mayContinue(); ++page) publish({doc.record(page), 0});
  } catch (...) {
    std::lock_guard lock(mutex_);
    failure_ = std::current_exception();
  }
  std::lock_guard lock(mutex_);
  done_ = true;
  changed_.notify_all();
}

std::optional<TypesetPage> PageTypesetter::take(int page) {
  std::unique_lock lock(mutex_);
  auto index = static_cast<std::size_t>(page);
  changed_.wait(lock, [&] { return pages_.size() > index || done_; });
  if (pages_.size() <= index) {
    if (failure_) std::rethrow_exception(failure_);
    return std::nullopt;
  }
  TypesetPage taken = pages_[index];
  pages_[index].recording = nullptr;
  taken_ = index + 1;
  changed_.notify_all();
  return taken;
}

void PageTypesetter::waitUntilDone(std::unique_lock<std::mutex>& lock) {
  unbounded_ = true;
  changed_.notify_all();
  changed_.wait(lock, [&] { return done_; });
  if (failure_) std::rethrow_exception(failure_);
}

int PageTypesetter::pageCount() {
  std::unique_lock lock(mutex_);
  waitUntilDone(lock);
  return static_cast<int>(pages_.size());
}

void PageTypesetter::reportInto(DiagnosticEngine& diagnostics) {
  std::unique_lock lock(mutex_);
  waitUntilDone(lock);
  for (const Diagnostic& d : found_.all()) diagnostics.report(d.code, d.range, d.message);
}

}  // namespace munchkinc::sheets
