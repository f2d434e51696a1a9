// The set being previewed: checked at the start and again whenever a file it
// was read from changes on disk, each check published as a new gallery for
// the server's threads to read. The newest gallery and the one before it are
// kept (a page may still be fetching the faces of the one it last saw);
// older ones are freed.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "preview/file_watcher.h"
#include "preview/gallery.h"
#include "sema/loader.h"

namespace munchkinc::preview {

class LiveGallery {
 public:
  LiveGallery(std::string unitPath, std::vector<SearchFolder> searchPaths);

  // Checks the set when it has never been checked or a watched file
  // changed; returns whether it did.
  bool refresh();

  // Calls refresh() every `interval` until stop().
  void watchUntilStopped(std::chrono::milliseconds interval);

  std::shared_ptr<const Gallery> current() const;
  // The drawing with this key, from the newest gallery or the one before.
  std::shared_ptr<const std::string> svg(const std::string& key) const;

  // The newest gallery once it is newer than `generation`, or when `timeout`
  // passed or stop() was called first.
  std::shared_ptr<const Gallery> waitNewer(std::uint64_t generation, std::chrono::milliseconds timeout) const;

  // Wakes every waiter and ends watchUntilStopped.
  void stop();
  bool stopped() const;

 private:
  const std::string unitPath_;
  const std::vector<SearchFolder> searchPaths_;
  FileWatcher watcher_;  // only the watching thread touches it
  bool checked_ = false;

  mutable std::mutex mutex_;
  mutable std::condition_variable changed_;
  std::shared_ptr<const Gallery> current_, previous_;
  bool stopping_ = false;
};

}  // namespace munchkinc::preview
