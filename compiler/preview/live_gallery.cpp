#include "preview/live_gallery.h"

#include <filesystem>

#include "lsp/unit_check.h"

namespace munchkinc::preview {

LiveGallery::LiveGallery(std::string unitPath, std::vector<SearchFolder> searchPaths)
    : unitPath_(std::move(unitPath)), searchPaths_(std::move(searchPaths)) {}

bool LiveGallery::refresh() {
  if (checked_ && !watcher_.changed()) return false;
  checked_ = true;
  const std::map<std::string, std::string> noOverlay;
  std::unique_ptr<lsp::UnitCheck> check = lsp::checkUnit(unitPath_, noOverlay, searchPaths_);
  // Watched from before the gallery is drawn: a save made while drawing
  // is seen on the next poll.
  std::vector<std::string> files, folders{unitPath_};
  for (std::size_t id = 0; id < check->sources.fileCount(); ++id) {
    files.push_back(check->sources.path(static_cast<FileId>(id)));
  }
  for (const SourceUnit* unit : check->units) {
    if (std::filesystem::is_directory(unit->location)) folders.push_back(unit->location);
  }
  watcher_.watch(files, folders);

  std::shared_ptr<const Gallery> gallery = buildGallery(*check, current().get());
  {
    std::lock_guard lock(mutex_);
    previous_ = std::move(current_);
    current_ = std::move(gallery);
  }
  changed_.notify_all();
  return true;
}

void LiveGallery::watchUntilStopped(std::chrono::milliseconds interval) {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    lock.unlock();
    refresh();
    lock.lock();
    changed_.wait_for(lock, interval, [this] { return stopping_; });
  }
}

std::shared_ptr<const Gallery> LiveGallery::current() const {
  std::lock_guard lock(mutex_);
  return current_;
}

std::shared_ptr<const std::string> LiveGallery::svg(const std::string& key) const {
  std::lock_guard lock(mutex_);
  for (const auto& gallery : {current_, previous_}) {
    if (!gallery) continue;
    const auto found = gallery->svgs.find(key);
    if (found != gallery->svgs.end()) return found->second;
  }
  return nullptr;
}

std::shared_ptr<const Gallery> LiveGallery::waitNewer(std::uint64_t generation,
                                                      std::chrono::milliseconds timeout) const {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, timeout,
                    [&] { return stopping_ || (current_ && current_->generation > generation); });
  return current_;
}

void LiveGallery::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
}

bool LiveGallery::stopped() const {
  std::lock_guard lock(mutex_);
  return stopping_;
}

}  // namespace munchkinc::preview
