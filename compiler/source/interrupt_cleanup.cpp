#include "source/interrupt_cleanup.h"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>

namespace munchkinc {
namespace {

// A fixed table, since the handler may only read memory and make system calls
// that take no lock: a slot's path is complete before `used` is set, and
// cleared after.
constexpr int kSlots = 64;
constexpr std::size_t kPathMax = 4096;
struct Slot {
  std::atomic<bool> used{false};
  bool folder = false;
  char path[kPathMax] = {};
};
Slot slots[kSlots];
std::mutex slotsMutex;  // between threads registering; the handler takes no lock

// Removes the folder `name` (relative to `parentFd`) and everything in it,
// with system calls only (no opendir, which allocates): the folder is read
// with getdents64 into a buffer on the stack, and read again from the start
// after each pass, since removing entries while reading may skip some, until
// a pass removes nothing. True when the folder is gone.
bool removeTree(int parentFd, const char* name, int depth) {
  const int fd = openat(parentFd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return false;
  alignas(dirent64) char buffer[4096];
  for (bool removed = true; removed;) {
    removed = false;
    lseek(fd, 0, SEEK_SET);
    for (ssize_t got; (got = getdents64(fd, buffer, sizeof buffer)) > 0;) {
      for (ssize_t at = 0; at < got;) {
        const auto* entry = reinterpret_cast<const dirent64*>(buffer + at);
        at += entry->d_reclen;
        const char* entryName = entry->d_name;
        if (std::strcmp(entryName, ".") == 0 || std::strcmp(entryName, "..") == 0) continue;
        const bool gone = unlinkat(fd, entryName, 0) == 0 ||
                          (errno == EISDIR && depth < 16 && removeTree(fd, entryName, depth + 1));
        removed = removed || gone;
      }
    }
  }
  close(fd);
  return unlinkat(parentFd, name, AT_REMOVEDIR) == 0;
}

void removeTemporaries(int signal) {
  for (Slot& slot : slots) {
    if (!slot.used.load(std::memory_order_acquire)) continue;
    if (slot.folder) {
      removeTree(AT_FDCWD, slot.path, 0);
    } else {
      unlink(slot.path);
    }
  }
  // Die of the same signal, so the parent sees why we stopped.
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

// Checked at every registration rather than once, since a library (or a test
// framework) may have put its own handler in place since. A signal ignored
// when munchkinc started (SIGHUP under nohup, SIGINT in a background job)
// stays ignored: it would not stop the run, so there is nothing to clean.
void installHandlers() {
  for (int signal : {SIGTERM, SIGINT, SIGHUP}) {
    struct sigaction current {};
    if (sigaction(signal, nullptr, &current) != 0) continue;
    if (current.sa_handler == removeTemporaries || current.sa_handler == SIG_IGN) continue;
    struct sigaction action {};
    action.sa_handler = removeTemporaries;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, nullptr);
  }
}

void track(const std::string& path, bool folder) {
  if (path.size() >= kPathMax) return;
  std::lock_guard lock(slotsMutex);
  installHandlers();
  for (Slot& slot : slots) {
    if (slot.used.load(std::memory_order_relaxed)) continue;
    std::memcpy(slot.path, path.c_str(), path.size() + 1);
    slot.folder = folder;
    slot.used.store(true, std::memory_order_release);
    return;
  }
}

}  // namespace

void registerTemporary(const std::string& path) { track(path, false); }

void registerTemporaryFolder(const std::string& path) { track(path, true); }

void unregisterTemporary(const std::string& path) {
  std::lock_guard lock(slotsMutex);
  for (Slot& slot : slots) {
    if (slot.used.load(std::memory_order_relaxed) && path == slot.path) {
      slot.used.store(false, std::memory_order_release);
      return;
    }
  }
}

}  // namespace munchkinc
