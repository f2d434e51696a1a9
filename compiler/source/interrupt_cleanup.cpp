#include "source/interrupt_cleanup.h"

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstring>
#include <mutex>

namespace munchkinc {
namespace {

// A fixed table, since the handler may only read memory and call unlink():
// a slot's path is complete before `used` is set, and cleared after.
constexpr int kSlots = 64;
constexpr std::size_t kPathMax = 4096;
struct Slot {
  std::atomic<bool> used{false};
  char path[kPathMax] = {};
};
Slot slots[kSlots];
std::mutex slotsMutex;  // between threads registering; the handler takes no lock

void removeTemporaries(int signal) {
  for (Slot& slot : slots) {
    if (slot.used.load(std::memory_order_acquire)) unlink(slot.path);
  }
  // Die of the same signal, so the parent sees why we stopped.
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

// Checked at every registration rather than once, since a library (or a test
// framework) may have put its own handler in place since.
void installHandlers() {
  for (int signal : {SIGTERM, SIGINT, SIGHUP}) {
    struct sigaction current {};
    if (sigaction(signal, nullptr, &current) == 0 && current.sa_handler == removeTemporaries) continue;
    struct sigaction action {};
    action.sa_handler = removeTemporaries;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, nullptr);
  }
}

}  // namespace

void registerTemporary(const std::string& path) {
  if (path.size() >= kPathMax) return;
  std::lock_guard lock(slotsMutex);
  installHandlers();
  for (Slot& slot : slots) {
    if (slot.used.load(std::memory_order_relaxed)) continue;
    std::memcpy(slot.path, path.c_str(), path.size() + 1);
    slot.used.store(true, std::memory_order_release);
    return;
  }
}

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
